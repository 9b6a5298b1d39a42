import { type SelectQueryBuilder, sql, type Transaction } from 'kysely';
import type { Db } from '#server/db/database.ts';
import type { Audience, Database, JobKind } from '#server/db/schema.ts';
import { type JobOwnerScope, jobOwnerOf } from '#server/platform/jobs/job-files.ts';
import type { TenantScope } from '#server/platform/tenancy/scope.ts';

/**
 * A job belongs to the account that asked, inside its tenant: the download centre shows one's own imports
 * and exports, and another account's job (even in the same team) is not found.
 */
export type { JobOwnerScope };

/** The account a principal's jobs belong to (platform/jobs: the storage server asks the same). */
export const ownerOf = jobOwnerOf;

/** The tenant a job works in, rebuilt from its row by the worker. */
export function scopeOfJob(job: {
  audience: Audience;
  agent_id: number | null;
  customer_id: number | null;
}): TenantScope {
  if (job.audience === 'admin') return { kind: 'platform' };
  if (job.audience === 'agent') return { kind: 'agent', agentId: job.agent_id as number };
  return { kind: 'customer', agentId: job.agent_id as number, customerId: job.customer_id as number };
}

function ownedBy<O>(query: SelectQueryBuilder<Database, 'jobs', O>, owner: JobOwnerScope, kind: JobKind) {
  let scoped = query
    .where('jobs.kind', '=', kind)
    .where('jobs.audience', '=', owner.audience)
    .where('jobs.user_id', '=', owner.userId);
  scoped =
    owner.agentId === null
      ? scoped.where('jobs.agent_id', 'is', null)
      : scoped.where('jobs.agent_id', '=', owner.agentId);
  return owner.customerId === null
    ? scoped.where('jobs.customer_id', 'is', null)
    : scoped.where('jobs.customer_id', '=', owner.customerId);
}

export async function insertJob(
  db: Db,
  owner: JobOwnerScope,
  job: {
    kind: JobKind;
    symbol: string;
    params: Record<string, unknown>;
    language: string;
    fileName: string;
    sourceKey: string | null;
  },
): Promise<number> {
  const row = await db
    .insertInto('jobs')
    .values({
      kind: job.kind,
      symbol: job.symbol,
      audience: owner.audience,
      user_id: owner.userId,
      agent_id: owner.agentId,
      customer_id: owner.customerId,
      params: JSON.stringify(job.params),
      language: job.language,
      file_name: job.fileName,
      source_key: job.sourceKey,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function findJob(db: Db, owner: JobOwnerScope, kind: JobKind, id: number) {
  return ownedBy(db.selectFrom('jobs'), owner, kind)
    .selectAll('jobs')
    .where('jobs.id', '=', id)
    .executeTakeFirst();
}

export async function listJobs(
  db: Db,
  owner: JobOwnerScope,
  kind: JobKind,
  filter: { symbol?: string; page: number; limit: number },
) {
  let query = ownedBy(db.selectFrom('jobs'), owner, kind);
  if (filter.symbol) query = query.where('jobs.symbol', '=', filter.symbol);
  const [rows, total] = await Promise.all([
    query
      .selectAll('jobs')
      .orderBy('jobs.id', 'desc')
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.count) };
}

/** Deletes the owner's jobs among `ids`; answers the storage keys they held, to remove the files. */
export async function deleteJobs(db: Db, owner: JobOwnerScope, kind: JobKind, ids: number[]) {
  const owned = await ownedBy(db.selectFrom('jobs'), owner, kind)
    .select(['jobs.id', 'jobs.source_key', 'jobs.result_key'])
    .where('jobs.id', 'in', ids)
    .execute();
  if (owned.length === 0) return [];
  await db
    .deleteFrom('jobs')
    .where(
      'id',
      'in',
      owned.map((job) => job.id),
    )
    .execute();
  return owned;
}

/** The worker's writes touch the one job whose lease it holds, by id; the job row carries its owner. */
type Trx = Transaction<Database>;

/** tenancy: the worker's write on the job whose lease it holds. */
export function setJobTotal(trx: Trx, jobId: number, total: number) {
  return trx.updateTable('jobs').set({ total_num: total }).where('id', '=', jobId).execute();
}

/** tenancy: the worker's write on the job whose lease it holds. */
export function startExportProgress(trx: Trx, jobId: number, total: number) {
  return trx
    .updateTable('jobs')
    .set({ total_num: total, processed_num: 0, percentage: 0 })
    .where('id', '=', jobId)
    .execute();
}

/** tenancy: the worker's write on the job whose lease it holds. */
export function setJobProgress(
  trx: Trx,
  jobId: number,
  progress: { processed_num: number; success_num: number; error_num?: number; percentage: number },
) {
  return trx.updateTable('jobs').set(progress).where('id', '=', jobId).execute();
}

/** A batch's refused rows; a batch replayed after a crash finds its refusals already there. */
export function recordJobFailures(
  trx: Trx,
  jobId: number,
  failures: { rowNumber: number; cells: unknown[]; reason: string }[],
) {
  return trx
    .insertInto('job_failures')
    .values(
      failures.map((failure) => ({
        job_id: jobId,
        row_number: failure.rowNumber,
        cells: JSON.stringify(failure.cells),
        reason: failure.reason,
      })),
    )
    .onConflict((conflict) => conflict.columns(['job_id', 'row_number']).doNothing())
    .execute();
}

/** The refused rows after `afterRow`, in sheet order. */
export function jobFailuresPage(db: Db, jobId: number, afterRow: number, limit: number) {
  return db
    .selectFrom('job_failures')
    .select(['row_number', 'cells', 'reason'])
    .where('job_id', '=', jobId)
    .where('row_number', '>', afterRow)
    .orderBy('row_number')
    .limit(limit)
    .execute();
}

/** tenancy: the worker's write on the job whose lease it holds. */
export function markJobDone(
  trx: Trx,
  jobId: number,
  values: { result_key: string | null; total_num: number },
) {
  return trx
    .updateTable('jobs')
    .set({
      state: 'done',
      result_key: values.result_key,
      total_num: values.total_num,
      percentage: 100,
      locked_by: null,
      locked_until: null,
      finished_at: sql<Date>`now()`,
    })
    .where('id', '=', jobId)
    .execute();
}
