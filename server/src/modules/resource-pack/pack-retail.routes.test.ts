import { describe, expect, it } from 'vitest';
import { orderCalls } from '#server/modules/order/order.test-helpers.ts';
import { DEMO } from '#server/seed/demo.ts';
import { countRows, useTestContext } from '#server/test/harness.ts';

// An agent's retail prices of the platform's resource packs (agent › 产品, the "resource" kind;
// docs/decisions "i16-packs"): the pack's price is the wholesale, the agent's retail is what its customers
// see and pay; switched off, its site neither lists nor sells the pack.

const ctx = useTestContext();
const { signedNotify, notify } = orderCalls(ctx);

const LIST = '/api/agent/product/getList';
const UPDATE = '/api/agent/product/update';
const PACKS = '/api/customer/resource/getPacks';
const BUY = '/api/customer/resource/buyPack';
const DRAWER = '/api/admin/partner/resourcePack/getList';

type Pack = { id: number; name: string; price: number; kind: string; quantity: number };

const get = (url: string, token?: string) => ctx.call({ method: 'GET', url, token });
const post = (url: string, token: string | undefined, payload: Record<string, unknown>) =>
  ctx.call({ method: 'POST', url, token, payload });

/** The demo owner (a member of both teams) acting in `team`. */
async function ownerIn(team: number) {
  const token = await ctx.loginAgent(DEMO.agentUser);
  const switched = await post('/api/agent/BasicInfo/changeTeam', token, { opid: team });
  expect(switched.body.code).toBe(0);
  return token;
}

async function sitePacks(customer: string): Promise<Pack[]> {
  const answer = await get(PACKS, customer);
  expect(answer.body.code, answer.body.msg).toBe(0);
  return answer.body.data;
}

const offerRows = () =>
  ctx.db
    .selectFrom('agent_resource_pack_offers')
    .select(['agent_id', 'pack_id', 'price', 'retail_price', 'enabled'])
    .orderBy('id')
    .execute();

const firstPack = async () =>
  ctx.db
    .selectFrom('resource_packs')
    .select(['id', 'name', 'price', 'quantity', 'kind'])
    .where('kind', '=', 'sms')
    .orderBy('sort')
    .executeTakeFirstOrThrow();

