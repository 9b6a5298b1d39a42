import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '#server/db/database.ts';
import { access as permissionCheck } from '#server/platform/access/access.ts';
import { forbidden, sessionRequired, signedInElsewhere } from '#server/platform/http/errors.ts';
import type { Principal, RouteAudience } from './principal.ts';
import { findSessionByToken, lastSeenIsStale, type SessionLookup, touchSession } from './sessions.ts';

export const SIGNED_IN_ELSEWHERE = 'signed_in_elsewhere';

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : null;
}

/**
 * Resolves the caller once per request, then enforces each route's declared `config.access`:
 * no or expired session → 401 (code 401, or -2 on customer routes), admin signed in elsewhere → -200,
 * a live session of another audience → 403, a missing permission string → 403.
 */
export function registerAuth(app: FastifyInstance, db: Db): void {
  app.decorateRequest('principal', null);
  app.decorateRequest('sessionProblem', null);
  app.decorateRequest('presentedAudience', null);
  app.decorateRequest('sessionLastSeen', null);

  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    if (!token) {
      request.sessionProblem = 'missing';
      return;
    }
    const session = await findSessionByToken(db, token);
    if (!session) {
      request.sessionProblem = 'missing';
      return;
    }
    request.presentedAudience = session.audience;
    if (session.revoked_at) {
      request.sessionProblem =
        session.revoked_reason === SIGNED_IN_ELSEWHERE ? 'signed_in_elsewhere' : 'expired';
      return;
    }
    if (session.expires_at.getTime() <= Date.now()) {
      request.sessionProblem = 'expired';
      return;
    }
    request.principal = toPrincipal(session);
    request.sessionLastSeen = session.last_seen_at;
  });

  // "Last seen" of the session lists: written at most once a minute per session, and only for an answered
  // request (a refused one writes nothing), before the answer leaves so the write belongs to its request.
  // (a callback hook: most requests have nothing to write, and they should not pay for a promise)
  app.addHook('onSend', (request, reply, payload, done) => {
    const principal = request.principal;
    if (!principal || reply.statusCode >= 400 || !lastSeenIsStale(request.sessionLastSeen)) {
      return done(null, payload);
    }
    touchSession(db, principal.sessionId).then(
      () => done(null, payload),
      (error: unknown) => {
        request.log.warn({ err: error }, 'session last seen write failed');
        done(null, payload);
      },
    );
  });

  // Before validation: a caller without the right to use an endpoint learns nothing about its input rules.
  // A callback hook: only a permission check waits for the database.
  app.addHook('preValidation', (request, _reply, done) => {
    const access = request.routeOptions.config.access;
    if (!access) return done();
    const audiences = ([] as RouteAudience[]).concat(access.audience);
    if (audiences.includes('public')) return done();
    const principal = request.principal;
    if (!principal) {
      if (request.sessionProblem === 'signed_in_elsewhere') return done(signedInElsewhere());
      // A customer route answers -2; admin and agent routes answer 401 (spec §8).
      return done(
        sessionRequired(audiences.includes('customer') && audiences.length === 1 ? 'customer' : 'admin'),
      );
    }
    if (!audiences.includes(principal.kind)) return done(forbidden('this account cannot use this endpoint'));
    if (!access.permission) return done();
    permissionCheck.require(db, principal, access.permission).then(() => done(), done);
  });
}

function toPrincipal(session: SessionLookup): Principal {
  const { audience, subject_id: subjectId, id: sessionId } = session;
  const agentId = session.agent_id ?? 0;
  if (audience === 'admin') return { kind: 'admin', adminId: subjectId, sessionId };
  if (audience === 'agent') return { kind: 'agent', agentUserId: subjectId, agentId, sessionId };
  const principal: Principal = { kind: 'customer', customerId: subjectId, agentId, sessionId };
  if (session.support_audience && session.support_subject_id !== null) {
    principal.support = { audience: session.support_audience, subjectId: session.support_subject_id };
  }
  return principal;
}

/** For handlers behind a route whose access names one audience: the principal, narrowed. */
export function principalOf<K extends Principal['kind']>(
  request: FastifyRequest,
  kind: K,
): Extract<Principal, { kind: K }> {
  const principal = request.principal;
  if (!principal || principal.kind !== kind) throw forbidden('this account cannot use this endpoint');
  return principal as Extract<Principal, { kind: K }>;
}
