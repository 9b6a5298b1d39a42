import type { IncomingMessage } from 'node:http';
import {
  type ExportLog,
  exportDataQuery,
  exportLog,
  exportLogList,
  type ImportLog,
  importDataResponse,
  importLog,
  importLogList,
  logIdQuery,
  templateQuery,
  transferDeleteRequest,
  transferDeleteResponse,
  transferListQuery,
  transferSymbol,
} from '@onsite/contracts';
import Busboy from 'busboy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '#server/platform/auth/auth-plugin.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok } from '#server/platform/http/envelope.ts';
import { type AppError, badRequest } from '#server/platform/http/errors.ts';
import { requestLanguage } from '#server/platform/http/localise.ts';
import { responses } from '#server/platform/http/responses.ts';
import type { ObjectStorage } from '#server/platform/storage/storage.ts';
import { XLSX_MIME } from './spreadsheet.ts';
import * as service from './transfer.service.ts';

const PLATFORMS = ['admin', 'agent', 'customer'] as const;

/** Spreadsheet import and export per console (spec §7): durable jobs read by log_id, and the templates. */
export const transferRoutes: FastifyPluginAsyncZod<AppDeps & { storage: ObjectStorage }> = async (
  app,
  { db, storage, jobs },
) => {
  for (const platform of PLATFORMS) {
    const access = { audience: platform };

    // The import upload reads the multipart body itself (file kept in memory up to the 10 MB limit).
    await app.register(async (scope) => {
      scope.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
      scope.post(
        `/api/${platform}/import/importData`,
        {
          config: { access },
          schema: {
            tags: ['transfer'],
            summary: 'Upload one .xls/.xlsx file (form: symbol, file, extra params) and queue its import',
            consumes: ['multipart/form-data'],
            response: responses(importDataResponse),
          },
        },
        async (request) => {
          const form = await readForm(request.raw);
          const symbol = transferSymbol.safeParse(form.fields.symbol);
          if (!symbol.success) throw badRequest('symbol: unknown dataset');
          return ok(
            await service.importData(db, storage, jobs, principalOf(request, platform), platform, {
              symbol: symbol.data,
              fields: form.fields,
              files: form.files,
              language: requestLanguage(request),
            }),
          );
        },
      );
    });

    app.get(
      `/api/${platform}/import/getTemplate`,
      {
        config: { access },
        schema: {
          tags: ['transfer'],
          summary: 'The import template of a dataset (.xlsx: header row and one example row)',
          querystring: templateQuery,
        },
      },
      async (request, reply) => {
        const buffer = await service.template(request.query.symbol, platform, requestLanguage(request));
        reply.header('content-type', XLSX_MIME);
        reply.header('content-disposition', `attachment; filename="${request.query.symbol}-template.xlsx"`);
        return reply.send(buffer);
      },
    );

    app.get(
      `/api/${platform}/import/getStatus`,
      {
        config: { access },
        schema: {
          tags: ['transfer'],
          summary: 'An import job: status (1 finished), percentage, counts and the failed-rows file',
          querystring: logIdQuery,
          response: responses(importLog),
        },
      },
      async (request) => {
        const job = await service.status(db, principalOf(request, platform), 'import', request.query.log_id);
        return ok(service.toImportLog(storage, job, requestLanguage(request)));
      },
    );

    app.get(
      `/api/${platform}/import/getList`,
      {
        config: { access },
        schema: {
          tags: ['transfer'],
          summary: "The caller's imports, newest first (list, total)",
          querystring: transferListQuery,
          response: responses(importLogList),
        },
      },
      async (request) => {
        const { rows, total } = await service.list(
          db,
          principalOf(request, platform),
          'import',
          request.query,
        );
        const language = requestLanguage(request);
        const list: ImportLog[] = rows.map((job) => service.toImportLog(storage, job, language));
        return ok({ list, total });
      },
    );

    app.post(
      `/api/${platform}/import/postDelete`,
      {
        config: { access },
        schema: {
          tags: ['transfer'],
          summary: "Delete the caller's imports and their files",
          body: transferDeleteRequest,
          response: responses(transferDeleteResponse),
        },
      },
      async (request) =>
        ok(
          await service.remove(db, storage, principalOf(request, platform), 'import', request.body.ids),
          'deleted',
        ),
    );

    app.get(
      `/api/${platform}/export/exportData`,
      {
        config: { access },
        schema: {
          tags: ['transfer'],
          summary: 'Queue an export of the selected ids or of the list filters; answers log_id',
          querystring: exportDataQuery,
          response: responses(importDataResponse),
        },
      },
      async (request) =>
        ok(
          await service.exportData(
            db,
            jobs,
            principalOf(request, platform),
            platform,
            request.query,
            requestLanguage(request),
          ),
        ),
    );

    app.get(
      `/api/${platform}/export/getStatus`,
      {
        config: { access },
        schema: {
          tags: ['transfer'],
          summary: 'An export job: status (0 waiting, 1 exporting, 2 done), percentage and the file',
          querystring: logIdQuery,
          response: responses(exportLog),
        },
      },
      async (request) => {
        const job = await service.status(db, principalOf(request, platform), 'export', request.query.log_id);
        return ok(service.toExportLog(storage, job, requestLanguage(request)));
      },
    );

    app.get(
      `/api/${platform}/export/getList`,
      {
        config: { access },
        schema: {
          tags: ['transfer'],
          summary: "The caller's exports, newest first (list, total)",
          querystring: transferListQuery,
          response: responses(exportLogList),
        },
      },
      async (request) => {
        const { rows, total } = await service.list(
          db,
          principalOf(request, platform),
          'export',
          request.query,
        );
        const language = requestLanguage(request);
        const list: ExportLog[] = rows.map((job) => service.toExportLog(storage, job, language));
        return ok({ list, total });
      },
    );

    app.post(
      `/api/${platform}/export/postDelete`,
      {
        config: { access },
        schema: {
          tags: ['transfer'],
          summary: "Delete the caller's exports and their files",
          body: transferDeleteRequest,
          response: responses(transferDeleteResponse),
        },
      },
      async (request) =>
        ok(
          await service.remove(db, storage, principalOf(request, platform), 'export', request.body.ids),
          'deleted',
        ),
    );
  }
};

