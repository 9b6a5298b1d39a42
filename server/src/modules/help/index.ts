/** What other modules may use of the help module: its routes. */
export { helpRoutes } from './help.routes.ts';
