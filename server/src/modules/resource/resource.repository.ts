import type { CollectionSetting, ResourceKind, WithdrawalStatus } from '@onsite/contracts';
import { type Insertable, type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '#server/db/database.ts';
import { pageWithin } from '#server/db/paging.ts';
import type { Database, WithdrawalTable } from '#server/db/schema.ts';
import type { AgentScope, CustomerScope } from '#server/platform/tenancy/scope.ts';
import { whereTenant } from '#server/platform/tenancy/where-tenant.ts';

/**
 * Every query on an account, entry, withdrawal or setting is scoped to one customer of one agent: another
 * customer's row is not found. The ledger's writes are in ledger.repository.ts.
 */

export function accounts(db: Db, scope: CustomerScope) {
  return db.selectFrom('resource_accounts').select(['kind', 'balance']).where(whereTenant(scope)).execute();
}

/** Cents held by withdrawals still on their way (pending or approved, not yet paid or rejected). */
export async function withdrawing(db: Db, scope: CustomerScope): Promise<number> {
  const row = await db
    .selectFrom('withdrawals')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), eb.lit(0)).as('total'))
    .where(whereTenant(scope))
    .where('status', 'in', ['pending', 'approved'])
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

function ownEntries(db: Db, scope: CustomerScope) {
  return db.selectFrom('ledger_entries').selectAll().where(whereTenant(scope));
}

/** A page of the query's rows, newest first, and the total, both within the list window (db/paging.ts). */
function newestPage<TB extends keyof Database, O>(
  db: Db,
  query: SelectQueryBuilder<Database, TB, O>,
  page: { page: number; limit: number },
) {
  return pageWithin(db, query, page, (window) =>
    query
      .orderBy(sql.ref('created_at'), 'desc')
      .orderBy(sql.ref('id'), 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  );
}

export function findEntry(db: Db, scope: CustomerScope, id: number) {
  return ownEntries(db, scope).where('id', '=', id).executeTakeFirst();
}

export type EntryRow = NonNullable<Awaited<ReturnType<typeof findEntry>>>;

export interface EntryFilter {
  kind?: ResourceKind;
  type?: string;
  from?: Date;
  until?: Date;
  keyword?: string;
  page: number;
  limit: number;
}

const likeOf = (keyword: string) => `%${keyword.replace(/[\\%_]/g, '\\$&')}%`;

export async function listEntries(db: Db, scope: CustomerScope, filter: EntryFilter) {
  let query = ownEntries(db, scope);
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  if (filter.type) query = query.where('type', '=', filter.type);
  if (filter.from) query = query.where('created_at', '>=', filter.from);
  if (filter.until) query = query.where('created_at', '<', filter.until);
  if (filter.keyword) {
    query = query.where('order_no', 'ilike', likeOf(filter.keyword));
  }
  return newestPage(db, query, filter);
}

/** The site's fee rates; a site without its own rate for a code uses the platform default site's. */
export async function feeRates(db: Db, site: AgentScope) {
  const rows = await db
    .selectFrom('fee_rates')
    .innerJoin('agents', 'agents.id', 'fee_rates.agent_id')
    .select([
      'fee_rates.id',
      'fee_rates.agent_id',
      'fee_rates.code',
      'fee_rates.name',
      'fee_rates.mode',
      'fee_rates.rate',
      'fee_rates.min_fee',
      'fee_rates.description',
      'fee_rates.sort',
      'agents.is_platform_default',
    ])
    .where((eb) => eb.or([whereTenant(site, 'fee_rates')(eb), eb('agents.is_platform_default', '=', true)]))
    .orderBy('fee_rates.sort')
    .orderBy('fee_rates.id')
    .execute();
  const byCode = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    const current = byCode.get(row.code);
    if (!current || row.agent_id === site.agentId) byCode.set(row.code, row);
  }
  return [...byCode.values()].sort((a, b) => a.sort - b.sort || a.id - b.id);
}

function ownWithdrawals(db: Db, scope: CustomerScope) {
  return db.selectFrom('withdrawals').selectAll().where(whereTenant(scope));
}

export function findWithdrawal(db: Db, scope: CustomerScope, id: number) {
  return ownWithdrawals(db, scope).where('id', '=', id).executeTakeFirst();
}

export type WithdrawalRow = NonNullable<Awaited<ReturnType<typeof findWithdrawal>>>;

export async function listWithdrawals(
  db: Db,
  scope: CustomerScope,
  filter: { status?: WithdrawalStatus; page: number; limit: number },
) {
  let query = ownWithdrawals(db, scope);
  if (filter.status) query = query.where('status', '=', filter.status);
  return newestPage(db, query, filter);
}

export function collectionSetting(db: Db, scope: CustomerScope) {
  return db.selectFrom('collection_settings').selectAll().where(whereTenant(scope)).executeTakeFirst();
}

export function saveCollectionSetting(db: Db, scope: CustomerScope, setting: CollectionSetting) {
  return db
    .insertInto('collection_settings')
    .values({ ...setting, customer_id: scope.customerId, agent_id: scope.agentId })
    .onConflict((conflict) =>
      conflict.column('customer_id').doUpdateSet({ ...setting, updated_at: new Date() }),
    )
    .execute();
}

export type NewWithdrawal = Omit<Insertable<WithdrawalTable>, 'agent_id' | 'customer_id'>;

/** Records a withdrawal request; answers its id. */
export async function insertWithdrawal(db: Db, scope: CustomerScope, withdrawal: NewWithdrawal) {
  const row = await db
    .insertInto('withdrawals')
    .values({ ...withdrawal, customer_id: scope.customerId, agent_id: scope.agentId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
