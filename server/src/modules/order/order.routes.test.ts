import { describe, expect, it } from 'vitest';
import { DEMO } from '#server/seed/demo.ts';
import { useTestContext } from '#server/test/harness.ts';
import { BASE, orderCalls } from './order.test-helpers.ts';

const ctx = useTestContext();
const { plansOf, buy, orderCount, signedNotify, notify } = orderCalls(ctx);

describe('orders and invoices', () => {
  it("lists the customer's own orders with paging and filters; another customer's order is not found", async () => {
    const token = await ctx.loginCustomer(DEMO.agent1Customers.phone);
    const [plan, yearly] = await plansOf(token);
    await buy(token, plan);
    await buy(token, yearly);
    const page = await ctx.call({ method: 'GET', url: `${BASE}/getList?page=1&limit=1&is_pay=0`, token });
    expect(page.body.data).toHaveLength(1);
    expect(page.body.count).toBeGreaterThanOrEqual(2);
    const byKeyword = await ctx.call({
      method: 'GET',
      url: `${BASE}/getList?keyword=${encodeURIComponent('年卡')}`,
      token,
    });
    expect((byKeyword.body.data as { title: string }[]).every((row) => row.title.includes('年卡'))).toBe(
      true,
    );

    const mine = (page.body.data as { order_no: string }[])[0].order_no;
    const other = await ctx.loginCustomer(DEMO.agent2Customers.phone);
    for (const url of [`${BASE}/getOrderInfo?order_no=${mine}`, `${BASE}/getPayStatus?order_no=${mine}`]) {
      const answer = await ctx.call({ method: 'GET', url, token: other });
      expect([answer.status, answer.body.msg]).toEqual([404, 'order not found']);
    }
    const payOther = await ctx.call({
      method: 'POST',
      url: `${BASE}/payOrder`,
      token: other,
      payload: { order_no: mine },
    });
    expect(payOther.status).toBe(404);
    const listOther = await ctx.call({ method: 'GET', url: `${BASE}/getList`, token: other });
    expect((listOther.body.data as { order_no: string }[]).some((row) => row.order_no === mine)).toBe(false);
  });

  it('takes an invoice request for a paid order only, checks the company tax number, and locks it once issued', async () => {
    const token = await ctx.loginCustomer(DEMO.agent1Customers.phone);
    const [plan] = await plansOf(token);
    const { order_no } = (await buy(token, plan)).body.data as { order_no: string };
    const invoice = {
      order_no,
      title: '星河活动科技有限公司',
      type: 2,
      tax_number: '91310000MA1FL0000X',
      email: 'finance@example.com',
    };
    const unpaid = await ctx.call({ method: 'POST', url: `${BASE}/postInvoice`, token, payload: invoice });
    expect([unpaid.status, unpaid.body.msg]).toEqual([400, 'only a paid order can be invoiced']);

    await notify(signedNotify(order_no, plan.agent_price));
    const noTaxNumber = await ctx.call({
      method: 'POST',
      url: `${BASE}/postInvoice`,
      token,
      payload: { ...invoice, tax_number: '' },
    });
    expect(noTaxNumber.body.msg).toBe(
      'tax_number: a company invoice needs a tax number of 15 to 20 letters and digits',
    );
    expect(await ctx.db.selectFrom('invoices').selectAll().execute()).toHaveLength(0);

    const requested = await ctx.call({ method: 'POST', url: `${BASE}/postInvoice`, token, payload: invoice });
    expect(requested.body.msg).toBe('invoice requested');
    expect((requested.body.data as { invoice: unknown }).invoice).toEqual({
      title: invoice.title,
      tax_number: invoice.tax_number,
      type: 2,
      email: invoice.email,
      status: 0,
      reject_reason: '',
      invoice_no: '',
      issue_time: '',
    });
    const edited = await ctx.call({
      method: 'POST',
      url: `${BASE}/postInvoice`,
      token,
      payload: { ...invoice, type: 1, title: '张经理' },
    });
    expect((edited.body.data as { invoice: { title: string; tax_number: string } }).invoice).toMatchObject({
      title: '张经理',
      tax_number: '',
    });

    await ctx.db.updateTable('invoices').set({ status: 1 }).execute();
    const locked = await ctx.call({ method: 'POST', url: `${BASE}/postInvoice`, token, payload: invoice });
    expect([locked.status, locked.body.msg]).toEqual([
      400,
      'the invoice has been issued and can no longer be changed',
    ]);
  });
});

