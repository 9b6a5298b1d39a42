import type {
  CreateCategoryRequest,
  DeleteFilesRequest,
  EditFileRequest,
  EditSystemMaterialRequest,
  LibraryFile,
  LibraryListQuery,
  MaterialCategory,
  MaterialHook,
  MaterialItem,
  MaterialListQuery,
  MaterialType,
  RenameCategoryRequest,
} from '@onsite/contracts';
import { MATERIAL_HOOKS, MAX_CATEGORIES } from '@onsite/contracts';
import type { Db } from '#server/db/database.ts';
import type { StoredFile, SystemMaterial } from '#server/db/schema.ts';
import { toItem } from '#server/modules/upload/index.ts';
import type { Principal } from '#server/platform/auth/principal.ts';
import { badRequest, notFound } from '#server/platform/http/errors.ts';
import type { ObjectStorage } from '#server/platform/storage/storage.ts';
import { scopeOf, type TenantScope } from '#server/platform/tenancy/scope.ts';
import * as repository from './material.repository.ts';

/** Spec §6: system materials are visible only on the customer and admin platforms. */
export const seesSystemMaterials = (principal: Principal) => principal.kind !== 'agent';

export function toLibraryFile(storage: ObjectStorage, row: StoredFile): LibraryFile {
  return { ...toItem(storage, row), category_id: row.category_id };
}

function fileMaterial(storage: ObjectStorage, row: StoredFile): MaterialItem {
  return {
    id: row.id,
    name: row.name,
    url: row.storage_key,
    src: `${storage.publicBaseUrl}${row.storage_key}`,
    size: row.size,
    type: row.mime,
    kind: row.kind,
    category_id: row.category_id,
    hook: null,
    is_default: 0,
  };
}

export function systemMaterial(storage: ObjectStorage, row: SystemMaterial): MaterialItem {
  return {
    id: row.id,
    name: row.name,
    url: row.storage_key,
    src: `${storage.publicBaseUrl}${row.storage_key}`,
    size: row.size,
    type: row.mime,
    kind: row.kind,
    category_id: row.category_id,
    hook: row.hook,
    is_default: row.storage_key === row.default_storage_key && row.name === row.default_name ? 1 : 0,
  };
}

/** Removes stored objects after their rows are gone; a failure is logged, never undoes the delete. */
async function removeObjects(storage: ObjectStorage, keys: string[], log?: (error: unknown) => void) {
  for (const key of keys) {
    try {
      await storage.delete(key);
    } catch (error) {
      log?.(error);
    }
  }
}

// The caller's own files (Upload/getList, postDelete, edit)

export async function listFiles(
  db: Db,
  storage: ObjectStorage,
  principal: Principal,
  query: LibraryListQuery,
): Promise<{ rows: LibraryFile[]; total: number }> {
  const scope = scopeOf(principal);
  if (query.category) await requireCategory(db, scope, query.category);
  const { rows, total } = await repository.listFiles(db, scope, {
    page: query.page,
    limit: query.limit,
    kind: query.type,
    categoryId: query.category,
    keyword: query.keyword || undefined,
    activityId: query.acid,
  });
  return { rows: rows.map((row) => toLibraryFile(storage, row)), total };
}

/**
 * Deletes the caller's files, all or none: one id that is not the caller's (another tenant's, or gone)
 * answers 404 and nothing is deleted. The stored objects go after the rows are committed.
 */
export async function deleteFiles(
  db: Db,
  storage: ObjectStorage,
  principal: Principal,
  input: DeleteFilesRequest,
  log?: (error: unknown) => void,
): Promise<{ deleted: number }> {
  const scope = scopeOf(principal);
  const ids = [...new Set(input.ids)];
  const removed = await db.transaction().execute(async (trx) => {
    const own = await repository.findFiles(trx, scope, ids);
    if (own.length !== ids.length) throw notFound('file not found');
    return repository.deleteFiles(trx, scope, ids);
  });
  await removeObjects(
    storage,
    removed.map((row) => row.storage_key),
    log,
  );
  return { deleted: removed.length };
}

async function requireCategory(db: Db, scope: TenantScope, id: number) {
  const category = await repository.findCategory(db, scope, id);
  if (!category) throw notFound('category not found');
  return category;
}

export async function editFile(
  db: Db,
  storage: ObjectStorage,
  principal: Principal,
  input: EditFileRequest,
): Promise<LibraryFile> {
  const scope = scopeOf(principal);
  const changes: { name?: string; category_id?: number | null } = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.category_id !== undefined) {
    changes.category_id =
      input.category_id === 0 ? null : (await requireCategory(db, scope, input.category_id)).id;
  }
  const row = await repository.updateFile(db, scope, input.id, changes);
  if (!row) throw notFound('file not found');
  return toLibraryFile(storage, row);
}

// The caller's categories

export async function listCategories(db: Db, principal: Principal): Promise<MaterialCategory[]> {
  const rows = await repository.listCategories(db, scopeOf(principal));
  return rows.map((row) => ({ id: row.id, name: row.name, file_count: Number(row.file_count ?? 0) }));
}

export async function createCategory(
  db: Db,
  principal: Principal,
  input: CreateCategoryRequest,
): Promise<MaterialCategory> {
  const scope = scopeOf(principal);
  return db.transaction().execute(async (trx) => {
    if ((await repository.countCategories(trx, scope)) >= MAX_CATEGORIES)
      throw badRequest('at most {max} categories', { max: MAX_CATEGORIES });
    if (await repository.findCategoryByName(trx, scope, input.name))
      throw badRequest('a category named {name} already exists', { name: input.name });
    const row = await repository.insertCategory(trx, scope, input.name);
    return { ...row, file_count: 0 };
  });
}

