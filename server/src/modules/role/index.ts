export { grantedMenuIds, menuTree, setGrants } from './role.repository.ts';
export { roleRoutes } from './role.routes.ts';
export { grantsWithAncestors, toRoleItem } from './role.service.ts';
