import { authApi } from '@onsite/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok } from '#server/platform/http/envelope.ts';
import { serve } from '#server/platform/http/route.ts';
import * as service from './auth.service.ts';

export const authRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  serve(app, authApi.login, async (request) => {
    const session = await service.login(deps, request.body, request.ip);
    request.auditActor = {
      audience: request.body.audience,
      actorId: session.subjectId,
      agentId: session.agentId,
      customerId: null,
    };
    return ok(
      {
        access_token: session.token,
        token_type: 'Bearer' as const,
        expires_at: session.expiresAt.toISOString(),
      },
      'login succeeded',
    );
  });

  serve(app, authApi.user, async (request) => ok(await service.currentUser(deps.db, request.principal!)));

  serve(app, authApi.password, async (request) => {
    await service.changePassword(deps.db, request.principal!, request.body);
    return ok(null, 'changed, please log in again');
  });

  serve(app, authApi.logout, async (request) => {
    await service.logout(deps.db, request.principal!);
    return ok(null, 'logged out');
  });
};
