/** What other modules use of the dashboard: the figures, for the job centre's chart exports. */

export type { DashboardScope } from './dashboard.repository.ts';
export { overview as dashboardOverview } from './dashboard.service.ts';
