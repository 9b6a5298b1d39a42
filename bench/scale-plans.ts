/**
 * The lists bench:scale asks for, the scale data it asks them of, and the plans of their statements: shared
 * by bench/scale.ts (the benchmark, which writes bench/plans/*.txt at the size it ran) and
 * bench/plans.test.ts (which regenerates the plans at 100,000 rows on PostgreSQL in `npm run test:api:pg`
 * and compares them with bench/plans/at-100k/*.txt, so a change of plan shows in review).
 */
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config/config.ts';
import { migrateToLatest, openDatabase } from '../server/src/db/database.ts';
import { forgetCappedTotals } from '../server/src/db/paging.ts';
import { createSession } from '../server/src/platform/auth/sessions.ts';
import { MemoryRateLimiter } from '../server/src/platform/ratelimit/rate-limiter.ts';
import { seedDemo } from '../server/src/seed/demo.ts';
import { scaleDataSql, scaleIds, shapeOf } from './scale-data.ts';

export const PAGE_SIZE = 20;

// ---- the statements a request sends ----

export interface Statement {
  text: string;
  values: unknown[];
}

/**
 * Runs `work` with every statement sent through pg.Client#query (pooled clients included) recorded, then
 * puts pg back as it was: the test that uses this shares its module graph with other test files.
 */
export async function recordStatements<T>(
  work: () => Promise<T>,
): Promise<{ result: T; statements: Statement[] }> {
  const statements: Statement[] = [];
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown];
    const text = typeof first === 'string' ? first : first.text;
    const values = typeof first === 'string' ? (Array.isArray(second) ? second : []) : (first.values ?? []);
    statements.push({ text, values });
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof pg.Client.prototype.query;
  try {
    return { result: await work(), statements };
  } finally {
    pg.Client.prototype.query = original;
  }
}

// ---- the lists ----

export type Who = 'medianCustomer' | 'bigCustomer' | 'medianAgent' | 'bigAgent' | 'admin';

export interface ListCase {
  /** file name of its plan, and the row label */
  key: string;
  list: string;
  tenant: string;
  path: string;
  who: Who;
  /** a figures endpoint (issue 18's dashboards): asked with this query, not paged, by one viewer */
  query?: string;
}

/** YYYY-MM-DD of `days` days ago (0 = today), for the dashboards' ranges. */
const dayAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const lastDays = (days: number) => `start_date=${dayAgo(days - 1)}&end_date=${dayAgo(0)}`;

/** The home pages' figures (issue 18: "answering in under 200 ms on the scale data set"). */
export const DASHBOARD_CASES: ListCase[] = [
  ...([7, 30, 366] as const).flatMap((days) =>
    (
      [
        ['admin', 'platform', '/api/admin/dashboard/overview', 'admin'],
        ['agent-big', 'big agent', '/api/agent/dashboard/overview', 'bigAgent'],
        ['agent-median', 'median agent', '/api/agent/dashboard/overview', 'medianAgent'],
      ] as const
    ).map(([key, tenant, path, who]) => ({
      key: `dashboard-${key}-${days}d`,
      list: `${key.startsWith('admin') ? 'admin' : 'agent'} home (dashboard/overview), ${days} days`,
      tenant,
      path,
      who,
      query: lastDays(days),
    })),
  ),
  ...(
    [
      ['big', 'big customer', 'bigCustomer'],
      ['median', 'median customer', 'medianCustomer'],
    ] as const
  ).map(([key, tenant, who]) => ({
    key: `dashboard-customer-${key}`,
    list: 'customer /activity header (Active/getSummary)',
    tenant,
    path: '/api/ym/Active/getSummary',
    who,
    query: '',
  })),
];

export const urlOf = (entry: ListCase, page: number) =>
  entry.query === undefined
    ? `${entry.path}?page=${page}&limit=${PAGE_SIZE}`
    : `${entry.path}?${entry.query}`;

