/** What other modules may use of the menus module; everything else in this folder is its own. */

export { customerMenus, grantedMenus, toMenuItem } from './menus.repository.ts';
export { menuRoutes } from './menus.routes.ts';
