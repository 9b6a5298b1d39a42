import { z } from 'zod';
import { pageQuery } from './envelope.ts';
import { nonNegative, rowId } from './input.ts';
import { Permission } from './permissions.ts';
import { defineRoute, perAudience, reply } from './route.ts';
import { fileItem, uploadKind } from './upload.ts';

/**
 * The material library (spec §3 "Material item", "Category"; §7 Upload/getList, postDelete, edit and
 * /ym/material/*): a tenant's own registered files, its categories (folders), and the platform's system
 * materials (official default images, by hook).
 */

const acid = rowId('acid must be an activity id').optional();

/** Where system materials are used; the consoles translate the hook names. */
export const materialHook = z.enum(['background', 'avatar', 'banner', 'share'], {
  error: 'hook must be background, avatar, banner or share',
});
export type MaterialHook = z.infer<typeof materialHook>;
export const MATERIAL_HOOKS = materialHook.options;

/** Spec §9: the material dialog shows 16 per page (10 in the mobile-style image grid), picks at most 10. */
export const MaterialPaging = { dialog: 16, mobileGrid: 10, maxSelect: 10, iconPicker: 24 } as const;

/** A file of the caller's library: the registered upload and its category (null = uncategorised). */
export const libraryFile = fileItem.extend({ category_id: z.number().int().nullable() });
export type LibraryFile = z.infer<typeof libraryFile>;

/** GET /api/{platform}/Upload/getList */
export const libraryListQuery = pageQuery.extend({
  acid,
  type: uploadKind.optional(),
  /** a category id; 0 = files in no category; absent = every file */
  category: nonNegative('category must be a category id').optional(),
  /** part of the file name */
  keyword: z.string().trim().max(100, { error: 'keyword is at most 100 characters' }).optional(),
});
export type LibraryListQuery = z.infer<typeof libraryListQuery>;

/** POST /api/{platform}/Upload/postDelete: all or none; another tenant's id is not found. */
export const deleteFilesRequest = z.object({
  acid,
  ids: z
    .array(rowId(), { error: 'ids must be a list of file ids' })
    .min(1, { error: 'ids must not be empty' })
    .max(100, { error: 'at most 100 ids at a time' }),
});
export type DeleteFilesRequest = z.infer<typeof deleteFilesRequest>;
export const deleteFilesResponse = z.object({ deleted: z.number().int() });

const fileName = z
  .string({ error: 'name is required' })
  .trim()
  .min(1, { error: 'name is required' })
  .max(255, { error: 'name is at most 255 characters' });

/** POST /api/{platform}/Upload/edit: rename a file and/or move it to a category (0 = no category). */
export const editFileRequest = z
  .object({
    acid,
    id: rowId('id must be a file id'),
    name: fileName.optional(),
    category_id: nonNegative('category_id must be a category id').optional(),
  })
  .refine((body) => body.name !== undefined || body.category_id !== undefined, {
    error: 'give a new name or a category',
    path: ['name'],
  });
export type EditFileRequest = z.infer<typeof editFileRequest>;

/** Spec §3 "Category": id, name; plus how many of the caller's files it holds. */
export const materialCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  file_count: z.number().int(),
});
export type MaterialCategory = z.infer<typeof materialCategory>;

/** A tenant has at most this many categories, so the category list needs no paging beyond one page. */
export const MAX_CATEGORIES = 100;

const categoryName = z
  .string({ error: 'category name is required' })
  .trim()
  .min(1, { error: 'category name is required' })
  .max(30, { error: 'category name is at most 30 characters' });

/** POST /api/{platform}/Upload/addCategory */
export const createCategoryRequest = z.object({ name: categoryName });
/** POST /api/{platform}/Upload/editCategory */
export const renameCategoryRequest = z.object({
  id: rowId('id must be a category id'),
  name: categoryName,
});
/** POST /api/{platform}/Upload/deleteCategory: its files stay, uncategorised. */
export const deleteCategoryRequest = z.object({ id: rowId('id must be a category id') });
export type CreateCategoryRequest = z.infer<typeof createCategoryRequest>;
export type RenameCategoryRequest = z.infer<typeof renameCategoryRequest>;

/** GET /api/ym/material/getMaterialType: the hooks with system materials, and their kinds. */
export const materialType = z.object({
  hook: materialHook,
  types: z.array(uploadKind),
  count: z.number().int(),
});
export type MaterialType = z.infer<typeof materialType>;

/** Spec §3 "Material item" (id, url, name, size) as both lists of the dialog answer it. */
export const materialItem = z.object({
  id: z.number().int(),
  name: z.string(),
  /** the storage key */
  url: z.string(),
  /** public URL */
  src: z.string(),
  size: z.number().int(),
  /** MIME type */
  type: z.string(),
  kind: uploadKind,
  category_id: z.number().int().nullable(),
  /** system materials: where they are used; null for the caller's own files */
  hook: materialHook.nullable(),
  /** system materials: 1 = still the official default; 0 = replaced by an admin; always 0 for own files */
  is_default: z.number().int(),
});
export type MaterialItem = z.infer<typeof materialItem>;

/**
 * GET /api/ym/material/getList: `mine=1` lists the caller's own files (page, limit, type, category);
 * otherwise the system materials (page, limit, hook, type, category). Agents have no system materials.
 */
export const materialListQuery = pageQuery.extend({
  mine: z.number().int().min(0).max(1, { error: 'mine must be 0 or 1' }).default(0),
  hook: materialHook.optional(),
  type: uploadKind.optional(),
  category: nonNegative('category must be a category id').optional(),
  keyword: z.string().trim().max(100, { error: 'keyword is at most 100 characters' }).optional(),
});
export type MaterialListQuery = z.infer<typeof materialListQuery>;

