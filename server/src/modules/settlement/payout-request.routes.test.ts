import { describe, expect, it } from 'vitest';
import { DEMO } from '#server/seed/demo.ts';
import { countRows, useTestContext } from '#server/test/harness.ts';
import { MARKUP, settlementCalls } from './settlement.test-helpers.ts';

const ctx = useTestContext();
const { books, gatewaySale } = settlementCalls(ctx);

const ADMIN = '/api/admin/fund/settlement';
const AGENT = '/api/agent/settlement';
const get = (url: string, token: string | undefined) => ctx.call({ method: 'GET', url, token });
const post = (url: string, token: string | undefined, payload: Record<string, unknown>) =>
  ctx.call({ method: 'POST', url, token, payload });
const ACCOUNT = '招商银行 星河活动科技 6225 8888 0000 1234';

/** Agent 1 is owed at least one sale's margin; answers its balance. */
async function owed() {
  await gatewaySale();
  return books(ctx.ids.agent1Id);
}

/** A pending request of agent 2 written directly (its team's console is not signed in here). */
async function otherTeamsRequest() {
  const row = await ctx.db
    .insertInto('payout_requests')
    .values({ agent_id: ctx.ids.agent2Id, amount: 100, account: 'x', note: '', requested_by: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const letters = (title: string) =>
  ctx.db
    .selectFrom('notices')
    .select(['title', 'content'])
    .where('audience', '=', 'agent')
    .where('agent_id', '=', ctx.ids.agent1Id)
    .where('title', '=', title)
    .execute();

describe("agents' payout requests", () => {
  it('asks for at most the balance, one at a time; the platform pays it once and the agent is told', async () => {
    const balance = await owed();
    const agent = await ctx.loginAgent();
    const tooMuch = await post(`${AGENT}/requestPayout`, agent, { amount: balance + 1, account: ACCOUNT });
    expect([tooMuch.status, tooMuch.body.msg]).toEqual([
      400,
      expect.stringContaining('the platform owes the team'),
    ]);
    expect(await countRows(ctx.db, 'payout_requests')).toBe(0);

    const asked = await post(`${AGENT}/requestPayout`, agent, {
      amount: MARKUP,
      account: ACCOUNT,
      note: '十一月',
    });
    expect(asked.status).toBe(200);
    expect(asked.body.data).toMatchObject({
      agent_id: ctx.ids.agent1Id,
      amount: MARKUP,
      account: ACCOUNT,
      note: '十一月',
      status: 'pending',
      requested_by: expect.any(String),
      decided_time: '',
    });
    const id = asked.body.data.id as number;
    const again = await post(`${AGENT}/requestPayout`, agent, { amount: 1, account: ACCOUNT });
    expect([again.status, again.body.msg]).toEqual([400, 'a payout request of the team is already pending']);

    // the platform sees it first in its list, pays it with a reference: a payout entry of the amount
    const admin = await ctx.loginAdmin();
    const listed = await get(`${ADMIN}/getRequests?page=1&limit=20&status=pending`, admin);
    expect(listed.body.data.map((row: { id: number }) => row.id)).toContain(id);
    const paid = await post(`${ADMIN}/payRequest`, admin, { id, reference: 'CMB20261127001' });
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({ status: 'paid', reference: 'CMB20261127001' });
    expect(await books(ctx.ids.agent1Id)).toBe(balance - MARKUP);
    const twice = await post(`${ADMIN}/payRequest`, admin, { id, reference: 'again' });
    expect([twice.status, twice.body.msg]).toEqual([400, 'this payout request has already been paid']);
    expect(await books(ctx.ids.agent1Id)).toBe(balance - MARKUP);
    expect(await letters('结算申请已付款')).toEqual([
      { title: '结算申请已付款', content: expect.stringContaining('CMB20261127001') },
    ]);

    // the agent reads its request paid, with the reference
    const mine = await get(`${AGENT}/getRequests?page=1&limit=20`, agent);
    expect(mine.body.data[0]).toMatchObject({ id, status: 'paid', reference: 'CMB20261127001' });
    expect(mine.body.data[0].decided_time).not.toBe('');
  });

  it('pays a request once when two admins pay it at the same moment', async () => {
    await owed();
    const agent = await ctx.loginAgent();
    const asked = await post(`${AGENT}/requestPayout`, agent, { amount: MARKUP, account: ACCOUNT });
    const id = asked.body.data.id as number;
    const admin = await ctx.loginAdmin();
    const before = await countRows(ctx.db, 'agent_ledger');
    const answers = await Promise.all(
      ['A', 'B'].map((reference) => post(`${ADMIN}/payRequest`, admin, { id, reference })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect(await countRows(ctx.db, 'agent_ledger')).toBe(before + 1);
    await books(ctx.ids.agent1Id);
  });

  it('rejects with a reason the agent reads; the agent may cancel a pending one and ask again', async () => {
    await owed();
    const agent = await ctx.loginAgent();
    const admin = await ctx.loginAdmin();
    const first = await post(`${AGENT}/requestPayout`, agent, { amount: 100, account: ACCOUNT });
    const noReason = await post(`${ADMIN}/rejectRequest`, admin, { id: first.body.data.id, reason: ' ' });
    expect([noReason.status, noReason.body.msg]).toEqual([400, 'reason: please give the reason']);
    const rejected = await post(`${ADMIN}/rejectRequest`, admin, {
      id: first.body.data.id,
      reason: '账户名不符',
    });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', reason: '账户名不符' });
    expect(await letters('结算申请被驳回')).toEqual([
      { title: '结算申请被驳回', content: expect.stringContaining('账户名不符') },
    ]);
    const paidAfter = await post(`${ADMIN}/payRequest`, admin, { id: first.body.data.id, reference: 'X' });
    expect([paidAfter.status, paidAfter.body.msg]).toEqual([
      400,
      'this payout request has already been rejected',
    ]);

    const second = await post(`${AGENT}/requestPayout`, agent, { amount: 100, account: ACCOUNT });
    expect(second.status).toBe(200);
    const cancelled = await post(`${AGENT}/cancelRequest`, agent, { id: second.body.data.id });
    expect(cancelled.body.data.status).toBe('cancelled');
    const cancelTwice = await post(`${AGENT}/cancelRequest`, agent, { id: second.body.data.id });
    expect([cancelTwice.status, cancelTwice.body.msg]).toEqual([
      400,
      'this payout request has been cancelled',
    ]);
    expect((await post(`${AGENT}/requestPayout`, agent, { amount: 100, account: ACCOUNT })).status).toBe(200);
  });

  it('answers no session, the wrong audience, a missing permission, another team’s request and bad input', async () => {
    await owed();
    const otherId = await otherTeamsRequest();
    expect((await get(`${AGENT}/getRequests?page=1&limit=20`, undefined)).status).toBe(401);
    expect(
      (await post(`${AGENT}/requestPayout`, await ctx.loginCustomer(), { amount: 1, account: 'x' })).status,
    ).toBe(403);
    expect((await get(`${ADMIN}/getRequests?page=1&limit=20`, await ctx.loginAgent())).status).toBe(403);
    // agent staff lack the team's settlement; the operator may read requests but not pay or reject them
    const staff = await ctx.loginAgent(DEMO.agentStaff);
    expect((await post(`${AGENT}/requestPayout`, staff, { amount: 1, account: 'x' })).status).toBe(403);
    const operator = await ctx.loginAdmin(DEMO.operator);
    expect((await get(`${ADMIN}/getRequests?page=1&limit=20`, operator)).status).toBe(200);
    expect((await post(`${ADMIN}/payRequest`, operator, { id: otherId, reference: 'X' })).status).toBe(403);
    expect((await post(`${ADMIN}/rejectRequest`, operator, { id: otherId, reason: 'X' })).status).toBe(403);

    // another team's request: not found to this team, and not in its list
    const agent = await ctx.loginAgent();
    const cancel = await post(`${AGENT}/cancelRequest`, agent, { id: otherId });
    expect([cancel.status, cancel.body.msg]).toEqual([404, 'payout request not found']);
    const mine = await get(`${AGENT}/getRequests?page=1&limit=20`, agent);
    expect(mine.body.data.map((row: { agent_id: number }) => row.agent_id)).not.toContain(ctx.ids.agent2Id);
    const admin = await ctx.loginAdmin();
    expect((await post(`${ADMIN}/payRequest`, admin, { id: 999_999, reference: 'X' })).status).toBe(404);

    // bad input writes nothing
    const rows = await countRows(ctx.db, 'payout_requests');
    for (const body of [
      { amount: 0, account: ACCOUNT },
      { amount: 1.5, account: ACCOUNT },
      { amount: 100, account: '' },
      { amount: 100, account: 'x'.repeat(201) },
      { amount: 100, account: ACCOUNT, note: 'x'.repeat(201) },
    ]) {
      expect((await post(`${AGENT}/requestPayout`, agent, body)).status).toBe(400);
    }
    expect((await get(`${AGENT}/getRequests?page=1&limit=20&status=lost`, agent)).status).toBe(400);
    expect((await post(`${ADMIN}/payRequest`, admin, { id: otherId, reference: '' })).status).toBe(400);
    expect(await countRows(ctx.db, 'payout_requests')).toBe(rows);
  });
});
