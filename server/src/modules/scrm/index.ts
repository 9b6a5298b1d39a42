/** What other modules may use of the SCRM module: nothing but its routes. */
export { scrmRoutes } from './scrm.routes.ts';
