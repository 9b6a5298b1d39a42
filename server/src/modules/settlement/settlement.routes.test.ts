import { describe, expect, it } from 'vitest';
import { orderCalls } from '#server/modules/order/order.test-helpers.ts';
import { DEMO } from '#server/seed/demo.ts';
import { countRows, useTestContext } from '#server/test/harness.ts';
import { MARKUP, settlementCalls } from './settlement.test-helpers.ts';

const ctx = useTestContext();
const { plansOf, buy, signedNotify, notify } = orderCalls(ctx);
const { books, markUp, gatewaySale } = settlementCalls(ctx);

const ADMIN = '/api/admin/fund/settlement';
const AGENT = '/api/agent/settlement';
const get = (url: string, token: string | undefined) => ctx.call({ method: 'GET', url, token });
const post = (url: string, token: string | undefined, payload: Record<string, unknown>) =>
  ctx.call({ method: 'POST', url, token, payload });

describe('the reseller ledger', () => {
  it('books a gateway sale: wholesale to the platform, the margin owed to the agent; both consoles see it', async () => {
    const before = await books(ctx.ids.agent1Id);
    const sale = await gatewaySale();
    expect(sale.wholesale_amount).toBe(sale.wholesale);
    const entry = await ctx.db
      .selectFrom('agent_ledger')
      .selectAll()
      .where('order_id', '=', sale.id)
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({
      agent_id: ctx.ids.agent1Id,
      kind: 'sale',
      gross: sale.wholesale + MARKUP,
      wholesale: sale.wholesale,
      margin: MARKUP,
      collected_by: 'platform',
      amount: MARKUP,
      balance_after: before + MARKUP,
    });
    expect(await books(ctx.ids.agent1Id)).toBe(before + MARKUP);

    const admin = await ctx.loginAdmin();
    const list = await get(
      `${ADMIN}/getList?page=1&limit=20&keyword=${encodeURIComponent(DEMO.agent1.name)}`,
      admin,
    );
    expect(list.body.data).toEqual([
      expect.objectContaining({
        agent_id: ctx.ids.agent1Id,
        balance: before + MARKUP,
        month_margin: expect.any(Number),
      }),
    ]);
    expect(list.body.data[0].month_sales).toBeGreaterThanOrEqual(1);
    // the platform's own site is not a reseller: it is never listed
    const all = await get(`${ADMIN}/getList?page=1&limit=100`, admin);
    expect(all.body.data.map((row: { agent_id: number }) => row.agent_id)).not.toContain(
      ctx.ids.platformAgentId,
    );
    const summary = await get(`${ADMIN}/getSummary`, admin);
    expect(summary.body.data.payable).toBeGreaterThanOrEqual(before + MARKUP);

    const agent = await ctx.loginAgent();
    const account = await get(`${AGENT}/getAccount`, agent);
    expect(account.body.data).toMatchObject({ agent_id: ctx.ids.agent1Id, balance: before + MARKUP });
    const entries = await get(`${AGENT}/getEntries?page=1&limit=5&kind=sale`, agent);
    expect(entries.body.data[0]).toMatchObject({
      kind: 'sale',
      order_no: sale.orderNo,
      gross: sale.pay_amount,
      margin: MARKUP,
      collected_by: 'platform',
    });
    const months = await get(`${AGENT}/getMonths`, agent);
    expect(months.body).toMatchObject({ code: 0 });
    const month = entries.body.data[0].create_time.slice(0, 7);
    expect(months.body.data[0]).toMatchObject({ closing_balance: before + MARKUP });
    expect(months.body.data[0].month).toMatch(/^\d{4}-\d{2}$/);
    // the month filter (the platform's calendar) holds the sale; an empty month holds nothing
    const inMonth = await get(
      `${ADMIN}/getEntries?page=1&limit=5&agent_id=${ctx.ids.agent1Id}&month=${months.body.data[0].month}`,
      admin,
    );
    expect(inMonth.body.data.map((row: { order_no: string }) => row.order_no)).toContain(sale.orderNo);
    const empty = await get(
      `${ADMIN}/getEntries?page=1&limit=5&agent_id=${ctx.ids.agent1Id}&month=2001-01`,
      admin,
    );
    expect([empty.body.data, empty.body.count]).toEqual([[], 0]);
    expect(month).toMatch(/^\d{4}-\d{2}$/);
  });

  it('refunds give back the margin’s share; refunds adding up to the whole give back the whole margin', async () => {
    const sale = await gatewaySale();
    const before = await books(ctx.ids.agent1Id);
    const admin = await ctx.loginAdmin();
    const third = Math.floor(sale.pay_amount / 3);
    for (const amount of [third, third, sale.pay_amount - 2 * third]) {
      const answer = await post('/api/admin/order/refund', admin, {
        id: sale.id,
        amount,
        reason: '结算测试',
      });
      expect(answer.body.code).toBe(0);
    }
    const refunds = await ctx.db
      .selectFrom('agent_ledger')
      .select(['gross', 'wholesale', 'margin', 'amount'])
      .where('order_id', '=', sale.id)
      .where('kind', '=', 'refund')
      .orderBy('id')
      .execute();
    expect(refunds).toHaveLength(3);
    expect(refunds.reduce((sum, row) => sum + row.gross, 0)).toBe(sale.pay_amount);
    expect(refunds.reduce((sum, row) => sum + row.wholesale, 0)).toBe(sale.wholesale);
    expect(refunds.reduce((sum, row) => sum + row.margin, 0)).toBe(MARKUP);
    for (const row of refunds) expect(row.amount).toBe(-row.margin);
    expect(await books(ctx.ids.agent1Id)).toBe(before - MARKUP);
  });

  it('books a bank transfer to the agent’s account as collected by the agent: it owes the wholesale', async () => {
    const wholesale = await markUp();
    const customer = await ctx.loginCustomer();
    const plan = (await plansOf(customer)).find((row) => row.agent_price === wholesale + MARKUP);
    if (!plan) throw new Error('the marked-up plan is not on sale');
    const orderNo = (await buy(customer, plan)).body.data.order_no as string;
    const reported = await post('/api/customer/customerOrder/payBankOrder', customer, {
      order_no: orderNo,
      payer_name: '张经理',
      account_tail: '6789',
    });
    expect(reported.body.code).toBe(0);
    const transfer = await ctx.db
      .selectFrom('bank_transfers')
      .innerJoin('orders', 'orders.id', 'bank_transfers.order_id')
      .select(['bank_transfers.id', 'orders.id as order_id'])
      .where('orders.order_no', '=', orderNo)
      .executeTakeFirstOrThrow();
    const before = await books(ctx.ids.agent1Id);
    const confirmed = await post('/api/agent/order/reviewBankTransfer', await ctx.loginAgent(), {
      id: transfer.id,
      action: 'confirm',
    });
    expect(confirmed.body.code).toBe(0);
    const entry = await ctx.db
      .selectFrom('agent_ledger')
      .selectAll()
      .where('order_id', '=', transfer.order_id)
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ collected_by: 'agent', margin: MARKUP, wholesale, amount: -wholesale });
    expect(await books(ctx.ids.agent1Id)).toBe(before - wholesale);
  });

  it('books no recharge (the customer’s own money) and no sale of the platform’s own site', async () => {
    const token = await ctx.loginCustomer();
    const entries = await countRows(ctx.db, 'agent_ledger');
    const created = await post('/api/customer/customerOrder/payment', token, {
      amount: 1000,
      pay_type: 'wechat',
    });
    const orderNo = created.body.data.order_no as string;
    expect((await notify(signedNotify(orderNo, 1000))).status).toBe(200);
    const order = await ctx.db
      .selectFrom('orders')
      .select(['is_pay', 'wholesale_amount'])
      .where('order_no', '=', orderNo)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ is_pay: 1, wholesale_amount: null });
    expect(await countRows(ctx.db, 'agent_ledger')).toBe(entries);
  });
});

