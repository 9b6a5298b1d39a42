import {
  agentService,
  agentSiteData,
  article,
  changeInfo,
  programmeCategory,
  programmeDetail,
  programmeItem,
  programmeTheme,
  programmeThemeDetail,
  toolIntro,
} from '@onsite/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApi } from '../../shell/console';

/** Spec §9: the footer polls getChangeInfo every 3 s for a signed-in customer. */
export const CHANGE_POLL_MS = 3000;

export const siteKeys = {
  data: ['site', 'data'] as const,
  categories: ['site', 'categories'] as const,
  programmes: (query: object) => ['site', 'programmes', query] as const,
  programme: (id: number) => ['site', 'programme', id] as const,
  tool: (id: number) => ['site', 'tool', id] as const,
  themes: ['site', 'themes'] as const,
  theme: (id: number) => ['site', 'theme', id] as const,
  article: (key: string) => ['site', 'article', key] as const,
  change: ['site', 'change'] as const,
};

const programmeList = { parse: (data: unknown) => programmeItem.array().parse(data) };

export function useSiteData() {
  const api = useApi();
  return useQuery({
    queryKey: siteKeys.data,
    queryFn: () => api.get('/customer/common/getData', agentSiteData),
    staleTime: 5 * 60_000,
  });
}

export function useProgrammeCategories() {
  const api = useApi();
  return useQuery({
    queryKey: siteKeys.categories,
    queryFn: () => api.get('/customer/Product/getSceneCategory', programmeCategory.array()),
    staleTime: 5 * 60_000,
  });
}

export function useProgrammes(query: { category?: string; keyword?: string; page: number; limit: number }) {
  const api = useApi();
  return useQuery({
    queryKey: siteKeys.programmes(query),
    queryFn: async () => {
      const response = await api.request('/customer/Product/getList', programmeList, { query: { ...query } });
      return { items: response.data, count: response.count ?? response.data.length };
    },
    placeholderData: keepPreviousData,
  });
}

export function useProgramme(id: number) {
  const api = useApi();
  return useQuery({
    queryKey: siteKeys.programme(id),
    queryFn: () => api.get('/customer/Product/getSceneIntroduceDetail', programmeDetail, { id }),
    enabled: id > 0,
  });
}

/** The site's programme themes (curated landings per category). */
export function useProgrammeThemes() {
  const api = useApi();
  return useQuery({
    queryKey: siteKeys.themes,
    queryFn: () => api.get('/customer/Product/getThemeList', programmeTheme.array()),
    staleTime: 5 * 60_000,
  });
}

export function useProgrammeTheme(id: number) {
  const api = useApi();
  return useQuery({
    queryKey: siteKeys.theme(id),
    queryFn: () => api.get('/customer/Product/getTheme', programmeThemeDetail, { id }),
    enabled: id > 0,
    retry: false,
  });
}

export function useTool(id: number) {
  const api = useApi();
  return useQuery({
    queryKey: siteKeys.tool(id),
    queryFn: () => api.get('/customer/Product/getSceneIntroduce', toolIntro, { id }),
    enabled: id > 0,
  });
}

/** A page of /essay: a legal page by mark, an article by id, or a footer service by id. */
export function useEssay(page: { kind: 'mark'; mark: string } | { kind: 'article' | 'service'; id: number }) {
  const api = useApi();
  const key = page.kind === 'mark' ? `mark:${page.mark}` : `${page.kind}:${page.id}`;
  return useQuery({
    queryKey: siteKeys.article(key),
    queryFn: async () => {
      if (page.kind === 'mark') return api.get('/customer/common/getAbout', article, { mark: page.mark });
      if (page.kind === 'article')
        return api.get('/customer/common/getArticleDetail', article, { id: page.id });
      const service = await api.get('/customer/common/getAgentService', agentService, { id: page.id });
      return { id: service.id, mark: '', title: service.title, content: service.content, updated_at: '' };
    },
    enabled: page.kind === 'mark' || page.id > 0,
    retry: false,
  });
}

/** The customer's account version, polled every 3 s while signed in. */
export function useChangeInfo(enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: siteKeys.change,
    queryFn: () => api.get('/customer/Product/getChangeInfo', changeInfo),
    enabled,
    refetchInterval: CHANGE_POLL_MS,
  });
}
