import type { Db } from '#server/db/database.ts';
import { ownFiles } from '#server/modules/upload/index.ts';
import type { CustomerScope } from '#server/platform/tenancy/scope.ts';
import { whereTenant } from '#server/platform/tenancy/where-tenant.ts';

// The customer's own row (/user settings) and its sessions: every query is narrowed to the scope's agent
// and customer.

export function findAccount(db: Db, scope: CustomerScope) {
  return db
    .selectFrom('customers')
    .select([
      'id',
      'agent_id',
      'nickname',
      'avatar',
      'mobile',
      'email',
      'company_name',
      'city',
      'wechat_openid',
      'password_hash',
      'from_admin',
      'from_agent',
    ])
    .where(whereTenant(scope, 'customers'))
    .executeTakeFirst();
}

type ProfileChange = Partial<{
  nickname: string;
  avatar: string;
  city: string;
  company_name: string;
  email: string;
  mobile: string;
  password_hash: string;
  wechat_openid: string | null;
}>;

export async function updateAccount(db: Db, scope: CustomerScope, change: ProfileChange) {
  const result = await db
    .updateTable('customers')
    .set({ ...change, updated_at: new Date() })
    .where(whereTenant(scope, 'customers'))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Another customer (any agent: logins are unique platform-wide) already using this phone or email. */
export function findOtherByContact(db: Db, scope: CustomerScope, column: 'mobile' | 'email', value: string) {
  return db
    .selectFrom('customers')
    .select('id')
    .where(column, '=', value)
    .where('id', '!=', scope.customerId)
    .executeTakeFirst();
}

/** An image file this customer uploaded (the avatar must be one). */
export async function findOwnImage(db: Db, scope: CustomerScope, key: string) {
  return (await ownFiles(db, scope, [key], 'image'))[0];
}

export function revokeSessions(db: Db, scope: CustomerScope, reason: string) {
  return db
    .updateTable('sessions')
    .set({ revoked_at: new Date(), revoked_reason: reason })
    .where('audience', '=', 'customer')
    .where('subject_id', '=', scope.customerId)
    .where('revoked_at', 'is', null)
    .execute();
}
