import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '#server/test/harness.ts';
import { down, up } from './0054_bank_transfer_admin_review.ts';

const ctx = useTestContext();

describe('migration 0054: the admin who reviewed a bank transfer', () => {
  it('goes down and up again, the column empty', async () => {
    const db = ctx.db as unknown as Kysely<unknown>;
    await down(db);
    await up(db);
    expect(
      await ctx.db
        .selectFrom('bank_transfers')
        .select('id')
        .where('reviewed_by_admin', 'is not', null)
        .execute(),
    ).toEqual([]);
  });
});
