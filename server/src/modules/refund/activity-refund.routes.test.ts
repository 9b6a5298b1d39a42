import { Permission } from '@onsite/contracts';
import { describe, expect, it } from 'vitest';
import { orderCalls } from '#server/modules/order/order.test-helpers.ts';
import { ledgerTotals } from '#server/modules/resource/ledger.test-helpers.ts';
import { DEMO } from '#server/seed/demo.ts';
import { ROLE } from '#server/seed/menu-catalogue.ts';
import { countRows, useTestContext, withdrawPermission } from '#server/test/harness.ts';

const ctx = useTestContext();
const { signedNotify, notify } = orderCalls(ctx);

const ABOLISH = '/api/admin/activity/postAbolish';
const AGENT_ABOLISH = '/api/agent/activity/postAbolish';
const REFUNDABLE = (audience: 'admin' | 'agent', id: number) =>
  `/api/${audience}/activity/getRefundable?id=${id}`;
const CUSTOMER_REFUNDS = (orderNo: string) => `/api/customer/customerOrder/getRefunds?order_no=${orderNo}`;
const post = (url: string, token: string | undefined, payload: unknown) =>
  ctx.call({ method: 'POST', url, token, payload: payload as Record<string, unknown> });
const get = (url: string, token: string | undefined) => ctx.call({ method: 'GET', url, token });

const orderRow = (orderNo: string) =>
  ctx.db.selectFrom('orders').selectAll().where('order_no', '=', orderNo).executeTakeFirstOrThrow();
const lifecycle = async (id: number) =>
  (await ctx.db.selectFrom('activities').select('lifecycle').where('id', '=', id).executeTakeFirstOrThrow())
    .lifecycle;
const refundsOf = (orderIds: number[]) =>
  ctx.db.selectFrom('refunds').selectAll().where('order_id', 'in', orderIds).orderBy('id').execute();

/**
 * An activity of a customer, tomorrow, paid through the gateway (its create order) and renewed (a second
 * paid order): the two orders an abolish with refunds gives back.
 */
