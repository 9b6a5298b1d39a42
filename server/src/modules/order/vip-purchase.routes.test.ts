import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { DEMO } from '#server/seed/demo.ts';
import { useTestContext } from '#server/test/harness.ts';
import { BASE, orderCalls } from './order.test-helpers.ts';

const ctx = useTestContext();
const { plansOf, buy, orderCount, signedNotify, notify } = orderCalls(ctx);

describe('VIP plans and pay types', () => {
  it('shows a visitor the plans of the site they opened, and a customer those of their own site', async () => {
    const onAgent2 = await ctx.call({
      method: 'GET',
      url: `${BASE}/getVipList`,
      headers: { host: 'agent2.localhost' },
    });
    expect(onAgent2.body.code).toBe(0);
    // agent 2's site sells the demo plans and a flagship plan agent 1's does not (titled in the visitor's
    // language, English here; the flagship has no English title and shows its zh_CN one)
    expect((onAgent2.body.data as { title: string }[]).map((plan) => plan.title)).toEqual([
      'Basic · 7-day trial',
      'Basic · annual',
      'Professional · annual',
      '旗舰版 · 年卡',
    ]);
    const plans = await plansOf(await ctx.loginCustomer());
    expect(plans.map((plan) => plan.title)).toEqual(['基础版 · 7 天体验', '基础版 · 年卡', '专业版 · 年卡']);
    // at the agent's price, not the platform's
    expect(plans[0]).toMatchObject({ agent_price: 9900 });
  });

  it('lists the pay types, or one of them', async () => {
    const all = await ctx.call({ method: 'GET', url: `${BASE}/payType` });
    expect(all.body.data).toEqual([
      { pay_type: 'wechat', name: '微信支付' },
      { pay_type: 'alipay', name: '支付宝' },
    ]);
    const one = await ctx.call({ method: 'GET', url: `${BASE}/payType?pay_type=alipay` });
    expect(one.body.data).toEqual([{ pay_type: 'alipay', name: '支付宝' }]);
  });
});

