import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '#server/test/harness.ts';
import { down, up } from './0072_payout_requests.ts';

const ctx = useTestContext();

describe('migration 0072: payout requests', () => {
  it('holds one pending request per agent, a positive amount, and a reason for a rejection', async () => {
    const agentId = ctx.ids.agent1Id;
    const request = { agent_id: agentId, amount: 100, account: '账户', requested_by: null };
    await ctx.db.insertInto('payout_requests').values(request).execute();
    await expect(ctx.db.insertInto('payout_requests').values(request).execute()).rejects.toThrow();
    await expect(
      ctx.db
        .insertInto('payout_requests')
        .values({ ...request, agent_id: ctx.ids.agent2Id, amount: 0 })
        .execute(),
    ).rejects.toThrow();
    // decided without a time, rejected without a reason
    await expect(
      ctx.db.updateTable('payout_requests').set({ status: 'paid' }).where('agent_id', '=', agentId).execute(),
    ).rejects.toThrow();
    await expect(
      ctx.db
        .updateTable('payout_requests')
        .set({ status: 'rejected', decided_at: new Date() })
        .where('agent_id', '=', agentId)
        .execute(),
    ).rejects.toThrow();
    await ctx.db
      .updateTable('payout_requests')
      .set({ status: 'cancelled', decided_at: new Date() })
      .where('agent_id', '=', agentId)
      .execute();
    await ctx.db.insertInto('payout_requests').values(request).execute();
  });

  it('goes down and up again', async () => {
    const db = ctx.db as unknown as Kysely<unknown>;
    await down(db);
    await up(db);
    expect(await ctx.db.selectFrom('payout_requests').select('id').execute()).toEqual([]);
  });
});