export const LIST_CASES: ListCase[] = [
  {
    key: 'customer-orders-median',
    list: 'customer orders (customerOrder/getList)',
    tenant: 'median customer',
    path: '/api/customer/customerOrder/getList',
    who: 'medianCustomer',
  },
  {
    key: 'customer-orders-big',
    list: 'customer orders (customerOrder/getList)',
    tenant: 'big customer',
    path: '/api/customer/customerOrder/getList',
    who: 'bigCustomer',
  },
  {
    key: 'activities-median',
    list: 'activities (ym/Active/getList)',
    tenant: 'median customer',
    path: '/api/ym/Active/getList',
    who: 'medianCustomer',
  },
  {
    key: 'activities-big',
    list: 'activities (ym/Active/getList)',
    tenant: 'big customer',
    path: '/api/ym/Active/getList',
    who: 'bigCustomer',
  },
  {
    key: 'agent-orders-median',
    list: 'agent order list',
    tenant: 'median agent',
    path: '/api/agent/order/getList',
    who: 'medianAgent',
  },
  {
    key: 'agent-orders-big',
    list: 'agent order list',
    tenant: 'big agent',
    path: '/api/agent/order/getList',
    who: 'bigAgent',
  },
  {
    key: 'agent-customers-median',
    list: 'agent customer list',
    tenant: 'median agent',
    path: '/api/agent/customer/getList',
    who: 'medianAgent',
  },
  {
    key: 'agent-customers-big',
    list: 'agent customer list',
    tenant: 'big agent',
    path: '/api/agent/customer/getList',
    who: 'bigAgent',
  },
  {
    key: 'admin-orders',
    list: 'admin order list',
    tenant: 'platform',
    path: '/api/admin/order/getList',
    who: 'admin',
  },
  {
    key: 'admin-customers',
    list: 'admin customer list',
    tenant: 'platform',
    path: '/api/admin/customer/getList',
    who: 'admin',
  },
  {
    key: 'agent-activities-median',
    list: 'agent activity list',
    tenant: 'median agent',
    path: '/api/agent/activity/getList',
    who: 'medianAgent',
  },
  {
    key: 'agent-activities-big',
    list: 'agent activity list',
    tenant: 'big agent',
    path: '/api/agent/activity/getList',
    who: 'bigAgent',
  },
  {
    key: 'admin-activities',
    list: 'admin activity list',
    tenant: 'platform',
    path: '/api/admin/activity/getList',
    who: 'admin',
  },
];

export const CASES = [...LIST_CASES, ...DASHBOARD_CASES];

// ---- preparing the database ----

export interface Prepared {
  tokens: Record<Who, string>;
  counts: Record<string, number>;
  generateSeconds: number;
  version: string;
}

/**
 * Migrates and seeds the empty database at `databaseUrl`, generates `rows` rows of the scale data set in SQL
 * and opens the sessions the lists are asked with.
 */
export async function prepareScale(databaseUrl: string, rows: number, log = true): Promise<Prepared> {
  const handle = await openDatabase({ databaseUrl, dataDir: '' });
  try {
    const db = handle.db;
    await migrateToLatest(db);
    const ids = await db.transaction().execute((trx) => seedDemo(trx, 'Bench-password-1'));
    const tool = await db.selectFrom('tools').select('id').orderBy('id').executeTakeFirstOrThrow();
    const shape = shapeOf(rows);
    const bigCustomerId = ids.customers.agent1Phone;
    const started = Date.now();
    const statements = scaleDataSql(shape, { bigAgentId: ids.agent1Id, bigCustomerId, toolId: tool.id });
    for (const [index, statement] of statements.entries()) {
      if (log) process.stdout.write(`\rgenerating ${rows} rows: statement ${index + 1}/${statements.length}`);
      await sql.raw(statement).execute(db);
    }
    const generateSeconds = (Date.now() - started) / 1000;
    if (log) console.log(` (${generateSeconds.toFixed(0)} s)`);
    const { medianAgentId, medianCustomerId } = scaleIds(shape);
    // the demo agent user works in the median agent's team too, with its role in agent 1
    await sql`insert into agent_memberships (agent_user_id, agent_id, role_id, is_admin)
      select agent_user_id, ${medianAgentId}, role_id, is_admin from agent_memberships
      where agent_user_id = ${ids.agentUserId} and agent_id = ${ids.agent1Id}`.execute(db);
    const session = async (
      audience: 'admin' | 'agent' | 'customer',
      subjectId: number,
      agentId: number | null,
    ) => (await createSession(db, { audience, subjectId, agentId, remember: true })).token;
    const tokens: Record<Who, string> = {
      medianCustomer: await session('customer', medianCustomerId, medianAgentId),
      bigCustomer: await session('customer', bigCustomerId, ids.agent1Id),
      medianAgent: await session('agent', ids.agentUserId, medianAgentId),
      bigAgent: await session('agent', ids.agentUserId, ids.agent1Id),
      admin: await session('admin', ids.adminId, null),
    };
    const counts: Record<string, number> = {};
    for (const table of ['agents', 'customers', 'orders', 'activities', 'bank_transfers', 'invoices']) {
      const row = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db);
      counts[table] = row.rows[0]?.n ?? 0;
    }
    const perTenant = await sql<{ name: string; n: number }>`
      select 'medianAgentCustomers' as name, count(*)::int as n from customers where agent_id = ${medianAgentId}
      union all select 'medianAgentOrders', count(*)::int from orders where agent_id = ${medianAgentId}
      union all select 'bigAgentCustomers', count(*)::int from customers where agent_id = ${ids.agent1Id}
      union all select 'bigAgentOrders', count(*)::int from orders where agent_id = ${ids.agent1Id}
      union all select 'medianCustomerOrders', count(*)::int from orders where customer_id = ${medianCustomerId}
      union all select 'bigCustomerOrders', count(*)::int from orders where customer_id = ${bigCustomerId}
      union all select 'medianCustomerActivities', count(*)::int from activities where customer_id = ${medianCustomerId}
      union all select 'bigCustomerActivities', count(*)::int from activities where customer_id = ${bigCustomerId}`.execute(
      db,
    );
    for (const row of perTenant.rows) counts[row.name] = row.n;
    const version = await sql<{ server_version: string }>`show server_version`.execute(db);
    return {
      tokens,
      counts,
      generateSeconds,
      version: version.rows[0]?.server_version.split(' ')[0] ?? '?',
    };
  } finally {
    await handle.close();
  }
}

