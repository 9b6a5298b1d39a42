import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '#server/db/database.ts';
import type { Database } from '#server/db/schema.ts';
import type { AgentScope } from '#server/platform/tenancy/scope.ts';
import { whereTenant } from '#server/platform/tenancy/where-tenant.ts';

/**
 * Site content as the consoles edit it (site-content.service): a site's login switches, its own articles
 * (the platform's rows, agent_id null, are the fallback and not edited here), and the platform's programme
 * catalogue.
 */

// ---- the site ----

// tenancy: agents as the platform manages them (admin.partner names one), to tell a missing agent
export const findAgent = (db: Db, id: number) =>
  db.selectFrom('agents').select(['id', 'is_platform_default']).where('id', '=', id).executeTakeFirst();

// tenancy: the platform's own default site (admin › website)
export const platformAgent = (db: Db) =>
  db.selectFrom('agents').select('id').where('is_platform_default', '=', true).executeTakeFirstOrThrow();

// tenancy: the site's own agents row (the scope is the agent whose site it is)
export const loginSwitches = (db: Db, site: AgentScope) =>
  db
    .selectFrom('agents')
    .select(['phone_on', 'on_wechat_login'])
    .where('id', '=', site.agentId)
    .executeTakeFirstOrThrow();

// ---- articles ----

/** The platform's own pages (agent_id null): every site's fallback. */
export type PlatformPages = { kind: 'platform' };
/** Whose articles: a site's own, or the platform's. */
export type ArticleOwner = AgentScope | PlatformPages;

const ownedBy = (owner: ArticleOwner) => (eb: ExpressionBuilder<Database, 'articles'>) =>
  owner.kind === 'platform' ? eb('articles.agent_id', 'is', null) : whereTenant(owner, 'articles')(eb);

/** An article's title and content in each language (the row's current version, and each version's). */
export const ARTICLE_TEXTS = [
  'title',
  'title_en',
  'title_zh_tw',
  'content',
  'content_en',
  'content_zh_tw',
] as const;
export type ArticleTexts = Record<(typeof ARTICLE_TEXTS)[number], string>;

const ARTICLE_COLUMNS = [
  'id',
  'agent_id',
  'mark',
  'kind',
  ...ARTICLE_TEXTS,
  'version',
  'updated_at',
] as const;

export const listOwnArticles = (db: Db, site: ArticleOwner) =>
  db
    .selectFrom('articles')
    .select(ARTICLE_COLUMNS)
    .where(ownedBy(site))
    .orderBy('kind')
    .orderBy('mark')
    .orderBy('id')
    .execute();

export type ArticleRow = Awaited<ReturnType<typeof listOwnArticles>>[number];

/** The platform's marked pages (legal, service) the site shows because it has no page of that mark. */
// tenancy: the platform's rows (agent_id null) are every site's fallback, read-only here
export const listPlatformFallbacks = (db: Db, site: AgentScope) =>
  db
    .selectFrom('articles')
    .select(ARTICLE_COLUMNS)
    .where('agent_id', 'is', null)
    .where('mark', '<>', '')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('articles as own')
            .select('own.id')
            .where('own.agent_id', '=', site.agentId)
            .whereRef('own.mark', '=', 'articles.mark'),
        ),
      ),
    )
    .orderBy('kind')
    .orderBy('mark')
    .execute();

export const findOwnArticle = (db: Db, site: ArticleOwner, id: number) =>
  db
    .selectFrom('articles')
    .select(ARTICLE_COLUMNS)
    .where(ownedBy(site))
    .where('id', '=', id)
    .executeTakeFirst();

/** Another of the site's own articles with this mark (a site has one page per mark). */
export const ownMarkTaken = (db: Db, site: ArticleOwner, mark: string, exceptId: number | undefined) => {
  let query = db.selectFrom('articles').select('id').where(ownedBy(site)).where('mark', '=', mark);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return query.executeTakeFirst();
};

export interface ArticleValues extends ArticleTexts {
  mark: string;
  kind: 'essay' | 'service' | 'article';
}

