import {
  bankAccount,
  type InvoiceRequest,
  type OrderListQuery,
  orderInfo,
  type PayBankOrderRequest,
  type PayType,
  payment,
  payStatus,
  payTypes,
  vipPlan,
} from '@onsite/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../shell/console';

const BASE = '/customer/customerOrder';

/** Spec §9: payment status is polled every 2 s. */
export const PAY_POLL_MS = 2000;

export const orderKeys = {
  all: ['order'] as const,
  plans: ['order', 'vip-plans'] as const,
  payTypes: ['order', 'pay-types'] as const,
  bankAccount: ['order', 'bank-account'] as const,
  list: (query: Partial<OrderListQuery>) => ['order', 'list', query] as const,
  info: (orderNo: string) => ['order', 'info', orderNo] as const,
  status: (orderNo: string) => ['order', 'status', orderNo] as const,
};

const orderList = { parse: (data: unknown) => orderInfo.array().parse(data) };

export function useVipPlans(enabled = true) {
  const api = useApi();
  return useQuery({
    queryKey: orderKeys.plans,
    queryFn: () => api.get(`${BASE}/getVipList`, vipPlan.array()),
    enabled,
  });
}

export function usePayTypes(enabled = true) {
  const api = useApi();
  return useQuery({
    queryKey: orderKeys.payTypes,
    queryFn: () => api.get(`${BASE}/payType`, payTypes),
    enabled,
    retry: false,
  });
}

export function useOrders(query: Pick<OrderListQuery, 'page' | 'limit'> & Partial<OrderListQuery>) {
  const api = useApi();
  return useQuery({
    queryKey: orderKeys.list(query),
    queryFn: async () => {
      const response = await api.request(`${BASE}/getList`, orderList, { query: { ...query } });
      return { items: response.data, count: response.count ?? response.data.length };
    },
    placeholderData: keepPreviousData,
  });
}

export function useOrderInfo(orderNo: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: orderKeys.info(orderNo ?? ''),
    queryFn: () => api.get(`${BASE}/getOrderInfo`, orderInfo, { order_no: orderNo ?? '' }),
    enabled: Boolean(orderNo),
  });
}

/** Polls the order every 2 s until it is paid; stops when `orderNo` is null. */
export function usePayStatus(orderNo: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: orderKeys.status(orderNo ?? ''),
    queryFn: () => api.get(`${BASE}/getPayStatus`, payStatus, { order_no: orderNo ?? '' }),
    enabled: Boolean(orderNo),
    refetchInterval: (query) => (query.state.data?.is_pay === 1 || query.state.error ? false : PAY_POLL_MS),
    refetchIntervalInBackground: true,
  });
}

export function useBuyVip() {
  const api = useApi();
  return useMutation({
    mutationFn: (plan: { id: number; agent_price: number; payType: PayType }) =>
      api.post(`${BASE}/payVipOrder`, payment, {
        order_type: 17,
        vip_id: plan.id,
        amount: plan.agent_price,
        pay_amount: plan.agent_price,
        pay_type: plan.payType,
      }),
  });
}

export function usePayOrder() {
  const api = useApi();
  return useMutation({
    mutationFn: (input: { orderNo: string; payType: PayType }) =>
      api.post(`${BASE}/payOrder`, payment, { order_no: input.orderNo, pay_type: input.payType, new_pay: 1 }),
  });
}

export function useSaveInvoice() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InvoiceRequest) => api.post(`${BASE}/postInvoice`, orderInfo, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

/** The account the customer's site receives bank transfers on; null when it takes none. */
export function useBankAccount(enabled = true) {
  const api = useApi();
  return useQuery({
    queryKey: orderKeys.bankAccount,
    queryFn: () => api.get(`${BASE}/getBankAccount`, bankAccount.nullable()),
    enabled,
  });
}

/** payBankOrder: reports an offline transfer; the order then awaits the agent's confirmation. */
export function usePayBankOrder() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PayBankOrderRequest) => api.post(`${BASE}/payBankOrder`, orderInfo, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
