import { customerAccountApi } from '@onsite/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok, okList } from '#server/platform/http/envelope.ts';
import { serve } from '#server/platform/http/route.ts';
import * as service from './api-credentials.service.ts';
import { scopeOf } from './request-context.ts';

/**
 * /api, partners only (from_admin or from_agent = 1): API credentials and third-party services; and the open
 * API a credential reads.
 */
export const apiCredentialRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;

  serve(app, customerAccountApi.credentialList, async (request) => {
    const { rows, count } = await service.listCredentials(db, scopeOf(request), request.query);
    return okList(rows, count);
  });

  serve(app, customerAccountApi.credentialCreate, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await service.createCredential(db, scopeOf(request), request.body), 'created');
  });

  serve(app, customerAccountApi.credentialRevoke, async (request) => {
    await service.revokeCredential(db, scopeOf(request), request.body.id);
    return ok(null, 'revoked');
  });

  serve(app, customerAccountApi.getServices, async (request) =>
    ok(await service.listServices(db, scopeOf(request))),
  );

  serve(app, customerAccountApi.saveService, async (request) => {
    await service.saveService(db, scopeOf(request), request.body);
    return ok(null, 'saved');
  });

  // ---- the open API: x-app-key + x-app-secret instead of a session ----

  const credential = (request: FastifyRequest, scope: 'profile.read' | 'activity.read') =>
    service.authenticateCredential(db, header(request, 'x-app-key'), header(request, 'x-app-secret'), scope);

  serve(app, customerAccountApi.openProfile, async (request) =>
    ok(await service.openProfile(db, await credential(request, 'profile.read'))),
  );

  serve(app, customerAccountApi.openActivities, async (request) => {
    const scope = await credential(request, 'activity.read');
    const { rows, count } = await service.openActivities(db, scope, request.query);
    return okList(rows, count);
  });
};

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}
