import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { JobKind } from '#server/db/schema.ts';
import { translate } from '#server/platform/i18n/translate.ts';
import { useTestContext } from '#server/test/harness.ts';
import { JobFailure, type JobHandler, type JobLogger, JobWorker } from './job-worker.ts';

const ctx = useTestContext();

/** A logger that keeps what it is given. */
function capturingLogger() {
  const lines: { details: Record<string, unknown>; message: string }[] = [];
  const logger: JobLogger = { error: (details, message) => lines.push({ details, message }) };
  return { logger, lines };
}

async function queueJob(kind: JobKind = 'import') {
  const row = await ctx.db
    .insertInto('jobs')
    .values({
      kind,
      symbol: 'customer',
      audience: 'agent',
      user_id: 1,
      agent_id: ctx.ids.agent1Id,
      customer_id: null,
      params: JSON.stringify({ format: 'xlsx' }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const jobRow = (id: number) =>
  ctx.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** The reason the owner reads (the job list answers it in the owner's language). */
const ownerReason = (error: string) => {
  const { reason, params } = JSON.parse(error) as { reason: 'success'; params: Record<string, number> };
  return translate(reason, 'en', params);
};

function workerWith(handler: JobHandler, logger: JobLogger) {
  return new JobWorker({ db: ctx.db, handlers: { import: handler, export: handler }, logger });
}

describe('the job worker logs every failure with its cause', () => {
  it('logs an unexpected error (here a database constraint) at error level, with the job and the error', async () => {
    const id = await queueJob();
    const { logger, lines } = capturingLogger();
    const duplicate = async () => {
      // what a handler meets when a write breaks a rule of the database: the unique order number, say
      await ctx.db
        .insertInto('agent_domains')
        .values([
          { domain: 'twice.example', agent_id: ctx.ids.agent1Id },
          { domain: 'twice.example', agent_id: ctx.ids.agent1Id },
        ])
        .execute();
    };
    await workerWith(duplicate, logger).runOnce();

    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line?.details).toMatchObject({
      jobId: id,
      kind: 'import',
      symbol: 'customer',
      audience: 'agent',
      agentId: ctx.ids.agent1Id,
      attempts: 1,
      cause: 'unexpected error',
    });
    // the error itself, with what the database said (pino's err serializer writes its fields)
    expect(line?.details.err).toMatchObject({ code: '23505' });
    expect(line?.message).toMatch(new RegExp(`^job ${id} \\(import customer\\) failed: .*duplicate key`));

    // the owner gets no internals, but a reference that finds this line
    const job = await jobRow(id);
    expect(job.state).toBe('failed');
    expect(ownerReason(job.error)).toBe(
      `the job failed unexpectedly; please try again (support reference: job ${id})`,
    );
    expect(job.error).not.toContain('duplicate');
  });

  it("logs a handler's refusal (a bad file) with its reason", async () => {
    const id = await queueJob('export');
    const { logger, lines } = capturingLogger();
    await workerWith(async () => {
      throw new JobFailure('the file is not a readable spreadsheet');
    }, logger).runOnce();
    expect(lines.map((line) => line.details)).toMatchObject([
      { jobId: id, kind: 'export', cause: 'refused', reason: 'the file is not a readable spreadsheet' },
    ]);
    expect(ownerReason((await jobRow(id)).error)).toBe('the file is not a readable spreadsheet');
  });

  it('logs a job failed because its workers kept dying', async () => {
    const id = await queueJob();
    // three workers claimed it and died holding it; the lease of the last one ran out
    await ctx.db
      .updateTable('jobs')
      .set({
        state: 'running',
        attempts: 3,
        locked_by: 'dead',
        locked_until: sql<Date>`now() - interval '1 second'`,
      })
      .where('id', '=', id)
      .execute();
    const { logger, lines } = capturingLogger();
    await workerWith(async () => {}, logger).runOnce();
    expect(lines.map((line) => line.details)).toMatchObject([
      { jobId: id, cause: 'attempts exhausted', attempts: 4, params: { attempts: 3 } },
    ]);
    expect(ownerReason((await jobRow(id)).error)).toBe('the job stopped after 3 attempts');
  });

  it('logs nothing for a job that succeeds', async () => {
    await queueJob();
    const { logger, lines } = capturingLogger();
    await workerWith(async () => {}, logger).runOnce();
    expect(lines).toEqual([]);
  });
});
