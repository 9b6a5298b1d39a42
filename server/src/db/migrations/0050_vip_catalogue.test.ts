import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '#server/test/harness.ts';
import { down, up } from './0050_vip_catalogue.ts';

const ctx = useTestContext();
const db = () => ctx.db as unknown as Kysely<unknown>;

const offers = () =>
  ctx.db
    .selectFrom('vip_plan_offers')
    .innerJoin('vip_plans', 'vip_plans.id', 'vip_plan_offers.plan_id')
    .select([
      'vip_plans.id',
      'vip_plans.title',
      'vip_plans.status',
      'vip_plan_offers.agent_id',
      'vip_plan_offers.price',
    ])
    .orderBy('vip_plans.id')
    .orderBy('vip_plan_offers.agent_id')
    .execute();

describe('migration 0050 (the VIP plans become the platform catalogue)', () => {
  it('turns each agent’s copy into a catalogue plan sold by that agent at its price, keeping ids, and back', async () => {
    // the seeded catalogue: the first agent offering each plan is the one that keeps it going down
    const before = await offers();
    const firstOffer = new Map<number, (typeof before)[number]>();
    for (const row of before) if (!firstOffer.has(row.id)) firstOffer.set(row.id, row);
    const flagship = before.find((row) => row.title === '旗舰版 · 年卡');
    await ctx.db
      .updateTable('vip_plans')
      .set({ status: 0 })
      .where('id', '=', flagship?.id ?? 0)
      .execute();

    await down(db());
    const copies = await sql<{ id: number; agent_id: number; agent_price: number; enabled: number }>`
      select id, agent_id, agent_price, enabled from vip_plans order by id
    `.execute(db());
    expect(copies.rows).toEqual(
      [...firstOffer.values()].map((row) => ({
        id: row.id,
        agent_id: row.agent_id,
        agent_price: row.price,
        enabled: row.id === flagship?.id ? 0 : 1,
      })),
    );

    await up(db());
    const after = await offers();
    expect(after).toEqual(
      [...firstOffer.values()].map((row) => ({ ...row, status: row.id === flagship?.id ? 0 : 1 })),
    );
    const plans = await ctx.db.selectFrom('vip_plans').select(['id', 'price']).orderBy('id').execute();
    expect(plans).toEqual([...firstOffer.values()].map((row) => ({ id: row.id, price: row.price })));
  });
});
