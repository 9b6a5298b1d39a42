import {
  ActivityOrderType,
  DASHBOARD_MAX_DAYS,
  type DashboardOverview,
  type DashboardQuery,
  type DashboardSlice,
  OrderType,
  ResourceOrderType,
} from '@onsite/contracts';
import type { Db } from '#server/db/database.ts';
import { zonedToInstant } from '#server/modules/activity/index.ts';
import { badRequest } from '#server/platform/http/errors.ts';
import { addDays, dayIn, daysBetween, PLATFORM_TIME_ZONE } from '#server/platform/time.ts';
import type { DashboardScope, Range } from './dashboard.repository.ts';
import * as repository from './dashboard.repository.ts';

/** Without dates: the last seven days, today included. */
const DEFAULT_DAYS = 7;

/** What an order type was for (contracts' ORDER_KINDS). */
function kindOf(orderType: number): string {
  if (orderType === OrderType.vip) return 'vip';
  if ((Object.values(ActivityOrderType) as number[]).includes(orderType)) return 'activity';
  if (orderType === ResourceOrderType.recharge) return 'recharge';
  return 'other';
}

/** [first day 00:00, the day after the last 00:00) in the platform's time zone. */
const rangeOf = (first: string, last: string): Range => ({
  from: zonedToInstant(`${first} 00:00`, PLATFORM_TIME_ZONE),
  to: zonedToInstant(`${addDays(last, 1)} 00:00`, PLATFORM_TIME_ZONE),
});

const bySliceRevenue = (a: DashboardSlice, b: DashboardSlice) =>
  b.revenue - a.revenue || a.key.localeCompare(b.key);

/** The home page's figures for the scope over the asked days (see contracts/src/dashboard.ts). */
export async function overview(
  db: Db,
  scope: DashboardScope,
  query: DashboardQuery,
  now = new Date(),
): Promise<DashboardOverview> {
  const today = dayIn(now, PLATFORM_TIME_ZONE);
  // a start alone runs to today (or is a single day when it lies ahead); an end alone shows its last week
  const end = query.end_date ?? (query.start_date && query.start_date > today ? query.start_date : today);
  const start = query.start_date ?? addDays(end, 1 - DEFAULT_DAYS);
  const days = daysBetween(start, end) + 1;
  if (days > DASHBOARD_MAX_DAYS) throw badRequest('the range is at most 366 days');
  const shown = { first: start, last: end };
  const earlier = { first: addDays(start, -days), last: addDays(start, -1) };
  const range = rangeOf(shown.first, shown.last);
  const previous = rangeOf(earlier.first, earlier.last);

  const [totals, totalsBefore, daily, channels, types, agents, tools, activitiesNow, vipFunnel] =
    await Promise.all([
      repository.figures(db, scope, shown, range),
      repository.figures(db, scope, earlier, previous),
      repository.daily(db, scope, shown),
      repository.byChannel(db, scope, shown),
      repository.byOrderType(db, scope, shown),
      scope.kind === 'platform' ? repository.topAgents(db, scope, shown) : [],
      repository.topTools(db, scope, shown),
      repository.activitiesNow(db, scope, now),
      repository.vipFunnel(db, scope, { first: start, last: end }, range),
    ]);

  const money = new Map(daily.money.map((row) => [row.day, row]));
  const customers = new Map(daily.customers.map((row) => [row.day, row.count]));
  const kinds = new Map<string, DashboardSlice>();
  for (const row of types) {
    const key = kindOf(row.order_type);
    const slice = kinds.get(key) ?? { key, name: '', revenue: 0, orders: 0 };
    slice.revenue += Number(row.revenue);
    slice.orders += row.orders;
    kinds.set(key, slice);
  }

  return {
    start_date: start,
    end_date: end,
    totals,
    previous: totalsBefore,
    daily: Array.from({ length: days }, (_, index) => {
      const day = addDays(start, index);
      const row = money.get(day);
      return {
        day,
        revenue: Number(row?.revenue ?? 0),
        paid_orders: row?.orders ?? 0,
        new_customers: customers.get(day) ?? 0,
      };
    }),
    by_channel: channels
      .map((row) => ({ key: row.key, name: '', revenue: Number(row.revenue), orders: row.orders }))
      .sort(bySliceRevenue),
    by_kind: [...kinds.values()].sort(bySliceRevenue),
    top_agents: agents.map((row) => ({
      key: String(row.id),
      name: row.name,
      revenue: Number(row.revenue),
      orders: row.orders,
    })),
    top_tools: tools.map((row) => ({
      key: row.key,
      name: row.name,
      revenue: Number(row.revenue),
      orders: row.orders,
    })),
    activities_now: activitiesNow,
    vip_funnel: vipFunnel,
  };
}
