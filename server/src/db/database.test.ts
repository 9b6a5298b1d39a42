import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from './database.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

// The connection-loss cases need a real PostgreSQL server (the CI run with DATABASE_URL); PGlite is in-process.
describe.skipIf(!process.env.DATABASE_URL)('openDatabase on PostgreSQL: a lost connection', () => {
  let handle: DatabaseHandle;
  let admin: pg.Client;
  const events: string[] = [];

  beforeAll(async () => {
    handle = await openDatabase({
      databaseUrl: process.env.DATABASE_URL,
      dataDir: 'memory://',
      onConnectionEvent: (message) => events.push(message),
    });
    admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await handle?.close();
  });

  const terminate = (pid: number) => admin.query('select pg_terminate_backend($1)', [pid]);
  const backendPid = async (db: DatabaseHandle['db']) =>
    (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db)).rows[0].pid;

  it('fails the work of a checked-out connection whose backend is gone, without an unheard error event', async () => {
    // The connection is held by a transaction when its backend is terminated: before the fix, pg emitted
    // 'error' on a client nobody listened to and the process died (issue 13).
    const failure = await handle.db
      .transaction()
      .execute(async (trx) => {
        await terminate(await backendPid(trx));
        // the backend's goodbye reaches the client while it is still checked out
        await new Promise((resolve) => setTimeout(resolve, 200));
        await sql`select 1`.execute(trx);
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(failure).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(failure)).toBe(true);
    expect(events[0]).toMatch(/^PostgreSQL connection lost/);
  });

  it('connects again for the next query', async () => {
    const row = await sql<{ one: number }>`select 1 as one`.execute(handle.db);
    expect(row.rows[0].one).toBe(1);
    expect(events.at(-1)).toBe('PostgreSQL connection restored');
  });

  it('survives the backend of an idle pooled connection going away', async () => {
    const pid = await backendPid(handle.db);
    await terminate(pid);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const row = await sql<{ one: number }>`select 1 as one`.execute(handle.db);
    expect(row.rows[0].one).toBe(1);
  });
});

describe('isDatabaseUnavailable', () => {
  const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

  it.each([
    withCode('ECONNREFUSED'),
    withCode('ECONNRESET'),
    withCode('57P01', 'terminating connection due to administrator command'),
    withCode('57P03', 'the database system is starting up'),
    withCode('08006'),
    new Error('Connection terminated unexpectedly'),
    new Error('timeout exceeded when trying to connect'),
    new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]),
    new Error('wrapped', { cause: withCode('ECONNREFUSED') }),
  ])('counts %s as the database being away', (error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    withCode('23505', 'duplicate key value violates unique constraint'),
    withCode('42P01', 'relation "x" does not exist'),
    withCode('40001', 'could not serialize access'),
    new Error('something else'),
    null,
    'ECONNREFUSED',
  ])('does not count %s', (error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
