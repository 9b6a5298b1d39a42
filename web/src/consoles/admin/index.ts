import StaffLoginPage from '../../features/auth/StaffLoginPage';
import type { ConsoleDefinition } from '../../shell/console';
import { logoutAdmin, useAdminSession } from './session';

export const adminConsole: ConsoleDefinition = {
  audience: 'admin',
  basename: '/new_admin',
  rootRedirect: '/index',
  afterLogin: '/',
  progressDelayMs: 300,
  profilePath: '/user/profile',
  LoginPage: StaffLoginPage,
  useSession: useAdminSession,
  logout: logoutAdmin,
};
