import {
  agentArticleApi,
  type ManagedSiteSave,
  partnerArticleApi,
  partnerSiteApi,
  type SiteArticleSave,
  websiteApi,
  websiteArticleApi,
} from '@onsite/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '#web/shell/console';

/** Whose site the console edits: an agent the platform names, the platform's own, or the team's own. */
export type SiteOwner = { kind: 'partner'; agentId: number } | { kind: 'platform' } | { kind: 'team' };

const siteKey = (owner: SiteOwner) =>
  ['site-content', 'site', owner.kind === 'partner' ? owner.agentId : owner.kind] as const;

/** One site's settings and login switches as the platform edits them (partner tab, admin › website). */
export function useManagedSite(owner: Exclude<SiteOwner, { kind: 'team' }>) {
  const api = useApi();
  const queryClient = useQueryClient();
  const key = siteKey(owner);
  const settings = useQuery({
    queryKey: key,
    queryFn: () =>
      owner.kind === 'partner'
        ? api.call(partnerSiteApi.getSetting, { agent_id: owner.agentId })
        : api.call(websiteApi.getSetting),
  });
  const save = useMutation({
    mutationFn: (values: ManagedSiteSave) =>
      owner.kind === 'partner'
        ? api.call(partnerSiteApi.saveSetting, { ...values, agent_id: owner.agentId })
        : api.call(websiteApi.saveSetting, values),
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
  return { settings, save };
}

const articlesKey = (owner: SiteOwner) =>
  ['site-content', 'articles', owner.kind === 'partner' ? owner.agentId : owner.kind] as const;

/**
 * A site's own articles and the platform's pages it shows for want of its own; for the platform, its own
 * pages (every site's fallback).
 */
export function useSiteArticles(owner: SiteOwner) {
  const api = useApi();
  const queryClient = useQueryClient();
  const key = articlesKey(owner);
  const list = useQuery({
    queryKey: key,
    queryFn: () =>
      owner.kind === 'partner'
        ? api.call(partnerArticleApi.getList, { agent_id: owner.agentId })
        : api.call(owner.kind === 'platform' ? websiteArticleApi.getList : agentArticleApi.getList),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const save = useMutation({
    mutationFn: (values: SiteArticleSave) =>
      owner.kind === 'partner'
        ? api.call(partnerArticleApi.save, { ...values, agent_id: owner.agentId })
        : api.call(owner.kind === 'platform' ? websiteArticleApi.save : agentArticleApi.save, values),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) =>
      owner.kind === 'partner'
        ? api.call(partnerArticleApi.delete, { id, agent_id: owner.agentId })
        : api.call(owner.kind === 'platform' ? websiteArticleApi.delete : agentArticleApi.delete, { id }),
    onSuccess: refresh,
  });
  return { list, save, remove };
}

/** An article's version history (newest first) and, when `number` is set, that version's texts. */
export function useArticleVersions(owner: SiteOwner, articleId: number | null, number: number | null) {
  const api = useApi();
  const key = [...articlesKey(owner), 'versions', articleId] as const;
  const id = articleId ?? 0;
  const versions = useQuery({
    queryKey: key,
    queryFn: () =>
      owner.kind === 'partner'
        ? api.call(partnerArticleApi.getVersions, { agent_id: owner.agentId, id })
        : api.call(owner.kind === 'platform' ? websiteArticleApi.getVersions : agentArticleApi.getVersions, {
            id,
          }),
    enabled: articleId !== null,
  });
  const version = useQuery({
    queryKey: [...key, number],
    queryFn: () => {
      const query = { id, number: number ?? 0 };
      return owner.kind === 'partner'
        ? api.call(partnerArticleApi.getVersion, { ...query, agent_id: owner.agentId })
        : api.call(
            owner.kind === 'platform' ? websiteArticleApi.getVersion : agentArticleApi.getVersion,
            query,
          );
    },
    enabled: articleId !== null && number !== null,
  });
  return { versions, version };
}

/** Restores an older version (it becomes the article's next version); the list and history follow. */
export function useRestoreArticleVersion(owner: SiteOwner) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; number: number }) =>
      owner.kind === 'partner'
        ? api.call(partnerArticleApi.restore, { ...body, agent_id: owner.agentId })
        : api.call(owner.kind === 'platform' ? websiteArticleApi.restore : agentArticleApi.restore, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: articlesKey(owner) }),
  });
}
