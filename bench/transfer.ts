/**
 * `npm run bench:transfer`: spreadsheet jobs as the worker runs them — an export of 100,000 customers and an
 * import of 10,000 rows — on PGlite and on PostgreSQL, each measured in a fresh child process (time, rows/s,
 * peak RSS). Beside them, the same work without our machinery: a bare exceljs streaming write of the same
 * 100,000 rows (export baseline) and a bare exceljs streaming read of the same 10,000-row file (import
 * baseline). Results print as a table and go to bench/TRANSFER-RESULTS.md. Not run by CI.
 *
 * PostgreSQL comes from scripts/with-postgres.sh (re-run inside it unless BENCH_POSTGRES=1). Options:
 * --export-rows 100000 --import-rows 10000 --rounds 3 (each job right after its baseline, medians) --only
 * pglite|postgres --skip-results; --memory-rows 1000000 adds an
 * export of that many rows on PostgreSQL, whose peak RSS beside the 100,000-row export's shows whether an
 * export's memory stays flat as it grows (issue 19).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import pg from 'pg';
import { migrateToLatest, openDatabase } from '../server/src/db/database.ts';
import { createTransferHandlers, jobSizesFor } from '../server/src/modules/transfer/transfer.jobs.ts';
import { insertJob, type JobOwnerScope } from '../server/src/modules/transfer/transfer.repository.ts';
import { JobWorker } from '../server/src/platform/jobs/job-worker.ts';
import { LocalDiskStorage } from '../server/src/platform/storage/local-storage.ts';
import { seedDemo } from '../server/src/seed/demo.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const thisFile = fileURLToPath(import.meta.url);

const { values: flags } = parseArgs({
  options: {
    'export-rows': { type: 'string', default: '100000' },
    'import-rows': { type: 'string', default: '10000' },
    // an export this large as well, on PostgreSQL, to compare its peak memory with the export above
    'memory-rows': { type: 'string' },
    // each job measured this many times, each time right after its baseline; medians reported
    rounds: { type: 'string', default: '3' },
    // child mode: sample the live heap through the run (the memory line)
    'live-heap': { type: 'boolean', default: false },
    only: { type: 'string' },
    'skip-results': { type: 'boolean', default: false },
    // child mode
    child: { type: 'string' },
    database: { type: 'string' },
    target: { type: 'string' },
    file: { type: 'string' },
  },
});

const exportRows = Number(flags['export-rows']);
const importRows = Number(flags['import-rows']);
const memoryRows = flags['memory-rows'] ? Number(flags['memory-rows']) : undefined;
const rounds = Number(flags.rounds);
if (!Number.isInteger(rounds) || rounds < 1) throw new Error('--rounds must be a positive integer');
type DatabaseName = 'pglite' | 'postgres';
const databases: DatabaseName[] = flags.only ? [flags.only as DatabaseName] : ['pglite', 'postgres'];

interface Measurement {
  seconds: number;
  rows: number;
  /** peak resident set size of the measuring process, MB */
  peakRssMb: number;
  /**
   * The memory line only: the live heap after a full collection, sampled through the run, as the median of
   * the samples in its first and its last fifth (MB). Peak RSS also holds what V8 has not yet collected;
   * the live heap is what the export keeps, so equal figures at the start and the end mean nothing is kept
   * per row.
   */
  liveHeapMb?: { first: number; last: number; samples: number };
}

const HEADERS = ['ID', 'Nickname', 'Mobile', 'Email', 'Company', 'City', 'VIP plan', 'Activities', 'Created'];
const rowOf = (index: number) => [
  index,
  `客户${index}`,
  `13${String(index).padStart(9, '0')}`,
  `bench${index}@example.com`,
  `公司${index % 500}`,
  '上海',
  '',
  0,
  '2026-01-01T00:00:00.000Z',
];

/**
 * The child's peak resident set, sampled every 20 ms. Not `resourceUsage().maxRSS`: Linux keeps a process's
 * high-water mark across execve, so a child spawned by a parent that had grown (it prepares PGlite's data
 * in process) reported the parent's peak (every line 440 MB).
 */
let peakRss = process.memoryUsage.rss();
const rssSampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage.rss());
}, 20);
rssSampler.unref();
const peakRssMb = () => {
  peakRss = Math.max(peakRss, process.memoryUsage.rss());
  return Math.round((peakRss / 1024 / 1024) * 10) / 10;
};
const megabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** Samples the live heap (after a forced full GC; the child runs with --expose-gc) every `everyMs`. */
function sampleLiveHeap(everyMs: number) {
  const collect = (globalThis as { gc?: () => void }).gc;
  if (!collect) throw new Error('the memory child needs --expose-gc');
  const samples: number[] = [];
  const timer = setInterval(() => {
    collect();
    samples.push(process.memoryUsage().heapUsed);
  }, everyMs);
  return () => {
    clearInterval(timer);
    const median = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const fifth = Math.max(1, Math.floor(samples.length / 5));
    return {
      first: megabytes(median(samples.slice(0, fifth))),
      last: megabytes(median(samples.slice(-fifth))),
      samples: samples.length,
    };
  };
}

