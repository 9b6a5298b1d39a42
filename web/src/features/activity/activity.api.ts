import {
  type ActivityListQuery,
  activityAddon,
  activityGroup,
  activityItem,
  activityPurchase,
  activitySourceInfo,
  activityVipInfo,
  productInfo,
  productOrderInfo,
} from '@onsite/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { customerQueryKeys } from '../../consoles/customer/session';
import { useApi } from '../../shell/console';
import { orderKeys } from '../order/order.api';

const BASE = '/ym/Active';

export const activityKeys = {
  all: ['activity'] as const,
  list: (query: Partial<ActivityListQuery>) => ['activity', 'list', query] as const,
  recycle: (page: number) => ['activity', 'recycle', page] as const,
  groups: ['activity', 'groups'] as const,
  tools: ['activity', 'tools'] as const,
};

const activityList = { parse: (data: unknown) => activityItem.array().parse(data) };
const nothing = z.null();
const deleted = z.object({ deleted: z.number().int() });

/** The browser's IANA time zone: the server reads the time dialogs' wall times in it. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'Asia/Shanghai';

export function useActivities(query: Pick<ActivityListQuery, 'page' | 'limit'> & Partial<ActivityListQuery>) {
  const api = useApi();
  return useQuery({
    queryKey: activityKeys.list(query),
    queryFn: async () => {
      const response = await api.request(`${BASE}/getList`, activityList, { query: { ...query } });
      return { items: response.data, count: response.count ?? response.data.length };
    },
    placeholderData: keepPreviousData,
  });
}

export function useRecycleBin(page: number, enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: activityKeys.recycle(page),
    queryFn: async () => {
      const response = await api.request('/ym/active/getCancelList', activityList, {
        query: { page, limit: 10 },
      });
      return { items: response.data, count: response.count ?? response.data.length };
    },
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useActivityGroups() {
  const api = useApi();
  return useQuery({
    queryKey: activityKeys.groups,
    queryFn: () => api.get(`${BASE}/getGroupList`, activityGroup.array()),
  });
}

export function useTools() {
  const api = useApi();
  return useQuery({
    queryKey: activityKeys.tools,
    queryFn: () => api.get(`${BASE}/getNewAddons`, activityAddon.array()),
    staleTime: 5 * 60_000,
  });
}

/** Every activity mutation refreshes the lists, the badge's customer info and (when money moves) the orders. */
function useActivityMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: activityKeys.all });
      void queryClient.invalidateQueries({ queryKey: customerQueryKeys.info });
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}

export interface CreateInput {
  tool_id?: number;
  programme_id?: number;
  title: string;
  begin_time: string;
  end_time: string;
}

export function useCreateActivity() {
  const api = useApi();
  return useActivityMutation((input: CreateInput) =>
    api.post(`${BASE}/create`, activityPurchase, { ...input, tz: browserTimeZone() }),
  );
}

/** copy (the copy dialog): '' keeps the original's title; answers the order to pay, if any. */
export function useCopyActivity() {
  const api = useApi();
  return useActivityMutation((input: { id: number; title: string }) =>
    api.post(`${BASE}/copy`, activityPurchase, input),
  );
}

/** postRenew (the extend dialog): an order that adds `days` once paid. */
export function useRenewActivity() {
  const api = useApi();
  return useActivityMutation((input: { id: number; days: number }) =>
    api.post('/ym/active/postRenew', activityPurchase, input),
  );
}

/** postExpand (the expand dialog): an order that adds `persons` places once paid. */
export function useExpandActivity() {
  const api = useApi();
  return useActivityMutation((input: { id: number; persons: number }) =>
    api.post(`${BASE}/postExpand`, activityPurchase, input),
  );
}

export function useRenameActivity() {
  const api = useApi();
  return useActivityMutation((input: { id: number; title: string }) =>
    api.post(`${BASE}/editActName`, nothing, input),
  );
}

export function useGroupActivity() {
  const api = useApi();
  return useActivityMutation((input: { id: number; group_title: string }) =>
    api.post(`${BASE}/editGroup`, nothing, input),
  );
}

export function useUpdateTimes() {
  const api = useApi();
  return useActivityMutation((input: { id: number; begin_time: string; end_time: string }) =>
    api.post(`${BASE}/updateBeginTime`, nothing, { ...input, tz: browserTimeZone() }),
  );
}

