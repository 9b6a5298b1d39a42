import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config/config.ts';
import { migrateToLatest, openDatabase } from './db/database.ts';
import { DEMO } from './db/seed/demo.ts';
import { seedSystemMaterials } from './db/seed/materials.ts';
import { seedIfEmpty } from './db/seed/seed-if-empty.ts';
import { storeDefaultMusic } from './modules/activity/activity-appearance.service.ts';
import { createTransferHandlers } from './modules/transfer/transfer.jobs.ts';
import { JobWorker } from './platform/jobs/job-worker.ts';
import { createRateLimiter, RedisUnreachableError } from './platform/ratelimit/create-rate-limiter.ts';
import { createStorage } from './platform/storage/create-storage.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  // Before the database: a wrong REDIS_URL fails the start before any migration runs.
  const rateLimiter = await createRateLimiter(config);

  const { db, kind, close } = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
  });
  await migrateToLatest(db);
  const seeded = config.seed === 'none' ? null : await seedIfEmpty(db, config);
  const storage = createStorage(config);
  // System materials and icon lists live in storage, which the database transaction of the seed cannot reach.
  if (config.seed !== 'none') await seedSystemMaterials(db, storage);
  // The activities' default background music is shipped with the server, not seeded data.
  await storeDefaultMusic(storage);

  // Imports and exports run as durable jobs; JOBS_WORKER=off leaves them to worker processes elsewhere.
  const worker = config.jobsWorker
    ? new JobWorker({ db, handlers: createTransferHandlers(db, storage) })
    : undefined;
  const app = await buildApp(
    { config, db, databaseKind: kind, rateLimiter, storage, jobs: worker },
    {
      logger: {
        level: config.logLevel,
        ...(process.stdout.isTTY ? { transport: { target: 'pino-pretty' } } : {}),
      },
      webDist: config.webDist ?? path.join(root, 'web/dist'),
    },
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    await app.close();
    // the job in hand keeps its lease and is resumed by the next worker
    await worker?.stop();
    await rateLimiter.close?.();
    await close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  worker?.start();
  printWelcome(config, kind, seeded);
}

function printWelcome(config: Config, kind: string, password: string | null) {
  const base = config.publicUrl ?? `http://localhost:${config.port}`;
  const lines = [
    '',
    `Onsite is running on ${base} (database: ${kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'})`,
    `  Admin console     ${base}/new_admin   login: ${DEMO.admin}`,
    `  Agent console     ${base}/new_agent   login: ${DEMO.agentUser}`,
    `  Customer console  ${base}/my          login: ${DEMO.agent1Customers.phone} or ${DEMO.agent1Customers.email}`,
    `  API docs          ${base}/api/docs`,
    password
      ? `  Demo password     ${password}${config.seedPassword ? ' (SEED_PASSWORD)' : ` (saved in ${path.join(config.dataDir, 'demo-password.txt')})`}`
      : '  Demo password     set by SEED_PASSWORD when the database was first seeded',
    '',
  ];
  console.log(lines.join('\n'));
}

main().catch((error) => {
  console.error(error instanceof RedisUnreachableError ? error.message : error);
  process.exit(1);
});
