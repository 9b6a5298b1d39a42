import { HELP_MAX } from '@onsite/contracts';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '#server/db/database.ts';
import type { Database } from '#server/db/schema.ts';
import type { StaffScope } from '#server/platform/tenancy/scope.ts';

/**
 * The help centre's rows (migration 0066). Each belongs to one owner: the platform's own (agent_id null,
 * the admin console's) or one agent's site. The platform's scope here means the platform's own rows, not
 * every agent's: an agent's help centre is its own business. Another owner's row is simply not found.
 */
export type HelpScope = StaffScope;

type HelpTable = 'help_designs' | 'help_categories' | 'help_entries';

const ownerId = (scope: HelpScope) => (scope.kind === 'platform' ? null : scope.agentId);

function owned<T extends HelpTable>(scope: HelpScope, table: T) {
  return (eb: ExpressionBuilder<Database, T>) => {
    // every help table has agent_id: the qualified name is typed as one of them
    const column = `${table}.agent_id` as 'help_designs.agent_id';
    const id = ownerId(scope);
    const on = eb as unknown as ExpressionBuilder<Database, 'help_designs'>;
    return id === null ? on(column, 'is', null) : on(column, '=', id);
  };
}

// ---- designs ----

const DESIGN_COLUMNS = [
  'help_designs.id',
  'help_designs.title',
  'help_designs.draft',
  'help_designs.published',
  'help_designs.is_home',
  'help_designs.published_at',
  'help_designs.updated_at',
] as const;

export function listDesigns(db: Db, scope: HelpScope) {
  return db
    .selectFrom('help_designs')
    .select(DESIGN_COLUMNS)
    .where(owned(scope, 'help_designs'))
    .orderBy('help_designs.is_home', 'desc')
    .orderBy('help_designs.id', 'desc')
    .limit(HELP_MAX)
    .execute();
}

export function findDesign(db: Db, scope: HelpScope, id: number) {
  return db
    .selectFrom('help_designs')
    .select(DESIGN_COLUMNS)
    .where(owned(scope, 'help_designs'))
    .where('help_designs.id', '=', id)
    .executeTakeFirst();
}

