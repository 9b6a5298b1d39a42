import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '#server/db/database.ts';
import type { Database, FileKind, MaterialHook } from '#server/db/schema.ts';
import { ownerOf } from '#server/modules/upload/index.ts';
import type { TenantScope } from '#server/platform/tenancy/scope.ts';

/**
 * A scope's own rows of an owned table (files, file_categories): the platform's (no agent), an agent's own
 * (not its customers'), a customer's own. Everything else is not found.
 */
function ownedBy(scope: TenantScope) {
  const owner = ownerOf(scope);
  // Both tables name their owner columns alike; the cast lets one builder serve both.
  return <T extends 'files' | 'file_categories'>(builder: ExpressionBuilder<Database, T>) => {
    const eb = builder as unknown as ExpressionBuilder<Database, 'files'>;
    return eb.and([
      owner.agent_id === null ? eb('agent_id', 'is', null) : eb('agent_id', '=', owner.agent_id),
      owner.customer_id === null ? eb('customer_id', 'is', null) : eb('customer_id', '=', owner.customer_id),
    ]);
  };
}

/** Escapes LIKE wildcards so a search for "50%" finds that text. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface FileFilter {
  page: number;
  limit: number;
  kind?: FileKind;
  /** 0 = uncategorised */
  categoryId?: number;
  keyword?: string;
  activityId?: number;
}

/** A page of the scope's files, newest first, with the total of the filter. */
export async function listFiles(db: Db, scope: TenantScope, filter: FileFilter) {
  let query = db.selectFrom('files').where(ownedBy(scope));
  if (filter.kind) query = query.where('files.kind', '=', filter.kind);
  if (filter.categoryId === 0) query = query.where('files.category_id', 'is', null);
  else if (filter.categoryId !== undefined) query = query.where('files.category_id', '=', filter.categoryId);
  if (filter.keyword) query = query.where('files.name', 'ilike', likePattern(filter.keyword));
  if (filter.activityId !== undefined) query = query.where('files.activity_id', '=', filter.activityId);
  const [rows, total] = await Promise.all([
    query
      .selectAll('files')
      .orderBy('files.created_at', 'desc')
      .orderBy('files.id', 'desc')
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.total) };
}

/** Of the given ids, the scope's own files. */
export function findFiles(db: Db, scope: TenantScope, ids: number[]) {
  return db.selectFrom('files').selectAll().where('id', 'in', ids).where(ownedBy(scope)).execute();
}

export function deleteFiles(db: Db, scope: TenantScope, ids: number[]) {
  return db
    .deleteFrom('files')
    .where('id', 'in', ids)
    .where(ownedBy(scope))
    .returning(['id', 'storage_key'])
    .execute();
}

export function updateFile(
  db: Db,
  scope: TenantScope,
  id: number,
  changes: { name?: string; category_id?: number | null },
) {
  return db
    .updateTable('files')
    .set(changes)
    .where('id', '=', id)
    .where(ownedBy(scope))
    .returningAll()
    .executeTakeFirst();
}

/** The scope's categories with how many of its files each holds, in creation order. */
export function listCategories(db: Db, scope: TenantScope) {
  return db
    .selectFrom('file_categories')
    .where(ownedBy(scope))
    .select(['file_categories.id', 'file_categories.name'])
    .select((eb) =>
      eb
        .selectFrom('files')
        .whereRef('files.category_id', '=', 'file_categories.id')
        .select(sql<string>`count(*)`.as('count'))
        .as('file_count'),
    )
    .orderBy('file_categories.id')
    .execute();
}

export function findCategory(db: Db, scope: TenantScope, id: number) {
  return db
    .selectFrom('file_categories')
    .selectAll()
    .where('id', '=', id)
    .where(ownedBy(scope))
    .executeTakeFirst();
}

export async function countCategories(db: Db, scope: TenantScope): Promise<number> {
  const row = await db
    .selectFrom('file_categories')
    .where(ownedBy(scope))
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A category of the scope with this name (case-insensitive), other than `exceptId`. */
export function findCategoryByName(db: Db, scope: TenantScope, name: string, exceptId = 0) {
  return db
    .selectFrom('file_categories')
    .select('id')
    .where(ownedBy(scope))
    .where(sql<boolean>`lower(name) = lower(${name})`)
    .where('id', '<>', exceptId)
    .executeTakeFirst();
}

export function insertCategory(db: Db, scope: TenantScope, name: string) {
  return db
    .insertInto('file_categories')
    .values({ ...ownerOf(scope), name })
    .returning(['id', 'name'])
    .executeTakeFirstOrThrow();
}

export function renameCategory(db: Db, scope: TenantScope, id: number, name: string) {
  return db
    .updateTable('file_categories')
    .set({ name })
    .where('id', '=', id)
    .where(ownedBy(scope))
    .returning(['id', 'name'])
    .executeTakeFirst();
}

/** Deletes a category; its files stay, uncategorised (files.category_id is set null by the foreign key). */
export function deleteCategory(db: Db, scope: TenantScope, id: number) {
  return db
    .deleteFrom('file_categories')
    .where('id', '=', id)
    .where(ownedBy(scope))
    .returning('id')
    .executeTakeFirst();
}

// System materials: the platform's, the same for every tenant that may see them (the service decides who).

export interface SystemFilter {
  page: number;
  limit: number;
  hook?: MaterialHook;
  kind?: FileKind;
  categoryId?: number;
  keyword?: string;
}

export async function listSystemMaterials(db: Db, filter: SystemFilter) {
  let query = db.selectFrom('system_materials');
  if (filter.hook) query = query.where('hook', '=', filter.hook);
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  if (filter.categoryId === 0) query = query.where('category_id', 'is', null);
  else if (filter.categoryId !== undefined) query = query.where('category_id', '=', filter.categoryId);
  if (filter.keyword) query = query.where('name', 'ilike', likePattern(filter.keyword));
  const [rows, total] = await Promise.all([
    query
      .selectAll()
      .orderBy('sort')
      .orderBy('id')
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.total) };
}

/** Each hook with system materials: its kinds and how many materials it has. */
export function materialTypes(db: Db) {
  return db
    .selectFrom('system_materials')
    .select(['hook', 'kind'])
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .groupBy(['hook', 'kind'])
    .execute();
}

export function systemCategories(db: Db, hook: MaterialHook) {
  return db
    .selectFrom('system_material_categories')
    .select(['system_material_categories.id', 'system_material_categories.name'])
    .select((eb) =>
      eb
        .selectFrom('system_materials')
        .whereRef('system_materials.category_id', '=', 'system_material_categories.id')
        .select(sql<string>`count(*)`.as('count'))
        .as('file_count'),
    )
    .where('hook', '=', hook)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function findSystemMaterial(db: Db, id: number) {
  return db.selectFrom('system_materials').selectAll().where('id', '=', id).executeTakeFirst();
}

export function updateSystemMaterial(
  db: Db,
  id: number,
  changes: { name?: string; storage_key?: string; size?: number; mime?: string },
) {
  return db
    .updateTable('system_materials')
    .set({ ...changes, updated_at: sql`now()` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Resets a system material to its official default. */
export function resetSystemMaterial(db: Db, id: number) {
  return db
    .updateTable('system_materials')
    .set((eb) => ({
      name: eb.ref('default_name'),
      storage_key: eb.ref('default_storage_key'),
      size: eb.ref('default_size'),
      mime: eb.ref('default_mime'),
      updated_at: sql`now()`,
    }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
