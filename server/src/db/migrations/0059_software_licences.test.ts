import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '#server/test/harness.ts';
import { down, up } from './0059_software_licences.ts';

const ctx = useTestContext();

describe('migration 0059 (software licences)', () => {
  it('keeps keys unique, one licence per (order, n), a known status, orders a quantity of 1; and goes back', async () => {
    const order = await ctx.db
      .selectFrom('orders')
      .select(['id', 'agent_id', 'customer_id', 'quantity'])
      .executeTakeFirstOrThrow();
    expect(order.quantity).toBe(1);
    const software = await ctx.db.selectFrom('software_products').select('id').executeTakeFirstOrThrow();
    const licence = {
      agent_id: order.agent_id,
      customer_id: order.customer_id,
      order_id: order.id,
      software_id: software.id,
      n: 1,
      licence_key: 'AAAAA-BBBBB-CCCCC-DDDDD',
      seats: 1,
    };
    await ctx.db.insertInto('software_licences').values(licence).execute();
    // the same (order, n), the same key, a bad status: refused
    await expect(
      ctx.db
        .insertInto('software_licences')
        .values({ ...licence, licence_key: 'EEEEE-BBBBB-CCCCC-DDDDD' })
        .execute(),
    ).rejects.toThrow();
    await expect(
      ctx.db
        .insertInto('software_licences')
        .values({ ...licence, n: 2 })
        .execute(),
    ).rejects.toThrow();
    await expect(
      ctx.db
        .updateTable('software_licences')
        .set({ status: 'gone' as 'revoked' })
        .execute(),
    ).rejects.toThrow();
    await expect(
      ctx.db.updateTable('orders').set({ quantity: 0 }).where('id', '=', order.id).execute(),
    ).rejects.toThrow();
    const db = ctx.db as unknown as Kysely<unknown>;
    await down(db);
    await up(db);
    expect(await ctx.db.selectFrom('software_licences').selectAll().execute()).toEqual([]);
  });
});
