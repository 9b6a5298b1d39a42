import {
  type ProgrammeTag,
  type SubstanceTopic,
  substanceOptionsApi,
  substanceProjectApi,
  substanceTagApi,
  substanceTopicApi,
} from '@onsite/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pagedQueryKey } from '#web/components/data-table/usePagedQuery';
import type { Language } from '#web/i18n/languages';
import { useApi } from '#web/shell/console';

/** Query keys of the substance views. */
export const substanceKeys = {
  options: (form: string) => ['substance', 'options', form] as const,
  items: (topicId: number) => ['substance', 'topic-items', topicId] as const,
  candidates: (kind: string, keyword: string) => ['substance', 'candidates', kind, keyword] as const,
};

/** A tag's name in the reader's language; an empty English or 繁體 name reads as the 简体 one. */
export function tagName(
  tag: Pick<ProgrammeTag, 'name_zh_cn' | 'name_en' | 'name_zh_tw'>,
  language: string,
): string {
  const own = (language as Language) === 'en' ? tag.name_en : language === 'zh_TW' ? tag.name_zh_tw : '';
  return own || tag.name_zh_cn;
}

/** Whether a topic shows on the sites now, is outside its window, or is hidden. */
export function topicState(
  topic: Pick<SubstanceTopic, 'status' | 'published'>,
): 'published' | 'outside' | 'hidden' {
  if (topic.status !== 1) return 'hidden';
  return topic.published ? 'published' : 'outside';
}

/** The ids with the one at `index` moved by `delta` places (−1 up, +1 down); unchanged at either end. */
export function moveItem(ids: readonly number[], index: number, delta: -1 | 1): number[] {
  const target = index + delta;
  if (index < 0 || index >= ids.length || target < 0 || target >= ids.length) return [...ids];
  const next = [...ids];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}

/** A change of substance: the three lists, the forms' options and the topic items refetch. */
export function useSubstanceMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pagedQueryKey(api.audience, substanceProjectApi.getList) }),
        queryClient.invalidateQueries({ queryKey: pagedQueryKey(api.audience, substanceTagApi.getList) }),
        queryClient.invalidateQueries({ queryKey: pagedQueryKey(api.audience, substanceTopicApi.getList) }),
        queryClient.invalidateQueries({ queryKey: ['substance'] }),
      ]),
  });
}

/** Which form asks: the programme form, the platform's article form, an agent's (partner drawer), the team's. */
export type SubstanceForm = 'scheme' | 'article' | 'partner-article' | 'team-article';
const OPTION_ROUTES = {
  scheme: substanceOptionsApi.forScheme,
  article: substanceOptionsApi.forArticle,
  'partner-article': substanceOptionsApi.forPartnerArticle,
  'team-article': substanceOptionsApi.forTeamArticle,
} as const satisfies Record<SubstanceForm, unknown>;

/** The projects and tags a programme or article form offers (the platform's, through that form's route). */
export function useSubstanceOptions(form: SubstanceForm, enabled = true) {
  const api = useApi();
  return useQuery({
    enabled,
    queryKey: substanceKeys.options(form),
    queryFn: () => api.call(OPTION_ROUTES[form]),
  });
}
