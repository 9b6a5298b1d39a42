import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '#server/test/harness.ts';
import { down, up } from './0060_reconcile_resolutions.ts';

const ctx = useTestContext();

describe('migration 0060 (reconciliation resolutions)', () => {
  it('keeps one resolution per item and known actions only, and goes down and up again', async () => {
    const row = {
      item_key: 'notify-1',
      kind: 'orphan_notify' as const,
      action: 'dismiss' as const,
      amount: 100,
      reference: '',
      note: '查过',
      resolved_by: ctx.ids.adminId,
    };
    await ctx.db.insertInto('reconcile_resolutions').values(row).execute();
    await expect(ctx.db.insertInto('reconcile_resolutions').values(row).execute()).rejects.toThrow();
    await expect(
      ctx.db
        .insertInto('reconcile_resolutions')
        .values({ ...row, item_key: 'notify-2', action: 'burn' as 'dismiss' })
        .execute(),
    ).rejects.toThrow();
    const db = ctx.db as unknown as Kysely<unknown>;
    await down(db);
    await up(db);
    expect(await ctx.db.selectFrom('reconcile_resolutions').selectAll().execute()).toEqual([]);
  });
});
