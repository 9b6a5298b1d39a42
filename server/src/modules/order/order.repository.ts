import { type Insertable, type Selectable, type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '#server/db/database.ts';
import { containing } from '#server/db/keyword.ts';
import { pageWithin } from '#server/db/paging.ts';
import type { Database, OrderTable, PaymentNotifyTable } from '#server/db/schema.ts';
import { DEFAULT_SERVER_LANGUAGE, type ServerLanguage } from '#server/platform/i18n/language.ts';
import { localisedTitle } from '#server/platform/i18n/localised.ts';
import type { AgentScope, CustomerScope } from '#server/platform/tenancy/scope.ts';
import { whereTenant } from '#server/platform/tenancy/where-tenant.ts';

// ---- VIP plans (the platform's catalogue, as the site's agent sells them: at its retail price) ----

function offeredPlans(db: Db, site: AgentScope, language: ServerLanguage) {
  return db
    .selectFrom('vip_plan_offers')
    .innerJoin('vip_plans', 'vip_plans.id', 'vip_plan_offers.plan_id')
    .select(localisedTitle(language, 'vip_plans').as('title'))
    .select([
      'vip_plans.id',
      'vip_plans.vip_id',
      'vip_plan_offers.retail_price as agent_price',
      'vip_plan_offers.price as wholesale_price',
      'vip_plans.duration',
      'vip_plans.duration_unit',
      'vip_plans.scene',
      'vip_plans.scene_name',
      'vip_plans.showings_num',
      'vip_plans.free_num',
    ])
    .where(whereTenant(site, 'vip_plan_offers'))
    .where('vip_plan_offers.enabled', '=', true)
    .where('vip_plans.status', '=', 1);
}

/**
 * The site's plans on sale: those offered to its agent and switched on by it, the catalogue's on sale;
 * titled in the visitor's `language`.
 */
export function vipPlans(db: Db, site: AgentScope, language: ServerLanguage) {
  return offeredPlans(db, site, language).orderBy('vip_plans.sort').orderBy('vip_plans.id').execute();
}

// tenancy: the platform's catalogue of tools (the same on every site): their names in `language`
export function toolNames(db: Db, language: ServerLanguage) {
  return db
    .selectFrom('tools')
    .select('mark')
    .select(localisedTitle(language, 'tools').as('title'))
    .execute();
}

/** One plan the site sells; a plan not offered to its agent, switched off by it, or off sale, is not found. */
export function vipPlan(db: Db, site: AgentScope, planId: number) {
  return offeredPlans(db, site, DEFAULT_SERVER_LANGUAGE)
    .where('vip_plans.id', '=', planId)
    .executeTakeFirst();
}

/** A customer opened the VIP popup on `day`: one row a day (the first time), repeats change nothing. */
export function recordPopupView(db: Db, scope: CustomerScope, day: string, now: Date) {
  return db
    .insertInto('vip_popup_views')
    .values({ agent_id: scope.agentId, customer_id: scope.customerId, day, first_at: now })
    .onConflict((oc) => oc.columns(['customer_id', 'day']).doNothing())
    .execute();
}

// ---- a customer's orders ----

const ORDER_COLUMNS = [
  'orders.id',
  'orders.order_no',
  'orders.order_type',
  'orders.subject_id',
  'orders.title',
  'orders.duration',
  'orders.duration_unit',
  'orders.amount',
  'orders.original_amount',
  'orders.pay_amount',
  'orders.refunded_amount',
  'orders.pay_type',
  'orders.is_pay',
  'orders.paid_at',
  'orders.created_at',
  'orders.customer_id',
  'orders.agent_id',
] as const;

const INVOICE_COLUMNS = [
  'invoices.title as invoice_title',
  'invoices.tax_number as invoice_tax_number',
  'invoices.type as invoice_type',
  'invoices.email as invoice_email',
  'invoices.status as invoice_status',
  'invoices.reject_reason as invoice_reject_reason',
  'invoices.invoice_no as invoice_no',
  'invoices.issued_at as invoice_issued_at',
] as const;

type OwnOrders = SelectQueryBuilder<Database, 'orders', object>;

/** The customer's orders (where clauses only; the caller narrows, orders and pages them). */
function ownOrders(db: Db, scope: CustomerScope): OwnOrders {
  return db.selectFrom('orders').where(whereTenant(scope, 'orders'));
}

/**
 * The orders `picked` chose (already narrowed, ordered and paged), with their invoice and latest bank
 * transfer (payBankOrder), if any. The transfer is looked up for the picked rows only (one index probe each,
 * bank_transfers_order), never for rows a page skips.
 */
function withDetails(db: Db, picked: OwnOrders) {
  return db
    .selectFrom(picked.select(ORDER_COLUMNS).as('orders'))
    .leftJoin('invoices', 'invoices.order_id', 'orders.id')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('bank_transfers')
          .select([
            'bank_transfers.status',
            'bank_transfers.close_reason',
            'bank_transfers.payer_name',
            'bank_transfers.account_tail',
            'bank_transfers.created_at',
          ])
          .whereRef('bank_transfers.order_id', '=', 'orders.id')
          .orderBy('bank_transfers.id', 'desc')
          .limit(1)
          .as('transfer'),
      (join) => join.onTrue(),
    )
    .select([
      ...ORDER_COLUMNS,
      ...INVOICE_COLUMNS,
      'transfer.status as transfer_status',
      'transfer.close_reason as transfer_close_reason',
      'transfer.payer_name as transfer_payer_name',
      'transfer.account_tail as transfer_account_tail',
      'transfer.created_at as transfer_created_at',
    ]);
}