async function paidActivity(login: string = DEMO.agent1Customers.email) {
  const token = await ctx.loginCustomer(login);
  const day = new Date(Date.now() + 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
  const created = await post('/api/ym/Active/create', token, {
    tool_id: 1,
    begin_time: `${day} 19:00:00`,
    end_time: `${day} 22:00:00`,
    tz: 'Asia/Shanghai',
  });
  expect(created.body.code, created.body.msg).toBe(0);
  const id = created.body.data.id as number;
  const pay = async (orderNo: string, amount: number) =>
    expect((await notify(signedNotify(orderNo, amount))).body.data).toEqual({ outcome: 'accepted' });
  await pay(created.body.data.order_no, created.body.data.pay_amount);
  const renewed = await post('/api/ym/active/postRenew', token, { id, days: 3 });
  expect(renewed.body.code, renewed.body.msg).toBe(0);
  await pay(renewed.body.data.order_no, renewed.body.data.pay_amount);
  const create = await orderRow(created.body.data.order_no);
  const renew = await orderRow(renewed.body.data.order_no);
  return { id, token, create, renew, customerId: create.customer_id };
}

describe('abolishing an activity with refunds', () => {
  it('abolishes and refunds what is left of each paid order in one call: letters, audit, the customer’s view', async () => {
    const activity = await paidActivity();
    const admin = await ctx.loginAdmin();
    // a part of the creation order was refunded before: only the rest is left
    expect(
      (
        await post('/api/admin/order/refund', admin, {
          id: activity.create.id,
          amount: 100,
          reason: '先退一点',
        })
      ).body.code,
    ).toBe(0);
    const offered = await get(REFUNDABLE('admin', activity.id), admin);
    expect(offered.body.data).toEqual([
      {
        id: activity.create.id,
        order_no: activity.create.order_no,
        order_type: 21,
        title: activity.create.title,
        pay_amount: activity.create.pay_amount,
        refunded_amount: 100,
      },
      expect.objectContaining({ id: activity.renew.id, order_type: 22, refunded_amount: 0 }),
    ]);
    const agentView = await get(REFUNDABLE('agent', activity.id), await ctx.loginAgent());
    expect(agentView.body.data).toHaveLength(2);
    const letters = await countRows(ctx.db, 'notices');

    const answer = await post(ABOLISH, admin, { id: activity.id, refund: { reason: '  场地取消  ' } });
    expect([answer.status, answer.body.msg]).toEqual([200, 'activity abolished and its orders refunded']);
    const total = activity.create.pay_amount - 100 + activity.renew.pay_amount;
    expect(answer.body.data).toEqual({ refunded_orders: 2, refunded_amount: total });
    expect(await lifecycle(activity.id)).toBe('abolished');
    for (const order of [activity.create, activity.renew]) {
      expect((await orderRow(order.order_no)).refunded_amount).toBe(order.pay_amount);
      expect(ctx.payment.refundedOf(order.transaction_id ?? '')).toBe(order.pay_amount);
    }
    const refunds = await refundsOf([activity.create.id, activity.renew.id]);
    expect(refunds.map((row) => [row.amount, row.reason, row.full, row.created_by_audience])).toEqual([
      [100, '先退一点', false, 'admin'],
      [activity.create.pay_amount - 100, '场地取消', false, 'admin'],
      [activity.renew.pay_amount, '场地取消', false, 'admin'],
    ]);
    expect(await countRows(ctx.db, 'notices')).toBe(letters + 2);
    expect((await get(REFUNDABLE('admin', activity.id), admin)).body.data).toEqual([]);

    const audit = await ctx.db
      .selectFrom('audit_logs')
      .select(['route', 'audience', 'actor_id', 'status_code'])
      .where('route', '=', ABOLISH)
      .execute();
    expect(audit).toContainEqual({
      route: ABOLISH,
      audience: 'admin',
      actor_id: ctx.ids.adminId,
      status_code: 200,
    });

    // the customer's order page: the refunded amount in the list, the refunds of one order without staff names
    const mine = await get('/api/customer/customerOrder/getList?page=1&limit=50', activity.token);
    const listed = (mine.body.data as { order_no: string; refunded_amount: number }[]).find(
      (row) => row.order_no === activity.create.order_no,
    );
    expect(listed?.refunded_amount).toBe(activity.create.pay_amount);
    const own = await get(CUSTOMER_REFUNDS(activity.create.order_no), activity.token);
    expect(own.body.data).toEqual([
      {
        refund_no: `R${activity.create.order_no}-1`,
        amount: 100,
        reason: '先退一点',
        create_time: expect.any(String),
      },
      {
        refund_no: `R${activity.create.order_no}-2`,
        amount: activity.create.pay_amount - 100,
        reason: '场地取消',
        create_time: expect.any(String),
      },
    ]);
    const other = await get(
      CUSTOMER_REFUNDS(activity.create.order_no),
      await ctx.loginCustomer(DEMO.agent1Customers.phone),
    );
    expect([other.status, other.body.msg]).toEqual([404, 'order not found']);
  });

  it('abolishes without refunds when none is asked for; the operator (no refund permission) may abolish only so', async () => {
    const plain = await paidActivity();
    const operator = await ctx.loginAdmin(DEMO.operator);
    const refunds = await countRows(ctx.db, 'refunds');
    const refused = await post(ABOLISH, operator, { id: plain.id, refund: { reason: '退款' } });
    expect(refused.status).toBe(403);
    expect(await lifecycle(plain.id)).toBe('paid');
    const answer = await post(ABOLISH, operator, { id: plain.id });
    expect([answer.status, answer.body.msg, answer.body.data]).toEqual([
      200,
      'saved',
      { refunded_orders: 0, refunded_amount: 0 },
    ]);
    expect(await lifecycle(plain.id)).toBe('abolished');
    expect(await countRows(ctx.db, 'refunds')).toBe(refunds);
    expect((await orderRow(plain.create.order_no)).refunded_amount).toBe(0);
  });

  it('an agent owner abolishes its customer’s activity with refunds; another team’s is not found, staff may not', async () => {
    const activity = await paidActivity();
    const theirs = await paidActivity(DEMO.agent2Customers.phone);
    const refunds = await countRows(ctx.db, 'refunds');
    const staff = await ctx.loginAgent(DEMO.agentStaff);
    expect((await post(AGENT_ABOLISH, staff, { id: activity.id })).status).toBe(403);
    const owner = await ctx.loginAgent();
    const other = await post(AGENT_ABOLISH, owner, { id: theirs.id, refund: { reason: '别家' } });
    expect([other.status, other.body.msg]).toEqual([404, 'activity not found']);
    expect(await lifecycle(theirs.id)).toBe('paid');
    expect(await countRows(ctx.db, 'refunds')).toBe(refunds);

    const answer = await post(AGENT_ABOLISH, owner, { id: activity.id, refund: { reason: '客户要求取消' } });
    expect(answer.body).toMatchObject({
      code: 0,
      data: { refunded_orders: 2, refunded_amount: activity.create.pay_amount + activity.renew.pay_amount },
    });
    expect(await lifecycle(activity.id)).toBe('abolished');
    const rows = await refundsOf([activity.create.id, activity.renew.id]);
    expect(rows.map((row) => [row.created_by_audience, row.agent_id])).toEqual([
      ['agent', ctx.ids.agent1Id],
      ['agent', ctx.ids.agent1Id],
    ]);
    const audit = await ctx.db
      .selectFrom('audit_logs')
      .select(['audience', 'status_code'])
      .where('route', '=', AGENT_ABOLISH)
      .where('status_code', '=', 200)
      .execute();
    expect(audit).toEqual([{ audience: 'agent', status_code: 200 }]);
  });

  it('rolls everything back when the gateway refuses one refund, saying which order', async () => {
    const activity = await paidActivity();
    // the renewal's payment was refunded at the gateway behind our back: it refuses more
    await ctx.payment.refund({
      orderNo: activity.renew.order_no,
      transactionId: activity.renew.transaction_id ?? '',
      refundNo: 'outside-1',
      amount: activity.renew.pay_amount,
      total: activity.renew.pay_amount,
      reason: 'x',
    });
    const letters = await countRows(ctx.db, 'notices');
    const refunds = await countRows(ctx.db, 'refunds');
    const answer = await post(ABOLISH, await ctx.loginAdmin(), {
      id: activity.id,
      refund: { reason: '取消' },
    });
    expect([answer.status, answer.body.msg]).toEqual([
      400,
      `the payment gateway refused the refund of order ${activity.renew.order_no}: refund exceeds payment; nothing was abolished or refunded`,
    ]);
    expect(await lifecycle(activity.id)).toBe('paid');
    expect(await countRows(ctx.db, 'refunds')).toBe(refunds);
    expect(await countRows(ctx.db, 'notices')).toBe(letters);
    expect((await orderRow(activity.create.order_no)).refunded_amount).toBe(0);
  });

  it('two staff abolishing with refunds at once refund once, never more than paid; ledger sums equal balances', async () => {
    const activity = await paidActivity();
    // the renewal was paid offline: its refund goes to the balance through the ledger
    await ctx.db
      .updateTable('orders')
      .set({ transaction_id: `bank-${activity.renew.id}` })
      .where('id', '=', activity.renew.id)
      .execute();
    const before = await ledgerTotals(ctx.db, activity.customerId);
    // one session an account: the same admin's calls race each other as two staff members' would
    const admin = await ctx.loginAdmin();
    const agent = await ctx.loginAgent();
    const answers = await Promise.all([
      post(ABOLISH, admin, { id: activity.id, refund: { reason: '并发一' } }),
      post(ABOLISH, admin, { id: activity.id, refund: { reason: '并发二' } }),
      // a single refund of the creation order at the same moment (locks the order, then the activity)
      post('/api/agent/order/refund', agent, { id: activity.create.id, amount: 200, reason: '单退' }),
      post(ABOLISH, admin, { id: activity.id, refund: { reason: '并发三' } }),
    ]);
    const abolishes = [answers[0], answers[1], answers[3]];
    expect(abolishes.filter((answer) => answer?.body.code === 0)).toHaveLength(1);
    for (const refused of abolishes.filter((answer) => answer?.body.code !== 0)) {
      expect([refused?.status, refused?.body.msg]).toEqual([400, 'this activity has been abolished']);
    }
    expect(await lifecycle(activity.id)).toBe('abolished');
    for (const order of [activity.create, activity.renew]) {
      const row = await orderRow(order.order_no);
      expect(row.refunded_amount).toBe(row.pay_amount);
      const rows = await refundsOf([order.id]);
      expect(rows.reduce((sum, refund) => sum + refund.amount, 0)).toBe(row.pay_amount);
    }
    expect(ctx.payment.refundedOf(activity.create.transaction_id ?? '')).toBe(activity.create.pay_amount);
    const after = await ledgerTotals(ctx.db, activity.customerId);
    expect(after.balances.balance).toBe((before.balances.balance ?? 0) + activity.renew.pay_amount);
    expect(after.balances).toEqual(after.sums);
  });

  it('answers no session, the wrong audience, a missing permission and another tenant’s activity, writing nothing', async () => {
    const activity = await paidActivity();
    const theirs = await paidActivity(DEMO.agent2Customers.phone);
    const body = { id: activity.id, refund: { reason: '权限' } };
    const refunds = await countRows(ctx.db, 'refunds');
    const customer = activity.token;
    const agent = await ctx.loginAgent();
    const admin = await ctx.loginAdmin();
    expect((await post(ABOLISH, undefined, body)).status).toBe(401);
    expect((await get(REFUNDABLE('admin', activity.id), undefined)).status).toBe(401);
    expect((await get(REFUNDABLE('agent', activity.id), undefined)).status).toBe(401);
    expect((await get(CUSTOMER_REFUNDS(activity.create.order_no), undefined)).status).toBe(401);
    expect((await post(ABOLISH, agent, body)).status).toBe(403);
    expect((await post(ABOLISH, customer, body)).status).toBe(403);
    expect((await post(AGENT_ABOLISH, undefined, body)).status).toBe(401);
    expect((await post(AGENT_ABOLISH, admin, body)).status).toBe(403);
    expect((await post(AGENT_ABOLISH, customer, body)).status).toBe(403);
    expect((await get(REFUNDABLE('admin', activity.id), agent)).status).toBe(403);
    expect((await get(REFUNDABLE('agent', activity.id), admin)).status).toBe(403);
    expect((await get(REFUNDABLE('agent', activity.id), customer)).status).toBe(403);
    expect((await get(CUSTOMER_REFUNDS(activity.create.order_no), admin)).status).toBe(403);
    expect((await get(CUSTOMER_REFUNDS(activity.create.order_no), agent)).status).toBe(403);

    // the super admin without the refund permission: refused, nothing abolished
    await withdrawPermission(ctx.db, ROLE.platformSuperAdmin, Permission.admin.orderRefund);
    const withoutRefund = await ctx.loginAdmin();
    const refused = await post(ABOLISH, withoutRefund, body);
    expect(refused.status).toBe(403);
    expect(await lifecycle(activity.id)).toBe('paid');
    await withdrawPermission(ctx.db, ROLE.agentOwner, Permission.agent.orderRefund);
    const ownerWithoutRefund = await ctx.loginAgent();
    expect((await post(AGENT_ABOLISH, ownerWithoutRefund, body)).status).toBe(403);
    expect(await lifecycle(activity.id)).toBe('paid');
    await withdrawPermission(ctx.db, ROLE.agentStaff, Permission.agent.activityList);
    expect((await get(REFUNDABLE('agent', activity.id), await ctx.loginAgent(DEMO.agentStaff))).status).toBe(
      403,
    );

    const other = await get(REFUNDABLE('agent', theirs.id), ownerWithoutRefund);
    expect([other.status, other.body.msg]).toEqual([404, 'activity not found']);
    expect((await get(REFUNDABLE('admin', theirs.id), withoutRefund)).status).toBe(200);
    const missing = await post(ABOLISH, withoutRefund, { id: 2_000_000_000 });
    expect([missing.status, missing.body.msg]).toEqual([404, 'activity not found']);
    expect((await get(CUSTOMER_REFUNDS(theirs.create.order_no), customer)).status).toBe(404);
    expect(await countRows(ctx.db, 'refunds')).toBe(refunds);
    expect(await lifecycle(theirs.id)).toBe('paid');
  });

  it('refuses bad input with a translated message and writes nothing', async () => {
    const activity = await paidActivity();
    const admin = await ctx.loginAdmin();
    const cases: [unknown, string][] = [
      [{ id: activity.id, refund: { reason: '   ' } }, 'a refund reason is required'],
      [{ id: activity.id, refund: {} }, 'a refund reason is required'],
      [
        { id: activity.id, refund: { reason: 'x'.repeat(201) } },
        'the refund reason is at most 200 characters',
      ],
      [{ id: activity.id, refund: 'yes' }, 'refund must be an object with a reason'],
      [{ refund: { reason: 'x' } }, 'id is required'],
    ];
    const refunds = await countRows(ctx.db, 'refunds');
    for (const [payload, message] of cases) {
      const answer = await post(ABOLISH, admin, payload);
      expect([JSON.stringify(payload), answer.status, answer.body.msg]).toEqual([
        JSON.stringify(payload),
        400,
        expect.stringContaining(message),
      ]);
    }
    expect((await get('/api/admin/activity/getRefundable?id=abc', admin)).status).toBe(400);
    expect((await get('/api/customer/customerOrder/getRefunds', activity.token)).status).toBe(400);
    const zh = await ctx.call({
      method: 'POST',
      url: ABOLISH,
      token: admin,
      payload: { id: activity.id, refund: { reason: '' } },
      headers: { 'accept-language': 'zh_CN' },
    });
    expect(zh.body.msg).toContain('请填写退款原因');
    expect(await lifecycle(activity.id)).toBe('paid');
    expect(await countRows(ctx.db, 'refunds')).toBe(refunds);
  });
});
