/** What other modules may use of the software module. */
export { softwareRoutes } from './software.routes.ts';
