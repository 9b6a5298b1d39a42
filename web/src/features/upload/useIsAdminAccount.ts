import { agentInfo, authUser } from '@onsite/contracts';
import { useQuery } from '@tanstack/react-query';
import { adminQueryKeys } from '../../consoles/admin/session';
import { agentQueryKeys } from '../../consoles/agent/session';
import { useApi } from '../../shell/console';

/**
 * Whether the signed-in account has is_admin = 1 (spec §6: larger upload limits). The admin and agent
 * consoles have already fetched the user for the shell, so this reads the same cached queries; customers
 * are never is_admin.
 */
export function useIsAdminAccount(): boolean {
  const api = useApi();
  const admin = useQuery({
    queryKey: adminQueryKeys.user,
    queryFn: () => api.get('/auth/user', authUser),
    enabled: api.audience === 'admin',
  });
  const agent = useQuery({
    queryKey: agentQueryKeys.info,
    queryFn: () => api.get('/agent/BasicInfo/getInfo', agentInfo),
    enabled: api.audience === 'agent',
  });
  if (api.audience === 'admin') return admin.data?.info.is_admin === 1;
  if (api.audience === 'agent') return agent.data?.basic_info.is_admin === 1;
  return false;
}
