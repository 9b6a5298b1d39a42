/** What other modules may use of the VIP plan module. */
export { vipPlanRoutes } from './vip-plan.routes.ts';
