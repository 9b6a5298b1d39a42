import { sql } from 'kysely';
import type { Db } from '#server/db/database.ts';
import type { MessageChannel } from '#server/db/schema.ts';

// Captchas, codes and WeChat logins are not tenant data (they exist before anyone is signed in); the
// customers they create or find carry their agent, chosen by the request's host in the service.

export async function storeCaptcha(db: Db, row: { keyHash: string; answerHash: string; expiresAt: Date }) {
  await db
    .insertInto('captchas')
    .values({ key_hash: row.keyHash, answer_hash: row.answerHash, expires_at: row.expiresAt })
    .execute();
  // Expired captchas are useless; dropping them here keeps the table at the size of the last few minutes.
  await db.deleteFrom('captchas').where('expires_at', '<', new Date()).execute();
}

/** Single use: the captcha is deleted by the same statement that reads it, right or wrong. */
export function takeCaptcha(db: Db, keyHash: string) {
  return db
    .deleteFrom('captchas')
    .where('key_hash', '=', keyHash)
    .returning(['answer_hash', 'expires_at'])
    .executeTakeFirst();
}

/** One live code per target: a new code replaces the previous one (and its attempt count). */
export async function storeCode(
  db: Db,
  row: { channel: MessageChannel; target: string; codeHash: string; expiresAt: Date },
) {
  await db
    .insertInto('verification_codes')
    .values({ channel: row.channel, target: row.target, code_hash: row.codeHash, expires_at: row.expiresAt })
    .onConflict((conflict) =>
      conflict.column('target').doUpdateSet({
        channel: row.channel,
        code_hash: row.codeHash,
        expires_at: row.expiresAt,
        attempts: 0,
        created_at: sql`now()`,
      }),
    )
    .execute();
}

export function removeCode(db: Db, target: string) {
  return db.deleteFrom('verification_codes').where('target', '=', target).execute();
}

/**
 * Counts one attempt atomically and answers the code's hash, or nothing when there is no live code or
 * its attempts are used up — so concurrent guesses cannot exceed the limit.
 */
export function countCodeAttempt(db: Db, target: string, maxAttempts: number) {
  return db
    .updateTable('verification_codes')
    .set({ attempts: sql`attempts + 1` })
    .where('target', '=', target)
    .where('attempts', '<', maxAttempts)
    .where('expires_at', '>', new Date())
    .returning(['id', 'code_hash', 'attempts'])
    .executeTakeFirst();
}

export function findCode(db: Db, target: string) {
  return db
    .selectFrom('verification_codes')
    .select(['attempts', 'expires_at'])
    .where('target', '=', target)
    .executeTakeFirst();
}

/** Consumes a matched code; answers false when a concurrent request consumed it first. */
export async function consumeCode(db: Db, id: number, codeHash: string) {
  const deleted = await db
    .deleteFrom('verification_codes')
    .where('id', '=', id)
    .where('code_hash', '=', codeHash)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) === 1;
}

export function findCustomerByMobile(db: Db, mobile: string) {
  return db
    .selectFrom('customers')
    .select(['id', 'agent_id', 'status', 'wechat_openid'])
    .where('mobile', '=', mobile)
    .executeTakeFirst();
}

export function findCustomerByAccount(db: Db, account: string) {
  const column = account.includes('@') ? 'email' : 'mobile';
  return db
    .selectFrom('customers')
    .select(['id', 'agent_id', 'status'])
    .where(column, '=', account.toLowerCase())
    .executeTakeFirst();
}

export function findCustomerByOpenid(db: Db, openid: string) {
  return db
    .selectFrom('customers')
    .select(['id', 'agent_id', 'status'])
    .where('wechat_openid', '=', openid)
    .executeTakeFirst();
}

export async function createCustomer(
  db: Db,
  row: {
    agentId: number;
    mobile?: string;
    email?: string;
    passwordHash: string;
    nickname: string;
    wechatOpenid?: string;
  },
) {
  const created = await db
    .insertInto('customers')
    .values({
      agent_id: row.agentId,
      mobile: row.mobile ?? null,
      email: row.email ?? null,
      password_hash: row.passwordHash,
      nickname: row.nickname,
      wechat_openid: row.wechatOpenid ?? null,
    })
    .returning(['id', 'agent_id'])
    .executeTakeFirstOrThrow();
  return created;
}

export function setPassword(db: Db, customerId: number, passwordHash: string) {
  return db
    .updateTable('customers')
    .set({ password_hash: passwordHash, updated_at: new Date() })
    .where('id', '=', customerId)
    .execute();
}

export function bindOpenid(db: Db, customerId: number, openid: string) {
  return db
    .updateTable('customers')
    .set({ wechat_openid: openid, updated_at: new Date() })
    .where('id', '=', customerId)
    .where('wechat_openid', 'is', null)
    .executeTakeFirst();
}

export function revokeCustomerSessions(db: Db, customerId: number, reason: string) {
  return db
    .updateTable('sessions')
    .set({ revoked_at: new Date(), revoked_reason: reason })
    .where('audience', '=', 'customer')
    .where('subject_id', '=', customerId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function createWechatLogin(
  db: Db,
  row: { agentId: number; tokenHash: string; ticketHash: string; expiresAt: Date },
) {
  await db
    .deleteFrom('wechat_logins')
    .where('expires_at', '<', new Date(Date.now() - 3_600_000))
    .execute();
  await db
    .insertInto('wechat_logins')
    .values({
      agent_id: row.agentId,
      token_hash: row.tokenHash,
      ticket_hash: row.ticketHash,
      expires_at: row.expiresAt,
    })
    .execute();
}

export function findWechatLoginByTicket(db: Db, ticketHash: string) {
  return db.selectFrom('wechat_logins').selectAll().where('ticket_hash', '=', ticketHash).executeTakeFirst();
}

/** The scanning phone confirmed: pending → confirmed with its openid (once). */
export async function confirmWechatLogin(db: Db, id: number, openid: string) {
  const updated = await db
    .updateTable('wechat_logins')
    .set({ status: 'confirmed', openid })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

export function findWechatLoginByToken(db: Db, tokenHash: string) {
  return db.selectFrom('wechat_logins').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** confirmed → done exactly once, so one scan issues one session. */
export async function finishWechatLogin(db: Db, id: number) {
  const updated = await db
    .updateTable('wechat_logins')
    .set({ status: 'done' })
    .where('id', '=', id)
    .where('status', '=', 'confirmed')
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}