describe('settlement payments', () => {
  it('pays the agent what it is owed, never more; concurrent payments never pass zero', async () => {
    await gatewaySale();
    const admin = await ctx.loginAdmin();
    const balance = await books(ctx.ids.agent1Id);
    expect(balance).toBeGreaterThan(0);
    const entries = await countRows(ctx.db, 'agent_ledger');

    const tooMuch = await post(`${ADMIN}/payout`, admin, {
      agent_id: ctx.ids.agent1Id,
      direction: 'to_agent',
      amount: balance + 1,
      reference: 'BANK-1',
    });
    expect([tooMuch.status, tooMuch.body.msg]).toEqual([
      400,
      `the payment is more than the platform owes the agent (¥${(balance / 100).toFixed(2)})`,
    ]);
    const backwards = await post(`${ADMIN}/payout`, admin, {
      agent_id: ctx.ids.agent1Id,
      direction: 'from_agent',
      amount: 1,
      reference: 'BANK-1',
    });
    expect(backwards.status).toBe(400);
    for (const bad of [
      { agent_id: ctx.ids.agent1Id, direction: 'to_agent', amount: 0, reference: 'X' },
      { agent_id: ctx.ids.agent1Id, direction: 'sideways', amount: 1, reference: 'X' },
      { agent_id: ctx.ids.agent1Id, direction: 'to_agent', amount: 1, reference: ' ' },
      { agent_id: ctx.ids.agent1Id, direction: 'to_agent', amount: 1.5, reference: 'X' },
    ]) {
      expect((await post(`${ADMIN}/payout`, admin, bad)).status).toBe(400);
    }
    const unknown = await post(`${ADMIN}/payout`, admin, {
      agent_id: 999_999,
      direction: 'to_agent',
      amount: 1,
      reference: 'X',
    });
    expect([unknown.status, unknown.body.msg]).toEqual([404, 'agent not found']);
    const own = await post(`${ADMIN}/payout`, admin, {
      agent_id: ctx.ids.platformAgentId,
      direction: 'to_agent',
      amount: 1,
      reference: 'X',
    });
    expect(own.status).toBe(404);
    expect(await countRows(ctx.db, 'agent_ledger')).toBe(entries);

    // five payments of 30% each at once: three fit, the others are refused; the balance never goes below zero
    const part = Math.floor(balance * 0.3);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        post(`${ADMIN}/payout`, admin, {
          agent_id: ctx.ids.agent1Id,
          direction: 'to_agent',
          amount: part,
          reference: `BANK-${index}`,
          note: '月度结算',
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(2);
    const after = await books(ctx.ids.agent1Id);
    expect(after).toBe(balance - 3 * part);
    const payouts = await get(
      `${ADMIN}/getEntries?page=1&limit=5&agent_id=${ctx.ids.agent1Id}&kind=payout`,
      admin,
    );
    expect(payouts.body.data[0]).toMatchObject({ kind: 'payout', amount: -part, note: '月度结算' });
    const audit = await ctx.db
      .selectFrom('audit_logs')
      .select('status_code')
      .where('route', '=', `${ADMIN}/payout`)
      .where('status_code', '=', 200)
      .execute();
    expect(audit).toHaveLength(3);
  });
});

describe('who may read and write the ledger', () => {
  it('answers no session, the wrong audience, a missing permission and another team’s ledger', async () => {
    expect((await get(`${AGENT}/getAccount`, undefined)).status).toBe(401);
    expect((await get(`${ADMIN}/getList?page=1&limit=20`, await ctx.loginAgent())).status).toBe(403);
    expect((await get(`${AGENT}/getAccount`, await ctx.loginCustomer())).status).toBe(403);
    // agent staff lack the team's settlement; the platform operator may read but not pay
    expect((await get(`${AGENT}/getAccount`, await ctx.loginAgent(DEMO.agentStaff))).status).toBe(403);
    const operator = await ctx.loginAdmin(DEMO.operator);
    expect((await get(`${ADMIN}/getList?page=1&limit=20`, operator)).status).toBe(200);
    const entries = await countRows(ctx.db, 'agent_ledger');
    const refused = await post(`${ADMIN}/payout`, operator, {
      agent_id: ctx.ids.agent1Id,
      direction: 'to_agent',
      amount: 1,
      reference: 'X',
    });
    expect(refused.status).toBe(403);
    expect(await countRows(ctx.db, 'agent_ledger')).toBe(entries);
    // a team reads its own ledger: naming another agent is not found
    const agent = await ctx.loginAgent();
    const other = await get(`${AGENT}/getEntries?page=1&limit=5&agent_id=${ctx.ids.agent2Id}`, agent);
    expect([other.status, other.body.msg]).toEqual([404, 'agent not found']);
    // the platform names the agent
    const admin = await ctx.loginAdmin();
    expect((await get(`${ADMIN}/getMonths`, admin)).status).toBe(400);
    expect((await get(`${ADMIN}/getMonths?agent_id=999999`, admin)).status).toBe(404);
    expect(
      (await get(`${ADMIN}/getEntries?page=1&limit=5&agent_id=${ctx.ids.agent1Id}&month=2026-13`, admin))
        .status,
    ).toBe(400);
  });
});
