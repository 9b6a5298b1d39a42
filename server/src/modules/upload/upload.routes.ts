import { uploadApi } from '@onsite/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '#server/platform/auth/auth-plugin.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok } from '#server/platform/http/envelope.ts';
import { serve, serveEach } from '#server/platform/http/route.ts';
import type { ObjectStorage } from '#server/platform/storage/storage.ts';
import * as service from './upload.service.ts';

/** Upload tokens and file registration per console (spec §7), and the public config script. */
export const uploadRoutes: FastifyPluginAsyncZod<AppDeps & { storage: ObjectStorage }> = async (
  app,
  { db, storage, config },
) => {
  serveEach(
    app,
    uploadApi.getToken,
    (platform) => async (request) =>
      ok(
        await service.issueToken(
          db,
          storage,
          principalOf(request, platform),
          request.query,
          config.uploadQuota,
        ),
      ),
  );
  // The customer console also asks with POST (spec §7); the same input travels in the body.
  serve(app, uploadApi.postToken, async (request) =>
    ok(
      await service.issueToken(
        db,
        storage,
        principalOf(request, 'customer'),
        request.body,
        config.uploadQuota,
      ),
    ),
  );

  serveEach(
    app,
    uploadApi.postAdd,
    (platform) => async (request) =>
      ok(await service.register(db, storage, principalOf(request, platform), request.body)),
  );

  // The public config script the consoles load before starting (spec §7 "jsconfig").
  serve(app, uploadApi.jsconfig, async (_request, reply) => {
    const config = { storage_url: storage.publicBaseUrl, storage_driver: storage.kind };
    reply.header('content-type', 'application/javascript; charset=utf-8');
    reply.header('cache-control', 'no-cache');
    return `window.__ONSITE_CONFIG__ = ${JSON.stringify(config).replaceAll('<', '\\u003c')};\n`;
  });
};
