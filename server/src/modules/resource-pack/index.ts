export { resourcePackRoutes } from './resource-pack.routes.ts';
export { registerPackFulfilment } from './resource-pack.service.ts';
