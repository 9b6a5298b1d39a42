export {
  grantedMenuIds,
  menuTree,
  roleColumns,
  roleGrants,
  roleHolders,
  setGrants,
} from './role.repository.ts';
export { roleRoutes } from './role.routes.ts';
export { grantsWithAncestors, toRoleItem } from './role.service.ts';
