import { activityApi, type CallInput } from '@onsite/contracts';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pagedQueryKey } from '#web/components/data-table/usePagedQuery';
import { orderKeys } from '#web/features/order/order.api';
import { customerQueryKeys } from '#web/features/session/customer';
import { useApi } from '#web/shell/console';

export const activityKeys = {
  all: ['activity'] as const,
  groups: ['activity', 'groups'] as const,
  tools: ['activity', 'tools'] as const,
  summary: ['activity', 'summary'] as const,
};

/** The browser's IANA time zone: the server reads the time dialogs' wall times in it. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'Asia/Shanghai';

/**
 * Refetches everything shown of the customer's activities: the list and the recycle bin (usePagedQuery's
 * pages, under their routes' keys), and the groups, details and quotes (under `activityKeys.all`).
 */
export function useInvalidateActivities() {
  const api = useApi();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: activityKeys.all }),
      queryClient.invalidateQueries({ queryKey: pagedQueryKey(api.audience, activityApi.getList) }),
      queryClient.invalidateQueries({ queryKey: pagedQueryKey(api.audience, activityApi.getCancelList) }),
    ]);
}

export function useActivityGroups() {
  const api = useApi();
  return useQuery({
    queryKey: activityKeys.groups,
    queryFn: () => api.call(activityApi.getGroupList),
  });
}

/** The /activity header's counts by state and next activities (refreshed with every activity change). */
export function useActivitySummary() {
  const api = useApi();
  return useQuery({
    queryKey: activityKeys.summary,
    queryFn: () => api.call(activityApi.getSummary),
  });
}

/** One of my activities, fetched when a dialog opens it from outside the list's page. */
export function useFetchActivity() {
  const api = useApi();
  return (id: number) => api.call(activityApi.getActiveInfo, { id });
}

export function useTools() {
  const api = useApi();
  return useQuery({
    queryKey: activityKeys.tools,
    queryFn: () => api.call(activityApi.getNewAddons, {}),
    staleTime: 5 * 60_000,
  });
}

/** Every activity mutation refreshes the lists, the badge's customer info and (when money moves) the orders. */
function useActivityMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  const invalidateActivities = useInvalidateActivities();
  return useMutation({
    mutationFn: call,
    onSettled: () => {
      void invalidateActivities();
      void queryClient.invalidateQueries({ queryKey: customerQueryKeys.info });
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}

/** create (the new dialog, a programme's "use"): the browser's time zone is added here. */
export type CreateInput = Omit<CallInput<typeof activityApi.create>, 'tz'>;

export function useCreateActivity() {
  const api = useApi();
  return useActivityMutation((input: CreateInput) =>
    api.call(activityApi.create, { ...input, tz: browserTimeZone() }),
  );
}

/** copy (the copy dialog): '' keeps the original's title; answers the order to pay, if any. */
export function useCopyActivity() {
  const api = useApi();
  return useActivityMutation((input: CallInput<typeof activityApi.copy>) =>
    api.call(activityApi.copy, input),
  );
}

/** postRenew (the extend dialog): an order that adds `days` once paid. */
export function useRenewActivity() {
  const api = useApi();
  return useActivityMutation((input: CallInput<typeof activityApi.postRenew>) =>
    api.call(activityApi.postRenew, input),
  );
}

/** postExpand (the expand dialog): an order that adds `persons` places once paid. */
export function useExpandActivity() {
  const api = useApi();
  return useActivityMutation((input: CallInput<typeof activityApi.postExpand>) =>
    api.call(activityApi.postExpand, input),
  );
}

export function useRenameActivity() {
  const api = useApi();
  return useActivityMutation((input: CallInput<typeof activityApi.editActName>) =>
    api.call(activityApi.editActName, input),
  );
}

export function useGroupActivity() {
  const api = useApi();
  return useActivityMutation((input: CallInput<typeof activityApi.editGroup>) =>
    api.call(activityApi.editGroup, input),
  );
}

export function useUpdateTimes() {
  const api = useApi();
  return useActivityMutation((input: Omit<CallInput<typeof activityApi.updateBeginTime>, 'tz'>) =>
    api.call(activityApi.updateBeginTime, { ...input, tz: browserTimeZone() }),
  );
}

/** cancel, abolish, over and restore: the server checks the state and answers why it refuses. */
const STATE_ROUTES = {
  postCancel: activityApi.postCancel,
  postAbolish: activityApi.postAbolish,
  postOver: activityApi.postOver,
  restore: activityApi.postRestore,
};

export type StateAction = keyof typeof STATE_ROUTES;

export function useStateAction() {
  const api = useApi();
  return useActivityMutation((input: { action: StateAction } & CallInput<typeof activityApi.postCancel>) =>
    api.call(STATE_ROUTES[input.action], { id: input.id }),
  );
}

export function useDeleteRecycle() {
  const api = useApi();
  return useActivityMutation((ids: number[]) => api.call(activityApi.deleteRecycle, { ids }));
}

export function useEmptyRecycle() {
  const api = useApi();
  return useActivityMutation(() => api.call(activityApi.emptyRecycle));
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
    queryFn: () => api.call(activityApi.getActiveInfo, { id: id ?? 0 }),
    enabled: Boolean(id),
  });
}

