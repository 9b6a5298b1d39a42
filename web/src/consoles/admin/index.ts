import StaffLoginPage from '#web/features/auth/StaffLoginPage';
import type { ConsoleDefinition } from '#web/shell/console';
import { lazyComponent } from '#web/shell/lazyComponent';
import { lazySession } from '#web/shell/lazySession';

export const adminConsole: ConsoleDefinition = {
  audience: 'admin',
  basename: '/new_admin',
  rootRedirect: '/index',
  afterLogin: '/',
  progressDelayMs: 300,
  profilePath: '/user/profile',
  LoginPage: StaffLoginPage,
  // besides the login screen, the console's pages and widgets load when shown
  ForgetPage: lazyComponent(async () => (await import('#web/features/auth/ForgetPage')).default),
  SetPasswordPage: lazyComponent(async () => (await import('#web/features/auth/SetPasswordPage')).default),
  // the session's queries (and the contracts they parse with) are fetched once a signed-in page shows
  ...lazySession(async () => {
    const session = await import('./session');
    return { useSession: session.useAdminSession, logout: session.logoutAdmin };
  }),
  Notices: lazyComponent(async () => (await import('#web/features/notice/NoticePopover')).NoticePopover),
  // Customers change their password on their account settings page (/user); staff do it here.
  ChangePassword: lazyComponent(
    async () => (await import('#web/features/auth/ChangePasswordModal')).ChangePasswordModal,
  ),
};
