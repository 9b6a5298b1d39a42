import {
  createCategoryRequest,
  deleteCategoryRequest,
  deleteFilesRequest,
  deleteFilesResponse,
  editFileRequest,
  editSystemMaterialRequest,
  libraryFile,
  libraryListQuery,
  materialCategory,
  materialCategoryQuery,
  materialItem,
  materialListQuery,
  materialType,
  Permission,
  renameCategoryRequest,
  resetSystemMaterialRequest,
} from '@onsite/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '#server/platform/auth/auth-plugin.ts';
import type { Principal } from '#server/platform/auth/principal.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok, okList } from '#server/platform/http/envelope.ts';
import { forbidden } from '#server/platform/http/errors.ts';
import { listResponses, responses } from '#server/platform/http/responses.ts';
import type { ObjectStorage } from '#server/platform/storage/storage.ts';
import * as service from './material.service.ts';

const PLATFORMS = ['admin', 'agent', 'customer'] as const;

/** The principal of a route open to several audiences (access already checked in preValidation). */
function anyPrincipal(request: FastifyRequest): Principal {
  if (!request.principal) throw forbidden('this account cannot use this endpoint');
  return request.principal;
}

/**
 * The material library (spec §7): each console's own files and categories under /{platform}/Upload, the
 * material dialog's lists under /ym/material, and the official default images under /admin/material.
 */
export const materialRoutes: FastifyPluginAsyncZod<AppDeps & { storage: ObjectStorage }> = async (
  app,
  { db, storage },
) => {
  const logFailure = (error: unknown) => app.log.warn({ err: error }, 'stored object not deleted');

  for (const platform of PLATFORMS) {
    const access = { audience: platform };
    const tags = ['material'];

    app.get(
      `/api/${platform}/Upload/getList`,
      {
        config: { access },
        schema: {
          tags,
          summary: "The caller's files, newest first: by type, category (0 = none), name and activity",
          querystring: libraryListQuery,
          response: listResponses(libraryFile),
        },
      },
      async (request) => {
        const { rows, total } = await service.listFiles(
          db,
          storage,
          principalOf(request, platform),
          request.query,
        );
        return okList(rows, total);
      },
    );

    app.post(
      `/api/${platform}/Upload/postDelete`,
      {
        config: { access },
        schema: {
          tags,
          summary: "Permanently delete the caller's files and their stored objects; all or none",
          body: deleteFilesRequest,
          response: responses(deleteFilesResponse),
        },
      },
      async (request) =>
        ok(
          await service.deleteFiles(db, storage, principalOf(request, platform), request.body, logFailure),
          'delete succeeded',
        ),
    );

    app.post(
      `/api/${platform}/Upload/edit`,
      {
        config: { access },
        schema: {
          tags,
          summary: 'Rename a file and/or move it to a category (category_id 0 = none)',
          body: editFileRequest,
          response: responses(libraryFile),
        },
      },
      async (request) =>
        ok(await service.editFile(db, storage, principalOf(request, platform), request.body)),
    );

    app.get(
      `/api/${platform}/Upload/getCategoryList`,
      {
        config: { access },
        schema: {
          tags,
          summary: "The caller's categories (at most 100) with their file counts",
          response: responses(z.array(materialCategory)),
        },
      },
      async (request) => ok(await service.listCategories(db, principalOf(request, platform))),
    );

    app.post(
      `/api/${platform}/Upload/addCategory`,
      {
        config: { access },
        schema: {
          tags,
          summary: 'Create a category (names unique per tenant, at most 100)',
          body: createCategoryRequest,
          response: responses(materialCategory),
        },
      },
      async (request) => ok(await service.createCategory(db, principalOf(request, platform), request.body)),
    );

    app.post(
      `/api/${platform}/Upload/editCategory`,
      {
        config: { access },
        schema: {
          tags,
          summary: 'Rename a category',
          body: renameCategoryRequest,
          response: responses(materialCategory),
        },
      },
      async (request) => ok(await service.renameCategory(db, principalOf(request, platform), request.body)),
    );

    app.post(
      `/api/${platform}/Upload/deleteCategory`,
      {
        config: { access },
        schema: {
          tags,
          summary: 'Delete a category; its files stay, uncategorised',
          body: deleteCategoryRequest,
          response: responses(z.null()),
        },
      },
      async (request) =>
        ok(
          await service.deleteCategory(db, principalOf(request, platform), request.body.id),
          'delete succeeded',
        ),
    );
  }

  // The material dialog (spec §7 /ym/material): one path for every console; agents get no system materials.
  const anyConsole = { audience: [...PLATFORMS] };
  app.get(
    '/api/ym/material/getMaterialType',
    {
      config: { access: anyConsole },
      schema: {
        tags: ['material'],
        summary: 'The hooks with system materials and their kinds (empty for agents)',
        response: responses(z.array(materialType)),
      },
    },
    async (request) => ok(await service.materialTypes(db, anyPrincipal(request))),
  );

  app.get(
    '/api/ym/material/getList',
    {
      config: { access: anyConsole },
      schema: {
        tags: ['material'],
        summary: "System materials by hook, type and category; with mine=1 the caller's own files",
        querystring: materialListQuery,
        response: listResponses(materialItem),
      },
    },
    async (request) => {
      const { rows, total } = await service.listMaterials(db, storage, anyPrincipal(request), request.query);
      return okList(rows, total);
    },
  );

  app.get(
    '/api/ym/material/getCategoryList',
    {
      config: { access: anyConsole },
      schema: {
        tags: ['material'],
        summary: "The system categories of a hook, or without hook the caller's own categories",
        querystring: materialCategoryQuery,
        response: responses(z.array(materialCategory)),
      },
    },
    async (request) => ok(await service.materialCategories(db, anyPrincipal(request), request.query.hook)),
  );

  // Spec §6: the authority `admin` may edit official default images and reset them.
  const defaultsAccess = { audience: 'admin' as const, permission: Permission.admin.materialDefaults };
  app.post(
    '/api/admin/material/edit',
    {
      config: { access: defaultsAccess },
      schema: {
        tags: ['material'],
        summary: 'Rename an official default material or replace it with an image of the platform library',
        body: editSystemMaterialRequest,
        response: responses(materialItem),
      },
    },
    async (request) =>
      ok(
        await service.editSystemMaterial(
          db,
          storage,
          principalOf(request, 'admin'),
          request.body,
          logFailure,
        ),
      ),
  );

  app.post(
    '/api/admin/material/reset',
    {
      config: { access: defaultsAccess },
      schema: {
        tags: ['material'],
        summary: 'Restore an official default material to its default image and name',
        body: resetSystemMaterialRequest,
        response: responses(materialItem),
      },
    },
    async (request) => ok(await service.resetSystemMaterial(db, storage, request.body.id, logFailure)),
  );
};
