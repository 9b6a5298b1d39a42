/** What other modules may use of the refund module; everything else in this folder is its own. */
export { refundRoutes } from './refund.routes.ts';
