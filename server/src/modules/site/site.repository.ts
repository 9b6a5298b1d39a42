import { sql } from 'kysely';
import type { Db } from '#server/db/database.ts';
import type { ServerLanguage } from '#server/platform/i18n/language.ts';
import { localisedTitle } from '#server/platform/i18n/localised.ts';
import type { AgentScope, CustomerScope } from '#server/platform/tenancy/scope.ts';
import { whereTenant } from '#server/platform/tenancy/where-tenant.ts';
import { ARTICLE_TEXTS } from './site-content.repository.ts';

/**
 * The white-label site's data. The catalogue (tools, programme categories, programmes) is the platform's,
 * the same on every site; themes and pages are the site's own or, where it has none, the platform's. `site`
 * is the agent whose site it is (chosen by the request's host, or the agent user's own team).
 */

// ---- the catalogue ----

const TOOL_COLUMNS = ['id', 'mark', 'slogan', 'intro', 'features', 'scenarios', 'is_new'] as const;

/** The tools with their names in `language` (migration 0074: '' en / zh_TW names read as the zh_CN one). */
function toolQuery(db: Db, language: ServerLanguage) {
  return db.selectFrom('tools').select(TOOL_COLUMNS).select(localisedTitle(language, 'tools').as('title'));
}

export function listTools(db: Db, language: ServerLanguage) {
  return toolQuery(db, language).orderBy('sort').execute();
}

export type ToolRow = Awaited<ReturnType<typeof listTools>>[number];

export function findTool(db: Db, id: number, language: ServerLanguage) {
  return toolQuery(db, language).where('id', '=', id).executeTakeFirst();
}

export function listCategories(db: Db) {
  return db.selectFrom('programme_categories').select(['id', 'mark', 'title']).orderBy('sort').execute();
}

function programmeQuery(db: Db) {
  return db
    .selectFrom('programmes')
    .innerJoin('programme_categories', 'programme_categories.id', 'programmes.category_id')
    .select([
      'programmes.id',
      'programmes.category_id',
      'programme_categories.title as category',
      'programmes.title',
      'programmes.summary',
      'programmes.cover_from',
      'programmes.cover_to',
      'programmes.tools',
      'programmes.views',
      'programmes.content',
      'programmes.sort',
      'programmes.project_id',
    ]);
}

export type ProgrammeRow = NonNullable<Awaited<ReturnType<typeof findProgramme>>>;

/** One page of the programmes (of a category given by id or mark, matching a keyword), and the total. */
export async function listProgrammes(
  db: Db,
  query: { category?: string; keyword?: string; tag?: number; project?: number },
  page: { limit: number; offset: number },
) {
  let list = programmeQuery(db);
  const { tag, project } = query;
  if (tag !== undefined)
    list = list.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('substance_tag_programmes')
          .select('substance_tag_programmes.tag_id')
          .whereRef('substance_tag_programmes.programme_id', '=', 'programmes.id')
          .where('substance_tag_programmes.tag_id', '=', tag),
      ),
    );
  if (project !== undefined)
    list = list
      .where('programmes.project_id', '=', project)
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('substance_projects')
            .select('substance_projects.id')
            .where('substance_projects.id', '=', project)
            .where('substance_projects.status', '=', 1),
        ),
      );
  if (query.category) {
    const byId = /^\d+$/.test(query.category);
    list = list.where(
      byId ? 'programme_categories.id' : 'programme_categories.mark',
      '=',
      byId ? Number(query.category) : query.category,
    );
  }
  if (query.keyword) {
    const like = `%${query.keyword.replace(/[\\%_]/g, '\\$&')}%`;
    list = list.where((eb) =>
      eb.or([eb('programmes.title', 'ilike', like), eb('programmes.summary', 'ilike', like)]),
    );
  }
  const [rows, total] = await Promise.all([
    list
      .orderBy('programme_categories.sort')
      .orderBy('programmes.sort')
      .orderBy('programmes.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    list
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.total) };
}

