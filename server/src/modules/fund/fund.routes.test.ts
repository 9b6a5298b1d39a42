import { Permission } from '@onsite/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO } from '#server/seed/demo.ts';
import { ROLE } from '#server/seed/menu-catalogue.ts';
import { seedRecharge } from '#server/seed/resource.ts';
import { useTestContext, withdrawPermission } from '#server/test/harness.ts';

const ctx = useTestContext();

const PAYMENTS = '/api/admin/fund/payment/getList';
const SUMMARY = '/api/admin/fund/payment/getSummary';
const RECONCILE = '/api/admin/fund/reconcile/getList';
const get = (url: string, token: string | undefined) => ctx.call({ method: 'GET', url, token });

let serial = 0;
const orderNo = () => `2026010100${String(++serial).padStart(4, '0')}000099`;
const agent2Customer = () => ({ agentId: ctx.ids.agent2Id, customerId: ctx.ids.customers.agent2Phone });

/** An order of the agent-2 customer waiting for payment since `at`. */
async function waitingOrder(at: Date) {
  const no = orderNo();
  await ctx.db
    .insertInto('orders')
    .values({
      order_no: no,
      agent_id: ctx.ids.agent2Id,
      customer_id: ctx.ids.customers.agent2Phone,
      order_type: 30,
      subject_id: 0,
      title: '账户余额充值 ¥88.00',
      amount: 8_800,
      original_amount: 8_800,
      pay_amount: 8_800,
      pay_type: 'alipay',
      is_pay: 0,
      created_at: at,
    })
    .execute();
  return no;
}

/** A stored gateway notify (as notify-log.ts keeps them). */
function notify(input: { orderNo: string; transactionId: string; amount: number; outcome: string }) {
  return ctx.db
    .insertInto('payment_notifies')
    .values({
      provider: 'sandbox',
      order_no: input.orderNo,
      transaction_id: input.transactionId,
      amount: input.amount,
      outcome: input.outcome,
      payload: '{}',
    })
    .execute();
}

