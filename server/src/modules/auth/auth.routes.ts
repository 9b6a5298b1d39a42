import { authApi } from '@onsite/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '#server/config/config.ts';
import { captchaReply } from '#server/modules/customer-auth/index.ts';
import type { KnownDevices } from '#server/platform/auth/known-devices.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok } from '#server/platform/http/envelope.ts';
import { serve } from '#server/platform/http/route.ts';
import type { MessageKey } from '#server/platform/i18n/messages.ts';
import { accountSecurityRoutes, signedIn } from './account-security.routes.ts';
import * as service from './auth.service.ts';
import { createKnownDevices, loginSource, passwordChangeSource, rememberDevice } from './password-login.ts';
import { createTwoFactorKeys, type TwoFactorKeys } from './two-factor-keys.ts';

/**
 * One key set per app (per configuration): what a challenge, a sealed secret or a device cookie was made
 * with in one route, the others read — the login's and the invitation sign-up's alike.
 */
const keysPerApp = new WeakMap<Config, { devices: KnownDevices; keys: TwoFactorKeys }>();
function signInKeys(config: Config) {
  let made = keysPerApp.get(config);
  if (!made) {
    made = { devices: createKnownDevices(config), keys: createTwoFactorKeys(config) };
    keysPerApp.set(config, made);
  }
  return made;
}

/**
 * The answer of a proven password (the login, the invitation sign-up): the session — this browser becomes a
 * known device of the account — or the challenge of the two-factor step; audited as that account.
 */
function signInReply(
  request: FastifyRequest,
  reply: FastifyReply,
  devices: KnownDevices,
  audience: 'admin' | 'agent',
  outcome: service.LoginOutcome,
  success: MessageKey,
) {
  request.auditActor = {
    audience,
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
    audience,
    subjectId: outcome.subjectId,
    deviceId: outcome.deviceId,
  });
  return ok(signedIn(request, audience, outcome), success);
}

/**
 * For another module's call that proves an account's password itself (the invitation sign-up): the same next
 * step and answer as the login's — the session, or the two-factor step the account's roles require.
 */
export function staffSignIn(deps: Pick<AppDeps, 'db' | 'config'>) {
  const { devices, keys } = signInKeys(deps.config);
  return async (
    request: FastifyRequest,
    reply: FastifyReply,
    account: { audience: 'admin' | 'agent'; id: number; passwordHash: string },
    success: MessageKey,
  ) => {
    const outcome = await service.startSignIn(deps.db, keys, account, {
      remember: false,
      deviceId: null,
      passwordHash: account.passwordHash,
      source: loginSource(request, devices),
    });
    return signInReply(request, reply, devices, account.audience, outcome, success);
  };
}

export const authRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { devices, keys } = signInKeys(deps.config);
  accountSecurityRoutes(app, deps, { devices, keys });

  serve(app, authApi.captcha, (request, reply) => captchaReply(deps, request, reply));

  serve(app, authApi.login, async (request, reply) => {
    const outcome = await service.login(deps, keys, request.body, loginSource(request, devices));
    return signInReply(request, reply, devices, request.body.audience, outcome, 'login succeeded');
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
