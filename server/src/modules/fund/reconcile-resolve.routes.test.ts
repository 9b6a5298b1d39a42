import { describe, expect, it } from 'vitest';
import { DEMO } from '#server/seed/demo.ts';
import { seedRecharge } from '#server/seed/resource.ts';
import { countRows, useTestContext } from '#server/test/harness.ts';

const ctx = useTestContext();

const LIST = '/api/admin/fund/reconcile/getList';
const RESOLVE = '/api/admin/fund/reconcile/resolve';
const get = (url: string, token: string | undefined) => ctx.call({ method: 'GET', url, token });
const resolve = (token: string | undefined, payload: Record<string, unknown>) =>
  ctx.call({ method: 'POST', url: RESOLVE, token, payload });

let serial = 0;
const orderNo = () => `2026020200${String(++serial).padStart(4, '0')}000077`;
const owner = () => ({ agentId: ctx.ids.agent2Id, customerId: ctx.ids.customers.agent2Phone });

/** A stored gateway notify; answers its reconciliation key. */
async function notify(input: { orderNo: string; transactionId: string; amount: number; outcome: string }) {
  const row = await ctx.db
    .insertInto('payment_notifies')
    .values({
      provider: 'sandbox',
      order_no: input.orderNo,
      transaction_id: input.transactionId,
      amount: input.amount,
      outcome: input.outcome,
      payload: '{}',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return `notify-${row.id}`;
}

/** A recharge paid once and then paid again with another transaction: the second payment's key. */
async function paidTwice(amount = 5_000) {
  const no = orderNo();
  await seedRecharge(ctx.db, owner(), { orderNo: no, amount, payType: 'wechat', at: new Date() });
  const transactionId = `SECOND-${no}`;
  return {
    key: await notify({ orderNo: no, transactionId, amount, outcome: 'duplicate' }),
    transactionId,
    amount,
  };
}

/** An order waiting for payment for two hours: its key. */
async function staleOrder() {
  const row = await ctx.db
    .insertInto('orders')
    .values({
      order_no: orderNo(),
      agent_id: ctx.ids.agent2Id,
      customer_id: ctx.ids.customers.agent2Phone,
      order_type: 30,
      subject_id: 0,
      title: '账户余额充值',
      amount: 800,
      original_amount: 800,
      pay_amount: 800,
      created_at: new Date(Date.now() - 2 * 3_600_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return `order-${row.id}`;
}

describe('dealing with reconciliation items', () => {
  it('refunds a second payment through the gateway, once; the item moves to the resolved list', async () => {
    const admin = await ctx.loginAdmin();
    const second = await paidTwice();
    const open = await get(`${LIST}?kind=paid_twice`, admin);
    expect(open.body.data.map((row: { key: string }) => row.key)).toContain(second.key);

    const answer = await resolve(admin, {
      kind: 'paid_twice',
      key: second.key,
      action: 'refund',
      note: '客户重复扫码',
    });
    expect([answer.status, answer.body.msg]).toEqual([200, 'the item is dealt with']);
    expect(answer.body.data.resolution).toMatchObject({
      action: 'refund',
      note: '客户重复扫码',
      resolved_by: expect.any(String),
      reference: expect.stringMatching(/^SBXR/),
    });
    expect(ctx.payment.refundedOf(second.transactionId)).toBe(second.amount);

    const after = await get(`${LIST}?kind=paid_twice`, admin);
    expect(after.body.data.map((row: { key: string }) => row.key)).not.toContain(second.key);
    const resolved = await get(`${LIST}?kind=paid_twice&state=resolved`, admin);
    expect(resolved.body.data).toContainEqual(
      expect.objectContaining({ key: second.key, resolution: expect.objectContaining({ action: 'refund' }) }),
    );
    const again = await resolve(admin, {
      kind: 'paid_twice',
      key: second.key,
      action: 'dismiss',
      note: '再处理',
    });
    expect([again.status, again.body.msg]).toEqual([400, 'this item has already been dealt with']);
    expect(ctx.payment.refundedOf(second.transactionId)).toBe(second.amount);
    const audit = await ctx.db
      .selectFrom('audit_logs')
      .select('status_code')
      .where('route', '=', RESOLVE)
      .where('status_code', '=', 200)
      .execute();
    expect(audit.length).toBeGreaterThanOrEqual(1);
  });

  it('two staff at once: one deals with the item, the other is told; the gateway refunds once', async () => {
    const admin = await ctx.loginAdmin();
    const second = await paidTwice(3_000);
    const answers = await Promise.all(
      [1, 2].map(() =>
        resolve(admin, { kind: 'paid_twice', key: second.key, action: 'refund', note: '并发' }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect(ctx.payment.refundedOf(second.transactionId)).toBe(3_000);
    expect(
      await ctx.db
        .selectFrom('reconcile_resolutions')
        .select('id')
        .where('item_key', '=', second.key)
        .execute(),
    ).toHaveLength(1);
  });

  it('records money returned outside the gateway and dismissals, each with what it needs', async () => {
    const admin = await ctx.loginAdmin();
    const orphan = await notify({
      orderNo: '888888',
      transactionId: `NOBODY-${Date.now()}`,
      amount: 700,
      outcome: 'unknown order',
    });
    const stale = await staleOrder();
    const before = await countRows(ctx.db, 'reconcile_resolutions');
    const refused: [Record<string, unknown>, string][] = [
      [
        { kind: 'orphan_notify', key: orphan, action: 'dismiss' },
        'please say why nothing is to be given back',
      ],
      [
        { kind: 'orphan_notify', key: orphan, action: 'returned', note: 'x' },
        'please give the transfer reference',
      ],
      [
        { kind: 'stale_pending', key: stale, action: 'refund', note: 'x' },
        'only a gateway payment can be refunded through the gateway',
      ],
      [{ kind: 'orphan_notify', key: stale, action: 'dismiss', note: 'x' }, 'reconciliation item not found'],
      [
        { kind: 'orphan_notify', key: 'notify-999999999', action: 'dismiss', note: 'x' },
        'reconciliation item not found',
      ],
      [
        { kind: 'orphan_notify', key: 'payment-1', action: 'dismiss', note: 'x' },
        'key must name a reconciliation item',
      ],
      [
        { kind: 'lost', key: orphan, action: 'dismiss', note: 'x' },
        'kind must be paid_twice, orphan_notify or stale_pending',
      ],
      [
        { kind: 'orphan_notify', key: orphan, action: 'burn', note: 'x' },
        'action must be refund, returned or dismiss',
      ],
    ];
    for (const [payload, message] of refused) {
      const answer = await resolve(admin, payload);
      expect([JSON.stringify(payload), answer.body.msg]).toEqual([
        JSON.stringify(payload),
        expect.stringContaining(message),
      ]);
      expect(answer.status).toBeGreaterThanOrEqual(400);
    }
    expect(await countRows(ctx.db, 'reconcile_resolutions')).toBe(before);

    const returned = await resolve(admin, {
      kind: 'orphan_notify',
      key: orphan,
      action: 'returned',
      reference: 'BANK-RETURN-1',
      note: '已线下退回',
    });
    expect(returned.body.data.resolution).toMatchObject({ action: 'returned', reference: 'BANK-RETURN-1' });
    const dismissed = await resolve(admin, {
      kind: 'stale_pending',
      key: stale,
      action: 'dismiss',
      note: '客户放弃支付',
    });
    expect(dismissed.body.data.resolution).toMatchObject({ action: 'dismiss', note: '客户放弃支付' });
    const open = await get(`${LIST}?kind=stale_pending&limit=100`, admin);
    expect(open.body.data.map((row: { key: string }) => row.key)).not.toContain(stale);
  });

  it('is the super admin’s: no session, other consoles and the operator are refused, writing nothing', async () => {
    const orphan = await notify({
      orderNo: '777777',
      transactionId: `NOONE-${Date.now()}`,
      amount: 100,
      outcome: 'unknown order',
    });
    const body = { kind: 'orphan_notify', key: orphan, action: 'dismiss', note: '查过' };
    const before = await countRows(ctx.db, 'reconcile_resolutions');
    expect((await resolve(undefined, body)).status).toBe(401);
    expect((await resolve(await ctx.loginAgent(), body)).status).toBe(403);
    expect((await resolve(await ctx.loginCustomer(), body)).status).toBe(403);
    expect((await resolve(await ctx.loginAdmin(DEMO.operator), body)).status).toBe(403);
    expect(await countRows(ctx.db, 'reconcile_resolutions')).toBe(before);
    // the operator still reads the list
    expect((await get(`${LIST}?kind=orphan_notify`, await ctx.loginAdmin(DEMO.operator))).status).toBe(200);
  });
});
