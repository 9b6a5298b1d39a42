import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ErrorCode, storageApi } from '@onsite/contracts';
import Busboy from 'busboy';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '#server/db/database.ts';
import { AppError, badRequest, notFound } from '#server/platform/http/errors.ts';
import { serve } from '#server/platform/http/route.ts';
import type { MessageKey } from '#server/platform/i18n/messages.ts';
import { ownsJobFile } from '#server/platform/jobs/job-files.ts';
import { KeyExistsError, LocalDiskStorage, TooLargeError } from './local-storage.ts';
import { isPrivateKey, PRIVATE_CACHE_CONTROL } from './private-files.ts';
import type { ObjectStorage } from './storage.ts';
import { claimUploadWrite, settleUploadWrite } from './upload-grants.ts';

/** Never more than this in one upload, whatever a token says (the largest limit of spec §5 is 50 MB). */
export const HARD_MAX_BYTES = 50 * 1024 * 1024;

const uploadRefused = (message: MessageKey) => new AppError(401, ErrorCode.unauthenticated, message);
const tooLarge = (maxBytes: number) =>
  new AppError(413, ErrorCode.badRequest, 'file size must not exceed {limit}M', {
    limit: formatMb(maxBytes),
  });
const formatMb = (bytes: number) => String(Math.round((bytes / 1024 / 1024) * 100) / 100);

const TOKEN_PROBLEM = {
  malformed: 'upload token is not valid',
  forged: 'upload token is not valid',
  expired: 'upload token has expired',
} as const;

/** A second write with one token, or a write onto a stored file: the token is spent (a new one is needed). */
const keyTaken = () => uploadRefused('upload token has already been used');

/** Media shown inline; everything else is downloaded, never rendered on our origin. */
const INLINE = /^(image\/(png|jpeg|gif|webp)|video\/|audio\/)/;

/**
 * The local driver's store: POST /storage takes multipart `key`, `token`, then `file` (like an S3 POST);
 * GET /storage/<key> streams files back (range requests, content type by extension). A token is good for
 * one write: the upload claims its grant (`upload_grants`) before storing a byte, and a stored file is
 * never replaced.
 */
export const storageRoutes: FastifyPluginAsync<{ storage: ObjectStorage; db: Db }> = async (
  app,
  { storage, db },
) => {
  if (!(storage instanceof LocalDiskStorage)) return;
  const store = storage;

  // Private files (job sheets: customers' mobiles and emails) need a signed link or the owner's session.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const [pathname = '', search = ''] = request.url.split('?');
    if (!pathname.startsWith('/storage/')) return;
    const key = safeDecode(pathname.slice('/storage/'.length));
    if (!isPrivateKey(key)) return;
    reply.header('cache-control', 'no-store');
    const query = new URLSearchParams(search);
    const signature = query.get('signature');
    if (signature !== null) {
      if (store.verifyLink(key, query.get('expires') ?? '', signature)) return;
      throw new AppError(403, ErrorCode.forbidden, 'this download link is invalid or has expired');
    }
    const principal = request.principal;
    if (!principal) {
      throw new AppError(401, ErrorCode.unauthenticated, 'sign in or use a download link to get this file');
    }
    // another account's (another tenant's) file is not found, as everywhere
    if (!(await ownsJobFile(db, principal, key))) throw notFound('not found');
  });

  await app.register(fastifyStatic, {
    root: store.dir,
    prefix: '/storage/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    immutable: true,
    maxAge: '365d',
    setHeaders(reply, filePath) {
      const type = String(reply.getHeader('content-type') ?? '');
      // one's own private file: kept by the browser a few minutes, never by a shared cache
      if (isPrivateKey(path.relative(store.dir, filePath).split(path.sep).join('/')))
        reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      // A stored file never runs as a page of ours, whatever it contains.
      reply.header('content-security-policy', "sandbox; default-src 'none'");
      reply.header('cross-origin-resource-policy', 'cross-origin');
      if (!INLINE.test(type)) reply.header('content-disposition', 'attachment');
    },
  });

  await app.register((scope, _options, registered) => {
    // The handler reads the raw request itself, so the file is streamed and never buffered whole.
    scope.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
    serve(scope, storageApi.upload, async (request, reply) => {
      const result = await receiveUpload(store, db, request.raw, reply);
      return reply.send({ code: 0, msg: 'upload succeeded', data: result });
    });
    registered();
  });
};

const safeDecode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** Parses the multipart stream: token and key must come before the file, as in an S3 POST. */
function receiveUpload(
  store: LocalDiskStorage,
  db: Db,
  raw: IncomingMessage,
  reply: { header(name: string, value: string): unknown },
): Promise<{ key: string; size: number }> {
  return new Promise((resolve, reject) => {
    let busboy: Busboy.Busboy;
    try {
      busboy = Busboy({
        headers: raw.headers,
        limits: { files: 1, fields: 20, fieldSize: 8192, fileSize: HARD_MAX_BYTES + 1 },
      });
    } catch {
      reject(badRequest('expected a multipart/form-data upload'));
      return;
    }
    const fields: Record<string, string> = {};
    let settled = false;
    let sawFile = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      // Stop reading: nothing more is parsed or written; the rest of the body is discarded.
      raw.unpipe(busboy);
      raw.resume();
      reply.header('connection', 'close');
      reject(error);
    };

    busboy.on('field', (name, value) => {
      fields[name] = value;
    });
    busboy.on('file', (name, file) => {
      if (name !== 'file' || sawFile) {
        file.resume();
        return;
      }
      sawFile = true;
      const token = fields.token;
      if (!token) {
        file.resume();
        fail(uploadRefused('upload token is missing'));
        return;
      }
      const verified = store.verifyToken(token);
      if ('problem' in verified) {
        file.resume();
        fail(uploadRefused(TOKEN_PROBLEM[verified.problem]));
        return;
      }
      const { claims } = verified;
      const key = fields.key ?? '';
      if (key !== claims.key || !key.startsWith(claims.prefix)) {
        file.resume();
        fail(uploadRefused('upload token is not for this key'));
        return;
      }
      const maxBytes = Math.min(claims.max, HARD_MAX_BYTES);
      // One token, one write: the claim is a conditional update, so of two writes with one token (one
      // after the other or at once) only the first gets it; busboy waits for the file stream meanwhile.
      const write = async (): Promise<{ key: string; size: number }> => {
        if (!(await claimUploadWrite(db, key))) throw keyTaken();
        let size = 0;
        try {
          ({ size } = await store.write(key, file, maxBytes));
          if (size === 0) {
            await store.delete(key);
            throw badRequest('the file is empty');
          }
          return { key, size };
        } catch (error) {
          if (error instanceof KeyExistsError) throw keyTaken();
          size = 0;
          throw error instanceof TooLargeError ? tooLarge(maxBytes) : error;
        } finally {
          await settleUploadWrite(db, key, size);
        }
      };
      write().then(
        (stored) => {
          if (settled) return;
          settled = true;
          resolve(stored);
        },
        (error) => {
          file.resume();
          fail(error);
        },
      );
    });
    busboy.on('error', (error) => fail(error instanceof AppError ? error : badRequest('malformed upload')));
    busboy.on('close', () => {
      if (!sawFile) fail(badRequest('file is required'));
    });
    raw.pipe(busboy);
  });
}
