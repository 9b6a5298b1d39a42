import { ChangePasswordModal } from '#web/features/auth/ChangePasswordModal';
import ForgetPage from '#web/features/auth/ForgetPage';
import StaffLoginPage from '#web/features/auth/StaffLoginPage';
import { NoticePopover } from '#web/features/notice/NoticePopover';
import InvitePage from '#web/features/team/InvitePage';
import type { ConsoleDefinition } from '#web/shell/console';
import { logoutAgent, useAgentSession } from './session';
import { TeamSwitch } from './TeamSwitch';

export const agentConsole: ConsoleDefinition = {
  audience: 'agent',
  basename: '/new_agent',
  afterLogin: '/',
  profilePath: '/user',
  LoginPage: StaffLoginPage,
  ForgetPage,
  InvitePage,
  useSession: useAgentSession,
  logout: logoutAgent,
  Notices: NoticePopover,
  // Customers change their password on their account settings page (/user); staff do it here.
  ChangePassword: ChangePasswordModal,
  HeaderExtra: TeamSwitch,
};
