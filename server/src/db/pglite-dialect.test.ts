import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from './database.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://' });
  await sql`create table events (id serial primary key, source text not null, seen integer not null)`.execute(
    handle.db,
  );
});
afterAll(() => handle.close());

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('PGlite dialect', () => {
  it('holds the one connection exclusively for a transaction: a concurrent query waits and sees no uncommitted row', async () => {
    const order: string[] = [];
    const slowTransaction = handle.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('events' as never)
        .values({ source: 'tx1', seen: 0 } as never)
        .execute();
      order.push('tx1 inserted');
      await pause(50);
      order.push('tx1 committing');
    });
    await pause(5);
    const concurrentRead = (async () => {
      const { rows } = await sql<{
        n: number;
      }>`select count(*)::int as n from events where source = 'tx1'`.execute(handle.db);
      order.push(`read saw ${rows[0].n}`);
    })();
    await Promise.all([slowTransaction, concurrentRead]);
    expect(order).toEqual(['tx1 inserted', 'tx1 committing', 'read saw 1']);
  });

  it('keeps two concurrent transactions apart: one rolls back, the other commits untouched', async () => {
    const failing = handle.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('events' as never)
        .values({ source: 'doomed', seen: 0 } as never)
        .execute();
      await pause(20);
      throw new Error('roll me back');
    });
    const succeeding = handle.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{
        n: number;
      }>`select count(*)::int as n from events where source = 'doomed'`.execute(trx);
      await trx
        .insertInto('events' as never)
        .values({ source: 'kept', seen: rows[0].n } as never)
        .execute();
    });
    await expect(failing).rejects.toThrow('roll me back');
    await succeeding;
    const { rows } = await sql<{
      source: string;
      seen: number;
    }>`select source, seen from events where source in ('doomed', 'kept')`.execute(handle.db);
    expect(rows).toEqual([{ source: 'kept', seen: 0 }]);
  });
});
