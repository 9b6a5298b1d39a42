import type { Db } from '#server/db/database.ts';
import { prepared } from '#server/db/prepared.ts';
import type { Audience, Session } from '#server/db/schema.ts';
import { sessionCacheOf } from '#server/db/session-cache.ts';
import { hashToken, newToken } from './tokens.ts';

const DAY = 24 * 60 * 60 * 1000;
/** "remember me" keeps a session 30 days; otherwise 12 hours (the browser also keeps it in sessionStorage). */
export const sessionLifetime = (remember: boolean) => (remember ? 30 * DAY : DAY / 2);

export async function createSession(
  db: Db,
  input: {
    audience: Audience;
    subjectId: number;
    agentId: number | null;
    remember: boolean;
    /** where the sign-in came from, shown in the account's session list */
    from?: { ip: string; userAgent: string };
    /** a customer session opened for support: who opened it (modules/support) */
    support?: SupportBy;
    /** instead of the sign-in lifetime (a support link's session lives minutes until claimed) */
    lifetimeMs?: number;
  },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + (input.lifetimeMs ?? sessionLifetime(input.remember)));
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      audience: input.audience,
      subject_id: input.subjectId,
      agent_id: input.agentId,
      remember: input.remember,
      expires_at: expiresAt,
      ip: input.from?.ip ?? '',
      user_agent: (input.from?.userAgent ?? '').slice(0, 300),
      last_seen_at: new Date(),
      support_audience: input.support?.audience ?? null,
      support_subject_id: input.support?.subjectId ?? null,
    })
    .execute();
  return { token, expiresAt };
}

/** Who opened a support session: a platform admin or an agent user. */
export interface SupportBy {
  audience: 'admin' | 'agent';
  subjectId: number;
}

export type SessionLookup = Pick<
  Session,
  | 'id'
  | 'audience'
  | 'subject_id'
  | 'agent_id'
  | 'expires_at'
  | 'revoked_at'
  | 'revoked_reason'
  | 'last_seen_at'
  | 'support_audience'
  | 'support_subject_id'
>;

// Runs on every authenticated request: compiled once, and only the columns the principal needs.
const sessionByTokenHash = prepared<SessionLookup, [tokenHash: string]>((db) =>
  db
    .selectFrom('sessions')
    .select([
      'id',
      'audience',
      'subject_id',
      'agent_id',
      'expires_at',
      'revoked_at',
      'revoked_reason',
      'last_seen_at',
      'support_audience',
      'support_subject_id',
    ])
    .where('token_hash', '=', ''),
);

/**
 * The session of a bearer token. A live one is kept in the instance's session cache (db/session-cache.ts:
 * forgotten on any change of it, by this instance or another), so a signed-in caller's requests mostly skip
 * this query; revoked and unknown tokens are always read.
 */
export async function findSessionByToken(db: Db, token: string): Promise<SessionLookup | undefined> {
  const tokenHash = hashToken(token);
  const cache = sessionCacheOf(db);
  const kept = cache?.get(tokenHash) as SessionLookup | undefined;
  if (kept) return kept;
  const ticket = cache?.ticket() ?? 0;
  const [session] = await sessionByTokenHash(db, tokenHash);
  if (cache && session && !session.revoked_at) cache.keep(tokenHash, session, ticket);
  return session;
}

/** "Last seen" is written at most this often per session, so a busy session costs one update a minute. */
export const LAST_SEEN_EVERY_MS = 60_000;

export function lastSeenIsStale(lastSeenAt: Date | null, now = Date.now()): boolean {
  return lastSeenAt === null || now - lastSeenAt.getTime() >= LAST_SEEN_EVERY_MS;
}

export async function touchSession(db: Db, sessionId: number): Promise<void> {
  const now = new Date();
  await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', sessionId).execute();
  sessionCacheOf(db)?.seen(sessionId, now);
}

export async function revokeSession(db: Db, sessionId: number, reason: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: new Date(), revoked_reason: reason })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Admin single-session rule: a new admin login revokes the others, which then answer -200. */
export async function revokeOtherSessions(db: Db, audience: Audience, subjectId: number, reason: string) {
  await db
    .updateTable('sessions')
    .set({ revoked_at: new Date(), revoked_reason: reason })
    .where('audience', '=', audience)
    .where('subject_id', '=', subjectId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date())
    .execute();
}
