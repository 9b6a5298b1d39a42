import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Starting and stopping a real server process for the journeys: the run's server (global-setup) and the
 * few journeys that need one of their own (an install without demo data).
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 10_000;

export function freePort(): Promise<number> {
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

export interface RunningServer {
  child: ChildProcess;
  /** the server's recent output, for the error message when it fails to start */
  output: () => string;
}

export function startServer({
  dataDir,
  port,
  webDist,
  env: extra,
  sharedServices = true,
}: {
  dataDir: string;
  port: number;
  webDist: string;
  /** what this server is started with besides the basics (SEED_PASSWORD, SEED, ADMIN_USERNAME …) */
  env: NodeJS.ProcessEnv;
  /** pass on the run's DATABASE_URL and REDIS_URL (false: an embedded database of its own) */
  sharedServices?: boolean;
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
    LOG_LEVEL: 'warn',
    // Every journey logs in from the same address; the default allowance (30 per IP per 15 minutes) is
    // meant for people, not for a test suite.
    LOGIN_RATE_LIMIT: '1000',
    ...extra,
  };
  if (sharedServices && process.env.DATABASE_URL) env.DATABASE_URL = process.env.DATABASE_URL;
  if (sharedServices && process.env.REDIS_URL) env.REDIS_URL = process.env.REDIS_URL;

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
export async function waitForHealth(baseUrl: string, server: RunningServer): Promise<string> {
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

export async function stopServer(child: ChildProcess): Promise<void> {
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
