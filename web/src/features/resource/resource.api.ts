import {
  type CollectionSetting,
  collectionSetting,
  feeRate,
  type LedgerQuery,
  ledgerEntry,
  type PayType,
  payment,
  type ResourceKind,
  resourceInfo,
  type TransferRequest,
  type WithdrawalListQuery,
  type WithdrawalRequest,
  withdrawal,
} from '@onsite/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../shell/console';

const BASE = '/customer/resource';

export const resourceKeys = {
  all: ['resource'] as const,
  info: ['resource', 'info'] as const,
  entries: (query: Partial<LedgerQuery>) => ['resource', 'entries', query] as const,
  entry: (id: number) => ['resource', 'entry', id] as const,
  rates: ['resource', 'rates'] as const,
  withdrawals: (query: Partial<WithdrawalListQuery>) => ['resource', 'withdrawals', query] as const,
  setting: ['resource', 'payment-setting'] as const,
};

export function useResourceInfo() {
  const api = useApi();
  return useQuery({
    queryKey: resourceKeys.info,
    queryFn: () => api.get('/customer/Product/getResourceInfo', resourceInfo),
  });
}

/** The balance of one kind (0 before the account's first entry). */
export function balanceOf(
  info: { accounts: { kind: ResourceKind; balance: number }[] } | undefined,
  kind: ResourceKind,
) {
  return info?.accounts.find((account) => account.kind === kind)?.balance ?? 0;
}

export type EntryQuery = Pick<LedgerQuery, 'page' | 'limit'> & Partial<Omit<LedgerQuery, 'page' | 'limit'>>;

export function useEntries(query: EntryQuery) {
  const api = useApi();
  return useQuery({
    queryKey: resourceKeys.entries(query),
    queryFn: async () => {
      const response = await api.request('/customer/Product/getResourceList', ledgerEntry.array(), {
        query: { ...query },
      });
      return { items: response.data, count: response.count ?? response.data.length };
    },
    placeholderData: keepPreviousData,
  });
}

export function useEntry(id: number | null) {
  const api = useApi();
  return useQuery({
    queryKey: resourceKeys.entry(id ?? 0),
    queryFn: () => api.get(`${BASE}/getEntryInfo`, ledgerEntry, { id: id ?? 0 }),
    enabled: id !== null,
  });
}

export function useFeeRates() {
  const api = useApi();
  return useQuery({
    queryKey: resourceKeys.rates,
    queryFn: () => api.get(`${BASE}/getRateList`, feeRate.array()),
  });
}

export function useWithdrawals(
  query: Pick<WithdrawalListQuery, 'page' | 'limit'> & Partial<WithdrawalListQuery>,
) {
  const api = useApi();
  return useQuery({
    queryKey: resourceKeys.withdrawals(query),
    queryFn: async () => {
      const response = await api.request(`${BASE}/getWithdrawalList`, withdrawal.array(), {
        query: { ...query },
      });
      return { items: response.data, count: response.count ?? response.data.length };
    },
    placeholderData: keepPreviousData,
  });
}

export function usePaymentSetting() {
  const api = useApi();
  return useQuery({
    queryKey: resourceKeys.setting,
    queryFn: () => api.get(`${BASE}/getPaymentSetting`, collectionSetting),
  });
}

/** A mutation that refreshes every resource query when it succeeds. */
function useResourceMutation<I, O>(run: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKeys.all }),
  });
}

export function useRecharge() {
  const api = useApi();
  return useMutation({
    mutationFn: (input: { amount: number; payType: PayType }) =>
      api.post('/customer/customerOrder/payment', payment, { amount: input.amount, pay_type: input.payType }),
  });
}

export function useBuySms() {
  const api = useApi();
  return useResourceMutation((count: number) => api.post(`${BASE}/buySms`, resourceInfo, { count }));
}

export function useTransfer() {
  const api = useApi();
  return useResourceMutation((input: TransferRequest) => api.post(`${BASE}/transfer`, resourceInfo, input));
}

export function useRequestWithdrawal() {
  const api = useApi();
  return useResourceMutation((input: WithdrawalRequest) =>
    api.post(`${BASE}/postWithdrawal`, withdrawal, input),
  );
}

export function useSavePaymentSetting() {
  const api = useApi();
  return useResourceMutation((input: CollectionSetting) =>
    api.post(`${BASE}/savePaymentSetting`, collectionSetting, input),
  );
}
