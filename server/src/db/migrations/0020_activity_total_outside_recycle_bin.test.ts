import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '#server/test/harness.ts';
import { up } from './0020_activity_total_outside_recycle_bin.ts';

const ctx = useTestContext();

const totals = async () =>
  Object.fromEntries(
    (await ctx.db.selectFrom('customers').select(['id', 'activity_total']).execute()).map((row) => [
      row.id,
      row.activity_total,
    ]),
  );

describe('migration 0020: activity_total counts the activities outside the recycle bin', () => {
  it('recounts a total that included the recycle bin, and leaves right totals as they are', async () => {
    const right = await totals();
    const demo = ctx.ids.customers.agent1Phone;
    // what the old code left: the demo customer's recycle-bin activity counted too
    await ctx.db
      .updateTable('customers')
      .set((eb) => ({ activity_total: eb('activity_total', '+', 1) }))
      .where('id', '=', demo)
      .execute();
    expect((await totals())[demo]).toBe((right[demo] ?? 0) + 1);
    await up(ctx.db as unknown as Kysely<unknown>);
    expect(await totals()).toEqual(right);
    expect(right[demo]).toBe(4);
  });
});
