import { sql } from 'kysely';
import type { Db } from '#server/db/database.ts';
import { keywordMatch } from '#server/db/keyword.ts';
import { pageWithin } from '#server/db/paging.ts';
import type { Database } from '#server/db/schema.ts';

/**
 * Substance (admin › 内容): the platform's projects, tags and topics. Every row is the platform's, the same
 * for every site; the articles they reach are the platform's own (agent_id null) — an agent's article is
 * never linked (findPlatformArticle answers nothing for it).
 */

type Page = { page: number; limit: number };

// ---- projects ----

const projectColumns = [
  'id',
  'name',
  'cover',
  'intro',
  'sort',
  'status',
  'created_at',
  'updated_at',
] as const;

function projects(db: Db, filter: { keyword?: string; status?: number } = {}) {
  let query = db.selectFrom('substance_projects');
  const match = keywordMatch<Database, 'substance_projects'>(filter.keyword, ['substance_projects.name']);
  if (match) query = query.where(match);
  if (filter.status !== undefined) query = query.where('substance_projects.status', '=', filter.status);
  return query;
}

const withProgrammeCount = (query: ReturnType<typeof projects>) =>
  query.select(projectColumns.map((column) => `substance_projects.${column}` as const)).select((eb) =>
    eb
      .selectFrom('programmes')
      .select((inner) => inner.fn.countAll<string>().as('n'))
      .whereRef('programmes.project_id', '=', 'substance_projects.id')
      .as('programmes'),
  );

// tenancy: the platform's projects (admin.substance.project)
export function listProjects(db: Db, filter: { keyword?: string; status?: number }, page: Page) {
  const query = projects(db, filter);
  return pageWithin(db, query, page, (window) =>
    withProgrammeCount(query)
      .orderBy('substance_projects.sort')
      .orderBy('substance_projects.id')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  );
}
export type ProjectRow = Awaited<ReturnType<typeof listProjects>>['rows'][number];

// tenancy: the platform's projects
export const findProject = (db: Db, id: number): Promise<ProjectRow | undefined> =>
  withProgrammeCount(projects(db).where('substance_projects.id', '=', id)).executeTakeFirst();

export interface ProjectValues {
  name: string;
  cover: string;
  intro: string;
  sort: number;
  status: number;
}

// tenancy: the platform's projects (admin.substance.project.manage)
export const insertProject = async (db: Db, values: ProjectValues) =>
  (await db.insertInto('substance_projects').values(values).returning('id').executeTakeFirstOrThrow()).id;

// tenancy: the platform's projects (admin.substance.project.manage)
export const updateProject = async (db: Db, id: number, values: Partial<ProjectValues>) =>
  (
    await db
      .updateTable('substance_projects')
      .set({ ...values, updated_at: new Date() })
      .where('id', '=', id)
      .executeTakeFirst()
  ).numUpdatedRows > 0n;

// tenancy: the platform's projects; its programmes stay, without a project (the FK sets null)
export const deleteProject = async (db: Db, id: number) =>
  (await db.deleteFrom('substance_projects').where('id', '=', id).executeTakeFirst()).numDeletedRows > 0n;

// tenancy: the platform's projects, for the programme form
export const projectOptions = (db: Db) =>
  db
    .selectFrom('substance_projects')
    .select(['id', 'name', 'status'])
    .orderBy('sort')
    .orderBy('id')
    .execute();

// ---- tags ----

const tagColumns = [
  'id',
  'name_zh_cn',
  'name_en',
  'name_zh_tw',
  'colour',
  'sort',
  'created_at',
  'updated_at',
] as const;

function tags(db: Db, keyword?: string) {
  let query = db.selectFrom('substance_tags');
  const match = keywordMatch<Database, 'substance_tags'>(keyword, [
    'substance_tags.name_zh_cn',
    'substance_tags.name_en',
    'substance_tags.name_zh_tw',
  ]);
  if (match) query = query.where(match);
  return query;
}

const withUse = (query: ReturnType<typeof tags>) =>
  query.select(tagColumns.map((column) => `substance_tags.${column}` as const)).select((eb) => [
    eb
      .selectFrom('substance_tag_programmes')
      .select((inner) => inner.fn.countAll<string>().as('n'))
      .whereRef('substance_tag_programmes.tag_id', '=', 'substance_tags.id')
      .as('programmes'),
    eb
      .selectFrom('substance_tag_articles')
      .select((inner) => inner.fn.countAll<string>().as('n'))
      .whereRef('substance_tag_articles.tag_id', '=', 'substance_tags.id')
      .as('articles'),
  ]);

