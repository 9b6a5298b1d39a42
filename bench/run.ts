/**
 * `npm run bench`: GET /api/customer/customer/getInfo with a valid customer token under autocannon
 * (50 connections, no pipelining), against our Fastify app (buildApp), a bare node:http server and an
 * Express 5 server doing the same session + customer lookup, on PostgreSQL and on PGlite. Each server runs
 * in its own child process; the load generator runs here. Rounds are interleaved (ours, bare, express;
 * bare, express, ours; …) and the medians are reported, then written to bench/RESULTS.md.
 *
 * PostgreSQL comes from scripts/with-postgres.sh: without BENCH_POSTGRES=1 this script re-runs itself
 * inside it. Options: --rounds 6 --duration 8 --warmup 15 --connections 50 --only postgres|pglite
 * --profile (every server runs with --cpu-prof into .tmp/bench-profiles; summarize with bench/profile.ts) --skip-results (no RESULTS.md).
 */
import { type ChildProcess, execFileSync, fork, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon, { type Result } from 'autocannon';
import { sql } from 'kysely';
import { migrateToLatest, openDatabase } from '../server/src/db/database.ts';
import { createSession } from '../server/src/platform/auth/sessions.ts';
import { seedDemo } from '../server/src/seed/demo.ts';
import {
  type ControlMessage,
  DATABASE_KINDS,
  type DatabaseKindName,
  HOST,
  ROUTE,
  SERVER_KINDS,
  type ServerKind,
  type ServerMessage,
} from './protocol.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const thisFile = fileURLToPath(import.meta.url);

const { values: flags } = parseArgs({
  options: {
    rounds: { type: 'string', default: '6' },
    duration: { type: 'string', default: '8' },
    // 15 s: our server has far more code to compile than the bare one; after 5 s its CPU per request was still
    // falling round by round (121 → 124 → 107 µs) while bare's held (96 → 99 → 93). Six rounds: each server
    // takes each place of the rotation twice. (decision 302)
    warmup: { type: 'string', default: '15' },
    connections: { type: 'string', default: '50' },
    only: { type: 'string' },
    profile: { type: 'boolean', default: false },
    'skip-results': { type: 'boolean', default: false },
  },
});

function positiveInt(name: string, value: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`--${name} must be a positive integer`);
  return number;
}

const settings = {
  rounds: positiveInt('rounds', flags.rounds),
  duration: positiveInt('duration', flags.duration),
  warmup: positiveInt('warmup', flags.warmup),
  connections: positiveInt('connections', flags.connections),
};
if (flags.only && !DATABASE_KINDS.includes(flags.only as DatabaseKindName)) {
  throw new Error(`--only must be one of ${DATABASE_KINDS.join(', ')}`);
}
const databases: DatabaseKindName[] = flags.only ? [flags.only as DatabaseKindName] : [...DATABASE_KINDS];
const profileDir = path.join(root, '.tmp/bench-profiles');
const SEED_PASSWORD = 'Bench-password-1';
const LABEL: Record<ServerKind, string> = {
  ours: 'ours (Fastify)',
  bare: 'bare node:http',
  express: 'Express 5',
};

interface Prepared {
  /** per server: the DATABASE_URL, or its own PGlite data dir */
  targets: Record<ServerKind, string>;
  token: string;
  version: string;
}

