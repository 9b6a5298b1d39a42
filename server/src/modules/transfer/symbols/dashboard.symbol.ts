import { type DashboardChart, type DashboardOverview, Permission } from '@onsite/contracts';
import type { Db } from '#server/db/database.ts';
import { type DashboardScope, dashboardOverview } from '#server/modules/dashboard/index.ts';
import type { TenantScope } from '#server/platform/tenancy/scope.ts';
import type { ExportOnlyDefinition } from '../transfer.symbols.ts';
import { yuan } from './common.ts';

interface DashboardFilter {
  chart: DashboardChart;
  start_date?: string;
  end_date?: string;
}

type Cells = (string | number)[];

/** One chart's data as rows: what the chart draws, in the order it draws it. */
function rowsOf(data: DashboardOverview, chart: DashboardChart): Cells[] {
  switch (chart) {
    case 'daily':
      return data.daily.map((day) => [day.day, '', yuan(day.revenue), day.paid_orders, day.new_customers]);
    case 'channel':
      return data.by_channel.map((slice) => [slice.key, '', yuan(slice.revenue), slice.orders, '']);
    case 'kind':
      return data.by_kind.map((slice) => [slice.key, '', yuan(slice.revenue), slice.orders, '']);
    case 'agent':
      return data.top_agents.map((slice) => [slice.key, slice.name, yuan(slice.revenue), slice.orders, '']);
    case 'tool':
      return data.top_tools.map((slice) => [slice.name, '', yuan(slice.revenue), slice.orders, '']);
  }
}

/** The chart's rows, computed by the dashboard's own aggregates (a few hundred at most: a year of days). */
async function chartRows(db: Db, scope: TenantScope, filter: DashboardFilter) {
  if (scope.kind === 'customer') throw new Error('the dashboard is exported by the platform and agents only');
  const data = await dashboardOverview(db, scope as DashboardScope, filter);
  return rowsOf(data, filter.chart);
}

/**
 * A dashboard chart's data (issue 18: "each chart exports its data as a spreadsheet through the job
 * centre"): the days of the trend charts, or the slices by pay channel, by kind of order, or the top
 * agents, over the dashboard's range. Rows have no ids of their own: a row's id is its place in the chart
 * (1…n), which is what the job's id-window paging needs.
 */
export const dashboardSymbol: ExportOnlyDefinition<DashboardFilter> = {
  symbol: 'dashboard',
  importAudiences: [],
  exportAudiences: ['admin', 'agent'],
  listPermission: { admin: Permission.admin.dashboard, agent: Permission.agent.dashboard },

  exportFilter(query, scope) {
    if (!query.chart) return null;
    // the agents' ranking is the platform's only (an agent's dashboard has no such chart)
    if (query.chart === 'agent' && scope.kind !== 'platform') return null;
    return JSON.parse(
      JSON.stringify({ chart: query.chart, start_date: query.start_date, end_date: query.end_date }),
    ) as DashboardFilter;
  },

  // a range the dashboard refuses (over 366 days, start after end) is refused before a job is queued
  async checkExport(db, scope, filter) {
    await chartRows(db, scope, filter);
  },

  exportColumns: ['Day or item', 'Agent', 'Revenue (yuan)', 'Paid orders', 'New customers'],

  async exportBounds(db, scope, filter) {
    const rows = await chartRows(db, scope, filter);
    return { count: rows.length, maxId: rows.length };
  },

  async exportPage(db, scope, filter, range) {
    const rows = await chartRows(db, scope, filter);
    return rows
      .map((cells, index) => ({ id: index + 1, cells }))
      .filter((row) => row.id > range.afterId && row.id <= range.throughId)
      .slice(0, range.limit);
  },
};
