import { ChangePasswordModal } from '#web/features/auth/ChangePasswordModal';
import ForgetPage from '#web/features/auth/ForgetPage';
import SetPasswordPage from '#web/features/auth/SetPasswordPage';
import StaffLoginPage from '#web/features/auth/StaffLoginPage';
import { NoticePopover } from '#web/features/notice/NoticePopover';
import type { ConsoleDefinition } from '#web/shell/console';
import { logoutAdmin, useAdminSession } from './session';

export const adminConsole: ConsoleDefinition = {
  audience: 'admin',
  basename: '/new_admin',
  rootRedirect: '/index',
  afterLogin: '/',
  progressDelayMs: 300,
  profilePath: '/user/profile',
  LoginPage: StaffLoginPage,
  ForgetPage,
  SetPasswordPage,
  useSession: useAdminSession,
  logout: logoutAdmin,
  Notices: NoticePopover,
  // Customers change their password on their account settings page (/user); staff do it here.
  ChangePassword: ChangePasswordModal,
};