export async function countDesigns(db: Db, scope: HelpScope): Promise<number> {
  const row = await db
    .selectFrom('help_designs')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where(owned(scope, 'help_designs'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface DesignValues {
  title: string;
  draft: string;
  is_home: boolean;
}

export async function insertDesign(db: Db, scope: HelpScope, values: DesignValues): Promise<number> {
  const row = await db
    .insertInto('help_designs')
    .values({ ...values, agent_id: ownerId(scope) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateDesign(db: Db, scope: HelpScope, id: number, values: DesignValues) {
  const result = await db
    .updateTable('help_designs')
    .set({ ...values, updated_at: new Date() })
    .where(owned(scope, 'help_designs'))
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The owner's designs stop being the help home (before another becomes it). */
export async function clearHome(db: Db, scope: HelpScope): Promise<void> {
  await db
    .updateTable('help_designs')
    .set({ is_home: false })
    .where(owned(scope, 'help_designs'))
    .where('is_home', '=', true)
    .execute();
}

export async function publishDesign(db: Db, scope: HelpScope, id: number) {
  const result = await db
    .updateTable('help_designs')
    .set({ published: sql<string>`draft`, published_at: new Date() })
    .where(owned(scope, 'help_designs'))
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteDesign(db: Db, scope: HelpScope, id: number) {
  const result = await db
    .deleteFrom('help_designs')
    .where(owned(scope, 'help_designs'))
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** A published design of the owner: by id, or its help home. */
export function publishedDesign(db: Db, scope: HelpScope, by: { id: number } | { home: true }) {
  let query = db
    .selectFrom('help_designs')
    .select(['help_designs.id', 'help_designs.published', 'help_designs.published_at'])
    .where(owned(scope, 'help_designs'))
    .where('help_designs.published', 'is not', null);
  query =
    'id' in by ? query.where('help_designs.id', '=', by.id) : query.where('help_designs.is_home', '=', true);
  return query.executeTakeFirst();
}

// ---- categories ----

export function listCategories(db: Db, scope: HelpScope) {
  return db
    .selectFrom('help_categories')
    .select((eb) => [
      'help_categories.id',
      'help_categories.name',
      'help_categories.sort',
      eb
        .selectFrom('help_entries')
        .select((inner) => inner.fn.countAll<string>().as('n'))
        .whereRef('help_entries.category_id', '=', 'help_categories.id')
        .as('entries'),
    ])
    .where(owned(scope, 'help_categories'))
    .orderBy('help_categories.sort')
    .orderBy('help_categories.id')
    .limit(HELP_MAX)
    .execute();
}

export function findCategory(db: Db, scope: HelpScope, id: number) {
  return db
    .selectFrom('help_categories')
    .select(['help_categories.id', 'help_categories.name', 'help_categories.sort'])
    .where(owned(scope, 'help_categories'))
    .where('help_categories.id', '=', id)
    .executeTakeFirst();
}

export async function countCategories(db: Db, scope: HelpScope): Promise<number> {
  const row = await db
    .selectFrom('help_categories')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where(owned(scope, 'help_categories'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertCategory(db: Db, scope: HelpScope, values: { name: string; sort: number }) {
  const row = await db
    .insertInto('help_categories')
    .values({ ...values, agent_id: ownerId(scope) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCategory(
  db: Db,
  scope: HelpScope,
  id: number,
  values: { name: string; sort: number },
) {
  const result = await db
    .updateTable('help_categories')
    .set(values)
    .where(owned(scope, 'help_categories'))
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteCategory(db: Db, scope: HelpScope, id: number) {
  const result = await db
    .deleteFrom('help_categories')
    .where(owned(scope, 'help_categories'))
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

// ---- entries ----

const ENTRY_COLUMNS = [
  'help_entries.id',
  'help_entries.category_id',
  'help_categories.name as category_name',
  'help_entries.title',
  'help_entries.help_type',
  'help_entries.design_id',
  'help_designs.title as design_title',
  'help_entries.help_link',
  'help_entries.content',
  'help_entries.sort',
  'help_entries.updated_at',
] as const;

function entryQuery(db: Db, scope: HelpScope) {
  return db
    .selectFrom('help_entries')
    .innerJoin('help_categories', 'help_categories.id', 'help_entries.category_id')
    .leftJoin('help_designs', 'help_designs.id', 'help_entries.design_id')
    .select(ENTRY_COLUMNS)
    .where(owned(scope, 'help_entries'));
}

export function listEntries(db: Db, scope: HelpScope, categoryId?: number) {
  let query = entryQuery(db, scope);
  if (categoryId !== undefined) query = query.where('help_entries.category_id', '=', categoryId);
  return query
    .orderBy('help_categories.sort')
    .orderBy('help_categories.id')
    .orderBy('help_entries.sort')
    .orderBy('help_entries.id')
    .limit(HELP_MAX)
    .execute();
}

export function findEntry(db: Db, scope: HelpScope, id: number) {
  return entryQuery(db, scope).where('help_entries.id', '=', id).executeTakeFirst();
}

/** Which of these entry ids the owner has. */
export async function ownEntryIds(db: Db, scope: HelpScope, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('help_entries')
    .select('help_entries.id')
    .where(owned(scope, 'help_entries'))
    .where('help_entries.id', 'in', [...ids])
    .execute();
  return rows.map((row) => row.id);
}

export async function countEntries(db: Db, scope: HelpScope): Promise<number> {
  const row = await db
    .selectFrom('help_entries')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where(owned(scope, 'help_entries'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How many of the owner's entries show this design (it cannot be deleted while any does). */
export async function entriesShowing(db: Db, scope: HelpScope, designId: number): Promise<number> {
  const row = await db
    .selectFrom('help_entries')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where(owned(scope, 'help_entries'))
    .where('help_entries.design_id', '=', designId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface EntryValues {
  category_id: number;
  title: string;
  help_type: number;
  design_id: number | null;
  help_link: string;
  content: string;
  sort: number;
}

export async function insertEntry(db: Db, scope: HelpScope, values: EntryValues): Promise<number> {
  const row = await db
    .insertInto('help_entries')
    .values({ ...values, agent_id: ownerId(scope) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateEntry(db: Db, scope: HelpScope, id: number, values: EntryValues) {
  const result = await db
    .updateTable('help_entries')
    .set({ ...values, updated_at: new Date() })
    .where(owned(scope, 'help_entries'))
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteEntry(db: Db, scope: HelpScope, id: number) {
  const result = await db
    .deleteFrom('help_entries')
    .where(owned(scope, 'help_entries'))
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** A help entry the help panel opens: the owner's, by id. */
export function siteEntry(db: Db, scope: HelpScope, id: number) {
  return db
    .selectFrom('help_entries')
    .select([
      'help_entries.id',
      'help_entries.title',
      'help_entries.help_type',
      'help_entries.design_id',
      'help_entries.help_link',
      'help_entries.content',
    ])
    .where(owned(scope, 'help_entries'))
    .where('help_entries.id', '=', id)
    .executeTakeFirst();
}

// tenancy: the activity named by a public help fetch (acid) only says which site's help to show
export async function agentOfActivity(db: Db, activityId: number): Promise<number | null> {
  const row = await db
    .selectFrom('activities')
    .select('agent_id')
    .where('id', '=', activityId)
    .executeTakeFirst();
  return row?.agent_id ?? null;
}