describe('resource packs at the agent’s retail price', () => {
  it('lists every pack at its price as wholesale and retail, switched on, until the team changes it', async () => {
    const team1 = await ownerIn(ctx.ids.agent1Id);
    const answer = await get(`${LIST}?kind=resource`, team1);
    const packs = await ctx.db.selectFrom('resource_packs').select(['id', 'price']).orderBy('sort').execute();
    expect(
      answer.body.data.map((row: Record<string, unknown>) => [
        row.kind,
        row.id,
        row.wholesale_price,
        row.retail_price,
        row.margin,
        row.enabled,
      ]),
    ).toEqual(packs.map((pack) => ['resource', pack.id, pack.price, pack.price, 0, true]));
    expect(await offerRows()).toEqual([]);
  });

  it('shows and charges the retail price; the order’s wholesale is the pack’s price and the margin the agent’s', async () => {
    const pack = await firstPack();
    const team1 = await ownerIn(ctx.ids.agent1Id);
    const retail = pack.price + 1_200;
    const saved = await post(UPDATE, team1, { kind: 'resource', id: pack.id, retail_price: retail });
    expect([saved.status, saved.body.msg]).toEqual([200, 'retail price saved']);
    expect(saved.body.data).toMatchObject({
      kind: 'resource',
      wholesale_price: pack.price,
      retail_price: retail,
      margin: 1_200,
      enabled: true,
    });
    const audit = await ctx.db.selectFrom('audit_logs').select('id').where('route', '=', UPDATE).execute();
    expect(audit.length).toBeGreaterThan(0);

    // agent 1's customer sees and pays the retail price
    const customer = await ctx.loginCustomer();
    expect((await sitePacks(customer)).find((row) => row.id === pack.id)?.price).toBe(retail);
    const orders = await countRows(ctx.db, 'orders');
    const stale = await post(BUY, customer, { pack_id: pack.id, price: pack.price });
    expect([stale.status, stale.body.msg]).toEqual([
      400,
      'the price has changed, please refresh and try again',
    ]);
    expect(await countRows(ctx.db, 'orders')).toBe(orders);
    const bought = await post(BUY, customer, { pack_id: pack.id, price: retail });
    expect(bought.body.code, bought.body.msg).toBe(0);
    const orderNo = bought.body.data.order_no as string;
    expect((await notify(signedNotify(orderNo, retail))).status).toBe(200);
    const order = await ctx.db
      .selectFrom('orders')
      .select(['id', 'agent_id', 'is_pay', 'amount', 'pay_amount', 'wholesale_amount'])
      .where('order_no', '=', orderNo)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      agent_id: ctx.ids.agent1Id,
      is_pay: 1,
      amount: retail,
      pay_amount: retail,
      wholesale_amount: pack.price,
    });
    const sale = await ctx.db
      .selectFrom('agent_ledger')
      .select(['gross', 'wholesale', 'margin'])
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(sale).toEqual({ gross: retail, wholesale: pack.price, margin: 1_200 });

    // agent 2's site still sells the pack at its price: one team's offer is its own
    const customer2 = await ctx.loginCustomer(DEMO.agent2Customers.phone);
    expect((await sitePacks(customer2)).find((row) => row.id === pack.id)?.price).toBe(pack.price);
  });

  it('switched off: not listed on the site, not sold ("product does not exist"); on again, back', async () => {
    const pack = await firstPack();
    const team1 = await ownerIn(ctx.ids.agent1Id);
    const off = await post(UPDATE, team1, { kind: 'resource', id: pack.id, enabled: false });
    expect([off.status, off.body.msg, off.body.data.enabled]).toEqual([
      200,
      'product switched off for the site',
      false,
    ]);
    const customer = await ctx.loginCustomer();
    expect((await sitePacks(customer)).map((row) => row.id)).not.toContain(pack.id);
    const orders = await countRows(ctx.db, 'orders');
    const refused = await post(BUY, customer, { pack_id: pack.id, price: pack.price });
    expect([refused.status, refused.body.msg]).toEqual([404, 'product does not exist']);
    expect(await countRows(ctx.db, 'orders')).toBe(orders);
    // still on the agent's page, switched off
    const listed = await get(`${LIST}?kind=resource`, team1);
    expect(listed.body.data.find((row: { id: number }) => row.id === pack.id).enabled).toBe(false);
    // another team's customers are not affected
    const customer2 = await ctx.loginCustomer(DEMO.agent2Customers.phone);
    expect((await sitePacks(customer2)).map((row) => row.id)).toContain(pack.id);

    await post(UPDATE, team1, { kind: 'resource', id: pack.id, enabled: true });
    expect((await sitePacks(customer)).map((row) => row.id)).toContain(pack.id);
  });

  it('refuses a retail price below the wholesale (the database too), bad input, no session, other consoles, staff and an unknown pack, writing nothing', async () => {
    const pack = await firstPack();
    const team1 = await ownerIn(ctx.ids.agent1Id);
    const team2 = await ownerIn(ctx.ids.agent2Id);
    // agent 2 sets its own retail price first: agent 1's changes must leave it as it is
    expect(
      (await post(UPDATE, team2, { kind: 'resource', id: pack.id, retail_price: pack.price + 500 })).body
        .code,
    ).toBe(0);
    const before = await offerRows();
    const team1Again = await ownerIn(ctx.ids.agent1Id);
    expect(team1).toBeTruthy();

    const below = await post(UPDATE, team1Again, {
      kind: 'resource',
      id: pack.id,
      retail_price: pack.price - 1,
    });
    expect([below.status, below.body.msg]).toEqual([
      400,
      'the retail price may not be below the wholesale price',
    ]);
    for (const payload of [
      { kind: 'pack', id: pack.id, retail_price: pack.price },
      { kind: 'resource', id: 0, retail_price: pack.price },
      { kind: 'resource', id: pack.id, retail_price: -1 },
      { kind: 'resource', id: pack.id, retail_price: 1.5 },
      { kind: 'resource', id: pack.id },
    ]) {
      const answer = await post(UPDATE, team1Again, payload);
      expect(answer.status, JSON.stringify(payload)).toBe(400);
    }
    const unknown = await post(UPDATE, team1Again, { kind: 'resource', id: 999_999, retail_price: 100 });
    expect([unknown.status, unknown.body.msg]).toEqual([404, 'product does not exist']);
    const change = { kind: 'resource', id: pack.id, retail_price: pack.price + 100 };
    expect((await post(UPDATE, undefined, change)).status).toBe(401);
    expect((await post(UPDATE, await ctx.loginAdmin(), change)).status).toBe(403);
    expect((await post(UPDATE, await ctx.loginCustomer(), change)).status).toBe(403);
    expect((await post(UPDATE, await ctx.loginAgent(DEMO.agentStaff), change)).status).toBe(403);
    expect(await offerRows()).toEqual(before);

    // the database holds the rule too
    await expect(
      ctx.db
        .insertInto('agent_resource_pack_offers')
        .values({
          agent_id: ctx.ids.agent1Id,
          pack_id: pack.id,
          price: pack.price,
          retail_price: pack.price - 1,
          updated_at: new Date(),
        })
        .execute(),
    ).rejects.toThrow();
  });

  it('a pack’s new price is every offer’s wholesale: a lower retail is lifted to it, a higher one kept', async () => {
    const pack = await firstPack();
    const team1 = await ownerIn(ctx.ids.agent1Id);
    await post(UPDATE, team1, { kind: 'resource', id: pack.id, retail_price: pack.price + 1_000 });
    const team2 = await ownerIn(ctx.ids.agent2Id);
    await post(UPDATE, team2, { kind: 'resource', id: pack.id, retail_price: pack.price + 100 });
    const admin = await ctx.loginAdmin();
    const raised = pack.price + 500;
    const saved = await post('/api/admin/resourcePack/update', admin, {
      ...pack,
      price: raised,
      sort: 1,
      status: 1,
    });
    expect(saved.body.code, saved.body.msg).toBe(0);
    const rows = await offerRows();
    expect(rows.map((row) => [row.agent_id, row.price, row.retail_price])).toEqual([
      [ctx.ids.agent1Id, raised, pack.price + 1_000],
      [ctx.ids.agent2Id, raised, raised],
    ]);
  });
});