export type StateAction = 'postCancel' | 'postAbolish' | 'postOver' | 'restore';

const STATE_PATHS: Record<StateAction, string> = {
  postCancel: `${BASE}/postCancel`,
  postAbolish: `${BASE}/postAbolish`,
  postOver: `${BASE}/postOver`,
  restore: '/ym/active/postRestore',
};

/** cancel, abolish, over and restore: the server checks the state and answers why it refuses. */
export function useStateAction() {
  const api = useApi();
  return useActivityMutation((input: { action: StateAction; id: number }) =>
    api.post(STATE_PATHS[input.action], nothing, { id: input.id }),
  );
}

export function useDeleteRecycle() {
  const api = useApi();
  return useActivityMutation((ids: number[]) => api.post(`${BASE}/deleteRecycle`, deleted, { ids }));
}

export function useEmptyRecycle() {
  const api = useApi();
  return useActivityMutation(() => api.post(`${BASE}/emptyRecycle`, deleted, {}));
}

export const activityDetailKeys = {
  info: (id: number) => ['activity', 'info', id] as const,
  source: (id: number) => ['activity', 'source', id] as const,
  vip: (id: number) => ['activity', 'vip', id] as const,
  addons: (id: number) => ['activity', 'addons', id] as const,
};

/** getActiveInfo: one activity as the server sees it now (the detail tab). */
export function useActivityInfo(id: number | null) {
  const api = useApi();
  return useQuery({
    queryKey: activityDetailKeys.info(id ?? 0),
    queryFn: () => api.get(`${BASE}/getActiveInfo`, activityItem, { id: id ?? 0 }),
    enabled: Boolean(id),
  });
}

/** getSourceInfo: the tool and programme an activity was made from. */
export function useSourceInfo(id: number | null) {
  const api = useApi();
  return useQuery({
    queryKey: activityDetailKeys.source(id ?? 0),
    queryFn: () => api.get(`${BASE}/getSourceInfo`, activitySourceInfo, { id: id ?? 0 }),
    enabled: Boolean(id),
  });
}

export function useVipInfo(id: number | null) {
  const api = useApi();
  return useQuery({
    queryKey: activityDetailKeys.vip(id ?? 0),
    queryFn: () => api.get(`${BASE}/getVipInfo`, activityVipInfo, { id: id ?? 0 }),
    enabled: Boolean(id),
  });
}

export function useNewAddons(id: number | null) {
  const api = useApi();
  return useQuery({
    queryKey: activityDetailKeys.addons(id ?? 0),
    queryFn: () => api.get(`${BASE}/getNewAddons`, activityAddon.array(), { id: id ?? 0 }),
    enabled: Boolean(id),
  });
}

export function useAddVipPerson() {
  const api = useApi();
  return useActivityMutation((input: { id: number; name: string; mobile: string }) =>
    api.post(`${BASE}/addVipPerson`, nothing, input),
  );
}

export function useUpdateVipLastTime() {
  const api = useApi();
  return useActivityMutation((input: { id: number; vip_last_time: string }) =>
    api.post(`${BASE}/updateVipLastTime`, nothing, { ...input, tz: browserTimeZone() }),
  );
}

export function useUpdateProduct() {
  const api = useApi();
  return useActivityMutation((input: { id: number; tool_id: number }) =>
    api.post(`${BASE}/updateProduct`, nothing, input),
  );
}

export function useEditPassword() {
  const api = useApi();
  return useActivityMutation((input: { id: number; password: string }) =>
    api.post('/ym/ActiveSetting/editPassword', nothing, input),
  );
}

/** getProductInfo: what a new activity of this tool costs the customer now (the new dialog's hint). */
export function useProductInfo(toolId: number | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: ['activity', 'product', toolId ?? 0] as const,
    queryFn: () => api.get('/customer/Product/getProductInfo', productInfo, { id: toolId ?? 0 }),
    enabled: Boolean(toolId),
  });
}

/** getOrderInfo (Products): the order an extend (22) or expand (23) would make, priced by the server. */
export function useOrderQuote(
  input: { order_type: number; id: number; days?: number; persons?: number } | null,
) {
  const api = useApi();
  return useQuery({
    queryKey: ['activity', 'quote', input] as const,
    queryFn: () => api.get('/customer/Product/getOrderInfo', productOrderInfo, { ...input }),
    enabled: Boolean(input),
  });
}
