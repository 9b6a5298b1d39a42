import type pg from 'pg';
import type { PostgresServer } from './postgres.ts';
import type { RedisServer } from './redis.ts';
import type { ServerProcess } from './server.ts';

/** What a scenario works with: the servers (it may stop and kill them) and a direct line to the database. */
export interface FaultEnv {
  postgres: PostgresServer;
  redis: RedisServer;
  server: ServerProcess;
  /** for checks only: what the database holds after the fault */
  sql: pg.Pool;
}

export interface ScenarioResult {
  /** what the run measured, printed in the summary (requests, acknowledged writes, recovery time …) */
  figures: Record<string, number | string>;
  /** what did not hold; empty = the run passed */
  failures: string[];
}

export interface Scenario {
  name: string;
  /** one line: the fault and what must hold */
  summary: string;
  run(env: FaultEnv, run: number): Promise<ScenarioResult>;
}
