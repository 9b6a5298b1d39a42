import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import pg from 'pg';
import { migrateToLatest, openDatabase } from '#server/db/database.ts';
import { PGliteDialect } from '#server/db/pglite-dialect.ts';
import type { Database } from '#server/db/schema.ts';
import { type DemoIds, seedDemo } from '#server/seed/demo.ts';

/**
 * The migrated and seeded database every API test file starts from, built once per run (the server
 * project's global setup): on PGlite a dump of its data directory each file loads, on PostgreSQL a database
 * each file's database is created from (`create database … template`). Migrating and seeding in every one
 * of the ~170 files was most of the suite's time.
 */
export type DbTemplate =
  | { kind: 'pglite'; dump: string; ids: DemoIds }
  | { kind: 'postgres'; database: string; ids: DemoIds };

export const TEST_PASSWORD = 'Tenant-Test-Pass-42';

/** Builds the template; answers it and how to remove it. */
export async function buildTemplate(): Promise<{ template: DbTemplate; remove(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const database = `onsite_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `create database ${database}`);
    const handle = await openDatabase({ databaseUrl: databaseUrl(serverUrl, database), dataDir: '' });
    const ids = await migrateAndSeed(handle.db);
    await handle.close();
    return {
      template: { kind: 'postgres', database, ids },
      remove: () => adminQuery(serverUrl, `drop database if exists ${database} with (force)`),
    };
  }
  const pglite = new PGlite();
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  const ids = await migrateAndSeed(db);
  const dump = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'onsite-test-template-')), 'pgdata.tar');
  fs.writeFileSync(dump, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
  await db.destroy();
  return {
    template: { kind: 'pglite', dump, ids },
    remove: async () => fs.rmSync(path.dirname(dump), { recursive: true, force: true }),
  };
}

/** Migrates an empty database and fills it with the demo data; answers the demo's ids. */
export async function migrateAndSeed(db: Kysely<Database>): Promise<DemoIds> {
  await migrateToLatest(db);
  return seedDemo(db, TEST_PASSWORD);
}

/** The URL of another database on the server of `serverUrl`. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** One statement on the server's own database (create / drop database cannot run in a pool's transaction). */
export async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
