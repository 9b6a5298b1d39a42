import { Permission } from '@onsite/contracts';
import { describe, expect, it } from 'vitest';
import { orderCalls } from '#server/modules/order/order.test-helpers.ts';
import { ROLE } from '#server/seed/builders.ts';
import { DEMO } from '#server/seed/demo.ts';
import { useTestContext, withdrawPermission } from '#server/test/harness.ts';

const ctx = useTestContext();
const { plansOf, buy } = orderCalls(ctx);
const LIST = '/api/agent/product/getList';
const UPDATE = '/api/agent/product/update';
const AGENT1_HOST = 'agent1.localhost';

type Product = {
  kind: 'vip' | 'software' | 'resource';
  id: number;
  name: string;
  status: number;
  wholesale_price: number;
  retail_price: number;
  margin: number;
  enabled: boolean;
};

const get = (url: string, token?: string, host?: string) =>
  ctx.call({ method: 'GET', url, token, headers: host ? { host } : {} });
const post = (url: string, token: string | undefined, payload: Record<string, unknown>) =>
  ctx.call({ method: 'POST', url, token, payload });

async function products(token: string, query = ''): Promise<Product[]> {
  const answer = await get(`${LIST}${query}`, token);
  expect(answer.body.code, answer.body.msg).toBe(0);
  return answer.body.data;
}

/** The demo owner (a member of both teams) acting in `team`. */
async function ownerIn(team: number) {
  const token = await ctx.loginAgent(DEMO.agentUser);
  const switched = await post('/api/agent/BasicInfo/changeTeam', token, { opid: team });
  expect(switched.body.code).toBe(0);
  return token;
}

const offerRows = () =>
  ctx.db
    .selectFrom('vip_plan_offers')
    .select(['agent_id', 'plan_id', 'price', 'retail_price', 'enabled'])
    .orderBy('id')
    .execute();

/** What a site sells: VIP plan title → price (the popup), software name → price (the card). */
async function siteSells(host: string) {
  // plan titles as a zh_CN visitor reads them (the catalogue's titles)
  const vip = await ctx.call({
    method: 'GET',
    url: '/api/customer/customerOrder/getVipList',
    headers: { host, 'accept-language': 'zh-CN' },
  });
  const software = await get('/api/customer/Product/getSoftwareList', undefined, host);
  return {
    vip: Object.fromEntries(
      vip.body.data.map((row: { title: string; agent_price: number }) => [row.title, row.agent_price]),
    ),
    software: Object.fromEntries(
      software.body.data.map((row: { name: string; price: number }) => [row.name, row.price]),
    ),
  };
}

const audited = async (route: string) =>
  (await ctx.db.selectFrom('audit_logs').select('summary').where('route', '=', route).execute()).length;

