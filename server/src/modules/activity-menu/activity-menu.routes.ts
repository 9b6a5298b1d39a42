import { activityMenuApi, workspaceMenuApi } from '@onsite/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '#server/platform/auth/auth-plugin.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok, okList } from '#server/platform/http/envelope.ts';
import { serve } from '#server/platform/http/route.ts';
import * as service from './activity-menu.service.ts';

/** The activity workspace's menus: the platform edits them (/menu/activity), a customer's workspace reads them. */
export const activityMenuRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  serve(app, activityMenuApi.getTools, async () => ok(await service.tools(db)));

  serve(app, activityMenuApi.getList, async (request) => {
    const { page, limit, tool_id: toolId } = request.query;
    const { rows, total } = await service.list(db, toolId, { page, limit });
    return okList(rows, total);
  });

  serve(app, activityMenuApi.update, async (request) => {
    const { before, after } = await service.update(db, request.body);
    // the audit row keeps what the entry said before, so a rename or a hidden section can be traced back
    request.auditEvent = { tool_id: after.tool_id, section: after.section, before };
    return ok(after, 'activity menu saved');
  });

  serve(app, activityMenuApi.reorder, async (request) => {
    const { rows, before } = await service.reorder(db, request.body);
    request.auditEvent = {
      tool_id: request.body.tool_id,
      before,
      after: rows.map((row) => row.section),
    };
    return okList(rows, rows.length, 'activity menus reordered');
  });

  serve(app, workspaceMenuApi.getMenus, async (request) =>
    ok(await service.workspaceMenus(db, principalOf(request, 'customer'), request.query.id)),
  );
};
