export { supportRoutes } from './support.routes.ts';
export { supportOf } from './support.service.ts';