/** A new article: its version 1. */
export async function insertArticle(
  db: Db,
  site: AgentScope | PlatformPages,
  values: ArticleValues,
): Promise<{ id: number; version: number; updated_at: Date }> {
  return db
    .insertInto('articles')
    .values({
      ...values,
      agent_id: site.kind === 'platform' ? null : site.agentId,
      version: 1,
      updated_at: new Date(),
    })
    .returning(['id', 'version', 'updated_at'])
    .executeTakeFirstOrThrow();
}

/**
 * Saves the article's fields; with `texts`, they become its next version (the number counted up under the
 * row's lock, so two saves at once get two numbers). Undefined when the site has no such article.
 */
export function updateArticle(
  db: Db,
  site: AgentScope | PlatformPages,
  id: number,
  values: { mark: string; kind: ArticleValues['kind'] },
  texts: ArticleTexts | null,
) {
  return db
    .updateTable('articles')
    .set(texts ? { ...values, ...texts, version: sql`version + 1`, updated_at: new Date() } : values)
    .where(ownedBy(site))
    .where('id', '=', id)
    .returning(['version', 'updated_at'])
    .executeTakeFirst();
}

// ---- versions (append-only: a restore appends another) ----

/** Who saved a version: platform staff (admins.id) or an agent user (agent_users.id). */
export type VersionSaver = { audience: 'admin' | 'agent'; id: number };

// tenancy: a version of an article the caller reached in its scope (findOwnArticle first)
export async function insertVersion(
  db: Db,
  version: ArticleTexts & {
    article_id: number;
    number: number;
    saver: VersionSaver;
    restored_from: number | null;
    created_at: Date;
  },
) {
  const { saver, ...values } = version;
  await db
    .insertInto('article_versions')
    .values({ ...values, saved_by_audience: saver.audience, saved_by: saver.id })
    .execute();
}

// tenancy: the versions of an article the caller reached in its scope (findOwnArticle first)
const versionsOf = (db: Db, articleId: number) =>
  db
    .selectFrom('article_versions')
    .leftJoin('admins', (join) =>
      join
        .onRef('admins.id', '=', 'article_versions.saved_by')
        .on('article_versions.saved_by_audience', '=', 'admin'),
    )
    .leftJoin('agent_users', (join) =>
      join
        .onRef('agent_users.id', '=', 'article_versions.saved_by')
        .on('article_versions.saved_by_audience', '=', 'agent'),
    )
    .select([
      'article_versions.number',
      'article_versions.saved_by_audience',
      'article_versions.restored_from',
      'article_versions.created_at',
      sql<string>`coalesce(nullif(admins.nickname, ''), admins.username, agent_users.name, '')`.as(
        'saved_by_name',
      ),
    ])
    .where('article_versions.article_id', '=', articleId);

export const listVersions = (db: Db, articleId: number) =>
  versionsOf(db, articleId).orderBy('article_versions.number', 'desc').execute();

export type VersionRow = Awaited<ReturnType<typeof listVersions>>[number];

export const findVersion = (db: Db, articleId: number, number: number) =>
  versionsOf(db, articleId)
    .select(ARTICLE_TEXTS.map((column) => `article_versions.${column}` as const))
    .where('article_versions.number', '=', number)
    .executeTakeFirst();

