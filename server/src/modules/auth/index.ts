/** What other modules may use of the auth module; everything else in this folder is its own. */
export { findAgentUser, membershipsOf, rolesByIds } from './auth.repository.ts';
export {
  checkPasswordLogin,
  createKnownDevices,
  type LoginSource,
  loginSource,
  rememberDevice,
} from './password-login.ts';
