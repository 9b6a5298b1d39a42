import type { Db } from '#server/db/database.ts';
import type { ObjectStorage } from './storage.ts';
import {
  forgetUploadGrants,
  setUploadGrantSize,
  takeStaleUploadGrants,
  unsizedExpiredGrants,
} from './upload-grants.ts';

/** The maintenance task's name (jobs.symbol). */
export const UPLOAD_CLEANUP = 'upload_cleanup';
/** How often the cleanup is queued (README: every 10 minutes). */
export const UPLOAD_CLEANUP_EVERY_MS = 10 * 60_000;

const BATCH = 200;

/**
 * Deletes the uploads nobody registered: each grant whose token expired more than `graceMs` before `now`
 * (UPLOAD_CLEANUP_GRACE_HOURS) and whose key no file row holds loses its stored object and then its
 * grant row — so a tenant's quota gets that space back. Grants are taken (cleaning_at) before their objects
 * are deleted, so a registration at the same moment is refused instead of registering a deleted object; a
 * run that dies half-way takes them again next time. Before that, expired grants whose size is not known
 * (S3 uploads, writes that broke off) get the size the store holds, so quotas count them as they are.
 */
export async function cleanUnregisteredUploads(
  db: Db,
  storage: ObjectStorage,
  graceMs: number,
  now = new Date(),
): Promise<{ deleted: number }> {
  for (let unsized = await unsizedExpiredGrants(db, BATCH); unsized.length > 0; ) {
    for (const { storage_key: key } of unsized) {
      await setUploadGrantSize(db, key, (await storage.stat(key))?.size ?? 0);
    }
    unsized = unsized.length < BATCH ? [] : await unsizedExpiredGrants(db, BATCH);
  }

  const cutoff = new Date(now.getTime() - graceMs);
  let deleted = 0;
  for (;;) {
    const keys = await takeStaleUploadGrants(db, cutoff, BATCH);
    for (const key of keys) await storage.delete(key);
    await forgetUploadGrants(db, keys);
    deleted += keys.length;
    if (keys.length < BATCH) return { deleted };
  }
}
