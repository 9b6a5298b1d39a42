/**
 * `npm run bench:wire`: the bytes a browser moves to open each console's login page, cold (a new profile)
 * and on a second visit (the same profile, reloaded), from the real server on the built web app. Counts
 * every response's encoded body and headers as Chromium received them, the requests made and how many of
 * them were answered 304 or from the browser's cache. Written to bench/WIRE-RESULTS.md with the machine.
 *
 * Needs web/dist (built when missing) and /usr/bin/chromium. Options: --skip-results (print only).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type BrowserContext, chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: flags } = parseArgs({ options: { 'skip-results': { type: 'boolean', default: false } } });

const CONSOLES = [
  { name: 'admin', path: '/new_admin/login' },
  { name: 'agent', path: '/new_agent/login' },
  { name: 'customer', path: '/my/login' },
] as const;

interface Visit {
  requests: number;
  bytes: number;
  /** answered 304 Not Modified */
  revalidated: number;
  /** served from the browser's cache without asking */
  cached: number;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function startServer(port: number): Promise<ChildProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'onsite-wire-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_PASSWORD: 'Wire-bench-2026',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (answer.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start within 2 minutes');
}

/**
 * Opens `url` in `context` (a navigation, as a later visit is) and adds up, from Chromium's own network
 * events, what came over the wire until the network is idle: encoded bytes with headers, requests, 304s and
 * answers taken from the browser's cache without asking.
 */
async function visit(context: BrowserContext, url: string): Promise<Visit> {
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const totals: Visit = { requests: 0, bytes: 0, revalidated: 0, cached: 0 };
  const cachedIds = new Set<string>();
  cdp.on('Network.requestWillBeSent', () => {
    totals.requests += 1;
  });
  cdp.on('Network.requestServedFromCache', (event) => cachedIds.add(event.requestId));
  cdp.on('Network.responseReceived', (event) => {
    if (event.response.fromDiskCache || event.response.fromPrefetchCache) cachedIds.add(event.requestId);
  });
  // the status the server really sent (responseReceived shows a revalidated answer as the cached 200)
  cdp.on('Network.responseReceivedExtraInfo', (event) => {
    if (event.statusCode === 304) totals.revalidated += 1;
  });
  cdp.on('Network.loadingFinished', (event) => {
    if (!cachedIds.has(event.requestId)) totals.bytes += event.encodedDataLength;
  });
  await page.goto('about:blank');
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.getByRole('button').first().waitFor();
  await cdp.detach();
  totals.cached = cachedIds.size;
  return totals;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

async function main() {
  if (!fs.existsSync(path.join(root, 'web/dist/index.html'))) {
    console.log('bench:wire: building the web app');
    execFileSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit' });
  }
  const port = await freePort();
  const server = await startServer(port);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const rows: { name: string; cold: Visit; warm: Visit }[] = [];
  try {
    for (const console_ of CONSOLES) {
      const context = await browser.newContext();
      const url = `http://127.0.0.1:${port}${console_.path}`;
      const cold = await visit(context, url);
      const warm = await visit(context, url);
      rows.push({ name: console_.name, cold, warm });
      await context.close();
    }
  } finally {
    await browser.close();
    server.kill('SIGTERM');
  }

  const table = [
    '| console | cold: requests | cold: bytes | second visit: requests | second visit: bytes | 304 | from cache |',
    '|---|---|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.name} | ${row.cold.requests} | ${kb(row.cold.bytes)} | ${row.warm.requests} | ${kb(row.warm.bytes)} | ${row.warm.revalidated} | ${row.warm.cached} |`,
    ),
  ].join('\n');
  console.log(table);
  if (flags['skip-results']) return;
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, load average ${os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}, node ${process.version}, ${new Date().toISOString().slice(0, 16)}Z`;
  const file = path.join(root, 'bench/WIRE-RESULTS.md');
  const previous = fs.existsSync(file)
    ? fs.readFileSync(file, 'utf8')
    : '# Bytes on the wire (npm run bench:wire)\n';
  fs.writeFileSync(file, `${previous.trimEnd()}\n\n## ${machine}\n\n${table}\n`);
  console.log(`written to ${path.relative(root, file)}`);
}

await main();