// ---------------------------------------------------------------------------------------------------------
// Child processes: each measures one thing and reports it on stdout as JSON.

async function openTarget(database: DatabaseName, target: string) {
  return openDatabase(
    database === 'postgres' ? { databaseUrl: target, dataDir: 'memory://' } : { dataDir: target },
  );
}

async function childJob(kind: 'export' | 'import', database: DatabaseName, target: string, file?: string) {
  const handle = await openTarget(database, target);
  const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'onsite-bench-storage-'));
  const storage = new LocalDiskStorage({
    dir: storageDir,
    secret: randomBytes(32).toString('hex'),
    uploadUrl: '/storage',
    publicBaseUrl: '/storage/',
  });
  try {
    const agent = await handle.db
      .selectFrom('agent_memberships')
      .innerJoin('agent_users', 'agent_users.id', 'agent_memberships.agent_user_id')
      .select(['agent_memberships.agent_id', 'agent_users.id'])
      .orderBy('agent_memberships.agent_id')
      .executeTakeFirstOrThrow();
    const owner: JobOwnerScope = {
      audience: 'agent',
      userId: agent.id,
      agentId: agent.agent_id,
      customerId: null,
    };
    let sourceKey: string | null = null;
    if (kind === 'import' && file) {
      sourceKey = `agent/${agent.agent_id}/imports/bench.xlsx`;
      await storage.putStream(sourceKey, fs.createReadStream(file), 'application/octet-stream');
    }
    const jobId = await insertJob(handle.db, owner, {
      kind,
      symbol: 'customer',
      params: kind === 'export' ? { filter: { keyword: '客户' } } : { format: 'xlsx' },
      language: 'en',
      fileName: kind === 'export' ? 'customer-bench.xlsx' : 'bench.xlsx',
      sourceKey,
    });
    const worker = new JobWorker({
      db: handle.db,
      handlers: createTransferHandlers(handle.db, storage, jobSizesFor(database)),
      // a failed job stops the run below with its reason; the cause goes to stderr
      logger: { error: (details, message) => console.error(message, details) },
    });
    const stopSampling = flags['live-heap'] ? sampleLiveHeap(500) : undefined;
    const started = process.hrtime.bigint();
    await worker.runOnce();
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const liveHeapMb = stopSampling?.();
    const job = await handle.db
      .selectFrom('jobs')
      .selectAll()
      .where('id', '=', jobId)
      .executeTakeFirstOrThrow();
    if (job.state !== 'done') throw new Error(`${kind} job ended ${job.state}: ${job.error}`);
    const rows = kind === 'export' ? job.total_num : job.success_num;
    return { seconds, rows, peakRssMb: peakRssMb(), liveHeapMb } satisfies Measurement;
  } finally {
    await handle.close();
    fs.rmSync(storageDir, { recursive: true, force: true });
  }
}

async function childBareWrite(rows: number): Promise<Measurement> {
  const file = path.join(os.tmpdir(), `onsite-bench-bare-${process.pid}.xlsx`);
  const started = process.hrtime.bigint();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: file,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Sheet1');
  sheet.columns = HEADERS.map((header) => ({ header, width: 14 }));
  for (let index = 1; index <= rows; index += 1) sheet.addRow(rowOf(index)).commit();
  sheet.commit();
  await workbook.commit();
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  fs.rmSync(file, { force: true });
  return { seconds, rows, peakRssMb: peakRssMb() };
}

async function childBareRead(file: string): Promise<Measurement> {
  const started = process.hrtime.bigint();
  let rows = -1; // the header row
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(fs.createReadStream(file), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'ignore',
    hyperlinks: 'ignore',
  });
  for await (const worksheet of reader) {
    for await (const _row of worksheet) rows += 1;
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return { seconds, rows, peakRssMb: peakRssMb() };
}

// ---------------------------------------------------------------------------------------------------------
// The parent: prepares databases and files, runs every child, prints and records the results.

function runChild(args: string[], nodeFlags: string[] = []): Promise<Measurement> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, ...nodeFlags, thisFile, ...args], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: process.env,
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', (code) => {
      const line = output.trim().split('\n').at(-1) ?? '';
      if (code !== 0) reject(new Error(`child ${args.join(' ')} exited ${code}`));
      else resolve(JSON.parse(line) as Measurement);
    });
  });
}

