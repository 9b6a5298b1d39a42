import {
  type CollectionSetting,
  type PayType,
  type ResourceKind,
  resourceApi,
  type TransferRequest,
  type WithdrawalRequest,
} from '@onsite/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { pagedQueryKey } from '#web/components/data-table/usePagedQuery';
import { useApi } from '#web/shell/console';

export const resourceKeys = {
  all: ['resource'] as const,
  info: ['resource', 'info'] as const,
  entry: (id: number) => ['resource', 'entry', id] as const,
  rates: ['resource', 'rates'] as const,
  setting: ['resource', 'payment-setting'] as const,
};

/** The customer's time zone: the ledger's day filters are its calendar days. */
export const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone || 'Asia/Shanghai';

/**
 * Refetches every resource query: the balances and the rest (`resourceKeys.all`), and every page of the
 * ledger and of the withdrawal requests (the lists' own keys, `usePagedQuery`'s).
 */
export function useInvalidateResource() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { audience } = api;
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: resourceKeys.all }),
        queryClient.invalidateQueries({ queryKey: pagedQueryKey(audience, resourceApi.getResourceList) }),
        queryClient.invalidateQueries({ queryKey: pagedQueryKey(audience, resourceApi.getWithdrawalList) }),
      ]),
    [audience, queryClient],
  );
}

export function useResourceInfo() {
  const api = useApi();
  return useQuery({
    queryKey: resourceKeys.info,
    queryFn: () => api.call(resourceApi.getResourceInfo),
  });
}

/** The balance of one kind (0 before the account's first entry). */
export function balanceOf(
  info: { accounts: { kind: ResourceKind; balance: number }[] } | undefined,
  kind: ResourceKind,
) {
  return info?.accounts.find((account) => account.kind === kind)?.balance ?? 0;
}

export function useEntry(id: number | null) {
  const api = useApi();
  return useQuery({
    queryKey: resourceKeys.entry(id ?? 0),
    queryFn: () => api.call(resourceApi.getEntryInfo, { id: id ?? 0 }),
    enabled: id !== null,
  });
}

export function useFeeRates() {
  const api = useApi();
  return useQuery({
    queryKey: resourceKeys.rates,
    queryFn: () => api.call(resourceApi.getRateList),
  });
}

export function usePaymentSetting() {
  const api = useApi();
  return useQuery({
    queryKey: resourceKeys.setting,
    queryFn: () => api.call(resourceApi.getPaymentSetting),
  });
}

/** A mutation that refreshes every resource query when it succeeds. */
function useResourceMutation<I, O>(run: (input: I) => Promise<O>) {
  const invalidate = useInvalidateResource();
  return useMutation({ mutationFn: run, onSuccess: invalidate });
}

export function useRecharge() {
  const api = useApi();
  return useMutation({
    mutationFn: (input: { amount: number; payType: PayType }) =>
      api.call(resourceApi.recharge, { amount: input.amount, pay_type: input.payType }),
  });
}

export function useBuySms() {
  const api = useApi();
  return useResourceMutation((count: number) => api.call(resourceApi.buySms, { count }));
}

export function useTransfer() {
  const api = useApi();
  return useResourceMutation((input: TransferRequest) => api.call(resourceApi.transfer, input));
}

export function useRequestWithdrawal() {
  const api = useApi();
  return useResourceMutation((input: WithdrawalRequest) => api.call(resourceApi.postWithdrawal, input));
}

export function useSavePaymentSetting() {
  const api = useApi();
  return useResourceMutation((input: CollectionSetting) => api.call(resourceApi.savePaymentSetting, input));
}
