import type {
  ArticleVersion,
  ArticleVersionEntry,
  ArticleVersionList,
  ManagedSiteSave,
  ManagedSiteView,
  Scheme,
  SchemeCategory,
  SiteArticle,
  SiteArticleList,
  schemeCategorySave,
  schemeListQuery,
  schemeSave,
  siteArticleSave,
} from '@onsite/contracts';
import type { z } from 'zod';
import type { Db } from '#server/db/database.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { badRequest, notFound } from '#server/platform/http/errors.ts';
import { type AgentScope, agentScope } from '#server/platform/tenancy/scope.ts';
import { iso } from '#server/platform/time.ts';
import * as catalogue from './site.repository.ts';
import * as repository from './site-content.repository.ts';
import { saveSettings, settingsOf } from './site-settings.service.ts';

// ---- one site's settings and login switches (admin › partner "site" tab, admin › website) ----

/** The agent the platform names, or 404. */
export async function managedAgent(db: Db, agentId: number): Promise<AgentScope> {
  if (!(await repository.findAgent(db, agentId))) throw notFound('agent not found');
  return agentScope(agentId);
}

/** The platform's own default site. */
export async function platformSite(db: Db): Promise<AgentScope> {
  return agentScope((await repository.platformAgent(db)).id);
}

export async function managedSiteOf(db: Db, site: AgentScope): Promise<ManagedSiteView> {
  const [settings, login] = await Promise.all([settingsOf(db, site), repository.loginSwitches(db, site)]);
  return { ...settings, ...login, agent_id: site.agentId };
}

/** Saves a site's data and login switches for the platform (its own uploads are accepted as images too). */
export async function saveManagedSite(
  db: Db,
  site: AgentScope,
  input: ManagedSiteSave,
): Promise<ManagedSiteView> {
  await saveSettings(db, site, input, {
    login: { phone_on: input.phone_on, on_wechat_login: input.on_wechat_login },
    platformUploads: true,
  });
  return managedSiteOf(db, site);
}

// ---- articles: the site's own, the platform's as the fallback ----

const kindOf = (mark: string): repository.ArticleValues['kind'] =>
  mark === '' ? 'article' : mark.startsWith('service:') ? 'service' : 'essay';

const presentArticle = (row: repository.ArticleRow, tagIds: number[] = []): SiteArticle => ({
  ...row,
  updated_at: iso(row.updated_at),
  tag_ids: tagIds,
});

type TagLinks = Awaited<ReturnType<typeof repository.tagIdsOf>>;
const tagIdsBy = (links: TagLinks) => (ownerId: number) =>
  links.filter((link) => link.owner_id === ownerId).map((link) => link.tag_id);

/** The substance tags named, or 404 "tag not found" for one that does not exist; duplicates dropped. */
async function requireTags(db: Db, tagIds: readonly number[]): Promise<number[]> {
  const unique = [...new Set(tagIds)];
  if ((await repository.existingTags(db, unique)).length !== unique.length) throw notFound('tag not found');
  return unique;
}

/** The platform's own pages and articles (agent_id null), every site's fallback. */
export const PLATFORM_ROWS = { kind: 'platform' } as const;

export async function articlesOf(db: Db, site: repository.ArticleOwner): Promise<SiteArticleList> {
  const [own, platform] = await Promise.all([
    repository.listOwnArticles(db, site),
    site.kind === 'platform' ? [] : repository.listPlatformFallbacks(db, site),
  ]);
  const tagsOf = tagIdsBy(
    await repository.tagIdsOf(
      db,
      'article',
      [...own, ...platform].map((row) => row.id),
    ),
  );
  const present = (row: repository.ArticleRow) => presentArticle(row, tagsOf(row.id));
  return { own: own.map(present), platform: platform.map(present) };
}

const textsOf = (row: repository.ArticleTexts): repository.ArticleTexts =>
  Object.fromEntries(
    repository.ARTICLE_TEXTS.map((column) => [column, row[column]]),
  ) as repository.ArticleTexts;
const sameTexts = (a: repository.ArticleTexts, b: repository.ArticleTexts) =>
  repository.ARTICLE_TEXTS.every((column) => a[column] === b[column]);

/**
 * Creates or edits one of the site's articles; a site has one page per mark. A new article is its version 1;
 * an edit that changes a title or a content appends the next version (an edit of the mark or tags alone
 * does not).
 */
