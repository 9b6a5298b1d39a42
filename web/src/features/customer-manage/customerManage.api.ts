import { customerApi, customerManageApi, Permission } from '@onsite/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pagedQueryKey } from '#web/components/data-table/usePagedQuery';
import { useCan } from '#web/shell/access';
import { useApi } from '#web/shell/console';

/** The console the customer pages run in: the admin's (every agent's customers) or an agent's (its own). */
export function useCustomerConsole() {
  const api = useApi();
  const audience = api.audience === 'admin' ? ('admin' as const) : ('agent' as const);
  const canManage = useCan({
    authorities: {
      allOf: [audience === 'admin' ? Permission.admin.customerUpdate : Permission.agent.customerManage],
    },
  });
  const canMove = useCan({ authorities: { allOf: [Permission.admin.customerMove] } }) && audience === 'admin';
  return { api, audience, canManage, canMove };
}

export const customerDetailKey = (audience: string, id: number | null) => [
  'customer',
  'detail',
  audience,
  id,
];

/** A change of a customer: the list's pages and the open drawer are fetched again when it succeeds. */
export function useCustomerMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const { api, audience } = useCustomerConsole();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: pagedQueryKey(api.audience, customerApi.getList[audience]),
        }),
        queryClient.invalidateQueries({ queryKey: ['customer', 'detail', audience] }),
      ]),
  });
}

/** The agents the admin may put a customer under (enabled ones), searched by name. */
export function useAgentOptions(keyword: string, enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: ['customer', 'agentOptions', keyword],
    queryFn: () => api.call(customerManageApi.agentOptions, { keyword: keyword || undefined }),
    enabled,
  });
}
