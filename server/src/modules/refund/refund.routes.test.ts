import { Permission } from '@onsite/contracts';
import { describe, expect, it } from 'vitest';
import { orderCalls } from '#server/modules/order/order.test-helpers.ts';
import { ledgerTotals } from '#server/modules/resource/ledger.test-helpers.ts';
import { DEMO } from '#server/seed/demo.ts';
import { ROLE } from '#server/seed/menu-catalogue.ts';
import { countRows, useTestContext, withdrawPermission } from '#server/test/harness.ts';

const ctx = useTestContext();
const { plansOf, buy, signedNotify, notify } = orderCalls(ctx);

const ADMIN = '/api/admin/order';
const AGENT = '/api/agent/order';
const post = (url: string, token: string | undefined, payload: unknown) =>
  ctx.call({ method: 'POST', url, token, payload: payload as Record<string, unknown> });
const get = (url: string, token: string | undefined) => ctx.call({ method: 'GET', url, token });

const orderRow = (orderNo: string) =>
  ctx.db.selectFrom('orders').selectAll().where('order_no', '=', orderNo).executeTakeFirstOrThrow();
const customerRow = (id: number) =>
  ctx.db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** A VIP order the customer bought and the gateway paid (its id, number and amount). */
async function paidVipOrder(login: string = DEMO.agent1Customers.phone) {
  const token = await ctx.loginCustomer(login);
  const [plan] = await plansOf(token);
  if (!plan) throw new Error('the demo site sells no plan');
  const bought = await buy(token, plan);
  expect(bought.body.code).toBe(0);
  const orderNo = bought.body.data.order_no as string;
  expect((await notify(signedNotify(orderNo, plan.agent_price))).status).toBe(200);
  const row = await orderRow(orderNo);
  expect(row.is_pay).toBe(1);
  return {
    id: row.id,
    orderNo,
    amount: row.pay_amount,
    customerId: row.customer_id,
    transactionId: row.transaction_id ?? '',
  };
}

/** A balance recharge the gateway paid. */
async function paidRecharge(amount: number, login: string = DEMO.agent1Customers.phone) {
  const token = await ctx.loginCustomer(login);
  const created = await post('/api/customer/customerOrder/payment', token, { amount, pay_type: 'wechat' });
  expect(created.body.code).toBe(0);
  const orderNo = created.body.data.order_no as string;
  expect((await notify(signedNotify(orderNo, amount))).status).toBe(200);
  const row = await orderRow(orderNo);
  return { id: row.id, orderNo, customerId: row.customer_id, token };
}

