import { ActivityOrderType, OrderType } from '@onsite/contracts';
import { sql } from 'kysely';
import type { Db } from '#server/db/database.ts';
import type { TenantScope } from '#server/platform/tenancy/scope.ts';
import { whereTenant } from '#server/platform/tenancy/where-tenant.ts';
import { PLATFORM_TIME_ZONE } from '#server/platform/time.ts';

/**
 * The home page's aggregates (issue 18). Each reads one time column over [from, to) through the indexes of
 * migration 0045, platform-wide or within one agent (the scope), and groups in SQL: the rows never come here.
 */
export type DashboardScope = Exclude<TenantScope, { kind: 'customer' }>;
type PlatformScope = Extract<TenantScope, { kind: 'platform' }>;

export interface Range {
  from: Date;
  to: Date;
}

const dayOf = (column: string) =>
  sql<string>`to_char(${sql.ref(column)} at time zone ${PLATFORM_TIME_ZONE}, 'YYYY-MM-DD')`;

/** `column` within [from, to). */
const within = (column: string, range: Range) =>
  sql<boolean>`${sql.ref(column)} >= ${range.from} and ${sql.ref(column)} < ${range.to}`;

function paidOrders(db: Db, scope: DashboardScope, range: Range) {
  return db
    .selectFrom('orders')
    .where('is_pay', '=', 1)
    .where(whereTenant(scope))
    .where(within('paid_at', range));
}

function newCustomers(db: Db, scope: DashboardScope, range: Range) {
  return db.selectFrom('customers').where(whereTenant(scope)).where(within('created_at', range));
}

const count = sql<number>`count(*)::int`;
const revenue = sql<number>`coalesce(sum(pay_amount), 0)::bigint`;

/** The range's totals. */
export async function figures(db: Db, scope: DashboardScope, range: Range) {
  const [money, customers, activities, agents] = await Promise.all([
    paidOrders(db, scope, range)
      .select([revenue.as('revenue'), count.as('orders')])
      .executeTakeFirstOrThrow(),
    newCustomers(db, scope, range).select(count.as('count')).executeTakeFirstOrThrow(),
    db
      .selectFrom('activities')
      .where(whereTenant(scope))
      .where(within('created_at', range))
      .where('lifecycle', '<>', 'abolished')
      .select(count.as('count'))
      .executeTakeFirstOrThrow(),
    scope.kind === 'platform'
      ? db
          .selectFrom('agents')
          .where(within('created_at', range))
          .select(count.as('count'))
          .executeTakeFirstOrThrow()
      : { count: 0 },
  ]);
  return {
    revenue: Number(money.revenue),
    paid_orders: money.orders,
    new_customers: customers.count,
    new_agents: agents.count,
    new_activities: activities.count,
  };
}

/** Revenue and paid orders per day, and new customers per day (days with rows only). */
export async function daily(db: Db, scope: DashboardScope, range: Range) {
  const [money, customers] = await Promise.all([
    paidOrders(db, scope, range)
      .select([dayOf('paid_at').as('day'), revenue.as('revenue'), count.as('orders')])
      .groupBy(sql`1`)
      .execute(),
    newCustomers(db, scope, range)
      .select([dayOf('created_at').as('day'), count.as('count')])
      .groupBy(sql`1`)
      .execute(),
  ]);
  return { money, customers };
}

/** Revenue and paid orders per pay channel. */
export function byChannel(db: Db, scope: DashboardScope, range: Range) {
  return paidOrders(db, scope, range)
    .select(['pay_type as key', revenue.as('revenue'), count.as('orders')])
    .groupBy('pay_type')
    .execute();
}

/** Revenue and paid orders per order type (the service folds types into kinds). */
export function byOrderType(db: Db, scope: DashboardScope, range: Range) {
  return paidOrders(db, scope, range)
    .select(['order_type', revenue.as('revenue'), count.as('orders')])
    .groupBy('order_type')
    .execute();
}

/** The ten agents with the most revenue in the range: the platform's question only. */
export function topAgents(db: Db, scope: PlatformScope, range: Range) {
  return db
    .selectFrom('orders')
    .innerJoin('agents', 'agents.id', 'orders.agent_id')
    .where(whereTenant(scope, 'orders'))
    .where('orders.is_pay', '=', 1)
    .where(within('orders.paid_at', range))
    .select([
      'agents.id',
      'agents.corporate_name as name',
      sql<number>`coalesce(sum(orders.pay_amount), 0)::bigint`.as('revenue'),
      count.as('orders'),
    ])
    .groupBy(['agents.id', 'agents.corporate_name'])
    .orderBy('revenue', 'desc')
    .orderBy('agents.id')
    .limit(10)
    .execute();
}

/** The ten tools whose paid activity orders (create, renew, expand) brought the most revenue in the range. */
export function topTools(db: Db, scope: DashboardScope, range: Range) {
  return db
    .selectFrom('orders')
    .innerJoin('activities', 'activities.id', 'orders.subject_id')
    .innerJoin('tools', 'tools.id', 'activities.tool_id')
    .where(whereTenant(scope, 'orders'))
    .where('orders.is_pay', '=', 1)
    .where('orders.order_type', 'in', Object.values(ActivityOrderType))
    .where(within('orders.paid_at', range))
    .select([
      'tools.mark as key',
      'tools.title as name',
      sql<number>`coalesce(sum(orders.pay_amount), 0)::bigint`.as('revenue'),
      count.as('orders'),
    ])
    .groupBy(['tools.mark', 'tools.title'])
    .orderBy('revenue', 'desc')
    .orderBy('tools.mark')
    .limit(10)
    .execute();
}

/** Paid activities outside the recycle bin in progress at `now`, and those not begun yet. */
export async function activitiesNow(db: Db, scope: DashboardScope, now: Date) {
  const row = await db
    .selectFrom('activities')
    .where('lifecycle', '=', 'paid')
    .where('cancelled_at', 'is', null)
    .where('end_time', '>', now)
    .where(whereTenant(scope))
    .select([
      sql<number>`(count(*) filter (where begin_time <= ${now}))::int`.as('in_progress'),
      sql<number>`(count(*) filter (where begin_time > ${now}))::int`.as('upcoming'),
    ])
    .executeTakeFirstOrThrow();
  return row;
}

/**
 * The VIP popup's funnel over the days [first, last]: the signed-in customers who opened it, and those of
 * them who paid a VIP order after their first opening in the range and before its end.
 */
export async function vipFunnel(
  db: Db,
  scope: DashboardScope,
  days: { first: string; last: string },
  range: Range,
) {
  // tenancy: narrowed to the agent's own rows below when the scope is an agent's
  const agent = scope.kind === 'agent' ? sql`and v.agent_id = ${scope.agentId}` : sql``;
  const { rows } = await sql<{ openers: string; buyers: string }>`
    with openers as (
      select v.customer_id, min(v.first_at) as first_at
      from vip_popup_views v
      where v.day between ${days.first}::date and ${days.last}::date ${agent}
      group by v.customer_id
    )
    select count(*) as openers,
      count(*) filter (where exists (
        select 1 from orders o
        where o.customer_id = openers.customer_id and o.order_type = ${OrderType.vip} and o.is_pay = 1
          and o.paid_at >= openers.first_at and o.paid_at < ${range.to}
      )) as buyers
    from openers
  `.execute(db);
  return { openers: Number(rows[0]?.openers ?? 0), buyers: Number(rows[0]?.buyers ?? 0) };
}
