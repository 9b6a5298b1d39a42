import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '#server/test/harness.ts';
import { down, up } from './0056_activity_signins.ts';

const ctx = useTestContext();

describe('migration 0056: activity sign-ins and h5 codes', () => {
  it('gives every activity its own h5 code, and goes down and up again', async () => {
    const codes = async () =>
      (await ctx.db.selectFrom('activities').select('h5_code').execute()).map((row) => row.h5_code);
    const before = await codes();
    expect(before.length).toBeGreaterThan(1);
    expect(new Set(before).size).toBe(before.length);
    expect(before.every((code) => /^[0-9a-f]{32}$/.test(code))).toBe(true);
    const db = ctx.db as unknown as Kysely<unknown>;
    await down(db);
    await up(db);
    expect(new Set(await codes()).size).toBe(before.length);
  });
});