describe('buying a VIP plan', () => {
  it('needs a customer session: -2 without one, 403 for staff', async () => {
    const payload = { order_type: 17, vip_id: 1, amount: 1, pay_amount: 1 };
    const anonymous = await ctx.call({ method: 'POST', url: `${BASE}/payVipOrder`, payload });
    expect([anonymous.status, anonymous.body.code]).toEqual([401, -2]);
    const staff = await ctx.call({
      method: 'POST',
      url: `${BASE}/payVipOrder`,
      payload,
      token: await ctx.loginAgent(),
    });
    expect(staff.status).toBe(403);
  });

  it('refuses a stale price, another site’s plan and bad input, writing nothing', async () => {
    const token = await ctx.loginCustomer();
    const [plan] = await plansOf(token);
    const before = await orderCount();
    const stale = await buy(token, { id: plan.id, agent_price: plan.agent_price - 1 });
    expect([stale.status, stale.body.msg]).toEqual([
      400,
      'the price has changed, please refresh and try again',
    ]);
    const agent2Plan = await ctx.db
      .selectFrom('vip_plans')
      .select(['id', 'price as agent_price'])
      .where('title', '=', '旗舰版 · 年卡')
      .executeTakeFirstOrThrow();
    const foreign = await buy(token, agent2Plan);
    expect([foreign.status, foreign.body.msg]).toEqual([404, 'product does not exist']);
    const wrongType = await ctx.call({
      method: 'POST',
      url: `${BASE}/payVipOrder`,
      token,
      payload: { order_type: 3, vip_id: plan.id, amount: 1, pay_amount: 1 },
    });
    expect([wrongType.status, wrongType.body.msg]).toEqual([400, 'order_type: order_type must be 17']);
    expect(await orderCount()).toBe(before);
  });

  it('makes an unpaid order with a cashier QR; paying through the sandbox over HTTP makes the customer VIP once', async () => {
    const token = await ctx.loginCustomer(DEMO.agent1Customers.email);
    const plans = await plansOf(token);
    const trial = plans[0];
    const created = await buy(token, trial);
    expect(created.body.code).toBe(0);
    const { order_no, qrcode_url, pay_amount } = created.body.data as {
      order_no: string;
      qrcode_url: string;
      pay_amount: number;
    };
    expect(pay_amount).toBe(9900);
    expect(qrcode_url).toMatch(/\/api\/sandbox\/pay\/cashier\?t=[\w-]+\.[0-9a-f]{64}$/);

    const status = await ctx.call({ method: 'GET', url: `${BASE}/getPayStatus?order_no=${order_no}`, token });
    expect(status.body.data).toEqual({ order_no, is_pay: 0 });

    // The phone opens the QR's cashier and pays: the gateway calls our notify endpoint over HTTP.
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    const cashierPath = new URL(qrcode_url).pathname + new URL(qrcode_url).search;
    const page = await fetch(`${origin}${cashierPath}`, { headers: { 'accept-language': 'zh-CN' } });
    const html = await page.text();
    expect(html).toContain('¥99.00');
    expect(html).toContain('星河活动科技');
    const paid = await fetch(`${origin}/api/sandbox/pay/cashier`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'zh-CN' },
      body: new URLSearchParams({ t: new URL(qrcode_url).searchParams.get('t') ?? '' }).toString(),
    });
    expect(paid.status).toBe(200);
    expect(await paid.text()).toContain('支付成功');

    const info = await ctx.call({ method: 'GET', url: `${BASE}/getOrderInfo?order_no=${order_no}`, token });
    expect(info.body.data).toMatchObject({
      order_no,
      is_pay: 1,
      order_type: 17,
      title: trial.title,
      duration: 7,
      duration_unit: 2,
    });
    const me = await ctx.call({ method: 'GET', url: '/api/customer/customer/getInfo', token });
    const vip = me.body.data as { customer_vip_id: number; vip_title: string; expires_time: string };
    expect(vip.customer_vip_id).toBeGreaterThan(0);
    // the membership records the zh_CN title; an English reader sees the plan's English one
    expect(trial.title).toBe('基础版 · 7 天体验');
    expect(vip.vip_title).toBe('Basic · 7-day trial');
    const inChinese = await ctx.call({
      method: 'GET',
      url: '/api/customer/customer/getInfo',
      token,
      headers: { 'accept-language': 'zh-CN' },
    });
    expect((inChinese.body.data as { vip_title: string }).vip_title).toBe(trial.title);
    const days = (new Date(vip.expires_time).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    // The same notify again (gateways retry): acknowledged, nothing changes.
    const order = await ctx.db
      .selectFrom('orders')
      .selectAll()
      .where('order_no', '=', order_no)
      .executeTakeFirstOrThrow();
    const again = await notify({ ...signedNotify(order_no, 9900) });
    expect(again.body.data).toEqual({ outcome: 'duplicate' });
    const after = await ctx.db
      .selectFrom('orders')
      .selectAll()
      .where('order_no', '=', order_no)
      .executeTakeFirstOrThrow();
    expect(after.transaction_id).toBe(order.transaction_id);
    const memberships = await ctx.db
      .selectFrom('customer_vips')
      .selectAll()
      .where('order_id', '=', order.id)
      .execute();
    expect(memberships).toHaveLength(1);
    const meAgain = await ctx.call({ method: 'GET', url: '/api/customer/customer/getInfo', token });
    expect((meAgain.body.data as { expires_time: string }).expires_time).toBe(vip.expires_time);

    // Paid orders cannot be paid again.
    const payAgain = await ctx.call({
      method: 'POST',
      url: `${BASE}/payOrder`,
      token,
      payload: { order_no },
    });
    expect([payAgain.status, payAgain.body.msg]).toEqual([400, 'the order is already paid']);
  });

  it('refuses and logs forged, wrong-amount and unknown-order notifies, leaving the order unpaid', async () => {
    const token = await ctx.loginCustomer();
    const [plan] = await plansOf(token);
    const { order_no } = (await buy(token, plan)).body.data as { order_no: string };

    const forged = await notify({ ...signedNotify(order_no, plan.agent_price), sign: 'f'.repeat(64) });
    expect([forged.status, forged.body.msg]).toEqual([400, 'payment notification refused: bad signature']);
    const tampered = await notify({ ...signedNotify(order_no, plan.agent_price), amount: 1 });
    expect(tampered.body.msg).toBe('payment notification refused: bad signature');
    const wrongAmount = await notify(signedNotify(order_no, plan.agent_price - 100));
    expect(wrongAmount.body.msg).toBe('payment notification refused: amount mismatch');
    const unknown = await notify(signedNotify('20990101000000000000', plan.agent_price));
    expect(unknown.body.msg).toBe('payment notification refused: unknown order');

    const order = await ctx.db
      .selectFrom('orders')
      .select(['is_pay'])
      .where('order_no', '=', order_no)
      .executeTakeFirstOrThrow();
    expect(order.is_pay).toBe(0);
    const logged = await ctx.db
      .selectFrom('payment_notifies')
      .select('outcome')
      .where('order_no', '=', order_no)
      .execute();
    expect(logged.map((row) => row.outcome).sort()).toEqual([
      'amount mismatch',
      'bad signature',
      'bad signature',
    ]);

    // A fresh QR for the unpaid order, with the other pay type.
    const again = await ctx.call({
      method: 'POST',
      url: `${BASE}/payOrder`,
      token,
      payload: { order_no, pay_type: 'alipay', new_pay: 1 },
    });
    expect(again.body.data).toMatchObject({ order_no, pay_amount: plan.agent_price });
  });
});
