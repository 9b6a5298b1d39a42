import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { setImmediate as yieldToRequests } from 'node:timers/promises';
import { sql, type Transaction } from 'kysely';
import type { Db } from '#server/db/database.ts';
import type { Database, Job, JobKind } from '#server/db/schema.ts';
import { isDatabaseUnavailable } from '#server/db/unavailable.ts';
import type { MessageKey, MessageParams } from '#server/platform/i18n/messages.ts';

/** Thrown inside a job when its lease was taken over (it ran out, another worker claimed it): stop, write nothing. */
export class LeaseLostError extends Error {
  constructor(jobId: number) {
    super(`job ${jobId}: lease lost`);
  }
}

/** What a handler gets besides the job: every write of its progress goes through `withLease`. */
export interface JobRun {
  job: Job;
  /**
   * Runs `work` in one transaction that first renews the lease, only if this worker still holds it. A
   * worker that lost its job (killed, paused past the lease) can therefore never write another batch.
   */
  withLease<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T>;
  /** Lets requests use the database between batches (PGlite has one connection). */
  pause(): Promise<void>;
}

export type JobHandler = (run: JobRun) => Promise<void>;

/** Where the worker reports every job it fails: pino's and Fastify's loggers fit. */
export interface JobLogger {
  error(details: Record<string, unknown>, message: string): void;
}

export interface JobWorkerOptions {
  db: Db;
  handlers: Partial<Record<JobKind, JobHandler>>;
  /** How long a claim holds without renewal; a dead worker's job is claimed again after it. */
  leaseMs?: number;
  /** How often an idle worker looks for work (it is also woken by `notify`). */
  pollMs?: number;
  /** A job whose attempts reach this is failed instead of run again. */
  maxAttempts?: number;
  workerId?: string;
  /**
   * Every failed job is logged here at error level with its cause (required, so no worker fails jobs
   * silently): main passes the server's logger, tests a logger of their own.
   */
  logger: JobLogger;
}

export const DEFAULT_LEASE_MS = 60_000;
export const DEFAULT_MAX_ATTEMPTS = 3;

/**
 * The durable job worker. Several may run, in one process or many against one PostgreSQL: a job is claimed
 * with FOR UPDATE SKIP LOCKED, so two workers never take the same job, and held under a lease that each
 * batch renews. A job whose lease ran out (its worker died) is claimed again and resumed by its handler,
 * or failed once it has used up its attempts.
 */