// tenancy: the platform's tags (admin.substance.tag)
export function listTags(db: Db, keyword: string | undefined, page: Page) {
  const query = tags(db, keyword);
  return pageWithin(db, query, page, (window) =>
    withUse(query)
      .orderBy('substance_tags.sort')
      .orderBy('substance_tags.id')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  );
}
export type TagRow = Awaited<ReturnType<typeof listTags>>['rows'][number];

// tenancy: the platform's tags
export const findTag = (db: Db, id: number): Promise<TagRow | undefined> =>
  withUse(tags(db).where('substance_tags.id', '=', id)).executeTakeFirst();

// tenancy: the platform's tags: another tag of this (zh_CN) name, case-insensitive
export const tagNameTaken = (db: Db, name: string, exceptId?: number) => {
  let query = db
    .selectFrom('substance_tags')
    .select('id')
    .where(sql<boolean>`lower(name_zh_cn) = lower(${name})`);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return query.executeTakeFirst();
};

export interface TagValues {
  name_zh_cn: string;
  name_en: string;
  name_zh_tw: string;
  colour: string;
  sort: number;
}

// tenancy: the platform's tags (admin.substance.tag.manage)
export const insertTag = async (db: Db, values: TagValues) =>
  (await db.insertInto('substance_tags').values(values).returning('id').executeTakeFirstOrThrow()).id;

// tenancy: the platform's tags (admin.substance.tag.manage)
export const updateTag = async (db: Db, id: number, values: TagValues) =>
  (
    await db
      .updateTable('substance_tags')
      .set({ ...values, updated_at: new Date() })
      .where('id', '=', id)
      .executeTakeFirst()
  ).numUpdatedRows > 0n;

// tenancy: the platform's tags; its links to programmes and articles go with it (FK cascade)
export const deleteTag = async (db: Db, id: number) =>
  (await db.deleteFrom('substance_tags').where('id', '=', id).executeTakeFirst()).numDeletedRows > 0n;

// tenancy: the platform's tags, for the programme and article forms
export const tagOptions = (db: Db) =>
  db
    .selectFrom('substance_tags')
    .select(['id', 'name_zh_cn', 'name_en', 'name_zh_tw', 'colour'])
    .orderBy('sort')
    .orderBy('id')
    .execute();

// ---- topics ----

const topicColumns = [
  'id',
  'title',
  'banner',
  'intro',
  'sort',
  'status',
  'starts_at',
  'ends_at',
  'created_at',
  'updated_at',
] as const;

function topics(db: Db, filter: { keyword?: string; status?: number } = {}) {
  let query = db.selectFrom('substance_topics');
  const match = keywordMatch<Database, 'substance_topics'>(filter.keyword, ['substance_topics.title']);
  if (match) query = query.where(match);
  if (filter.status !== undefined) query = query.where('substance_topics.status', '=', filter.status);
  return query;
}

const withItemCount = (query: ReturnType<typeof topics>) =>
  query.select(topicColumns.map((column) => `substance_topics.${column}` as const)).select((eb) =>
    eb
      .selectFrom('substance_topic_items')
      .select((inner) => inner.fn.countAll<string>().as('n'))
      .whereRef('substance_topic_items.topic_id', '=', 'substance_topics.id')
      .as('items'),
  );

// tenancy: the platform's topics (admin.substance.topic)
export function listTopics(db: Db, filter: { keyword?: string; status?: number }, page: Page) {
  const query = topics(db, filter);
  return pageWithin(db, query, page, (window) =>
    withItemCount(query)
      .orderBy('substance_topics.sort')
      .orderBy('substance_topics.id')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  );
}
export type TopicRow = Awaited<ReturnType<typeof listTopics>>['rows'][number];

// tenancy: the platform's topics
export const findTopic = (db: Db, id: number): Promise<TopicRow | undefined> =>
  withItemCount(topics(db).where('substance_topics.id', '=', id)).executeTakeFirst();

export interface TopicValues {
  title: string;
  banner: string;
  intro: string;
  sort: number;
  status: number;
  starts_at: Date | null;
  ends_at: Date | null;
}

// tenancy: the platform's topics (admin.substance.topic.manage)
export const insertTopic = async (db: Db, values: TopicValues) =>
  (await db.insertInto('substance_topics').values(values).returning('id').executeTakeFirstOrThrow()).id;

