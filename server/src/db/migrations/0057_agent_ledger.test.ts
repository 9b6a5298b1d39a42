import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '#server/test/harness.ts';
import { down, up } from './0057_agent_ledger.ts';
import * as payoutRequests from './0072_payout_requests.ts';

const ctx = useTestContext();

describe('migration 0057 (the reseller ledger)', () => {
  it('keeps one sale per order, a split that adds up and a wholesale within the amount, and goes back', async () => {
    const order = await ctx.db
      .selectFrom('orders')
      .select(['id', 'agent_id', 'amount'])
      .where('amount', '>', 0)
      .executeTakeFirstOrThrow();
    const sale = {
      agent_id: order.agent_id,
      kind: 'sale' as const,
      order_id: order.id,
      refund_id: null,
      gross: 100,
      wholesale: 60,
      margin: 40,
      collected_by: 'platform' as const,
      amount: 40,
      balance_after: 40,
      created_by_admin: null,
    };
    await ctx.db.insertInto('agent_ledger').values(sale).execute();
    await expect(ctx.db.insertInto('agent_ledger').values(sale).execute()).rejects.toThrow();
    await expect(
      ctx.db
        .insertInto('agent_ledger')
        .values({ ...sale, kind: 'payout', margin: 41 })
        .execute(),
    ).rejects.toThrow();
    await expect(
      ctx.db
        .updateTable('orders')
        .set({ wholesale_amount: order.amount + 1 })
        .where('id', '=', order.id)
        .execute(),
    ).rejects.toThrow();

    const db = ctx.db as unknown as Kysely<unknown>;
    // migration 0072's payout requests refer to ledger entries: it goes down first and up after
    await payoutRequests.down(db);
    await down(db);
    const tables = await sql<{ n: string }>`
      select count(*) as n from information_schema.tables where table_name in ('agent_ledger', 'agent_balances')
    `.execute(db);
    expect(Number(tables.rows[0].n)).toBe(0);
    await up(db);
    await payoutRequests.up(db);
    expect(await ctx.db.selectFrom('agent_ledger').selectAll().execute()).toEqual([]);
  });
});