export class JobWorker {
  readonly workerId: string;
  private readonly db: Db;
  private readonly handlers: Partial<Record<JobKind, JobHandler>>;
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private readonly maxAttempts: number;
  private readonly logger: JobLogger;
  private running = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(options: JobWorkerOptions) {
    this.db = options.db;
    this.handlers = options.handlers;
    this.leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
    this.pollMs = options.pollMs ?? 1000;
    this.maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    this.workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
    this.logger = options.logger;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** Stops after the current job (or at once when idle). A job cut short keeps its lease and is resumed later. */
  async stop(): Promise<void> {
    this.running = false;
    this.notify();
    await this.loop;
    this.loop = null;
  }

  /** A new job was queued: look now instead of at the next poll. */
  notify(): void {
    this.wake?.();
  }

  private async run(): Promise<void> {
    while (this.running) {
      let worked = false;
      try {
        worked = await this.runOnce();
      } catch {
        // a database hiccup while claiming: try again at the next poll
      }
      if (!worked && this.running) await this.sleep();
    }
  }

  private sleep(): Promise<void> {
    return new Promise((resolve) => {
      this.wake = () => {
        if (this.timer) clearTimeout(this.timer);
        this.wake = null;
        resolve();
      };
      this.timer = setTimeout(() => this.wake?.(), this.pollMs);
    });
  }

  /** Claims and runs one job; false when there was none. */
  async runOnce(): Promise<boolean> {
    const job = await this.claim();
    if (!job) return false;
    if (job.attempts > this.maxAttempts) {
      const params = { attempts: this.maxAttempts };
      // the workers that ran it died (or froze past the lease) each time; their errors, if any, were logged
      this.logFailure(job, { cause: 'attempts exhausted', reason: EXHAUSTED, params });
      await this.finishFailed(job, EXHAUSTED, params);
      return true;
    }
    const handler = this.handlers[job.kind];
    try {
      if (!handler) throw new Error(`no handler for ${job.kind} jobs`);
      await handler(this.runOf(job));
    } catch (error) {
      if (error instanceof LeaseLostError) return true;
      // The database went away under the job (an outage, a restart): not the job's fault. It keeps its lease
      // and is claimed again when the lease ends, resuming where its last batch left off.
      if (isDatabaseUnavailable(error)) {
        this.logger.error(
          { jobId: job.id, kind: job.kind, err: error },
          'job paused: the database is unavailable',
        );
        return true;
      }
      // A handler error is final (a bad file stays bad); only a dead worker's job is retried.
      if (error instanceof JobFailure) {
        this.logFailure(job, { cause: 'refused', reason: error.reason, params: error.params, err: error });
        await this.finishFailed(job, error.reason, error.params);
      } else {
        // the owner gets no internals, but a reference support finds in the log (this line's jobId)
        const params = { jobId: job.id };
        this.logFailure(job, { cause: 'unexpected error', reason: UNEXPECTED, params, err: error });
        await this.finishFailed(job, UNEXPECTED, params);
      }
    }
    return true;
  }

  /** One structured error line per failed job: which job, whose, how far it got, and why. */
  private logFailure(
    job: Job,
    failure: { cause: string; reason: MessageKey; params: MessageParams; err?: unknown },
  ): void {
    const { err, ...why } = failure;
    this.logger.error(
      {
        jobId: job.id,
        kind: job.kind,
        symbol: job.symbol,
        audience: job.audience,
        agentId: job.agent_id,
        customerId: job.customer_id,
        attempts: job.attempts,
        workerId: this.workerId,
        ...why,
        ...(err === undefined ? {} : { err }),
      },
      `job ${job.id} (${job.kind} ${job.symbol}) failed: ${errorText(err) ?? failure.cause}`,
    );
  }

  /** The oldest waiting job, or a running one whose lease ended; taken under this worker's lease. */
  async claim(): Promise<Job | null> {
    return this.db.transaction().execute(async (trx) => {
      const candidate = await trx
        .selectFrom('jobs')
        .select('id')
        .where((eb) =>
          eb.or([
            eb('state', '=', 'waiting'),
            eb.and([eb('state', '=', 'running'), eb('locked_until', '<', sql<Date>`now()`)]),
          ]),
        )
        .orderBy('id')
        .limit(1)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!candidate) return null;
      const job = await trx
        .updateTable('jobs')
        .set({
          state: 'running',
          locked_by: this.workerId,
          locked_until: sql<Date>`now() + ${`${this.leaseMs} milliseconds`}::interval`,
          attempts: sql<number>`attempts + 1`,
          updated_at: sql<Date>`now()`,
        })
        .where('id', '=', candidate.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return job as Job;
    });
  }

  private runOf(job: Job): JobRun {
    return {
      job,
      withLease: (work) =>
        this.db.transaction().execute(async (trx) => {
          const held = await trx
            .updateTable('jobs')
            .set({
              locked_until: sql<Date>`now() + ${`${this.leaseMs} milliseconds`}::interval`,
              updated_at: sql<Date>`now()`,
            })
            .where('id', '=', job.id)
            .where('locked_by', '=', this.workerId)
            .where('state', '=', 'running')
            .returning('id')
            .executeTakeFirst();
          if (!held) throw new LeaseLostError(job.id);
          return work(trx);
        }),
      pause: async () => {
        await yieldToRequests();
      },
    };
  }

  /** Ends the job as failed with a catalogue message (kept as JSON, answered in the reader's language). */
  private async finishFailed(job: Job, reason: MessageKey, params: MessageParams = {}): Promise<void> {
    const detail = JSON.stringify({ reason, params });
    await this.db
      .updateTable('jobs')
      .set({
        state: 'failed',
        error: detail,
        locked_by: null,
        locked_until: null,
        finished_at: sql<Date>`now()`,
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', job.id)
      .where('locked_by', '=', this.workerId)
      .execute();
  }
}

const UNEXPECTED: MessageKey =
  'the job failed unexpectedly; please try again (support reference: job {jobId})';
const EXHAUSTED: MessageKey = 'the job stopped after {attempts} attempts';

const errorText = (error: unknown) => (error instanceof Error ? error.message : undefined);

/** A handler's reason to fail its job for good, with a catalogue message shown to the owner. */
export class JobFailure extends Error {
  constructor(
    readonly reason: MessageKey,
    readonly params: MessageParams = {},
  ) {
    super(reason);
  }
}
