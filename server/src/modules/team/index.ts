export { teamRoutes } from './team.routes.ts';
export { addTeamOwner } from './team.service.ts';
