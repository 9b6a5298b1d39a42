import { costApi } from '@onsite/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCatalogueMutation } from '#web/features/catalogue/catalogueMutation';
import { useApi } from '#web/shell/console';

const inForceKey = ['cost', 'inForce'] as const;

/** The activity prices in force now: the default and every tool. */
export function usePricesInForce() {
  const api = useApi();
  return useQuery({ queryKey: inForceKey, queryFn: () => api.call(costApi.getInForce, undefined) });
}

/** A new version or a withdrawn one: the prices in force and the versions refetch. */
export const useCostMutation = <Input, Output>(call: (input: Input) => Promise<Output>) =>
  useCatalogueMutation(call, inForceKey, [costApi.getList]);