export async function saveArticle(
  db: Db,
  site: repository.ArticleOwner,
  input: z.output<typeof siteArticleSave>,
  saver: repository.VersionSaver,
): Promise<SiteArticle> {
  const before = input.id === undefined ? undefined : await repository.findOwnArticle(db, site, input.id);
  if (input.id !== undefined && !before) throw notFound('page not found');
  // the platform's substance tags, on its own articles and on a site's alike (absent = unchanged)
  const tagIds = input.tag_ids === undefined ? undefined : await requireTags(db, input.tag_ids);
  if (input.mark && (await repository.ownMarkTaken(db, site, input.mark, input.id)))
    throw badRequest('this site has its own {mark} page already', { mark: input.mark });
  const texts = textsOf(input);
  const page = { mark: input.mark, kind: kindOf(input.mark) };
  const id = await inTransaction(db, async (trx) => {
    let saved: { id: number; version: number; updated_at: Date } | undefined;
    if (input.id === undefined) saved = await repository.insertArticle(trx, site, { ...page, ...texts });
    else {
      const changed = !before || !sameTexts(before, texts);
      const updated = await repository.updateArticle(trx, site, input.id, page, changed ? texts : null);
      if (!updated) throw notFound('page not found');
      saved = changed ? { id: input.id, ...updated } : undefined;
    }
    if (saved)
      await repository.insertVersion(trx, {
        ...texts,
        article_id: saved.id,
        number: saved.version,
        saver,
        restored_from: null,
        created_at: saved.updated_at,
      });
    const articleId = saved?.id ?? (input.id as number);
    if (tagIds !== undefined) await repository.replaceTags(trx, 'article', articleId, tagIds);
    return articleId;
  });
  return presentOwn(db, site, id);
}

/** One of the site's own articles as the consoles show it, with its tags. */
async function presentOwn(db: Db, site: repository.ArticleOwner, id: number): Promise<SiteArticle> {
  const saved = await repository.findOwnArticle(db, site, id);
  if (!saved) throw notFound('page not found');
  return presentArticle(saved, tagIdsBy(await repository.tagIdsOf(db, 'article', [id]))(id));
}

// ---- an article's versions ----

/** Platform staff's names are the platform's: an agent's console sees who of its own team saved. */
const presentVersion = (row: repository.VersionRow, viewer: 'admin' | 'agent'): ArticleVersionEntry => ({
  number: row.number,
  saved_by_audience: row.saved_by_audience,
  saved_by_name: viewer === 'agent' && row.saved_by_audience === 'admin' ? '' : row.saved_by_name,
  restored_from: row.restored_from,
  created_at: iso(row.created_at),
});

/** The history of one of the site's own articles, newest first; another site's article is not found. */
export async function versionsOf(
  db: Db,
  site: repository.ArticleOwner,
  id: number,
  viewer: 'admin' | 'agent',
): Promise<ArticleVersionList> {
  const article = await repository.findOwnArticle(db, site, id);
  if (!article) throw notFound('page not found');
  const rows = await repository.listVersions(db, id);
  return { current: article.version, versions: rows.map((row) => presentVersion(row, viewer)) };
}

/** One version of one of the site's own articles, read-only. */
export async function versionOf(
  db: Db,
  site: repository.ArticleOwner,
  id: number,
  number: number,
  viewer: 'admin' | 'agent',
): Promise<ArticleVersion> {
  if (!(await repository.findOwnArticle(db, site, id))) throw notFound('page not found');
  const row = await repository.findVersion(db, id, number);
  if (!row) throw notFound('version not found');
  return { ...presentVersion(row, viewer), ...textsOf(row) };
}

/** Restores an older version: its texts become the article's next version (the history is never rewritten). */
export async function restoreVersion(
  db: Db,
  site: repository.ArticleOwner,
  id: number,
  number: number,
  saver: repository.VersionSaver,
): Promise<SiteArticle> {
  const article = await repository.findOwnArticle(db, site, id);
  if (!article) throw notFound('page not found');
  const old = await repository.findVersion(db, id, number);
  if (!old) throw notFound('version not found');
  if (old.number === article.version) throw badRequest('this version is the current one');
  const texts = textsOf(old);
  await inTransaction(db, async (trx) => {
    const page = { mark: article.mark, kind: article.kind };
    const updated = await repository.updateArticle(trx, site, id, page, texts);
    if (!updated) throw notFound('page not found');
    await repository.insertVersion(trx, {
      ...texts,
      article_id: id,
      number: updated.version,
      saver,
      restored_from: number,
      created_at: updated.updated_at,
    });
  });
  return presentOwn(db, site, id);
}