const invoiceCount = async () => (await ctx.db.selectFrom('invoices').select('id').execute()).length;

describe('every customer order endpoint', () => {
  const endpoints = [
    { method: 'POST' as const, url: `${BASE}/payOrder`, payload: { order_no: 'X', new_pay: 1 } },
    { method: 'GET' as const, url: `${BASE}/getPayStatus?order_no=X` },
    { method: 'GET' as const, url: `${BASE}/getOrderInfo?order_no=X` },
    { method: 'GET' as const, url: `${BASE}/getList` },
    {
      method: 'POST' as const,
      url: `${BASE}/postInvoice`,
      payload: { order_no: 'X', title: 't', type: 1, email: 'a@example.com' },
    },
  ];

  it('needs a customer session: -2 without one, 403 for an agent or an admin', async () => {
    const agent = await ctx.loginAgent();
    const admin = await ctx.loginAdmin();
    for (const endpoint of endpoints) {
      const anonymous = await ctx.call(endpoint);
      expect([endpoint.url, anonymous.status, anonymous.body.code]).toEqual([endpoint.url, 401, -2]);
      for (const token of [agent, admin]) {
        const staff = await ctx.call({ ...endpoint, token });
        expect([endpoint.url, staff.status]).toEqual([endpoint.url, 403]);
      }
    }
  });

  it('refuses bad input naming the field, writing nothing', async () => {
    const token = await ctx.loginCustomer();
    const before = await orderCount();
    const invoicesBefore = await invoiceCount();
    const cases: [Parameters<typeof ctx.call>[0], string][] = [
      [{ method: 'POST', url: `${BASE}/payOrder`, payload: {} }, 'order_no'],
      [{ method: 'POST', url: `${BASE}/payOrder`, payload: { order_no: 'X', pay_type: 'cash' } }, 'pay_type'],
      [{ method: 'GET', url: `${BASE}/getPayStatus` }, 'order_no'],
      [{ method: 'GET', url: `${BASE}/getOrderInfo?order_no=` }, 'order_no'],
      [{ method: 'GET', url: `${BASE}/getList?limit=101` }, 'limit'],
      [{ method: 'GET', url: `${BASE}/getList?is_pay=2` }, 'is_pay'],
      [
        { method: 'POST', url: `${BASE}/postInvoice`, payload: { order_no: 'X', type: 1, title: 't' } },
        'email',
      ],
      [
        {
          method: 'POST',
          url: `${BASE}/postInvoice`,
          payload: { order_no: 'X', type: 3, title: 't', email: 'a@example.com' },
        },
        'type',
      ],
    ];
    for (const [request, field] of cases) {
      const answer = await ctx.call({ ...request, token });
      expect([request.url, answer.status]).toEqual([request.url, 400]);
      expect(answer.body.msg).toContain(field);
    }
    expect(await orderCount()).toBe(before);
    expect(await invoiceCount()).toBe(invoicesBefore);
  });

  it("does not take an invoice request for another customer's paid order", async () => {
    const token = await ctx.loginCustomer(DEMO.agent1Customers.phone);
    const [plan] = await plansOf(token);
    const { order_no } = (await buy(token, plan)).body.data as { order_no: string };
    await notify(signedNotify(order_no, plan.agent_price));
    const invoicesBefore = await invoiceCount();
    for (const other of [DEMO.agent1Customers.email, DEMO.agent2Customers.phone]) {
      const answer = await ctx.call({
        method: 'POST',
        url: `${BASE}/postInvoice`,
        token: await ctx.loginCustomer(other),
        payload: { order_no, title: '张经理', type: 1, email: 'a@example.com' },
      });
      expect([answer.status, answer.body.msg]).toEqual([404, 'order not found']);
    }
    expect(await invoiceCount()).toBe(invoicesBefore);
  });
});