describe('refunds', () => {
  it('a full refund of a VIP order takes the term back, refunds through the gateway, writes a letter and the audit log', async () => {
    const order = await paidVipOrder();
    const before = await customerRow(order.customerId);
    expect(before.vip_expires_at).not.toBeNull();
    const admin = await ctx.loginAdmin();
    const letters = await countRows(ctx.db, 'notices');

    const answer = await post(`${ADMIN}/refund`, admin, {
      id: order.id,
      amount: order.amount,
      reason: '客户取消',
    });
    expect([answer.status, answer.body.msg]).toEqual([200, 'order refunded']);
    expect(answer.body.data).toMatchObject({
      pay_amount: order.amount,
      refunded_amount: order.amount,
      refund: { amount: order.amount, full: true, channel: 'gateway', reason: '客户取消' },
    });
    expect(answer.body.data.refund.gateway_refund_id).toMatch(/^SBXR/);
    // the gateway holds the refund as the real one would
    expect(ctx.payment.refundedOf(order.transactionId)).toBe(order.amount);

    const after = await customerRow(order.customerId);
    const bought = (before.vip_expires_at as Date).getTime() - Date.now();
    expect(bought).toBeGreaterThan(24 * 3600 * 1000);
    // the term it bought is gone: it ends now (never before)
    expect((after.vip_expires_at as Date).getTime()).toBeLessThan(Date.now() + 60_000);
    expect((after.vip_expires_at as Date).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect((await orderRow(order.orderNo)).refunded_amount).toBe(order.amount);
    expect(await countRows(ctx.db, 'notices')).toBe(letters + 1);

    const list = await get(`${ADMIN}/getRefunds?id=${order.id}`, admin);
    expect(list.body.data).toMatchObject([{ amount: order.amount, full: true, created_by: DEMO.admin }]);
    const console = await get(`${ADMIN}/getList?keyword=${order.orderNo}`, admin);
    expect(console.body.data[0]).toMatchObject({ order_no: order.orderNo, refunded_amount: order.amount });

    const audit = await ctx.db
      .selectFrom('audit_logs')
      .select(['route', 'audience', 'actor_id', 'status_code'])
      .where('route', '=', `${ADMIN}/refund`)
      .execute();
    expect(audit).toContainEqual({
      route: `${ADMIN}/refund`,
      audience: 'admin',
      actor_id: ctx.ids.adminId,
      status_code: 200,
    });

    // nothing is left to refund
    const again = await post(`${ADMIN}/refund`, admin, { id: order.id, amount: 1, reason: '再退' });
    expect([again.status, again.body.msg]).toEqual([400, 'this order has been fully refunded']);
  });

  it('partial refunds are money only, up to what is left; an agent refunds its own customers’ orders', async () => {
    const order = await paidVipOrder();
    const vipBefore = (await customerRow(order.customerId)).vip_expires_at;
    const agent = await ctx.loginAgent();
    const half = Math.floor(order.amount / 2);
    const first = await post(`${AGENT}/refund`, agent, { id: order.id, amount: half, reason: '部分退款' });
    expect(first.body.data).toMatchObject({ refunded_amount: half, refund: { full: false } });
    expect((await customerRow(order.customerId)).vip_expires_at).toEqual(vipBefore);

    const over = await post(`${AGENT}/refund`, agent, {
      id: order.id,
      amount: order.amount - half + 1,
      reason: '多退',
    });
    expect([over.status, over.body.msg]).toEqual([
      400,
      `the refund is more than what is left to refund (¥${((order.amount - half) / 100).toFixed(2)})`,
    ]);
    const rest = await post(`${AGENT}/refund`, agent, {
      id: order.id,
      amount: order.amount - half,
      reason: '余款',
    });
    expect(rest.body.data).toMatchObject({ refunded_amount: order.amount, refund: { full: false } });
    // two partial refunds adding up to the whole are still money only
    expect((await customerRow(order.customerId)).vip_expires_at).toEqual(vipBefore);
    expect(ctx.payment.refundedOf(order.transactionId)).toBe(order.amount);
    expect((await get(`${AGENT}/getRefunds?id=${order.id}`, agent)).body.data).toHaveLength(2);
  });

  it('concurrent refunds never add up to more than was paid', async () => {
    const order = await paidVipOrder();
    const admin = await ctx.loginAdmin();
    const agent = await ctx.loginAgent();
    const part = Math.ceil(order.amount * 0.4);
    const refundsBefore = await countRows(ctx.db, 'refunds');
    const answers = await Promise.all(
      [admin, agent, admin, agent, admin].map((token, index) =>
        post(`${token === admin ? ADMIN : AGENT}/refund`, token, {
          id: order.id,
          amount: part,
          reason: `并发${index}`,
        }),
      ),
    );
    const succeeded = answers.filter((answer) => answer.body.code === 0);
    expect(succeeded).toHaveLength(Math.floor(order.amount / part));
    for (const refused of answers.filter((answer) => answer.body.code !== 0)) {
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toMatch(/more than what is left to refund/);
    }
    const row = await orderRow(order.orderNo);
    expect(row.refunded_amount).toBe(part * succeeded.length);
    expect(row.refunded_amount).toBeLessThanOrEqual(row.pay_amount);
    expect(await countRows(ctx.db, 'refunds')).toBe(refundsBefore + succeeded.length);
    expect(ctx.payment.refundedOf(order.transactionId)).toBe(row.refunded_amount);
  });

  it('a recharge refund debits the balance through the ledger, and is refused when the balance no longer holds it', async () => {
    const { id, customerId, orderNo } = await paidRecharge(5_000);
    const admin = await ctx.loginAdmin();
    const before = await ledgerTotals(ctx.db, customerId);
    const part = await post(`${ADMIN}/refund`, admin, { id, amount: 2_000, reason: '退部分充值' });
    expect(part.body.code).toBe(0);
    const after = await ledgerTotals(ctx.db, customerId);
    expect(after.balances.balance).toBe((before.balances.balance ?? 0) - 2_000);
    expect(after.balances).toEqual(after.sums);
    const entry = await ctx.db
      .selectFrom('ledger_entries')
      .select(['type', 'amount'])
      .where('order_no', '=', orderNo)
      .where('type', '=', 'refund_reversal')
      .executeTakeFirstOrThrow();
    expect(entry).toEqual({ type: 'refund_reversal', amount: -2_000 });

    // the customer spends its balance down: the rest can no longer be taken back
    const balance = after.balances.balance ?? 0;
    await ctx.db.transaction().execute(async (trx) => {
      const { postEntries } = await import('#server/modules/resource/index.ts');
      await postEntries(trx, { agentId: ctx.ids.agent1Id, customerId }, [
        {
          kind: 'balance',
          amount: -(balance - 100),
          type: 'spend',
          reason: 'refund of order {order_no}',
          params: { order_no: 'x' },
        },
      ]);
    });
    const refunds = await countRows(ctx.db, 'refunds');
    const refused = await post(`${ADMIN}/refund`, admin, { id, amount: 3_000, reason: '退余下' });
    expect([refused.status, refused.body.msg]).toEqual([
      400,
      "the customer's balance no longer holds the recharged amount",
    ]);
    expect(await countRows(ctx.db, 'refunds')).toBe(refunds);
    expect((await orderRow(orderNo)).refunded_amount).toBe(2_000);
    const end = await ledgerTotals(ctx.db, customerId);
    expect(end.balances).toEqual(end.sums);
  });

  it('a full refund of an activity creation order abolishes the activity; a partial one leaves it', async () => {
    const token = await ctx.loginCustomer(DEMO.agent1Customers.email);
    const day = new Date(Date.now() + 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
    const create = () =>
      post('/api/ym/Active/create', token, {
        tool_id: 1,
        begin_time: `${day} 19:00:00`,
        end_time: `${day} 22:00:00`,
        tz: 'Asia/Shanghai',
      });
    const admin = await ctx.loginAdmin();
    const paidActivity = async () => {
      const created = await create();
      expect(created.body.code, created.body.msg).toBe(0);
      const { id, order_no: orderNo, pay_amount: amount } = created.body.data;
      expect(orderNo).not.toBe('');
      expect((await notify(signedNotify(orderNo, amount))).body.data).toEqual({ outcome: 'accepted' });
      return { id: id as number, order: await orderRow(orderNo) };
    };
    const lifecycle = async (id: number) =>
      (
        await ctx.db
          .selectFrom('activities')
          .select('lifecycle')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).lifecycle;

    const kept = await paidActivity();
    const part = await post(`${ADMIN}/refund`, admin, { id: kept.order.id, amount: 100, reason: '部分' });
    expect(part.body.data.refund.full).toBe(false);
    expect(await lifecycle(kept.id)).toBe('paid');

    const refunded = await paidActivity();
    const full = await post(`${ADMIN}/refund`, admin, {
      id: refunded.order.id,
      amount: refunded.order.pay_amount,
      reason: '活动取消',
    });
    expect(full.body.data.refund.full).toBe(true);
    expect(await lifecycle(refunded.id)).toBe('abolished');
  });

  it('an offline-paid order is refunded to the balance through the ledger', async () => {
    const order = await paidVipOrder();
    await ctx.db
      .updateTable('orders')
      .set({ transaction_id: `bank-${order.id}` })
      .where('id', '=', order.id)
      .execute();
    const before = await ledgerTotals(ctx.db, order.customerId);
    const answer = await post(`${ADMIN}/refund`, await ctx.loginAdmin(), {
      id: order.id,
      amount: 100,
      reason: '线下退',
    });
    expect(answer.body.data.refund).toMatchObject({ channel: 'balance', gateway_refund_id: '' });
    const after = await ledgerTotals(ctx.db, order.customerId);
    expect(after.balances.balance).toBe((before.balances.balance ?? 0) + 100);
    expect(after.balances).toEqual(after.sums);
  });

  it('answers no session, the wrong audience, another tenant’s order and a missing permission, writing nothing', async () => {
    const order = await paidVipOrder();
    const theirs = await paidVipOrder(DEMO.agent2Customers.phone);
    const body = { id: order.id, amount: 1, reason: '权限' };
    const refundsBefore = await countRows(ctx.db, 'refunds');
    expect((await post(`${ADMIN}/refund`, undefined, body)).status).toBe(401);
    expect((await get(`${AGENT}/getRefunds?id=${order.id}`, undefined)).status).toBe(401);
    const customer = await ctx.loginCustomer();
    expect((await post(`${ADMIN}/refund`, customer, body)).status).toBe(403);
    expect((await post(`${AGENT}/refund`, customer, body)).status).toBe(403);
    const agent = await ctx.loginAgent();
    expect((await post(`${ADMIN}/refund`, agent, body)).status).toBe(403);
    expect((await post(`${AGENT}/refund`, await ctx.loginAdmin(), body)).status).toBe(403);

    const other = await post(`${AGENT}/refund`, agent, { ...body, id: theirs.id });
    expect([other.status, other.body.msg]).toEqual([404, 'order not found']);
    expect((await get(`${AGENT}/getRefunds?id=${theirs.id}`, agent)).status).toBe(404);

    // agent staff and the platform operator lack the permission as built
    expect((await post(`${AGENT}/refund`, await ctx.loginAgent(DEMO.agentStaff), body)).status).toBe(403);
    expect((await post(`${ADMIN}/refund`, await ctx.loginAdmin(DEMO.operator), body)).status).toBe(403);
    await withdrawPermission(ctx.db, ROLE.agentOwner, Permission.agent.orderRefund);
    expect((await post(`${AGENT}/refund`, await ctx.loginAgent(), body)).status).toBe(403);
    expect(await countRows(ctx.db, 'refunds')).toBe(refundsBefore);
    expect((await orderRow(order.orderNo)).refunded_amount).toBe(0);
  });

  it('refuses bad input with a translated message and writes nothing', async () => {
    const order = await paidVipOrder();
    const admin = await ctx.loginAdmin();
    const unpaid = await buy(
      await ctx.loginCustomer(),
      (await plansOf(await ctx.loginCustomer()))[0] as never,
    );
    const unpaidRow = await orderRow(unpaid.body.data.order_no);
    const cases: [unknown, number, string][] = [
      [{ id: order.id, amount: 0, reason: 'x' }, 400, 'amount must be a positive whole number of cents'],
      [{ id: order.id, amount: 1.5, reason: 'x' }, 400, 'amount must be a positive whole number of cents'],
      [{ id: order.id, amount: '100', reason: 'x' }, 400, 'amount must be a positive whole number of cents'],
      [{ id: order.id, amount: 100, reason: '   ' }, 400, 'a refund reason is required'],
      [{ id: order.id, amount: 100 }, 400, 'a refund reason is required'],
      [
        { id: order.id, amount: 100, reason: 'x'.repeat(201) },
        400,
        'the refund reason is at most 200 characters',
      ],
      [{ amount: 100, reason: 'x' }, 400, 'id is required'],
      [{ id: order.id, amount: order.amount + 1, reason: 'x' }, 400, 'the refund is more than what is left'],
      [{ id: unpaidRow.id, amount: 1, reason: 'x' }, 400, 'only a paid order can be refunded'],
      [{ id: 2_000_000_000, amount: 1, reason: 'x' }, 404, 'order not found'],
    ];
    const notices = await countRows(ctx.db, 'notices');
    const refundsBefore = await countRows(ctx.db, 'refunds');
    for (const [payload, status, message] of cases) {
      const answer = await post(`${ADMIN}/refund`, admin, payload);
      expect([JSON.stringify(payload), answer.status, answer.body.msg]).toEqual([
        JSON.stringify(payload),
        status,
        expect.stringContaining(message),
      ]);
    }
    const zh = await ctx.call({
      method: 'POST',
      url: `${ADMIN}/refund`,
      token: admin,
      payload: { id: order.id, amount: 100, reason: '' },
      headers: { 'accept-language': 'zh_CN' },
    });
    expect(zh.body.msg).toContain('请填写退款原因');
    expect(await countRows(ctx.db, 'refunds')).toBe(refundsBefore);
    expect(await countRows(ctx.db, 'notices')).toBe(notices);
    expect((await orderRow(order.orderNo)).refunded_amount).toBe(0);
    expect(ctx.payment.refundedOf(order.transactionId)).toBe(0);
  });
});
