import { costApi } from '@onsite/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pagedQueryKey } from '#web/components/data-table/usePagedQuery';
import { useApi } from '#web/shell/console';

const inForceKey = ['cost', 'inForce'] as const;

/** The activity prices in force now: the default and every tool. */
export function usePricesInForce() {
  const api = useApi();
  return useQuery({ queryKey: inForceKey, queryFn: () => api.call(costApi.getInForce, undefined) });
}

/** A new version or a withdrawn one: the prices in force and the versions refetch. */
export function useCostMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: inForceKey }),
        queryClient.invalidateQueries({ queryKey: pagedQueryKey(api.audience, costApi.getList) }),
      ]),
  });
}
