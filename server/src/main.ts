import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { wecomJobHandlers } from '#server/modules/wecom/index.ts';
import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config/config.ts';
import { migrateToLatest, openDatabase } from './db/database.ts';
import { storeDefaultMusic } from './modules/activity/activity-appearance.service.ts';
import { createTransferHandlers, jobSizesFor } from './modules/transfer/transfer.jobs.ts';
import { followerSyncHandler, wechatMpClient } from './modules/wechat-mp/index.ts';
import { loggerOptions } from './platform/http/request-logging.ts';
import { JobWorker } from './platform/jobs/job-worker.ts';
import { MaintenanceScheduler, maintenanceHandlers } from './platform/jobs/maintenance.ts';
import { createRateLimiter, RedisUnreachableError } from './platform/ratelimit/create-rate-limiter.ts';
import { createStorage } from './platform/storage/create-storage.ts';
import {
  cleanUnregisteredUploads,
  UPLOAD_CLEANUP,
  UPLOAD_CLEANUP_EVERY_MS,
} from './platform/storage/upload-cleanup.ts';
import { DEMO } from './seed/demo.ts';
import { type FirstInstall, prepareEmptyInstall } from './seed/first-install.ts';
import { seedSystemMaterials } from './seed/materials.ts';
import { syncMenuCatalogue } from './seed/menu-sync.ts';
import { seedIfEmpty } from './seed/seed-if-empty.ts';

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
  // Menus, permissions and the built-in roles' grants are code (menu-catalogue.ts): every start applies them.
  await syncMenuCatalogue(db);
  // SEED=none: a real, empty platform (its default site and the first admin from ADMIN_USERNAME)
  const install = config.seed === 'none' ? await prepareEmptyInstall(db, config.firstAdmin) : null;
  const seeded = config.seed === 'none' ? null : await seedIfEmpty(db, config);
  const storage = createStorage(config);
  // The official default materials and icon lists (product content, not demo data) live in storage, which
  // the database transaction of the seed cannot reach.
  await seedSystemMaterials(db, storage);
  // The activities' default background music is shipped with the server, not seeded data.
  await storeDefaultMusic(storage);

  // Imports and exports run as durable jobs; JOBS_WORKER=off leaves them to worker processes elsewhere.
  // The worker logs through the server's logger, so it is made once the app (and its logger) exists.
  let worker: JobWorker | undefined;
  const app = await buildApp(
    {
      config,
      db,
      databaseKind: kind,
      rateLimiter,
      storage,
      jobs: config.jobsWorker ? { notify: () => worker?.notify() } : undefined,
    },
    {
      logger: loggerOptions(config.logLevel, process.stdout.isTTY === true),
      webDist: config.webDist ?? path.join(root, 'web/dist'),
    },
  );
  let maintenance: MaintenanceScheduler | undefined;
  if (config.jobsWorker) {
    const logger = app.log.child({ component: 'jobs' });
    worker = new JobWorker({
      db,
      handlers: {
        ...createTransferHandlers(db, storage, jobSizesFor(kind)),
        // SCRM › 公众号: a follower sync pages through WeChat's user/get and batchget (the sandbox in-process)
        wechat_sync: followerSyncHandler(db, () => wechatMpClient(app, config)),
        // a WeCom corp's contacts synced from WeCom (SCRM › 企微客户)
        ...wecomJobHandlers(db, config, app),
        // periodic platform work, queued by the scheduler below, run by the worker like any job
        ...maintenanceHandlers({
          [UPLOAD_CLEANUP]: () => cleanUnregisteredUploads(db, storage, config.uploadCleanupGraceMs),
        }),
      },
      logger,
      leaseMs: config.jobsLeaseMs,
    });
    maintenance = new MaintenanceScheduler(
      db,
      [{ task: UPLOAD_CLEANUP, everyMs: UPLOAD_CLEANUP_EVERY_MS }],
      () => worker?.notify(),
      logger,
    );
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    await app.close();
    // the job in hand keeps its lease and is resumed by the next worker
    maintenance?.stop();
    await worker?.stop();
    await rateLimiter.close?.();
    await close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  // Fastify logs one "listening at" line per network interface (127.0.0.1 and the container's internal
  // address); the banner below names the one URL to open, so those lines are kept out of the log.
  const level = app.log.level;
  app.log.level = 'warn';
  await app.listen({ host: config.host, port: config.port });
  app.log.level = level;
  app.log.info({ host: config.host, port: config.port }, 'listening');
  worker?.start();
  maintenance?.start();
  if (install) printEmptyInstall(config, kind, install);
  else printWelcome(config, kind, seeded);
}

const databaseName = (config: Config, kind: string) =>
  kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL';

function printEmptyInstall(config: Config, kind: string, install: FirstInstall) {
  const base = config.publicUrl ?? `http://localhost:${config.port}`;
  const admin =
    install.admin === 'created'
      ? `  First administrator ${install.username} was created (ADMIN_USERNAME / ADMIN_PASSWORD)`
      : install.admin === 'missing'
        ? '  No administrator yet: set ADMIN_USERNAME and ADMIN_PASSWORD and start again to create the first one'
        : '';
  const lines = [
    '',
    `Onsite is running on ${base} (database: ${databaseName(config, kind)}, no demo data)`,
    `  Admin console     ${base}/new_admin`,
    `  API docs          ${base}/api/docs`,
    admin,
    '',
  ];
  console.log(lines.filter((line, index) => line || index === 0 || index === lines.length - 1).join('\n'));
}

function printWelcome(config: Config, kind: string, password: string | null) {
  const base = config.publicUrl ?? `http://localhost:${config.port}`;
  const lines = [
    '',
    `Onsite is running on ${base} (database: ${databaseName(config, kind)})`,
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
