import type { Db } from '#server/db/database.ts';

// WeChat scan logins are not tenant data (they exist before anyone is signed in); each carries the agent
// of the site it started on, chosen by the request's host in the service, and the customers they find or
// bind are looked up platform-wide.

// tenancy: a QR sign-in attempt on an agent's site (agent from the host), before any principal
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

// tenancy: the QR ticket is the credential of the sign-in attempt
export function findWechatLoginByTicket(db: Db, ticketHash: string) {
  return db.selectFrom('wechat_logins').selectAll().where('ticket_hash', '=', ticketHash).executeTakeFirst();
}

/** The scanning phone confirmed: pending → confirmed with its openid (once). */
// tenancy: the QR ticket is the credential of the sign-in attempt
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

// tenancy: the polling token is the credential of the sign-in attempt
export function findWechatLoginByToken(db: Db, tokenHash: string) {
  return db.selectFrom('wechat_logins').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** confirmed → done exactly once, so one scan issues one session. */
// tenancy: the sign-in attempt found by its token, by id
export async function finishWechatLogin(db: Db, id: number) {
  const updated = await db
    .updateTable('wechat_logins')
    .set({ status: 'done' })
    .where('id', '=', id)
    .where('status', '=', 'confirmed')
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** The name of the agent site a scan-login started on, for the sandbox confirmation page. */
export async function siteName(db: Db, agentId: number): Promise<string> {
  const agent = await db
    .selectFrom('agents')
    .select('corporate_name')
    .where('id', '=', agentId)
    .executeTakeFirstOrThrow();
  return agent.corporate_name;
}

// tenancy: sign-in and registration, before any principal: mobiles are unique across the platform
export function findCustomerByMobile(db: Db, mobile: string) {
  return db
    .selectFrom('customers')
    .select(['id', 'agent_id', 'status', 'wechat_openid'])
    .where('mobile', '=', mobile)
    .executeTakeFirst();
}

// tenancy: WeChat sign-in, before any principal: an openid is bound to one customer platform-wide
export function findCustomerByOpenid(db: Db, openid: string) {
  return db
    .selectFrom('customers')
    .select(['id', 'agent_id', 'status'])
    .where('wechat_openid', '=', openid)
    .executeTakeFirst();
}

// tenancy: WeChat sign-in binds the openid to the customer it found by mobile, before any principal
export function bindOpenid(db: Db, customerId: number, openid: string) {
  return db
    .updateTable('customers')
    .set({ wechat_openid: openid, updated_at: new Date() })
    .where('id', '=', customerId)
    .where('wechat_openid', 'is', null)
    .executeTakeFirst();
}
