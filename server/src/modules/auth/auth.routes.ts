import { authApi } from '@onsite/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { captchaReply } from '#server/modules/customer-auth/index.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok } from '#server/platform/http/envelope.ts';
import { serve } from '#server/platform/http/route.ts';
import { accountSecurityRoutes, signedIn } from './account-security.routes.ts';
import * as service from './auth.service.ts';
import { createKnownDevices, loginSource, passwordChangeSource, rememberDevice } from './password-login.ts';
import { createTwoFactorKeys } from './two-factor-keys.ts';

export const authRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const devices = createKnownDevices(deps.config);
  // one key set per app: what a challenge or a sealed secret was made with, this app reads
  const keys = createTwoFactorKeys(deps.config);
  accountSecurityRoutes(app, deps, { devices, keys });

  serve(app, authApi.captcha, (request, reply) => captchaReply(deps, request, reply));

  serve(app, authApi.login, async (request, reply) => {
    const outcome = await service.login(deps, keys, request.body, loginSource(request, devices));
    request.auditActor = {
      audience: request.body.audience,
      actorId: outcome.subjectId,
      agentId: outcome.kind === 'session' ? outcome.agentId : null,
      customerId: null,
    };
    if (outcome.kind === 'challenge') {
      request.auditEvent = { type: 'login.two_factor_challenge', step: outcome.step };
      return ok(
        {
          two_factor: outcome.step,
          challenge_token: outcome.challenge,
          expires_at: outcome.expiresAt.toISOString(),
        },
        outcome.step === 'code'
          ? 'enter the code of your authenticator app'
          : 'your role requires two-factor sign-in: set up an authenticator app',
      );
    }
    rememberDevice(request, reply, devices, {
      audience: request.body.audience,
      subjectId: outcome.subjectId,
      deviceId: outcome.deviceId,
    });
    return ok(signedIn(request, request.body.audience, outcome), 'login succeeded');
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