describe('agent products (agent /product)', () => {
  it('lists the team’s offers across kinds at wholesale, retail = wholesale at first, switched on; filters by kind and keyword', async () => {
    const team1 = await ownerIn(ctx.ids.agent1Id);
    const all = await products(team1);
    const offersOf = async (table: 'vip_plan_offers' | 'agent_software_offers') =>
      (await ctx.db.selectFrom(table).select('id').where('agent_id', '=', ctx.ids.agent1Id).execute()).length;
    const vipOffers = await offersOf('vip_plan_offers');
    const softwareOffers = await offersOf('agent_software_offers');
    // every resource pack is offered to every team (docs/decisions "i16-packs")
    const packs = (await ctx.db.selectFrom('resource_packs').select('id').execute()).length;
    expect(packs).toBeGreaterThan(0);
    expect(all).toHaveLength(vipOffers + softwareOffers + packs);
    // VIP plans first, then software, then packs
    expect(all.map((row) => row.kind)).toEqual([
      ...Array(vipOffers).fill('vip'),
      ...Array(softwareOffers).fill('software'),
      ...Array(packs).fill('resource'),
    ]);
    for (const row of all) {
      expect(row.retail_price).toBe(row.wholesale_price);
      expect([row.margin, row.enabled]).toEqual([0, true]);
    }
    expect((await products(team1, '?kind=software')).map((row) => row.name)).toEqual([
      '大屏互动 PC 客户端',
      '会议签到一体机软件',
    ]);
    expect((await products(team1, '?keyword=签到')).map((row) => row.name)).toEqual(['会议签到一体机软件']);
    // the other team sees its own only
    const team2 = await ownerIn(ctx.ids.agent2Id);
    expect((await products(team2, '?kind=software')).map((row) => [row.name, row.wholesale_price])).toEqual([
      ['大屏互动 PC 客户端', 99800],
    ]);
  });

  it('sets a retail price its site sells at (VIP popup, software card), and the VIP order charges it', async () => {
    const team1 = await ownerIn(ctx.ids.agent1Id);
    const [plan] = await products(team1, '?kind=vip');
    const [software] = await products(team1, '?kind=software');
    const raised = await post(UPDATE, team1, {
      kind: 'vip',
      id: plan.id,
      retail_price: plan.wholesale_price + 2000,
    });
    expect(raised.body, raised.body.msg).toMatchObject({
      code: 0,
      msg: 'retail price saved',
      data: { id: plan.id, retail_price: plan.wholesale_price + 2000, margin: 2000, enabled: true },
    });
    await post(UPDATE, team1, { kind: 'software', id: software.id, retail_price: 150_000 });
    const sells = await siteSells(AGENT1_HOST);
    expect(sells.vip[plan.name]).toBe(plan.wholesale_price + 2000);
    expect(sells.software[software.name]).toBe(150_000);
    // the customer pays the retail price; the wholesale is refused as a stale price
    const customer = await ctx.loginCustomer();
    const sold = (await plansOf(customer)).find((row) => row.id === plan.id);
    expect(sold?.agent_price).toBe(plan.wholesale_price + 2000);
    const stale = await buy(customer, { id: plan.id, agent_price: plan.wholesale_price });
    expect(stale.status).toBe(400);
    const bought = await buy(customer, { id: plan.id, agent_price: plan.wholesale_price + 2000 });
    expect(bought.body.code, bought.body.msg).toBe(0);
    const order = await ctx.db
      .selectFrom('orders')
      .select(['amount', 'pay_amount', 'agent_id'])
      .where('order_no', '=', bought.body.data.order_no)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({
      amount: plan.wholesale_price + 2000,
      pay_amount: plan.wholesale_price + 2000,
      agent_id: ctx.ids.agent1Id,
    });
    expect(await audited(UPDATE)).toBe(2);
  });

  it('switches an offer off its site: not listed, not sold; on again, back', async () => {
    const team1 = await ownerIn(ctx.ids.agent1Id);
    const [plan] = await products(team1, '?kind=vip');
    const [software] = await products(team1, '?kind=software');
    const off = await post(UPDATE, team1, { kind: 'vip', id: plan.id, enabled: false });
    expect(off.body).toMatchObject({
      msg: 'product switched off for the site',
      data: { enabled: false, retail_price: plan.retail_price },
    });
    await post(UPDATE, team1, { kind: 'software', id: software.id, enabled: false });
    const sells = await siteSells(AGENT1_HOST);
    expect(sells.vip).not.toHaveProperty(plan.name);
    expect(sells.software).not.toHaveProperty(software.name);
    const customer = await ctx.loginCustomer();
    const refused = await buy(customer, { id: plan.id, agent_price: plan.retail_price });
    expect([refused.status, refused.body.msg]).toEqual([404, 'product does not exist']);
    // still in the team's list, switched off
    expect((await products(team1, '?kind=vip')).find((row) => row.id === plan.id)?.enabled).toBe(false);
    const on = await post(UPDATE, team1, { kind: 'vip', id: plan.id, enabled: true });
    expect(on.body.msg).toBe('product switched on for the site');
    expect((await siteSells(AGENT1_HOST)).vip[plan.name]).toBe(plan.retail_price);
  });

  it('refuses a retail price below the wholesale, bad input, and another team’s offer, writing nothing', async () => {
    const team1 = await ownerIn(ctx.ids.agent1Id);
    const [plan] = await products(team1, '?kind=vip');
    const before = await offerRows();
    const below = await post(UPDATE, team1, {
      kind: 'vip',
      id: plan.id,
      retail_price: plan.wholesale_price - 1,
    });
    expect([below.status, below.body.msg]).toEqual([
      400,
      'the retail price may not be below the wholesale price',
    ]);
    const translated = await ctx.call({
      method: 'POST',
      url: UPDATE,
      token: team1,
      payload: { kind: 'vip', id: plan.id, retail_price: 0 },
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(translated.body.msg).toBe('零售价不能低于批发价');
    for (const payload of [
      { kind: 'book', id: plan.id, retail_price: 100 },
      { kind: 'vip', id: 0, retail_price: 100 },
      { kind: 'vip', id: plan.id, retail_price: -1 },
      { kind: 'vip', id: plan.id, retail_price: 1.5 },
      { kind: 'vip', id: plan.id, enabled: 'yes' },
      { kind: 'vip', id: plan.id },
    ]) {
      const answer = await post(UPDATE, team1, payload);
      expect([answer.status, answer.body.code], JSON.stringify(payload)).toEqual([400, 400]);
    }
    // a plan only agent 2's site sells is not found from agent 1's team
    const team2 = await ownerIn(ctx.ids.agent2Id);
    const foreign = (await products(team2, '?kind=vip')).find(
      (row) => !before.some((offer) => offer.agent_id === ctx.ids.agent1Id && offer.plan_id === row.id),
    );
    expect(foreign).toBeDefined();
    const team1Again = await ownerIn(ctx.ids.agent1Id);
    const other = await post(UPDATE, team1Again, { kind: 'vip', id: foreign?.id, retail_price: 999_999 });
    expect([other.status, other.body.msg]).toEqual([404, 'product does not exist']);
    const missing = await post(UPDATE, team1Again, { kind: 'software', id: 999_999, enabled: false });
    expect(missing.status).toBe(404);
    expect(await offerRows()).toEqual(before);
  });

  it('needs an agent session and the grant: staff see the list but may not set prices', async () => {
    const admin = await ctx.loginAdmin();
    const customer = await ctx.loginCustomer();
    const team1 = await ownerIn(ctx.ids.agent1Id);
    const [plan] = await products(team1, '?kind=vip');
    const change = { kind: 'vip', id: plan.id, retail_price: plan.wholesale_price + 100 };
    const before = await offerRows();
    expect((await get(LIST)).status).toBe(401);
    expect((await get(LIST, admin)).status).toBe(403);
    expect((await get(LIST, customer)).status).toBe(403);
    expect((await post(UPDATE, undefined, change)).status).toBe(401);
    expect((await post(UPDATE, admin, change)).status).toBe(403);
    expect((await post(UPDATE, customer, change)).status).toBe(403);
    const staff = await ctx.loginAgent(DEMO.agentStaff);
    expect((await get(LIST, staff)).body.code).toBe(0);
    expect((await post(UPDATE, staff, change)).status).toBe(403);
    expect((await get(`${LIST}?page=0`, staff)).status).toBe(400);
    expect(await offerRows()).toEqual(before);
    await withdrawPermission(ctx.db, ROLE.agentStaff, Permission.agent.product);
    expect((await get(LIST, staff)).status).toBe(403);
  });

  it('lifts the retail price to a wholesale the platform raises above it, and keeps a higher one', async () => {
    const admin = await ctx.loginAdmin();
    const team1 = await ownerIn(ctx.ids.agent1Id);
    const [plan] = await products(team1, '?kind=vip');
    await post(UPDATE, team1, { kind: 'vip', id: plan.id, retail_price: plan.wholesale_price + 1000 });
    const offer = (price: number) =>
      post('/api/admin/partner/vip/setOffer', admin, {
        agent_id: ctx.ids.agent1Id,
        plan_id: plan.id,
        offered: true,
        price,
      });
    // a raise below the retail price keeps it
    expect((await offer(plan.wholesale_price + 500)).body.code).toBe(0);
    let row = (await products(team1, '?kind=vip')).find((candidate) => candidate.id === plan.id);
    expect([row?.wholesale_price, row?.retail_price]).toEqual([
      plan.wholesale_price + 500,
      plan.wholesale_price + 1000,
    ]);
    // a raise above it lifts it: the site never sells below the wholesale
    expect((await offer(plan.wholesale_price + 3000)).body.code).toBe(0);
    row = (await products(team1, '?kind=vip')).find((candidate) => candidate.id === plan.id);
    expect([row?.wholesale_price, row?.retail_price, row?.margin]).toEqual([
      plan.wholesale_price + 3000,
      plan.wholesale_price + 3000,
      0,
    ]);
    expect((await siteSells(AGENT1_HOST)).vip[plan.name]).toBe(plan.wholesale_price + 3000);
    // the partner drawer's tab shows the platform the agent's retail price and switch
    await post(UPDATE, team1, { kind: 'vip', id: plan.id, enabled: false });
    const tab = await get(`/api/admin/partner/vip/getList?agent_id=${ctx.ids.agent1Id}`, admin);
    expect(tab.body.data.find((candidate: { id: number }) => candidate.id === plan.id)).toMatchObject({
      offered: true,
      agent_price: plan.wholesale_price + 3000,
      retail_price: plan.wholesale_price + 3000,
      enabled: false,
    });
  });
});
