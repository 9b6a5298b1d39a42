import { useAdminUser } from '#web/features/session/admin';
import { useAgentInfo } from '#web/features/session/agent';
import { useApi } from '#web/shell/console';

/**
 * Whether the signed-in account has is_admin = 1 (spec §6: larger upload limits). The admin and agent
 * consoles have already fetched the user for the shell, so this reads the same cached queries; customers
 * are never is_admin.
 */
export function useIsAdminAccount(): boolean {
  const api = useApi();
  const admin = useAdminUser();
  const agent = useAgentInfo();
  if (api.audience === 'admin') return admin.data?.info.is_admin === 1;
  if (api.audience === 'agent') return agent.data?.basic_info.is_admin === 1;
  return false;
}