export type OrderRow = NonNullable<Awaited<ReturnType<typeof findOrder>>>;

/** The customer's own order; another customer's order number is not found. */
export function findOrder(db: Db, scope: CustomerScope, orderNo: string) {
  return withDetails(db, ownOrders(db, scope).where('orders.order_no', '=', orderNo)).executeTakeFirst();
}

export interface OrderFilter {
  isPay?: number;
  orderType?: number;
  keyword?: string;
  page: number;
  limit: number;
}

/** A page of the customer's orders, newest first (index orders_customer_list), and the total (db/paging.ts). */
export async function listOrders(db: Db, scope: CustomerScope, filter: OrderFilter) {
  let query = ownOrders(db, scope);
  if (filter.isPay !== undefined) query = query.where('orders.is_pay', '=', filter.isPay);
  if (filter.orderType !== undefined) query = query.where('orders.order_type', '=', filter.orderType);
  if (filter.keyword) {
    const like = containing(filter.keyword);
    query = query.where((eb) =>
      eb.or([eb('orders.title', 'ilike', like), eb('orders.order_no', 'ilike', like)]),
    );
  }
  const filtered = query;
  return pageWithin(db, filtered, filter, (window) =>
    // the page's ids from the index alone (orders_customer_list), then those rows with their details
    withDetails(
      db,
      ownOrders(db, scope).where(
        'orders.id',
        'in',
        filtered
          .select('orders.id')
          .orderBy('orders.created_at', 'desc')
          .orderBy('orders.id', 'desc')
          .limit(window.limit)
          .offset(window.offset),
      ),
    )
      .orderBy('orders.created_at', 'desc')
      .orderBy('orders.id', 'desc')
      .execute(),
  );
}

// ---- order numbers (order-number.ts) ----

/** The next value of the order number sequence, as decimal text (a bigint). */
export async function nextOrderSerial(db: Db): Promise<string> {
  const row = await sql<{ serial: string }>`select nextval('order_no_seq')::text as serial`.execute(db);
  const serial = row.rows[0]?.serial;
  if (!serial) throw new Error('order_no_seq answered no value');
  return serial;
}

/**
 * tenancy: order numbers are unique across every tenant, so whether one is taken is asked of all orders;
 * the answer is only yes or no.
 */
export async function orderNumberTaken(db: Db, orderNo: string): Promise<boolean> {
  const row = await db.selectFrom('orders').select('id').where('order_no', '=', orderNo).executeTakeFirst();
  return row !== undefined;
}

/** An unpaid order as its seller makes it; the owner columns come from the scope. */
export type NewOrder = Omit<Insertable<OrderTable>, 'agent_id' | 'customer_id' | 'is_pay' | 'paid_at'>;

export function insertOrder(db: Db, scope: CustomerScope, order: NewOrder) {
  return db
    .insertInto('orders')
    .values({ ...order, agent_id: scope.agentId, customer_id: scope.customerId })
    .returning(['id', 'order_no'])
    .executeTakeFirstOrThrow();
}

export function setPayType(db: Db, scope: CustomerScope, orderId: number, payType: string) {
  return db
    .updateTable('orders')
    .set({ pay_type: payType })
    .where(whereTenant(scope))
    .where('id', '=', orderId)
    .execute();
}

/**
 * Requests an invoice for the order, or changes the request (a rejected one is requested again, its reason
 * cleared). An invoice staff issued meanwhile stays as issued.
 */
export function saveInvoice(
  db: Db,
  scope: CustomerScope,
  orderId: number,
  values: { title: string; tax_number: string; type: number; email: string; status: number },
) {
  return db
    .insertInto('invoices')
    .values({ ...values, order_id: orderId, agent_id: scope.agentId, customer_id: scope.customerId })
    .onConflict((conflict) =>
      conflict
        .column('order_id')
        .doUpdateSet({ ...values, reject_reason: '', updated_at: new Date() })
        .where('invoices.status', '<>', 1),
    )
    .execute();
}

// ---- payment ----

export type PaidOrder = Selectable<OrderTable>;

/**
 * tenancy: a payment notification names its order by number alone, whoever's it is (the gateway's
 * signature, or the confirming agent's own transfer, is the authority). The row stays locked for the rest
 * of the payment's transaction, so a concurrent notify waits and then finds it paid.
 */
export function lockOrderByNumber(trx: Db, orderNo: string): Promise<PaidOrder | undefined> {
  return trx.selectFrom('orders').selectAll().where('order_no', '=', orderNo).forUpdate().executeTakeFirst();
}

