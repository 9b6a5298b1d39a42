import StaffLoginPage from '../../features/auth/StaffLoginPage';
import type { ConsoleDefinition } from '../../shell/console';
import { logoutAdmin, useAdminSession } from './session';

export const adminConsole: ConsoleDefinition = {
  audience: 'admin',
  basename: '/new_admin',
  rootRedirect: '/index',
  afterLogin: '/',
  LoginPage: StaffLoginPage,
  useSession: useAdminSession,
  logout: logoutAdmin,
};
