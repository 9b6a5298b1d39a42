import type {
  AgentService,
  AgentSiteData,
  Article,
  ProgrammeCategory,
  ProgrammeDetail,
  ProgrammeItem,
  ProgrammeListQuery,
  ProgrammeTag,
  ProgrammeTheme,
  ProgrammeThemeDetail,
  SiteSubstance,
  SiteTopicDetail,
  SiteTopicItem,
  ToolIntro,
} from '@onsite/contracts';
import type { Db } from '#server/db/database.ts';
import type { Agent } from '#server/db/schema.ts';
import { sitePluginsByTool } from '#server/modules/plugin/index.ts';
import { notFound } from '#server/platform/http/errors.ts';
import type { ServerLanguage } from '#server/platform/i18n/language.ts';
import { inLanguage } from '#server/platform/i18n/localised.ts';
import { type AgentScope, agentScope, type CustomerScope } from '#server/platform/tenancy/scope.ts';
import { iso } from '#server/platform/time.ts';
import * as repository from './site.repository.ts';
import { siteInLanguage } from './site-text.ts';

/** The site's header, footer and page data in the visitor's language (each text's zh_CN where none). */
export function siteData(agent: Agent, language: ServerLanguage): AgentSiteData {
  return siteInLanguage(agent, language);
}

/** Every tool of the site, each with the plugins its agent has for it (enabled and on sale). */
export async function tools(db: Db, site: AgentScope, language: ServerLanguage): Promise<ToolIntro[]> {
  const [rows, plugins] = await Promise.all([
    repository.listTools(db, language),
    sitePluginsByTool(db, site),
  ]);
  return rows.map((row) => ({ ...row, plugins: plugins.get(row.id) ?? [] }));
}

export async function tool(
  db: Db,
  site: AgentScope,
  id: number,
  language: ServerLanguage,
): Promise<ToolIntro> {
  const row = await repository.findTool(db, id, language);
  if (!row) throw notFound('tool not found');
  return { ...row, plugins: (await sitePluginsByTool(db, site)).get(row.id) ?? [] };
}

export function categories(db: Db): Promise<ProgrammeCategory[]> {
  return repository.listCategories(db);
}

/** Tags by the id of the programme or article that carries them. */
function tagsByOwner(rows: repository.OwnedTagRow[]): Map<number, ProgrammeTag[]> {
  const byOwner = new Map<number, ProgrammeTag[]>();
  for (const { owner_id, ...tag } of rows) byOwner.set(owner_id, [...(byOwner.get(owner_id) ?? []), tag]);
  return byOwner;
}

