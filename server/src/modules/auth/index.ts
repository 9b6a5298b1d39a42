/** What other modules may use of the auth module; everything else in this folder is its own. */

export { signedIn } from './account-security.routes.ts';
export {
  adminAccount,
  REVOKED_BY_ADMIN,
  resetTwoFactor,
  sessionsOf,
  signOutSession,
  signOutSessions,
  twoFactorStatus,
} from './account-security.service.ts';
export { findAgentUser, membershipsOf, rolesByIds } from './auth.repository.ts';
export { staffSignIn } from './auth.routes.ts';
export { currentUser } from './auth.service.ts';
export { describeDevice } from './device.ts';
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
