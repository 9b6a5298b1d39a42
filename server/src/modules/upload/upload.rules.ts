import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { UploadKind } from '@onsite/contracts';
import type { Audience } from '#server/db/schema.ts';
import type { TenantScope } from '#server/platform/tenancy/scope.ts';

/**
 * What may be uploaded: each extension's kind, the type file-type must sniff from its first bytes
 * (none = a text format without magic bytes, which must not sniff as any binary type) and the MIME types
 * a browser may report for it. The first MIME type is the one files are served and recorded with.
 */
export interface Format {
  kind: UploadKind;
  sniff: string[];
  mimes: string[];
}

export const FORMATS: Record<string, Format> = {
  png: { kind: 'image', sniff: ['png'], mimes: ['image/png'] },
  jpg: { kind: 'image', sniff: ['jpg'], mimes: ['image/jpeg', 'image/jpg', 'image/pjpeg'] },
  jpeg: { kind: 'image', sniff: ['jpg'], mimes: ['image/jpeg', 'image/jpg', 'image/pjpeg'] },
  gif: { kind: 'image', sniff: ['gif'], mimes: ['image/gif'] },
  webp: { kind: 'image', sniff: ['webp'], mimes: ['image/webp'] },
  mp4: { kind: 'video', sniff: ['mp4', 'm4v'], mimes: ['video/mp4'] },
  webm: { kind: 'video', sniff: ['webm'], mimes: ['video/webm'] },
  avi: { kind: 'video', sniff: ['avi'], mimes: ['video/x-msvideo', 'video/avi', 'video/msvideo'] },
  flv: { kind: 'video', sniff: ['flv'], mimes: ['video/x-flv', 'video/flv'] },
  mp3: { kind: 'audio', sniff: ['mp3'], mimes: ['audio/mpeg', 'audio/mp3'] },
  pdf: { kind: 'file', sniff: ['pdf'], mimes: ['application/pdf'] },
  doc: { kind: 'file', sniff: ['cfb'], mimes: ['application/msword'] },
  xls: { kind: 'file', sniff: ['cfb'], mimes: ['application/vnd.ms-excel'] },
  ppt: { kind: 'file', sniff: ['cfb'], mimes: ['application/vnd.ms-powerpoint'] },
  docx: {
    kind: 'file',
    sniff: ['docx'],
    mimes: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  },
  xlsx: {
    kind: 'file',
    sniff: ['xlsx'],
    mimes: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  },
  pptx: {
    kind: 'file',
    sniff: ['pptx'],
    mimes: ['application/vnd.openxmlformats-officedocument.presentationml.presentation'],
  },
  zip: { kind: 'file', sniff: ['zip'], mimes: ['application/zip', 'application/x-zip-compressed'] },
  txt: { kind: 'file', sniff: [], mimes: ['text/plain'] },
  csv: { kind: 'file', sniff: [], mimes: ['text/csv', 'application/vnd.ms-excel', 'text/plain'] },
};

/** Spec §5 formats: admin video mp4/webm; customer pickers also avi and flv; the agent console like admin. */
const VIDEO_BY_AUDIENCE: Record<Audience, string[]> = {
  admin: ['mp4', 'webm'],
  agent: ['mp4', 'webm'],
  customer: ['mp4', 'avi', 'flv', 'webm'],
};

export function formatFor(audience: Audience, extension: string): Format | null {
  const format = FORMATS[extension];
  if (!format) return null;
  if (format.kind === 'video' && !VIDEO_BY_AUDIENCE[audience].includes(extension)) return null;
  return format;
}

const MB = 1024 * 1024;

/**
 * Spec §5 size limits in MB: the admin console image 3, video 5, audio 5, file 10; the agent and customer
 * pickers image 5, video 10 (audio 5, file 10 as the admin console); is_admin = 1 gets 50 for everything.
 */
export const SIZE_LIMIT_MB: Record<Audience, Record<UploadKind, number>> = {
  admin: { image: 3, video: 5, audio: 5, file: 10 },
  agent: { image: 5, video: 10, audio: 5, file: 10 },
  customer: { image: 5, video: 10, audio: 5, file: 10 },
};
export const IS_ADMIN_LIMIT_MB = 50;

export function sizeLimitMb(audience: Audience, kind: UploadKind, isAdmin: boolean): number {
  return isAdmin ? IS_ADMIN_LIMIT_MB : SIZE_LIMIT_MB[audience][kind];
}
export const mbToBytes = (mb: number) => Math.round(mb * MB);

/** Spec §7 key prefix by audience: platform | agent/{agent_id} | customer/{agent_id}/{customer_id}. */
export function keyPrefix(scope: TenantScope): string {
  switch (scope.kind) {
    case 'platform':
      return 'platform/';
    case 'agent':
      return `agent/${scope.agentId}/`;
    case 'customer':
      return `customer/${scope.agentId}/${scope.customerId}/`;
  }
}

/** The lower-case extension of a file name ('' when it has none). */
export function extensionOf(name: string): string {
  const match = /\.([A-Za-z0-9]{1,8})$/.exec(name.trim());
  return match ? match[1].toLowerCase() : '';
}

/**
 * `{prefix}{yyyy}/{mm}/{dd}/{md5 of name, time and randomness}{5 random digits}.{ext}` (UTC date): unique,
 * unguessable, and it says nothing about the original name.
 */
export function buildKey(prefix: string, originalName: string, extension: string, now = new Date()): string {
  const date = [
    now.getUTCFullYear(),
    String(now.getUTCMonth() + 1).padStart(2, '0'),
    String(now.getUTCDate()).padStart(2, '0'),
  ].join('/');
  const hash = createHash('md5')
    .update(`${originalName}\0${now.getTime()}\0${randomBytes(16).toString('hex')}`)
    .digest('hex');
  const suffix = String(randomInt(0, 100_000)).padStart(5, '0');
  return `${prefix}${date}/${hash}${suffix}.${extension}`;
}

/** A key as buildKey makes it, for the given prefix. */
export function isOwnKey(key: string, prefix: string): boolean {
  if (!key.startsWith(prefix)) return false;
  return /^\d{4}\/\d{2}\/\d{2}\/[0-9a-f]{32}\d{5}\.[a-z0-9]{1,8}$/.test(key.slice(prefix.length));
}
