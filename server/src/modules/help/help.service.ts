import {
  HELP_ENTRY_LINK,
  HELP_MAX,
  type HelpCategory,
  type HelpDesign,
  type HelpDesignDetail,
  type HelpDesignSummary,
  type HelpEntry,
  type HelpEntryDetail,
  type helpCategorySave,
  type helpDesignSave,
  type helpEntrySave,
  isImageLink,
  type Page1,
} from '@onsite/contracts';
import type { z } from 'zod';
import type { Db } from '#server/db/database.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { ownFiles } from '#server/modules/upload/index.ts';
import { badRequest, notFound } from '#server/platform/http/errors.ts';
import { agentScope } from '#server/platform/tenancy/scope.ts';
import { iso } from '#server/platform/time.ts';
import type { HelpScope } from './help.repository.ts';
import * as repository from './help.repository.ts';

type DesignSave = z.output<typeof helpDesignSave>;
type CategorySave = z.output<typeof helpCategorySave>;
type EntrySave = z.output<typeof helpEntrySave>;

const PLATFORM: HelpScope = { kind: 'platform' };

// ---- designs ----

type DesignRow = NonNullable<Awaited<ReturnType<typeof repository.findDesign>>>;

function summary(row: DesignRow): HelpDesignSummary {
  return {
    id: row.id,
    title: row.title,
    is_home: row.is_home,
    published: row.published !== null,
    unpublished_changes:
      row.published === null || JSON.stringify(row.published) !== JSON.stringify(row.draft),
    publish_time: iso(row.published_at),
    update_time: iso(row.updated_at),
  };
}

const present = (row: DesignRow): HelpDesign => ({ ...summary(row), draft: row.draft, live: row.published });

export async function designs(db: Db, scope: HelpScope): Promise<HelpDesignSummary[]> {
  return (await repository.listDesigns(db, scope)).map(summary);
}

export async function design(db: Db, scope: HelpScope, id: number): Promise<HelpDesign> {
  const row = await repository.findDesign(db, scope, id);
  if (!row) throw notFound('help design not found');
  return present(row);
}

/** What a page's media and links name must be the owner's: its uploads (or links) and its entries. */
async function requireOwnReferences(db: Db, scope: HelpScope, page: Page1): Promise<void> {
  const images = new Set<string>();
  const videos = new Set<string>();
  const entryIds = new Set<number>();
  const link = (value: string) => {
    const match = HELP_ENTRY_LINK.exec(value);
    if (match?.[1]) entryIds.add(Number(match[1]));
  };
  for (const module of page.content) {
    if (module.type === 'picture') images.add(module.params.imgUrl);
    if (module.type === 'video') {
      images.add(module.params.videoPoster);
      if (module.params.videoType === 1) videos.add(module.params.videoUrl);
    }
    if (module.type === 'listMenu') for (const item of module.params.items) link(item.link);
    if (module.type === 'title') link(module.params.more_link);
  }
  const keys = (values: Set<string>) => [...values].filter((value) => value !== '' && !isImageLink(value));
  const imageKeys = keys(images);
  if ((await ownFiles(db, scope, imageKeys, 'image')).length !== imageKeys.length)
    throw badRequest('an image of the page must be an uploaded image or an http(s) link');
  const videoKeys = keys(videos);
  if ((await ownFiles(db, scope, videoKeys, 'video')).length !== videoKeys.length)
    throw badRequest('the video must be an uploaded video');
  const ids = [...entryIds];
  if ((await repository.ownEntryIds(db, scope, ids)).length !== ids.length)
    throw badRequest('a menu links to a help entry that does not exist');
}

export async function saveDesign(db: Db, scope: HelpScope, input: DesignSave): Promise<HelpDesign> {
  await requireOwnReferences(db, scope, input.page1);
  const values = {
    title: input.page1.setting.title,
    draft: JSON.stringify(input.page1),
    is_home: input.is_home,
  };
  const id = await inTransaction(db, async (tx) => {
    if (input.id !== undefined && !(await repository.findDesign(tx, scope, input.id)))
      throw notFound('help design not found');
    if (input.id === undefined && (await repository.countDesigns(tx, scope)) >= HELP_MAX)
      throw badRequest('the help centre holds at most 200 of these');
    if (input.is_home) await repository.clearHome(tx, scope);
    if (input.id === undefined) return repository.insertDesign(tx, scope, values);
    await repository.updateDesign(tx, scope, input.id, values);
    return input.id;
  });
  return design(db, scope, id);
}

export async function publishDesign(db: Db, scope: HelpScope, id: number): Promise<HelpDesign> {
  if (!(await repository.publishDesign(db, scope, id))) throw notFound('help design not found');
  return design(db, scope, id);
}

export async function deleteDesign(db: Db, scope: HelpScope, id: number): Promise<void> {
  if (!(await repository.findDesign(db, scope, id))) throw notFound('help design not found');
  if ((await repository.entriesShowing(db, scope, id)) > 0)
    throw badRequest('a help entry shows this design: change or delete the entry first');
  await repository.deleteDesign(db, scope, id);
}

