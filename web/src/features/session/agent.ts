import { agentApi } from '@onsite/contracts';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '#web/shell/console';

/** The agent console's session queries (a module per console: a console's first load carries only its own). */
export const agentQueryKeys = {
  all: ['agent'] as const,
  info: ['agent', 'info'] as const,
  menus: ['agent', 'menus'] as const,
};

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
