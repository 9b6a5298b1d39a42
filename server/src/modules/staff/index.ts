export { staffRoutes } from './staff.routes.ts';
