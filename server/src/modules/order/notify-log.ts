import type { Db } from '#server/db/database.ts';
import type { RateLimiter } from '#server/platform/ratelimit/rate-limiter.ts';
import { countDroppedNotifies, type NotifyRow, recordNotify } from './order.repository.ts';

/** The sample's window: at most `sample` notifies of one provider and outcome are stored per minute. */
const WINDOW_MS = 60_000;
/** How often the counts of notifies not stored are written (and on close). */
const FLUSH_MS = 1_000;

interface NotifyLogger {
  warn(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

interface Dropped {
  provider: string;
  outcome: string;
  windowStart: number;
  dropped: number;
}

/**
 * The record of payment notifies (`payment_notifies`). An accepted notify — a payment — is always stored.
 * Any other outcome (refused, or a duplicate of a paid order) is stored as a bounded sample: the first
 * `sample` of each provider and outcome per minute (counted by the rate limiter, so across processes when
 * Redis is shared); the rest are only counted, in memory, and written every second as one row per
 * provider, outcome and minute (`payment_notify_drops`) with one warning line each. A flood of forged
 * notifies therefore costs a counter, not a row and a log line per request.
 */
export class NotifyLog {
  private readonly pending = new Map<string, Dropped>();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly db: Db,
    private readonly limiter: RateLimiter,
    private readonly sample: number,
    private readonly logger: NotifyLogger,
  ) {
    this.timer = setInterval(() => void this.flush(), FLUSH_MS);
    this.timer.unref();
  }

  /** Stores the notify, or counts it when its outcome's sample is full; answers whether it was stored. */
  async record(row: NotifyRow): Promise<boolean> {
    if (row.outcome !== 'accepted') {
      const key = `pay-notify-sample:${row.provider}:${row.outcome}`;
      const { allowed } = await this.limiter.hit(key, this.sample, WINDOW_MS);
      if (!allowed) {
        this.count(row.provider, row.outcome, 1);
        return false;
      }
    }
    await recordNotify(this.db, row);
    return true;
  }

  private count(provider: string, outcome: string, dropped: number, at = Date.now()) {
    const windowStart = Math.floor(at / WINDOW_MS) * WINDOW_MS;
    const key = `${provider}\n${outcome}\n${windowStart}`;
    const entry = this.pending.get(key);
    if (entry) entry.dropped += dropped;
    else this.pending.set(key, { provider, outcome, windowStart, dropped });
  }

  /** Writes the counts gathered since the last flush (kept for the next one when the database is away). */
  async flush(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = [...this.pending.values()];
    this.pending.clear();
    try {
      await countDroppedNotifies(
        this.db,
        batch.map((entry) => ({
          provider: entry.provider,
          outcome: entry.outcome,
          window_start: new Date(entry.windowStart),
          dropped: entry.dropped,
        })),
      );
    } catch (error) {
      for (const entry of batch) this.count(entry.provider, entry.outcome, entry.dropped, entry.windowStart);
      this.logger.error(
        { err: error },
        'payment notifies: the count of notifies not stored could not be written',
      );
      return;
    }
    for (const entry of batch) {
      this.logger.warn(
        {
          provider: entry.provider,
          outcome: entry.outcome,
          windowStart: new Date(entry.windowStart).toISOString(),
          dropped: entry.dropped,
          sample: this.sample,
        },
        `payment notifies: ${entry.dropped} more "${entry.outcome}" not stored (sample of ${this.sample} per minute is full)`,
      );
    }
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}
