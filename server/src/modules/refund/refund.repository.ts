import { ActivityOrderType } from '@onsite/contracts';
import type { Insertable } from 'kysely';
import type { Db } from '#server/db/database.ts';
import type { RefundTable } from '#server/db/schema.ts';
import type { CustomerScope, TenantScope } from '#server/platform/tenancy/scope.ts';
import { whereTenant } from '#server/platform/tenancy/where-tenant.ts';

type StaffScope = Exclude<TenantScope, { kind: 'customer' }>;

/** What a refund reads of the order it locks. */
const LOCKED_COLUMNS = [
  'id',
  'order_no',
  'order_type',
  'subject_id',
  'agent_id',
  'customer_id',
  'title',
  'duration',
  'pay_amount',
  'is_pay',
  'transaction_id',
  'refunded_amount',
] as const;

/** A paid order the scope may refund, its row locked until the refund's transaction ends. */
export function lockOrder(trx: Db, scope: StaffScope, orderId: number) {
  return trx
    .selectFrom('orders')
    .select(LOCKED_COLUMNS)
    .where(whereTenant(scope, 'orders'))
    .where('id', '=', orderId)
    .forUpdate()
    .executeTakeFirst();
}

export function findOrder(db: Db, scope: StaffScope, orderId: number) {
  return db
    .selectFrom('orders')
    .select(['id'])
    .where(whereTenant(scope, 'orders'))
    .where('id', '=', orderId)
    .executeTakeFirst();
}

export function addRefunded(trx: Db, scope: StaffScope, orderId: number, amount: number) {
  return trx
    .updateTable('orders')
    .set((eb) => ({ refunded_amount: eb('refunded_amount', '+', amount) }))
    .where(whereTenant(scope))
    .where('id', '=', orderId)
    .execute();
}

export function countRefunds(trx: Db, scope: StaffScope, orderId: number) {
  return trx
    .selectFrom('refunds')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where(whereTenant(scope))
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
}

// tenancy: the refund carries its order's agent_id (the order was found in the caller's scope)
export function insertRefund(trx: Db, refund: Insertable<RefundTable>) {
  return trx.insertInto('refunds').values(refund).returning('id').executeTakeFirstOrThrow();
}

/** The refunds of one order, oldest first, with who made them. */
export function listRefunds(db: Db, scope: StaffScope, orderId: number) {
  return db
    .selectFrom('refunds')
    .leftJoin('admins', (join) =>
      join.onRef('admins.id', '=', 'refunds.created_by').on('refunds.created_by_audience', '=', 'admin'),
    )
    .leftJoin('agent_users', (join) =>
      join.onRef('agent_users.id', '=', 'refunds.created_by').on('refunds.created_by_audience', '=', 'agent'),
    )
    .select([
      'refunds.id',
      'refunds.refund_no',
      'refunds.amount',
      'refunds.reason',
      'refunds.full',
      'refunds.channel',
      'refunds.gateway_refund_id',
      'refunds.created_at',
      'refunds.created_by_audience',
      'admins.username as admin_name',
      'agent_users.name as agent_user_name',
    ])
    .where(whereTenant(scope, 'refunds'))
    .where('refunds.order_id', '=', orderId)
    .orderBy('refunds.id', 'asc')
    .execute();
}

/** An activity the scope may see: whose it is (the abolish with refunds acts for its owner). */
export function findActivity(db: Db, scope: StaffScope, activityId: number) {
  return db
    .selectFrom('activities')
    .select(['id', 'agent_id', 'customer_id'])
    .where(whereTenant(scope))
    .where('id', '=', activityId)
    .executeTakeFirst();
}

/** An activity's paid orders (create, renew, expand) with something left to refund, oldest first. */
function refundableOrders(db: Db, scope: StaffScope, activity: { id: number; customer_id: number }) {
  return db
    .selectFrom('orders')
    .where(whereTenant(scope))
    .where('customer_id', '=', activity.customer_id)
    .where('subject_id', '=', activity.id)
    .where('order_type', 'in', Object.values(ActivityOrderType))
    .where('is_pay', '=', 1)
    .whereRef('refunded_amount', '<', 'pay_amount')
    .orderBy('id', 'asc');
}

export function listRefundableOrders(
  db: Db,
  scope: StaffScope,
  activity: { id: number; customer_id: number },
) {
  return refundableOrders(db, scope, activity)
    .select(['id', 'order_no', 'order_type', 'title', 'pay_amount', 'refunded_amount'])
    .execute();
}

/** The same orders, their rows locked until the abolish's transaction ends (as lockOrder locks one). */
export function lockRefundableOrders(
  db: Db,
  scope: StaffScope,
  activity: { id: number; customer_id: number },
) {
  return refundableOrders(db, scope, activity).select(LOCKED_COLUMNS).forUpdate().execute();
}

/** One of the customer's own orders (another customer's: not found). */
export function findCustomerOrder(db: Db, scope: CustomerScope, orderNo: string) {
  return db
    .selectFrom('orders')
    .select(['id'])
    .where(whereTenant(scope))
    .where('order_no', '=', orderNo)
    .executeTakeFirst();
}

/** The refunds of one of the customer's orders, oldest first, without who made them. */
export function listCustomerRefunds(db: Db, scope: CustomerScope, orderId: number) {
  return db
    .selectFrom('refunds')
    .innerJoin('orders', 'orders.id', 'refunds.order_id')
    .select(['refunds.refund_no', 'refunds.amount', 'refunds.reason', 'refunds.created_at'])
    .where(whereTenant(scope, 'orders'))
    .where('refunds.order_id', '=', orderId)
    .orderBy('refunds.id', 'asc')
    .execute();
}