/** Migrate + seed the demo data once, and open one customer session whose token every request presents. */
async function prepare(database: DatabaseKindName, tmp: string): Promise<Prepared> {
  const databaseUrl = database === 'postgres' ? process.env.DATABASE_URL : undefined;
  if (database === 'postgres' && !databaseUrl)
    throw new Error('DATABASE_URL is not set (run via npm run bench)');
  const seedDir = path.join(tmp, 'pglite-seed');
  const handle = await openDatabase({ databaseUrl, dataDir: seedDir });
  let token: string;
  let version: string;
  try {
    await migrateToLatest(handle.db);
    const ids = await handle.db.transaction().execute((trx) => seedDemo(trx, SEED_PASSWORD));
    const customer = await handle.db
      .selectFrom('customers')
      .select(['id', 'agent_id'])
      .where('id', '=', ids.customers.agent1Phone)
      .executeTakeFirstOrThrow();
    ({ token } = await createSession(handle.db, {
      audience: 'customer',
      subjectId: customer.id,
      agentId: customer.agent_id,
      remember: true,
    }));
    const row = await sql<{ server_version: string }>`show server_version`.execute(handle.db);
    // "15.18 (Debian 15.18-0+deb12u1)" → "15.18"
    version = row.rows[0]?.server_version.split(' ')[0] ?? '?';
  } finally {
    await handle.close();
  }
  if (database === 'postgres') {
    const url = databaseUrl ?? '';
    return { targets: { ours: url, bare: url, express: url }, token, version };
  }
  // PGlite is one in-process database per server: each child opens its own copy of the seeded data dir.
  const targets = {} as Record<ServerKind, string>;
  for (const kind of SERVER_KINDS) {
    targets[kind] = path.join(tmp, `pglite-${kind}`);
    fs.cpSync(seedDir, targets[kind], { recursive: true });
  }
  return { targets, token, version };
}

interface Server {
  kind: ServerKind;
  child: ChildProcess;
  url: string;
}

function startServer(kind: ServerKind, database: DatabaseKindName, target: string): Promise<Server> {
  const profile = flags.profile
    ? // One dir per server: tsx's loader thread writes a profile too (the main thread's is the big one).
      ['--cpu-prof', `--cpu-prof-dir=${path.join(profileDir, `${database}-${kind}`)}`]
    : [];
  const child = fork(path.join(here, 'server.ts'), [kind, database, target], {
    execArgv: [...process.execArgv, ...profile],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) =>
      reject(new Error(`${kind} server exited (${code}) before it was ready`));
    const onMessage = (message: ServerMessage) => {
      if (message.type === 'usage') return;
      child.off('exit', onExit);
      child.off('message', onMessage);
      if (message.type === 'ready') resolve({ kind, child, url: `http://${HOST}:${message.port}${ROUTE}` });
      else reject(new Error(`${kind} server failed to start:\n${message.message}`));
    };
    child.once('exit', onExit);
    child.on('message', onMessage);
  });
}

function stopServer(server: Server): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
    server.child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    server.child.send({ type: 'stop' } satisfies ControlMessage);
  });
}

/** CPU time (user + system, µs) the server process has used so far. */
function cpuUsage(server: Server): Promise<number> {
  return new Promise((resolve) => {
    const onMessage = (message: ServerMessage) => {
      if (message.type !== 'usage') return;
      server.child.off('message', onMessage);
      resolve(message.user + message.system);
    };
    server.child.on('message', onMessage);
    server.child.send({ type: 'usage' } satisfies ControlMessage);
  });
}

/** The three servers must give the same answers, or the comparison means nothing. */
async function checkSameAnswers(servers: Server[], token: string) {
  const answers = await Promise.all(
    servers.map(async (server) => {
      const signedIn = await fetch(server.url, { headers: { authorization: `Bearer ${token}` } });
      const anonymous = await fetch(server.url);
      return {
        kind: server.kind,
        signedIn: { status: signedIn.status, body: await signedIn.json() },
        anonymous: { status: anonymous.status, code: ((await anonymous.json()) as { code?: unknown }).code },
      };
    }),
  );
  const [reference] = answers;
  if (reference.signedIn.status !== 200) {
    throw new Error(`ours answered ${reference.signedIn.status}: ${JSON.stringify(reference.signedIn.body)}`);
  }
  for (const answer of answers) {
    const same =
      JSON.stringify(answer.signedIn) === JSON.stringify(reference.signedIn) &&
      JSON.stringify(answer.anonymous) === JSON.stringify(reference.anonymous);
    if (!same) {
      throw new Error(
        `${answer.kind} answers differently from ours:\n  ours: ${JSON.stringify(reference)}\n  ${answer.kind}: ${JSON.stringify(answer)}`,
      );
    }
  }
}