export function findProgramme(db: Db, id: number) {
  return programmeQuery(db).where('programmes.id', '=', id).executeTakeFirst();
}

export function programmesByIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return programmeQuery(db).where('programmes.id', 'in', ids).execute();
}

export function countProgrammeView(db: Db, id: number) {
  return db.updateTable('programmes').set({ views: sql`views + 1` }).where('id', '=', id).execute();
}

// ---- substance: the platform's projects, tags and topics (the same on every site) ----

const TAG_COLUMNS = [
  'substance_tags.id',
  'substance_tags.name_zh_cn',
  'substance_tags.name_en',
  'substance_tags.name_zh_tw',
  'substance_tags.colour',
] as const;

/** The tags of these programmes, in tag order. */
export function tagsOfProgrammes(db: Db, programmeIds: readonly number[]) {
  if (programmeIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('substance_tag_programmes')
    .innerJoin('substance_tags', 'substance_tags.id', 'substance_tag_programmes.tag_id')
    .select(TAG_COLUMNS)
    .select('substance_tag_programmes.programme_id as owner_id')
    .where('substance_tag_programmes.programme_id', 'in', programmeIds)
    .orderBy('substance_tags.sort')
    .orderBy('substance_tags.id')
    .execute();
}

// tenancy: article ids already reached in the caller's scope (the platform's own articles carry tags)
export function tagsOfArticles(db: Db, articleIds: readonly number[]) {
  if (articleIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('substance_tag_articles')
    .innerJoin('substance_tags', 'substance_tags.id', 'substance_tag_articles.tag_id')
    .select(TAG_COLUMNS)
    .select('substance_tag_articles.article_id as owner_id')
    .where('substance_tag_articles.article_id', 'in', articleIds)
    .orderBy('substance_tags.sort')
    .orderBy('substance_tags.id')
    .execute();
}
export type OwnedTagRow = Awaited<ReturnType<typeof tagsOfProgrammes>>[number];

/** The projects shown on the sites. */
export function shownProjects(db: Db) {
  return db
    .selectFrom('substance_projects')
    .select(['id', 'name', 'cover', 'intro'])
    .where('status', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** The tags at least one programme carries (the programme list's filter). */
export function tagsInUse(db: Db) {
  return db
    .selectFrom('substance_tags')
    .select(TAG_COLUMNS)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('substance_tag_programmes')
          .select('substance_tag_programmes.tag_id')
          .whereRef('substance_tag_programmes.tag_id', '=', 'substance_tags.id'),
      ),
    )
    .orderBy('substance_tags.sort')
    .orderBy('substance_tags.id')
    .execute();
}

/** Topics published now: status 1 and now within the window. */
function publishedTopics(db: Db, now: Date) {
  return db
    .selectFrom('substance_topics')
    .select(['id', 'title', 'banner', 'intro'])
    .where('status', '=', 1)
    .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', now)]))
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]));
}

export function listPublishedTopics(db: Db, now: Date) {
  return publishedTopics(db, now).orderBy('sort').orderBy('id').execute();
}

export function findPublishedTopic(db: Db, id: number, now: Date) {
  return publishedTopics(db, now).where('id', '=', id).executeTakeFirst();
}

// tenancy: a topic's items are programmes (the catalogue) and the platform's own articles (agent_id null)
export function topicItems(db: Db, topicId: number, language: ServerLanguage) {
  return (
    db
      .selectFrom('substance_topic_items')
      .leftJoin('articles', (join) =>
        join
          .onRef('articles.id', '=', 'substance_topic_items.article_id')
          .on('articles.agent_id', 'is', null),
      )
      .select(['substance_topic_items.programme_id', 'substance_topic_items.article_id'])
      // the article's title in the visitor's language (null when the item is a programme)
      .select(localisedTitle(language, 'articles').$castTo<string | null>().as('article_title'))
      .where('substance_topic_items.topic_id', '=', topicId)
      .orderBy('substance_topic_items.sort')
      .orderBy('substance_topic_items.id')
      .execute()
  );
}

