import { Permission, teamRoleApi } from '@onsite/contracts';
import { RoleList } from '#web/features/role/RoleListPage';
import { useCan } from '#web/shell/access';
import type { PageProps } from '#web/shell/pageProps';

/**
 * The roles of the agent's current team (/team/role): the built-in roles, read-only, and the team's own,
 * granted from the agent console's menus. Creating, editing and deleting need agent.team.role.manage.
 */
export default function TeamRolePage({ title }: PageProps) {
  const canManage = useCan({ authorities: { allOf: [Permission.agent.teamRole] } });
  return <RoleList title={title} routes={teamRoleApi} canManage={canManage} />;
}
