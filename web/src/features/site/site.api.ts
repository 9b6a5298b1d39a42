import { articleMarkQuery, type CallInput, siteApi, substanceSiteApi } from '@onsite/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLanguage } from '#web/i18n/useLanguage';
import { useApi } from '#web/shell/console';
import { siteDataKey } from './siteData';

export { useSiteData } from './siteData';

/** Spec §9: the footer polls getChangeInfo every 3 s for a signed-in customer. */
export const CHANGE_POLL_MS = 3000;

export const siteKeys = {
  data: siteDataKey,
  categories: ['site', 'categories'] as const,
  programmes: (query: object) => ['site', 'programmes', query] as const,
  programme: (id: number) => ['site', 'programme', id] as const,
  tool: (id: number) => ['site', 'tool', id] as const,
  themes: ['site', 'themes'] as const,
  theme: (id: number) => ['site', 'theme', id] as const,
  article: (key: string) => ['site', 'article', key] as const,
  change: ['site', 'change'] as const,
  substance: ['site', 'substance'] as const,
  topic: (id: number) => ['site', 'topic', id] as const,
};

export function useProgrammeCategories() {
  const api = useApi();
  return useQuery({
    queryKey: siteKeys.categories,
    queryFn: () => api.call(siteApi.getSceneCategory),
    staleTime: 5 * 60_000,
  });
}

export function useProgrammes(query: {
  category?: string;
  keyword?: string;
  tag?: number;
  project?: number;
  page: number;
  limit: number;
}) {
  const api = useApi();
  return useQuery({
    queryKey: siteKeys.programmes(query),
    queryFn: async () => {
      const { rows, count } = await api.page(siteApi.getList, { ...query });
      return { items: rows, count };
    },
    placeholderData: keepPreviousData,
  });
}

export function useProgramme(id: number) {
  const api = useApi();
  return useQuery({
    queryKey: siteKeys.programme(id),
    queryFn: () => api.call(siteApi.getSceneIntroduceDetail, { id }),
    enabled: id > 0,
  });
}

/** The platform's shown projects, the tags programmes carry and the published topics (/programme's filters and banners). */
export function useSubstance() {
  const api = useApi();
  return useQuery({
    queryKey: siteKeys.substance,
    queryFn: () => api.call(substanceSiteApi.getSubstance),
    staleTime: 60_000,
  });
}

/** A published topic with its items (/programme?topic=…); an unknown or hidden one fails with 404. */
export function useTopic(id: number) {
  const api = useApi();
  return useQuery({
    queryKey: siteKeys.topic(id),
    queryFn: () => api.call(substanceSiteApi.getTopic, { id }),
    enabled: id > 0,
    retry: false,
  });
}

/** The site's programme themes (curated landings per category). */
export function useProgrammeThemes() {
  const api = useApi();
  return useQuery({
    queryKey: siteKeys.themes,
    queryFn: () => api.call(siteApi.getThemeList),
    staleTime: 5 * 60_000,
  });
}

export function useProgrammeTheme(id: number) {
  const api = useApi();
  return useQuery({
    queryKey: siteKeys.theme(id),
    queryFn: () => api.call(siteApi.getTheme, { id }),
    enabled: id > 0,
    retry: false,
  });
}

/** A tool's introduction by its menu id (the route answers every tool without an id). */
export function useTool(id: number) {
  const api = useApi();
  return useQuery({
    queryKey: siteKeys.tool(id),
    queryFn: async () => {
      const tool = await api.call(siteApi.getSceneIntroduce, { id });
      if (Array.isArray(tool)) throw new Error('getSceneIntroduce answered every tool for one id');
      return tool;
    },
    enabled: id > 0,
  });
}

/** The legal and info pages of /essay/{mark}. */
export type EssayMark = CallInput<typeof siteApi.getAbout>['mark'];
const ESSAY_MARKS: readonly string[] = articleMarkQuery.shape.mark.options;
export const isEssayMark = (mark: string): mark is EssayMark => ESSAY_MARKS.includes(mark);

/** A page of /essay: a legal page by mark, an article by id, or a footer service by id. */
export type EssayRef = { kind: 'mark'; mark: EssayMark } | { kind: 'article' | 'service'; id: number };

/** The page of /essay/{mark}?id=: null when it names none (an article or service without its id). */
export function essayOf(mark: string, id: number): EssayRef | null {
  if (mark === 'detail' || mark === 'service') {
    return id > 0 ? { kind: mark === 'detail' ? 'article' : 'service', id } : null;
  }
  return isEssayMark(mark) ? { kind: 'mark', mark } : null;
}

/** The page of /essay; none is fetched for a null page (the page says it does not exist). */
export function useEssay(page: EssayRef | null) {
  const api = useApi();
  // the server answers the page in the visitor's language: another language is another answer
  const language = useLanguage();
  const key = !page ? 'none' : page.kind === 'mark' ? `mark:${page.mark}` : `${page.kind}:${page.id}`;
  return useQuery({
    queryKey: siteKeys.article(`${key}:${language}`),
    queryFn: async () => {
      if (!page) throw new Error('no page to fetch');
      if (page.kind === 'mark') return api.call(siteApi.getAbout, { mark: page.mark });
      if (page.kind === 'article') return api.call(siteApi.getArticleDetail, { id: page.id });
      const service = await api.call(siteApi.getAgentService, { id: page.id });
      // a footer service's page shows no version line (its title and link are the footer's)
      return {
        id: service.id,
        mark: '',
        title: service.title,
        content: service.content,
        version: 0,
        updated_at: '',
        tags: [],
      };
    },
    enabled: page !== null,
    retry: false,
  });
}

/** The customer's account version, polled every 3 s while signed in. */
export function useChangeInfo(enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: siteKeys.change,
    queryFn: () => api.call(siteApi.getChangeInfo),
    enabled,
    refetchInterval: CHANGE_POLL_MS,
  });
}
