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

/** Yuan typed in a form, as the cents a request takes. */
export const cents = (yuan: number) => Math.round(yuan * 100);

const feesKey = ['cost', 'feeRates'] as const;

/** The platform's fee rates in force now. */
export function useFeeRatesInForce() {
  const api = useApi();
  return useQuery({ queryKey: feesKey, queryFn: () => api.call(costApi.feeRateInForce, undefined) });
}

/** A new fee rate version or a withdrawn one: the rates in force and the versions refetch. */
export const useFeeRateMutation = <Input, Output>(call: (input: Input) => Promise<Output>) =>
  useCatalogueMutation(call, feesKey, [costApi.feeRateList]);
