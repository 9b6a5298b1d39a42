import { scrmBusinessApi } from '@onsite/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pagedQueryKey } from '#web/components/data-table/usePagedQuery';
import { useApi } from '#web/shell/console';

/** Query keys of the SCRM pages. */
export const scrmKeys = {
  owners: ['scrm', 'owners'] as const,
  lead: (id: number | null) => ['scrm', 'lead', id] as const,
};

/** The admins a lead may be owned by (and the list filtered by). */
export function useLeadOwners() {
  const api = useApi();
  return useQuery({ queryKey: scrmKeys.owners, queryFn: () => api.call(scrmBusinessApi.getOwners) });
}

/** One lead with its history and the stages it may move to. */
export function useLead(id: number | null) {
  const api = useApi();
  return useQuery({
    queryKey: scrmKeys.lead(id),
    queryFn: () => api.call(scrmBusinessApi.getInfo, { id: id ?? 0 }),
    enabled: id !== null,
  });
}

/** A change of a lead (or a new one): its drawer and the list's pages refetch. */
export function useLeadMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['scrm', 'lead'] });
      await queryClient.invalidateQueries({ queryKey: pagedQueryKey(api.audience, scrmBusinessApi.getList) });
    },
  });
}
