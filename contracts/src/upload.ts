import { z } from 'zod';

/** What the picker uploads; each kind has its size limit (spec §5) and formats. */
export const uploadKind = z.enum(['image', 'video', 'audio', 'file'], {
  error: 'type must be image, video, audio or file',
});
export type UploadKind = z.infer<typeof uploadKind>;

const acid = z.coerce.number().int().positive({ error: 'acid must be an activity id' }).optional();

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
    .positive({ error: 'size must be positive' }),
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
