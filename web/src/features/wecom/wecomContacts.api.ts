import { wecomContactsApi } from '@onsite/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pagedQueryKey } from '#web/components/data-table/usePagedQuery';
import { useApi } from '#web/shell/console';

/** Query keys of SCRM › 企微客户 (per corp: the agent whose binding it is). */
export const wecomContactKeys = {
  corps: ['wecomContacts', 'corps'] as const,
  members: (agentId: number) => ['wecomContacts', 'members', agentId] as const,
  tags: (agentId: number) => ['wecomContacts', 'tags', agentId] as const,
  linkOptions: (agentId: number) => ['wecomContacts', 'linkOptions', agentId] as const,
  sync: (agentId: number) => ['wecomContacts', 'sync', agentId] as const,
};

export function useWecomCorps() {
  const api = useApi();
  return useQuery({ queryKey: wecomContactKeys.corps, queryFn: () => api.call(wecomContactsApi.corps) });
}

export function useWecomMembers(agentId: number, enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: wecomContactKeys.members(agentId),
    queryFn: () => api.call(wecomContactsApi.members, { agent_id: agentId }),
    enabled,
  });
}

export function useWecomTags(agentId: number, enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: wecomContactKeys.tags(agentId),
    queryFn: () => api.call(wecomContactsApi.tags, { agent_id: agentId }),
    enabled,
  });
}

/** The corp's links for the contacts' link filter (the newest 100). */
export function useWecomLinkOptions(agentId: number) {
  const api = useApi();
  return useQuery({
    queryKey: wecomContactKeys.linkOptions(agentId),
    queryFn: () => api.call(wecomContactsApi.links, { agent_id: agentId, page: 1, limit: 100 }),
  });
}

/** The corp's last sync; polled while one is waiting or running. */
export function useWecomSync(agentId: number) {
  const api = useApi();
  return useQuery({
    queryKey: wecomContactKeys.sync(agentId),
    queryFn: () => api.call(wecomContactsApi.syncStatus, { agent_id: agentId }),
    refetchInterval: (query) =>
      query.state.data && (query.state.data.state === 'waiting' || query.state.data.state === 'running')
        ? 1000
        : false,
  });
}

/** After a change of links or contacts: the lists and the filters' options refetch. */
export function useWecomRefresh() {
  const api = useApi();
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: ['wecomContacts'] });
    await queryClient.invalidateQueries({ queryKey: pagedQueryKey(api.audience, wecomContactsApi.links) });
    await queryClient.invalidateQueries({ queryKey: pagedQueryKey(api.audience, wecomContactsApi.contacts) });
  };
}

export function useWecomMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const refresh = useWecomRefresh();
  return useMutation({ mutationFn: call, onSuccess: refresh });
}
