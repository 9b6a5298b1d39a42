import type { IncomingMessage } from 'node:http';
import {
  type ExportLog,
  type ImportLog,
  importFormFields,
  transferApi,
  transferSymbol,
} from '@onsite/contracts';
import Busboy from 'busboy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '#server/platform/auth/auth-plugin.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok } from '#server/platform/http/envelope.ts';
import { type AppError, badRequest } from '#server/platform/http/errors.ts';
import { assertCleanText, parseTextFields } from '#server/platform/http/input.ts';
import { requestLanguage } from '#server/platform/http/localise.ts';
import { serveEach } from '#server/platform/http/route.ts';
import type { ObjectStorage } from '#server/platform/storage/storage.ts';
import { XLSX_MIME } from './spreadsheet.ts';
import * as service from './transfer.service.ts';

/** Spreadsheet import and export per console (spec §7): durable jobs read by log_id, and the templates. */
export const transferRoutes: FastifyPluginAsyncZod<AppDeps & { storage: ObjectStorage }> = async (
  app,
  { db, storage, jobs },
) => {
  // The import upload reads the multipart body itself (file kept in memory up to the 10 MB limit).
  await app.register(async (scope) => {
    scope.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
    serveEach(scope, transferApi.importData, (platform) => async (request) => {
      const form = await readForm(request.raw);
      const symbol = transferSymbol.safeParse(form.fields.symbol);
      if (!symbol.success) throw badRequest('symbol: unknown dataset');
      // the other fields and the file's name are text, read like a query string's
      parseTextFields(importFormFields, form.fields);
      for (const file of form.files) assertCleanText({ file: file.name });
      return ok(
        await service.importData(db, storage, jobs, principalOf(request, platform), platform, {
          symbol: symbol.data,
          fields: form.fields,
          files: form.files,
          language: requestLanguage(request),
        }),
      );
    });
  });

  serveEach(app, transferApi.getTemplate, (platform) => async (request, reply) => {
    const buffer = await service.template(
      db,
      principalOf(request, platform),
      request.query.symbol,
      platform,
      requestLanguage(request),
    );
    reply.header('content-type', XLSX_MIME);
    reply.header('content-disposition', `attachment; filename="${request.query.symbol}-template.xlsx"`);
    return reply.send(buffer);
  });

  serveEach(app, transferApi.getImportStatus, (platform) => async (request) => {
    const job = await service.status(db, principalOf(request, platform), 'import', request.query.log_id);
    return ok(service.toImportLog(storage, job, requestLanguage(request)));
  });

  serveEach(app, transferApi.getImportList, (platform) => async (request) => {
    const { rows, total } = await service.list(db, principalOf(request, platform), 'import', request.query);
    const language = requestLanguage(request);
    const list: ImportLog[] = rows.map((job) => service.toImportLog(storage, job, language));
    return ok({ list, total });
  });

  serveEach(
    app,
    transferApi.deleteImports,
    (platform) => async (request) =>
      ok(
        await service.remove(db, storage, principalOf(request, platform), 'import', request.body.ids),
        'deleted',
      ),
  );

  serveEach(
    app,
    transferApi.exportData,
    (platform) => async (request) =>
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

  serveEach(app, transferApi.getExportStatus, (platform) => async (request) => {
    const job = await service.status(db, principalOf(request, platform), 'export', request.query.log_id);
    return ok(service.toExportLog(storage, job, requestLanguage(request)));
  });

  serveEach(app, transferApi.getExportList, (platform) => async (request) => {
    const { rows, total } = await service.list(db, principalOf(request, platform), 'export', request.query);
    const language = requestLanguage(request);
    const list: ExportLog[] = rows.map((job) => service.toExportLog(storage, job, language));
    return ok({ list, total });
  });

  serveEach(
    app,
    transferApi.deleteExports,
    (platform) => async (request) =>
      ok(
        await service.remove(db, storage, principalOf(request, platform), 'export', request.body.ids),
        'deleted',
      ),
  );
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
