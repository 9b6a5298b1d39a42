import { PAYMENT_SUMMARY_DAYS } from '@onsite/contracts';
import { type AliasedSelectQueryBuilder, type Insertable, type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '#server/db/database.ts';
import { keywordMatch } from '#server/db/keyword.ts';
import { pageWithin } from '#server/db/paging.ts';
import type { Database, ReconcileResolutionTable } from '#server/db/schema.ts';
import type { TenantScope } from '#server/platform/tenancy/scope.ts';
import { whereTenant } from '#server/platform/tenancy/where-tenant.ts';

/**
 * The platform's payment fund: every query reads every tenant's rows, on purpose (admin fund pages only,
 * behind admin.fund.payment / admin.fund.reconcile): the caller's scope is the platform's.
 */
export type PlatformScope = Extract<TenantScope, { kind: 'platform' }>;

/** How long a payment link (the cashier) lives: an order still waiting past it is stale (sandbox-gateway.ts). */
export const PAYMENT_LINK_MINUTES = 30;

export interface PaymentFilter {
  payType?: string;
  agentId?: number;
  orderType?: number;
  keyword?: string;
  startDate?: string;
  endDate?: string;
}

type PaymentTables = 'orders' | 'customers' | 'agents';

/** The paid orders of every tenant with their customer and agent, narrowed by the filter (paid day). */
function payments(
  db: Db,
  scope: PlatformScope,
  filter: PaymentFilter,
): SelectQueryBuilder<Database, PaymentTables, object> {
  let query = db
    .selectFrom('orders')
    .innerJoin('customers', 'customers.id', 'orders.customer_id')
    .innerJoin('agents', 'agents.id', 'orders.agent_id')
    .where(whereTenant(scope, 'orders'))
    .where('orders.is_pay', '=', 1);
  if (filter.payType) query = query.where('orders.pay_type', '=', filter.payType);
  if (filter.agentId) query = query.where('orders.agent_id', '=', filter.agentId);
  if (filter.orderType !== undefined) query = query.where('orders.order_type', '=', filter.orderType);
  if (filter.startDate) query = query.where('orders.paid_at', '>=', sql<Date>`${filter.startDate}::date`);
  if (filter.endDate)
    query = query.where('orders.paid_at', '<', sql<Date>`${filter.endDate}::date + interval '1 day'`);
  const keyword = keywordMatch<Database, PaymentTables>(filter.keyword, [
    'orders.order_no',
    'customers.nickname',
    'customers.mobile',
    'customers.email',
  ]);
  return keyword ? query.where(keyword) : query;
}

/** One page of the payments, newest payment first, and the total, within the list window. */
export function listPayments(
  db: Db,
  scope: PlatformScope,
  filter: PaymentFilter,
  page: { page: number; limit: number },
) {
  const query = payments(db, scope, filter);
  return pageWithin(db, query, page, (window) =>
    query
      .select([
        'orders.id',
        'orders.order_no',
        'orders.order_type',
        'orders.title',
        'orders.customer_id',
        'orders.agent_id',
        'orders.pay_amount',
        'orders.pay_type',
        'orders.transaction_id',
        'orders.paid_at',
        'orders.created_at',
        'customers.nickname as customer_nickname',
        'customers.mobile as customer_mobile',
        'customers.email as customer_email',
        'agents.corporate_name as agent_name',
      ])
      .orderBy('orders.paid_at', 'desc')
      .orderBy('orders.id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  );
}

const counted = <O>(query: SelectQueryBuilder<Database, PaymentTables, O>) =>
  query.select((eb) => [
    eb.fn.countAll<string>().as('count'),
    eb.fn.coalesce(eb.fn.sum<string>('orders.pay_amount'), eb.lit(0)).as('amount'),
  ]);

/** The payments' count and sum overall, per channel and per paid day (UTC, the newest days), by SQL aggregates. */
export async function summarisePayments(db: Db, scope: PlatformScope, filter: PaymentFilter) {
  const query = payments(db, scope, filter);
  const paidDay = sql<string>`to_char(orders.paid_at at time zone 'UTC', 'YYYY-MM-DD')`;
  const [total, byChannel, byDay] = await Promise.all([
    counted(query).executeTakeFirstOrThrow(),
    counted(query.select('orders.pay_type')).groupBy('orders.pay_type').orderBy('orders.pay_type').execute(),
    counted(query.select(paidDay.as('day')))
      .groupBy(paidDay)
      .orderBy(paidDay, 'desc')
      .limit(PAYMENT_SUMMARY_DAYS)
      .execute(),
  ]);
  const number = (row: { count: string | number; amount: string | number }) => ({
    count: Number(row.count),
    amount: Number(row.amount),
  });
  return {
    total: number(total),
    by_channel: byChannel.map((row) => ({ pay_type: row.pay_type, ...number(row) })),
    by_day: byDay.map((row) => ({ day: row.day, ...number(row) })),
  };
}

export interface ReconcileRow {
  key: string;
  order_no: string;
  agent_name: string | null;
  customer_nickname: string | null;
  amount: number;
  pay_type: string;
  reference: string;
  time: Date;
}

/**
 * Orders paid twice: a stored gateway notify that came for the order once it was paid, with another
 * transaction id (a second payment, not a retried notify), or a customer's bank transfer closed because a
 * gateway payment paid the order first.
 */
function paidTwice(db: Db, scope: PlatformScope) {
  const secondPayments = db
    .selectFrom('payment_notifies')
    .innerJoin('orders', 'orders.order_no', 'payment_notifies.order_no')
    .leftJoin('customers', 'customers.id', 'orders.customer_id')
    .leftJoin('agents', 'agents.id', 'orders.agent_id')
    .where(whereTenant(scope, 'orders'))
    .where('payment_notifies.outcome', '=', 'duplicate')
    .where((eb) =>
      eb.or([
        eb('orders.transaction_id', 'is', null),
        eb('orders.transaction_id', '<>', eb.ref('payment_notifies.transaction_id')),
      ]),
    )
    .select((eb) => [
      sql<string>`'notify-' || payment_notifies.id`.as('key'),
      'orders.order_no',
      'agents.corporate_name as agent_name',
      'customers.nickname as customer_nickname',
      'payment_notifies.amount',
      'payment_notifies.provider as pay_type',
      'payment_notifies.transaction_id as reference',
      eb.ref('payment_notifies.received_at').as('time'),
    ]);
  const closedTransfers = db
    .selectFrom('bank_transfers')
    .innerJoin('orders', 'orders.id', 'bank_transfers.order_id')
    .leftJoin('customers', 'customers.id', 'bank_transfers.customer_id')
    .leftJoin('agents', 'agents.id', 'bank_transfers.agent_id')
    .where(whereTenant(scope, 'bank_transfers'))
    .where('bank_transfers.status', '=', 'closed')
    .where('bank_transfers.close_reason', '=', 'paid_by_other_payment')
    .select((eb) => [
      sql<string>`'transfer-' || bank_transfers.id`.as('key'),
      'orders.order_no',
      'agents.corporate_name as agent_name',
      'customers.nickname as customer_nickname',
      'bank_transfers.amount',
      sql<string>`'bank'`.as('pay_type'),
      sql<string>`bank_transfers.payer_name || ' *' || bank_transfers.account_tail`.as('reference'),
      eb.ref('bank_transfers.created_at').as('time'),
    ]);
  return secondPayments.unionAll(closedTransfers);
}

/** Gateway notifies naming an order number we do not have (stored ones; the sample's overflow is only counted). */
function orphanNotifies(db: Db) {
  // tenancy: a notify names no tenant (the gateway sent it for an order number nobody has)
  return db
    .selectFrom('payment_notifies')
    .where('payment_notifies.outcome', '=', 'unknown order')
    .select([
      sql<string>`'notify-' || payment_notifies.id`.as('key'),
      'payment_notifies.order_no',
      sql<string | null>`null`.as('agent_name'),
      sql<string | null>`null`.as('customer_nickname'),
      'payment_notifies.amount',
      'payment_notifies.provider as pay_type',
      'payment_notifies.transaction_id as reference',
      'payment_notifies.received_at as time',
    ]);
}

/** Orders still waiting for payment after their payment link expired, without a bank transfer under review. */
function stalePending(db: Db, scope: PlatformScope, now: Date) {
  const expired = new Date(now.getTime() - PAYMENT_LINK_MINUTES * 60_000);
  return db
    .selectFrom('orders')
    .leftJoin('customers', 'customers.id', 'orders.customer_id')
    .leftJoin('agents', 'agents.id', 'orders.agent_id')
    .where(whereTenant(scope, 'orders'))
    .where('orders.is_pay', '=', 0)
    .where('orders.created_at', '<', expired)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('bank_transfers')
            .select('bank_transfers.id')
            .whereRef('bank_transfers.order_id', '=', 'orders.id')
            .where('bank_transfers.status', '=', 'pending'),
        ),
      ),
    )
    .select([
      sql<string>`'order-' || orders.id`.as('key'),
      'orders.order_no',
      'agents.corporate_name as agent_name',
      'customers.nickname as customer_nickname',
      'orders.pay_amount as amount',
      'orders.pay_type',
      sql<string>`''`.as('reference'),
      'orders.created_at as time',
    ]);
}

