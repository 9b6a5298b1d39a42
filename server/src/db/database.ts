import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, type Migration, type MigrationProvider, Migrator, PostgresDialect } from 'kysely';
import pg from 'pg';
import { migrations } from './migrations/index.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import { registerDirectQuery } from './prepared.ts';
import type { Database } from './schema.ts';
import { registerSessionCache, SessionCache } from './session-cache.ts';
import { listenForSessionChanges } from './session-listener.ts';
import { WatchedDialect } from './watched-dialect.ts';

export type Db = Kysely<Database>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Db;
  kind: DatabaseKind;
  close(): Promise<void>;
}

// int8 (count(*), sums) arrives as a string from pg; our counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

/**
 * Opens PostgreSQL through `pg` when a URL is given, otherwise PGlite under `<dataDir>/pglite`
 * (or in memory when dataDir is 'memory://', which the tests use).
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  /** Told when PostgreSQL connections are lost (once per outage) and when they are back; a warning unless told. */
  onConnectionEvent?: (message: string) => void;
  /** PGlite only: start from this dump of a data directory (the tests' seeded template) */
  pgliteDump?: Blob;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = postgresPool(
      options.databaseUrl,
      options.onConnectionEvent ?? ((m) => process.emitWarning(m)),
    );
    const sessions = new SessionCache({ listening: false });
    const db = new Kysely<Database>({ dialect: new WatchedDialect(new PostgresDialect({ pool }), sessions) });
    registerDirectQuery(db, async (text, params) => {
      // `prepared` statements are reads; one that wrote sessions would still switch the cache off meanwhile
      if (!sessions.concerns(text)) return (await pool.query(text, params)).rows;
      sessions.writeStarted();
      try {
        return (await pool.query(text, params)).rows;
      } finally {
        sessions.writeEnded();
      }
    });
    registerSessionCache(db, sessions);
    const listener = listenForSessionChanges(options.databaseUrl, sessions);
    return {
      db,
      kind: 'postgres',
      close: async () => {
        await listener.close();
        await db.destroy();
      },
    };
  }
  let location: string | undefined;
  if (options.dataDir !== 'memory://') {
    location = path.join(options.dataDir, 'pglite');
    fs.mkdirSync(location, { recursive: true });
  }
  const pglite = new PGlite({ dataDir: location, loadDataDir: options.pgliteDump });
  // one process's database: no other instance writes it, so its session cache needs no listener
  const sessions = new SessionCache({ listening: true });
  const db = new Kysely<Database>({ dialect: new WatchedDialect(new PGliteDialect(pglite), sessions) });
  registerSessionCache(db, sessions);
  return { db, kind: 'pglite', close: () => db.destroy() };
}

/** How long a request waits for a connection (a new one, or a free one of the pool) before it fails with 503. */
export const CONNECT_TIMEOUT_MS = 10_000;

/**
 * The pool behind Kysely. pg emits 'error' on a client whose connection breaks (PostgreSQL stopped or
 * restarted, a backend terminated); pg-pool listens only while the client is idle, so an error of a client
 * checked out by a request (or a transaction) would be unheard and end the process. Every client gets a
 * listener as it connects: the query in flight fails (the request answers 503, see db/unavailable.ts), the
 * broken client is dropped when it is released, and the next query connects again — so the server stays up
 * through an outage and serves again as soon as PostgreSQL is back, with no restart.
 */
function postgresPool(connectionString: string, report: (message: string) => void): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // a server that vanished without closing the socket is noticed instead of awaited for ever
    keepAlive: true,
  });
  let down = false;
  const lost = (error: Error) => {
    if (down) return;
    down = true;
    report(`PostgreSQL connection lost (${error.message}): requests answer 503 until it is back`);
  };
  pool.on('error', lost); // idle clients
  pool.on('connect', (client) => {
    client.on('error', lost); // clients in use
    if (!down) return;
    down = false;
    report('PostgreSQL connection restored');
  });
  return pool;
}

class StaticMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: new StaticMigrationProvider() });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(
      `Database migration failed${name}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
