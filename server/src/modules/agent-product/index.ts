/** What other modules may use of the agent product module. */
export { agentProductRoutes } from './agent-product.routes.ts';