export async function deleteArticle(db: Db, site: AgentScope | PlatformPages, id: number) {
  const result = await db.deleteFrom('articles').where(ownedBy(site)).where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

// ---- the programme catalogue (the platform's, the same on every site) ----

// tenancy: the platform's programme categories
export const listCategories = (db: Db) =>
  db
    .selectFrom('programme_categories')
    .select(['id', 'mark', 'title', 'sort'])
    .select((eb) =>
      eb
        .selectFrom('programmes')
        .select((inner) => inner.fn.countAll<string>().as('n'))
        .whereRef('programmes.category_id', '=', 'programme_categories.id')
        .as('programmes'),
    )
    .orderBy('sort')
    .orderBy('id')
    .execute();

export type CategoryRow = Awaited<ReturnType<typeof listCategories>>[number];

// tenancy: the platform's programme categories
export const categoryMarkTaken = (db: Db, mark: string, exceptId: number | undefined) => {
  let query = db.selectFrom('programme_categories').select('id').where('mark', '=', mark);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return query.executeTakeFirst();
};

// tenancy: the platform's programme categories
export async function insertCategory(db: Db, values: { mark: string; title: string; sort: number }) {
  return (
    await db.insertInto('programme_categories').values(values).returning('id').executeTakeFirstOrThrow()
  ).id;
}

// tenancy: the platform's programme categories
export async function updateCategory(
  db: Db,
  id: number,
  values: { mark: string; title: string; sort: number },
) {
  const result = await db
    .updateTable('programme_categories')
    .set(values)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

// tenancy: the platform's programme categories; one with programmes stays (the caller checks, the FK holds)
export async function deleteCategory(db: Db, id: number) {
  const result = await db.deleteFrom('programme_categories').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

// tenancy: the platform's programme categories
export const categoryExists = (db: Db, id: number) =>
  db.selectFrom('programme_categories').select('id').where('id', '=', id).executeTakeFirst();

// tenancy: the platform's catalogue of tools
export const toolIds = (db: Db, ids: readonly number[]) =>
  db.selectFrom('tools').select('id').where('id', 'in', ids).execute();

export interface SchemeValues {
  /** absent: unchanged */
  project_id?: number | null;
  category_id: number;
  title: string;
  summary: string;
  content: string;
  cover_from: string;
  cover_to: string;
  tools: string;
  sort: number;
}

// tenancy: the platform's programmes
export async function insertScheme(db: Db, values: SchemeValues) {
  return (
    await db
      .insertInto('programmes')
      .values({ ...values, created_at: sql`now()` })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

// tenancy: the platform's programmes
export async function updateScheme(db: Db, id: number, values: SchemeValues) {
  const result = await db.updateTable('programmes').set(values).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

// tenancy: the platform's programmes
export async function deleteScheme(db: Db, id: number) {
  const result = await db.deleteFrom('programmes').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

// tenancy: every site's programme themes of a category (a category a theme lands on stays)
export const themesOfCategory = (db: Db, categoryId: number) =>
  db.selectFrom('programme_themes').select('id').where('category_id', '=', categoryId).executeTakeFirst();

// ---- substance tags and projects on programmes and the platform's articles ----

type Tagged = 'programme' | 'article';

// tenancy: tag links of programmes (the catalogue) or of articles already reached in the caller's scope
export function tagIdsOf(db: Db, kind: Tagged, ownerIds: readonly number[]) {
  if (ownerIds.length === 0) return Promise.resolve([]);
  return kind === 'programme'
    ? db
        .selectFrom('substance_tag_programmes')
        .innerJoin('substance_tags', 'substance_tags.id', 'substance_tag_programmes.tag_id')
        .select(['substance_tag_programmes.programme_id as owner_id', 'substance_tags.id as tag_id'])
        .where('substance_tag_programmes.programme_id', 'in', ownerIds)
        .orderBy('substance_tags.sort')
        .orderBy('substance_tags.id')
        .execute()
    : db
        .selectFrom('substance_tag_articles')
        .innerJoin('substance_tags', 'substance_tags.id', 'substance_tag_articles.tag_id')
        .select(['substance_tag_articles.article_id as owner_id', 'substance_tags.id as tag_id'])
        .where('substance_tag_articles.article_id', 'in', ownerIds)
        .orderBy('substance_tags.sort')
        .orderBy('substance_tags.id')
        .execute();
}

// tenancy: the platform's tags
export const existingTags = (db: Db, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db.selectFrom('substance_tags').select('id').where('id', 'in', ids).execute();

// tenancy: the platform's projects
export const projectExists = (db: Db, id: number) =>
  db.selectFrom('substance_projects').select('id').where('id', '=', id).executeTakeFirst();

// tenancy: a programme of the catalogue, or an article the caller reached in its scope: its tags replaced
export async function replaceTags(db: Db, kind: Tagged, ownerId: number, tagIds: readonly number[]) {
  if (kind === 'programme') {
    await db.deleteFrom('substance_tag_programmes').where('programme_id', '=', ownerId).execute();
    if (tagIds.length)
      await db
        .insertInto('substance_tag_programmes')
        .values(tagIds.map((tag_id) => ({ tag_id, programme_id: ownerId })))
        .execute();
    return;
  }
  await db.deleteFrom('substance_tag_articles').where('article_id', '=', ownerId).execute();
  if (tagIds.length)
    await db
      .insertInto('substance_tag_articles')
      .values(tagIds.map((tag_id) => ({ tag_id, article_id: ownerId })))
      .execute();
}
