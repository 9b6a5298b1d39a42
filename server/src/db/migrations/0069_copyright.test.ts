import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '#server/test/harness.ts';
import { down, up } from './0069_copyright.ts';

const ctx = useTestContext();

const item = {
  title: '迁移测试音乐',
  content_type: 'music' as const,
  terms: '仅限活动现场播放',
  term_months: 12,
  price: 1000,
};

describe('migration 0069: copyright', () => {
  it('holds an item to its content types and term, an offer above its wholesale, one licence per order', async () => {
    const { id } = await ctx.db
      .insertInto('copyright_products')
      .values(item)
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.db
      .insertInto('copyright_products')
      .values({ ...item, term_months: null })
      .execute();
    for (const bad of [
      { content_type: 'video' as 'music' },
      { term_months: 0 },
      { term_months: 121 },
      { price: -1 },
    ])
      await expect(
        ctx.db
          .insertInto('copyright_products')
          .values({ ...item, ...bad })
          .execute(),
      ).rejects.toThrow();
    await expect(
      ctx.db
        .insertInto('agent_copyright_offers')
        .values({ agent_id: ctx.ids.agent1Id, copyright_id: id, price: 1000, retail_price: 999 })
        .execute(),
    ).rejects.toThrow();
    await ctx.db
      .insertInto('agent_copyright_offers')
      .values({ agent_id: ctx.ids.agent1Id, copyright_id: id, price: 1000, retail_price: 1200 })
      .execute();
    // an offered item is not deleted
    await expect(ctx.db.deleteFrom('copyright_products').where('id', '=', id).execute()).rejects.toThrow();

    const customer = await ctx.db
      .selectFrom('customers')
      .select(['id', 'agent_id'])
      .where('agent_id', '=', ctx.ids.agent1Id)
      .executeTakeFirstOrThrow();
    const order = await ctx.db
      .insertInto('orders')
      .values({
        agent_id: customer.agent_id,
        customer_id: customer.id,
        order_no: 'MIGRATION0069',
        order_type: 19,
        subject_id: id,
        title: item.title,
        amount: 1200,
        original_amount: 1200,
        pay_amount: 1200,
        pay_type: 'wechat',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const licence = {
      agent_id: customer.agent_id,
      customer_id: customer.id,
      order_id: order.id,
      copyright_id: id,
      terms: item.terms,
      commercial: false,
      valid_from: new Date('2026-01-01T00:00:00Z'),
      valid_until: new Date('2027-01-01T00:00:00Z'),
    };
    await ctx.db.insertInto('copyright_licences').values(licence).execute();
    await expect(ctx.db.insertInto('copyright_licences').values(licence).execute()).rejects.toThrow();
  });

  it('goes down and up again', async () => {
    const db = ctx.db as unknown as Kysely<unknown>;
    await down(db);
    await up(db);
    expect(await ctx.db.selectFrom('copyright_products').select('id').execute()).toEqual([]);
  });
});
