import { authApi } from '@onsite/contracts';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '#web/shell/console';

/** The admin console's session query (a module per console: a console's first load carries only its own). */
export const adminQueryKeys = {
  user: ['admin', 'user'] as const,
};

/** The signed-in platform admin with their menus, roles and permission strings. */
export function useAdminUser() {
  const api = useApi();
  return useQuery({
    queryKey: adminQueryKeys.user,
    queryFn: () => api.call(authApi.user),
    enabled: api.audience === 'admin',
  });
}
