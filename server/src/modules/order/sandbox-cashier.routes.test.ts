import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '#server/test/harness.ts';
import { BASE } from './order.test-helpers.ts';

const ctx = useTestContext();

let origin = '';
beforeAll(async () => {
  // the gateway calls our notify endpoint over HTTP, so the app listens
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});

/** A recharge order of the demo customer and its cashier ticket. */
async function rechargeTicket(amount = 100) {
  const token = await ctx.loginCustomer();
  const made = await ctx.call({ method: 'POST', url: `${BASE}/payment`, token, payload: { amount } });
  expect(made.body.code, made.body.msg).toBe(0);
  const { order_no, qrcode_url } = made.body.data as { order_no: string; qrcode_url: string };
  return { orderNo: order_no, ticket: new URL(qrcode_url).searchParams.get('t') ?? '' };
}

/** "Pay" on the cashier page, as the phone's browser posts it. */
async function payAtCashier(ticket: string) {
  const answer = await fetch(`${origin}/api/sandbox/pay/cashier`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
    body: new URLSearchParams({ t: ticket }).toString(),
  });
  const html = await answer.text();
  const result = /data-testid="cashier-result"[^>]*>([^<]*)</.exec(html)?.[1];
  return { status: answer.status, result, html };
}

describe('the sandbox cashier page', () => {
  it('says the payment succeeded when its notify paid the order, and "already paid" when it was a duplicate', async () => {
    const { orderNo, ticket } = await rechargeTicket();
    const first = await payAtCashier(ticket);
    expect([first.status, first.result]).toEqual([200, 'Payment succeeded']);

    // The phone pays the same ticket again: the merchant acknowledges a duplicate and applies nothing.
    const second = await payAtCashier(ticket);
    expect(second.status).toBe(200);
    expect(second.result).toBe('This order was already paid');
    expect(second.html).toContain('this payment was not applied');
    const paid = await ctx.db
      .selectFrom('payment_notifies')
      .select('outcome')
      .where('order_no', '=', orderNo)
      .orderBy('id')
      .execute();
    expect(paid.map((row) => row.outcome)).toEqual(['accepted', 'duplicate']);
  });

  it('says the merchant refused when the notify was refused', async () => {
    const { orderNo, ticket } = await rechargeTicket();
    // the order goes away (an activity deleted before it was paid, say): the notify is "unknown order"
    await ctx.db.deleteFrom('orders').where('order_no', '=', orderNo).execute();
    const refused = await payAtCashier(ticket);
    expect([refused.status, refused.result]).toEqual([502, 'The merchant did not accept the payment']);
  });
});
