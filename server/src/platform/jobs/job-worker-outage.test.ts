import { describe, expect, it } from 'vitest';
import type { Db } from '#server/db/database.ts';
import { useTestContext } from '#server/test/harness.ts';
import { type JobHandler, JobWorker } from './job-worker.ts';

const ctx = useTestContext();

async function queueJob(db: Db): Promise<number> {
  const row = await db
    .insertInto('jobs')
    .values({
      kind: 'export',
      symbol: 'customer',
      audience: 'admin',
      user_id: ctx.ids.adminId,
      agent_id: null,
      customer_id: null,
      params: '{}',
      source_key: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const jobRow = (id: number) =>
  ctx.db
    .selectFrom('jobs')
    .select(['state', 'error', 'attempts', 'locked_by'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

// Issue 13: a PostgreSQL outage must not fail the jobs that were running — the database going away is not
// the job's fault. The job keeps its lease and is resumed by the next claim once the lease ends.
describe('the job worker during a database outage', () => {
  it('leaves a job whose database connection broke for a later attempt instead of failing it', async () => {
    const id = await queueJob(ctx.db);
    let calls = 0;
    const errors: unknown[] = [];
    const handler: JobHandler = async (run) => {
      calls += 1;
      if (calls === 1) throw new Error('Connection terminated unexpectedly');
      await run.withLease((trx) =>
        trx.updateTable('jobs').set({ state: 'done' }).where('id', '=', run.job.id).execute(),
      );
    };
    const worker = new JobWorker({
      db: ctx.db,
      handlers: { export: handler },
      leaseMs: 100,
      logger: { error: (details) => errors.push(details.err) },
    });

    expect(await worker.runOnce()).toBe(true);
    const left = await jobRow(id);
    expect(left).toMatchObject({ state: 'running', error: '', attempts: 1, locked_by: worker.workerId });
    expect(errors).toHaveLength(1);

    // the lease runs out; the next claim resumes the job
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await worker.runOnce()).toBe(true);
    expect(await jobRow(id)).toMatchObject({ state: 'done', attempts: 2 });
    expect(calls).toBe(2);
  });

  it('still fails a job for any other unexpected error, with the reason kept', async () => {
    const id = await queueJob(ctx.db);
    const worker = new JobWorker({
      db: ctx.db,
      handlers: {
        export: async () => {
          throw new Error('a bug in the handler');
        },
      },
      logger: { error: () => {} },
    });
    expect(await worker.runOnce()).toBe(true);
    const row = await jobRow(id);
    expect(row.state).toBe('failed');
    expect(JSON.parse(row.error)).toMatchObject({
      reason: 'the job failed unexpectedly; please try again (support reference: job {jobId})',
      params: { jobId: id },
    });
  });
});
