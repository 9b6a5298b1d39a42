import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '#server/test/harness.ts';
import { down, up } from './0062_resource_packs.ts';
import * as packRetail from './0070_pack_retail.ts';

const ctx = useTestContext();

describe('migration 0062 (resource packs)', () => {
  it('keeps packs positive and of a known kind, and goes down and up again', async () => {
    const pack = {
      name: 'x',
      kind: 'sms' as const,
      quantity: 1,
      price: 1,
      created_at: new Date(),
      updated_at: new Date(),
    };
    await expect(
      ctx.db
        .insertInto('resource_packs')
        .values({ ...pack, quantity: 0 })
        .execute(),
    ).rejects.toThrow();
    await expect(
      ctx.db
        .insertInto('resource_packs')
        .values({ ...pack, kind: 'coins' as 'sms' })
        .execute(),
    ).rejects.toThrow();
    const db = ctx.db as unknown as Kysely<unknown>;
    // migration 0070's offers refer to packs: it goes down first and up after
    await packRetail.down(db);
    await down(db);
    await up(db);
    await packRetail.up(db);
    expect(await ctx.db.selectFrom('resource_packs').selectAll().execute()).toEqual([]);
  });
});
