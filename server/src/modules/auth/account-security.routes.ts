import { accountSecurityApi } from '@onsite/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { KnownDevices } from '#server/platform/auth/known-devices.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok } from '#server/platform/http/envelope.ts';
import { serve } from '#server/platform/http/route.ts';
import * as security from './account-security.service.ts';
import { completeEnrolmentLogin, completeTwoFactorLogin, readChallenge } from './auth.service.ts';
import { loginSource, passwordChangeSource, rememberDevice } from './password-login.ts';
import type { Challenge, TwoFactorKeys } from './two-factor-keys.ts';

/** The answer of a completed sign-in (the password step's, or the code step's). */
export const sessionAnswer = (session: { token: string; expiresAt: Date }) => ({
  access_token: session.token,
  token_type: 'Bearer' as const,
  expires_at: session.expiresAt.toISOString(),
});

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
  const signedIn = (
    request: FastifyRequest,
    reply: FastifyReply,
    challenge: Challenge,
    session: { subjectId: number; agentId: number | null },
  ) => {
    request.auditActor = {
      audience: challenge.audience,
      actorId: session.subjectId,
      agentId: session.agentId,
      customerId: null,
    };
    rememberDevice(request, reply, devices, {
      audience: challenge.audience,
      subjectId: session.subjectId,
      deviceId: challenge.deviceId,
    });
  };

  serve(app, accountSecurityApi.verify, async (request, reply) => {
    const challenge = await challengeOf(request, 'code');
    const source = loginSource(request, devices);
    const session = await completeTwoFactorLogin(factorDeps, challenge, request.body.code, source);
    signedIn(request, reply, challenge, session);
    return ok(sessionAnswer(session), 'login succeeded');
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
    signedIn(request, reply, challenge, session);
    return ok(
      { ...sessionAnswer(session), recovery_codes: session.recoveryCodes },
      'two-factor sign-in is on',
    );
  });
}