export async function renameCategory(
  db: Db,
  principal: Principal,
  input: RenameCategoryRequest,
): Promise<MaterialCategory> {
  const scope = scopeOf(principal);
  await requireCategory(db, scope, input.id);
  if (await repository.findCategoryByName(db, scope, input.name, input.id))
    throw badRequest('a category named {name} already exists', { name: input.name });
  const row = await repository.renameCategory(db, scope, input.id, input.name);
  if (!row) throw notFound('category not found');
  const all = await listCategories(db, principal);
  return all.find((category) => category.id === row.id) ?? { ...row, file_count: 0 };
}

export async function deleteCategory(db: Db, principal: Principal, id: number): Promise<null> {
  const row = await repository.deleteCategory(db, scopeOf(principal), id);
  if (!row) throw notFound('category not found');
  return null;
}

// /ym/material: system materials (customer and admin only) and the caller's own materials

export async function materialTypes(db: Db, principal: Principal): Promise<MaterialType[]> {
  if (!seesSystemMaterials(principal)) return [];
  const rows = await repository.materialTypes(db);
  const byHook = new Map<MaterialHook, MaterialType>();
  for (const row of rows) {
    const entry = byHook.get(row.hook) ?? { hook: row.hook, types: [], count: 0 };
    entry.types.push(row.kind);
    entry.count += Number(row.count);
    byHook.set(row.hook, entry);
  }
  // In the contract's order of hooks (background first), not the database's grouping order.
  return MATERIAL_HOOKS.flatMap((hook) => byHook.get(hook) ?? []);
}

export async function listMaterials(
  db: Db,
  storage: ObjectStorage,
  principal: Principal,
  query: MaterialListQuery,
): Promise<{ rows: MaterialItem[]; total: number }> {
  if (query.mine === 1) {
    const scope = scopeOf(principal);
    if (query.category) await requireCategory(db, scope, query.category);
    const { rows, total } = await repository.listFiles(db, scope, {
      page: query.page,
      limit: query.limit,
      kind: query.type,
      categoryId: query.category,
      keyword: query.keyword || undefined,
    });
    return { rows: rows.map((row) => fileMaterial(storage, row)), total };
  }
  if (!seesSystemMaterials(principal)) return { rows: [], total: 0 };
  const { rows, total } = await repository.listSystemMaterials(db, {
    page: query.page,
    limit: query.limit,
    hook: query.hook,
    kind: query.type,
    categoryId: query.category,
    keyword: query.keyword || undefined,
  });
  return { rows: rows.map((row) => systemMaterial(storage, row)), total };
}

/** The system categories of a hook (none for agents), or without a hook the caller's own categories. */
export async function materialCategories(
  db: Db,
  principal: Principal,
  hook: MaterialHook | undefined,
): Promise<MaterialCategory[]> {
  if (!hook) return listCategories(db, principal);
  if (!seesSystemMaterials(principal)) return [];
  const rows = await repository.systemCategories(db, hook);
  return rows.map((row) => ({ id: row.id, name: row.name, file_count: Number(row.file_count ?? 0) }));
}

// Official default images (authority `admin`, declared by the routes)

/**
 * Renames a system material and/or replaces its image with an image of the platform's library. The file
 * moves: its row leaves the library (so deleting it there cannot break the material) and its object now
 * belongs to the material. A replaced non-default object is deleted; the default is kept for a reset.
 */
export async function editSystemMaterial(
  db: Db,
  storage: ObjectStorage,
  principal: Principal,
  input: EditSystemMaterialRequest,
  log?: (error: unknown) => void,
): Promise<MaterialItem> {
  const scope = scopeOf(principal);
  const { row, replaced } = await db.transaction().execute(async (trx) => {
    const current = await repository.findSystemMaterial(trx, input.id);
    if (!current) throw notFound('material not found');
    const changes: { name?: string; storage_key?: string; size?: number; mime?: string } = {};
    if (input.name !== undefined) changes.name = input.name;
    if (input.file_id !== undefined) {
      const [file] = await repository.findFiles(trx, scope, [input.file_id]);
      if (!file) throw notFound('file not found');
      if (file.kind !== current.kind)
        throw badRequest('file_id: only a {kind} can replace this material', { kind: current.kind });
      await repository.deleteFiles(trx, scope, [file.id]);
      Object.assign(changes, { storage_key: file.storage_key, size: file.size, mime: file.mime });
    }
    const updated = await repository.updateSystemMaterial(trx, current.id, changes);
    const dropped =
      changes.storage_key && current.storage_key !== current.default_storage_key ? current.storage_key : null;
    return { row: updated, replaced: dropped };
  });
  if (replaced) await removeObjects(storage, [replaced], log);
  return systemMaterial(storage, row);
}

export async function resetSystemMaterial(
  db: Db,
  storage: ObjectStorage,
  id: number,
  log?: (error: unknown) => void,
): Promise<MaterialItem> {
  const { row, replaced } = await db.transaction().execute(async (trx) => {
    const current = await repository.findSystemMaterial(trx, id);
    if (!current) throw notFound('material not found');
    const updated = await repository.resetSystemMaterial(trx, id);
    return {
      row: updated,
      replaced: current.storage_key !== current.default_storage_key ? current.storage_key : null,
    };
  });
  if (replaced) await removeObjects(storage, [replaced], log);
  return systemMaterial(storage, row);
}
