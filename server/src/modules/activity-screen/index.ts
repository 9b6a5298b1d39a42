/** What other modules may use of the activity screen module: its routes. */
export { activityScreenRoutes } from './activity-screen.routes.ts';
