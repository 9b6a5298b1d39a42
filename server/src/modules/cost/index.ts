/**
 * What other modules may use of the cost module: the routes, what an activity costs (activity module) and
 * the platform's fee rate versions in force (resource module).
 */
export { costRoutes } from './cost.routes.ts';
export { activityPriceAt } from './cost.service.ts';
export { platformRateVersionsNow } from './fee-rate.service.ts';
