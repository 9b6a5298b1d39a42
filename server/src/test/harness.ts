import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { type BuildOptions, buildApp } from '#server/app.ts';
import { type Config, loadConfig } from '#server/config/config.ts';
import { type DatabaseHandle, type Db, openDatabase } from '#server/db/database.ts';
import type { Database } from '#server/db/schema.ts';
import { SandboxGateway } from '#server/platform/payment/sandbox-gateway.ts';
import { MemoryRateLimiter } from '#server/platform/ratelimit/rate-limiter.ts';
import { LocalDiskStorage } from '#server/platform/storage/local-storage.ts';
import { DEMO, type DemoIds } from '#server/seed/demo.ts';
import { adminQuery, databaseUrl, migrateAndSeed, TEST_PASSWORD } from './db-template.ts';
import { ledgerBreaches } from './ledger-invariant.ts';

export { TEST_PASSWORD };

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  ids: DemoIds;
  limiter: MemoryRateLimiter;
  /** The local disk driver, in a temporary folder removed on close. */
  storage: LocalDiskStorage;
  /** The sandbox payment gateway the app uses (tests sign notifies with it). */
  payment: SandboxGateway;
  /**
   * Inject with JSON body and optional bearer token; answers status and parsed envelope. Messages come in
   * English (`Accept-Language: en`) unless the call's headers ask for another language.
   */
  call(
    options: InjectOptions & { token?: string },
  ): Promise<{ status: number; body: Envelope; raw: LightMyRequestResponse }>;
  loginAdmin(username?: string): Promise<string>;
  loginAgent(username?: string): Promise<string>;
  loginCustomer(username?: string): Promise<string>;
  close(): Promise<void>;
}

export interface Envelope {
  code: number;
  msg: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary response data
  data: any;
  count?: number;
}

/**
 * A fresh, seeded database and app per test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server of DATABASE_URL (the CI run of the same suite), dropped again on close.
 */
export interface TestContextOptions {
  loginRateLimit?: number;
  /** settings that differ from the test defaults (a small upload quota, …) */
  config?: Partial<Config>;
  /** the rate limiter's clock (tests of waits move it instead of sleeping); Date.now unless told */
  now?: () => number;
  /** the app's logger (tests that read warnings give a stream); none unless told */
  logger?: BuildOptions['logger'];
}

export async function createTestContext(options: TestContextOptions = {}): Promise<TestContext> {
  const { handle, ids, drop } = await freshDatabase();
  const config = {
    ...loadConfig({ NODE_ENV: 'test' }),
    loginRateLimit: options.loginRateLimit ?? 1000,
    ...options.config,
  };
  const { app, limiter, storage, payment, storageDir } = await appWithTestServices(handle, config, {
    now: options.now,
    logger: options.logger,
  });

  const call: TestContext['call'] = async ({ token, headers, ...rest }) => {
    const raw = await app.inject({
      ...rest,
      headers: {
        'x-requested-with': 'XMLHttpRequest',
        'accept-language': 'en',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
    });
    return { status: raw.statusCode, body: raw.json() as Envelope, raw };
  };
  const loginStaff = async (audience: 'admin' | 'agent', username: string) => {
    const { body } = await call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password: TEST_PASSWORD, audience },
    });
    if (body.code !== 0) throw new Error(`login ${username} failed: ${body.msg}`);
    return body.data.access_token as string;
  };

  return {
    app,
    db: handle.db,
    ids,
    limiter,
    storage,
    payment,
    call,
    loginAdmin: (username = DEMO.admin) => loginStaff('admin', username),
    loginAgent: (username = DEMO.agentUser) => loginStaff('agent', username),
    async loginCustomer(username = DEMO.agent1Customers.phone) {
      const { body } = await call({
        method: 'POST',
        url: '/api/customer/login/index',
        payload: { username, password: TEST_PASSWORD },
      });
      if (body.code !== 0) throw new Error(`customer login ${username} failed: ${body.msg}`);
      return body.data.token as string;
    },
    async close() {
      await app.close();
      await handle.close();
      await drop();
      fs.rmSync(storageDir, { recursive: true, force: true });
    },
  };
}

