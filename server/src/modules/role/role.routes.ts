import { roleApi, sharedTeamRoleApi } from '@onsite/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok, okList } from '#server/platform/http/envelope.ts';
import { serve } from '#server/platform/http/route.ts';
import { listRoles, menuTree } from './role.repository.ts';
import { createRole, deleteRole, roleDetail, toRoleItem, updateRole } from './role.service.ts';

/**
 * Roles of the admin console (system › role) and the roles every agent team shares (team › role), each with
 * its grants from its console's menus. One service for both: only the set of roles differs.
 */
export const roleRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  for (const [routes, set] of [
    [roleApi, 'admin'],
    [sharedTeamRoleApi, 'agent'],
  ] as const) {
    serve(app, routes.getList, async (request) => {
      const { page, limit, keyword } = request.query;
      const { rows, total } = await listRoles(db, set, keyword, { page, limit });
      return okList(rows.map(toRoleItem), total);
    });
    serve(app, routes.getGrantTree, async () => ok(await menuTree(db, set)));
    serve(app, routes.getInfo, async (request) => ok(await roleDetail(db, set, request.query.id)));
    serve(app, routes.create, async (request) => ok(await createRole(db, set, request.body), 'role created'));
    serve(app, routes.update, async (request) => ok(await updateRole(db, set, request.body), 'role saved'));
    serve(app, routes.delete, async (request) => {
      await deleteRole(db, set, request.body.id);
      return ok(null, 'role deleted');
    });
  }
};
