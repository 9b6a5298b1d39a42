import { describe, expect, it } from 'vitest';
import { orderCalls } from '#server/modules/order/order.test-helpers.ts';
import { DEMO } from '#server/seed/demo.ts';
import { countRows, useTestContext } from '#server/test/harness.ts';
import { LICENCE_KEY_PATTERN } from './licence-key.ts';
import { softwareIdOf } from './software.test-helpers.ts';

const ctx = useTestContext();
const { signedNotify, notify } = orderCalls(ctx);

const P = '/api/customer/Product';
const CHECK_IN = '会议签到一体机软件'; // agent 1 sells it (wholesale 1980.00, 2 seats); agent 2 does not

const productId = (name: string) => softwareIdOf(ctx.db, name);

function buy(token: string | undefined, payload: Record<string, unknown>) {
  return ctx.call({ method: 'POST', url: `${P}/buySoftware`, token, payload });
}

const orderRow = (orderNo: string) =>
  ctx.db.selectFrom('orders').selectAll().where('order_no', '=', orderNo).executeTakeFirstOrThrow();

async function writes() {
  return {
    orders: await countRows(ctx.db, 'orders'),
    licences: await countRows(ctx.db, 'software_licences'),
  };
}

/** The customer buys `quantity` licences of the check-in software at a retail price of 2500.00. */
async function bought(token: string, quantity: number) {
  await ctx.db
    .updateTable('agent_software_offers')
    .set({ retail_price: 250000, enabled: true })
    .where('software_id', '=', await productId(CHECK_IN))
    .execute();
  const answer = await buy(token, {
    software_id: await productId(CHECK_IN),
    quantity,
    amount: 250000 * quantity,
    pay_amount: 250000 * quantity,
  });
  expect(answer.body.code).toBe(0);
  return answer.body.data as { order_no: string; pay_amount: number; qrcode_url: string };
}

