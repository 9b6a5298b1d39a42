import { consoleActivityApi } from '@onsite/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '#server/platform/auth/auth-plugin.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok, okList } from '#server/platform/http/envelope.ts';
import { serve, serveEach } from '#server/platform/http/route.ts';
import { scopeOf } from '#server/platform/tenancy/scope.ts';
import * as service from './activity-console.service.ts';

/**
 * The activities in the staff consoles (contracts/src/activity-console.ts): the admin's every tenant, an
 * agent's its own customers'; the platform's end and restore (its abolish, which may refund the activity's
 * orders, is served by the refund module: modules/refund/refund.routes.ts).
 */
export const activityConsoleRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  serveEach(app, consoleActivityApi.getList, (audience) => async (request) => {
    const { rows, total } = await service.list(db, scopeOf(principalOf(request, audience)), request.query);
    return okList(rows, total);
  });

  serveEach(
    app,
    consoleActivityApi.getInfo,
    (audience) => async (request) =>
      ok(await service.info(db, scopeOf(principalOf(request, audience)), request.query.id)),
  );

  const operations = [
    [consoleActivityApi.postOver, 'over'],
    [consoleActivityApi.postRestore, 'restore'],
  ] as const;
  for (const [route, operation] of operations) {
    serve(app, route, async (request) => {
      await service.operate(db, scopeOf(principalOf(request, 'admin')), operation, request.body.id);
      return ok(null, 'saved');
    });
  }
};
