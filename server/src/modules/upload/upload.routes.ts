import { fileItem, registerFilesRequest, uploadToken, uploadTokenQuery } from '@onsite/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '#server/platform/auth/auth-plugin.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok } from '#server/platform/http/envelope.ts';
import { responses } from '#server/platform/http/responses.ts';
import type { ObjectStorage } from '#server/platform/storage/storage.ts';
import * as service from './upload.service.ts';

const PLATFORMS = ['admin', 'agent', 'customer'] as const;

/** Upload tokens and file registration per console (spec §7), and the public config script. */
export const uploadRoutes: FastifyPluginAsyncZod<AppDeps & { storage: ObjectStorage }> = async (
  app,
  { db, storage },
) => {
  for (const platform of PLATFORMS) {
    const access = { audience: platform };
    const tokenSchema = {
      tags: ['upload'],
      summary: 'A grant to upload one file to storage: key, form fields, size limit and the caller',
      response: responses(uploadToken),
    };
    app.get(
      `/api/${platform}/Upload/getToken`,
      { config: { access }, schema: { ...tokenSchema, querystring: uploadTokenQuery } },
      async (request) =>
        ok(await service.issueToken(db, storage, principalOf(request, platform), request.query)),
    );
    if (platform === 'customer') {
      // The customer console also asks with POST (spec §7); the same input travels in the body.
      app.post(
        `/api/${platform}/Upload/getToken`,
        {
          config: { access },
          schema: { ...tokenSchema, body: uploadTokenQuery },
        },
        async (request) =>
          ok(await service.issueToken(db, storage, principalOf(request, platform), request.body)),
      );
    }

    app.post(
      `/api/${platform}/Upload/postAdd`,
      {
        config: { access },
        schema: {
          tags: ['upload'],
          summary: 'Register uploaded files after checking their stored size and real type; all or none',
          body: registerFilesRequest,
          response: responses(z.array(fileItem)),
        },
      },
      async (request) =>
        ok(await service.register(db, storage, principalOf(request, platform), request.body)),
    );
  }

  // The public config script the consoles load before starting (spec §7 "jsconfig").
  app.get(
    '/jsconfig.js',
    { config: { access: { audience: 'public' } }, schema: { hide: true } },
    async (_request, reply) => {
      const config = { storage_url: storage.publicBaseUrl, storage_driver: storage.kind };
      reply.header('content-type', 'application/javascript; charset=utf-8');
      reply.header('cache-control', 'no-cache');
      return `window.__ONSITE_CONFIG__ = ${JSON.stringify(config).replaceAll('<', '\\u003c')};\n`;
    },
  );
};