describe('buying software licences', () => {
  it("lists a signed-in customer's own site's software (what it can buy), whichever host it calls", async () => {
    const names = async (token: string | undefined, host: string) =>
      (
        (await ctx.call({ method: 'GET', url: `${P}/getSoftwareList`, token, headers: { host } })).body
          .data as {
          name: string;
        }[]
      ).map((row) => row.name);
    expect(await names(undefined, 'agent2.localhost')).not.toContain(CHECK_IN);
    expect(await names(await ctx.loginCustomer(), 'agent2.localhost')).toContain(CHECK_IN);
    expect(
      await names(await ctx.loginCustomer(DEMO.agent2Customers.phone), 'agent1.localhost'),
    ).not.toContain(CHECK_IN);
  });

  it('makes an unpaid order at retail × quantity with the wholesale × quantity; paying issues the licences once', async () => {
    const token = await ctx.loginCustomer();
    const payment = await bought(token, 3);
    expect(payment.pay_amount).toBe(750000);
    expect(payment.qrcode_url).toMatch(/\/api\/sandbox\/pay\/cashier\?t=/);
    const order = await orderRow(payment.order_no);
    expect(order).toMatchObject({
      order_type: 18,
      subject_id: await productId(CHECK_IN),
      quantity: 3,
      amount: 750000,
      pay_amount: 750000,
      wholesale_amount: 3 * 198000,
      is_pay: 0,
      title: `${CHECK_IN} v2.0.4 × 3`,
    });
    // nothing is issued before payment
    const before = await ctx.call({ method: 'GET', url: `${P}/getSoftwareLicences`, token });
    expect(before.body).toMatchObject({ code: 0, data: [], count: 0 });

    // two notifies at once: one pays, the other finds it paid; the licences are issued once
    const body = signedNotify(payment.order_no, payment.pay_amount);
    const answers = await Promise.all([notify(body), notify(body)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const licences = await ctx.call({ method: 'GET', url: `${P}/getSoftwareLicences`, token });
    expect(licences.body.count).toBe(3);
    const rows = licences.body.data as { licence_key: string; seats: number; status: string }[];
    expect(rows.every((row) => LICENCE_KEY_PATTERN.test(row.licence_key))).toBe(true);
    expect(new Set(rows.map((row) => row.licence_key)).size).toBe(3);
    expect(rows[0]).toMatchObject({
      name: CHECK_IN,
      version: '2.0.4',
      seats: 2,
      status: 'active',
      order_no: payment.order_no,
      has_installer: false,
    });
    // a repeated notify later changes nothing
    await notify(body);
    expect(await countRows(ctx.db, 'software_licences')).toBe(3);
    // the reseller ledger booked the sale with its wholesale
    const sale = await ctx.db
      .selectFrom('agent_ledger')
      .select(['gross', 'wholesale', 'margin'])
      .where('order_id', '=', (await orderRow(payment.order_no)).id)
      .executeTakeFirstOrThrow();
    expect(sale).toEqual({ gross: 750000, wholesale: 594000, margin: 156000 });
  });

  it('refuses a stale price, a product the site does not sell, bad input, 401 and 403, writing nothing', async () => {
    const token = await ctx.loginCustomer();
    const before = await writes();
    const checkIn = await productId(CHECK_IN);
    const stale = await buy(token, { software_id: checkIn, quantity: 2, amount: 198000, pay_amount: 198000 });
    expect([stale.status, stale.body.msg]).toEqual([
      400,
      'the price has changed, please refresh and try again',
    ]);
    // agent 2's customer: its site does not sell the check-in software
    const other = await ctx.loginCustomer(DEMO.agent2Customers.phone);
    const foreign = await buy(other, {
      software_id: checkIn,
      quantity: 1,
      amount: 198000,
      pay_amount: 198000,
    });
    expect([foreign.status, foreign.body.msg]).toEqual([404, 'product does not exist']);
    // switched off by the agent, or taken off sale: not sold
    await ctx.db
      .updateTable('agent_software_offers')
      .set({ enabled: false })
      .where('software_id', '=', checkIn)
      .execute();
    const off = await buy(token, { software_id: checkIn, quantity: 1, amount: 198000, pay_amount: 198000 });
    expect([off.status, off.body.msg]).toEqual([404, 'product does not exist']);
    const offSale = await productId('现场抽奖离线版');
    const notOffered = await buy(token, {
      software_id: offSale,
      quantity: 1,
      amount: 39800,
      pay_amount: 39800,
    });
    expect(notOffered.status).toBe(404);
    for (const quantity of [0, 21, 1.5]) {
      const bad = await buy(token, { software_id: checkIn, quantity, amount: 1, pay_amount: 1 });
      expect([bad.status, bad.body.msg]).toEqual([
        400,
        'quantity: quantity must be a whole number from 1 to 20',
      ]);
    }
    const noId = await buy(token, { quantity: 1, amount: 1, pay_amount: 1 });
    expect(noId.status).toBe(400);
    const anonymous = await buy(undefined, { software_id: checkIn, quantity: 1, amount: 1, pay_amount: 1 });
    expect([anonymous.status, anonymous.body.code]).toEqual([401, -2]);
    const staff = await buy(await ctx.loginAgent(), {
      software_id: checkIn,
      quantity: 1,
      amount: 1,
      pay_amount: 1,
    });
    expect(staff.status).toBe(403);
    const list = await ctx.call({
      method: 'GET',
      url: `${P}/getSoftwareLicences`,
      token: await ctx.loginAdmin(),
    });
    expect(list.status).toBe(403);
    expect(await writes()).toEqual(before);
  });

  it('gives a signed 10-minute link to the installer of an own active licence; another customer gets 404', async () => {
    const token = await ctx.loginCustomer();
    const payment = await bought(token, 1);
    await notify(signedNotify(payment.order_no, payment.pay_amount));
    const [licence] = (await ctx.call({ method: 'GET', url: `${P}/getSoftwareLicences`, token })).body
      .data as {
      id: number;
    }[];
    const none = await ctx.call({ method: 'GET', url: `${P}/getSoftwareInstaller?id=${licence!.id}`, token });
    expect([none.status, none.body.msg]).toEqual([404, 'this software has no installer to download']);
    await ctx.db
      .updateTable('software_products')
      .set({ installer: 'platform/files/checkin-setup.zip' })
      .where('id', '=', await productId(CHECK_IN))
      .execute();
    const link = await ctx.call({ method: 'GET', url: `${P}/getSoftwareInstaller?id=${licence!.id}`, token });
    expect(link.body.code).toBe(0);
    const url = new URL(link.body.data.url as string, 'http://x');
    expect(url.pathname).toMatch(/platform\/files\/checkin-setup\.zip$/);
    const expires = Number(url.searchParams.get('expires'));
    expect(expires * 1000 - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(expires * 1000 - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    expect(url.searchParams.get('signature')).toMatch(/^[0-9a-f]{64}$/);
    // another customer of the same agent: not found, and not in its list
    const other = await ctx.loginCustomer(DEMO.agent1Customers.email);
    const foreign = await ctx.call({
      method: 'GET',
      url: `${P}/getSoftwareInstaller?id=${licence!.id}`,
      token: other,
    });
    expect([foreign.status, foreign.body.msg]).toEqual([404, 'licence not found']);
    const theirs = await ctx.call({ method: 'GET', url: `${P}/getSoftwareLicences`, token: other });
    expect(theirs.body.count).toBe(0);
    const bad = await ctx.call({ method: 'GET', url: `${P}/getSoftwareInstaller?id=x`, token });
    expect(bad.status).toBe(400);
  });

  it('a full refund revokes the order’s licences (no more installer); a partial one is money only', async () => {
    const token = await ctx.loginCustomer();
    const admin = await ctx.loginAdmin();
    await ctx.db.updateTable('software_products').set({ installer: 'platform/files/setup.zip' }).execute();
    const partial = await bought(token, 2);
    await notify(signedNotify(partial.order_no, partial.pay_amount));
    const full = await bought(token, 1);
    await notify(signedNotify(full.order_no, full.pay_amount));

    const refund = (orderNo: string, amount: number) =>
      orderRow(orderNo).then((order) =>
        ctx.call({
          method: 'POST',
          url: '/api/admin/order/refund',
          token: admin,
          payload: { id: order.id, amount, reason: '测试退款' },
        }),
      );
    expect((await refund(partial.order_no, 1000)).body.code).toBe(0);
    expect((await refund(full.order_no, full.pay_amount)).body.code).toBe(0);

    const rows = (await ctx.call({ method: 'GET', url: `${P}/getSoftwareLicences`, token })).body.data as {
      id: number;
      order_no: string;
      status: string;
    }[];
    expect(rows.filter((row) => row.order_no === partial.order_no).map((row) => row.status)).toEqual([
      'active',
      'active',
    ]);
    const revoked = rows.find((row) => row.order_no === full.order_no)!;
    expect(revoked.status).toBe('revoked');
    const link = await ctx.call({ method: 'GET', url: `${P}/getSoftwareInstaller?id=${revoked.id}`, token });
    expect([link.status, link.body.msg]).toEqual([400, 'the licence has been revoked']);
  });
});
