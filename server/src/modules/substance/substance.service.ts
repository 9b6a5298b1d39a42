import type {
  SubstanceOptions,
  SubstanceProject,
  SubstanceTag,
  SubstanceTopic,
  SubstanceTopicItem,
  substanceProjectCreate,
  substanceTagCreate,
  substanceTopicCreate,
  TopicCandidate,
  TopicItemKind,
} from '@onsite/contracts';
import type { z } from 'zod';
import type { Db } from '#server/db/database.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { ownFiles } from '#server/modules/upload/index.ts';
import { badRequest, notFound } from '#server/platform/http/errors.ts';
import { iso } from '#server/platform/time.ts';
import * as repository from './substance.repository.ts';

type Page = { page: number; limit: number };
type Filter = { keyword?: string; status?: number };
const PLATFORM = { kind: 'platform' } as const;
const LINK = /^https?:\/\/[^\s]+$/i;
const COVER_ERROR = 'the cover must be an uploaded image or an http(s) link';
const BANNER_ERROR = 'the banner must be an uploaded image or an http(s) link';

/** An image is none, an http(s) link, or an image the platform uploaded (the one it has is kept as it is). */
async function requireImage(
  db: Db,
  image: string,
  current: string | undefined,
  error: typeof COVER_ERROR | typeof BANNER_ERROR,
) {
  if (image === current || image === '' || LINK.test(image)) return;
  if ((await ownFiles(db, PLATFORM, [image], 'image')).length === 0) throw badRequest(error);
}

// ---- projects ----

const presentProject = ({
  programmes,
  created_at,
  updated_at,
  ...row
}: repository.ProjectRow): SubstanceProject => ({
  ...row,
  programmes: Number(programmes ?? 0),
  create_time: iso(created_at),
  update_time: iso(updated_at),
});

export async function listProjects(db: Db, filter: Filter, page: Page) {
  const { rows, total } = await repository.listProjects(db, filter, page);
  return { rows: rows.map(presentProject), total };
}

async function theProject(db: Db, id: number) {
  const row = await repository.findProject(db, id);
  if (!row) throw notFound('project not found');
  return presentProject(row);
}

export async function createProject(db: Db, input: z.output<typeof substanceProjectCreate>) {
  await requireImage(db, input.cover, undefined, COVER_ERROR);
  return theProject(db, await repository.insertProject(db, input));
}

export async function updateProject(db: Db, input: z.output<typeof substanceProjectCreate> & { id: number }) {
  const { id, ...values } = input;
  const current = await theProject(db, id);
  await requireImage(db, values.cover, current.cover, COVER_ERROR);
  await repository.updateProject(db, id, values);
  return theProject(db, id);
}

export async function setProjectStatus(db: Db, id: number, status: number) {
  await theProject(db, id);
  await repository.updateProject(db, id, { status });
  return theProject(db, id);
}

export async function deleteProject(db: Db, id: number, detach: boolean): Promise<null> {
  const project = await theProject(db, id);
  if (project.programmes > 0 && !detach)
    throw badRequest(
      'this project has {programmes} programmes: confirm to delete it and leave them without a project',
      {
        programmes: project.programmes,
      },
    );
  if (!(await repository.deleteProject(db, id))) throw notFound('project not found');
  return null;
}

// ---- tags ----

const presentTag = ({
  programmes,
  articles,
  created_at: _c,
  updated_at: _u,
  ...row
}: repository.TagRow): SubstanceTag => ({
  ...row,
  programmes: Number(programmes ?? 0),
  articles: Number(articles ?? 0),
});

export async function listTags(db: Db, keyword: string | undefined, page: Page) {
  const { rows, total } = await repository.listTags(db, keyword, page);
  return { rows: rows.map(presentTag), total };
}

async function theTag(db: Db, id: number) {
  const row = await repository.findTag(db, id);
  if (!row) throw notFound('tag not found');
  return presentTag(row);
}

type TagInput = z.output<typeof substanceTagCreate>;

async function requireFreeName(db: Db, name: string, exceptId?: number) {
  if (await repository.tagNameTaken(db, name, exceptId))
    throw badRequest('another tag is named {name}', { name });
}

export async function createTag(db: Db, input: TagInput) {
  await requireFreeName(db, input.name_zh_cn);
  return theTag(db, await repository.insertTag(db, { ...input, colour: input.colour.toLowerCase() }));
}

export async function updateTag(db: Db, input: TagInput & { id: number }) {
  const { id, ...values } = input;
  await theTag(db, id);
  await requireFreeName(db, values.name_zh_cn, id);
  await repository.updateTag(db, id, { ...values, colour: values.colour.toLowerCase() });
  return theTag(db, id);
}

export async function deleteTag(db: Db, id: number, detach: boolean): Promise<null> {
  const tag = await theTag(db, id);
  if ((tag.programmes > 0 || tag.articles > 0) && !detach)
    throw badRequest(
      'this tag is on {programmes} programmes and {articles} articles: confirm to delete it and take it off them',
      { programmes: tag.programmes, articles: tag.articles },
    );
  if (!(await repository.deleteTag(db, id))) throw notFound('tag not found');
  return null;
}

