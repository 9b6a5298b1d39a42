import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { freePort, type RunningServer, startServer, stopServer, waitForHealth } from './server.ts';
import { e2eWorkers } from './workers.ts';

/**
 * Once per `vitest --project e2e` run: build the web app, start one real server per worker, each on a fresh
 * database of its own, hand their URLs and the demo password to the test files (`inject('baseUrls')`; a
 * file takes its worker's, see workers.ts), stop them at the end.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** the running servers, one per worker, e.g. http://127.0.0.1:41234 (no trailing slash) */
    baseUrls: string[];
    /** SEED_PASSWORD of the demo data: every demo login uses it */
    password: string;
    /** the web app this run built and serves (its module graph is in .vite/manifest.json) */
    webDist: string;
  }
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PASSWORD = 'E2e-demo-Passw0rd';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'onsite-e2e-'));
  // A build of its own: another run (or `npm start`) rebuilding web/dist cannot pull assets from under it.
  const webDist = path.join(dataDir, 'web');
  buildWeb(webDist);
  const servers: { baseUrl: string; server: RunningServer }[] = [];
  const stopAll = async () => {
    await Promise.all(servers.map(({ server }) => stopServer(server.child)));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  for (let worker = 1; worker <= e2eWorkers(); worker++) {
    let port = await freePort();
    // a port is free until its server listens: two probes in a row may be handed the same one
    while (servers.some(({ baseUrl }) => baseUrl.endsWith(`:${port}`))) port = await freePort();
    const serverDir = path.join(dataDir, `server-${worker}`);
    fs.mkdirSync(serverDir);
    const server = startServer({ dataDir: serverDir, port, webDist, env: { SEED_PASSWORD: PASSWORD } });
    servers.push({ baseUrl: `http://127.0.0.1:${port}`, server });
  }

  try {
    await Promise.all(
      servers.map(async ({ baseUrl, server }) => {
        const database = await waitForHealth(baseUrl, server);
        await checkDemoLogin(baseUrl);
        console.log(`e2e: server ready on ${baseUrl} (database: ${database})`);
      }),
    );
  } catch (error) {
    await stopAll();
    throw error;
  }

  project.provide(
    'baseUrls',
    servers.map(({ baseUrl }) => baseUrl),
  );
  project.provide('password', PASSWORD);
  project.provide('webDist', webDist);

  return stopAll;
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
