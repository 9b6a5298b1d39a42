import { type FileItem, type UploadKind, type UploadToken, uploadApi } from '@onsite/contracts';
import type { ApiClient } from '#web/api/client';
import { ApiError } from '#web/api/errors';
import { i18n } from '#web/i18n';
import '#web/features/upload/upload.strings';

/** Spec §3 "Upload success item" plus the URL it is shown from. */
export interface UploadedFile {
  name: string;
  /** the storage key */
  url: string;
  size: number;
  type: string;
  /** public URL: the storage base URL + key */
  src: string;
}

export interface StorageResponse {
  status: number;
  body: string;
}

/** Sends one file to storage as multipart/form-data: the token's fields, then the file (last). */
export type StorageTransport = (
  token: UploadToken,
  file: Blob,
  fileName: string,
  onProgress: (percent: number) => void,
) => Promise<StorageResponse>;

export interface UploadOptions {
  /** the picker's kind; the server checks the extension agrees */
  kind?: UploadKind;
  /** the activity the files belong to (a page opened with ?acid=) */
  acid?: number;
  /** per file: 0–100 */
  onProgress?: (index: number, percent: number) => void;
  /** how the browser talks to storage; XMLHttpRequest (for upload progress) unless a test gives one */
  transport?: StorageTransport;
}

export interface UploadResult {
  files: UploadedFile[];
  /** the rows postAdd registered */
  registered: FileItem[];
}

/** An upload that did not finish; `message` is ready to show in the UI language. */
export class UploadError extends Error {
  override readonly name = 'UploadError';
  /** the user has been told already (an expired session opens the re-login dialog) */
  readonly notified: boolean;

  constructor(message: string, notified = false) {
    super(message);
    this.notified = notified;
  }
}

/** XMLHttpRequest, because fetch reports no upload progress. */
export const xhrTransport: StorageTransport = (token, file, fileName, onProgress) =>
  new Promise((resolve, reject) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(token.fields)) form.append(name, value);
    form.append('file', file, fileName);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', token.upload_url);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => resolve({ status: xhr.status, body: xhr.responseText });
    // A store that closes the connection after refusing the body (our 413) can surface as a network
    // error before the status arrives; the caller turns status 0 into "upload error".
    xhr.onerror = () => resolve({ status: xhr.status, body: '' });
    xhr.onabort = () => reject(new UploadError(i18n.t('upload.error')));
    xhr.send(form);
  });

async function fetchToken(api: ApiClient, name: string, options: UploadOptions): Promise<UploadToken> {
  try {
    return await api.call(
      uploadApi.getToken[api.audience],
      { name, type: options.kind, acid: options.acid },
      { silent: true },
    );
  } catch (error) {
    throw asUploadError(error);
  }
}

function asUploadError(error: unknown): UploadError {
  if (error instanceof UploadError) return error;
  if (error instanceof ApiError) return new UploadError(error.message, error.notified);
  return new UploadError(i18n.t('upload.failed'));
}

/** S3 answers an over-size POST with 400 EntityTooLarge; our store with 413. */
function isTooLarge(response: StorageResponse): boolean {
  return response.status === 413 || (response.status === 400 && response.body.includes('EntityTooLarge'));
}

/** A refused or expired token: our store answers 401, an S3 policy that expired 403. */
function isTokenRefused(response: StorageResponse): boolean {
  return response.status === 401 || response.status === 403;
}

async function uploadOne(
  api: ApiClient,
  file: File,
  index: number,
  options: UploadOptions,
  transport: StorageTransport,
): Promise<UploadedFile> {
  const progress = (percent: number) => options.onProgress?.(index, percent);
  let token = await fetchToken(api, file.name, options);
  let response = await transport(token, file, file.name, progress);
  if (isTokenRefused(response)) {
    // Spec §8: storage 401 → fetch a new token and try once more.
    token = await fetchToken(api, file.name, options);
    response = await transport(token, file, file.name, progress);
  }
  if (isTooLarge(response)) throw new UploadError(i18n.t('upload.tooLarge', { size: token.size }));
  if (response.status < 200 || response.status >= 300) {
    throw new UploadError(i18n.t(response.status === 0 ? 'upload.error' : 'upload.failed'));
  }
  progress(100);
  return {
    name: file.name,
    url: token.key,
    size: file.size,
    type: file.type,
    src: token.base_url + token.key,
  };
}

/**
 * The upload flow after the check step (spec §4 Upload): one token per file, each file to storage with
 * progress, then the success list is registered (POST /{platform}/Upload/postAdd, all or none). Any
 * failure rejects with an UploadError and nothing is returned: the caller's success list stays empty.
 */
export async function uploadFiles(
  api: ApiClient,
  files: readonly File[],
  options: UploadOptions = {},
): Promise<UploadResult> {
  const transport = options.transport ?? xhrTransport;
  // One after the other: tokens expire after 15 minutes and a slow line shares its bandwidth anyway.
  const uploaded: UploadedFile[] = [];
  for (const [index, file] of files.entries()) {
    uploaded.push(await uploadOne(api, file, index, options, transport));
  }
  try {
    const registered = await api.call(
      uploadApi.postAdd[api.audience],
      {
        acid: options.acid,
        files: uploaded.map(({ name, url, size, type }) => ({ name, url, size, type })),
      },
      { silent: true },
    );
    return { files: uploaded, registered };
  } catch (error) {
    throw asUploadError(error);
  }
}
