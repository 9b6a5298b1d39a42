import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { seedActivity } from '#server/seed/activities.ts';
import { useTestContext } from '#server/test/harness.ts';
import { down, up } from './0073_device_rental.ts';

const ctx = useTestContext();

async function unitAndActivity() {
  const model = await ctx.db
    .insertInto('device_products')
    .values({ name: '迁移测试签到机' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const unit = await ctx.db
    .insertInto('device_units')
    .values({ product_id: model.id, serial: `MIG-${model.id}`, key_hash: '0'.repeat(64) })
    .returning('id')
    .executeTakeFirstOrThrow();
  const activityId = await seedActivity(ctx.db, {
    agentId: ctx.ids.agent1Id,
    customerId: ctx.ids.customers.agent1Phone,
    title: '迁移测试活动',
    toolId: 1,
    beginIn: 1,
    endIn: 3,
  });
  const binding = {
    unit_id: unit.id,
    activity_id: activityId,
    agent_id: ctx.ids.agent1Id,
    customer_id: ctx.ids.customers.agent1Phone,
    begins_at: new Date(Date.now() + 3_600_000),
    ends_at: new Date(Date.now() + 3 * 3_600_000),
  };
  return { productId: model.id, binding };
}

describe('migration 0073: device rentals', () => {
  it('prices a model per day, holds an offer above its wholesale, a pending binding to its order', async () => {
    const { productId, binding } = await unitAndActivity();
    const model = await ctx.db
      .selectFrom('device_products')
      .select('day_price')
      .where('id', '=', productId)
      .executeTakeFirstOrThrow();
    expect(model.day_price).toBe(0);
    await expect(
      ctx.db.updateTable('device_products').set({ day_price: -1 }).where('id', '=', productId).execute(),
    ).rejects.toThrow();
    await expect(
      ctx.db
        .insertInto('agent_device_offers')
        .values({ agent_id: ctx.ids.agent1Id, device_id: productId, price: 1000, retail_price: 999 })
        .execute(),
    ).rejects.toThrow();
    await ctx.db
      .insertInto('agent_device_offers')
      .values({ agent_id: ctx.ids.agent1Id, device_id: productId, price: 1000, retail_price: 1200 })
      .execute();
    // a binding made as before is active; a pending one needs its order and reservation
    const free = await ctx.db
      .insertInto('device_bindings')
      .values(binding)
      .returning('state')
      .executeTakeFirstOrThrow();
    expect(free.state).toBe('active');
    await expect(
      ctx.db
        .insertInto('device_bindings')
        .values({ ...binding, state: 'pending' })
        .execute(),
    ).rejects.toThrow();
    await expect(
      ctx.db
        .insertInto('device_bindings')
        .values({ ...binding, state: 'unknown' as 'pending' })
        .execute(),
    ).rejects.toThrow();
  });

  it('goes down and up again, existing bindings active', async () => {
    const { binding } = await unitAndActivity();
    const db = ctx.db as unknown as Kysely<unknown>;
    await down(db);
    await ctx.db.insertInto('device_bindings').values(binding).execute();
    await up(db);
    expect(await ctx.db.selectFrom('agent_device_offers').select('id').execute()).toEqual([]);
    const rows = await ctx.db.selectFrom('device_bindings').select(['state', 'order_id']).execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => `${row.state}:${row.order_id}`))).toEqual(new Set(['active:null']));
  });
});