// ---- themes and pages: the site's own, else the platform's ----

/**
 * The site's programme themes: its own when it has any, else the platform's (like the legal pages, a site
 * replaces the platform's set as a whole rather than mixing both).
 */
function themesOf(db: Db, site: AgentScope) {
  return db
    .selectFrom('programme_themes')
    .innerJoin('programme_categories', 'programme_categories.id', 'programme_themes.category_id')
    .select([
      'programme_themes.id',
      'programme_themes.category_id',
      'programme_categories.mark as category_mark',
      'programme_themes.title',
      'programme_themes.subtitle',
      'programme_themes.description',
      'programme_themes.hero_from',
      'programme_themes.hero_to',
    ])
    .where((eb) =>
      eb.or([
        whereTenant(site, 'programme_themes')(eb),
        eb.and([
          eb('programme_themes.agent_id', 'is', null),
          eb.not(
            eb.exists(
              eb
                .selectFrom('programme_themes as own')
                .select('own.id')
                .where('own.agent_id', '=', site.agentId),
            ),
          ),
        ]),
      ]),
    );
}

export function listThemes(db: Db, site: AgentScope) {
  return themesOf(db, site).orderBy('programme_themes.sort').orderBy('programme_themes.id').execute();
}

/** A theme of this site; another site's theme is not found. */
export function findTheme(db: Db, site: AgentScope, id: number) {
  return themesOf(db, site).where('programme_themes.id', '=', id).executeTakeFirst();
}

const ARTICLE_COLUMNS = ['id', 'mark', ...ARTICLE_TEXTS, 'version', 'updated_at'] as const;

/** A legal or info page of the site: the agent's own, else the platform's. */
export function findArticleByMark(db: Db, site: AgentScope, mark: string) {
  return (
    db
      .selectFrom('articles')
      .select(ARTICLE_COLUMNS)
      .where('mark', '=', mark)
      .where((eb) => eb.or([whereTenant(site)(eb), eb('agent_id', 'is', null)]))
      // the agent's own page first
      .orderBy(sql`agent_id is null`)
      .executeTakeFirst()
  );
}

/** An article by id, when it belongs to the platform or to this site. */
export function findArticleById(db: Db, site: AgentScope, id: number) {
  return db
    .selectFrom('articles')
    .select(ARTICLE_COLUMNS)
    .where('id', '=', id)
    .where((eb) => eb.or([whereTenant(site)(eb), eb('agent_id', 'is', null)]))
    .executeTakeFirst();
}

// ---- the site's settings (site-settings.service) ----

export async function findSettings(db: Db, site: AgentScope) {
  const agent = await db
    .selectFrom('agents')
    .select(['corporate_name', 'bottom_data', 'right_data', 'website_data'])
    .where('id', '=', site.agentId)
    .executeTakeFirstOrThrow();
  const domains = await db.selectFrom('agent_domains').select('domain').where(whereTenant(site)).execute();
  return { agent, domains: domains.map((row) => row.domain) };
}

export function saveSettings(
  db: Db,
  site: AgentScope,
  settings: {
    bottom_data: string;
    right_data: string;
    website_data: string;
    phone_on?: number;
    on_wechat_login?: number;
  },
) {
  return db
    .updateTable('agents')
    .set({ ...settings, updated_at: new Date() })
    .where('id', '=', site.agentId)
    .execute();
}

// ---- the signed-in customer ----

/** The signed-in customer's own row. */
export function customerUpdatedAt(db: Db, customer: CustomerScope) {
  return db
    .selectFrom('customers')
    .select('updated_at')
    .where(whereTenant(customer, 'customers'))
    .executeTakeFirstOrThrow();
}
