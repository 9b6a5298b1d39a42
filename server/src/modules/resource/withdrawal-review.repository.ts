import type { WithdrawalStatus } from '@onsite/contracts';
import { type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '#server/db/database.ts';
import { keywordMatch } from '#server/db/keyword.ts';
import { pageWithin } from '#server/db/paging.ts';
import type { Database } from '#server/db/schema.ts';
import type { StaffScope } from '#server/platform/tenancy/scope.ts';
import { whereTenant } from '#server/platform/tenancy/where-tenant.ts';

/** The staff withdrawal list's filters, shared by the list page and its export. */
export interface WithdrawalFilter {
  ids?: number[];
  status?: WithdrawalStatus;
  keyword?: string;
  agentId?: number;
  /** whole yuan */
  amountMin?: number;
  amountMax?: number;
  startDate?: string;
  endDate?: string;
}

type Tables = 'withdrawals' | 'customers' | 'agents';

/** The withdrawals the scope may see, with their customer and agent, narrowed by the filter. */
export function filteredWithdrawals(
  db: Db,
  scope: StaffScope,
  filter: WithdrawalFilter,
): SelectQueryBuilder<Database, Tables, object> {
  let query = db
    .selectFrom('withdrawals')
    .innerJoin('customers', 'customers.id', 'withdrawals.customer_id')
    .innerJoin('agents', 'agents.id', 'withdrawals.agent_id')
    .where(whereTenant(scope, 'withdrawals'));
  if (filter.ids) query = query.where('withdrawals.id', 'in', filter.ids.length > 0 ? filter.ids : [0]);
  if (filter.status) query = query.where('withdrawals.status', '=', filter.status);
  if (filter.agentId) query = query.where('withdrawals.agent_id', '=', filter.agentId);
  if (filter.amountMin !== undefined) query = query.where('withdrawals.amount', '>=', filter.amountMin * 100);
  if (filter.amountMax !== undefined) query = query.where('withdrawals.amount', '<=', filter.amountMax * 100);
  if (filter.startDate)
    query = query.where('withdrawals.created_at', '>=', sql<Date>`${filter.startDate}::date`);
  if (filter.endDate)
    query = query.where('withdrawals.created_at', '<', sql<Date>`${filter.endDate}::date + interval '1 day'`);
  const keyword = keywordMatch<Database, Tables>(filter.keyword, [
    'customers.nickname',
    'customers.mobile',
    'customers.email',
    'withdrawals.account_name',
  ]);
  return keyword ? query.where(keyword) : query;
}

export const withdrawalListColumns = [
  'withdrawals.id',
  'withdrawals.customer_id',
  'withdrawals.agent_id',
  'withdrawals.kind',
  'withdrawals.amount',
  'withdrawals.fee',
  'withdrawals.channel',
  'withdrawals.account_name',
  'withdrawals.bank_name',
  'withdrawals.account_no',
  'withdrawals.status',
  'withdrawals.remark',
  'withdrawals.review_note',
  'withdrawals.reviewed_at',
  'withdrawals.paid_reference',
  'withdrawals.paid_at',
  'withdrawals.created_at',
  'customers.nickname as customer_nickname',
  'customers.mobile as customer_mobile',
  'customers.email as customer_email',
  'agents.corporate_name as agent_name',
] as const;

/** The columns and the names of the admins who reviewed and paid it. */
function withStaff<O>(query: SelectQueryBuilder<Database, Tables, O>) {
  return query
    .select(withdrawalListColumns)
    .select((eb) => [
      eb
        .selectFrom('admins')
        .select('admins.nickname')
        .whereRef('admins.id', '=', 'withdrawals.reviewed_by')
        .as('reviewer'),
      eb
        .selectFrom('admins')
        .select('admins.nickname')
        .whereRef('admins.id', '=', 'withdrawals.paid_by')
        .as('payer'),
    ]);
}

/** One page of the scope's withdrawals, newest first, and the total, within the list window (db/paging.ts). */
export function listWithdrawals(
  db: Db,
  scope: StaffScope,
  filter: WithdrawalFilter,
  page: { page: number; limit: number },
) {
  const query = filteredWithdrawals(db, scope, filter);
  return pageWithin(db, query, page, (window) =>
    withStaff(query).orderBy('withdrawals.id', 'desc').limit(window.limit).offset(window.offset).execute(),
  );
}

/** One withdrawal of the scope (another tenant's is not found). */
export function findWithdrawal(db: Db, scope: StaffScope, id: number) {
  return withStaff(filteredWithdrawals(db, scope, {}))
    .where('withdrawals.id', '=', id)
    .executeTakeFirst();
}

export type StaffWithdrawalRow = NonNullable<Awaited<ReturnType<typeof findWithdrawal>>>;

/** Locks the withdrawal for a decision, so two admins deciding at once decide in turn. */
export function lockWithdrawal(db: Db, scope: StaffScope, id: number) {
  return db
    .selectFrom('withdrawals')
    .select(['id', 'status', 'agent_id', 'customer_id', 'kind', 'amount', 'fee'])
    .where('id', '=', id)
    .where(whereTenant(scope))
    .forUpdate()
    .executeTakeFirst();
}

/** The change of a decision: approved or rejected (its reason) by an admin, or paid (the reference). */
export type WithdrawalMove =
  | { to: 'approved'; from: 'pending'; adminId: number; at: Date }
  | { to: 'rejected'; from: 'pending'; adminId: number; at: Date; reason: string }
  | { to: 'paid'; from: 'approved'; adminId: number; at: Date; reference: string };

/** `from` → `to`, once: the update holds only while the row is still `from`; answers whether this call moved it. */
export async function moveWithdrawal(db: Db, scope: StaffScope, id: number, move: WithdrawalMove) {
  const values =
    move.to === 'paid'
      ? { status: move.to, paid_reference: move.reference, paid_by: move.adminId, paid_at: move.at }
      : {
          status: move.to,
          review_note: move.to === 'rejected' ? move.reason : '',
          reviewed_by: move.adminId,
          reviewed_at: move.at,
        };
  const updated = await db
    .updateTable('withdrawals')
    .set(values)
    .where('id', '=', id)
    .where('status', '=', move.from)
    .where(whereTenant(scope))
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}