/** A seeded database with `customers` extra customers in the demo agent's team; answers its target. */
async function prepareDatabase(database: DatabaseName, tmp: string, customers: number): Promise<string> {
  let target: string;
  if (database === 'postgres') {
    const server = process.env.DATABASE_URL as string;
    const name = `onsite_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(server);
    url.pathname = `/${name}`;
    target = url.toString();
  } else {
    target = fs.mkdtempSync(path.join(tmp, 'pglite-'));
  }
  const handle = await openTarget(database, target);
  await migrateToLatest(handle.db);
  const ids = await seedDemo(handle.db, 'Bench-password-1');
  if (customers > 0) {
    await sql`
      insert into customers (agent_id, nickname, mobile, email, company_name, city, password_hash)
      select ${ids.agent1Id}, '客户' || n, '13' || lpad(n::text, 9, '0'), 'bench' || n || '@example.com', '公司' || (n % 500), '上海', '!bench'
      from generate_series(1, ${customers}) as n
    `.execute(handle.db);
  }
  await handle.close();
  return target;
}

async function importFile(tmp: string, rows: number): Promise<string> {
  const file = path.join(tmp, 'import.xlsx');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file });
  const sheet = workbook.addWorksheet('Sheet1');
  sheet.addRow(['Nickname', 'Mobile', 'Email', 'Company', 'City']).commit();
  for (let index = 1; index <= rows; index += 1) {
    sheet
      .addRow([
        `导入${index}`,
        `15${String(index).padStart(9, '0')}`,
        `import${index}@example.com`,
        '导入公司',
        '北京',
      ])
      .commit();
  }
  sheet.commit();
  await workbook.commit();
  return file;
}

interface Row {
  what: string;
  database: string;
  result: Measurement;
  /** a job's rows/s ÷ its baseline's, the median of the rounds (each round pairs the two back to back) */
  ratio?: number;
}

/** The round of median time, with the highest peak RSS of all rounds. */
function medianRound(measurements: Measurement[]): Measurement {
  const sorted = [...measurements].sort((a, b) => a.seconds - b.seconds);
  const middle = sorted[Math.floor(sorted.length / 2)] as Measurement;
  return { ...middle, peakRssMb: Math.max(...measurements.map((one) => one.peakRssMb)) };
}

const rowsPerSecond = (measurement: Measurement) => measurement.rows / measurement.seconds;

/**
 * `rounds` pairs of a baseline and a job run back to back, so that a change in the machine's load touches
 * both; the job's ratio is the median of the pairs' ratios. `job` may prepare what each round needs.
 */
async function pairedRounds(baseline: () => Promise<Measurement>, job: () => Promise<Measurement>) {
  const baselines: Measurement[] = [];
  const jobs: Measurement[] = [];
  const ratios: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const base = await baseline();
    const measured = await job();
    baselines.push(base);
    jobs.push(measured);
    ratios.push(rowsPerSecond(measured) / rowsPerSecond(base));
  }
  ratios.sort((a, b) => a - b);
  return { baselines, job: medianRound(jobs), ratio: ratios[Math.floor(ratios.length / 2)] as number };
}

const format = (rows: Row[]) => {
  const ratio = (row: Row) => (row.ratio === undefined ? '—' : `${row.ratio.toFixed(2)}×`);
  const lines = [
    '| what | database | rows | time (s) | rows/s | ratio to its baseline | peak RSS (MB) | live heap, first → last fifth (MB) |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map((row) => {
      const { result } = row;
      const heap = result.liveHeapMb ? `${result.liveHeapMb.first} → ${result.liveHeapMb.last}` : '—';
      return `| ${row.what} | ${row.database} | ${result.rows} | ${result.seconds.toFixed(2)} | ${Math.round(rowsPerSecond(result))} | ${ratio(row)} | ${result.peakRssMb} | ${heap} |`;
    }),
  ];
  return lines.join('\n');
};

async function main() {
  if (flags.child) {
    const child = flags.child;
    let result: Measurement;
    if (child === 'bare-write') result = await childBareWrite(exportRows);
    else if (child === 'bare-read') result = await childBareRead(flags.file as string);
    else
      result = await childJob(
        child as 'export' | 'import',
        flags.database as DatabaseName,
        flags.target as string,
        flags.file,
      );
    process.stdout.write(`${JSON.stringify(result)}\n`);
    return;
  }
  if (databases.includes('postgres') && process.env.BENCH_POSTGRES !== '1') {
    const child = spawn(
      'bash',
      [
        path.join(root, 'scripts/with-postgres.sh'),
        process.execPath,
        ...process.execArgv,
        thisFile,
        ...process.argv.slice(2),
      ],
      {
        stdio: 'inherit',
        env: { ...process.env, BENCH_POSTGRES: '1' },
      },
    );
    process.exit(await new Promise<number>((resolve) => child.on('exit', (code) => resolve(code ?? 1))));
  }

  const loadAtStart = os.loadavg()[0];
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'onsite-bench-transfer-'));
  const results: Row[] = [];
  try {
    const file = await importFile(tmp, importRows);
    const bareWrite = () => runChild(['--child', 'bare-write', '--export-rows', String(exportRows)]);
    const bareRead = () => runChild(['--child', 'bare-read', '--file', file]);
    const writes: Measurement[] = [];
    const reads: Measurement[] = [];
    const jobs: Row[] = [];
    for (const database of databases) {
      console.error(`bench:transfer: preparing ${database} with ${exportRows} customers`);
      const exportTarget = await prepareDatabase(database, tmp, exportRows);
      const exported = await pairedRounds(bareWrite, () =>
        runChild([
          ...['--child', 'export', '--database', database, '--target', exportTarget],
          ...['--export-rows', String(exportRows)],
        ]),
      );
      writes.push(...exported.baselines);
      jobs.push({
        what: 'export job (worker → xlsx writer → storage)',
        database,
        result: exported.job,
        ratio: exported.ratio,
      });
      const imported = await pairedRounds(bareRead, async () => {
        // every round imports into a database of its own: a second import of the same rows would update
        const importTarget = await prepareDatabase(database, tmp, 0);
        return runChild([
          ...['--child', 'import', '--database', database, '--target', importTarget],
          ...['--file', file],
        ]);
      });
      reads.push(...imported.baselines);
      jobs.push({
        what: `import job (storage → xlsx reader → set-based batches of ${jobSizesFor(database).importBatch})`,
        database,
        result: imported.job,
        ratio: imported.ratio,
      });
    }
    results.push(
      { what: 'bare exceljs streaming write (export baseline)', database: '—', result: medianRound(writes) },
      { what: 'bare exceljs streaming read (import baseline)', database: '—', result: medianRound(reads) },
      ...jobs,
    );
    if (memoryRows && databases.includes('postgres')) {
      console.error(`bench:transfer: preparing postgres with ${memoryRows} customers`);
      const target = await prepareDatabase('postgres', tmp, memoryRows);
      results.push({
        what: 'export job, large (memory)',
        database: 'postgres',
        result: await runChild(
          [
            ...['--child', 'export', '--database', 'postgres', '--target', target],
            ...['--export-rows', String(memoryRows), '--live-heap'],
          ],
          ['--expose-gc'],
        ),
      });
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }

  const table = format(results);
  console.log(`\n${table}\n`);
  if (!flags['skip-results']) {
    const text = `# Spreadsheet job benchmark (npm run bench:transfer)

Last run: ${new Date().toISOString()} on ${os.cpus()[0]?.model ?? 'unknown CPU'} (${os.cpus().length} cores), Node ${process.version},\nload average ${loadAtStart.toFixed(1)} at the start and ${os.loadavg()[0].toFixed(1)} at the end (targets, issue 19: import ≥ 0.5× the bare read, export ≥ 0.8×\nthe bare write, on PostgreSQL; compare ratios of one run only). Each job ran ${rounds} times, each time right after its
baseline; its time is the median round's and its ratio the median of the rounds' ratios (a baseline's line: the median of all its rounds).

${table}

- **export job**: one \`customer\` export job of ${exportRows} rows run by \`JobWorker.runOnce()\`: keyset pages of ${jobSizesFor('pglite').exportPage} rows on PGlite and ${jobSizesFor('postgres').exportPage} on PostgreSQL from the
  database, each page renewing the lease and the progress in a transaction, streamed through our
  xlsx writer (inline strings, the sheet pulled by archiver's zip as it writes) into local storage.
- **import job**: one \`customer\` import of a ${importRows}-row .xlsx from storage, read once and whole by our xlsx reader
  (zip central directory and an XML scanner; not exceljs's streaming reader: exceljs#3064), then batches of rows (${jobSizesFor('pglite').importBatch} on PGlite, ${jobSizesFor('postgres').importBatch} on PostgreSQL) validated in memory and written set-based (one lookup
  of existing logins, one update and one insert, each from one array per column) with the job's cursor in one transaction each.
${memoryRows ? `- **export job, large (memory)**: the same export of ${memoryRows} rows on PostgreSQL; its peak RSS beside the ${exportRows}-row export's on PostgreSQL is how an export's memory grows with its size (issue 19: flat for a million rows). It also samples its live heap every 0.5 s after a forced full collection (\`--expose-gc\`, which slows it: its rows/s is not compared); the medians of the first and the last fifth of the samples show whether anything is kept per row.\n` : ''}- **baselines**: the same rows written (or the same file read) by exceljs alone, in a process of their own.
- Each line is a fresh process; peak RSS is that process's largest resident set, sampled every 20 ms.
  PostgreSQL: scripts/with-postgres.sh (fsync off, local TCP).
`;
    fs.writeFileSync(path.join(here, 'TRANSFER-RESULTS.md'), text);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