/** GET /api/ym/material/getCategoryList: the system categories of a hook, or without hook the caller's own. */
export const materialCategoryQuery = z.object({ hook: materialHook.optional() });

/** POST /api/admin/material/edit (authority `admin`): rename an official image or replace it with an own image. */
export const editSystemMaterialRequest = z
  .object({
    id: rowId('id must be a material id'),
    name: fileName.optional(),
    /** a registered image of the platform's library; it moves out of the library into the material */
    file_id: rowId('file_id must be a file id').optional(),
  })
  .refine((body) => body.name !== undefined || body.file_id !== undefined, {
    error: 'give a new name or a file',
    path: ['name'],
  });
export type EditSystemMaterialRequest = z.infer<typeof editSystemMaterialRequest>;

/** POST /api/admin/material/reset (authority `admin`): back to the official default image and name. */
export const resetSystemMaterialRequest = z.object({ id: rowId('id must be a material id') });

const tags = ['material'];
const PLATFORMS = ['admin', 'agent', 'customer'] as const;
/** Spec §6: the authority `admin` may edit official default images and reset them. */
const defaultsAccess = { audience: 'admin', permission: Permission.admin.materialDefaults } as const;

/**
 * The material library (spec §7): each console's own files and categories under /{platform}/Upload, the
 * material dialog's lists under /ym/material (one path for every console), and the official default images
 * under /admin/material.
 */
export const materialApi = {
  getList: perAudience(PLATFORMS, (audience) =>
    defineRoute({
      method: 'GET',
      path: `/api/${audience}/Upload/getList`,
      access: { audience },
      tags,
      summary: "The caller's files, newest first: by type, category (0 = none), name and activity",
      query: libraryListQuery,
      reply: reply.list(libraryFile),
    }),
  ),
  postDelete: perAudience(PLATFORMS, (audience) =>
    defineRoute({
      method: 'POST',
      path: `/api/${audience}/Upload/postDelete`,
      access: { audience },
      tags,
      summary: "Permanently delete the caller's files and their stored objects; all or none",
      body: deleteFilesRequest,
      reply: reply.data(deleteFilesResponse),
    }),
  ),
  edit: perAudience(PLATFORMS, (audience) =>
    defineRoute({
      method: 'POST',
      path: `/api/${audience}/Upload/edit`,
      access: { audience },
      tags,
      summary: 'Rename a file and/or move it to a category (category_id 0 = none)',
      body: editFileRequest,
      reply: reply.data(libraryFile),
    }),
  ),
  getCategoryList: perAudience(PLATFORMS, (audience) =>
    defineRoute({
      method: 'GET',
      path: `/api/${audience}/Upload/getCategoryList`,
      access: { audience },
      tags,
      summary: "The caller's categories (at most 100) with their file counts",
      reply: reply.data(z.array(materialCategory)),
    }),
  ),
  addCategory: perAudience(PLATFORMS, (audience) =>
    defineRoute({
      method: 'POST',
      path: `/api/${audience}/Upload/addCategory`,
      access: { audience },
      tags,
      summary: 'Create a category (names unique per tenant, at most 100)',
      body: createCategoryRequest,
      reply: reply.data(materialCategory),
    }),
  ),
  editCategory: perAudience(PLATFORMS, (audience) =>
    defineRoute({
      method: 'POST',
      path: `/api/${audience}/Upload/editCategory`,
      access: { audience },
      tags,
      summary: 'Rename a category',
      body: renameCategoryRequest,
      reply: reply.data(materialCategory),
    }),
  ),
  deleteCategory: perAudience(PLATFORMS, (audience) =>
    defineRoute({
      method: 'POST',
      path: `/api/${audience}/Upload/deleteCategory`,
      access: { audience },
      tags,
      summary: 'Delete a category; its files stay, uncategorised',
      body: deleteCategoryRequest,
      reply: reply.data(z.null()),
    }),
  ),
  /** The material dialog: one path for every console; agents get no system materials. */
  getMaterialType: defineRoute({
    method: 'GET',
    path: '/api/ym/material/getMaterialType',
    access: { audience: PLATFORMS },
    tags,
    summary: 'The hooks with system materials and their kinds (empty for agents)',
    reply: reply.data(z.array(materialType)),
  }),
  getMaterialList: defineRoute({
    method: 'GET',
    path: '/api/ym/material/getList',
    access: { audience: PLATFORMS },
    tags,
    summary: "System materials by hook, type and category; with mine=1 the caller's own files",
    query: materialListQuery,
    reply: reply.list(materialItem),
  }),
  getMaterialCategoryList: defineRoute({
    method: 'GET',
    path: '/api/ym/material/getCategoryList',
    access: { audience: PLATFORMS },
    tags,
    summary: "The system categories of a hook, or without hook the caller's own categories",
    query: materialCategoryQuery,
    reply: reply.data(z.array(materialCategory)),
  }),
  editSystemMaterial: defineRoute({
    method: 'POST',
    path: '/api/admin/material/edit',
    access: defaultsAccess,
    tags,
    summary: 'Rename an official default material or replace it with an image of the platform library',
    body: editSystemMaterialRequest,
    reply: reply.data(materialItem),
  }),
  resetSystemMaterial: defineRoute({
    method: 'POST',
    path: '/api/admin/material/reset',
    access: defaultsAccess,
    tags,
    summary: 'Restore an official default material to its default image and name',
    body: resetSystemMaterialRequest,
    reply: reply.data(materialItem),
  }),
};
