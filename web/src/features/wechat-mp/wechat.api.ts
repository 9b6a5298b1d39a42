import { scrmWechatApi, WECHAT_POLL_MS } from '@onsite/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pagedQueryKey } from '#web/components/data-table/usePagedQuery';
import { useApi } from '#web/shell/console';

/** Query keys of SCRM › 公众号. */
export const wechatKeys = {
  owners: ['wechat-mp', 'owners'] as const,
  authStatus: (id: number) => ['wechat-mp', 'auth', id] as const,
  sync: (accountId: number) => ['wechat-mp', 'sync', accountId] as const,
};

/** Who may own an account: the platform first, then the agents (at most 50, by name). */
export function useOwners(keyword = '') {
  const api = useApi();
  return useQuery({
    queryKey: [...wechatKeys.owners, keyword],
    queryFn: () => api.call(scrmWechatApi.getOwners, { keyword: keyword || undefined }),
  });
}

export function useStartAuthorization() {
  const api = useApi();
  return useMutation({
    mutationFn: (agentId: number) => api.call(scrmWechatApi.authorize, { agent_id: agentId }),
  });
}

/** Polls the authorisation every 2 s until it is authorised (1) or expired (2). */
export function useAuthStatus(authId: number | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: wechatKeys.authStatus(authId ?? 0),
    queryFn: () => api.call(scrmWechatApi.authorizeStatus, { auth_id: authId ?? 0 }),
    enabled: Boolean(authId),
    refetchInterval: (query) =>
      query.state.error || (query.state.data && query.state.data.status !== 0) ? false : WECHAT_POLL_MS,
    refetchIntervalInBackground: true,
    gcTime: 0,
  });
}

/** Refreshes the account list (a new account, an unbind, a finished sync's counts). */
export function useRefreshAccounts() {
  const api = useApi();
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({ queryKey: pagedQueryKey(api.audience, scrmWechatApi.getList) });
}

export function useUnbind() {
  const api = useApi();
  const refresh = useRefreshAccounts();
  return useMutation({
    mutationFn: (id: number) => api.call(scrmWechatApi.unbind, { id }),
    onSuccess: refresh,
  });
}

/** The account's latest sync, polled every second while it waits or runs. */
export function useLastSync(accountId: number) {
  const api = useApi();
  return useQuery({
    queryKey: wechatKeys.sync(accountId),
    queryFn: () => api.call(scrmWechatApi.lastSync, { account_id: accountId }),
    refetchInterval: (query) =>
      query.state.data && (query.state.data.state === 'waiting' || query.state.data.state === 'running')
        ? 1000
        : false,
  });
}

export function useStartSync(accountId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(scrmWechatApi.sync, { account_id: accountId }),
    onSuccess: (log) => queryClient.setQueryData(wechatKeys.sync(accountId), log),
  });
}
