import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '#server/test/harness.ts';
import { down, up } from './0048_customer_invites.ts';

const ctx = useTestContext();

describe('migration 0048: customer invitations', () => {
  it('keeps one reward row of whole non-negative amounts and codes apart from the agent links', async () => {
    expect(await ctx.db.selectFrom('invite_rewards').selectAll().execute()).toMatchObject([
      { id: 1, sms: 0, balance: 0, updated_by: null },
    ]);
    await expect(ctx.db.insertInto('invite_rewards').values({ id: 2 }).execute()).rejects.toThrow();
    await expect(ctx.db.updateTable('invite_rewards').set({ sms: -1 }).execute()).rejects.toThrow();
    const owner = { customer_id: ctx.ids.customers.agent1Phone, agent_id: ctx.ids.agent1Id };
    // an agent link's code is 10 characters: a customer's cannot be one
    await expect(
      ctx.db
        .insertInto('customer_invite_codes')
        .values({ ...owner, code: 'ABCDEFGHJK' })
        .execute(),
    ).rejects.toThrow();
  });

  it('goes down and up again', async () => {
    const db = ctx.db as unknown as Kysely<unknown>;
    await down(db);
    await up(db);
    expect(await ctx.db.selectFrom('invite_rewards').select('id').execute()).toEqual([{ id: 1 }]);
  });
});
