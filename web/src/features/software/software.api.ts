import { agentSoftwareApi, siteSoftwareApi, softwareApi } from '@onsite/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCatalogueMutation } from '#web/features/catalogue/catalogueMutation';
import { useApi } from '#web/shell/console';

/** Query keys of the software views (the catalogue's counts, the partner drawer's tab, the site's list). */
export const softwareKeys = {
  all: ['software'] as const,
  agent: (agentId: number) => ['software', 'agent', agentId] as const,
  site: ['software', 'site'] as const,
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
