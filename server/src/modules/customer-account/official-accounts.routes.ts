import { customerAccountApi } from '@onsite/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok, okList } from '#server/platform/http/envelope.ts';
import { serve } from '#server/platform/http/route.ts';
import * as service from './official-accounts.service.ts';
import { originOf, scopeOf } from './request-context.ts';

/** /account: the WeChat official accounts the customer authorised (list, authorise, refresh, unbind). */
export const officialAccountRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;

  serve(app, customerAccountApi.officialList, async (request) => {
    const { rows, count } = await service.listOfficialAccounts(db, scopeOf(request), request.query);
    return okList(rows, count);
  });

  serve(app, customerAccountApi.officialAuthorize, async (request) =>
    ok(
      await service.startAuthorization(db, deps.rateLimiter, scopeOf(request), await originOf(deps, request)),
    ),
  );

  serve(app, customerAccountApi.officialAuthorizeStatus, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await service.officialAuthStatus(db, scopeOf(request), request.query.auth_id));
  });

  serve(app, customerAccountApi.officialRefresh, async (request) =>
    ok(await service.refreshOfficialAccount(db, scopeOf(request), request.body.id), 'refreshed'),
  );

  serve(app, customerAccountApi.officialUnbind, async (request) => {
    await service.unbindOfficialAccount(db, scopeOf(request), request.body.id);
    return ok(null, 'unbound');
  });
};