// ---- categories ----

export async function categories(db: Db, scope: HelpScope): Promise<HelpCategory[]> {
  return (await repository.listCategories(db, scope)).map((row) => ({
    id: row.id,
    name: row.name,
    sort: row.sort,
    entries: Number(row.entries ?? 0),
  }));
}

export async function saveCategory(db: Db, scope: HelpScope, input: CategorySave): Promise<HelpCategory> {
  const values = { name: input.name, sort: input.sort };
  let id = input.id;
  if (id === undefined) {
    if ((await repository.countCategories(db, scope)) >= HELP_MAX)
      throw badRequest('the help centre holds at most 200 of these');
    id = await repository.insertCategory(db, scope, values);
  } else if (!(await repository.updateCategory(db, scope, id, values))) {
    throw notFound('help category not found');
  }
  const saved = (await categories(db, scope)).find((row) => row.id === id);
  if (!saved) throw notFound('help category not found');
  return saved;
}

export async function deleteCategory(db: Db, scope: HelpScope, id: number): Promise<void> {
  const found = (await categories(db, scope)).find((row) => row.id === id);
  if (!found) throw notFound('help category not found');
  if (found.entries > 0) throw badRequest('the category still has entries: move or delete them first');
  await repository.deleteCategory(db, scope, id);
}

// ---- entries ----

type EntryRow = NonNullable<Awaited<ReturnType<typeof repository.findEntry>>>;

const presentEntry = (row: EntryRow): HelpEntry => ({
  id: row.id,
  category_id: row.category_id,
  category_name: row.category_name,
  title: row.title,
  help_type: row.help_type,
  design_id: row.design_id ?? 0,
  design_title: row.design_title ?? '',
  help_link: row.help_link,
  content: row.content,
  sort: row.sort,
  update_time: iso(row.updated_at),
});

export async function entries(db: Db, scope: HelpScope, categoryId?: number): Promise<HelpEntry[]> {
  return (await repository.listEntries(db, scope, categoryId)).map(presentEntry);
}

export async function saveEntry(db: Db, scope: HelpScope, input: EntrySave): Promise<HelpEntry> {
  if (!(await repository.findCategory(db, scope, input.category_id)))
    throw notFound('help category not found');
  if (input.help_type === 1 && !(await repository.findDesign(db, scope, input.design_id)))
    throw notFound('help design not found');
  // only what the type shows is kept: a link entry keeps no stale rich text, and so on
  const values: repository.EntryValues = {
    category_id: input.category_id,
    title: input.title,
    help_type: input.help_type,
    design_id: input.help_type === 1 ? input.design_id : null,
    help_link: input.help_type === 2 ? input.help_link : '',
    content: input.help_type === 3 ? input.content : '',
    sort: input.sort,
  };
  let id = input.id;
  if (id === undefined) {
    if ((await repository.countEntries(db, scope)) >= HELP_MAX)
      throw badRequest('the help centre holds at most 200 of these');
    id = await repository.insertEntry(db, scope, values);
  } else if (!(await repository.updateEntry(db, scope, id, values))) {
    throw notFound('help entry not found');
  }
  const row = await repository.findEntry(db, scope, id);
  if (!row) throw notFound('help entry not found');
  return presentEntry(row);
}

export async function deleteEntry(db: Db, scope: HelpScope, id: number): Promise<void> {
  if (!(await repository.deleteEntry(db, scope, id))) throw notFound('help entry not found');
}

// ---- the customer site ----

/**
 * Whose help the visitor sees: the agent of the activity named by acid, else the host's site's agent; each
 * site falls back to the platform's own help. An unknown activity has no help (null).
 */
async function visitorOwners(db: Db, acid: number | undefined, hostAgentId: () => Promise<number>) {
  const agentId = acid === undefined ? await hostAgentId() : await repository.agentOfActivity(db, acid);
  return agentId === null ? [] : [agentScope(agentId), PLATFORM];
}

/** The published design, or null: the route answers code -10 (spec §8). */
export async function siteDesign(
  db: Db,
  query: { acid?: number; id?: number; type?: 'home' },
  hostAgentId: () => Promise<number>,
): Promise<HelpDesignDetail | null> {
  const by = query.id !== undefined ? { id: query.id } : { home: true as const };
  for (const owner of await visitorOwners(db, query.acid, hostAgentId)) {
    const row = await repository.publishedDesign(db, owner, by);
    if (row?.published) return { id: row.id, page1: row.published, publish_time: iso(row.published_at) };
  }
  return null;
}

export async function siteEntry(
  db: Db,
  query: { acid?: number; id: number },
  hostAgentId: () => Promise<number>,
): Promise<HelpEntryDetail> {
  for (const owner of await visitorOwners(db, query.acid, hostAgentId)) {
    const row = await repository.siteEntry(db, owner, query.id);
    if (row) return { ...row, design_id: row.design_id ?? 0 };
  }
  throw notFound('help entry not found');
}
