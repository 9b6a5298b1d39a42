import { agentApi, authApi, customerApi } from '@onsite/contracts';
import { useQuery } from '@tanstack/react-query';
import { useToken } from '#web/api/tokenStore';
import { useApi } from '#web/shell/console';

/**
 * Who is signed in, per console: the queries the consoles' sessions are built from, and that features read
 * (and refresh after a change) without depending on a console.
 */
export const adminQueryKeys = {
  user: ['admin', 'user'] as const,
};

export const agentQueryKeys = {
  all: ['agent'] as const,
  info: ['agent', 'info'] as const,
  menus: ['agent', 'menus'] as const,
};

export const customerQueryKeys = {
  info: ['customer', 'info'] as const,
  menus: ['customer', 'menus'] as const,
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

/** The signed-in agent user in their current team. */
export function useAgentInfo() {
  const api = useApi();
  return useQuery({
    queryKey: agentQueryKeys.info,
    queryFn: () => api.call(agentApi.getInfo),
    enabled: api.audience === 'agent',
  });
}

export function useAgentMenus() {
  const api = useApi();
  return useQuery({ queryKey: agentQueryKeys.menus, queryFn: () => api.call(agentApi.permissions) });
}

/** The signed-in customer (none for a visitor). */
export function useCustomerInfo() {
  const api = useApi();
  const token = useToken('customer');
  return useQuery({
    queryKey: customerQueryKeys.info,
    queryFn: () => api.call(customerApi.getInfo),
    enabled: !!token,
  });
}

export function useCustomerMenus() {
  const api = useApi();
  const token = useToken('customer');
  return useQuery({
    queryKey: customerQueryKeys.menus,
    queryFn: () => api.call(customerApi.getMenus),
    enabled: !!token,
  });
}
