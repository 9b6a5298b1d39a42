import { z } from 'zod';
import { INT4_MAX, INT4_TOO_BIG, rowId } from './input.ts';
import { defineRoute, perAudience, reply } from './route.ts';

/** What the picker uploads; each kind has its size limit (spec §5) and formats. */
export const uploadKind = z.enum(['image', 'video', 'audio', 'file'], {
  error: 'type must be image, video, audio or file',
});
export type UploadKind = z.infer<typeof uploadKind>;

const acid = rowId('acid must be an activity id').optional();

/** GET (customer also POST) /api/{platform}/Upload/getToken: one upload of one file. */
export const uploadTokenQuery = z.object({
  acid,
  /** the original file name; its extension decides the kind and ends the key */
  name: z
    .string({ error: 'name is required' })
    .trim()
    .min(1, { error: 'name is required' })
    .max(255, { error: 'name is at most 255 characters' }),
  /** the picker's kind; when given it must agree with the extension */
  type: uploadKind.optional(),
});
export type UploadTokenQuery = z.infer<typeof uploadTokenQuery>;

/** Spec §3 "Storage token object" plus what the browser needs to upload. */
export const uploadToken = z.object({
  token: z.string(),
  /** the caller's limit for this kind, in MB (spec §5; below 1 means KB) */
  size: z.number(),
  /** the same limit in bytes */
  max_bytes: z.number().int(),
  user: z.object({ agent_id: z.number().int(), customer_id: z.number().int(), user_id: z.number().int() }),
  /** local = our POST /storage, s3 = an S3-compatible store */
  driver: z.enum(['local', 's3']),
  /** POST the fields, then the file as field `file` (last), as multipart/form-data */
  upload_url: z.string(),
  fields: z.record(z.string(), z.string()),
  /** the storage key of this upload (spec §7 pattern); register it with postAdd as `url` */
  key: z.string(),
  /** the caller's key prefix */
  prefix: z.string(),
  kind: uploadKind,
  /** public URL of stored files: base_url + key */
  base_url: z.string(),
  /** ISO 8601 */
  expires_at: z.string(),
});
export type UploadToken = z.infer<typeof uploadToken>;

/** Spec §3 "Upload success item". */
export const uploadedFile = z.object({
  name: z
    .string({ error: 'name is required' })
    .trim()
    .min(1, { error: 'name is required' })
    .max(255, { error: 'name is at most 255 characters' }),
  /** the storage key */
  url: z.string({ error: 'url is required' }).min(1, { error: 'url is required' }).max(512),
  size: z
    .number({ error: 'size must be a number of bytes' })
    .int()
    .positive({ error: 'size must be positive' })
    .max(INT4_MAX, { error: INT4_TOO_BIG }),
  /** the MIME type the browser reported ('' when it had none) */
  type: z.string().max(128).default(''),
});

/** POST /api/{platform}/Upload/postAdd: registers uploaded files; all or none. */
export const registerFilesRequest = z.object({
  acid,
  files: z
    .array(uploadedFile, { error: 'files must be a list of uploaded files' })
    .min(1, { error: 'files must not be empty' })
    .max(10, { error: 'at most 10 files per upload' }),
});
export type RegisterFilesRequest = z.infer<typeof registerFilesRequest>;

export const fileItem = z.object({
  id: z.number().int(),
  name: z.string(),
  /** the storage key */
  url: z.string(),
  /** public URL */
  src: z.string(),
  size: z.number().int(),
  /** the sniffed MIME type */
  type: z.string(),
  kind: uploadKind,
  acid: z.number().int().nullable(),
  /** ISO 8601 */
  create_time: z.string(),
});
export type FileItem = z.infer<typeof fileItem>;

/** The public config script's content (GET /jsconfig.js sets window.__ONSITE_CONFIG__). */
export const publicConfig = z.object({
  storage_url: z.string(),
  storage_driver: z.enum(['local', 's3']),
});
export type PublicConfig = z.infer<typeof publicConfig>;

const tokenSummary = 'A grant to upload one file to storage: key, form fields, size limit and the caller';

/** Upload tokens and file registration per console (spec §7), and the public config script. */
export const uploadApi = {
  getToken: perAudience(['admin', 'agent', 'customer'], (audience) =>
    defineRoute({
      method: 'GET',
      path: `/api/${audience}/Upload/getToken`,
      access: { audience },
      tags: ['upload'],
      summary: tokenSummary,
      query: uploadTokenQuery,
      reply: reply.data(uploadToken),
    }),
  ),
  /** The customer console also asks with POST (spec §7); the same input travels in the body. */
  postToken: defineRoute({
    method: 'POST',
    path: '/api/customer/Upload/getToken',
    access: { audience: 'customer' },
    tags: ['upload'],
    summary: tokenSummary,
    body: uploadTokenQuery,
    reply: reply.data(uploadToken),
  }),
  postAdd: perAudience(['admin', 'agent', 'customer'], (audience) =>
    defineRoute({
      method: 'POST',
      path: `/api/${audience}/Upload/postAdd`,
      access: { audience },
      tags: ['upload'],
      summary: 'Register uploaded files after checking their stored size and real type; all or none',
      body: registerFilesRequest,
      reply: reply.data(z.array(fileItem)),
    }),
  ),
  /** The public config script the consoles load before starting (spec §7 "jsconfig"). */
  jsconfig: defineRoute({
    method: 'GET',
    path: '/jsconfig.js',
    access: { audience: 'public' },
    tags: ['upload'],
    summary: 'The public config script: window.__ONSITE_CONFIG__ (storage URL and driver)',
    hidden: true,
    reply: reply.raw(),
  }),
};

/**
 * The local storage driver's upload (like an S3 POST): multipart `key`, `token`, then `file`; the token
 * authorises it, not a session. (GET /storage/<key> is served by @fastify/static.)
 */
export const storageApi = {
  upload: defineRoute({
    method: 'POST',
    path: '/storage',
    access: { audience: 'public' },
    tags: ['storage'],
    summary: 'Store one file under the key an upload token grants',
    multipart: true,
    hidden: true,
    reply: reply.raw(),
  }),
};