export type ReconcileKind = 'paid_twice' | 'orphan_notify' | 'stale_pending';

/** Each kind's items, as one derived table of ReconcileRow (what the list pages and a resolution reads). */
function itemsOf(db: Db, scope: PlatformScope, kind: ReconcileKind, now: Date) {
  const items =
    kind === 'paid_twice'
      ? paidTwice(db, scope)
      : kind === 'orphan_notify'
        ? orphanNotifies(db)
        : stalePending(db, scope, now);
  // the three shapes are the same columns (ReconcileRow); typed as one for the joins below
  return (items as unknown as { as(alias: 'rows'): AliasedSelectQueryBuilder<ReconcileRow, 'rows'> }).as(
    'rows',
  );
}

/** The items with how each was resolved, if it was (the resolver's name too). */
function withResolutions(db: Db, scope: PlatformScope, kind: ReconcileKind, now: Date) {
  return db
    .selectFrom(itemsOf(db, scope, kind, now))
    .leftJoin('reconcile_resolutions', 'reconcile_resolutions.item_key', 'rows.key')
    .leftJoin('admins', 'admins.id', 'reconcile_resolutions.resolved_by')
    .selectAll('rows')
    .select([
      'reconcile_resolutions.action',
      'reconcile_resolutions.reference as resolution_reference',
      'reconcile_resolutions.note as resolution_note',
      'reconcile_resolutions.created_at as resolved_at',
      'admins.nickname as resolved_by',
    ]);
}

