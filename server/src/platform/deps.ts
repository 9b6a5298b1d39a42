import type { Config } from '#server/config/config.ts';
import type { DatabaseKind, Db } from '#server/db/database.ts';
import type { RateLimiter } from './ratelimit/rate-limiter.ts';
import type { ObjectStorage } from './storage/storage.ts';

/** What buildApp needs; main wires the real ones, tests wire their own database and clock-free limiter. */
export interface AppDeps {
  config: Config;
  db: Db;
  databaseKind: DatabaseKind;
  rateLimiter: RateLimiter;
  /** File storage; absent = the driver STORAGE chooses (createStorage). */
  storage?: ObjectStorage;
}
