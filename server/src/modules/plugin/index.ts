/** What other modules may use of the plugin module: the site's tool pages list their agent's plugins. */
export { pluginRoutes } from './plugin.routes.ts';
export { sitePluginsByTool } from './plugin.service.ts';
