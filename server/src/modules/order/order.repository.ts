import type { Db } from '#server/db/database.ts';

export type CustomerOwner = { agentId: number; customerId: number };

export function vipPlans(db: Db, agentId: number) {
  return db
    .selectFrom('vip_plans')
    .select([
      'id',
      'vip_id',
      'title',
      'agent_price',
      'duration',
      'duration_unit',
      'scene',
      'scene_name',
      'showings_num',
      'free_num',
    ])
    .where('agent_id', '=', agentId)
    .where('enabled', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function vipPlan(db: Db, agentId: number, planId: number) {
  return db
    .selectFrom('vip_plans')
    .selectAll()
    .where('agent_id', '=', agentId)
    .where('id', '=', planId)
    .where('enabled', '=', 1)
    .executeTakeFirst();
}

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
] as const;

function ownOrders(db: Db, owner: CustomerOwner) {
  return (
    db
      .selectFrom('orders')
      .leftJoin('invoices', 'invoices.order_id', 'orders.id')
      .select([...ORDER_COLUMNS, ...INVOICE_COLUMNS])
      // the order's latest bank transfer (payBankOrder), if any
      .select((eb) => {
        const latest = () =>
          eb
            .selectFrom('bank_transfers')
            .whereRef('bank_transfers.order_id', '=', 'orders.id')
            .orderBy('bank_transfers.id', 'desc')
            .limit(1);
        return [
          latest().select('bank_transfers.status').as('transfer_status'),
          latest().select('bank_transfers.payer_name').as('transfer_payer_name'),
          latest().select('bank_transfers.account_tail').as('transfer_account_tail'),
          latest().select('bank_transfers.created_at').as('transfer_created_at'),
        ];
      })
      .where('orders.agent_id', '=', owner.agentId)
      .where('orders.customer_id', '=', owner.customerId)
  );
}

export type OrderRow = NonNullable<Awaited<ReturnType<typeof findOrder>>>;

/** The customer's own order; another customer's order number is not found. */
export function findOrder(db: Db, owner: CustomerOwner, orderNo: string) {
  return ownOrders(db, owner).where('orders.order_no', '=', orderNo).executeTakeFirst();
}

export interface OrderFilter {
  isPay?: number;
  orderType?: number;
  keyword?: string;
  limit: number;
  offset: number;
}

export async function listOrders(db: Db, owner: CustomerOwner, filter: OrderFilter) {
  let query = ownOrders(db, owner);
  if (filter.isPay !== undefined) query = query.where('orders.is_pay', '=', filter.isPay);
  if (filter.orderType !== undefined) query = query.where('orders.order_type', '=', filter.orderType);
  if (filter.keyword) {
    const like = `%${filter.keyword.replace(/[\\%_]/g, '\\$&')}%`;
    query = query.where((eb) =>
      eb.or([eb('orders.title', 'ilike', like), eb('orders.order_no', 'ilike', like)]),
    );
  }
  const [rows, total] = await Promise.all([
    query
      .orderBy('orders.created_at', 'desc')
      .orderBy('orders.id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.total) };
}

export interface NewOrder {
  order_no: string;
  agent_id: number;
  customer_id: number;
  order_type: number;
  subject_id: number;
  title: string;
  duration: number;
  duration_unit: number;
  amount: number;
  original_amount: number;
  pay_amount: number;
  pay_type: string;
}

export function insertOrder(db: Db, order: NewOrder) {
  return db.insertInto('orders').values(order).returning('order_no').executeTakeFirstOrThrow();
}

export function setPayType(db: Db, orderId: number, payType: string) {
  return db.updateTable('orders').set({ pay_type: payType }).where('id', '=', orderId).execute();
}

export function recordNotify(
  db: Db,
  row: {
    provider: string;
    order_no: string;
    transaction_id: string;
    amount: number;
    outcome: string;
    payload: string;
  },
) {
  return db.insertInto('payment_notifies').values(row).execute();
}
