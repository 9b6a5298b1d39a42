import { describe, expect, it } from 'vitest';
import { DEMO } from '#server/seed/demo.ts';
import { useTestContext } from '#server/test/harness.ts';
import { orderCalls } from './order.test-helpers.ts';

const ctx = useTestContext();
const { signedNotify, notify } = orderCalls(ctx);
const BASE = '/api/customer/customerOrder';
const REVIEW = '/api/agent/order/reviewBankTransfer';

/** A fresh unpaid VIP order of the customer (the cheapest plan of their site). */
async function unpaidOrder(token: string): Promise<{ order_no: string; pay_amount: number }> {
  const plans = (await ctx.call({ method: 'GET', url: `${BASE}/getVipList`, token })).body.data as {
    id: number;
    agent_price: number;
  }[];
  const plan = plans[0];
  const { body } = await ctx.call({
    method: 'POST',
    url: `${BASE}/payVipOrder`,
    token,
    payload: { order_type: 17, vip_id: plan.id, amount: plan.agent_price, pay_amount: plan.agent_price },
  });
  expect(body.code).toBe(0);
  return body.data as { order_no: string; pay_amount: number };
}

const payBank = (token: string | undefined, payload: Record<string, unknown>) =>
  ctx.call({ method: 'POST', url: `${BASE}/payBankOrder`, token, payload });

