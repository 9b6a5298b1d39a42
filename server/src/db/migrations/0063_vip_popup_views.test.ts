import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '#server/test/harness.ts';
import { down, up } from './0063_vip_popup_views.ts';

const ctx = useTestContext();

describe('migration 0063 (VIP popup views)', () => {
  it('keeps one view per customer and day, and goes down and up again', async () => {
    const view = {
      agent_id: ctx.ids.agent1Id,
      customer_id: ctx.ids.customers.agent1Phone,
      day: '2026-01-01',
      first_at: new Date(),
    };
    await ctx.db.insertInto('vip_popup_views').values(view).execute();
    await expect(ctx.db.insertInto('vip_popup_views').values(view).execute()).rejects.toThrow();
    const db = ctx.db as unknown as Kysely<unknown>;
    await down(db);
    await up(db);
    expect(await ctx.db.selectFrom('vip_popup_views').selectAll().execute()).toEqual([]);
  });
});
