import { describe, expect, it } from 'vitest';
import { orderCalls } from '#server/modules/order/order.test-helpers.ts';
import { DEMO } from '#server/seed/demo.ts';
import { countRows, useTestContext } from '#server/test/harness.ts';

const ctx = useTestContext();
const { signedNotify, notify } = orderCalls(ctx);

const ADMIN = '/api/admin/resourcePack';
const get = (url: string, token: string | undefined) => ctx.call({ method: 'GET', url, token });
const post = (url: string, token: string | undefined, payload: Record<string, unknown>) =>
  ctx.call({ method: 'POST', url, token, payload });

const balance = async (customerId: number, kind: 'sms' | 'redpacket') =>
  (
    await ctx.db
      .selectFrom('resource_accounts')
      .select('balance')
      .where('customer_id', '=', customerId)
      .where('kind', '=', kind)
      .executeTakeFirst()
  )?.balance ?? 0;

const newPack = { name: '测试短信包', kind: 'sms', quantity: 300, price: 1_800, sort: 5, status: 1 };

describe('the resource pack catalogue', () => {
  it('is added, edited, taken off sale and deleted by the platform; bad input writes nothing', async () => {
    const admin = await ctx.loginAdmin();
    const created = await post(`${ADMIN}/create`, admin, newPack);
    expect([created.status, created.body.msg]).toEqual([200, 'resource pack created']);
    expect(created.body.data).toMatchObject({ ...newPack, sold: 0 });
    const id = created.body.data.id as number;
    const edited = await post(`${ADMIN}/update`, admin, {
      ...newPack,
      id,
      name: '测试短信包（新）',
      price: 1_500,
    });
    expect(edited.body.data).toMatchObject({ name: '测试短信包（新）', price: 1_500 });
    const off = await post(`${ADMIN}/setStatus`, admin, { id, status: 0 });
    expect(off.body.data.status).toBe(0);
    const list = await get(`${ADMIN}/getList?page=1&limit=50&status=0`, admin);
    expect(list.body.data.map((row: { id: number }) => row.id)).toContain(id);

    const before = await countRows(ctx.db, 'resource_packs');
    for (const bad of [
      { ...newPack, name: ' ' },
      { ...newPack, kind: 'coins' },
      { ...newPack, quantity: 0 },
      { ...newPack, price: -1 },
      { ...newPack, price: 1.5 },
    ]) {
      expect((await post(`${ADMIN}/create`, admin, bad)).status).toBe(400);
    }
    expect((await post(`${ADMIN}/update`, admin, { ...newPack, id: 999_999 })).status).toBe(404);
    expect(await countRows(ctx.db, 'resource_packs')).toBe(before);

    const deleted = await post(`${ADMIN}/delete`, admin, { id });
    expect([deleted.status, deleted.body.msg]).toEqual([200, 'resource pack deleted']);
    expect(await countRows(ctx.db, 'resource_packs')).toBe(before - 1);
  });

  it('is the platform staff’s: no session, other consoles and a missing permission are refused', async () => {
    expect((await get(`${ADMIN}/getList`, undefined)).status).toBe(401);
    expect((await get(`${ADMIN}/getList`, await ctx.loginAgent())).status).toBe(403);
    expect((await post(`${ADMIN}/create`, await ctx.loginCustomer(), newPack)).status).toBe(403);
    // the operator reads the catalogue and manages it (like the other catalogues)
    expect((await get(`${ADMIN}/getList`, await ctx.loginAdmin(DEMO.operator))).status).toBe(200);
  });
});

