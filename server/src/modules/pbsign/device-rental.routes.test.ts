import { Permission } from '@onsite/contracts';
import { describe, expect, it } from 'vitest';
import { orderCalls } from '#server/modules/order/order.test-helpers.ts';
import { ROLE } from '#server/seed/builders.ts';
import { DEMO } from '#server/seed/demo.ts';
import { countRows, useTestContext, withdrawPermission } from '#server/test/harness.ts';
import { rentalDays } from './device-rental.service.ts';
import { pbsignCalls } from './pbsign.test-helpers.ts';

const ctx = useTestContext();
const { signedNotify, notify } = orderCalls(ctx);

/** Activities of the demo customer of agent 1, 产品发布会, an hour ago to 30 hours from now by default. */
const { get, post, activity, organiser } = pbsignCalls(ctx, { title: '产品发布会', endIn: 30 });

const WHOLESALE = 5_000;
const RETAIL = 8_000;

/**
 * A model at a day price of 30 yuan offered to agent 1 at 50 yuan a day (the agent retails it at 80), and
 * one unit of it: the unit's serial and key.
 */
async function rentedModel(dayPrice = 3_000) {
  const admin = await ctx.loginAdmin();
  const model = await post('/api/admin/device/create', admin, { name: '签到一体机 R1', day_price: dayPrice });
  expect(model.body.code, model.body.msg).toBe(0);
  const productId = model.body.data.id as number;
  const unit = await post('/api/admin/device/addUnit', admin, { product_id: productId });
  if (dayPrice > 0) {
    const offer = await post('/api/admin/partner/device/setOffer', admin, {
      agent_id: ctx.ids.agent1Id,
      device_id: productId,
      offered: true,
      price: WHOLESALE,
    });
    expect(offer.body.code, offer.body.msg).toBe(0);
    const retail = await post('/api/agent/product/update', await ctx.loginAgent(), {
      kind: 'device',
      id: productId,
      retail_price: RETAIL,
    });
    expect(retail.body.code, retail.body.msg).toBe(0);
  }
  return {
    admin,
    productId,
    unitId: unit.body.data.id as number,
    serial: unit.body.data.serial as string,
    key: unit.body.data.key as string,
  };
}

async function daysOf(activityId: number) {
  const row = await ctx.db
    .selectFrom('activities')
    .select(['begin_time', 'end_time'])
    .where('id', '=', activityId)
    .executeTakeFirstOrThrow();
  return rentalDays(new Date(row.begin_time), new Date(row.end_time));
}

