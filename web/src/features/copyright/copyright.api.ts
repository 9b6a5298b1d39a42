import type { PayType } from '@onsite/contracts';
import { agentCopyrightApi, copyrightApi, copyrightPurchaseApi } from '@onsite/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useCatalogueMutation } from '#web/features/catalogue/catalogueMutation';
import { useApi } from '#web/shell/console';

/** Query keys of the copyright views (the catalogue, the partner drawer's tab, the site's list, licences). */
export const copyrightKeys = {
  all: ['copyright'] as const,
  agent: (agentId: number) => ['copyright', 'agent', agentId] as const,
  site: ['copyright', 'site'] as const,
  licences: ['copyright', 'licences'] as const,
};

/** A change of the catalogue or of an offer: the catalogue's page and the drawer's tab refetch. */
export function useCopyrightMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  return useCatalogueMutation(call, copyrightKeys.all, [copyrightApi.getList]);
}

/** Every item with whether and at what price the agent offers it (the partner drawer's tab). */
export function useAgentCopyright(agentId: number) {
  const api = useApi();
  return useQuery({
    queryKey: copyrightKeys.agent(agentId),
    queryFn: () => api.call(agentCopyrightApi.getList, { agent_id: agentId }),
  });
}

/** The licensed content the visited site sells, at its agent's prices. */
export function useSiteCopyright() {
  const api = useApi();
  return useQuery({ queryKey: copyrightKeys.site, queryFn: () => api.call(copyrightPurchaseApi.list) });
}

/** Buys a licence at the price the page shows (the server refuses a changed price). */
export function useBuyCopyright() {
  const api = useApi();
  return useMutation({
    mutationFn: (input: { copyrightId: number; price: number; payType: PayType }) =>
      api.call(copyrightPurchaseApi.buy, {
        copyright_id: input.copyrightId,
        amount: input.price,
        pay_amount: input.price,
        pay_type: input.payType,
      }),
  });
}

/** The signed-in customer's copyright licences, newest first. */
export function useCopyrightLicences(page: number, limit: number) {
  const api = useApi();
  return useQuery({
    queryKey: [...copyrightKeys.licences, page, limit],
    queryFn: () => api.page(copyrightPurchaseApi.licences, { page, limit }),
  });
}

/** A signed link, good for 10 minutes, to the licensed file of one of the customer's licences. */
export function useAssetLink() {
  const api = useApi();
  return useMutation({
    mutationFn: (licenceId: number) => api.call(copyrightPurchaseApi.asset, { id: licenceId }),
  });
}
