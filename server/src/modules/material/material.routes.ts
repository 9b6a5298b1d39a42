import { materialApi } from '@onsite/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '#server/platform/auth/auth-plugin.ts';
import type { Principal } from '#server/platform/auth/principal.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok, okList } from '#server/platform/http/envelope.ts';
import { forbidden } from '#server/platform/http/errors.ts';
import { serve, serveEach } from '#server/platform/http/route.ts';
import type { ObjectStorage } from '#server/platform/storage/storage.ts';
import * as service from './material.service.ts';

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

  serveEach(app, materialApi.getList, (platform) => async (request) => {
    const { rows, total } = await service.listFiles(
      db,
      storage,
      principalOf(request, platform),
      request.query,
    );
    return okList(rows, total);
  });

  serveEach(
    app,
    materialApi.postDelete,
    (platform) => async (request) =>
      ok(
        await service.deleteFiles(db, storage, principalOf(request, platform), request.body, logFailure),
        'delete succeeded',
      ),
  );

  serveEach(
    app,
    materialApi.edit,
    (platform) => async (request) =>
      ok(await service.editFile(db, storage, principalOf(request, platform), request.body)),
  );

  serveEach(
    app,
    materialApi.getCategoryList,
    (platform) => async (request) => ok(await service.listCategories(db, principalOf(request, platform))),
  );

  serveEach(
    app,
    materialApi.addCategory,
    (platform) => async (request) =>
      ok(await service.createCategory(db, principalOf(request, platform), request.body)),
  );

  serveEach(
    app,
    materialApi.editCategory,
    (platform) => async (request) =>
      ok(await service.renameCategory(db, principalOf(request, platform), request.body)),
  );

  serveEach(
    app,
    materialApi.deleteCategory,
    (platform) => async (request) =>
      ok(
        await service.deleteCategory(db, principalOf(request, platform), request.body.id),
        'delete succeeded',
      ),
  );

  // The material dialog (spec §7 /ym/material): one path for every console; agents get no system materials.
  serve(app, materialApi.getMaterialType, async (request) =>
    ok(await service.materialTypes(db, anyPrincipal(request))),
  );

  serve(app, materialApi.getMaterialList, async (request) => {
    const { rows, total } = await service.listMaterials(db, storage, anyPrincipal(request), request.query);
    return okList(rows, total);
  });

  serve(app, materialApi.getMaterialCategoryList, async (request) =>
    ok(await service.materialCategories(db, anyPrincipal(request), request.query.hook)),
  );

  // Spec §6: the authority `admin` may edit official default images and reset them.
  serve(app, materialApi.editSystemMaterial, async (request) =>
    ok(
      await service.editSystemMaterial(db, storage, principalOf(request, 'admin'), request.body, logFailure),
    ),
  );

  serve(app, materialApi.resetSystemMaterial, async (request) =>
    ok(await service.resetSystemMaterial(db, storage, request.body.id, logFailure)),
  );
};
