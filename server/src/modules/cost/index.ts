/** What other modules may use of the cost module: the routes, and what an activity costs (activity module). */
export { costRoutes } from './cost.routes.ts';
export { activityPriceAt } from './cost.service.ts';