export function markPaid(
  trx: Db,
  scope: CustomerScope,
  orderId: number,
  payment: { paidAt: Date; transactionId: string; payType?: string },
) {
  return trx
    .updateTable('orders')
    .set({
      is_pay: 1,
      paid_at: payment.paidAt,
      transaction_id: payment.transactionId,
      // how it was really paid (a QR payment of an order that had a bank transfer reported, say)
      ...(payment.payType ? { pay_type: payment.payType } : {}),
    })
    .where(whereTenant(scope))
    .where('id', '=', orderId)
    .execute();
}

/** One payment notify as `payment_notifies` keeps it (received_at is the time it is stored). */
export type NotifyRow = Omit<Insertable<PaymentNotifyTable>, 'id' | 'received_at'>;

export function recordNotify(db: Db, row: NotifyRow) {
  return db.insertInto('payment_notifies').values(row).execute();
}

/** Adds refused notifies that were not stored to their provider's, outcome's and minute's count. */
// tenancy: notifies arrive from the gateway before any tenant is known; the counts are the platform's
export async function countDroppedNotifies(
  db: Db,
  rows: readonly { provider: string; outcome: string; window_start: Date; dropped: number }[],
) {
  if (rows.length === 0) return;
  await db
    .insertInto('payment_notify_drops')
    .values([...rows])
    .onConflict((conflict) =>
      conflict.columns(['provider', 'outcome', 'window_start']).doUpdateSet({
        dropped: sql<number>`payment_notify_drops.dropped + excluded.dropped`,
        updated_at: sql<Date>`now()`,
      }),
    )
    .execute();
}

// ---- a paid VIP order: the customer's membership ----

/**
 * The plan a VIP order was made for, on sale or not any more (it was when the order was made; a plan an
 * order names is never deleted).
 */
// tenancy: the platform's catalogue; the order (the caller's, read through its scope) names the plan
export function planOfOrder(trx: Db, planId: number) {
  return trx.selectFrom('vip_plans').selectAll().where('id', '=', planId).executeTakeFirstOrThrow();
}

/** The customer's current membership, locked until the grant is written. */
export function lockMembership(trx: Db, scope: CustomerScope) {
  return trx
    .selectFrom('customers')
    .select(['vip_id', 'vip_expires_at', 'customer_vip_id'])
    .where(whereTenant(scope, 'customers'))
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export interface NewMembership {
  /** where it came from: a paid order, or a redeemed key (modules/cdkey) */
  orderId: number | null;
  cdkeyId?: number;
  plan: { id: number; vip_id: number; title: string };
  startsAt: Date;
  expiresAt: Date;
}

/** Records the membership a paid order bought (or a key granted) and makes it the customer's current one. */
export async function grantMembership(trx: Db, scope: CustomerScope, membership: NewMembership) {
  const { plan } = membership;
  const row = await trx
    .insertInto('customer_vips')
    .values({
      customer_id: scope.customerId,
      order_id: membership.orderId,
      cdkey_id: membership.cdkeyId ?? null,
      plan_id: plan.id,
      vip_id: plan.vip_id,
      title: plan.title,
      starts_at: membership.startsAt,
      expires_at: membership.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('customers')
    .set({
      customer_vip_id: row.id,
      vip_id: plan.vip_id,
      vip_title: plan.title,
      vip_expires_at: membership.expiresAt,
      updated_at: new Date(),
    })
    .where(whereTenant(scope, 'customers'))
    .execute();
}

// ---- the payment page ----

/** The name the cashier page shows as the payee: the customer's agent site. */
export async function merchantName(db: Db, site: AgentScope): Promise<string> {
  const agent = await db
    .selectFrom('agents')
    .select('corporate_name')
    .where('id', '=', site.agentId)
    .executeTakeFirstOrThrow();
  return agent.corporate_name;
}

// ---- refunds (modules/refund): taking back a VIP term ----

/** The membership a paid order bought, if any. */
export function membershipOfOrder(trx: Db, scope: CustomerScope, orderId: number) {
  return trx
    .selectFrom('customer_vips')
    .select(['id', 'vip_id', 'starts_at', 'expires_at'])
    .where('customer_id', '=', scope.customerId)
    .where('order_id', '=', orderId)
    .executeTakeFirst();
}

/** Moves a membership's end (a refund shortens it). */
export function setMembershipEnd(trx: Db, scope: CustomerScope, membershipId: number, expiresAt: Date) {
  return trx
    .updateTable('customer_vips')
    .set({ expires_at: expiresAt })
    .where('customer_id', '=', scope.customerId)
    .where('id', '=', membershipId)
    .execute();
}

/** Moves the end of the customer's current VIP level. */
export function setCurrentVipEnd(trx: Db, scope: CustomerScope, expiresAt: Date) {
  return trx
    .updateTable('customers')
    .set({ vip_expires_at: expiresAt, updated_at: new Date() })
    .where(whereTenant(scope, 'customers'))
    .execute();
}
