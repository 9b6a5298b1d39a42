import { type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '#server/db/database.ts';
import type { Database } from '#server/db/schema.ts';
import { ownFiles } from '#server/modules/upload/upload.repository.ts';
import { ownedBy } from '#server/platform/tenancy/customer-owned.ts';
import type { TenantScope } from '#server/platform/tenancy/scope.ts';

/** Everything here belongs to one customer: every query is narrowed to the scope's agent and customer. */
export type CustomerScope = Extract<TenantScope, { kind: 'customer' }>;

/** A page of the list's rows (by id, newest first) and how many rows it has in all. */
async function newestPage<TB extends keyof Database, O>(
  rows: SelectQueryBuilder<Database, TB, O>,
  query: { page: number; limit: number },
) {
  const [page, total] = await Promise.all([
    rows
      .orderBy(sql.ref('id'), 'desc')
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute(),
    rows.clearSelect().select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: page, count: Number(total.n) };
}

// ---- the customer row ----

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
    .where('id', '=', scope.customerId)
    .where('agent_id', '=', scope.agentId)
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
    .where('id', '=', scope.customerId)
    .where('agent_id', '=', scope.agentId)
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

export function findCustomerByOpenid(db: Db, openid: string) {
  return db.selectFrom('customers').select(['id']).where('wechat_openid', '=', openid).executeTakeFirst();
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

// ---- sandbox WeChat tickets (bind, official-account authorisation) ----

export type TicketPurpose = 'bind' | 'official_account';

export function createTicket(
  db: Db,
  scope: CustomerScope,
  input: { purpose: TicketPurpose; ticketHash: string; expiresAt: Date },
) {
  return db
    .insertInto('customer_wechat_tickets')
    .values({
      purpose: input.purpose,
      agent_id: scope.agentId,
      customer_id: scope.customerId,
      ticket_hash: input.ticketHash,
      expires_at: input.expiresAt,
    })
    .returning(['id', 'expires_at'])
    .executeTakeFirstOrThrow();
}

export function findTicket(db: Db, scope: CustomerScope, purpose: TicketPurpose, id: number) {
  return db
    .selectFrom('customer_wechat_tickets')
    .select(['id', 'status', 'result', 'expires_at'])
    .where('id', '=', id)
    .where('purpose', '=', purpose)
    .where(ownedBy(scope))
    .executeTakeFirst();
}

/** The ticket a sandbox page was opened with (the page holds the ticket itself, no session). */
export function findTicketByHash(db: Db, purpose: TicketPurpose, ticketHash: string) {
  return db
    .selectFrom('customer_wechat_tickets as ticket')
    .innerJoin('customers as customer', 'customer.id', 'ticket.customer_id')
    .innerJoin('agents as agent', 'agent.id', 'ticket.agent_id')
    .select([
      'ticket.id',
      'ticket.agent_id',
      'ticket.customer_id',
      'ticket.status',
      'ticket.expires_at',
      'customer.nickname',
      'agent.corporate_name',
    ])
    .where('ticket.ticket_hash', '=', ticketHash)
    .where('ticket.purpose', '=', purpose)
    .executeTakeFirst();
}

/** Ends a pending, unexpired ticket once: false when it was used or expired meanwhile. */
export async function finishTicket(db: Db, id: number, status: 'done' | 'failed', result = '') {
  const updated = await db
    .updateTable('customer_wechat_tickets')
    .set({ status, result })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

// ---- official accounts ----

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
  let base = db.selectFrom('official_accounts').where(ownedBy(scope));
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
    .where(ownedBy(scope))
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
    .where(ownedBy(scope))
    .executeTakeFirst();
}

export async function deleteOfficialAccount(db: Db, scope: CustomerScope, id: number) {
  const result = await db
    .deleteFrom('official_accounts')
    .where('id', '=', id)
    .where(ownedBy(scope))
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

// ---- API credentials ----

const credentialColumns = [
  'id',
  'name',
  'app_key',
  'scopes',
  'last_used_at',
  'revoked_at',
  'created_at',
] as const;

export async function listCredentials(db: Db, scope: CustomerScope, query: { page: number; limit: number }) {
  const base = db.selectFrom('customer_api_credentials').where(ownedBy(scope));
  return newestPage(base.select(credentialColumns), query);
}

export function countActiveCredentials(db: Db, scope: CustomerScope) {
  return db
    .selectFrom('customer_api_credentials')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where(ownedBy(scope))
    .where('revoked_at', 'is', null)
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.n));
}

export function insertCredential(
  db: Db,
  scope: CustomerScope,
  input: { name: string; appKey: string; secretHash: string; scopes: string },
) {
  return db
    .insertInto('customer_api_credentials')
    .values({
      agent_id: scope.agentId,
      customer_id: scope.customerId,
      name: input.name,
      app_key: input.appKey,
      secret_hash: input.secretHash,
      scopes: input.scopes,
    })
    .returning(credentialColumns)
    .executeTakeFirstOrThrow();
}

export function findCredential(db: Db, scope: CustomerScope, id: number) {
  return db
    .selectFrom('customer_api_credentials')
    .select(credentialColumns)
    .where('id', '=', id)
    .where(ownedBy(scope))
    .executeTakeFirst();
}

export function revokeCredential(db: Db, scope: CustomerScope, id: number) {
  return db
    .updateTable('customer_api_credentials')
    .set({ revoked_at: new Date() })
    .where('id', '=', id)
    .where(ownedBy(scope))
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

/** The open API's lookup by app key, with its customer (who must still be a partner, and enabled). */
export function findCredentialByKey(db: Db, appKey: string) {
  return db
    .selectFrom('customer_api_credentials as credential')
    .innerJoin('customers as customer', 'customer.id', 'credential.customer_id')
    .select([
      'credential.id',
      'credential.agent_id',
      'credential.customer_id',
      'credential.secret_hash',
      'credential.scopes',
      'credential.revoked_at',
      'customer.from_admin',
      'customer.from_agent',
      'customer.status',
    ])
    .where('credential.app_key', '=', appKey)
    .executeTakeFirst();
}

export function touchCredential(db: Db, id: number) {
  return db
    .updateTable('customer_api_credentials')
    .set({ last_used_at: new Date() })
    .where('id', '=', id)
    .execute();
}

// ---- third-party services ----

export function listServices(db: Db, scope: CustomerScope) {
  return db
    .selectFrom('customer_service_settings')
    .select(['service', 'enabled', 'config', 'updated_at'])
    .where(ownedBy(scope))
    .execute();
}

export function saveService(
  db: Db,
  scope: CustomerScope,
  input: { service: string; enabled: number; config: Record<string, unknown> },
) {
  const config = JSON.stringify(input.config);
  return db
    .insertInto('customer_service_settings')
    .values({
      agent_id: scope.agentId,
      customer_id: scope.customerId,
      service: input.service,
      enabled: input.enabled,
      config,
    })
    .onConflict((oc) =>
      oc.constraint('customer_service_settings_customer_service').doUpdateSet({
        enabled: input.enabled,
        config: sql`${config}::jsonb` as never,
        updated_at: new Date(),
      }),
    )
    .execute();
}

// ---- the open API's reads ----

export async function listActivities(db: Db, scope: CustomerScope, query: { page: number; limit: number }) {
  const base = db
    .selectFrom('activities')
    .where(ownedBy(scope))
    .where('cancelled_at', 'is', null)
    .where('lifecycle', '!=', 'abolished');
  return newestPage(base.select(['id', 'title', 'begin_time', 'end_time']), query);
}