/** Deletes one of the site's articles; the platform's legal and service pages are every site's fallback, kept. */
export async function deleteArticle(db: Db, site: repository.ArticleOwner, id: number): Promise<null> {
  const row = await repository.findOwnArticle(db, site, id);
  if (!row) throw notFound('page not found');
  if (site.kind === 'platform' && row.mark !== '')
    throw badRequest('the platform’s legal and service pages are edited, not deleted');
  if (!(await repository.deleteArticle(db, site, id))) throw notFound('page not found');
  return null;
}

// ---- the programme catalogue ----

const presentCategory = (row: repository.CategoryRow): SchemeCategory => ({
  ...row,
  programmes: Number(row.programmes ?? 0),
});

export async function categories(db: Db): Promise<SchemeCategory[]> {
  return (await repository.listCategories(db)).map(presentCategory);
}

export async function saveCategory(
  db: Db,
  input: z.output<typeof schemeCategorySave>,
): Promise<SchemeCategory> {
  if (await repository.categoryMarkTaken(db, input.mark, input.id))
    throw badRequest('another category has the mark {mark}', { mark: input.mark });
  const values = { mark: input.mark, title: input.title, sort: input.sort };
  let id = input.id;
  if (id === undefined) id = await repository.insertCategory(db, values);
  else if (!(await repository.updateCategory(db, id, values))) throw notFound('category not found');
  const saved = (await repository.listCategories(db)).find((row) => row.id === id);
  if (!saved) throw notFound('category not found');
  return presentCategory(saved);
}

export async function deleteCategory(db: Db, id: number): Promise<null> {
  const category = (await repository.listCategories(db)).find((row) => row.id === id);
  if (!category) throw notFound('category not found');
  if (Number(category.programmes ?? 0) > 0 || (await repository.themesOfCategory(db, id)))
    throw badRequest('a category with programmes or themes is not deleted');
  await repository.deleteCategory(db, id);
  return null;
}

const presentScheme = ({ tools, ...row }: catalogue.ProgrammeRow, tagIds: number[]): Scheme => ({
  ...row,
  tools: tools.split(',').filter(Boolean).map(Number),
  tag_ids: tagIds,
});

export async function schemes(db: Db, query: z.output<typeof schemeListQuery>) {
  const { rows, total } = await catalogue.listProgrammes(
    db,
    {
      category: query.category_id === undefined ? undefined : String(query.category_id),
      keyword: query.keyword,
    },
    { limit: query.limit, offset: (query.page - 1) * query.limit },
  );
  const tagsOf = tagIdsBy(
    await repository.tagIdsOf(
      db,
      'programme',
      rows.map((row) => row.id),
    ),
  );
  return { rows: rows.map((row) => presentScheme(row, tagsOf(row.id))), total };
}

export async function saveScheme(db: Db, input: z.output<typeof schemeSave>): Promise<Scheme> {
  if (!(await repository.categoryExists(db, input.category_id))) throw badRequest('choose the category');
  const tools = [...new Set(input.tools)];
  if ((await repository.toolIds(db, tools)).length !== tools.length)
    throw badRequest('choose the tools of the programme');
  if (input.project_id != null && !(await repository.projectExists(db, input.project_id)))
    throw notFound('project not found');
  const tagIds = input.tag_ids === undefined ? undefined : await requireTags(db, input.tag_ids);
  const values: repository.SchemeValues = {
    category_id: input.category_id,
    title: input.title,
    summary: input.summary,
    content: input.content,
    cover_from: input.cover_from.toLowerCase(),
    cover_to: input.cover_to.toLowerCase(),
    tools: tools.join(','),
    sort: input.sort,
    ...(input.project_id === undefined ? {} : { project_id: input.project_id }),
  };
  const id = await inTransaction(db, async (trx) => {
    let saved = input.id;
    if (saved === undefined) saved = await repository.insertScheme(trx, values);
    else if (!(await repository.updateScheme(trx, saved, values))) throw notFound('programme not found');
    if (tagIds !== undefined) await repository.replaceTags(trx, 'programme', saved, tagIds);
    return saved;
  });
  const saved = await catalogue.findProgramme(db, id);
  if (!saved) throw notFound('programme not found');
  return presentScheme(saved, tagIdsBy(await repository.tagIdsOf(db, 'programme', [id]))(id));
}

export async function deleteScheme(db: Db, id: number): Promise<null> {
  if (!(await repository.deleteScheme(db, id))) throw notFound('programme not found');
  return null;
}