describe('payment fund (platform)', () => {
  it("lists every tenant's paid orders with filters, and totals them per channel and per day", async () => {
    const at = new Date('2026-01-05T10:00:00Z');
    const paid = orderNo();
    await seedRecharge(ctx.db, agent2Customer(), { orderNo: paid, amount: 12_300, payType: 'alipay', at });
    await waitingOrder(new Date());
    const admin = await ctx.loginAdmin();

    const all = await get(`${PAYMENTS}?limit=100`, admin);
    expect(all.body.code).toBe(0);
    expect(all.body.data.every((row: { pay_time: string }) => row.pay_time !== '')).toBe(true);
    expect(new Set(all.body.data.map((row: { agent_id: number }) => row.agent_id))).toEqual(
      new Set([ctx.ids.agent1Id, ctx.ids.agent2Id]),
    );
    const day = await get(`${PAYMENTS}?start_date=2026-01-05&end_date=2026-01-05`, admin);
    expect(day.body).toMatchObject({
      count: 1,
      data: [
        {
          order_no: paid,
          pay_amount: 12_300,
          pay_type: 'alipay',
          agent_name: DEMO.agent2.name,
          customer_login: DEMO.agent2Customers.phone,
          transaction_id: `SEED${paid}`,
        },
      ],
    });
    const channel = await get(`${PAYMENTS}?pay_type=alipay&agent_id=${ctx.ids.agent2Id}&limit=100`, admin);
    expect(channel.body.data.map((row: { order_no: string }) => row.order_no)).toContain(paid);
    expect(
      channel.body.data.every(
        (row: { pay_type: string; agent_id: number }) =>
          row.pay_type === 'alipay' && row.agent_id === ctx.ids.agent2Id,
      ),
    ).toBe(true);
    const keyword = await get(`${PAYMENTS}?keyword=${paid}`, admin);
    expect(keyword.body.count).toBe(1);

    // totals: the SQL sums equal the rows they sum
    const summary = await get(SUMMARY, admin);
    const rows = (await get(`${PAYMENTS}?limit=100`, admin)).body.data as {
      pay_amount: number;
      pay_type: string;
    }[];
    expect(summary.body.data.total).toEqual({
      count: rows.length,
      amount: rows.reduce((sum, row) => sum + row.pay_amount, 0),
    });
    const alipay = rows.filter((row) => row.pay_type === 'alipay');
    expect(summary.body.data.by_channel).toContainEqual({
      pay_type: 'alipay',
      count: alipay.length,
      amount: alipay.reduce((sum, row) => sum + row.pay_amount, 0),
    });
    const oneDay = await get(`${SUMMARY}?start_date=2026-01-05&end_date=2026-01-05`, admin);
    expect(oneDay.body.data).toEqual({
      total: { count: 1, amount: 12_300 },
      by_channel: [{ pay_type: 'alipay', count: 1, amount: 12_300 }],
      by_day: [{ day: '2026-01-05', count: 1, amount: 12_300 }],
    });
  });

  it('reconciles: orders paid twice, notifies without an order, orders waiting past their payment link', async () => {
    const admin = await ctx.loginAdmin();
    const paid = orderNo();
    await seedRecharge(ctx.db, agent2Customer(), {
      orderNo: paid,
      amount: 5_000,
      payType: 'wechat',
      at: new Date(),
    });
    // a retried notify of the same payment is not a second payment; another transaction id is
    await notify({ orderNo: paid, transactionId: `SEED${paid}`, amount: 5_000, outcome: 'duplicate' });
    await notify({ orderNo: paid, transactionId: 'SECOND-PAYMENT', amount: 5_000, outcome: 'duplicate' });
    await notify({ orderNo: '999999', transactionId: 'NOBODY', amount: 700, outcome: 'unknown order' });
    const stale = await waitingOrder(new Date(Date.now() - 2 * 3_600_000));
    const fresh = await waitingOrder(new Date());

    const twice = await get(`${RECONCILE}?kind=paid_twice`, admin);
    expect(twice.body.data).toEqual([
      expect.objectContaining({
        order_no: paid,
        amount: 5_000,
        reference: 'SECOND-PAYMENT',
        agent_name: DEMO.agent2.name,
        customer_nickname: '王先生',
      }),
    ]);
    // paid_twice is the view's first
    expect((await get(RECONCILE, admin)).body.data).toEqual(twice.body.data);
    const orphans = await get(`${RECONCILE}?kind=orphan_notify`, admin);
    expect(orphans.body.data).toEqual([
      expect.objectContaining({ order_no: '999999', amount: 700, reference: 'NOBODY', agent_name: '' }),
    ]);
    const pending = await get(`${RECONCILE}?kind=stale_pending&limit=100`, admin);
    const numbers = pending.body.data.map((row: { order_no: string }) => row.order_no);
    expect(numbers).toContain(stale);
    expect(numbers).not.toContain(fresh);
  });

  it('refuses bad input with a clear message', async () => {
    const admin = await ctx.loginAdmin();
    const cases: [string, string][] = [
      [`${PAYMENTS}?pay_type=cash`, 'pay_type must be wechat, alipay or bank'],
      [`${PAYMENTS}?start_date=2026-02-30`, 'must be a date written YYYY-MM-DD'],
      [`${SUMMARY}?start_date=2026-03-02&end_date=2026-03-01`, 'start_date must not be after end_date'],
      [`${PAYMENTS}?agent_id=0`, 'agent_id must be an agent id'],
      [`${RECONCILE}?kind=lost`, 'kind must be paid_twice, orphan_notify or stale_pending'],
    ];
    for (const [url, message] of cases) {
      const answer = await get(url, admin);
      expect([url, answer.status, answer.body.msg]).toEqual([url, 400, expect.stringContaining(message)]);
    }
    const zh = await ctx.call({
      method: 'GET',
      url: `${PAYMENTS}?pay_type=cash`,
      token: admin,
      headers: { 'accept-language': 'zh_CN' },
    });
    expect(zh.body.msg).toContain('pay_type 必须是 wechat、alipay 或 bank');
  });

  it('is the platform staff’s with the permission of each page', async () => {
    for (const url of [PAYMENTS, SUMMARY, `${RECONCILE}?kind=paid_twice`]) {
      expect((await get(url, undefined)).status).toBe(401);
      expect((await get(url, await ctx.loginAgent())).status).toBe(403);
      expect((await get(url, await ctx.loginCustomer())).status).toBe(403);
      expect((await get(url, await ctx.loginAdmin(DEMO.operator))).status).toBe(200);
    }
    await withdrawPermission(ctx.db, ROLE.platformOperator, Permission.admin.fundPayment);
    const operator = await ctx.loginAdmin(DEMO.operator);
    expect((await get(PAYMENTS, operator)).status).toBe(403);
    expect((await get(SUMMARY, operator)).status).toBe(403);
    expect((await get(`${RECONCILE}?kind=paid_twice`, operator)).status).toBe(200);
    await withdrawPermission(ctx.db, ROLE.platformOperator, Permission.admin.fundReconcile);
    expect((await get(`${RECONCILE}?kind=paid_twice`, await ctx.loginAdmin(DEMO.operator))).status).toBe(403);
  });
});
