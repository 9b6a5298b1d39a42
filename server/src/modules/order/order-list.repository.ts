import type { BankTransferCloseReason, BankTransferStatus } from '@onsite/contracts';
import type { SelectQueryBuilder } from 'kysely';
import type { Db } from '#server/db/database.ts';
import { keywordMatch } from '#server/db/keyword.ts';
import { pageWithin } from '#server/db/paging.ts';
import type { Database } from '#server/db/schema.ts';
import type { TenantScope } from '#server/platform/tenancy/scope.ts';
import { whereTenant } from '#server/platform/tenancy/where-tenant.ts';

/** The console order list's filters, shared by the list page and its export (one definition of "what is shown"). */
export interface OrderListFilter {
  keyword?: string;
  isPay?: number;
  ids?: number[];
  /** platform scope only: one agent's orders */
  agentId?: number;
}

type OrderQuery<O> = SelectQueryBuilder<Database, 'orders' | 'customers', O>;

/**
 * The orders a scope may see, with their customer: the platform all, an agent its own, a customer its own.
 * The customer is a left join (every order has one: a foreign key), for the keyword and the export's columns.
 */
export function filteredOrders(db: Db, scope: TenantScope, filter: OrderListFilter): OrderQuery<object> {
  return ordersWhere(
    db.selectFrom('orders').leftJoin('customers', 'customers.id', 'orders.customer_id'),
    scope,
    filter,
  );
}

/**
 * The same orders for counting and picking a page's ids: the customers are joined only when the keyword
 * searches their columns. A left join that PostgreSQL removes still leaves orders.customer_id "needed"
 * while it plans, so orders_agent_list (agent_id, id) could not answer the page alone: on the big agent of
 * bench:scale at a million orders it walked the primary key instead, 17 ms for page 500 against 1 ms.
 */
function matchingOrders(db: Db, scope: TenantScope, filter: OrderListFilter): OrderQuery<object> {
  if (filter.keyword?.trim()) return filteredOrders(db, scope, filter);
  // typed as the joined query: without a keyword nothing below reads a customers column
  const orders = db.selectFrom('orders') as unknown as OrderQuery<object>;
  return ordersWhere(orders, scope, filter);
}

function ordersWhere(
  from: OrderQuery<object>,
  scope: TenantScope,
  filter: OrderListFilter,
): OrderQuery<object> {
  let query = from.where(whereTenant(scope, 'orders'));
  if (scope.kind === 'platform' && filter.agentId)
    query = query.where('orders.agent_id', '=', filter.agentId);
  if (filter.ids) query = query.where('orders.id', 'in', filter.ids.length > 0 ? filter.ids : [0]);
  if (filter.isPay !== undefined) query = query.where('orders.is_pay', '=', filter.isPay);
  const keyword = keywordMatch<Database, 'orders' | 'customers'>(filter.keyword, [
    'orders.order_no',
    'orders.title',
    'customers.nickname',
    'customers.mobile',
    'customers.email',
  ]);
  if (keyword) query = query.where(keyword);
  return query;
}

export const orderListColumns = [
  'orders.id',
  'orders.order_no',
  'orders.order_type',
  'orders.title',
  'orders.amount',
  'orders.pay_amount',
  'orders.refunded_amount',
  'orders.is_pay',
  'orders.pay_type',
  'orders.paid_at',
  'orders.created_at',
  'customers.nickname as customer_nickname',
  'customers.mobile as customer_mobile',
  'customers.email as customer_email',
] as const;

/**
 * One page of the scope's orders, newest first, and the total, within the list window (db/paging.ts); an
 * agent's through orders_agent_list, the platform's through the primary key.
 */
export function listScopedOrders(
  db: Db,
  scope: TenantScope,
  filter: OrderListFilter,
  page: { page: number; limit: number },
) {
  const query = matchingOrders(db, scope, filter);
  return pageWithin(db, query, page, (window) =>
    // the page's ids first (the index alone), then those rows with their customer
    db
      .selectFrom('orders')
      .leftJoin('customers', 'customers.id', 'orders.customer_id')
      .select(orderListColumns)
      .where(whereTenant(scope, 'orders'))
      .where(
        'orders.id',
        'in',
        query.select('orders.id').orderBy('orders.id', 'desc').limit(window.limit).offset(window.offset),
      )
      .orderBy('orders.id', 'desc')
      .execute(),
  );
}

/** The latest bank transfer of each of these orders the scope may see (the console list's "transfer" column). */
export async function latestTransfers(db: Db, scope: TenantScope, orderIds: number[]) {
  const result = new Map<
    number,
    {
      id: number;
      status: BankTransferStatus;
      close_reason: BankTransferCloseReason | null;
      payer_name: string;
      account_tail: string;
      voucher: string;
      amount: number;
      create_time: string;
    }
  >();
  if (orderIds.length === 0) return result;
  const rows = await db
    .selectFrom('bank_transfers')
    .select([
      'id',
      'order_id',
      'status',
      'close_reason',
      'payer_name',
      'account_tail',
      'voucher',
      'amount',
      'created_at',
    ])
    .where(whereTenant(scope))
    .where('order_id', 'in', orderIds)
    .orderBy('id', 'asc')
    .execute();
  for (const { order_id, created_at, ...row } of rows) {
    result.set(order_id, { ...row, create_time: created_at.toISOString() });
  }
  return result;
}