describe('the partner drawer’s resource packs', () => {
  it('lists every pack with the agent’s retail price and switch, for staff of the platform only', async () => {
    const pack = await firstPack();
    const team1 = await ownerIn(ctx.ids.agent1Id);
    await post(UPDATE, team1, {
      kind: 'resource',
      id: pack.id,
      retail_price: pack.price + 300,
      enabled: false,
    });
    const admin = await ctx.loginAdmin();
    const answer = await get(`${DRAWER}?agent_id=${ctx.ids.agent1Id}`, admin);
    expect(answer.body.code, answer.body.msg).toBe(0);
    const row = answer.body.data.find((item: { id: number }) => item.id === pack.id);
    expect(row).toMatchObject({
      price: pack.price,
      retail_price: pack.price + 300,
      enabled: false,
      changed: true,
    });
    // a pack agent 2 never changed: its price, switched on
    const untouched = await ctx.db
      .selectFrom('resource_packs')
      .select(['id', 'price'])
      .where('kind', '=', 'redpacket')
      .executeTakeFirstOrThrow();
    const other = (await get(`${DRAWER}?agent_id=${ctx.ids.agent2Id}`, admin)).body.data.find(
      (item: { id: number }) => item.id === untouched.id,
    );
    expect(other).toMatchObject({
      price: untouched.price,
      retail_price: untouched.price,
      enabled: true,
      changed: false,
    });

    expect((await get(`${DRAWER}?agent_id=999999`, admin)).status).toBe(404);
    expect((await get(`${DRAWER}?agent_id=x`, admin)).status).toBe(400);
    expect((await get(`${DRAWER}?agent_id=${ctx.ids.agent1Id}`)).status).toBe(401);
    expect((await get(`${DRAWER}?agent_id=${ctx.ids.agent1Id}`, team1)).status).toBe(403);
  });
});
