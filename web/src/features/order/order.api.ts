import {
  type InvoiceRequest,
  OrderType,
  orderApi,
  type PayBankOrderRequest,
  type PayType,
  refundApi,
} from '@onsite/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApi } from '#web/shell/console';

/** Spec §9: payment status is polled every 2 s. */
export const PAY_POLL_MS = 2000;

export const orderKeys = {
  all: ['order'] as const,
  plans: ['order', 'vip-plans'] as const,
  payTypes: ['order', 'pay-types'] as const,
  bankAccount: ['order', 'bank-account'] as const,
  /** the customer's order list (OrdersPage's `usePagedQuery` keeps its pages here) */
  list: ['order', 'list'] as const,
  info: (orderNo: string) => ['order', 'info', orderNo] as const,
  status: (orderNo: string) => ['order', 'status', orderNo] as const,
  refunds: (orderNo: string) => ['order', 'refunds', orderNo] as const,
};

/** Tells the server the customer opened the VIP popup (the dashboards' funnel); a failure is not the customer's concern. */
export function useReportVipPopup(open: boolean) {
  const api = useApi();
  useEffect(() => {
    if (open) void api.call(orderApi.vipPopupOpened).catch(() => undefined);
  }, [open, api]);
}

export function useVipPlans(enabled = true) {
  const api = useApi();
  return useQuery({
    queryKey: orderKeys.plans,
    queryFn: () => api.call(orderApi.getVipList),
    enabled,
  });
}

export function usePayTypes(enabled = true) {
  const api = useApi();
  return useQuery({
    queryKey: orderKeys.payTypes,
    queryFn: () => api.call(orderApi.payType, {}),
    enabled,
    retry: false,
  });
}

export function useOrderInfo(orderNo: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: orderKeys.info(orderNo ?? ''),
    queryFn: () => api.call(orderApi.getOrderInfo, { order_no: orderNo ?? '' }),
    enabled: Boolean(orderNo),
  });
}

/** The refunds of one of the customer's orders (only asked for an order something was refunded of). */
export function useOrderRefunds(orderNo: string | null, enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: orderKeys.refunds(orderNo ?? ''),
    queryFn: () => api.call(refundApi.customerList, { order_no: orderNo ?? '' }),
    enabled: Boolean(orderNo) && enabled,
  });
}

/** Polls the order every 2 s until it is paid; stops when `orderNo` is null. */
export function usePayStatus(orderNo: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: orderKeys.status(orderNo ?? ''),
    queryFn: () => api.call(orderApi.getPayStatus, { order_no: orderNo ?? '' }),
    enabled: Boolean(orderNo),
    refetchInterval: (query) => (query.state.data?.is_pay === 1 || query.state.error ? false : PAY_POLL_MS),
    refetchIntervalInBackground: true,
  });
}

export function useBuyVip() {
  const api = useApi();
  return useMutation({
    mutationFn: (plan: { id: number; agent_price: number; payType: PayType }) =>
      api.call(orderApi.payVipOrder, {
        order_type: OrderType.vip,
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
      api.call(orderApi.payOrder, { order_no: input.orderNo, pay_type: input.payType, new_pay: 1 }),
  });
}

export function useSaveInvoice() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InvoiceRequest) => api.call(orderApi.postInvoice, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

/** The account the customer's site receives bank transfers on; null when it takes none. */
export function useBankAccount(enabled = true) {
  const api = useApi();
  return useQuery({
    queryKey: orderKeys.bankAccount,
    queryFn: () => api.call(orderApi.getBankAccount),
    enabled,
  });
}

/** payBankOrder: reports an offline transfer; the order then awaits the agent's confirmation. */
export function usePayBankOrder() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PayBankOrderRequest) => api.call(orderApi.payBankOrder, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