/** The import form: text fields and every file part (more than one is refused by the service). */
function readForm(
  raw: IncomingMessage,
): Promise<{ fields: Record<string, string>; files: service.UploadedFile[] }> {
  return new Promise((resolve, reject) => {
    let busboy: Busboy.Busboy;
    try {
      busboy = Busboy({
        headers: raw.headers,
        limits: { files: 5, fields: 30, fieldSize: 2048, fileSize: service.IMPORT_MAX_BYTES },
      });
    } catch {
      reject(badRequest('choose a file to import'));
      return;
    }
    const fields: Record<string, string> = {};
    const files: service.UploadedFile[] = [];
    let failed: AppError | null = null;
    // A file part's 'end' can come after busboy's 'close': settle only once every part has ended.
    let openParts = 0;
    let closed = false;
    const settle = () => {
      if (!closed || openParts > 0) return;
      if (failed) reject(failed);
      else resolve({ fields, files });
    };
    busboy.on('field', (name, value) => {
      fields[name] = value;
    });
    busboy.on('file', (_name, stream, info) => {
      const chunks: Buffer[] = [];
      openParts += 1;
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        failed = badRequest('the import file must not exceed {limit}M', {
          limit: service.IMPORT_MAX_BYTES / 1024 / 1024,
        });
      });
      stream.on('end', () => {
        files.push({ name: info.filename ?? '', content: Buffer.concat(chunks) });
        openParts -= 1;
        settle();
      });
    });
    busboy.on('filesLimit', () => {
      failed = badRequest('import one file at a time');
    });
    busboy.on('error', () => reject(badRequest('choose a file to import')));
    busboy.on('close', () => {
      closed = true;
      settle();
    });
    raw.pipe(busboy);
  });
}
