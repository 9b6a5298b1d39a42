import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

/**
 * Once per `vitest --project e2e` run: build the web app when needed, start the real server on a fresh
 * database, hand its URL and the demo password to the test files (`inject('baseUrl')`), stop it at the end.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** the running server, e.g. http://127.0.0.1:41234 (no trailing slash) */
    baseUrl: string;
    /** SEED_PASSWORD of the demo data: every demo login uses it */
    password: string;
    /** the web app this run built and serves (its module graph is in .vite/manifest.json) */
    webDist: string;
  }
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PASSWORD = 'E2e-demo-Passw0rd';
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 10_000;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'onsite-e2e-'));
  // A build of its own: another run (or `npm start`) rebuilding web/dist cannot pull assets from under it.
  const webDist = path.join(dataDir, 'web');
  buildWeb(webDist);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = startServer({ dataDir, port, webDist });

  try {
    const database = await waitForHealth(baseUrl, server);
    await checkDemoLogin(baseUrl);
    console.log(`e2e: server ready on ${baseUrl} (database: ${database})`);
  } catch (error) {
    await stopServer(server.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }

  project.provide('baseUrl', baseUrl);
  project.provide('password', PASSWORD);
  project.provide('webDist', webDist);

  return async () => {
    await stopServer(server.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

/** Builds the web app into `outDir` for this run's server. */
function buildWeb(outDir: string): void {
  console.log('e2e: building the web app');
  // Vitest sets NODE_ENV=test (and VITEST*) for itself; the build must not inherit them, or React's
  // development runtime ends up in the bundle.
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST')));
  const result = spawnSync('npm', ['run', 'build', '-w', 'web', '--', '--outDir', outDir, '--emptyOutDir'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    throw new Error(`e2e: "npm run build -w web" failed (exit ${result.status ?? result.signal})`);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('e2e: no free port'))));
    });
  });
}

interface RunningServer {
  child: ChildProcess;
  /** the server's recent output, for the error message when it fails to start */
  output: () => string;
}

function startServer({
  dataDir,
  port,
  webDist,
}: {
  dataDir: string;
  port: number;
  webDist: string;
}): RunningServer {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TMPDIR: process.env.TMPDIR,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    SEED_PASSWORD: PASSWORD,
    LOG_LEVEL: 'warn',
    // Every journey logs in from the same address; the default allowance (30 per IP per 15 minutes) is
    // meant for people, not for a test suite.
    LOGIN_RATE_LIMIT: '1000',
  };
  if (process.env.DATABASE_URL) env.DATABASE_URL = process.env.DATABASE_URL;
  if (process.env.REDIS_URL) env.REDIS_URL = process.env.REDIS_URL;

  // One node process (tsx as a loader, not its CLI wrapper), so the pid we signal is the server itself.
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/src/main.ts')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Should vitest itself die without running the teardown, the server goes with it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8_000);
  };
  child.stdout?.on('data', keep);
  // Warnings and errors of the server stay visible in the test output.
  child.stderr?.on('data', (chunk: Buffer) => {
    keep(chunk);
    process.stderr.write(chunk);
  });
  return { child, output: () => output };
}

/** Resolves with the kind of database the server reports once /api/health answers code 0. */
async function waitForHealth(baseUrl: string, server: RunningServer): Promise<string> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  let exited: string | null = null;
  server.child.once('exit', (code, signal) => {
    exited = `exited with ${code ?? signal}`;
  });
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (exited) throw new Error(`e2e: the server ${exited} before it was healthy:\n${server.output()}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      const body = (await response.json()) as { code?: unknown; data?: { database?: unknown } };
      if (response.ok && body.code === 0) return String(body.data?.database ?? 'unknown');
      lastProblem = `HTTP ${response.status} ${JSON.stringify(body)}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `e2e: the server was not healthy within ${START_TIMEOUT_MS / 1000}s (${lastProblem}):\n${server.output()}`,
  );
}

/**
 * The demo data must use our password. With DATABASE_URL the database may already hold other demo data
 * (seeding only fills an empty database): say so instead of failing every journey at its login.
 */
async function checkDemoLogin(baseUrl: string): Promise<void> {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify({ username: 'admin', password: PASSWORD, remember: false, audience: 'admin' }),
  });
  const body = (await login.json()) as { code?: unknown; msg?: unknown };
  if (body.code !== 0) {
    throw new Error(
      `e2e: the demo admin cannot log in with the e2e password (${JSON.stringify(body.msg)}). ` +
        (process.env.DATABASE_URL
          ? 'DATABASE_URL points at a database that was seeded before; give the e2e run an empty database.'
          : 'The seed did not use SEED_PASSWORD.'),
    );
  }
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const stopped = await Promise.race([
    exited.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), STOP_TIMEOUT_MS).unref()),
  ]);
  if (!stopped) {
    child.kill('SIGKILL');
    await exited;
  }
}
