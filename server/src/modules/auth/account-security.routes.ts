import { accountSecurityApi, type LoginResponse } from '@onsite/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { KnownDevices } from '#server/platform/auth/known-devices.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok } from '#server/platform/http/envelope.ts';
import { serve } from '#server/platform/http/route.ts';
import * as security from './account-security.service.ts';
import { completeEnrolmentLogin, completeTwoFactorLogin, readChallenge } from './auth.service.ts';
import { loginSource, passwordChangeSource, rememberDevice } from './password-login.ts';
import type { Challenge, TwoFactorKeys } from './two-factor-keys.ts';

/**
 * The answer of a call that signs a staff account in (the password step, the code step, the invitation
 * sign-up): the new session's token; the call is audited as the account it signed in, since no session
 * came with it.
 */
export function signedIn(
  request: FastifyRequest,
  audience: 'admin' | 'agent',
  session: { subjectId: number; agentId: number | null; token: string; expiresAt: Date },
): LoginResponse {
  request.auditActor = { audience, actorId: session.subjectId, agentId: session.agentId, customerId: null };
  return { access_token: session.token, token_type: 'Bearer', expires_at: session.expiresAt.toISOString() };
}

/**
 * The signed-in staff account's sessions and two-factor sign-in (profile page), and the code step of a
 * sign-in (public: the password step's signed challenge stands in for a session).
 */
export function accountSecurityRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  context: { devices: KnownDevices; keys: TwoFactorKeys },
) {
  const { db } = deps;
  const { devices, keys } = context;
  const factorDeps = { ...deps, keys };
  const own = (request: FastifyRequest) => security.staffAccountOf(request.principal!);

  serve(app, accountSecurityApi.sessions, async (request) =>
    ok(await security.sessionsOf(db, own(request), request.principal!.sessionId)),
  );

  serve(app, accountSecurityApi.revokeSession, async (request) => {
    await security.signOutSession(db, own(request), request.body.id, security.REVOKED_BY_OWNER);
    return ok(null, 'the session was signed out');
  });

  serve(app, accountSecurityApi.revokeOtherSessions, async (request) => {
    await security.signOutSessions(db, own(request), request.principal!.sessionId, security.REVOKED_BY_OWNER);
    return ok(null, 'signed out on every other device');
  });

  serve(app, accountSecurityApi.status, async (request) =>
    ok(await security.twoFactorStatus(db, own(request))),
  );

  serve(app, accountSecurityApi.setup, async (request) =>
    ok(await security.startEnrolment(factorDeps, own(request))),
  );

  serve(app, accountSecurityApi.enable, async (request) => {
    const source = passwordChangeSource(request, request.principal!.sessionId);
    const codes = await security.confirmEnrolment(factorDeps, own(request), request.body.code, {
      source: `session:${source.sessionId}`,
      onLockout: source.onLockout,
    });
    return ok({ recovery_codes: codes }, 'two-factor sign-in is on');
  });

  serve(app, accountSecurityApi.disable, async (request) => {
    const principal = request.principal!;
    await security.disableTwoFactor(
      factorDeps,
      principal,
      request.body,
      passwordChangeSource(request, principal.sessionId),
    );
    return ok(null, 'two-factor sign-in is off');
  });

  /** The challenge of the body, read before anything else; the audit row names its account from here on. */
  const challengeOf = async (
    request: FastifyRequest<{ Body: { challenge_token: string } }>,
    purpose: Challenge['purpose'],
  ) => {
    const challenge = await readChallenge(db, keys, request.body.challenge_token, purpose);
    request.auditActor = {
      audience: challenge.audience,
      actorId: challenge.subjectId,
      agentId: null,
      customerId: null,
    };
    return challenge;
  };
  /** The code step's sign-in: the device is remembered like the password step's. */
  const finishSignIn = (
    request: FastifyRequest,
    reply: FastifyReply,
    challenge: Challenge,
    session: Parameters<typeof signedIn>[2],
  ) => {
    rememberDevice(request, reply, devices, {
      audience: challenge.audience,
      subjectId: session.subjectId,
      deviceId: challenge.deviceId,
    });
    return signedIn(request, challenge.audience, session);
  };

  serve(app, accountSecurityApi.verify, async (request, reply) => {
    const challenge = await challengeOf(request, 'code');
    const source = loginSource(request, devices);
    const session = await completeTwoFactorLogin(factorDeps, challenge, request.body.code, source);
    return ok(finishSignIn(request, reply, challenge, session), 'login succeeded');
  });

  serve(app, accountSecurityApi.enrolStart, async (request) => {
    const challenge = await challengeOf(request, 'enrol');
    return ok(
      await security.startEnrolment(factorDeps, { audience: challenge.audience, id: challenge.subjectId }),
    );
  });

  serve(app, accountSecurityApi.enrolConfirm, async (request, reply) => {
    const challenge = await challengeOf(request, 'enrol');
    const source = loginSource(request, devices);
    const session = await completeEnrolmentLogin(factorDeps, challenge, request.body.code, source);
    return ok(
      { ...finishSignIn(request, reply, challenge, session), recovery_codes: session.recoveryCodes },
      'two-factor sign-in is on',
    );
  });
}
