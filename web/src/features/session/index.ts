/**
 * Who is signed in, per console: the queries the consoles' sessions are built from, and that features read
 * (and refresh after a change) without depending on a console.
 */
export { adminQueryKeys, useAdminUser } from './admin';
export { agentQueryKeys, useAgentInfo, useAgentMenus } from './agent';
export { customerQueryKeys, useCustomerInfo, useCustomerMenus } from './customer';