// ---- one list asked once: its statements, its answer and its plans ----

export interface Inspection {
  statements: number;
  count: number | undefined;
  /** the count was capped (count_capped): more rows than `count` */
  capped?: boolean;
  code: number;
}

/**
 * Statements every request makes, not the list's own: the session lookup and the permission check (the
 * caller's roles and their menus). Their tables hold a few rows, so PostgreSQL picks a sequential or an
 * index-only scan for them by how recently they were vacuumed, and the plan files would change with it.
 */
const SESSION_NOISE =
  /from "sessions"|update "sessions"|from "role_menus"|from "admin_roles"|from "agent_memberships"/;
/** Dates of the dashboards' ranges and of now(): a plan file must not change with the day it was written. */
const stableDates = (text: string) =>
  text.replace(/\d{4}-\d\d-\d\d/g, 'YYYY-MM-DD').replace(/\b\d\d:\d\d:\d\d(\.\d+)?/g, 'hh:mm:ss');

type App = Awaited<ReturnType<typeof buildApp>>;

/** The app as production builds it, in this process, on the database at `databaseUrl`. */
export async function openApp(databaseUrl: string): Promise<{ app: App; close(): Promise<void> }> {
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn', DATABASE_URL: databaseUrl });
  const handle = await openDatabase({ databaseUrl, dataDir: '' });
  const app = await buildApp(
    { config, db: handle.db, databaseKind: handle.kind, rateLimiter: new MemoryRateLimiter() },
    { logger: { level: 'warn' } },
  );
  return {
    app,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}

/** Asks the list once to warm it, once more counting its statements, then EXPLAINs its own selects. */
export async function inspectCase(
  app: App,
  databaseUrl: string,
  entry: ListCase,
  token: string,
  rows: number,
): Promise<{
  inspection: Inspection /** bench/plans/<key>.txt: EXPLAIN (costs off) of its own selects */;
  plans: string;
}> {
  const call = async () => {
    const response = await app.inject({
      method: 'GET',
      url: urlOf(entry, 1),
      headers: { authorization: `Bearer ${token}`, 'x-requested-with': 'XMLHttpRequest' },
    });
    const body = response.json() as { code: number; msg: string; count?: number; count_capped?: true };
    if (response.statusCode !== 200 || body.code !== 0)
      throw new Error(`${entry.key}: ${response.statusCode} ${JSON.stringify(body)}`);
    return body;
  };
  await call(); // warm: the session's "last seen" is written once, caches filled
  forgetCappedTotals(); // but a capped total is counted again, so that its statement is recorded
  const { result: body, statements } = await recordStatements(call);
  // the plans of the list's own statements (not the session lookup every request makes)
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const parts: string[] = [];
  try {
    for (const statement of statements.filter((s) => !SESSION_NOISE.test(s.text))) {
      if (!/^\s*select/i.test(statement.text)) continue;
      const plan = await client.query<{ 'QUERY PLAN': string }>(
        `explain (costs off) ${statement.text}`,
        statement.values,
      );
      parts.push(`${statement.text}\n\n${plan.rows.map((row) => row['QUERY PLAN']).join('\n')}`);
    }
  } finally {
    await client.end();
  }
  return {
    inspection: {
      statements: statements.length,
      count: body.count,
      capped: body.count_capped === true,
      code: body.code,
    },
    plans: stableDates(
      `# ${entry.list}, ${entry.tenant}: GET ${urlOf(entry, 1)}\n# EXPLAIN (costs off) on the bench:scale data (--rows ${rows}); written by bench/scale-plans.ts\n\n${parts.join('\n\n----\n\n')}\n`,
    ),
  };
}
