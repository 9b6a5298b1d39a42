import { describe, expect, it } from 'vitest';
import { orderCalls } from '#server/modules/order/order.test-helpers.ts';
import { agentScope } from '#server/platform/tenancy/scope.ts';
import { countRows, useTestContext } from '#server/test/harness.ts';
import { vipFunnel } from './dashboard.repository.ts';

const ctx = useTestContext();
const { plansOf, buy, signedNotify, notify } = orderCalls(ctx);

const OPENED = '/api/customer/customerOrder/vipPopupOpened';
const overview = (audience: 'admin' | 'agent', token: string) =>
  ctx.call({ method: 'GET', url: `/api/${audience}/dashboard/overview`, token });

describe('the VIP popup funnel', () => {
  it('counts a customer who opened the popup once a day, and as a buyer once it paid a VIP order', async () => {
    const admin = await ctx.loginAdmin();
    const before = (await overview('admin', admin)).body.data.vip_funnel as {
      openers: number;
      buyers: number;
    };

    const customer = await ctx.loginCustomer();
    const views = await countRows(ctx.db, 'vip_popup_views');
    for (let open = 0; open < 3; open++) {
      const answer = await ctx.call({ method: 'POST', url: OPENED, token: customer });
      expect(answer.body.code, answer.body.msg).toBe(0);
    }
    expect(await countRows(ctx.db, 'vip_popup_views')).toBe(views + 1);
    const opened = (await overview('admin', admin)).body.data.vip_funnel;
    expect(opened).toEqual({ openers: before.openers + 1, buyers: before.buyers });

    const [plan] = await plansOf(customer);
    const orderNo = (await buy(customer, plan)).body.data.order_no as string;
    expect((await notify(signedNotify(orderNo, plan.agent_price))).status).toBe(200);
    expect((await overview('admin', admin)).body.data.vip_funnel).toEqual({
      openers: before.openers + 1,
      buyers: before.buyers + 1,
    });
    // the customer's own team sees it; the other team does not
    const agent = await ctx.loginAgent();
    expect((await overview('agent', agent)).body.data.vip_funnel).toEqual({ openers: 1, buyers: 1 });
    const { start_date, end_date } = (await overview('agent', agent)).body.data;
    const range = { from: new Date(Date.now() - 8 * 86_400_000), to: new Date(Date.now() + 86_400_000) };
    expect(
      await vipFunnel(ctx.db, agentScope(ctx.ids.agent2Id), { first: start_date, last: end_date }, range),
    ).toEqual({ openers: 0, buyers: 0 });
  });

  it('is a customer’s call: a visitor and staff are refused, writing nothing', async () => {
    const views = await countRows(ctx.db, 'vip_popup_views');
    expect((await ctx.call({ method: 'POST', url: OPENED })).status).toBe(401);
    expect((await ctx.call({ method: 'POST', url: OPENED, token: await ctx.loginAgent() })).status).toBe(403);
    expect(await countRows(ctx.db, 'vip_popup_views')).toBe(views);
  });
});
