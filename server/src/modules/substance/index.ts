/** What other modules may use of the substance module: its routes. */
export { substanceRoutes } from './substance.routes.ts';
