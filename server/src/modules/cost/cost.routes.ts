import { costApi } from '@onsite/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '#server/platform/auth/auth-plugin.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok, okList } from '#server/platform/http/envelope.ts';
import { serve } from '#server/platform/http/route.ts';
import * as service from './cost.service.ts';
import * as fees from './fee-rate.service.ts';

/**
 * Cost settings (/cost): the activity prices and the platform's fee rates in force, their versions, a new
 * one, withdrawing a scheduled one.
 */
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
  serve(app, costApi.feeRateInForce, async () => ok(await fees.inForce(db)));
  serve(app, costApi.feeRateList, async (request) => {
    const { page, limit, code, state } = request.query;
    const { rows, total } = await fees.listVersions(db, { code, state }, { page, limit });
    return okList(rows, total);
  });
  serve(app, costApi.feeRateCreate, async (request) => {
    const version = await fees.createVersion(db, principalOf(request, 'admin').adminId, request.body);
    return ok(version, version.state === 'scheduled' ? 'price scheduled' : 'price in force');
  });
  serve(app, costApi.feeRateDelete, async (request) => {
    await fees.deleteVersion(db, request.body.id);
    return ok(null, 'scheduled price withdrawn');
  });
};
