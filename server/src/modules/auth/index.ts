/** What other modules may use of the auth module; everything else in this folder is its own. */
export { findAgentUser, membershipsOf, rolesByIds } from './auth.repository.ts';
export { signedIn } from './auth.routes.ts';
export { currentUser } from './auth.service.ts';
export {
  checkOldPassword,
  checkPasswordLogin,
  createKnownDevices,
  type LoginSource,
  loginSource,
  type PasswordChangeSource,
  passwordChangeSource,
  rememberDevice,
} from './password-login.ts';
