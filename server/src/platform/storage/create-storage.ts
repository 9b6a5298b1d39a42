import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '#server/config/config.ts';
import { LocalDiskStorage } from './local-storage.ts';
import { S3Storage } from './s3-storage.ts';
import type { ObjectStorage } from './storage.ts';

/** Base of our own URLs: PUBLIC_URL when set (files are then absolute links), otherwise same-origin paths. */
const ownBase = (config: Config) => (config.publicUrl ?? '').replace(/\/+$/, '');

/** The driver chosen by STORAGE; the local one keeps its files under STORAGE_DIR. */
export function createStorage(config: Config): ObjectStorage {
  if (config.storage === 's3' && config.s3) return new S3Storage(config.s3);
  return new LocalDiskStorage({
    dir: config.storageDir,
    secret: localSecret(config),
    uploadUrl: `${ownBase(config)}/storage`,
    publicBaseUrl: `${ownBase(config)}/storage/`,
  });
}

/**
 * STORAGE_SECRET, or one generated per install and kept in DATA_DIR (like the demo password), so tokens
 * survive restarts; tests get a fresh one per process. Several processes need the same STORAGE_SECRET.
 */
function localSecret(config: Config): string {
  if (config.storageSecret) return config.storageSecret;
  if (config.env === 'test') return randomBytes(32).toString('hex');
  const file = path.join(config.dataDir, 'storage-secret.txt');
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first start: generate below
  }
  const secret = randomBytes(32).toString('hex');
  fs.mkdirSync(config.dataDir, { recursive: true });
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
