import { describe, expect, it } from 'vitest';
import { DEMO } from '#server/seed/demo.ts';
import { useTestContext } from '#server/test/harness.ts';
import { exportAndRead, requestExport } from './transfer.test-helpers.ts';

const ctx = useTestContext();

async function requested(login: string, amount: number) {
  const token = await ctx.loginCustomer(login);
  const { body } = await ctx.call({
    method: 'POST',
    url: '/api/customer/resource/postWithdrawal',
    token,
    payload: { kind: 'balance', amount, channel: 'wechat', account_name: '王先生', account_no: 'wang_wx' },
  });
  expect(body.msg).toBe('withdrawal requested');
  return body.data.id as number;
}

describe('exporting withdrawals through the job centre', () => {
  it("exports the review list's rows with its filters, the status named withdrawal_status", async () => {
    const mine = await requested(DEMO.agent1Customers.phone, 1_500);
    const theirs = await requested(DEMO.agent2Customers.phone, 1_600);
    const admin = await ctx.loginAdmin();
    await ctx.call({
      method: 'POST',
      url: '/api/admin/fund/withdrawal/reject',
      token: admin,
      payload: { id: theirs, reason: '账户有误' },
    });

    const pending = await exportAndRead(ctx, 'admin', admin, 'symbol=withdrawal&withdrawal_status=pending');
    expect(pending[0]?.slice(0, 6)).toEqual([
      'ID',
      'Customer',
      'Customer mobile or email',
      'Agent',
      'From account',
      'Amount (yuan)',
    ]);
    const pendingIds = pending.slice(1).map((row) => row[0]);
    expect(pendingIds).toContain(String(mine));
    expect(pendingIds).not.toContain(String(theirs));
    expect(pending.slice(1).every((row) => row[12] === 'pending')).toBe(true);

    const agent2 = await exportAndRead(ctx, 'admin', admin, `symbol=withdrawal&agent_id=${ctx.ids.agent2Id}`);
    const row = agent2.slice(1).find((cells) => cells[0] === String(theirs));
    expect(row).toEqual(
      expect.arrayContaining([DEMO.agent2.name, '16.00', 'wang_wx', 'rejected', '账户有误']),
    );
    expect(agent2.slice(1).every((cells) => cells[3] === DEMO.agent2.name)).toBe(true);

    const byAmount = await exportAndRead(
      ctx,
      'admin',
      admin,
      'symbol=withdrawal&amount_min=16&amount_max=16',
    );
    expect(byAmount.slice(1).map((cells) => cells[0])).toEqual([String(theirs)]);
  });

  it('refuses an export without a filter, with a bad status, and to the agent and customer consoles', async () => {
    const admin = await ctx.loginAdmin();
    expect((await requestExport(ctx, 'admin', admin, 'symbol=withdrawal')).body.msg).toBe(
      'export: select data first',
    );
    expect(
      (await requestExport(ctx, 'admin', admin, 'symbol=withdrawal&withdrawal_status=lost')).status,
    ).toBe(400);
    const owner = await ctx.loginAgent();
    expect(
      (await requestExport(ctx, 'agent', owner, 'symbol=withdrawal&withdrawal_status=pending')).body.code,
    ).not.toBe(0);
    const customer = await ctx.loginCustomer();
    expect(
      (await requestExport(ctx, 'customer', customer, 'symbol=withdrawal&withdrawal_status=pending')).body
        .code,
    ).not.toBe(0);
  });
});