/** getSourceInfo: the tool and programme an activity was made from. */
export function useSourceInfo(id: number | null) {
  const api = useApi();
  return useQuery({
    queryKey: activityDetailKeys.source(id ?? 0),
    queryFn: () => api.call(activityApi.getSourceInfo, { id: id ?? 0 }),
    enabled: Boolean(id),
  });
}

export function useVipInfo(id: number | null) {
  const api = useApi();
  return useQuery({
    queryKey: activityDetailKeys.vip(id ?? 0),
    queryFn: () => api.call(activityApi.getVipInfo, { id: id ?? 0 }),
    enabled: Boolean(id),
  });
}

export function useNewAddons(id: number | null) {
  const api = useApi();
  return useQuery({
    queryKey: activityDetailKeys.addons(id ?? 0),
    queryFn: () => api.call(activityApi.getNewAddons, { id: id ?? 0 }),
    enabled: Boolean(id),
  });
}

export function useAddVipPerson() {
  const api = useApi();
  return useActivityMutation((input: CallInput<typeof activityApi.addVipPerson>) =>
    api.call(activityApi.addVipPerson, input),
  );
}

export function useUpdateVipLastTime() {
  const api = useApi();
  return useActivityMutation((input: Omit<CallInput<typeof activityApi.updateVipLastTime>, 'tz'>) =>
    api.call(activityApi.updateVipLastTime, { ...input, tz: browserTimeZone() }),
  );
}

export function useUpdateProduct() {
  const api = useApi();
  return useActivityMutation((input: CallInput<typeof activityApi.updateProduct>) =>
    api.call(activityApi.updateProduct, input),
  );
}

export function useEditPassword() {
  const api = useApi();
  return useActivityMutation((input: CallInput<typeof activityApi.editPassword>) =>
    api.call(activityApi.editPassword, input),
  );
}

/** getProductInfo: what a new activity of this tool costs the customer now (the new dialog's hint). */
export function useProductInfo(toolId: number | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: ['activity', 'product', toolId ?? 0] as const,
    queryFn: () => api.call(activityApi.getProductInfo, { id: toolId ?? 0 }),
    enabled: Boolean(toolId),
  });
}

/** getOrderInfo (Products): the order an extend (22) or expand (23) would make, priced by the server. */
export function useOrderQuote(input: CallInput<typeof activityApi.getOrderInfo> | null) {
  const api = useApi();
  return useQuery({
    queryKey: ['activity', 'quote', input] as const,
    queryFn: input ? () => api.call(activityApi.getOrderInfo, input) : skipToken,
  });
}
