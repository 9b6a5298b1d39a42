export { roleRoutes } from './role.routes.ts';
