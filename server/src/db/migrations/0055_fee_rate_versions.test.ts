import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '#server/test/harness.ts';
import { down, up } from './0055_fee_rate_versions.ts';

const ctx = useTestContext();

describe('migration 0055: fee rate versions', () => {
  it('keeps rates and minimum fees whole and non-negative, and goes down and up again', async () => {
    const version = { code: 'sms', rate: 8, min_fee: 0, effective_at: new Date() };
    await expect(
      ctx.db
        .insertInto('fee_rate_versions')
        .values({ ...version, rate: -1 })
        .execute(),
    ).rejects.toThrow();
    await expect(
      ctx.db
        .insertInto('fee_rate_versions')
        .values({ ...version, min_fee: -1 })
        .execute(),
    ).rejects.toThrow();
    const db = ctx.db as unknown as Kysely<unknown>;
    await down(db);
    await up(db);
    expect(await ctx.db.selectFrom('fee_rate_versions').select('id').execute()).toEqual([]);
  });
});
