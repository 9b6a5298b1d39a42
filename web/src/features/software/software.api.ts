import type { PayType } from '@onsite/contracts';
import { agentSoftwareApi, siteSoftwareApi, softwareApi, softwarePurchaseApi } from '@onsite/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useCatalogueMutation } from '#web/features/catalogue/catalogueMutation';
import { useApi } from '#web/shell/console';

/** Query keys of the software views (the catalogue's counts, the partner drawer's tab, the site's list). */
export const softwareKeys = {
  all: ['software'] as const,
  agent: (agentId: number) => ['software', 'agent', agentId] as const,
  site: ['software', 'site'] as const,
  /** the signed-in customer's licences (a page of them) */
  licences: ['software', 'licences'] as const,
};

/** A change of the catalogue or of an offer: the catalogue's page and the drawer's tab refetch. */
export function useSoftwareMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  return useCatalogueMutation(call, softwareKeys.all, [softwareApi.getList]);
}

/** Every product with whether and at what price the agent offers it (the partner drawer's tab). */
export function useAgentSoftware(agentId: number) {
  const api = useApi();
  return useQuery({
    queryKey: softwareKeys.agent(agentId),
    queryFn: () => api.call(agentSoftwareApi.getList, { agent_id: agentId }),
  });
}

/** The software the visited site sells, at its agent's prices (the /tool/software page). */
export function useSiteSoftware() {
  const api = useApi();
  return useQuery({
    queryKey: softwareKeys.site,
    queryFn: () => api.call(siteSoftwareApi.getList),
  });
}

/** Buys `quantity` licences at the total the page shows (the server refuses a changed price). */
export function useBuySoftware() {
  const api = useApi();
  return useMutation({
    mutationFn: (input: { softwareId: number; quantity: number; total: number; payType: PayType }) =>
      api.call(softwarePurchaseApi.buy, {
        software_id: input.softwareId,
        quantity: input.quantity,
        amount: input.total,
        pay_amount: input.total,
        pay_type: input.payType,
      }),
  });
}

/** The signed-in customer's licences, newest first (我的授权). */
export function useSoftwareLicences(page: number, limit: number, enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: [...softwareKeys.licences, page, limit],
    queryFn: () => api.page(softwarePurchaseApi.licences, { page, limit }),
    enabled,
  });
}

/** A signed link, good for 10 minutes, to the installer of one of the customer's licences. */
export function useInstallerLink() {
  const api = useApi();
  return useMutation({
    mutationFn: (licenceId: number) => api.call(softwarePurchaseApi.installer, { id: licenceId }),
  });
}
