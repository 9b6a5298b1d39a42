import { sharedTeamRoleApi } from '@onsite/contracts';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '#web/shell/pageProps';
import { RoleList } from './RoleListPage';
import '#web/features/role/role.strings';

/**
 * Admin › team › role: the roles every agent team shares (the built-in owner and staff roles, read-only, and
 * those the platform adds), granted from the agent console's menus; holders are members of every team.
 */
export default function SharedTeamRolePage({ title }: PageProps) {
  const { t } = useTranslation();
  return <RoleList title={title} routes={sharedTeamRoleApi} holdersTitle={t('role.teamHolders')} />;
}
