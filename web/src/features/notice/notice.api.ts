import {
  type MarkNoticesReadRequest,
  markNoticesReadResponse,
  type NoticeItem,
  type NoticeType,
  noticeItem,
  unreadNotices,
} from '@onsite/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import { useApi } from '../../shell/console';

export const NOTICE_TYPES: readonly NoticeType[] = ['notice', 'letter', 'todo'];

/** How often the header asks for unread notices (spec: every 60 s). */
export const UNREAD_POLL_MS = 60_000;

export interface NoticeListParams {
  type: NoticeType;
  /** undefined: read and unread */
  read?: 0 | 1;
  page: number;
  limit: number;
}

export interface NoticePage {
  items: NoticeItem[];
  count: number;
}

/** Query keys per console audience: a console only ever sees its own notices. */
export const noticeKeys = {
  all: (audience: string) => ['notice', audience] as const,
  unread: (audience: string) => ['notice', audience, 'unread'] as const,
  list: (audience: string, params: NoticeListParams) => ['notice', audience, 'list', params] as const,
};

const noticeList = { parse: (data: unknown) => noticeItem.array().parse(data) };

export function isNoticeType(value: string | null | undefined): value is NoticeType {
  return NOTICE_TYPES.includes(value as NoticeType);
}

export function fetchUnread(api: ApiClient) {
  return api.get(`/${api.audience}/notice/getUnread`, unreadNotices);
}

export async function fetchNoticeList(api: ApiClient, params: NoticeListParams): Promise<NoticePage> {
  const response = await api.request(`/${api.audience}/notice/getList`, noticeList, {
    query: { type: params.type, read: params.read, page: params.page, limit: params.limit },
  });
  return { items: response.data, count: response.count ?? response.data.length };
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

export function useNoticeList(params: NoticeListParams) {
  const api = useApi();
  return useQuery({
    queryKey: noticeKeys.list(api.audience, params),
    queryFn: () => fetchNoticeList(api, params),
    placeholderData: keepPreviousData,
  });
}

/** Marks the given ids, or every unread notice of a type, read; the popover and lists refetch. */
export function useMarkRead() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkNoticesReadRequest) =>
      api.post(`/${api.audience}/notice/markRead`, markNoticesReadResponse, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: noticeKeys.all(api.audience) }),
  });
}
