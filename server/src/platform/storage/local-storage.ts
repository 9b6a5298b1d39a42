import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { linkIsValid, signLink } from './private-files.ts';
import { type ObjectStorage, SAFE_KEY, type UploadGrant, type UploadTarget } from './storage.ts';
import {
  signUploadToken,
  type TokenProblem,
  type UploadTokenClaims,
  verifyUploadToken,
} from './upload-token.ts';

/** Thrown by `write` as soon as the stream passes the allowed size; nothing of the file is kept. */
export class TooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`file is larger than ${maxBytes} bytes`);
  }
}

/** Thrown by `write` when something is already stored under the key: an upload never replaces a file. */
export class KeyExistsError extends Error {
  constructor(readonly key: string) {
    super(`a file is already stored under ${key}`);
  }
}

export interface LocalStorageOptions {
  dir: string;
  secret: string;
  /** where the browser POSTs uploads (our POST /storage) */
  uploadUrl: string;
  /** where stored files are read (our GET /storage/<key>) */
  publicBaseUrl: string;
}

/**
 * Files on the local disk, uploaded through our own endpoint that behaves like a cloud store: the browser
 * POSTs multipart (key, token, file) with an HMAC-signed token naming the key and the maximum size.
 */
export class LocalDiskStorage implements ObjectStorage {
  readonly kind = 'local' as const;
  readonly dir: string;
  readonly publicBaseUrl: string;
  readonly uploadUrl: string;
  private readonly secret: string;

  constructor(options: LocalStorageOptions) {
    this.dir = path.resolve(options.dir);
    this.secret = options.secret;
    this.uploadUrl = options.uploadUrl;
    this.publicBaseUrl = options.publicBaseUrl;
    fs.mkdirSync(this.dir, { recursive: true });
  }

  async createUpload(grant: UploadGrant): Promise<UploadTarget> {
    const token = signUploadToken(
      {
        aud: grant.user.audience,
        agent_id: grant.user.agent_id,
        customer_id: grant.user.customer_id,
        user_id: grant.user.user_id,
        prefix: grant.prefix,
        key: grant.key,
        max: grant.maxBytes,
        exp: Math.floor(grant.expiresAt.getTime() / 1000),
      },
      this.secret,
    );
    return { url: this.uploadUrl, fields: { key: grant.key, token }, token };
  }

  privateUrl(key: string, ttlMs?: number): string {
    return `${this.publicBaseUrl}${key}?${signLink(key, this.secret, ttlMs)}`;
  }

  /** Whether a private file's download link (its `expires` and `signature`) is good for the key. */
  verifyLink(key: string, expires: string, signature: string): boolean {
    return linkIsValid(key, expires, signature, this.secret);
  }

  verifyToken(token: string, now?: Date): { claims: UploadTokenClaims } | { problem: TokenProblem } {
    return verifyUploadToken(token, this.secret, now);
  }

  /** The file of a key, always inside the storage folder; null for a key we would never build. */
  pathOf(key: string): string | null {
    if (!SAFE_KEY.test(key)) return null;
    const file = path.resolve(this.dir, key);
    return file.startsWith(`${this.dir}${path.sep}`) ? file : null;
  }

  /**
   * Streams `source` into the key's file, counting bytes: past maxBytes the write stops at once with
   * TooLargeError and the partial file is removed. The file appears under its key only when complete, and
   * never over an existing file (KeyExistsError; the link below fails atomically when the key is taken),
   * unless `replace` says so — only the server's own objects (`put`) are ever replaced.
   */
  async write(
    key: string,
    source: Readable,
    maxBytes: number,
    options: { replace?: boolean } = {},
  ): Promise<{ size: number }> {
    const file = this.pathOf(key);
    if (!file) throw new Error(`unsafe storage key: ${key}`);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${randomBytes(6).toString('hex')}.part`;
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        if (size > maxBytes) callback(new TooLargeError(maxBytes));
        else callback(null, chunk);
      },
    });
    // The file is opened before the stream starts: a stream that opens its own file lazily can create it
    // after a failed pipeline has already removed the partial, leaving an empty `.part` behind.
    const handle = await fs.promises.open(partial, 'wx');
    try {
      await pipeline(source, counter, handle.createWriteStream());
      if (options.replace) await fs.promises.rename(partial, file);
      else {
        try {
          await fs.promises.link(partial, file);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new KeyExistsError(key);
          throw error;
        }
        await fs.promises.rm(partial, { force: true });
      }
      return { size };
    } catch (error) {
      await fs.promises.rm(partial, { force: true });
      throw error;
    } finally {
      await handle.close().catch(() => undefined);
    }
  }

  async stat(key: string) {
    const file = this.pathOf(key);
    if (!file) return null;
    try {
      const stats = await fs.promises.stat(file);
      return stats.isFile() ? { size: stats.size } : null;
    } catch {
      return null;
    }
  }

  async readHead(key: string, bytes: number): Promise<Buffer> {
    const file = this.pathOf(key);
    if (!file) return Buffer.alloc(0);
    const handle = await fs.promises.open(file, 'r');
    try {
      const buffer = Buffer.alloc(bytes);
      const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.pathOf(key);
    if (file) await fs.promises.rm(file, { force: true });
  }

  async put(key: string, body: Buffer, _contentType: string): Promise<void> {
    // The content type follows the extension when the file is served. The server's own objects (icon
    // lists, seeded materials) are written again at every start.
    await this.write(key, Readable.from([body]), body.length, { replace: true });
  }

  putStream(key: string, source: Readable, _contentType: string): Promise<{ size: number }> {
    return this.write(key, source, Number.POSITIVE_INFINITY);
  }

  async openRead(key: string): Promise<Readable | null> {
    const file = this.pathOf(key);
    if (!file || !(await this.stat(key))) return null;
    return fs.createReadStream(file);
  }
}