/** Programme rows as the site lists them: with their tools and their tags. */
async function presentProgrammes(
  db: Db,
  rows: repository.ProgrammeRow[],
  language: ServerLanguage,
): Promise<ProgrammeItem[]> {
  const [toolList, tagRows] = await Promise.all([
    repository.listTools(db, language),
    repository.tagsOfProgrammes(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  const tags = tagsByOwner(tagRows);
  return rows.map((row) => {
    const ids = row.tools.split(',').filter(Boolean).map(Number);
    const { content: _content, sort: _sort, ...item } = row;
    return {
      ...item,
      tools: ids.flatMap((id) => {
        const found = toolList.find((candidate) => candidate.id === id);
        return found ? [{ id: found.id, mark: found.mark, title: found.title }] : [];
      }),
      tags: tags.get(row.id) ?? [],
    };
  });
}

export async function programmes(db: Db, query: ProgrammeListQuery, language: ServerLanguage) {
  const { rows, total } = await repository.listProgrammes(
    db,
    { category: query.category, keyword: query.keyword, tag: query.tag, project: query.project },
    { limit: query.limit, offset: (query.page - 1) * query.limit },
  );
  return { rows: await presentProgrammes(db, rows, language), total };
}

/** A programme's page; each view is counted. */
export async function programme(db: Db, id: number, language: ServerLanguage): Promise<ProgrammeDetail> {
  const row = await repository.findProgramme(db, id);
  if (!row) throw notFound('programme not found');
  await repository.countProgrammeView(db, id);
  const [item] = await presentProgrammes(db, [row], language);
  return { ...item, content: row.content, views: row.views + 1 };
}

/** What /programme filters by and shows above its list: shown projects, tags in use, published topics. */
export async function substance(db: Db): Promise<SiteSubstance> {
  const [projects, tags, topics] = await Promise.all([
    repository.shownProjects(db),
    repository.tagsInUse(db),
    repository.listPublishedTopics(db, new Date()),
  ]);
  return { projects, tags, topics };
}

/** A published topic with its programmes and the platform's articles, in order; otherwise not found. */
export async function topic(db: Db, id: number, language: ServerLanguage): Promise<SiteTopicDetail> {
  const row = await repository.findPublishedTopic(db, id, new Date());
  if (!row) throw notFound('topic not found');
  const items = await repository.topicItems(db, id, language);
  const programmeIds = items.flatMap((item) => (item.programme_id === null ? [] : [item.programme_id]));
  const articleIds = items.flatMap((item) =>
    item.article_id !== null && item.article_title !== null ? [item.article_id] : [],
  );
  const [programmeRows, articleTags] = await Promise.all([
    repository.programmesByIds(db, programmeIds).then((rows) => presentProgrammes(db, rows, language)),
    repository.tagsOfArticles(db, articleIds).then(tagsByOwner),
  ]);
  const programmesById = new Map(programmeRows.map((item) => [item.id, item]));
  return {
    ...row,
    items: items.flatMap((item): SiteTopicItem[] => {
      if (item.programme_id !== null) {
        const found = programmesById.get(item.programme_id);
        return found ? [{ kind: 'programme', programme: found }] : [];
      }
      if (item.article_id === null || item.article_title === null) return [];
      return [
        {
          kind: 'article',
          article: {
            id: item.article_id,
            title: item.article_title,
            tags: articleTags.get(item.article_id) ?? [],
          },
        },
      ];
    }),
  };
}

/**
 * The site's programme themes: its own when it has any, else the platform's (like the legal pages, a site
 * replaces the platform's set as a whole rather than mixing both).
 */
export function themes(db: Db, site: AgentScope): Promise<ProgrammeTheme[]> {
  return repository.listThemes(db, site);
}

/** A theme of this site with the programmes of its category; another site's theme is not found. */
export async function theme(
  db: Db,
  site: AgentScope,
  id: number,
  language: ServerLanguage,
): Promise<ProgrammeThemeDetail> {
  const row = await repository.findTheme(db, site, id);
  if (!row) throw notFound('theme not found');
  const { rows } = await programmes(db, { category: String(row.category_id), page: 1, limit: 100 }, language);
  return { ...row, programmes: rows };
}

type ArticleRow = NonNullable<Awaited<ReturnType<typeof repository.findArticleByMark>>>;

/**
 * The page in the visitor's language (its en / zh_TW title and content, each '' falling back to zh_CN), with
 * the platform's tags it carries.
 */
async function toArticle(db: Db, row: ArticleRow, language: ServerLanguage): Promise<Article> {
  const tags = tagsByOwner(await repository.tagsOfArticles(db, [row.id])).get(row.id) ?? [];
  return {
    id: row.id,
    mark: row.mark,
    title: inLanguage(language, { zh_CN: row.title, en: row.title_en, zh_TW: row.title_zh_tw }),
    content: inLanguage(language, { zh_CN: row.content, en: row.content_en, zh_TW: row.content_zh_tw }),
    version: row.version,
    updated_at: iso(row.updated_at),
    tags,
  };
}

/** A legal or info page of the site: the agent's own, else the platform's; in the visitor's language. */
export async function articleByMark(
  db: Db,
  site: AgentScope,
  mark: string,
  language: ServerLanguage,
): Promise<Article> {
  const row = await repository.findArticleByMark(db, site, mark);
  if (!row) throw notFound('page not found');
  return toArticle(db, row, language);
}

/** An article by id, when it belongs to the platform or to this site; in the visitor's language. */
export async function articleById(
  db: Db,
  site: AgentScope,
  id: number,
  language: ServerLanguage,
): Promise<Article> {
  const row = await repository.findArticleById(db, site, id);
  if (!row) throw notFound('page not found');
  return toArticle(db, row, language);
}

/** One of the footer's services of this site, with its page (the service's link when it has one). */
export async function agentService(
  db: Db,
  agent: Agent,
  id: number,
  language: ServerLanguage,
): Promise<AgentService> {
  const service = siteInLanguage(agent, language).bottomData.services.find(
    (candidate) => candidate.id === id,
  );
  if (!service) throw notFound('page not found');
  const page = await articleByMark(db, agentScope(agent.id), `service:${id}`, language).catch(() => null);
  return { ...service, content: page?.content ?? '' };
}

/** A version of the customer's account that changes when anything in it changes (polled by the site). */
export async function changeVersion(db: Db, customer: CustomerScope): Promise<{ version: string }> {
  const row = await repository.customerUpdatedAt(db, customer);
  return { version: iso(row.updated_at) };
}
