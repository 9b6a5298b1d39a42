import { authApi, type LoginResponse } from '@onsite/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { captchaReply } from '#server/modules/customer-auth/index.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok } from '#server/platform/http/envelope.ts';
import { serve } from '#server/platform/http/route.ts';
import * as service from './auth.service.ts';
import { createKnownDevices, loginSource, passwordChangeSource, rememberDevice } from './password-login.ts';

/**
 * The answer of a call that signs a staff account in (login, the invitation sign-up): the new session's
 * token; the call is audited as the account it signed in, since no session came with it.
 */
export function signedIn(
  request: FastifyRequest,
  audience: 'admin' | 'agent',
  session: { subjectId: number; agentId: number | null; token: string; expiresAt: Date },
): LoginResponse {
  request.auditActor = { audience, actorId: session.subjectId, agentId: session.agentId, customerId: null };
  return { access_token: session.token, token_type: 'Bearer', expires_at: session.expiresAt.toISOString() };
}

export const authRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const devices = createKnownDevices(deps.config);

  serve(app, authApi.captcha, (request, reply) => captchaReply(deps, request, reply));

  serve(app, authApi.login, async (request, reply) => {
    const session = await service.login(deps, request.body, loginSource(request, devices));
    rememberDevice(request, reply, devices, {
      audience: request.body.audience,
      subjectId: session.subjectId,
      deviceId: session.deviceId,
    });
    return ok(signedIn(request, request.body.audience, session), 'login succeeded');
  });

  serve(app, authApi.user, async (request) => ok(await service.currentUser(deps.db, request.principal!)));

  serve(app, authApi.password, async (request) => {
    const principal = request.principal!;
    await service.changePassword(
      deps,
      principal,
      request.body,
      passwordChangeSource(request, principal.sessionId),
    );
    return ok(null, 'changed, please log in again');
  });

  serve(app, authApi.logout, async (request) => {
    await service.logout(deps.db, request.principal!);
    return ok(null, 'logged out');
  });
};
