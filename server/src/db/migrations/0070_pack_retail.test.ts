import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '#server/test/harness.ts';
import { down, up } from './0070_pack_retail.ts';

const ctx = useTestContext();

describe('migration 0070 (an agent’s retail prices of resource packs)', () => {
  it('keeps the retail price at or above the pack’s price, one row per agent and pack, and goes down and up again', async () => {
    const pack = await ctx.db.selectFrom('resource_packs').select(['id', 'price']).executeTakeFirstOrThrow();
    const offer = {
      agent_id: ctx.ids.agent1Id,
      pack_id: pack.id,
      price: pack.price,
      retail_price: pack.price,
      updated_at: new Date(),
    };
    await expect(
      ctx.db
        .insertInto('agent_resource_pack_offers')
        .values({ ...offer, retail_price: pack.price - 1 })
        .execute(),
    ).rejects.toThrow();
    await ctx.db.insertInto('agent_resource_pack_offers').values(offer).execute();
    await expect(ctx.db.insertInto('agent_resource_pack_offers').values(offer).execute()).rejects.toThrow();
    const db = ctx.db as unknown as Kysely<unknown>;
    await down(db);
    await up(db);
    expect(await ctx.db.selectFrom('agent_resource_pack_offers').selectAll().execute()).toEqual([]);
  });
});