export interface ReconcilePage {
  page: number;
  limit: number;
  state: 'open' | 'resolved';
}

/** A page of one kind's open or resolved items, newest first, and the total, within the list window. */
export function reconcileItems(
  db: Db,
  scope: PlatformScope,
  kind: ReconcileKind,
  page: ReconcilePage,
  now: Date,
) {
  const rows = withResolutions(db, scope, kind, now).where(
    'reconcile_resolutions.id',
    page.state === 'open' ? 'is' : 'is not',
    null,
  );
  // counted like any list (db/paging.ts); its table is the derived `rows`, which Database does not name
  const counted = rows as unknown as SelectQueryBuilder<Database, 'orders', object>;
  return pageWithin(db, counted, page, (window) =>
    rows
      .orderBy('rows.time', 'desc')
      .orderBy('rows.key', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  );
}

/** One item of a kind by its key, with its resolution if any (undefined: not an item of that kind now). */
export function reconcileItem(db: Db, scope: PlatformScope, kind: ReconcileKind, key: string, now: Date) {
  return withResolutions(db, scope, kind, now).where('rows.key', '=', key).executeTakeFirst();
}

/** Records how an item was dealt with; a second resolution of the same item violates the unique key. */
export function insertResolution(trx: Db, row: Insertable<ReconcileResolutionTable>) {
  // tenancy: the platform's own record of its reconciliation (admin.fund.reconcile.resolve)
  return trx.insertInto('reconcile_resolutions').values(row).returning('id').executeTakeFirstOrThrow();
}

/** The gateway payment a notify item stands for (its transaction and amount), for a refund. */
export function notifyPayment(trx: Db, notifyId: number) {
  // tenancy: a notify names no tenant; the caller found it among the platform's reconciliation items
  return trx
    .selectFrom('payment_notifies')
    .select(['id', 'order_no', 'transaction_id', 'amount', 'provider'])
    .where('id', '=', notifyId)
    .executeTakeFirst();
}

/** The gateway's refund id on a refund resolution, once the gateway made it (same transaction). */
export function setResolutionReference(trx: Db, key: string, reference: string) {
  // tenancy: the platform's own record of its reconciliation
  return trx.updateTable('reconcile_resolutions').set({ reference }).where('item_key', '=', key).execute();
}