// tenancy: the platform's topics (admin.substance.topic.manage)
export const updateTopic = async (db: Db, id: number, values: Partial<TopicValues>) =>
  (
    await db
      .updateTable('substance_topics')
      .set({ ...values, updated_at: new Date() })
      .where('id', '=', id)
      .executeTakeFirst()
  ).numUpdatedRows > 0n;

// tenancy: the platform's topics; its items go with it (FK cascade), the programmes and articles stay
export const deleteTopic = async (db: Db, id: number) =>
  (await db.deleteFrom('substance_topics').where('id', '=', id).executeTakeFirst()).numDeletedRows > 0n;

// ---- a topic's items ----

// tenancy: the platform's topic items, with the titles of the programmes and platform articles they name
export const listItems = (db: Db, topicId: number) =>
  db
    .selectFrom('substance_topic_items')
    .leftJoin('programmes', 'programmes.id', 'substance_topic_items.programme_id')
    .leftJoin('articles', 'articles.id', 'substance_topic_items.article_id')
    .select([
      'substance_topic_items.id',
      'substance_topic_items.programme_id',
      'substance_topic_items.article_id',
      'substance_topic_items.sort',
      'programmes.title as programme_title',
      'articles.title as article_title',
    ])
    .where('substance_topic_items.topic_id', '=', topicId)
    .orderBy('substance_topic_items.sort')
    .orderBy('substance_topic_items.id')
    .execute();
export type ItemRow = Awaited<ReturnType<typeof listItems>>[number];

// tenancy: the platform's programmes (the same catalogue on every site)
export const findProgramme = (db: Db, id: number) =>
  db.selectFrom('programmes').select(['id', 'title']).where('id', '=', id).executeTakeFirst();

// tenancy: only the platform's own articles (agent_id null); an agent's article is not found
export const findPlatformArticle = (db: Db, id: number) =>
  db
    .selectFrom('articles')
    .select(['id', 'title'])
    .where('id', '=', id)
    .where('agent_id', 'is', null)
    .executeTakeFirst();

// tenancy: the platform's topic items: the item of this kind and id, if the topic has it already
export const itemOf = (db: Db, topicId: number, kind: 'programme' | 'article', itemId: number) =>
  db
    .selectFrom('substance_topic_items')
    .select('id')
    .where('topic_id', '=', topicId)
    .where(kind === 'programme' ? 'programme_id' : 'article_id', '=', itemId)
    .executeTakeFirst();

// tenancy: the platform's topic items: appended after the last
export async function insertItem(db: Db, topicId: number, kind: 'programme' | 'article', itemId: number) {
  await db
    .insertInto('substance_topic_items')
    .values((eb) => ({
      topic_id: topicId,
      programme_id: kind === 'programme' ? itemId : null,
      article_id: kind === 'article' ? itemId : null,
      sort: eb
        .selectFrom('substance_topic_items')
        .select(sql<number>`coalesce(max(sort) + 1, 0)`.as('next'))
        .where('topic_id', '=', topicId),
    }))
    .execute();
}

// tenancy: the platform's topic items, of the topic named
export const deleteItem = async (db: Db, topicId: number, id: number) =>
  (
    await db
      .deleteFrom('substance_topic_items')
      .where('topic_id', '=', topicId)
      .where('id', '=', id)
      .executeTakeFirst()
  ).numDeletedRows > 0n;

// tenancy: the platform's topic items, of the topic named
export async function setItemSort(db: Db, topicId: number, id: number, sort: number) {
  await db
    .updateTable('substance_topic_items')
    .set({ sort })
    .where('topic_id', '=', topicId)
    .where('id', '=', id)
    .execute();
}

// tenancy: the platform's programmes, or its own articles (agent_id null), matching a keyword
export function candidates(db: Db, kind: 'programme' | 'article', keyword: string | undefined) {
  if (kind === 'programme') {
    let query = db.selectFrom('programmes').select(['id', 'title']);
    const match = keywordMatch<Database, 'programmes'>(keyword, ['programmes.title']);
    if (match) query = query.where(match);
    return query.orderBy('sort').orderBy('id').limit(20).execute();
  }
  let query = db.selectFrom('articles').select(['id', 'title']).where('agent_id', 'is', null);
  const match = keywordMatch<Database, 'articles'>(keyword, ['articles.title']);
  if (match) query = query.where(match);
  return query.orderBy('id', 'desc').limit(20).execute();
}
