import type { Readable } from 'node:stream';

/**
 * One storage interface, two drivers (local disk served by us, or any S3-compatible store). The browser
 * uploads straight to the store with what `createUpload` answers; the server later reads the object back
 * (`stat`, `readHead`) to check what was really stored before registering it.
 */
export type StorageKind = 'local' | 's3';

/** What an upload may do: exactly one key, at most maxBytes, until expiresAt; who asked, for the record. */
export interface UploadGrant {
  key: string;
  /** the caller's tenant prefix (platform/, agent/{id}/, customer/{agent}/{customer}/) */
  prefix: string;
  maxBytes: number;
  expiresAt: Date;
  user: { audience: 'admin' | 'agent' | 'customer'; agent_id: number; customer_id: number; user_id: number };
}

/** How the browser uploads: a multipart POST of `fields` then the file (field `file`, last) to `url`. */
export interface UploadTarget {
  url: string;
  fields: Record<string, string>;
  /** the credential inside `fields` (local: the signed upload token; s3: the signed policy) */
  token: string;
}

export interface StoredObject {
  size: number;
}

export interface ObjectStorage {
  readonly kind: StorageKind;
  /** Base URL of stored objects: the public URL of a key is publicBaseUrl + key. */
  readonly publicBaseUrl: string;
  /**
   * The URL a private file (an export, an import sheet: `isPrivateKey`) is downloaded from: a signed link
   * that expires (`ttlMs`, default an hour; a negative one is already expired).
   */
  privateUrl(key: string, ttlMs?: number): string;
  createUpload(grant: UploadGrant): Promise<UploadTarget>;
  /** The stored object's size, or null when nothing is stored under the key. */
  stat(key: string): Promise<StoredObject | null>;
  /** Up to `bytes` first bytes of the object (for type sniffing). */
  readHead(key: string, bytes: number): Promise<Buffer>;
  delete(key: string): Promise<void>;
  /** Stores an object the server made itself (seeded system materials, icon lists); not for uploads. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /**
   * Streams a file the server writes (export and failed-row spreadsheets) into the key: memory stays
   * bounded, and the object appears only when complete.
   */
  putStream(key: string, source: Readable, contentType: string): Promise<{ size: number }>;
  /** Reads an object as a stream (an uploaded import file), or null when nothing is stored under the key. */
  openRead(key: string): Promise<Readable | null>;
  close?(): Promise<void>;
}

/** Keys are built by the server; anything else (.., //, odd characters) is refused before touching a store. */
export const SAFE_KEY = /^(?:[a-z0-9_-]+\/)+[a-z0-9_-]+(?:\.[a-z0-9]{1,8})?$/;
