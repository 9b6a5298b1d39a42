import { sql } from 'kysely';
import type { Db } from '#server/db/database.ts';
import type { JobHandler } from './job-worker.ts';

/**
 * Periodic platform work (the upload cleanup, …) as durable `maintenance` jobs (jobs.kind; symbol = the
 * task): a worker claims and runs them like imports and exports, so several processes never run one task
 * twice at once (one pending run per task: the partial unique index of migration 0022), a run cut short by
 * a dead worker is claimed again, and a failure is logged with its cause by the worker.
 */

/** One task: does its work and answers counts of what it did, kept with the finished job. */
export type MaintenanceTask = () => Promise<Record<string, number>>;

/** Finished runs of a task are kept this long (what the last runs did), then removed by the next run. */
const KEEP_FINISHED_MS = 7 * 24 * 3_600_000;

/** The worker's handler of `maintenance` jobs, running each job's task by its symbol. */
export function maintenanceHandlers(tasks: Record<string, MaintenanceTask>): { maintenance: JobHandler } {
  return {
    maintenance: async (run) => {
      const task = tasks[run.job.symbol];
      // a task this process does not know (an older version's): the worker logs it as an unexpected failure
      if (!task) throw new Error(`no maintenance task "${run.job.symbol}"`);
      const result = await task();
      await run.withLease(async (trx) => {
        await trx
          .updateTable('jobs')
          .set({
            state: 'done',
            params: JSON.stringify({ result }),
            percentage: 100,
            locked_by: null,
            locked_until: null,
            finished_at: sql<Date>`now()`,
            updated_at: sql<Date>`now()`,
          })
          .where('id', '=', run.job.id)
          .execute();
        await trx
          .deleteFrom('jobs')
          .where('kind', '=', 'maintenance')
          .where('symbol', '=', run.job.symbol)
          .where('state', 'in', ['done', 'failed'])
          .where('finished_at', '<', sql<Date>`now() - ${`${KEEP_FINISHED_MS} milliseconds`}::interval`)
          .execute();
      });
    },
  };
}

/**
 * Queues a run of the task unless one is waiting or running, or one finished less than `everyMs` ago:
 * true when queued. Every process may call it on its own timer; the database keeps it to one run.
 */
// tenancy: maintenance jobs are the platform's own work, owned by no tenant
export async function scheduleMaintenance(db: Db, task: string, everyMs: number): Promise<boolean> {
  const queued = await sql<{ id: number }>`
    insert into jobs (kind, symbol, audience, user_id, agent_id, customer_id)
    select 'maintenance', ${task}, 'admin', 0, null, null
    where not exists (
      select 1 from jobs where kind = 'maintenance' and symbol = ${task}
        and (state in ('waiting', 'running')
          or finished_at > now() - ${`${everyMs} milliseconds`}::interval)
    )
    on conflict (symbol) where kind = 'maintenance' and state in ('waiting', 'running') do nothing
    returning id`.execute(db);
  return queued.rows.length > 0;
}

/**
 * Queues each task every `everyMs` (and once at start), waking the worker when it queued one. Started with
 * the in-process job worker (JOBS_WORKER=on), stopped with it.
 */
export class MaintenanceScheduler {
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Db,
    private readonly tasks: readonly { task: string; everyMs: number }[],
    private readonly wake: () => void,
    private readonly logger: { error(details: Record<string, unknown>, message: string): void },
  ) {}

  start(checkMs = 60_000): void {
    if (this.timer) return;
    void this.tick();
    this.timer = setInterval(() => void this.tick(), checkMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private async tick(): Promise<void> {
    for (const { task, everyMs } of this.tasks) {
      try {
        if (await scheduleMaintenance(this.db, task, everyMs)) this.wake();
      } catch (error) {
        // the database away: the next tick tries again
        this.logger.error({ err: error, task }, 'maintenance: could not queue the task');
      }
    }
  }
}
