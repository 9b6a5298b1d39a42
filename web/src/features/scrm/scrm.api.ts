import { Permission, scrmBusinessApi } from '@onsite/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pagedQueryKey } from '#web/components/data-table/usePagedQuery';
import { staff } from '#web/features/channel/channel.api';
import { useApi } from '#web/shell/console';

/** Query keys of the SCRM pages. */
export const scrmKeys = {
  owners: (audience: string) => ['scrm', 'owners', audience] as const,
  lead: (audience: string, id: number | null) => ['scrm', 'lead', audience, id] as const,
};

/** Each staff console works its own pipeline: the platform's leads (admin), the team's (agent). */
const MANAGE = {
  admin: Permission.admin.scrmBusinessManage,
  agent: Permission.agent.scrmBusinessManage,
} as const;

/** The lead routes of the console this page runs in, and the permission that works leads there. */
export function useLeadRoutes() {
  const audience = staff(useApi().audience);
  return {
    getList: scrmBusinessApi.getList[audience],
    getInfo: scrmBusinessApi.getInfo[audience],
    getOwners: scrmBusinessApi.getOwners[audience],
    create: scrmBusinessApi.create[audience],
    assign: scrmBusinessApi.assign[audience],
    setStage: scrmBusinessApi.setStage[audience],
    addNote: scrmBusinessApi.addNote[audience],
    manage: MANAGE[audience],
  };
}

/** The staff a lead may be owned by (and the list filtered by): admins, or the team's members. */
export function useLeadOwners() {
  const api = useApi();
  const routes = useLeadRoutes();
  return useQuery({ queryKey: scrmKeys.owners(api.audience), queryFn: () => api.call(routes.getOwners) });
}

/** One lead with its history and the stages it may move to. */
export function useLead(id: number | null) {
  const api = useApi();
  const routes = useLeadRoutes();
  return useQuery({
    queryKey: scrmKeys.lead(api.audience, id),
    queryFn: () => api.call(routes.getInfo, { id: id ?? 0 }),
    enabled: id !== null,
  });
}

/** A change of a lead (or a new one): its drawer and the list's pages refetch. */
export function useLeadMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const api = useApi();
  const routes = useLeadRoutes();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['scrm', 'lead'] });
      await queryClient.invalidateQueries({ queryKey: pagedQueryKey(api.audience, routes.getList) });
    },
  });
}
