import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '#server/test/harness.ts';
import { down, up } from './0068_activation_codes.ts';

const ctx = useTestContext();

const batch = {
  name: '迁移测试',
  grant_type: 'activity' as const,
  tool_id: 1,
  key_count: 1,
  created_by: null,
  vip_plan_id: null,
  vip_days: null,
  credit_kind: null,
  credit_amount: null,
  agent_id: null,
};

describe('migration 0068: activation codes', () => {
  it('holds an activation code batch to a tool and nothing else', async () => {
    await ctx.db.insertInto('cdkey_batches').values(batch).execute();
    // no tool
    await expect(
      ctx.db
        .insertInto('cdkey_batches')
        .values({ ...batch, tool_id: null })
        .execute(),
    ).rejects.toThrow();
    // a tool and credits too
    await expect(
      ctx.db
        .insertInto('cdkey_batches')
        .values({ ...batch, credit_kind: 'sms', credit_amount: 5 })
        .execute(),
    ).rejects.toThrow();
    // a credit batch bound to a tool
    await expect(
      ctx.db
        .insertInto('cdkey_batches')
        .values({ ...batch, grant_type: 'credit', credit_kind: 'sms', credit_amount: 5 })
        .execute(),
    ).rejects.toThrow();
  });

  it('goes down and up again', async () => {
    const db = ctx.db as unknown as Kysely<unknown>;
    await down(db);
    await up(db);
    expect(
      await ctx.db.selectFrom('cdkey_batches').select('id').where('grant_type', '=', 'activity').execute(),
    ).toEqual([]);
  });
});
