import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '#server/test/harness.ts';
import { down, up } from './0053_offer_retail.ts';

const ctx = useTestContext();
const db = () => ctx.db as unknown as Kysely<unknown>;

describe('migration 0053 (the agent’s retail price and switch per offer)', () => {
  it('gives every existing offer retail = wholesale, switched on, refuses retail below wholesale, and goes back', async () => {
    await down(db());
    const vip = await sql<{
      id: number;
      price: number;
    }>`select id, price from vip_plan_offers order by id`.execute(db());
    const software = await sql<{ id: number; price: number }>`
      select id, price from agent_software_offers order by id
    `.execute(db());
    expect(vip.rows.length).toBeGreaterThan(0);
    expect(software.rows.length).toBeGreaterThan(0);

    await up(db());
    for (const table of ['vip_plan_offers', 'agent_software_offers'] as const) {
      const rows = await ctx.db
        .selectFrom(table)
        .select(['id', 'price', 'retail_price', 'enabled'])
        .orderBy('id')
        .execute();
      const before = table === 'vip_plan_offers' ? vip.rows : software.rows;
      expect(rows).toEqual(before.map((row) => ({ ...row, retail_price: row.price, enabled: true })));
      await expect(
        ctx.db
          .updateTable(table)
          .set({ retail_price: sql<number>`price - 1` })
          .where('id', '=', rows[0].id)
          .execute(),
      ).rejects.toThrow();
    }
  });
});
