import { partnerVipApi, vipPlanApi } from '@onsite/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCatalogueMutation } from '#web/features/catalogue/catalogueMutation';
import { durationOf } from '#web/features/order/money';
import { useApi } from '#web/shell/console';

/** Query keys of the VIP plan views (the catalogue's counts, the partner drawer's tab). */
export const vipPlanKeys = {
  all: ['vipPlan'] as const,
  agent: (agentId: number) => ['vipPlan', 'agent', agentId] as const,
};

/** A change of the catalogue or of an offer: the catalogue's page and the drawer's tab refetch. */
export function useVipPlanMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  return useCatalogueMutation(call, vipPlanKeys.all, [vipPlanApi.getList]);
}

/** Every plan with whether and at what price the agent's site sells it (the partner drawer's tab). */
export function useAgentVipPlans(agentId: number) {
  const api = useApi();
  return useQuery({
    queryKey: vipPlanKeys.agent(agentId),
    queryFn: () => api.call(partnerVipApi.getList, { agent_id: agentId }),
  });
}

/** "7 days" / "1 year": spec §3, a duration unit of 2 is days, anything else years. */
export function useDurationText() {
  const { t } = useTranslation();
  return (duration: number, unit: number) => {
    const { key, count } = durationOf(duration, unit);
    return t(key, { count });
  };
}
