import { describe, expect, it } from 'vitest';
import { JobWorker } from '#server/platform/jobs/job-worker.ts';
import { maintenanceHandlers, scheduleMaintenance } from '#server/platform/jobs/maintenance.ts';
import { useTestContext } from '#server/test/harness.ts';
import { multipart, PNG_1X1 } from '#server/test/upload-fixtures.ts';
import { cleanUnregisteredUploads, UPLOAD_CLEANUP } from './upload-cleanup.ts';

const ctx = useTestContext();
const HOUR = 3_600_000;

const getToken = (token: string) =>
  ctx.call({ method: 'GET', url: '/api/customer/Upload/getToken?name=photo.png', token });

/** A token and its upload through the local store (POST /storage); answers the key. */
async function upload(token: string): Promise<string> {
  const grant = await getToken(token);
  expect(grant.status).toBe(200);
  const stored = await ctx.app.inject({
    method: 'POST',
    url: '/storage',
    ...(await multipart(grant.body.data.fields, { name: 'a.png', type: 'image/png', content: PNG_1X1 })),
  });
  expect(stored.statusCode).toBe(200);
  return grant.body.data.key as string;
}

const register = (token: string, key: string) =>
  ctx.call({
    method: 'POST',
    url: '/api/customer/Upload/postAdd',
    token,
    payload: { files: [{ name: 'photo.png', url: key, size: PNG_1X1.length, type: 'image/png' }] },
  });

const grantOf = (key: string) =>
  ctx.db.selectFrom('upload_grants').selectAll().where('storage_key', '=', key).executeTakeFirst();

describe('the cleanup of unregistered uploads', () => {
  it('deletes an unregistered file and its grant once the grace after its token expired has passed, and nothing else', async () => {
    const customer = await ctx.loginCustomer();
    const kept = await upload(customer);
    expect((await register(customer, kept)).body.code).toBe(0);
    const abandoned = await upload(customer);
    const neverWritten = (await getToken(customer)).body.data.key as string;

    // now: every token still lives, so nothing goes, whatever the grace
    expect(await cleanUnregisteredUploads(ctx.db, ctx.storage, 0)).toEqual({ deleted: 0 });
    expect(await ctx.storage.stat(abandoned)).not.toBeNull();

    // an hour on (tokens live 15 minutes), with a grace of 24 hours: still kept
    const later = new Date(Date.now() + HOUR);
    expect(await cleanUnregisteredUploads(ctx.db, ctx.storage, 24 * HOUR, later)).toEqual({ deleted: 0 });
    expect(await grantOf(abandoned)).toBeDefined();

    // a day and an hour on: the grace has passed
    const dayLater = new Date(Date.now() + 25 * HOUR);
    expect(await cleanUnregisteredUploads(ctx.db, ctx.storage, 24 * HOUR, dayLater)).toEqual({ deleted: 2 });
    expect(await ctx.storage.stat(abandoned)).toBeNull();
    expect(await grantOf(abandoned)).toBeUndefined();
    expect(await grantOf(neverWritten)).toBeUndefined();
    // the registered file stays
    expect(await ctx.storage.stat(kept)).not.toBeNull();
    const files = await ctx.db.selectFrom('files').select('id').where('storage_key', '=', kept).execute();
    expect(files).toHaveLength(1);
    // registering a cleaned-up key is refused, and writes nothing
    const late = await register(customer, abandoned);
    expect(late.status).toBe(400);
    const lateRows = await ctx.db
      .selectFrom('files')
      .select('id')
      .where('storage_key', '=', abandoned)
      .execute();
    expect(lateRows).toEqual([]);
  });

  it('runs as a durable maintenance job, scheduled once while one is pending', async () => {
    const customer = await ctx.loginCustomer();
    const abandoned = await upload(customer);
    // the clock moved on: the token expired long ago
    await ctx.db
      .updateTable('upload_grants')
      .set({ expires_at: new Date(Date.now() - 2 * HOUR) })
      .where('storage_key', '=', abandoned)
      .execute();

    expect(await scheduleMaintenance(ctx.db, UPLOAD_CLEANUP, HOUR)).toBe(true);
    // one pending run at a time
    expect(await scheduleMaintenance(ctx.db, UPLOAD_CLEANUP, HOUR)).toBe(false);
    const errors: unknown[] = [];
    const worker = new JobWorker({
      db: ctx.db,
      handlers: maintenanceHandlers({
        [UPLOAD_CLEANUP]: () => cleanUnregisteredUploads(ctx.db, ctx.storage, HOUR),
      }),
      logger: { error: (details) => errors.push(details) },
    });
    expect(await worker.runOnce()).toBe(true);
    expect(errors).toEqual([]);
    const job = await ctx.db
      .selectFrom('jobs')
      .selectAll()
      .where('kind', '=', 'maintenance')
      .where('symbol', '=', UPLOAD_CLEANUP)
      .executeTakeFirstOrThrow();
    expect(job.state).toBe('done');
    expect(job.params).toMatchObject({ result: { deleted: 1 } });
    expect(await ctx.storage.stat(abandoned)).toBeNull();
    expect(await grantOf(abandoned)).toBeUndefined();
    // it ran within the last hour: the next is not due yet
    expect(await scheduleMaintenance(ctx.db, UPLOAD_CLEANUP, HOUR)).toBe(false);
    expect(await scheduleMaintenance(ctx.db, UPLOAD_CLEANUP, 0)).toBe(true);
  });
});
