import type { Config } from '#server/config/config.ts';
import type { DatabaseKind, Db } from '#server/db/database.ts';
import type { Messenger } from './messaging/messenger.ts';
import type { SandboxGateway } from './payment/sandbox-gateway.ts';
import type { RateLimiter } from './ratelimit/rate-limiter.ts';
import type { ObjectStorage } from './storage/storage.ts';

/** What buildApp needs; main wires the real ones, tests wire their own database and clock-free limiter. */
export interface AppDeps {
  config: Config;
  db: Db;
  databaseKind: DatabaseKind;
  rateLimiter: RateLimiter;
  /** The payment gateway; absent = the sandbox gateway (its key from PAY_SANDBOX_SECRET or DATA_DIR). */
  payment?: SandboxGateway;
  /** File storage; absent = the driver STORAGE chooses (createStorage). */
  storage?: ObjectStorage;
  /** SMS and email; absent = SMTP when SMTP_URL is set, else the outbox (createMessenger). */
  messenger?: Messenger;
  /** The in-process job worker, woken when a job is queued; absent = jobs wait for a worker's next poll. */
  jobs?: { notify(): void };
}
