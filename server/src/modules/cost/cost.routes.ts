import { costApi } from '@onsite/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '#server/platform/auth/auth-plugin.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok, okList } from '#server/platform/http/envelope.ts';
import { serve } from '#server/platform/http/route.ts';
import * as service from './cost.service.ts';

/** Cost settings (/cost): the activity prices in force, their versions, a new one, withdrawing a scheduled one. */
export const costRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  serve(app, costApi.getInForce, async () => ok(await service.inForce(db)));
  serve(app, costApi.getList, async (request) => {
    const { page, limit, tool_id, state } = request.query;
    const { rows, total } = await service.listVersions(db, { toolId: tool_id, state }, { page, limit });
    return okList(rows, total);
  });
  serve(app, costApi.create, async (request) => {
    const version = await service.createVersion(db, principalOf(request, 'admin').adminId, request.body);
    return ok(version, version.state === 'scheduled' ? 'price scheduled' : 'price in force');
  });
  serve(app, costApi.delete, async (request) => {
    await service.deleteVersion(db, request.body.id);
    return ok(null, 'scheduled price withdrawn');
  });
};