/**
 * The app on `handle` with the tests' services: in-memory rate limits, local storage in a temp folder,
 * the sandbox gateway with a random key. Callers remove `storageDir` when done.
 */
export async function appWithTestServices(
  handle: Pick<DatabaseHandle, 'db' | 'kind'>,
  config: Config,
  options: Pick<TestContextOptions, 'now' | 'logger'> & Pick<BuildOptions, 'webDist'> = {},
) {
  const limiter = new MemoryRateLimiter(options.now);
  const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'onsite-storage-'));
  const storage = new LocalDiskStorage({
    dir: storageDir,
    secret: randomBytes(32).toString('hex'),
    uploadUrl: '/storage',
    publicBaseUrl: '/storage/',
  });
  const payment = new SandboxGateway(randomBytes(32).toString('hex'));
  const app = await buildApp(
    { config, db: handle.db, databaseKind: handle.kind, rateLimiter: limiter, storage, payment },
    { logger: options.logger, webDist: options.webDist },
  );
  await app.ready();
  return { app, limiter, storage, payment, storageDir };
}

interface FreshDatabase {
  handle: DatabaseHandle;
  ids: DemoIds;
  drop(): Promise<void>;
}

/** The PGlite template's dump, read once per worker. */
let pgliteDump: { file: string; blob: Blob } | undefined;

/**
 * A database of this file's own with the demo data: a copy of the run's template (test/db-template.ts),
 * or — where no template was provided (a file run outside the server project) — migrated and seeded here.
 */
async function freshDatabase(): Promise<FreshDatabase> {
  const template = inject('dbTemplate');
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `onsite_test_${randomBytes(6).toString('hex')}`;
    const source = template?.kind === 'postgres' ? ` template ${template.database}` : '';
    await createDatabase(serverUrl, `create database ${name}${source}`);
    const handle = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name), dataDir: '' });
    return {
      handle,
      ids: source ? (template as { ids: DemoIds }).ids : await migrateAndSeed(handle.db),
      drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
    };
  }
  if (template?.kind === 'pglite') {
    if (pgliteDump?.file !== template.dump) {
      pgliteDump = { file: template.dump, blob: new Blob([fs.readFileSync(template.dump)]) };
    }
    const handle = await openDatabase({ dataDir: 'memory://', pgliteDump: pgliteDump.blob });
    return { handle, ids: template.ids, drop: async () => {} };
  }
  const handle = await openDatabase({ dataDir: 'memory://' });
  return { handle, ids: await migrateAndSeed(handle.db), drop: async () => {} };
}

/**
 * Creates a database, again while another worker's copy of the same template is still being made
 * (PostgreSQL refuses a template "being accessed by other users" for that moment).
 */
async function createDatabase(serverUrl: string, statement: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await adminQuery(serverUrl, statement);
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

/** Counts rows of a table, to prove that a refused request wrote nothing. */
export async function countRows(db: Db, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Takes a permission away from a role (its grant of the menu with that mark), for the "missing permission" cases. */
export async function withdrawPermission(db: Db, roleCode: string, permission: string): Promise<void> {
  await db
    .deleteFrom('role_menus')
    .where('role_id', 'in', db.selectFrom('roles').select('id').where('role_code', '=', roleCode))
    .where('menu_id', 'in', db.selectFrom('menus').select('id').where('permission_mark', '=', permission))
    .execute();
}

/**
 * Registers beforeAll/afterAll for a file-wide context and answers it; properties resolve once the
 * context exists, so test bodies use it like the context itself.
 */
export function useTestContext(options: TestContextOptions = {}): TestContext {
  let current: TestContext | undefined;
  beforeAll(async () => {
    current = await createTestContext(options);
  });
  // every test leaves the money ledgers whole: balances equal the sums of their entries (issue 16)
  afterEach(async () => {
    if (!current) return;
    const breaches = await ledgerBreaches(current.db);
    if (breaches) throw new Error(`ledger sums differ from balances after this test: ${breaches}`);
  });
  afterAll(() => current?.close());
  return new Proxy({} as TestContext, {
    get(_target, key: keyof TestContext) {
      if (!current) throw new Error('test context used before beforeAll ran');
      return current[key];
    },
  });
}