describe('buying a pack', () => {
  it('credits the account once when paid (even when the gateway notifies twice), at the price of the order', async () => {
    const token = await ctx.loginCustomer();
    const packs = await get('/api/customer/resource/getPacks', token);
    const sms = packs.body.data.find((pack: { kind: string }) => pack.kind === 'sms');
    expect(sms).toMatchObject({
      name: expect.any(String),
      quantity: expect.any(Number),
      price: expect.any(Number),
    });
    const customerId = ctx.ids.customers.agent1Phone;
    const before = await balance(customerId, 'sms');

    const bought = await post('/api/customer/resource/buyPack', token, { pack_id: sms.id, price: sms.price });
    expect(bought.body.code, bought.body.msg).toBe(0);
    const orderNo = bought.body.data.order_no as string;
    expect(bought.body.data.qrcode_url).toContain('/api/sandbox/pay/cashier?t=');
    // the platform edits the pack meanwhile: the order credits what it bought
    const admin = await ctx.loginAdmin();
    await post(`${ADMIN}/update`, admin, {
      ...sms,
      id: sms.id,
      quantity: sms.quantity * 10,
      sort: 0,
      status: 1,
    });

    const body = signedNotify(orderNo, sms.price);
    const [first, second] = await Promise.all([notify(body), notify(signedNotify(orderNo, sms.price))]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await balance(customerId, 'sms')).toBe(before + sms.quantity);
    const order = await ctx.db
      .selectFrom('orders')
      .select(['order_type', 'is_pay', 'wholesale_amount', 'pay_amount'])
      .where('order_no', '=', orderNo)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ order_type: 31, is_pay: 1, wholesale_amount: sms.price, pay_amount: sms.price });
    const entries = await ctx.db
      .selectFrom('ledger_entries')
      .select(['kind', 'amount', 'type'])
      .where('order_no', '=', orderNo)
      .execute();
    expect(entries).toEqual([{ kind: 'sms', amount: sms.quantity, type: 'pack_purchase' }]);
    const catalogue = await get(`${ADMIN}/getList?page=1&limit=50`, admin);
    expect(catalogue.body.data.find((row: { id: number }) => row.id === sms.id).sold).toBe(1);
    // a pack with orders is taken off sale, not deleted
    const refused = await post(`${ADMIN}/delete`, admin, { id: sms.id });
    expect([refused.status, refused.body.msg]).toEqual([
      400,
      'this pack has been ordered: take it off sale instead',
    ]);
  });

  it('refuses a changed price, a pack off sale or unknown, a bad pay type and other consoles, writing no order', async () => {
    const token = await ctx.loginCustomer();
    const packs = (await get('/api/customer/resource/getPacks', token)).body.data as {
      id: number;
      price: number;
    }[];
    const pack = packs[0];
    const orders = await countRows(ctx.db, 'orders');
    const changed = await post('/api/customer/resource/buyPack', token, {
      pack_id: pack.id,
      price: pack.price + 1,
    });
    expect([changed.status, changed.body.msg]).toEqual([
      400,
      'the price has changed, please refresh and try again',
    ]);
    const unknown = await post('/api/customer/resource/buyPack', token, { pack_id: 999_999, price: 100 });
    expect([unknown.status, unknown.body.msg]).toEqual([404, 'product does not exist']);
    const payType = await post('/api/customer/resource/buyPack', token, {
      pack_id: pack.id,
      price: pack.price,
      pay_type: 'cash',
    });
    expect(payType.status).toBe(400);
    expect(
      (await post('/api/customer/resource/buyPack', undefined, { pack_id: pack.id, price: pack.price }))
        .status,
    ).toBe(401);
    expect(
      (
        await post('/api/customer/resource/buyPack', await ctx.loginAgent(), {
          pack_id: pack.id,
          price: pack.price,
        })
      ).status,
    ).toBe(403);
    const admin = await ctx.loginAdmin();
    const row = (await get(`${ADMIN}/getList?page=1&limit=50`, admin)).body.data.find(
      (item: { id: number }) => item.id === pack.id,
    );
    await post(`${ADMIN}/setStatus`, admin, { id: pack.id, status: 0 });
    const off = await post('/api/customer/resource/buyPack', token, { pack_id: pack.id, price: pack.price });
    expect([off.status, off.body.msg]).toEqual([404, 'product does not exist']);
    expect(
      (await get('/api/customer/resource/getPacks', token)).body.data.map((item: { id: number }) => item.id),
    ).not.toContain(pack.id);
    await post(`${ADMIN}/setStatus`, admin, { id: pack.id, status: row.status });
    expect(await countRows(ctx.db, 'orders')).toBe(orders);
  });
});
