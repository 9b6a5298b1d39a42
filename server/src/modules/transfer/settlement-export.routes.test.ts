import { describe, expect, it } from 'vitest';
import { orderCalls } from '#server/modules/order/order.test-helpers.ts';
import { useTestContext } from '#server/test/harness.ts';
import { exportAndRead, requestExport } from './transfer.test-helpers.ts';

const ctx = useTestContext();
const { plansOf, buy, signedNotify, notify } = orderCalls(ctx);

/** A VIP sale on agent 1's site paid through the gateway: its order number. */
async function sale() {
  const token = await ctx.loginCustomer();
  const [plan] = await plansOf(token);
  const orderNo = (await buy(token, plan)).body.data.order_no as string;
  expect((await notify(signedNotify(orderNo, plan.agent_price))).status).toBe(200);
  return orderNo;
}

describe("exporting an agent's monthly statement through the job centre", () => {
  it("writes the month's ledger entries, for the platform (naming the agent) and the agent's own console", async () => {
    const orderNo = await sale();
    const admin = await ctx.loginAdmin();
    const months = await ctx.call({
      method: 'GET',
      url: `/api/admin/fund/settlement/getMonths?agent_id=${ctx.ids.agent1Id}`,
      token: admin,
    });
    const month = months.body.data[0].month as string;
    const rows = await exportAndRead(
      ctx,
      'admin',
      admin,
      `symbol=settlement&agent_id=${ctx.ids.agent1Id}&month=${month}`,
    );
    expect(rows[0]?.slice(0, 4)).toEqual(['ID', 'Kind', 'Order no', 'Title']);
    expect(rows.slice(1).find((row) => row[2] === orderNo)?.[1]).toBe('sale');

    const agent = await ctx.loginAgent();
    const own = await exportAndRead(ctx, 'agent', agent, `symbol=settlement&month=${month}`);
    expect(own.slice(1).map((row) => row[2])).toContain(orderNo);
  });

  it('refuses without a month, another agent from an agent console, and the customer console', async () => {
    const admin = await ctx.loginAdmin();
    expect(
      (await requestExport(ctx, 'admin', admin, `symbol=settlement&agent_id=${ctx.ids.agent1Id}`)).body.msg,
    ).toBe('export: select data first');
    expect((await requestExport(ctx, 'admin', admin, 'symbol=settlement&month=2026-01')).status).toBe(400);
    expect((await requestExport(ctx, 'admin', admin, 'symbol=settlement&month=2026-13')).status).toBe(400);
    const customer = await ctx.loginCustomer();
    expect(
      (await requestExport(ctx, 'customer', customer, 'symbol=settlement&month=2026-01')).body.code,
    ).not.toBe(0);
    const staff = await ctx.loginAgent('staff@example.com');
    expect((await requestExport(ctx, 'agent', staff, 'symbol=settlement&month=2026-01')).status).toBe(403);
  });
});