/** What the programme and article forms pick from. */
export async function options(db: Db): Promise<SubstanceOptions> {
  const [projects, tags] = await Promise.all([repository.projectOptions(db), repository.tagOptions(db)]);
  return { projects, tags };
}

// ---- topics ----

const isPublished = (row: { status: number; starts_at: Date | null; ends_at: Date | null }, now: Date) =>
  row.status === 1 &&
  (row.starts_at === null || row.starts_at <= now) &&
  (row.ends_at === null || row.ends_at > now);

const presentTopic = (row: repository.TopicRow, now = new Date()): SubstanceTopic => ({
  id: row.id,
  title: row.title,
  banner: row.banner,
  intro: row.intro,
  sort: row.sort,
  status: row.status,
  starts_at: row.starts_at ? iso(row.starts_at) : null,
  ends_at: row.ends_at ? iso(row.ends_at) : null,
  published: isPublished(row, now),
  items: Number(row.items ?? 0),
  create_time: iso(row.created_at),
  update_time: iso(row.updated_at),
});

export async function listTopics(db: Db, filter: Filter, page: Page) {
  const { rows, total } = await repository.listTopics(db, filter, page);
  const now = new Date();
  return { rows: rows.map((row) => presentTopic(row, now)), total };
}

async function theTopic(db: Db, id: number) {
  const row = await repository.findTopic(db, id);
  if (!row) throw notFound('topic not found');
  return presentTopic(row);
}

type TopicInput = z.output<typeof substanceTopicCreate>;
const topicValues = (input: TopicInput): repository.TopicValues => ({
  ...input,
  starts_at: input.starts_at === null ? null : new Date(input.starts_at),
  ends_at: input.ends_at === null ? null : new Date(input.ends_at),
});

export async function createTopic(db: Db, input: TopicInput) {
  await requireImage(db, input.banner, undefined, BANNER_ERROR);
  return theTopic(db, await repository.insertTopic(db, topicValues(input)));
}

export async function updateTopic(db: Db, input: TopicInput & { id: number }) {
  const { id, ...values } = input;
  const current = await theTopic(db, id);
  await requireImage(db, values.banner, current.banner, BANNER_ERROR);
  await repository.updateTopic(db, id, topicValues(values));
  return theTopic(db, id);
}

export async function setTopicStatus(db: Db, id: number, status: number) {
  await theTopic(db, id);
  await repository.updateTopic(db, id, { status });
  return theTopic(db, id);
}

export async function deleteTopic(db: Db, id: number, detach: boolean): Promise<null> {
  const topic = await theTopic(db, id);
  if (topic.items > 0 && !detach)
    throw badRequest('this topic has {items} items: confirm to delete it with its items', {
      items: topic.items,
    });
  if (!(await repository.deleteTopic(db, id))) throw notFound('topic not found');
  return null;
}

// ---- a topic's items ----

const presentItem = (row: repository.ItemRow): SubstanceTopicItem =>
  row.programme_id !== null
    ? {
        id: row.id,
        kind: 'programme',
        item_id: row.programme_id,
        title: row.programme_title ?? '',
        sort: row.sort,
      }
    : {
        id: row.id,
        kind: 'article',
        item_id: row.article_id ?? 0,
        title: row.article_title ?? '',
        sort: row.sort,
      };

export async function items(db: Db, topicId: number): Promise<SubstanceTopicItem[]> {
  await theTopic(db, topicId);
  return (await repository.listItems(db, topicId)).map(presentItem);
}

/** Appends a programme or one of the platform's own articles (an agent's article is not found). */
export async function addItem(db: Db, topicId: number, kind: TopicItemKind, itemId: number) {
  await theTopic(db, topicId);
  if (kind === 'programme' && !(await repository.findProgramme(db, itemId)))
    throw notFound('programme not found');
  if (kind === 'article' && !(await repository.findPlatformArticle(db, itemId)))
    throw notFound('page not found');
  if (await repository.itemOf(db, topicId, kind, itemId)) throw badRequest('the topic has this item already');
  await repository.insertItem(db, topicId, kind, itemId);
  return items(db, topicId);
}

export async function removeItem(db: Db, topicId: number, id: number) {
  await theTopic(db, topicId);
  if (!(await repository.deleteItem(db, topicId, id))) throw notFound('topic item not found');
  return items(db, topicId);
}

/** A new order: every item of the topic, once. */
export async function sortItems(db: Db, topicId: number, ids: number[]) {
  const current = await items(db, topicId);
  const known = new Set(current.map((item) => item.id));
  if (ids.some((id) => !known.has(id))) throw notFound('topic item not found');
  if (new Set(ids).size !== ids.length || ids.length !== current.length)
    throw badRequest('ids must be the topic’s item ids');
  await inTransaction(db, async (trx) => {
    for (const [index, id] of ids.entries()) await repository.setItemSort(trx, topicId, id, index);
  });
  return items(db, topicId);
}

export function candidates(
  db: Db,
  kind: TopicItemKind,
  keyword: string | undefined,
): Promise<TopicCandidate[]> {
  return repository.candidates(db, kind, keyword);
}
