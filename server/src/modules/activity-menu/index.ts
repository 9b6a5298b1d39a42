/** What other modules may use of the activity-menu module: its routes. */
export { activityMenuRoutes } from './activity-menu.routes.ts';
