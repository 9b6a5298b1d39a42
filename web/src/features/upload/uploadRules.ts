import type { Audience, UploadKind } from '@onsite/contracts';
import '#web/features/upload/upload.strings';

/**
 * The check step of every picker (spec §5), before anything is uploaded: size, format and count. Pure
 * functions: they answer an i18n key with its parameters, the components translate it. The server
 * checks the same limits again (modules/upload/upload.rules.ts) and stays the authority.
 */

/** Spec §9: at most this many files in one upload; multi-select defaults to the same. */
export const UPLOAD_LIMIT = 10;

/** Spec §5 sizes in MB by console: the admin console image 3, video 5, audio 5, file 10; agent and customer image 5, video 10. */
export const SIZE_LIMIT_MB: Record<Audience, Record<UploadKind, number>> = {
  admin: { image: 3, video: 5, audio: 5, file: 10 },
  agent: { image: 5, video: 10, audio: 5, file: 10 },
  customer: { image: 5, video: 10, audio: 5, file: 10 },
};

/** Spec §5: accounts with is_admin = 1 get 50 MB in the pickers and material dialogs. */
export const IS_ADMIN_LIMIT_MB = 50;

const IMAGE_FORMATS = ['png', 'jpg', 'jpeg', 'gif', 'webp'];
const FILE_FORMATS = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'zip', 'txt', 'csv'];

/** Spec §5 formats: video mp4/webm, the customer pickers also avi and flv; audio mp3. */
export const FORMATS: Record<Audience, Record<UploadKind, string[]>> = {
  admin: { image: IMAGE_FORMATS, video: ['mp4', 'webm'], audio: ['mp3'], file: FILE_FORMATS },
  agent: { image: IMAGE_FORMATS, video: ['mp4', 'webm'], audio: ['mp3'], file: FILE_FORMATS },
  customer: {
    image: IMAGE_FORMATS,
    video: ['mp4', 'avi', 'flv', 'webm'],
    audio: ['mp3'],
    file: FILE_FORMATS,
  },
};

/** Spec §5 rich text: images at most 5 MB (png, jpeg, gif, webp), videos 10 MB (mp4, webm), whoever edits. */
export const RICH_TEXT_RULES = {
  image: { kind: 'image', maxMb: 5, formats: ['png', 'jpg', 'jpeg', 'gif', 'webp'] },
  video: { kind: 'video', maxMb: 10, formats: ['mp4', 'webm'] },
} as const satisfies Record<string, UploadRule>;

export interface UploadRule {
  kind: UploadKind;
  /** the size limit in MB; a value below 1 is a number of KB (0.5 = 512 KB) */
  maxMb: number;
  /** lower-case extensions */
  formats: readonly string[];
}

/** The rule of a picker in a console: its kind's limit (50 MB for is_admin) and formats. */
export function ruleFor(audience: Audience, kind: UploadKind, isAdmin: boolean): UploadRule {
  return {
    kind,
    maxMb: isAdmin ? IS_ADMIN_LIMIT_MB : SIZE_LIMIT_MB[audience][kind],
    formats: FORMATS[audience][kind],
  };
}

/** What the check refuses, as an i18n key under `upload.` and its parameters. */
export type UploadProblem =
  | { key: 'upload.sizeExceeded'; params: { type: UploadKind; size: string } }
  | { key: 'upload.formatUnsupported'; params: { type: UploadKind; ext: string } }
  | { key: 'upload.countExceeded'; params: { limit: number } }
  | { key: 'upload.perUploadExceeded'; params: { limit: number } };

export function extensionOf(name: string): string {
  const match = /\.([A-Za-z0-9]{1,8})$/.exec(name.trim());
  return match ? match[1].toLowerCase() : '';
}

/** "3M", or "500KB" for a limit below 1 MB (spec §5: a value below 1 is KB). */
export function sizeLabel(maxMb: number): string {
  if (maxMb < 1) return `${Math.round(maxMb * 1024)}KB`;
  return `${Math.round(maxMb * 100) / 100}M`;
}

export function maxBytes(maxMb: number): number {
  return Math.round(maxMb * 1024 * 1024);
}

/** `accept` of the file input: the rule's extensions. */
export function acceptOf(rule: UploadRule): string {
  return rule.formats.map((format) => `.${format}`).join(',');
}

export interface CountLimit {
  /** files the picker already holds */
  existing: number;
  /** what the picker may hold at most (undefined: no limit besides the per-upload one) */
  max?: number;
}

/**
 * The first problem of a selection: too many files (per upload, then for the picker), a format the rule
 * does not accept, a file over the size limit. null when everything may be uploaded.
 */
export function checkFiles(
  files: readonly { name: string; size: number }[],
  rule: UploadRule,
  count: CountLimit = { existing: 0 },
): UploadProblem | null {
  if (files.length > UPLOAD_LIMIT) {
    return { key: 'upload.perUploadExceeded', params: { limit: UPLOAD_LIMIT } };
  }
  if (count.max !== undefined && count.existing + files.length > count.max) {
    return { key: 'upload.countExceeded', params: { limit: count.max } };
  }
  for (const file of files) {
    const ext = extensionOf(file.name);
    if (!rule.formats.includes(ext)) {
      return { key: 'upload.formatUnsupported', params: { type: rule.kind, ext: ext || '?' } };
    }
    if (file.size > maxBytes(rule.maxMb)) {
      return { key: 'upload.sizeExceeded', params: { type: rule.kind, size: sizeLabel(rule.maxMb) } };
    }
  }
  return null;
}

/** Comma-joined keys, the value every picker's change event carries (spec §4). */
export function joinKeys(keys: readonly string[]): string {
  return keys.filter(Boolean).join(',');
}

export function splitKeys(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean);
}

/** The URL a stored file is shown from: keys get the storage base URL, URLs stay as they are. */
export function storageSrc(keyOrUrl: string, storageUrl: string): string {
  if (/^(https?:)?\/\//.test(keyOrUrl) || keyOrUrl.startsWith('/') || keyOrUrl.startsWith('blob:')) {
    return keyOrUrl;
  }
  return `${storageUrl}${keyOrUrl}`;
}

/** Spec §9: the upload picker's default size (image and video pickers). */
export const PICKER_SIZE = 110;
