import { roleApi } from '@onsite/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok, okList } from '#server/platform/http/envelope.ts';
import { serve } from '#server/platform/http/route.ts';
import { listRoles, menuTree } from './role.repository.ts';
import { createRole, deleteRole, roleDetail, toRoleItem, updateRole } from './role.service.ts';

/** Roles of the admin console (system › role) and their grants. */
export const roleRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  serve(app, roleApi.getList, async (request) => {
    const { page, limit, keyword } = request.query;
    const { rows, total } = await listRoles(db, keyword, { page, limit });
    return okList(rows.map(toRoleItem), total);
  });
  serve(app, roleApi.getGrantTree, async () => ok(await menuTree(db, 'admin')));
  serve(app, roleApi.getInfo, async (request) => ok(await roleDetail(db, request.query.id)));
  serve(app, roleApi.create, async (request) => ok(await createRole(db, request.body), 'role created'));
  serve(app, roleApi.update, async (request) => ok(await updateRole(db, request.body), 'role saved'));
  serve(app, roleApi.delete, async (request) => {
    await deleteRole(db, request.body.id);
    return ok(null, 'role deleted');
  });
};
