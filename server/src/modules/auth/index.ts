/** What other modules may use of the auth module; everything else in this folder is its own. */
export { findAgentUser, membershipsOf, rolesByIds } from './auth.repository.ts';
export {
  checkOldPassword,
  checkPasswordLogin,
  createKnownDevices,
  type LoginSource,
  loginSource,
  newPasswordHash,
  type PasswordChangeSource,
  passwordChangeSource,
  rememberDevice,
} from './password-login.ts';