const bindingRow = (id: number) =>
  ctx.db.selectFrom('device_bindings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const orderRow = (orderNo: string) =>
  ctx.db.selectFrom('orders').selectAll().where('order_no', '=', orderNo).executeTakeFirstOrThrow();

interface NoticeRow {
  type: string;
  status: number;
  title: string;
  content: string;
}

/** The to-dos of the demo agent's team and the letters of a customer, newest first. */
async function refundRequests(agent: string, customer: string) {
  const rows = async (audience: 'agent' | 'customer', token: string, type: string) => {
    const answer = await get(`/api/${audience}/notice/getList?type=${type}&limit=100`, token);
    expect(answer.body.code, answer.body.msg).toBe(0);
    return answer.body.data as NoticeRow[];
  };
  return { todos: await rows('agent', agent, 'todo'), letters: await rows('customer', customer, 'letter') };
}

async function writes() {
  return {
    bindings: await countRows(ctx.db, 'device_bindings'),
    orders: await countRows(ctx.db, 'orders'),
    offers: await countRows(ctx.db, 'agent_device_offers'),
  };
}

describe('device rentals (order type 20)', () => {
  it('shows the price, binds pending with its order, pays once under two notifies, activates; the kiosk serves it; the ledger books it', async () => {
    const { admin, productId, serial, key } = await rentedModel();
    const models = await get('/api/admin/device/getList?keyword=R1', admin);
    expect(models.body.data[0]).toMatchObject({ id: productId, day_price: 3_000, agents: 1 });
    const agentProducts = await get('/api/agent/product/getList?kind=device', await ctx.loginAgent());
    expect(agentProducts.body.data).toEqual([
      expect.objectContaining({
        kind: 'device',
        id: productId,
        wholesale_price: WHOLESALE,
        retail_price: RETAIL,
      }),
    ]);

    const id = await activity();
    const days = await daysOf(id);
    expect(days).toBeGreaterThanOrEqual(2);
    const token = await organiser();
    const quote = await get(`/api/customer/pbsign/getQuote?activity_id=${id}&serial=${serial}`, token);
    expect(quote.body.data).toMatchObject({ serial, days, day_price: RETAIL, amount: RETAIL * days });

    const bound = await post('/api/customer/pbsign/bind', token, {
      activity_id: id,
      serial,
      amount: RETAIL * days,
    });
    expect(bound.body, bound.body.msg).toMatchObject({
      code: 0,
      msg: 'device rental ordered',
      data: { binding: { state: 'pending', amount: RETAIL * days }, payment: { pay_amount: RETAIL * days } },
    });
    const payment = bound.body.data.payment as { order_no: string; pay_amount: number };
    expect(bound.body.data.binding.order_no).toBe(payment.order_no);
    const order = await orderRow(payment.order_no);
    expect(order).toMatchObject({
      order_type: 20,
      subject_id: productId,
      quantity: days,
      amount: RETAIL * days,
      wholesale_amount: WHOLESALE * days,
      is_pay: 0,
    });
    // reserved: another binding of the unit at that time is refused, the kiosk does not serve it yet
    const other = await activity({ beginIn: 2, endIn: 4 });
    const clash = await post('/api/customer/pbsign/bind', token, {
      activity_id: other,
      serial,
      amount: RETAIL * (await daysOf(other)),
    });
    expect([clash.status, clash.body.msg]).toEqual([
      400,
      'this device is bound to another activity at that time',
    ]);
    const before = await post('/api/device/pbsign/getState', undefined, { serial, key });
    expect(before.body.data.activity).toBeNull();
    const units = await get(`/api/admin/device/getUnits?product_id=${productId}`, admin);
    expect(units.body.data[0]).toMatchObject({ state: 'bound', binding_state: 'pending' });
    expect(units.body.data[0].customer_name).not.toBe('');

    const body = signedNotify(payment.order_no, payment.pay_amount);
    const answers = await Promise.all([notify(body), notify(body)]);
    expect(answers.map((one) => one.status)).toEqual([200, 200]);
    await notify(body);
    const binding = await bindingRow(bound.body.data.binding.id);
    expect(binding).toMatchObject({ state: 'active', order_id: order.id, expires_at: null });
    const listed = await get('/api/customer/pbsign/getBindings', token);
    expect(listed.body.data[0]).toMatchObject({ state: 'active', order_no: payment.order_no });
    const state = await post('/api/device/pbsign/getState', undefined, { serial, key });
    expect(state.body.data.activity).toMatchObject({ title: '产品发布会' });
    const ledger = await ctx.db
      .selectFrom('agent_ledger')
      .select(['gross', 'wholesale', 'margin'])
      .where('order_id', '=', order.id)
      .execute();
    expect(ledger).toEqual([
      { gross: RETAIL * days, wholesale: WHOLESALE * days, margin: (RETAIL - WHOLESALE) * days },
    ]);
    // a paid rental is not unbound: a refund ends it
    const unbind = await post('/api/customer/pbsign/unbind', token, { id: binding.id });
    expect([unbind.status, unbind.body.msg]).toEqual([
      400,
      "a paid device rental is not unbound: ask the site's customer service to refund its order, which ends it",
    ]);
  });

  it('refuses a changed price, a model the site does not rent out, and keeps free models free', async () => {
    const { serial, productId } = await rentedModel();
    const id = await activity();
    const days = await daysOf(id);
    const token = await organiser();
    const before = await writes();
    for (const amount of [0, RETAIL * days - 1]) {
      const changed = await post('/api/customer/pbsign/bind', token, { activity_id: id, serial, amount });
      expect([changed.status, changed.body.msg]).toEqual([
        400,
        'the price has changed, please refresh and try again',
      ]);
    }
    // agent 2 does not rent the model out: its customer's site does not sell it
    const foreign = await activity({ agentId: ctx.ids.agent2Id, customerId: ctx.ids.customers.agent2Phone });
    const stranger = await ctx.loginCustomer(DEMO.agent2Customers.phone);
    const notSold = await get(
      `/api/customer/pbsign/getQuote?activity_id=${foreign}&serial=${serial}`,
      stranger,
    );
    expect([notSold.status, notSold.body.msg]).toEqual([404, 'product does not exist']);
    const notBound = await post('/api/customer/pbsign/bind', stranger, {
      activity_id: foreign,
      serial,
      amount: RETAIL,
    });
    expect([notBound.status, notBound.body.msg]).toEqual([404, 'product does not exist']);
    // agent 1 switches it off: no longer sold
    const agent = await ctx.loginAgent();
    const switched = await post('/api/agent/product/update', agent, {
      kind: 'device',
      id: productId,
      enabled: false,
    });
    expect(switched.body, switched.body.msg).toMatchObject({ code: 0, data: { enabled: false } });
    const off = await get(`/api/customer/pbsign/getQuote?activity_id=${id}&serial=${serial}`, token);
    expect([off.status, off.body.msg]).toEqual([404, 'product does not exist']);
    expect(await writes()).toEqual(before);

    // a free model binds at once, on any site, with no order
    const free = await rentedModel(0);
    const quote = await get(
      `/api/customer/pbsign/getQuote?activity_id=${foreign}&serial=${free.serial}`,
      stranger,
    );
    expect(quote.body.data).toMatchObject({ day_price: 0, amount: 0 });
    const bound = await post('/api/customer/pbsign/bind', stranger, {
      activity_id: foreign,
      serial: free.serial,
    });
    expect(bound.body).toMatchObject({
      msg: 'device bound',
      data: { binding: { state: 'active' }, payment: null },
    });
    expect(await countRows(ctx.db, 'orders')).toBe(before.orders);
    // the platform may not raise the day price above an agent's
    const raise = await post('/api/admin/device/update', free.admin, {
      id: productId,
      name: '签到一体机 R1',
      day_price: WHOLESALE + 1,
    });
    expect([raise.status, raise.body.msg]).toEqual([
      400,
      "an agent rents this model out below the new price: raise the agent's price first",
    ]);
  });

  it('a pending rental keeps the unit until it expires, then frees it; paying again renews a free one, cancelling ends it', async () => {
    const { serial } = await rentedModel();
    const token = await organiser();
    const first = await activity({ beginIn: 1, endIn: 3 });
    const second = await activity({ beginIn: 2, endIn: 4 });
    const pending = await post('/api/customer/pbsign/bind', token, {
      activity_id: first,
      serial,
      amount: RETAIL * (await daysOf(first)),
    });
    expect(pending.body.code, pending.body.msg).toBe(0);
    const secondAmount = RETAIL * (await daysOf(second));
    const blocked = await post('/api/customer/pbsign/bind', token, {
      activity_id: second,
      serial,
      amount: secondAmount,
    });
    expect(blocked.body.msg).toBe('this device is bound to another activity at that time');
    // the reservation expires unpaid: the unit is free, the binding reads expired
    const firstId = pending.body.data.binding.id as number;
    await ctx.db
      .updateTable('device_bindings')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', firstId)
      .execute();
    const listed = await get('/api/customer/pbsign/getBindings', token);
    expect(listed.body.data.find((row: { id: number }) => row.id === firstId)).toMatchObject({
      state: 'expired',
    });
    // paying it again keeps the unit again while it is free
    const orderNo = pending.body.data.payment.order_no as string;
    const again = await post('/api/customer/customerOrder/payOrder', token, { order_no: orderNo });
    expect(again.body.code, again.body.msg).toBe(0);
    expect((await bindingRow(firstId)).expires_at!.getTime()).toBeGreaterThan(Date.now());
    await ctx.db
      .updateTable('device_bindings')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', firstId)
      .execute();
    const taken = await post('/api/customer/pbsign/bind', token, {
      activity_id: second,
      serial,
      amount: secondAmount,
    });
    expect(taken.body.code, taken.body.msg).toBe(0);
    const refused = await post('/api/customer/customerOrder/payOrder', token, { order_no: orderNo });
    expect([refused.status, refused.body.msg]).toEqual([
      400,
      'this device is bound to another activity at that time',
    ]);
    // paid after all (a QR scanned late): the unit is taken, so the binding ends, the order stays paid, and
    // the site's team is asked to refund it and the customer told so
    const agent = await ctx.loginAgent();
    const before = await refundRequests(agent, token);
    await notify(signedNotify(orderNo, pending.body.data.payment.pay_amount));
    expect(await bindingRow(firstId)).toMatchObject({ state: 'ended' });
    expect(await orderRow(orderNo)).toMatchObject({ is_pay: 1 });
    const asked = await refundRequests(agent, token);
    const amount = `¥${(pending.body.data.payment.pay_amount / 100).toFixed(2)}`;
    expect(asked.todos).toHaveLength(before.todos.length + 1);
    expect(asked.todos[0]).toMatchObject({ type: 'todo', status: 0, title: '设备租用已付款，需要退款' });
    expect(asked.todos[0].content).toContain(orderNo);
    expect(asked.todos[0].content).toContain(amount);
    expect(asked.letters[0]).toMatchObject({ type: 'letter', title: '您的设备租用未能生效' });
    expect(asked.letters[0].content).toContain(orderNo);
    // another customer of the site is not told
    const otherLetters = await refundRequests(agent, await ctx.loginCustomer(DEMO.agent1Customers.email));
    expect(otherLetters.letters.filter((row) => row.content.includes(orderNo))).toHaveLength(0);
    // cancelling a pending rental ends it: its order can no longer be paid
    const secondId = taken.body.data.binding.id as number;
    const cancel = await post('/api/customer/pbsign/unbind', token, { id: secondId });
    expect(cancel.body).toMatchObject({ code: 0, msg: 'device rental cancelled' });
    expect(await bindingRow(secondId)).toMatchObject({ state: 'ended' });
    const cancelled = await post('/api/customer/customerOrder/payOrder', token, {
      order_no: taken.body.data.payment.order_no,
    });
    expect([cancelled.status, cancelled.body.msg]).toEqual([
      400,
      'this device rental was cancelled: bind the device again',
    ]);
    // its QR paid after the cancel: the binding stays ended and the team is asked to refund it
    await notify(signedNotify(taken.body.data.payment.order_no, taken.body.data.payment.pay_amount));
    expect(await bindingRow(secondId)).toMatchObject({ state: 'ended' });
    const again2 = await refundRequests(agent, token);
    expect(again2.todos).toHaveLength(asked.todos.length + 1);
    expect(again2.todos[0].content).toContain(taken.body.data.payment.order_no);
  });

  it('a full refund ends the binding (the kiosk stops serving it); a partial one is money only', async () => {
    const { serial, key } = await rentedModel();
    const token = await organiser();
    const admin = await ctx.loginAdmin();
    const now = await activity({ beginIn: -1, endIn: 2 });
    const later = await activity({ beginIn: 30, endIn: 33 });
    const paid = async (activityId: number) => {
      const bound = await post('/api/customer/pbsign/bind', token, {
        activity_id: activityId,
        serial,
        amount: RETAIL * (await daysOf(activityId)),
      });
      expect(bound.body.code, bound.body.msg).toBe(0);
      const payment = bound.body.data.payment as { order_no: string; pay_amount: number };
      await notify(signedNotify(payment.order_no, payment.pay_amount));
      return { id: bound.body.data.binding.id as number, order: await orderRow(payment.order_no) };
    };
    const current = await paid(now);
    const next = await paid(later);
    const refund = (orderId: number, amount: number) =>
      post('/api/admin/order/refund', admin, { id: orderId, amount, reason: '测试退款' });
    expect((await refund(next.order.id, 1000)).body.code).toBe(0);
    expect(await bindingRow(next.id)).toMatchObject({ state: 'active' });
    const full = await refund(current.order.id, current.order.pay_amount);
    expect(full.body.code, full.body.msg).toBe(0);
    expect(await bindingRow(current.id)).toMatchObject({ state: 'ended' });
    const state = await post('/api/device/pbsign/getState', undefined, { serial, key });
    expect(state.body.data.activity).toBeNull();
    const listed = await get('/api/customer/pbsign/getBindings', token);
    expect(listed.body.data.find((row: { id: number }) => row.id === current.id)).toMatchObject({
      state: 'ended',
    });
  });
});

describe('device offers per agent (the partner drawer) and the quote: access and input', () => {
  it('refuses without a session, from other consoles, without the grant, unknown ids and bad input, writing nothing', async () => {
    const { productId, serial } = await rentedModel();
    const admin = await ctx.loginAdmin();
    const mine = await activity();
    const before = await writes();
    const setOffer = (token: string | undefined, payload: Record<string, unknown>) =>
      post('/api/admin/partner/device/setOffer', token, payload);
    const offer = { agent_id: ctx.ids.agent2Id, device_id: productId, offered: true, price: 4_000 };
    expect((await get(`/api/admin/partner/device/getList?agent_id=${ctx.ids.agent1Id}`)).status).toBe(401);
    expect((await setOffer(undefined, offer)).status).toBe(401);
    expect((await get(`/api/customer/pbsign/getQuote?activity_id=${mine}&serial=${serial}`)).status).toBe(
      401,
    );
    for (const token of [await ctx.loginAgent(), await organiser()]) {
      expect(
        (await get(`/api/admin/partner/device/getList?agent_id=${ctx.ids.agent1Id}`, token)).status,
      ).toBe(403);
      expect((await setOffer(token, offer)).status).toBe(403);
    }
    for (const staff of [admin, await ctx.loginAgent()])
      expect(
        (await get(`/api/customer/pbsign/getQuote?activity_id=${mine}&serial=${serial}`, staff)).status,
      ).toBe(403);
    await withdrawPermission(ctx.db, ROLE.platformOperator, Permission.admin.deviceOffer);
    const viewer = await ctx.loginAdmin(DEMO.operator);
    const tab = await get(`/api/admin/partner/device/getList?agent_id=${ctx.ids.agent1Id}`, viewer);
    expect(tab.body.data.find((row: { id: number }) => row.id === productId)).toMatchObject({
      offered: true,
      agent_price: WHOLESALE,
      retail_price: RETAIL,
      price: 3_000,
    });
    expect((await setOffer(viewer, offer)).status).toBe(403);
    const unknownAgent = await get('/api/admin/partner/device/getList?agent_id=999999', admin);
    expect([unknownAgent.status, unknownAgent.body.msg]).toEqual([404, 'agent not found']);
    const unknownModel = await setOffer(admin, { ...offer, device_id: 999_999 });
    expect([unknownModel.status, unknownModel.body.msg]).toEqual([404, 'device model not found']);
    const below = await setOffer(admin, { ...offer, price: 2_999 });
    expect([below.status, below.body.msg]).toEqual([
      400,
      "the agent's price may not be below the platform's price",
    ]);
    for (const bad of [
      { ...offer, price: -1 },
      { ...offer, price: undefined },
      { ...offer, device_id: 'x' },
    ])
      expect((await setOffer(admin, bad)).status).toBe(400);
    const stranger = await ctx.loginCustomer(DEMO.agent1Customers.email);
    const foreign = await get(`/api/customer/pbsign/getQuote?activity_id=${mine}&serial=${serial}`, stranger);
    expect([foreign.status, foreign.body.msg]).toEqual([404, 'activity not found']);
    const token = await organiser();
    for (const query of [`activity_id=${mine}&serial=ab`, `activity_id=x&serial=${serial}`])
      expect((await get(`/api/customer/pbsign/getQuote?${query}`, token)).status).toBe(400);
    for (const bad of [
      { activity_id: mine, serial, amount: -1 },
      { activity_id: mine, serial, amount: 'x' },
      { activity_id: mine, serial, amount: 100, pay_type: 'cash' },
    ])
      expect((await post('/api/customer/pbsign/bind', token, bad)).status).toBe(400);
    expect(await writes()).toEqual(before);
  });
});

describe('rentalDays', () => {
  const at = (value: string) => new Date(value);
  it('counts the Asia/Shanghai calendar days the period touches, at least 1', () => {
    expect(rentalDays(at('2026-11-27T01:00:00Z'), at('2026-11-27T09:00:00Z'))).toBe(1);
    // 20:00 to 02:00 the next morning (Shanghai): two days
    expect(rentalDays(at('2026-11-27T12:00:00Z'), at('2026-11-27T18:00:00Z'))).toBe(2);
    // ending at midnight does not touch the next day
    expect(rentalDays(at('2026-11-27T01:00:00Z'), at('2026-11-27T16:00:00Z'))).toBe(1);
    expect(rentalDays(at('2026-11-27T01:00:00Z'), at('2026-11-30T01:00:00Z'))).toBe(4);
    expect(rentalDays(at('2026-11-27T01:00:00Z'), at('2026-11-27T01:00:00Z'))).toBe(1);
  });
});
