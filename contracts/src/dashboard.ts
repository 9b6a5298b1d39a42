import { z } from 'zod';
import { calendarDay } from './audit-filter.ts';
import { Permission } from './permissions.ts';
import { defineRoute, perAudience, reply } from './route.ts';

/**
 * The console home's figures (issue 18, spec §2 admin /index and operational › analyse; the agent's home
 * for its own team): money and growth over a range of days (Asia/Shanghai), against the range just before
 * it, per day, per pay channel and per kind of order, and (admin) the agents that sold most.
 */

/** The longest range one request may ask for: a year and a day (a leap year's range of dates). */
export const DASHBOARD_MAX_DAYS = 366;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

export const dashboardQuery = z
  .object({
    /** the first day (default: six days before end_date) */
    start_date: calendarDay.optional(),
    /** the last day, included (default: today) */
    end_date: calendarDay.optional(),
  })
  .refine((q) => !q.start_date || !q.end_date || q.start_date <= q.end_date, {
    error: 'start_date must not be after end_date',
    path: ['start_date'],
  })
  .refine(
    (q) =>
      !q.start_date || !q.end_date || dayNumber(q.end_date) - dayNumber(q.start_date) < DASHBOARD_MAX_DAYS,
    { error: 'the range is at most 366 days', path: ['end_date'] },
  );
export type DashboardQuery = z.infer<typeof dashboardQuery>;

/** The figures of one range. Money in cents. */
export const dashboardFigures = z.object({
  /** paid orders' amounts, by the time they were paid */
  revenue: z.number().int(),
  paid_orders: z.number().int(),
  /** customers who signed up (or were created) */
  new_customers: z.number().int(),
  /** admin only (0 for an agent): agent organisations created */
  new_agents: z.number().int(),
  /** activities created (not counting those abolished) */
  new_activities: z.number().int(),
});
export type DashboardFigures = z.infer<typeof dashboardFigures>;

export const dashboardDay = z.object({
  /** YYYY-MM-DD */
  day: z.string(),
  revenue: z.number().int(),
  paid_orders: z.number().int(),
  new_customers: z.number().int(),
});

/** Revenue and paid orders of one slice (a pay channel, a kind of order, an agent). */
export const dashboardSlice = z.object({
  key: z.string(),
  /** an agent's name; '' for channels and kinds (the web names them) */
  name: z.string(),
  revenue: z.number().int(),
  orders: z.number().int(),
});
export type DashboardSlice = z.infer<typeof dashboardSlice>;

/** What an order was for: a VIP plan, an activity (created, renewed, expanded), a recharge, else other. */
export const ORDER_KINDS = ['vip', 'activity', 'recharge', 'other'] as const;

export const dashboardOverview = z.object({
  start_date: z.string(),
  end_date: z.string(),
  totals: dashboardFigures,
  /** the same number of days just before start_date */
  previous: dashboardFigures,
  /** every day of the range, oldest first (days without any row are zeros) */
  daily: z.array(dashboardDay),
  by_channel: z.array(dashboardSlice),
  by_kind: z.array(dashboardSlice),
  /** admin: the ten agents with the most revenue in the range; an agent: empty */
  top_agents: z.array(dashboardSlice),
  /** the ten tools whose activities (created, renewed, expanded) brought the most revenue; key = the tool's mark */
  top_tools: z.array(dashboardSlice),
  /** right now: activities in progress and activities paid that have not begun */
  activities_now: z.object({ in_progress: z.number().int(), upcoming: z.number().int() }),
  /**
   * The VIP popup's conversion in the range: signed-in customers who opened it, and those of them who paid a
   * VIP order after opening it (within the range)
   */
  vip_funnel: z.object({ openers: z.number().int(), buyers: z.number().int() }),
});
export type DashboardOverview = z.infer<typeof dashboardOverview>;

/** The data behind the dashboard's charts, as the job centre exports them (symbol `dashboard`). */
export const DASHBOARD_CHARTS = ['daily', 'channel', 'kind', 'agent', 'tool'] as const;
export type DashboardChart = (typeof DASHBOARD_CHARTS)[number];

const SEE = { admin: Permission.admin.dashboard, agent: Permission.agent.dashboard } as const;
const WHOSE = { admin: "the platform's", agent: "the team's" } as const;

export const dashboardApi = {
  overview: perAudience(['admin', 'agent'] as const, (audience) =>
    defineRoute({
      method: 'GET',
      path: `/api/${audience}/dashboard/overview`,
      access: { audience, permission: SEE[audience] },
      tags: ['dashboard'],
      summary: `${WHOSE[audience]} revenue, orders, customers and activities over a range of days, with the range before it`,
      query: dashboardQuery,
      reply: reply.data(dashboardOverview),
    }),
  ),
};
