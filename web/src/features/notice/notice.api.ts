import { type MarkNoticesReadRequest, type NoticeType, noticeApi } from '@onsite/contracts';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '#web/api/client';
import { pagedQueryKey } from '#web/components/data-table/usePagedQuery';
import { useApi } from '#web/shell/console';

export const NOTICE_TYPES: readonly NoticeType[] = ['notice', 'letter', 'todo'];

/** How often the header asks for unread notices (spec: every 60 s). */
export const UNREAD_POLL_MS = 60_000;

/** Query keys per console audience: a console only ever sees its own notices. */
export const noticeKeys = {
  all: (audience: string) => ['notice', audience] as const,
  unread: (audience: string) => ['notice', audience, 'unread'] as const,
};

/** Notices were read or sent: the header's unread notices and the message centre's pages refetch. */
export function invalidateNotices(queryClient: QueryClient, audience: ApiClient['audience']) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: noticeKeys.all(audience) }),
    queryClient.invalidateQueries({ queryKey: pagedQueryKey(audience, noticeApi.getList[audience]) }),
  ]);
}

export function isNoticeType(value: string | null | undefined): value is NoticeType {
  return NOTICE_TYPES.includes(value as NoticeType);
}

export function fetchUnread(api: ApiClient) {
  return api.call(noticeApi.getUnread[api.audience]);
}

export function useUnreadNotices() {
  const api = useApi();
  return useQuery({
    queryKey: noticeKeys.unread(api.audience),
    queryFn: () => fetchUnread(api),
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
  });
}

/** Marks the given ids, or every unread notice of a type, read; the popover and lists refetch. */
export function useMarkRead() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkNoticesReadRequest) => api.call(noticeApi.markRead[api.audience], body),
    onSettled: () => invalidateNotices(queryClient, api.audience),
  });
}
