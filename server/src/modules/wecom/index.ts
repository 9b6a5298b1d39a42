/** What other modules may use of the WeCom module: nothing but its routes (the binding is its own). */
export { wecomRoutes } from './wecom.routes.ts';
