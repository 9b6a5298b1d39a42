import type { Db } from '#server/db/database.ts';
import type { CustomerScope } from '#server/platform/tenancy/scope.ts';
import { whereTenant } from '#server/platform/tenancy/where-tenant.ts';
import { newestPage } from './paging.repository.ts';

// The WeChat official accounts a customer authorised: every query is narrowed to the scope's agent and
// customer.

const officialColumns = [
  'id',
  'appid',
  'nick_name',
  'head_img',
  'principal_name',
  'service_type',
  'verify_type',
  'authorized_at',
  'refreshed_at',
  'token_expires_at',
] as const;

export async function listOfficialAccounts(
  db: Db,
  scope: CustomerScope,
  query: { page: number; limit: number; keyword?: string },
) {
  let base = db.selectFrom('official_accounts').where(whereTenant(scope));
  if (query.keyword) {
    const like = `%${query.keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    base = base.where((eb) => eb.or([eb('nick_name', 'ilike', like), eb('appid', 'ilike', like)]));
  }
  return newestPage(base.select(officialColumns), query);
}

export function findOfficialAccount(db: Db, scope: CustomerScope, id: number) {
  return db
    .selectFrom('official_accounts')
    .select(officialColumns)
    .where('id', '=', id)
    .where(whereTenant(scope))
    .executeTakeFirst();
}

export interface AuthorizerInfo {
  appid: string;
  nick_name: string;
  head_img: string;
  principal_name: string;
  service_type: number;
  verify_type: number;
}

/** Authorising an account already authorised updates it (WeChat sends the same appid again). */
export function upsertOfficialAccount(
  db: Db,
  scope: CustomerScope,
  info: AuthorizerInfo,
  tokenExpiresAt: Date,
) {
  const now = new Date();
  return db
    .insertInto('official_accounts')
    .values({
      ...info,
      agent_id: scope.agentId,
      customer_id: scope.customerId,
      authorized_at: now,
      refreshed_at: now,
      token_expires_at: tokenExpiresAt,
    })
    .onConflict((oc) =>
      oc.constraint('official_accounts_customer_appid').doUpdateSet({
        nick_name: info.nick_name,
        head_img: info.head_img,
        principal_name: info.principal_name,
        service_type: info.service_type,
        verify_type: info.verify_type,
        authorized_at: now,
        refreshed_at: now,
        token_expires_at: tokenExpiresAt,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
}

export function markRefreshed(db: Db, scope: CustomerScope, id: number, tokenExpiresAt: Date) {
  return db
    .updateTable('official_accounts')
    .set({ refreshed_at: new Date(), token_expires_at: tokenExpiresAt })
    .where('id', '=', id)
    .where(whereTenant(scope))
    .executeTakeFirst();
}

export async function deleteOfficialAccount(db: Db, scope: CustomerScope, id: number) {
  const result = await db
    .deleteFrom('official_accounts')
    .where('id', '=', id)
    .where(whereTenant(scope))
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