function load(url: string, token: string, duration: number): Promise<Result> {
  return Promise.resolve(
    autocannon({
      url,
      connections: settings.connections,
      pipelining: 1,
      duration,
      headers: { authorization: `Bearer ${token}` },
    }),
  );
}

interface Samples {
  reqs: number[];
  p99: number[];
  /** server process CPU µs per completed request */
  cpu: number[];
  /** errors + timeouts + non-2xx, over all rounds */
  failures: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function benchDatabase(database: DatabaseKindName, tmp: string) {
  console.log(`\n[${database}] migrating and seeding`);
  const prepared = await prepare(database, tmp);
  const servers: Server[] = [];
  const loadBefore = os.loadavg()[0];
  try {
    for (const kind of SERVER_KINDS) servers.push(await startServer(kind, database, prepared.targets[kind]));
    await checkSameAnswers(servers, prepared.token);
    console.log(`[${database}] warming up each server for ${settings.warmup} s`);
    for (const server of servers) await load(server.url, prepared.token, settings.warmup);

    const samples = {} as Record<ServerKind, Samples>;
    for (const kind of SERVER_KINDS) samples[kind] = { reqs: [], p99: [], cpu: [], failures: 0 };
    for (let round = 1; round <= settings.rounds; round++) {
      // Each round starts one server later (ours, bare, express; bare, express, ours; …) so no server
      // always runs first after the pause or right after the same neighbour.
      const shift = (round - 1) % servers.length;
      for (const server of [...servers.slice(shift), ...servers.slice(0, shift)]) {
        await pause(500);
        const cpuBefore = await cpuUsage(server);
        const result = await load(server.url, prepared.token, settings.duration);
        const cpu = ((await cpuUsage(server)) - cpuBefore) / Math.max(1, result.requests.total ?? 0);
        const sample = samples[server.kind];
        sample.reqs.push(result.requests.average);
        sample.p99.push(result.latency.p99);
        sample.cpu.push(cpu);
        const failures = result.errors + result.timeouts + result.non2xx;
        sample.failures += failures;
        console.log(
          `[${database}] round ${round}/${settings.rounds}  ${LABEL[server.kind].padEnd(15)} ${result.requests.average
            .toFixed(0)
            .padStart(
              7,
            )} req/s  p99 ${String(result.latency.p99).padStart(4)} ms  ${cpu.toFixed(0).padStart(4)} µs CPU/req${failures ? `  ${failures} failed` : ''}`,
        );
      }
    }
    return { database, version: prepared.version, samples, load: [loadBefore, os.loadavg()[0]] };
  } finally {
    await Promise.all(servers.map(stopServer));
  }
}

type DatabaseResult = Awaited<ReturnType<typeof benchDatabase>>;

function packageVersion(name: string): string {
  const file = path.join(root, 'node_modules', name, 'package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

function machine() {
  let nproc = String(os.availableParallelism());
  try {
    nproc = execFileSync('nproc', { encoding: 'utf8' }).trim();
  } catch {
    // no coreutils: availableParallelism is the same number
  }
  return {
    nproc,
    cpu: os.cpus()[0]?.model.trim() ?? 'unknown',
    node: process.version,
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
  };
}

const fmt = (value: number, digits = 0) => value.toFixed(digits);
const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;

function tables(results: DatabaseResult[]): string {
  const lines = [
    '| Database | Server | req/s (median) | p99 ms (median) | server CPU µs/req (median) | req/s per round | failed |',
    '| --- | --- | ---: | ---: | ---: | --- | ---: |',
  ];
  for (const { database, version, samples } of results) {
    for (const kind of SERVER_KINDS) {
      const sample = samples[kind];
      lines.push(
        `| ${database === 'postgres' ? `PostgreSQL ${version}` : `PGlite ${packageVersion('@electric-sql/pglite')} (PostgreSQL ${version})`} | ${LABEL[kind]} | ${fmt(median(sample.reqs))} | ${fmt(median(sample.p99))} | ${fmt(median(sample.cpu))} | ${sample.reqs.map((value) => fmt(value)).join(' / ')} | ${sample.failures} |`,
      );
    }
  }
  lines.push(
    '',
    '| Database | ours / bare req/s | ours / Express req/s | ours / bare p99 | ours / Express p99 | ours / bare requests per CPU s | ours / Express requests per CPU s | target (PostgreSQL: ≥ 0.90× bare, ≥ 1.50× Express) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  );
  for (const { database, samples } of results) {
    const reqs = (kind: ServerKind) => median(samples[kind].reqs);
    const p99 = (kind: ServerKind) => median(samples[kind].p99);
    const cpu = (kind: ServerKind) => median(samples[kind].cpu);
    // Requests per CPU second, ours relative to the other: the throughput ratio when each server has the
    // same CPU, which is what req/s measures on a quiet machine and what survives a busy one.
    const perCpu = (kind: ServerKind) => cpu(kind) / cpu('ours');
    const verdict = (vsBare: number, vsExpress: number) =>
      `${vsBare >= 0.9 ? 'met' : 'missed'} vs bare, ${vsExpress >= 1.5 ? 'met' : 'missed'} vs Express`;
    const target =
      database === 'postgres'
        ? `req/s: ${verdict(reqs('ours') / reqs('bare'), reqs('ours') / reqs('express'))}; per CPU s: ${verdict(perCpu('bare'), perCpu('express'))}`
        : 'n/a (no target on PGlite)';
    lines.push(
      `| ${database === 'postgres' ? 'PostgreSQL' : 'PGlite'} | ${ratio(reqs('ours'), reqs('bare'))} | ${ratio(reqs('ours'), reqs('express'))} | ${ratio(p99('ours'), p99('bare'))} | ${ratio(p99('ours'), p99('express'))} | ${perCpu('bare').toFixed(2)}× | ${perCpu('express').toFixed(2)}× | ${target} |`,
    );
  }
  // The ratio round by round (a round runs the three servers one after another): how far one run's figure
  // can move on this machine, which a median alone does not show (decision 338).
  lines.push('');
  for (const { database, samples } of results) {
    const byRound = samples.ours.cpu.map((ours, round) => (samples.bare.cpu[round] ?? Number.NaN) / ours);
    lines.push(
      `${database === 'postgres' ? 'PostgreSQL' : 'PGlite'}, ours / bare requests per CPU s in each round: ${byRound.map((value) => `${value.toFixed(2)}×`).join(' / ')}.`,
    );
  }
  const busiest = Math.max(...results.flatMap((result) => result.load));
  if (busiest > os.availableParallelism()) {
    lines.push(
      '',
      `**Busy machine:** the 1-minute load average reached ${busiest.toFixed(1)} on ${os.availableParallelism()} cores, so other work competed with the run and the req/s and p99 columns are noisy; the CPU-based columns are the ones to compare.`,
    );
  }
  return lines.join('\n');
}

function resultsMarkdown(results: DatabaseResult[], table: string): string {
  const m = machine();
  return `# Benchmark results

Written by \`npm run bench\` (bench/run.ts); this is the last full run.

GET /api/customer/customer/getInfo with a valid customer bearer token. Load: autocannon ${packageVersion('autocannon')}, ${settings.connections} connections, no pipelining, ${settings.rounds} rounds of ${settings.duration} s per server, interleaved and rotated (ours, bare, Express; bare, Express, ours; …), after one ${settings.warmup} s warm-up each; medians of the rounds. Every server runs in its own child process on 127.0.0.1; the load generator runs in the parent process on the same machine, so it competes with the server (and PostgreSQL) for the same cores. _Server CPU µs/req_ is the server process's user + system CPU time during a round divided by the requests it answered: it does not depend on how fast the load generator or the database is, so it is the steadiest column on a busy machine; _ours / bare requests per CPU s_ is bare's CPU µs/req ÷ ours, the throughput ratio when both get the same CPU.

${table}

Machine: nproc ${m.nproc}, CPU ${m.cpu}, Node.js ${m.node}, ${m.date}. 1-minute load average before → after each database's rounds: ${results.map((r) => `${r.database} ${r.load.map((value) => value.toFixed(1)).join(' → ')}`).join(', ')} (above nproc means other work shared the machine).
Versions: fastify ${packageVersion('fastify')}, express ${packageVersion('express')}, pg ${packageVersion('pg')}, @electric-sql/pglite ${packageVersion('@electric-sql/pglite')}${results.some((r) => r.database === 'postgres') ? `, PostgreSQL ${results.find((r) => r.database === 'postgres')?.version} (scripts/with-postgres.sh: fsync off, local TCP)` : ''}.

What each server does per request:

- **ours**: \`buildApp(deps)\` as main builds it (the security headers of a JSON answer — decision 340 —, request id + \`x-request-id\`, the auth onRequest hook that loads the session — from the instance's session cache once it has been read, decision 344: so one SQL statement per request where bare runs two —, the route access check, the zod response serializer, the audit onSend hook that skips GETs), pino at level \`warn\` so nothing is logged per request (production with a quiet logger), Kysely over \`pg.Pool\` max 10 or over PGlite.
- **bare**: \`node:http\` + the same two SQL statements (session by sha256 token hash, then the customer in its tenant scope) through \`pg.Pool\` max 10 or PGlite directly, the same validity checks and the same \`{code:0,msg:'成功',data:{…}}\` body (the default language's success) (bench/baseline.ts).
- **Express 5**: Express defaults (etag, x-powered-by) + the same lookup code as bare, answered with \`res.json\`.

On PGlite each server opens its own copy of one seeded data dir (PGlite is an in-process, single-connection database, so sharing one would not be possible across processes).
`;
}

async function main() {
  if (databases.includes('postgres') && process.env.BENCH_POSTGRES !== '1') {
    // Re-run this script inside a throwaway PostgreSQL server.
    const child = spawn(
      'bash',
      [
        path.join(root, 'scripts/with-postgres.sh'),
        process.execPath,
        ...process.execArgv,
        thisFile,
        ...process.argv.slice(2),
      ],
      { stdio: 'inherit', env: { ...process.env, BENCH_POSTGRES: '1' } },
    );
    const code = await new Promise<number>((resolve) =>
      child.on('exit', (exitCode) => resolve(exitCode ?? 1)),
    );
    process.exit(code);
  }

  const started = Date.now();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'onsite-bench-'));
  if (flags.profile) fs.mkdirSync(profileDir, { recursive: true });
  const results: DatabaseResult[] = [];
  try {
    for (const database of databases) results.push(await benchDatabase(database, tmp));
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }

  const table = tables(results);
  const m = machine();
  console.log(`\n${table}\n\nnproc ${m.nproc}, ${m.cpu}, Node.js ${m.node}, ${m.date}`);
  console.log(`(${((Date.now() - started) / 1000).toFixed(0)} s)`);
  if (flags.profile) console.log(`CPU profiles: ${profileDir} (npx tsx bench/profile.ts <file>)`);

  if (flags['skip-results'] || databases.length !== DATABASE_KINDS.length) {
    console.log('bench/RESULTS.md not written (partial run or --skip-results)');
  } else {
    const file = path.join(here, 'RESULTS.md');
    fs.writeFileSync(file, resultsMarkdown(results, table));
    console.log('wrote bench/RESULTS.md');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
