import { type CdkeyBatchItem, type CdkeyKind, keyBatchApi } from '@onsite/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { pagedQueryKey } from '#web/components/data-table/usePagedQuery';
import { formatYuan } from '#web/features/order/money';
import { useApi } from '#web/shell/console';
import '#web/features/cdkey/cdkey.strings';

/** Query keys of the cdkey views (a batch's drawer, the create form's choices). */
export const cdkeyKeys = {
  all: ['cdkey'] as const,
  batch: (kind: CdkeyKind, id: number) => ['cdkey', kind, 'batch', id] as const,
  options: (keyword: string) => ['cdkey', 'options', keyword] as const,
};

/** A change of a batch of the page's kind: the list, the open drawer and its keys refetch. */
export function useCdkeyMutation<Input, Output>(kind: CdkeyKind, call: (input: Input) => Promise<Output>) {
  const routes = keyBatchApi[kind];
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: cdkeyKeys.all }),
        queryClient.invalidateQueries({ queryKey: pagedQueryKey(api.audience, routes.getList) }),
        queryClient.invalidateQueries({ queryKey: pagedQueryKey(api.audience, routes.getKeys) }),
      ]),
  });
}

export function useCdkeyBatch(kind: CdkeyKind, id: number | null) {
  const api = useApi();
  return useQuery({
    queryKey: cdkeyKeys.batch(kind, id ?? 0),
    queryFn: () => api.call(keyBatchApi[kind].getInfo, { id: id ?? 0 }),
    enabled: id !== null,
  });
}

export function useCdkeyOptions(kind: CdkeyKind, keyword: string, enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: [...cdkeyKeys.options(keyword), kind],
    queryFn: () => api.call(keyBatchApi[kind].getOptions, { keyword: keyword || undefined }),
    enabled,
  });
}

/**
 * What one key of the batch grants, in words: "VIP 年卡 · 30 天", "短信 200 条", "余额 ¥10.00", or for an
 * activation code "大屏互动 活动 1 场".
 */
export function grantText(
  t: TFunction,
  batch: Pick<
    CdkeyBatchItem,
    'grant_type' | 'vip_plan_title' | 'vip_days' | 'credit_kind' | 'credit_amount' | 'tool_title'
  >,
): string {
  if (batch.grant_type === 'activity') return t('cdkey.grantActivity', { tool: batch.tool_title });
  if (batch.grant_type === 'vip')
    return t('cdkey.grantVip', { plan: batch.vip_plan_title, count: batch.vip_days ?? 0 });
  return batch.credit_kind === 'sms'
    ? t('cdkey.grantSms', { count: batch.credit_amount ?? 0 })
    : t('cdkey.grantBalance', { amount: formatYuan(batch.credit_amount ?? 0) });
}
