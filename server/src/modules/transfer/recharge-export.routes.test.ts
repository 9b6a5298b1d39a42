import { describe, expect, it } from 'vitest';
import { DEMO } from '#server/seed/demo.ts';
import { useTestContext } from '#server/test/harness.ts';
import { exportAndRead, requestExport } from './transfer.test-helpers.ts';

const ctx = useTestContext();

describe('exporting recharges through the job centre', () => {
  it("exports the list's rows with its filters: the admin every customer's, an agent its own customers'", async () => {
    const admin = await ctx.loginAdmin();
    const all = await exportAndRead(ctx, 'admin', admin, 'symbol=recharge&is_pay=1');
    expect(all[0]).toEqual([
      'ID',
      'Order no',
      'Customer',
      'Customer mobile or email',
      'Agent',
      'Amount (yuan)',
      'Paid (1 = yes)',
      'Pay type',
      'Created',
      'Paid at',
    ]);
    const agents = new Set(all.slice(1).map((row) => row[4]));
    expect(agents).toEqual(new Set([DEMO.agent1.name, DEMO.agent2.name]));
    expect(all.slice(1).every((row) => row[6] === '1')).toBe(true);
    // the demo recharges are ¥1000.00 and ¥200.00 (seedDemoLedger)
    expect(all.slice(1).map((row) => row[5])).toEqual(expect.arrayContaining(['1000.00', '200.00']));

    const owner = await ctx.loginAgent();
    const mine = await exportAndRead(
      ctx,
      'agent',
      owner,
      `symbol=recharge&keyword=${DEMO.agent2Customers.phone}`,
    );
    // another team's customer: the export runs in the agent's scope and holds no row
    expect(mine).toHaveLength(1);
    const team = await exportAndRead(ctx, 'agent', owner, 'symbol=recharge&pay_type=wechat');
    expect(team.slice(1).every((row) => row[4] === DEMO.agent1.name && row[7] === 'wechat')).toBe(true);
    expect(team.length).toBeGreaterThan(1);
  });

  it('refuses an export without a filter, to a customer, and with a bad channel', async () => {
    const admin = await ctx.loginAdmin();
    expect((await requestExport(ctx, 'admin', admin, 'symbol=recharge')).body.msg).toBe(
      'export: select data first',
    );
    expect((await requestExport(ctx, 'admin', admin, 'symbol=recharge&pay_type=cash')).status).toBe(400);
    const customer = await ctx.loginCustomer();
    expect((await requestExport(ctx, 'customer', customer, 'symbol=recharge&is_pay=1')).body.code).not.toBe(
      0,
    );
  });
});
