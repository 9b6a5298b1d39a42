import StaffLoginPage from '../../features/auth/StaffLoginPage';
import type { ConsoleDefinition } from '../../shell/console';
import { logoutAgent, useAgentSession } from './session';
import { TeamSwitch } from './TeamSwitch';

export const agentConsole: ConsoleDefinition = {
  audience: 'agent',
  basename: '/new_agent',
  afterLogin: '/',
  profilePath: '/user',
  LoginPage: StaffLoginPage,
  useSession: useAgentSession,
  logout: logoutAgent,
  HeaderExtra: TeamSwitch,
};
