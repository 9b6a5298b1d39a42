import { ResourceOrderType } from '@onsite/contracts';
import { type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '#server/db/database.ts';
import { keywordMatch } from '#server/db/keyword.ts';
import { pageWithin } from '#server/db/paging.ts';
import type { Database } from '#server/db/schema.ts';
import type { StaffScope } from '#server/platform/tenancy/scope.ts';
import { whereTenant } from '#server/platform/tenancy/where-tenant.ts';

/** The staff recharge list's filters, shared by the list page and its export. */
export interface RechargeFilter {
  ids?: number[];
  keyword?: string;
  isPay?: number;
  payType?: string;
  startDate?: string;
  endDate?: string;
}

type RechargeQuery<O> = SelectQueryBuilder<Database, 'orders' | 'customers' | 'agents', O>;

/** The recharge orders (type 30) the scope may see, with their customer and agent. */
export function filteredRecharges(db: Db, scope: StaffScope, filter: RechargeFilter): RechargeQuery<object> {
  let query = db
    .selectFrom('orders')
    .leftJoin('customers', 'customers.id', 'orders.customer_id')
    .leftJoin('agents', 'agents.id', 'orders.agent_id')
    .where(whereTenant(scope, 'orders'))
    .where('orders.order_type', '=', ResourceOrderType.recharge);
  if (filter.ids) query = query.where('orders.id', 'in', filter.ids.length > 0 ? filter.ids : [0]);
  if (filter.isPay !== undefined) query = query.where('orders.is_pay', '=', filter.isPay);
  if (filter.payType) query = query.where('orders.pay_type', '=', filter.payType);
  if (filter.startDate) query = query.where('orders.created_at', '>=', sql<Date>`${filter.startDate}::date`);
  if (filter.endDate)
    query = query.where('orders.created_at', '<', sql<Date>`${filter.endDate}::date + interval '1 day'`);
  const keyword = keywordMatch<Database, 'orders' | 'customers' | 'agents'>(filter.keyword, [
    'orders.order_no',
    'customers.nickname',
    'customers.mobile',
    'customers.email',
  ]);
  return keyword ? query.where(keyword) : query;
}

export const rechargeListColumns = [
  'orders.id',
  'orders.order_no',
  'orders.agent_id',
  'orders.customer_id',
  'orders.pay_amount',
  'orders.is_pay',
  'orders.pay_type',
  'orders.paid_at',
  'orders.created_at',
  'customers.nickname as customer_nickname',
  'customers.mobile as customer_mobile',
  'customers.email as customer_email',
  'agents.corporate_name as agent_name',
] as const;

/** One page of the scope's recharges, newest first, and the total, within the list window (db/paging.ts). */
export function listRecharges(
  db: Db,
  scope: StaffScope,
  filter: RechargeFilter,
  page: { page: number; limit: number },
) {
  const query = filteredRecharges(db, scope, filter);
  return pageWithin(db, query, page, (window) =>
    query
      .select(rechargeListColumns)
      .orderBy('orders.id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  );
}

export type RechargeRow = Awaited<ReturnType<typeof listRecharges>>['rows'][number];
