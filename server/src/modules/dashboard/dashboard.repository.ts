import { ActivityOrderType, OrderType } from '@onsite/contracts';
import { sql } from 'kysely';
import type { Db } from '#server/db/database.ts';
import type { TenantScope } from '#server/platform/tenancy/scope.ts';
import { whereTenant } from '#server/platform/tenancy/where-tenant.ts';

/**
 * The home page's aggregates (issue 18). Money, customers and activities come from the daily rollups of
 * migration 0071 (kept exact by triggers in every writing transaction): a year of the platform's figures reads
 * a few hundred rows. The rollup rows of agent 0 are the platform's totals, an agent's its own.
 */
export type DashboardScope = Exclude<TenantScope, { kind: 'customer' }>;
type PlatformScope = Extract<TenantScope, { kind: 'platform' }>;

export interface Range {
  from: Date;
  to: Date;
}

/** Calendar days on the platform's calendar, both included (YYYY-MM-DD). */
export interface Days {
  first: string;
  last: string;
}

/** The scope's rollup rows: agent 0 holds the platform's totals. */
const rollupAgent = (scope: DashboardScope) => (scope.kind === 'platform' ? 0 : scope.agentId);

const dayText = sql<string>`to_char(day, 'YYYY-MM-DD')`;
const revenue = sql<number>`coalesce(sum(revenue), 0)::bigint`;
const orders = sql<number>`coalesce(sum(orders), 0)::int`;
const counted = sql<number>`coalesce(sum(count), 0)::int`;

function orderDays(db: Db, scope: DashboardScope, days: Days) {
  return db
    .selectFrom('dashboard_order_days')
    .where('agent_id', '=', rollupAgent(scope))
    .where('day', '>=', days.first)
    .where('day', '<=', days.last);
}

function countDays(
  db: Db,
  table: 'dashboard_customer_days' | 'dashboard_activity_days',
  scope: DashboardScope,
  days: Days,
) {
  return db
    .selectFrom(table)
    .where('agent_id', '=', rollupAgent(scope))
    .where('day', '>=', days.first)
    .where('day', '<=', days.last);
}

/** The range's totals; new agents (the platform's question) are counted live: agents are few. */
export async function figures(db: Db, scope: DashboardScope, days: Days, range: Range) {
  const [money, customers, activities, agents] = await Promise.all([
    orderDays(db, scope, days)
      .select([revenue.as('revenue'), orders.as('orders')])
      .executeTakeFirstOrThrow(),
    countDays(db, 'dashboard_customer_days', scope, days)
      .select(counted.as('count'))
      .executeTakeFirstOrThrow(),
    countDays(db, 'dashboard_activity_days', scope, days)
      .select(counted.as('count'))
      .executeTakeFirstOrThrow(),
    scope.kind === 'platform'
      ? db
          .selectFrom('agents')
          .where('created_at', '>=', range.from)
          .where('created_at', '<', range.to)
          .select(sql<number>`count(*)::int`.as('count'))
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
export async function daily(db: Db, scope: DashboardScope, days: Days) {
  const [money, customers] = await Promise.all([
    orderDays(db, scope, days)
      .select([dayText.as('day'), revenue.as('revenue'), orders.as('orders')])
      .groupBy('day')
      .execute(),
    countDays(db, 'dashboard_customer_days', scope, days)
      .select([dayText.as('day'), counted.as('count')])
      .groupBy('day')
      .execute(),
  ]);
  return { money, customers };
}

/** Revenue and paid orders per pay channel. */
export function byChannel(db: Db, scope: DashboardScope, days: Days) {
  return orderDays(db, scope, days)
    .select(['pay_type as key', revenue.as('revenue'), orders.as('orders')])
    .groupBy('pay_type')
    .execute();
}

/** Revenue and paid orders per order type (the service folds types into kinds). */
export function byOrderType(db: Db, scope: DashboardScope, days: Days) {
  return orderDays(db, scope, days)
    .select(['order_type', revenue.as('revenue'), orders.as('orders')])
    .groupBy('order_type')
    .execute();
}

/**
 * The ten agents with the most revenue in the range: the platform's question only. Whole months inside the
 * range are read from the monthly rollup, the days of the months cut at either end from the daily one.
 */
export function topAgents(db: Db, _scope: PlatformScope, days: Days) {
  // tenancy: the platform's scope reads every agent's rollup rows (agent_id > 0)
  const firstWhole = sql`(date_trunc('month', ${days.first}::date - 1) + interval '1 month')::date`;
  const afterWhole = sql`date_trunc('month', ${days.last}::date + 1)::date`;
  const perAgent = db
    .selectFrom('dashboard_agent_months')
    .where('agent_id', '>', 0)
    .where(sql<boolean>`month >= ${firstWhole} and month < ${afterWhole}`)
    .select(['agent_id', 'revenue', 'orders'])
    .unionAll(
      db
        .selectFrom('dashboard_order_days')
        .where('agent_id', '>', 0)
        .where('day', '>=', days.first)
        .where('day', '<=', days.last)
        .where(sql<boolean>`not (day >= ${firstWhole} and day < ${afterWhole})`)
        .select(['agent_id', 'revenue', 'orders']),
    );
  return db
    .selectFrom(perAgent.as('slice'))
    .innerJoin('agents', 'agents.id', 'slice.agent_id')
    .select([
      'agents.id',
      'agents.corporate_name as name',
      sql<number>`sum(slice.revenue)::bigint`.as('revenue'),
      sql<number>`sum(slice.orders)::int`.as('orders'),
    ])
    .groupBy(['agents.id', 'agents.corporate_name'])
    .having(sql<boolean>`sum(slice.orders) > 0`)
    .orderBy('revenue', 'desc')
    .orderBy('agents.id')
    .limit(10)
    .execute();
}

/** The ten tools whose paid activity orders (create, renew, expand) brought the most revenue in the range. */
export function topTools(db: Db, scope: DashboardScope, days: Days) {
  return orderDays(db, scope, days)
    .innerJoin('tools', 'tools.id', 'dashboard_order_days.tool_id')
    .where('order_type', 'in', Object.values(ActivityOrderType))
    .select([
      'tools.mark as key',
      'tools.title as name',
      sql<number>`sum(dashboard_order_days.revenue)::bigint`.as('revenue'),
      sql<number>`sum(dashboard_order_days.orders)::int`.as('orders'),
    ])
    .groupBy(['tools.mark', 'tools.title'])
    .having(sql<boolean>`sum(dashboard_order_days.orders) > 0`)
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