const transferCount = async () =>
  Number(
    (
      await ctx.db
        .selectFrom('bank_transfers')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function transferOf(orderNo: string) {
  return ctx.db
    .selectFrom('bank_transfers')
    .innerJoin('orders', 'orders.id', 'bank_transfers.order_id')
    .select(['bank_transfers.id', 'bank_transfers.status', 'orders.is_pay', 'orders.customer_id'])
    .where('orders.order_no', '=', orderNo)
    .orderBy('bank_transfers.id', 'desc')
    .executeTakeFirstOrThrow();
}

/** The order as the agent's console order list shows it. */
const agentListed = (token: string, orderNo: string) =>
  ctx.call({ method: 'GET', url: `/api/agent/order/getList?page=1&limit=20&keyword=${orderNo}`, token });

describe('the site’s receiving bank account', () => {
  it('is shown to the site’s customers; -2 without a session, 403 for staff', async () => {
    const own = await ctx.call({
      method: 'GET',
      url: `${BASE}/getBankAccount`,
      token: await ctx.loginCustomer(),
    });
    expect(own.body.data).toEqual({
      account_name: '杭州星河活动科技有限公司',
      bank_name: '招商银行杭州分行营业部',
      account_no: '571908765410802',
    });
    const agent2 = await ctx.call({
      method: 'GET',
      url: `${BASE}/getBankAccount`,
      token: await ctx.loginCustomer(DEMO.agent2Customers.phone),
    });
    expect((agent2.body.data as { bank_name: string }).bank_name).toBe('中国工商银行深圳福田支行');
    const anonymous = await ctx.call({ method: 'GET', url: `${BASE}/getBankAccount` });
    expect([anonymous.status, anonymous.body.code]).toEqual([401, -2]);
    const staff = await ctx.call({
      method: 'GET',
      url: `${BASE}/getBankAccount`,
      token: await ctx.loginAgent(),
    });
    expect(staff.status).toBe(403);
  });

  it('is set by the agent for its own site only, with checked input', async () => {
    const token = await ctx.loginAgent();
    const get = (t?: string) => ctx.call({ method: 'GET', url: '/api/agent/site/getBankAccount', token: t });
    expect((await get(token)).body.data).toMatchObject({ account_no: '571908765410802' });
    const bad = await ctx.call({
      method: 'POST',
      url: '/api/agent/site/saveBankAccount',
      token,
      payload: { account_name: '星河', bank_name: '招商银行', account_no: 'abc' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/account_no/);
    // 8 characters but 2 digits: the stored number would be "12" (the bad-input suite: it was a 500)
    const spaced = await ctx.call({
      method: 'POST',
      url: '/api/agent/site/saveBankAccount',
      token,
      payload: { account_name: '星河', bank_name: '招商银行', account_no: '1      2' },
    });
    expect([spaced.status, spaced.body.msg]).toEqual([400, 'account_no: account_no must be 8 to 32 digits']);
    expect((await get(token)).body.data).toMatchObject({ account_no: '571908765410802' });
    const saved = await ctx.call({
      method: 'POST',
      url: '/api/agent/site/saveBankAccount',
      token,
      payload: {
        account_name: '杭州星河活动科技有限公司',
        bank_name: '招商银行',
        account_no: '6214 8301 2345 6789',
      },
    });
    expect(saved.body).toMatchObject({
      code: 0,
      data: { bank_name: '招商银行', account_no: '6214830123456789' },
    });
    // the other team's account is untouched
    const agent2 = await ctx.db
      .selectFrom('agent_bank_accounts')
      .select('account_no')
      .where('agent_id', '=', ctx.ids.agent2Id)
      .executeTakeFirstOrThrow();
    expect(agent2.account_no).toBe('4000023409200187654');
    expect((await get(undefined)).status).toBe(401);
    expect((await get(await ctx.loginCustomer())).status).toBe(403);
    expect((await get(await ctx.loginAgent(DEMO.agentStaff))).status).toBe(403);
    await ctx.call({
      method: 'POST',
      url: '/api/agent/site/saveBankAccount',
      token,
      payload: {
        account_name: '杭州星河活动科技有限公司',
        bank_name: '招商银行杭州分行营业部',
        account_no: '571908765410802',
      },
    });
  });
});

describe('POST payBankOrder', () => {
  it('records the transfer as awaiting confirmation; the order stays unpaid and lists the status', async () => {
    const token = await ctx.loginCustomer();
    const order = await unpaidOrder(token);
    const { body } = await payBank(token, {
      order_no: order.order_no,
      payer_name: '张经理',
      account_tail: '6789',
    });
    expect(body.code).toBe(0);
    expect(body.msg).toBe('transfer submitted, awaiting confirmation');
    expect(body.data).toMatchObject({
      order_no: order.order_no,
      is_pay: 0,
      pay_type: 'bank',
      bank_transfer: { status: 'pending', payer_name: '张经理', account_tail: '6789' },
    });
    const list = await ctx.call({ method: 'GET', url: `${BASE}/getList?page=1&limit=10`, token });
    const listed = (list.body.data as { order_no: string; bank_transfer: { status: string } | null }[]).find(
      (row) => row.order_no === order.order_no,
    );
    expect(listed?.bank_transfer?.status).toBe('pending');
    // one transfer at a time
    const again = await payBank(token, {
      order_no: order.order_no,
      payer_name: '张经理',
      account_tail: '6789',
    });
    expect([again.status, again.body.msg]).toEqual([
      400,
      'a transfer of this order is already awaiting confirmation',
    ]);
  });

  it('needs a customer session: -2 without one, 403 for staff', async () => {
    const payload = { order_no: 'x', payer_name: 'a', account_tail: '1234' };
    const anonymous = await payBank(undefined, payload);
    expect([anonymous.status, anonymous.body.code]).toEqual([401, -2]);
    expect((await payBank(await ctx.loginAgent(), payload)).status).toBe(403);
  });

  it('answers 404 for another tenant’s order and writes nothing', async () => {
    const order = await unpaidOrder(await ctx.loginCustomer());
    const before = await transferCount();
    const foreign = await payBank(await ctx.loginCustomer(DEMO.agent2Customers.phone), {
      order_no: order.order_no,
      payer_name: '王先生',
      account_tail: '1234',
    });
    expect(foreign.status).toBe(404);
    // another customer of the same site
    const sameSite = await payBank(await ctx.loginCustomer(DEMO.agent1Customers.email), {
      order_no: order.order_no,
      payer_name: '李女士',
      account_tail: '1234',
    });
    expect(sameSite.status).toBe(404);
    expect(await transferCount()).toBe(before);
  });

  it('refuses bad input, naming the field, and writes nothing', async () => {
    const token = await ctx.loginCustomer();
    const order = await unpaidOrder(token);
    const before = await transferCount();
    const tail = await payBank(token, {
      order_no: order.order_no,
      payer_name: '张经理',
      account_tail: '12a',
    });
    expect([tail.status, tail.body.msg]).toEqual([
      400,
      'account_tail: account_tail must be the last 4 digits of the paying account',
    ]);
    const payer = await payBank(token, { order_no: order.order_no, payer_name: ' ', account_tail: '1234' });
    expect(payer.body.msg).toBe('payer_name: payer_name is required');
    const voucher = await payBank(token, {
      order_no: order.order_no,
      payer_name: '张经理',
      account_tail: '1234',
      voucher: `customer/${ctx.ids.agent1Id}/${ctx.ids.customers.agent1Email}/2026/01/01/x.png`,
    });
    expect([voucher.status, voucher.body.msg]).toEqual([
      400,
      'voucher: an image must be your own upload or an http(s) link',
    ]);
    expect(await transferCount()).toBe(before);
  });

  it('refuses a paid order and a site without a bank account', async () => {
    const token = await ctx.loginCustomer(DEMO.agent2Customers.email);
    const order = await unpaidOrder(token);
    const agentToken = await ctx.loginAgent();
    await ctx.call({
      method: 'POST',
      url: '/api/agent/BasicInfo/changeTeam',
      token: agentToken,
      payload: { opid: ctx.ids.agent2Id },
    });
    const cleared = await ctx.call({
      method: 'POST',
      url: '/api/agent/site/saveBankAccount',
      token: agentToken,
      payload: { clear: 1 },
    });
    expect(cleared.body).toMatchObject({ code: 0, data: null });
    const none = await payBank(token, { order_no: order.order_no, payer_name: '赵总', account_tail: '1234' });
    expect([none.status, none.body.msg]).toEqual([400, 'this site does not accept bank transfers']);
    expect((await ctx.call({ method: 'GET', url: `${BASE}/getBankAccount`, token })).body.data).toBeNull();
    await ctx.call({
      method: 'POST',
      url: '/api/agent/site/saveBankAccount',
      token: agentToken,
      payload: {
        account_name: '深圳云端会务服务有限公司',
        bank_name: '中国工商银行深圳福田支行',
        account_no: '4000023409200187654',
      },
    });
    await ctx.call({
      method: 'POST',
      url: '/api/agent/BasicInfo/changeTeam',
      token: agentToken,
      payload: { opid: ctx.ids.agent1Id },
    });
  });
});

describe('POST /api/agent/order/reviewBankTransfer', () => {
  it('confirms a transfer exactly once: the order is paid and the VIP granted through applyPayment', async () => {
    const customerToken = await ctx.loginCustomer();
    const order = await unpaidOrder(customerToken);
    await payBank(customerToken, { order_no: order.order_no, payer_name: '张经理', account_tail: '6789' });
    const { id } = await transferOf(order.order_no);
    const token = await ctx.loginAgent();
    const listed = await agentListed(token, order.order_no);
    expect(listed.body.data[0]).toMatchObject({
      order_no: order.order_no,
      bank_transfer: {
        id,
        status: 'pending',
        payer_name: '张经理',
        account_tail: '6789',
        amount: order.pay_amount,
      },
    });
    const confirmed = await ctx.call({
      method: 'POST',
      url: REVIEW,
      token,
      payload: { id, action: 'confirm' },
    });
    expect(confirmed.body).toEqual({ code: 0, msg: 'payment confirmed', data: { id, status: 'confirmed' } });
    const after = await transferOf(order.order_no);
    expect([after.status, after.is_pay]).toEqual(['confirmed', 1]);
    const twice = await ctx.call({ method: 'POST', url: REVIEW, token, payload: { id, action: 'confirm' } });
    expect([twice.status, twice.body.msg]).toEqual([400, 'the transfer has already been handled']);
    const vips = await ctx.db
      .selectFrom('customer_vips')
      .innerJoin('orders', 'orders.id', 'customer_vips.order_id')
      .select('customer_vips.id')
      .where('orders.order_no', '=', order.order_no)
      .execute();
    expect(vips).toHaveLength(1);
    const info = await ctx.call({
      method: 'GET',
      url: `${BASE}/getOrderInfo?order_no=${order.order_no}`,
      token: customerToken,
    });
    expect(info.body.data).toMatchObject({ is_pay: 1, bank_transfer: { status: 'confirmed' } });
    const paidAgain = await payBank(customerToken, {
      order_no: order.order_no,
      payer_name: '张经理',
      account_tail: '6789',
    });
    expect([paidAgain.status, paidAgain.body.msg]).toEqual([400, 'the order is already paid']);
  });

  it('rejects a transfer: the order stays unpaid and may be reported again', async () => {
    const customerToken = await ctx.loginCustomer();
    const order = await unpaidOrder(customerToken);
    await payBank(customerToken, { order_no: order.order_no, payer_name: '张经理', account_tail: '1111' });
    const { id } = await transferOf(order.order_no);
    const token = await ctx.loginAgent();
    const rejected = await ctx.call({
      method: 'POST',
      url: REVIEW,
      token,
      payload: { id, action: 'reject' },
    });
    expect(rejected.body).toMatchObject({ code: 0, data: { id, status: 'rejected' } });
    expect(await transferOf(order.order_no)).toMatchObject({ status: 'rejected', is_pay: 0 });
    const again = await payBank(customerToken, {
      order_no: order.order_no,
      payer_name: '张经理',
      account_tail: '2222',
    });
    expect(again.body.data).toMatchObject({ bank_transfer: { status: 'pending', account_tail: '2222' } });
  });

  it('closes a pending transfer with a reason when a QR payment pays the order meanwhile; reviewing it is refused clearly', async () => {
    const customerToken = await ctx.loginCustomer();
    const order = await unpaidOrder(customerToken);
    await payBank(customerToken, { order_no: order.order_no, payer_name: '张经理', account_tail: '3333' });
    const { id } = await transferOf(order.order_no);
    // the customer also scans the QR and pays: the gateway's notify pays the order
    const paid = await notify(signedNotify(order.order_no, order.pay_amount));
    expect(paid.body.data).toEqual({ outcome: 'accepted' });
    expect(await transferOf(order.order_no)).toMatchObject({ status: 'closed', is_pay: 1 });

    // the customer sees the transfer closed, with the reason, and the order paid by the QR's pay type
    const info = await ctx.call({
      method: 'GET',
      url: `${BASE}/getOrderInfo?order_no=${order.order_no}`,
      token: customerToken,
    });
    expect(info.body.data).toMatchObject({
      is_pay: 1,
      pay_type: 'wechat',
      bank_transfer: { status: 'closed', close_reason: 'paid_by_other_payment' },
    });
    // so does the agent reviewing the team's orders
    const token = await ctx.loginAgent();
    const listed = await agentListed(token, order.order_no);
    expect(listed.body.data[0]).toMatchObject({
      is_pay: 1,
      bank_transfer: { id, status: 'closed', close_reason: 'paid_by_other_payment' },
    });
    for (const action of ['confirm', 'reject']) {
      const review = await ctx.call({ method: 'POST', url: REVIEW, token, payload: { id, action } });
      expect([review.status, review.body.msg]).toEqual([
        400,
        'the order was already paid by another payment; this transfer was closed',
      ]);
    }
    expect(await transferOf(order.order_no)).toMatchObject({ status: 'closed' });
    const bankNotifies = await ctx.db
      .selectFrom('payment_notifies')
      .select('id')
      .where('order_no', '=', order.order_no)
      .where('provider', '=', 'bank')
      .execute();
    expect(bankNotifies).toEqual([]);
  });

  it('closes a transfer still pending on an order paid before, when the agent tries to confirm it', async () => {
    const customerToken = await ctx.loginCustomer();
    const order = await unpaidOrder(customerToken);
    await payBank(customerToken, { order_no: order.order_no, payer_name: '张经理', account_tail: '4444' });
    const { id } = await transferOf(order.order_no);
    // what the old code left behind: the order paid, its transfer still pending
    await ctx.db
      .updateTable('orders')
      .set({ is_pay: 1, paid_at: new Date() })
      .where('order_no', '=', order.order_no)
      .execute();
    await ctx.db.updateTable('bank_transfers').set({ status: 'pending' }).where('id', '=', id).execute();
    const token = await ctx.loginAgent();
    const review = await ctx.call({ method: 'POST', url: REVIEW, token, payload: { id, action: 'confirm' } });
    expect([review.status, review.body.msg]).toEqual([
      400,
      'the order was already paid by another payment; this transfer was closed',
    ]);
    expect(await transferOf(order.order_no)).toMatchObject({ status: 'closed', is_pay: 1 });
  });

  it('answers 401 without a session, 403 for a customer or staff without the permission, 404 for another team', async () => {
    const customerToken = await ctx.loginCustomer();
    const order = await unpaidOrder(customerToken);
    await payBank(customerToken, { order_no: order.order_no, payer_name: '张经理', account_tail: '3333' });
    const { id } = await transferOf(order.order_no);
    const payload = { id, action: 'confirm' };
    expect((await ctx.call({ method: 'POST', url: REVIEW, payload })).status).toBe(401);
    expect((await ctx.call({ method: 'POST', url: REVIEW, token: customerToken, payload })).status).toBe(403);
    const staff = await ctx.loginAgent(DEMO.agentStaff);
    expect((await ctx.call({ method: 'POST', url: REVIEW, token: staff, payload })).status).toBe(403);
    const token = await ctx.loginAgent();
    await ctx.call({
      method: 'POST',
      url: '/api/agent/BasicInfo/changeTeam',
      token,
      payload: { opid: ctx.ids.agent2Id },
    });
    const foreign = await ctx.call({ method: 'POST', url: REVIEW, token, payload });
    expect([foreign.status, foreign.body.msg]).toEqual([404, 'transfer not found']);
    await ctx.call({
      method: 'POST',
      url: '/api/agent/BasicInfo/changeTeam',
      token,
      payload: { opid: ctx.ids.agent1Id },
    });
    expect(await transferOf(order.order_no)).toMatchObject({ status: 'pending', is_pay: 0 });
  });

  it('refuses bad input naming the field and changes nothing', async () => {
    const token = await ctx.loginAgent();
    const bad = await ctx.call({ method: 'POST', url: REVIEW, token, payload: { id: 1, action: 'maybe' } });
    expect([bad.status, bad.body.msg]).toEqual([400, 'action: action must be confirm or reject']);
    const noId = await ctx.call({ method: 'POST', url: REVIEW, token, payload: { action: 'confirm' } });
    expect(noId.body.msg).toBe('id: id is required');
    expect(
      await ctx.db
        .selectFrom('bank_transfers')
        .select('id')
        // decided without a review (closed ones were closed by a payment, not decided)
        .where('status', 'in', ['confirmed', 'rejected'])
        .where('reviewed_at', 'is', null)
        .execute(),
    ).toEqual([]);
  });
});

describe('POST /api/admin/order/reviewBankTransfer', () => {
  const ADMIN_REVIEW = '/api/admin/order/reviewBankTransfer';
  const reviewOf = (id: number) =>
    ctx.db
      .selectFrom('bank_transfers')
      .select(['status', 'reviewed_by', 'reviewed_by_admin'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('confirms any site’s transfer through the same exactly-once path, recording the admin', async () => {
    const customerToken = await ctx.loginCustomer();
    const order = await unpaidOrder(customerToken);
    await payBank(customerToken, { order_no: order.order_no, payer_name: '李会计', account_tail: '8888' });
    const { id } = await transferOf(order.order_no);
    const token = await ctx.loginAdmin();
    const listed = await ctx.call({
      method: 'GET',
      url: `/api/admin/order/getList?page=1&limit=20&keyword=${order.order_no}`,
      token,
    });
    expect(listed.body.data[0]).toMatchObject({ bank_transfer: { id, status: 'pending' } });
    const confirmed = await ctx.call({
      method: 'POST',
      url: ADMIN_REVIEW,
      token,
      payload: { id, action: 'confirm' },
    });
    expect(confirmed.body).toEqual({ code: 0, msg: 'payment confirmed', data: { id, status: 'confirmed' } });
    const admin = await ctx.db
      .selectFrom('admins')
      .select('id')
      .where('username', '=', DEMO.admin)
      .executeTakeFirstOrThrow();
    expect(await reviewOf(id)).toEqual({
      status: 'confirmed',
      reviewed_by: null,
      reviewed_by_admin: admin.id,
    });
    expect(await transferOf(order.order_no)).toMatchObject({ is_pay: 1 });
    // the agent, or the platform again, finds it decided; the order was paid once
    const agentTwice = await ctx.call({
      method: 'POST',
      url: REVIEW,
      token: await ctx.loginAgent(),
      payload: { id, action: 'reject' },
    });
    expect([agentTwice.status, agentTwice.body.msg]).toEqual([400, 'the transfer has already been handled']);
    const twice = await ctx.call({
      method: 'POST',
      url: ADMIN_REVIEW,
      token,
      payload: { id, action: 'confirm' },
    });
    expect([twice.status, twice.body.msg]).toEqual([400, 'the transfer has already been handled']);
    const notifies = await ctx.db
      .selectFrom('payment_notifies')
      .select('outcome')
      .where('order_no', '=', order.order_no)
      .execute();
    expect(notifies).toEqual([{ outcome: 'accepted' }]);
  });

  it('rejects a transfer of another agent’s site, the order staying unpaid; an unknown id is not found', async () => {
    const customerToken = await ctx.loginCustomer(DEMO.agent2Customers.phone);
    const order = await unpaidOrder(customerToken);
    await payBank(customerToken, { order_no: order.order_no, payer_name: '王出纳', account_tail: '9999' });
    const { id } = await transferOf(order.order_no);
    const token = await ctx.loginAdmin();
    const rejected = await ctx.call({
      method: 'POST',
      url: ADMIN_REVIEW,
      token,
      payload: { id, action: 'reject' },
    });
    expect(rejected.body).toMatchObject({
      code: 0,
      msg: 'transfer rejected',
      data: { id, status: 'rejected' },
    });
    expect(await transferOf(order.order_no)).toMatchObject({ status: 'rejected', is_pay: 0 });
    const missing = await ctx.call({
      method: 'POST',
      url: ADMIN_REVIEW,
      token,
      payload: { id: 2_000_000_000, action: 'confirm' },
    });
    expect([missing.status, missing.body.msg]).toEqual([404, 'transfer not found']);
  });
});
