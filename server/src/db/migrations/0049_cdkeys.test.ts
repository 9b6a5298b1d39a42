import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '#server/test/harness.ts';
import { down, up } from './0049_cdkeys.ts';

const ctx = useTestContext();

const batch = {
  name: '迁移测试',
  grant_type: 'credit' as const,
  credit_kind: 'sms' as const,
  credit_amount: 10,
  key_count: 1,
  created_by: null,
  vip_plan_id: null,
  vip_days: null,
  agent_id: null,
};

describe('migration 0049: cdkeys', () => {
  it('holds a batch to one grant shape, keys unique, and a membership to one source', async () => {
    const { id } = await ctx.db
      .insertInto('cdkey_batches')
      .values(batch)
      .returning('id')
      .executeTakeFirstOrThrow();
    // a credit batch with a VIP plan's days too
    await expect(
      ctx.db
        .insertInto('cdkey_batches')
        .values({ ...batch, vip_days: 3 })
        .execute(),
    ).rejects.toThrow();
    await expect(
      ctx.db
        .insertInto('cdkey_batches')
        .values({ ...batch, prefix: 'ab' })
        .execute(),
    ).rejects.toThrow();
    await ctx.db.insertInto('cdkeys').values({ batch_id: id, code: 'ABCDEFGHJKMNPQRS' }).execute();
    await expect(
      ctx.db.insertInto('cdkeys').values({ batch_id: id, code: 'ABCDEFGHJKMNPQRS' }).execute(),
    ).rejects.toThrow();
    const plan = await ctx.db.selectFrom('vip_plans').select(['id', 'vip_id']).executeTakeFirstOrThrow();
    // neither an order nor a key
    await expect(
      ctx.db
        .insertInto('customer_vips')
        .values({
          customer_id: ctx.ids.customers.agent1Phone,
          order_id: null,
          plan_id: plan.id,
          vip_id: plan.vip_id,
          title: 'VIP',
          starts_at: new Date(),
          expires_at: new Date(),
        })
        .execute(),
    ).rejects.toThrow();
  });

  it('goes down and up again', async () => {
    const db = ctx.db as unknown as Kysely<unknown>;
    await down(db);
    await up(db);
    expect(await ctx.db.selectFrom('cdkeys').select('id').execute()).toEqual([]);
  });
});
