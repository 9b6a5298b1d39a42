import type { Db } from '#server/db/database.ts';

// The customers that registration and password reset create, find and change, before anyone is signed in:
// logins are unique across the platform, and a new customer carries the agent the service chose by the
// request's host.

// tenancy: sign-in, before any principal: logins are unique across the platform
export function findCustomerByAccount(db: Db, account: string) {
  const column = account.includes('@') ? 'email' : 'mobile';
  return db
    .selectFrom('customers')
    .select(['id', 'agent_id', 'status', 'mobile', 'email', 'nickname'])
    .where(column, '=', account.toLowerCase())
    .executeTakeFirst();
}

// tenancy: registration on an agent's site: the agent comes from the site's host, before any principal
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

// tenancy: password reset by SMS code, before any principal: the customer proved the mobile
export function setPassword(db: Db, customerId: number, passwordHash: string) {
  return db
    .updateTable('customers')
    .set({ password_hash: passwordHash, updated_at: new Date() })
    .where('id', '=', customerId)
    .execute();
}

// tenancy: password reset by SMS code ends the sessions of the customer who proved the mobile
export function revokeCustomerSessions(db: Db, customerId: number, reason: string) {
  return db
    .updateTable('sessions')
    .set({ revoked_at: new Date(), revoked_reason: reason })
    .where('audience', '=', 'customer')
    .where('subject_id', '=', customerId)
    .where('revoked_at', 'is', null)
    .execute();
}
