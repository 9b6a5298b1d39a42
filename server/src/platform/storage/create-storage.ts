import type { Config } from '#server/config/config.ts';
import { installSecret } from '#server/platform/install-secret.ts';
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
    secret: installSecret(config, 'storage-secret.txt', config.storageSecret),
    uploadUrl: `${ownBase(config)}/storage`,
    publicBaseUrl: `${ownBase(config)}/storage/`,
  });
}
