/**
 * One benchmarked server, run by bench/run.ts in its own child process (so it never shares an event loop
 * with the load generator or another server): `server.ts <ours|bare|express> <postgres|pglite> <url|dataDir>`.
 * Listens on 127.0.0.1 on a free port, reports `{ type: 'ready', port }` over IPC, and exits cleanly on
 * `{ type: 'stop' }` or SIGTERM (so `--cpu-prof` gets written).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import express from 'express';
import pg from 'pg';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config/config.ts';
import { openDatabase } from '../server/src/db/database.ts';
import { MemoryRateLimiter } from '../server/src/platform/ratelimit/rate-limiter.ts';
import { customerInfo, type Query } from './baseline.ts';
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

const ROUTE_LOWER = ROUTE.toLowerCase();

interface Running {
  port: number;
  close(): Promise<void>;
}

/** Our server exactly as main builds it, minus the web consoles; pino at 'warn' (nothing is logged per request). */
async function startOurs(database: DatabaseKindName, target: string): Promise<Running> {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    ...(database === 'postgres' ? { DATABASE_URL: target } : { DATA_DIR: target }),
  });
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const app = await buildApp(
    { config, db: handle.db, databaseKind: handle.kind, rateLimiter: new MemoryRateLimiter() },
    { logger: { level: config.logLevel } },
  );
  await app.listen({ host: HOST, port: 0 });
  return {
    port: (app.server.address() as AddressInfo).port,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}

/** The baselines' database: a pg.Pool of 10 like ours, or this process's own PGlite copy. */
function openQuery(database: DatabaseKindName, target: string): { query: Query; close(): Promise<void> } {
  if (database === 'postgres') {
    const pool = new pg.Pool({ connectionString: target, max: 10 });
    return { query: async (sql, params) => (await pool.query(sql, params)).rows, close: () => pool.end() };
  }
  const pglite = new PGlite(path.join(target, 'pglite'));
  return {
    query: async (sql, params) => (await pglite.query(sql, params)).rows,
    close: () => pglite.close(),
  };
}

function listen(server: http.Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, HOST, () => resolve((server.address() as AddressInfo).port));
  });
}

/** Counts the handlers still running, so a baseline ends its pool only after the last one has answered. */
function inFlight() {
  let running = 0;
  let settled: (() => void) | undefined;
  return {
    track<T>(work: Promise<T>): Promise<T> {
      running += 1;
      return work.finally(() => {
        running -= 1;
        if (running === 0) settled?.();
      });
    },
    idle: (): Promise<void> =>
      running === 0 ? Promise.resolve() : new Promise((resolve) => (settled = resolve)),
  };
}

function closeServer(server: http.Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

async function startBare(database: DatabaseKindName, target: string): Promise<Running> {
  const db = openQuery(database, target);
  const handlers = inFlight();
  const server = http.createServer((request, response) => {
    const url = request.url ?? '/';
    const query = url.indexOf('?');
    const pathname = (query === -1 ? url : url.slice(0, query)).toLowerCase();
    if (request.method !== 'GET' || pathname !== ROUTE_LOWER) {
      response.writeHead(404, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify({ code: 404, msg: 'no such endpoint', data: null }));
      return;
    }
    handlers.track(customerInfo(db.query, request.headers.authorization)).then(
      (answer) => {
        const body = JSON.stringify(answer.payload);
        response.writeHead(answer.status, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(body),
        });
        response.end(body);
      },
      () => {
        response.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
        response.end(JSON.stringify({ code: 500, msg: 'server error', data: null }));
      },
    );
  });
  const port = await listen(server);
  return {
    port,
    close: async () => {
      await closeServer(server);
      await handlers.idle();
      await db.close();
    },
  };
}

/** Express 5 with its defaults (etag, x-powered-by); async handler errors reach Express's error handler. */
async function startExpress(database: DatabaseKindName, target: string): Promise<Running> {
  const db = openQuery(database, target);
  const handlers = inFlight();
  const app = express();
  app.get(ROUTE, async (request, response) => {
    const answer = await handlers.track(customerInfo(db.query, request.headers.authorization));
    response.status(answer.status).json(answer.payload);
  });
  const server = http.createServer(app);
  const port = await listen(server);
  return {
    port,
    close: async () => {
      await closeServer(server);
      await handlers.idle();
      await db.close();
    },
  };
}

function send(message: ServerMessage) {
  process.send?.(message);
}

async function main() {
  const [kind, database, target] = process.argv.slice(2);
  if (
    !SERVER_KINDS.includes(kind as ServerKind) ||
    !DATABASE_KINDS.includes(database as DatabaseKindName) ||
    !target
  ) {
    throw new Error('usage: server.ts <ours|bare|express> <postgres|pglite> <databaseUrl|dataDir>');
  }
  const db = database as DatabaseKindName;
  const start = kind === 'ours' ? startOurs : kind === 'bare' ? startBare : startExpress;
  const running = await start(db, target);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await running.close().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
  process.on('message', (message: ControlMessage) => {
    if (message.type === 'stop') void stop();
    if (message.type === 'usage') send({ type: 'usage', ...process.cpuUsage() });
  });
  // The parent went away without saying so: do not linger.
  process.on('disconnect', () => void stop());
  send({ type: 'ready', port: running.port });
}

main().catch((error: unknown) => {
  send({ type: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  process.exit(1);
});
