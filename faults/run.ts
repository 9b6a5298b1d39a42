/**
 * The fault suite (`npm run test:faults`): the product's server in its own process on a real PostgreSQL and
 * Redis, and faults an operator meets — the database stopped in immediate mode under load, Redis killed,
 * the server killed with SIGKILL mid-import, mid-export and during a burst of payment notifies. Each
 * scenario runs FAULT_RUNS times (default 2) and checks what must hold afterwards: the server never exits
 * by itself, jobs end with a cause, no acknowledged write is lost, ledgers equal balances. Prints every
 * run's figures and the count of runs and failures; exits 1 on any failure.
 * FAULT_SCENARIOS=name,name runs only those.
 */
import pg from 'pg';
import { PostgresServer } from './postgres.ts';
import { RedisServer } from './redis.ts';
import type { Scenario, ScenarioResult } from './scenario.ts';
import { killDuringNotifies } from './scenarios/notify-burst.ts';
import { postgresOutage } from './scenarios/postgres-outage.ts';
import { redisOutage } from './scenarios/redis-outage.ts';
import { killMidExport, killMidImport } from './scenarios/transfer.ts';
import { ServerProcess } from './server.ts';

// kill-mid-export exports what kill-mid-import wrote, so the import comes first
const SCENARIOS: Scenario[] = [postgresOutage, redisOutage, killMidImport, killMidExport, killDuringNotifies];

const runs = Number(process.env.FAULT_RUNS ?? 2);
const only = process.env.FAULT_SCENARIOS?.split(',').filter(Boolean);
const chosen = only ? SCENARIOS.filter((scenario) => only.includes(scenario.name)) : SCENARIOS;

interface Outcome extends ScenarioResult {
  scenario: string;
  run: number;
  seconds: number;
}

async function main() {
  if (!Number.isInteger(runs) || runs < 1) throw new Error('FAULT_RUNS must be a positive whole number');
  if (chosen.length === 0)
    throw new Error(`FAULT_SCENARIOS names none of: ${SCENARIOS.map((s) => s.name).join(', ')}`);
  const started = Date.now();
  const postgres = await PostgresServer.create();
  const redis = await RedisServer.create();
  const server = await ServerProcess.create({ databaseUrl: postgres.url, redisUrl: redis.url });
  const sql = new pg.Pool({ connectionString: postgres.url, max: 2 });
  // the checks' own connections die with the database in the outage scenario: that is expected
  sql.on('error', () => {});
  const outcomes: Outcome[] = [];
  try {
    console.log(
      `fault suite: starting the server on PostgreSQL (port ${postgres.port}) and Redis (port ${redis.port})`,
    );
    await server.start();
    for (let run = 1; run <= runs; run += 1) {
      for (const scenario of chosen) {
        const begun = Date.now();
        let result: ScenarioResult;
        try {
          result = await scenario.run({ postgres, redis, server, sql }, run);
        } catch (error) {
          result = {
            figures: {},
            failures: [`the scenario broke off: ${error instanceof Error ? error.message : error}`],
          };
          await recover(postgres, redis, server);
        }
        const outcome = { scenario: scenario.name, run, seconds: (Date.now() - begun) / 1000, ...result };
        outcomes.push(outcome);
        print(outcome);
        if (outcome.failures.length > 0) console.log(`  server log, last lines:\n${indent(server.tail(25))}`);
      }
    }
  } finally {
    await sql.end().catch(() => {});
    await server.stop().catch(() => {});
    server.destroy();
    await redis.kill();
    postgres.destroy();
  }
  const failed = outcomes.filter((outcome) => outcome.failures.length > 0);
  console.log(
    `\nfault suite: ${chosen.length} scenarios × ${runs} runs = ${outcomes.length} runs; held ${outcomes.length - failed.length}, broke ${failed.length}` +
      ` (${Math.round((Date.now() - started) / 1000)} s)`,
  );
  for (const scenario of chosen) {
    const mine = outcomes.filter((outcome) => outcome.scenario === scenario.name);
    const bad = mine.filter((outcome) => outcome.failures.length > 0).length;
    console.log(
      `  ${scenario.name.padEnd(22)} held ${mine.length - bad} of ${mine.length} — ${scenario.summary}`,
    );
  }
  process.exitCode = failed.length > 0 ? 1 : 0;
}

/** After a scenario broke off: PostgreSQL, Redis and the server up again for the next one. */
async function recover(postgres: PostgresServer, redis: RedisServer, server: ServerProcess) {
  try {
    postgres.start();
  } catch {
    // already running
  }
  await redis.start().catch(() => {});
  const healthy = await fetch(`${server.base}/api/health`)
    .then((response) => response.ok)
    .catch(() => false);
  if (!healthy) {
    await server.kill9();
    await server.start();
  }
}

function print(outcome: Outcome) {
  const figures = Object.entries(outcome.figures)
    .map(([name, value]) => `${name} ${value}`)
    .join(', ');
  // No test runner's words ("ok", "FAIL", "N failed", "N failures"): CI's log reader takes lines shaped like
  // a runner's closing line for one, and one without a test count for a run of no test (stops 22–29).
  const verdict = outcome.failures.length === 0 ? 'held' : 'BROKE';
  console.log(`${outcome.scenario} #${outcome.run} ${verdict} (${outcome.seconds.toFixed(1)} s): ${figures}`);
  for (const failure of outcome.failures) console.log(`     ✗ ${failure}`);
}

const indent = (text: string) =>
  text
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
