import { Permission } from '@onsite/contracts';
import { describe, expect, it } from 'vitest';
import { ROLE } from '#server/seed/builders.ts';
import { DEMO } from '#server/seed/demo.ts';
import { countRows, useTestContext, withdrawPermission } from '#server/test/harness.ts';

const ctx = useTestContext();
const BASE = '/api/admin/vipPlan';
const VIP_LIST = '/api/customer/customerOrder/getVipList';

type Plan = {
  id: number;
  title: string;
  price: number;
  status: number;
  scenes: string[];
  scene_name: string;
  agents: number;
  buyers: number;
};
type AgentPlan = Plan & { offered: boolean; agent_price: number | null; offered_by: string };
type SitePlan = { id: number; title: string; agent_price: number };

const get = (url: string, token?: string, host?: string) =>
  ctx.call({ method: 'GET', url, token, headers: host ? { host } : {} });
const post = (url: string, token: string | undefined, payload: Record<string, unknown>) =>
  ctx.call({ method: 'POST', url, token, payload });

const newPlan = (change: Record<string, unknown> = {}) => ({
  vip_id: 2,
  title: '专业版 · 季卡',
  duration: 90,
  duration_unit: 2,
  scenes: ['screen', 'meeting'],
  showings_num: 30,
  free_num: 6,
  price: 99_900,
  sort: 25,
  status: 1,
  ...change,
});

async function catalogue(token: string, query = ''): Promise<Plan[]> {
  const answer = await get(`${BASE}/getList${query}`, token);
  expect(answer.body.code, answer.body.msg).toBe(0);
  return answer.body.data;
}

const planId = async (title: string) =>
  (await ctx.db.selectFrom('vip_plans').select('id').where('title', '=', title).executeTakeFirstOrThrow()).id;

/** What the VIP popup of a site lists: title → price. */
async function popup(host: string): Promise<Record<string, number>> {
  const answer = await get(VIP_LIST, undefined, host);
  expect(answer.body.code).toBe(0);
  return Object.fromEntries((answer.body.data as SitePlan[]).map((row) => [row.title, row.agent_price]));
}

const audited = async (route: string) =>
  (await ctx.db.selectFrom('audit_logs').select('summary').where('route', '=', route).execute()).length;

async function operatorWithout(permission: string) {
  await withdrawPermission(ctx.db, ROLE.platformOperator, permission);
  return ctx.loginAdmin(DEMO.operator);
}

const offer = (token: string | undefined, body: Record<string, unknown>) =>
  post('/api/admin/partner/vip/setOffer', token, body);

/** A customer of agent 1 buys the plan at its price and pays it through the sandbox gateway. */
async function buyAndPay(customer: string, plan: SitePlan) {
  const bought = await post('/api/customer/customerOrder/payVipOrder', customer, {
    order_type: 17,
    vip_id: plan.id,
    amount: plan.agent_price,
    pay_amount: plan.agent_price,
  });
  expect(bought.body.code, bought.body.msg).toBe(0);
  const orderNo = bought.body.data.order_no as string;
  const ticket = {
    orderNo,
    amount: plan.agent_price,
    title: 't',
    payType: 'wechat' as const,
    merchant: 'm',
    expires: Date.now() + 60_000,
  };
  const paid = await ctx.call({
    method: 'POST',
    url: '/api/pay/notify/sandbox',
    payload: ctx.payment.notifyFor(ticket),
  });
  expect(paid.status).toBe(200);
  return orderNo;
}

const AGENT1_HOST = 'agent1.localhost';
const TRIAL = '基础版 · 7 天体验';
const YEAR = '基础版 · 年卡';
const PRO = '专业版 · 年卡';
const FLAGSHIP = '旗舰版 · 年卡';
/** The popup answers in the request's language (English here): the seed's English titles. */
const TRIAL_EN = 'Basic · 7-day trial';
const YEAR_EN = 'Basic · annual';
const PRO_EN = 'Professional · annual';

describe('VIP plan catalogue (admin /product/vip)', () => {
  it('lists the plans in order with the agents selling and the customers holding each, filtered and paged', async () => {
    const admin = await ctx.loginAdmin();
    const all = await catalogue(admin);
    expect(all.map((row) => row.title)).toEqual([TRIAL, YEAR, PRO, FLAGSHIP]);
    expect(all[0]).toMatchObject({
      price: 5900,
      agents: 3,
      buyers: 0,
      status: 1,
      scenes: ['screen', 'meeting'],
    });
    expect(all[3]).toMatchObject({ agents: 1 });
    await post(`${BASE}/setStatus`, admin, { id: all[3].id, status: 0 });
    expect((await catalogue(admin, '?status=0')).map((row) => row.title)).toEqual([FLAGSHIP]);
    expect(
      (await catalogue(admin, `?keyword=${encodeURIComponent('人才测评')}`)).map((row) => row.title),
    ).toEqual([PRO, FLAGSHIP]);
    const paged = await get(`${BASE}/getList?limit=3&page=2`, admin);
    expect([paged.body.count, paged.body.data.length]).toEqual([4, 1]);
    await post(`${BASE}/setStatus`, admin, { id: all[3].id, status: 1 });
  });

  it('creates, edits, takes off sale, puts on sale and deletes a plan, each change audited', async () => {
    const admin = await ctx.loginAdmin();
    const created = await post(`${BASE}/create`, admin, newPlan());
    expect(created.body, created.body.msg).toMatchObject({ code: 0, msg: 'VIP plan created' });
    expect(created.body.data).toMatchObject({
      title: '专业版 · 季卡',
      duration: 90,
      duration_unit: 2,
      scenes: ['screen', 'meeting'],
      scene_name: '大屏互动,会议系统',
      price: 99_900,
      agents: 0,
      buyers: 0,
    });
    const id = created.body.data.id as number;
    const edited = await post(`${BASE}/update`, admin, {
      ...newPlan({ title: '专业版 · 半年卡', duration: 180, scenes: ['screen'] }),
      id,
    });
    expect(edited.body).toMatchObject({
      code: 0,
      msg: 'VIP plan saved',
      data: { id, title: '专业版 · 半年卡', duration: 180, scene_name: '大屏互动' },
    });
    const off = await post(`${BASE}/setStatus`, admin, { id, status: 0 });
    expect([off.body.msg, off.body.data.status]).toEqual(['VIP plan taken off sale', 0]);
    const on = await post(`${BASE}/setStatus`, admin, { id, status: 1 });
    expect([on.body.msg, on.body.data.status]).toEqual(['VIP plan put on sale', 1]);
    const deleted = await post(`${BASE}/delete`, admin, { id });
    expect(deleted.body).toMatchObject({ code: 0, msg: 'VIP plan deleted' });
    expect((await catalogue(admin)).map((row) => row.id)).not.toContain(id);
    for (const route of ['create', 'update', 'delete'])
      expect(await audited(`${BASE}/${route}`), route).toBeGreaterThan(0);
    expect(await audited(`${BASE}/setStatus`)).toBeGreaterThan(1);
  });

  it('refuses without a session, from the agent console, without the grant, and bad input, writing nothing', async () => {
    const admin = await ctx.loginAdmin();
    const agent = await ctx.loginAgent();
    const customer = await ctx.loginCustomer();
    const before = await countRows(ctx.db, 'vip_plans');
    expect((await get(`${BASE}/getList`)).status).toBe(401);
    expect((await post(`${BASE}/create`, undefined, newPlan())).status).toBe(401);
    expect((await get(`${BASE}/getList`, agent)).status).toBe(403);
    expect((await post(`${BASE}/create`, agent, newPlan())).status).toBe(403);
    expect((await post(`${BASE}/create`, customer, newPlan())).status).toBe(403);
    const trial = await planId(TRIAL);
    const viewer = await operatorWithout(Permission.admin.vipPlanManage);
    expect((await get(`${BASE}/getList`, viewer)).body.code).toBe(0);
    expect((await post(`${BASE}/create`, viewer, newPlan())).status).toBe(403);
    expect((await post(`${BASE}/update`, viewer, { ...newPlan(), id: trial })).status).toBe(403);
    expect((await post(`${BASE}/setStatus`, viewer, { id: trial, status: 0 })).status).toBe(403);
    expect((await post(`${BASE}/delete`, viewer, { id: trial })).status).toBe(403);
    const missing = await post(`${BASE}/update`, admin, { ...newPlan(), id: 999_999 });
    expect([missing.status, missing.body.msg]).toEqual([404, 'VIP plan not found']);
    expect((await post(`${BASE}/setStatus`, admin, { id: 999_999, status: 1 })).status).toBe(404);
    expect((await post(`${BASE}/delete`, admin, { id: 999_999 })).status).toBe(404);
    const bad: [Record<string, unknown>, string][] = [
      [{ title: ' ' }, 'the plan title is required'],
      [{ title: undefined }, 'the plan title is required'],
      [{ title: 'x'.repeat(41) }, 'the plan title is at most 40 characters'],
      [{ vip_id: 0 }, 'choose the VIP level'],
      [{ duration: 0 }, 'the duration must be a whole number, 1 or more'],
      [{ duration: 3661 }, 'the duration is at most 3660'],
      [{ duration_unit: 3 }, 'the unit is years (1) or days (2)'],
      [{ scenes: [] }, 'choose the tools of the plan'],
      [{ scenes: ['no-such-tool'] }, 'choose the tools of the plan'],
      [{ showings_num: -1 }, 'showings must be a whole number, 0 or more'],
      [{ free_num: 1.5 }, 'free activities must be a whole number, 0 or more'],
      [{ price: -1 }, 'the price must be a whole number of cents, 0 or more'],
      [{ price: '9900' }, 'the price must be a whole number of cents, 0 or more'],
      [{ status: 2 }, 'status must be 0 (off sale) or 1 (on sale)'],
    ];
    for (const [change, message] of bad) {
      const refused = await post(`${BASE}/create`, admin, newPlan(change));
      expect(refused.status, JSON.stringify(change)).toBe(400);
      expect(refused.body.msg, JSON.stringify(change)).toContain(message);
    }
    for (const [route, body] of [
      ['setStatus', { id: trial, status: 'off' }],
      ['setStatus', { id: 'x', status: 0 }],
      ['delete', { id: 0 }],
      ['update', { ...newPlan(), id: -1 }],
      ['update', { ...newPlan({ scenes: ['nothing'] }), id: trial }],
    ] as const) {
      const refused = await post(`${BASE}/${route}`, admin, body);
      expect(refused.status, `${route} ${JSON.stringify(body)}`).toBe(400);
    }
    expect((await get(`${BASE}/getList?status=2`, admin)).status).toBe(400);
    expect(await countRows(ctx.db, 'vip_plans')).toBe(before);
    expect((await catalogue(admin)).find((row) => row.id === trial)).toMatchObject({
      status: 1,
      price: 5900,
    });
  });

  it('refuses to delete a plan in use and to raise its price above an agent’s, in the caller’s language', async () => {
    const admin = await ctx.loginAdmin();
    const trial = await planId(TRIAL);
    const inUse = await ctx.call({
      method: 'POST',
      url: `${BASE}/delete`,
      token: admin,
      headers: { 'accept-language': 'zh_CN' },
      payload: { id: trial },
    });
    expect([inUse.status, inUse.body.msg]).toEqual([
      400,
      '该 VIP 套餐已被使用（有代理商在售，或有客户持有、下过单），不能删除，请改为下架',
    ]);
    // the demo sites sell the trial at ¥99: the platform's price may rise to it, not past it
    const row = (await catalogue(admin)).find((plan) => plan.id === trial);
    const raise = (price: number) => post(`${BASE}/update`, admin, { ...newPlan(), ...row, price });
    const refused = await raise(9901);
    expect([refused.status, refused.body.msg]).toEqual([
      400,
      "an agent sells this VIP plan below the new price: raise the agent's price first",
    ]);
    expect((await raise(9900)).body.code).toBe(0);
    expect(await countRows(ctx.db, 'vip_plans')).toBe(4);
  });
});

describe('an agent’s VIP plans (the partner drawer’s vip tab) and the VIP popup', () => {
  it('sells a new plan on an agent’s site at its price: the popup shows it there only, at that price', async () => {
    const admin = await ctx.loginAdmin();
    const created = await post(`${BASE}/create`, admin, newPlan());
    const id = created.body.data.id as number;
    expect(Object.keys(await popup(AGENT1_HOST))).not.toContain('专业版 · 季卡');
    const below = await offer(admin, {
      agent_id: ctx.ids.agent1Id,
      plan_id: id,
      offered: true,
      price: 99_899,
    });
    expect([below.status, below.body.msg]).toEqual([
      400,
      "the agent's price may not be below the platform's price",
    ]);
    const sold = await offer(admin, {
      agent_id: ctx.ids.agent1Id,
      plan_id: id,
      offered: true,
      price: 128_000,
    });
    expect(sold.body).toMatchObject({
      code: 0,
      msg: 'VIP plan offered on the agent’s site',
      data: { id, offered: true, agent_price: 128_000, price: 99_900, offered_by: '平台管理员' },
    });
    expect(await popup(AGENT1_HOST)).toMatchObject({ '专业版 · 季卡': 128_000, [TRIAL_EN]: 9900 });
    expect(Object.keys(await popup('agent2.localhost'))).not.toContain('专业版 · 季卡');
    const tab = await get(`/api/admin/partner/vip/getList?agent_id=${ctx.ids.agent1Id}`, admin);
    const rows = tab.body.data as AgentPlan[];
    expect(rows.map((row) => [row.title, row.offered, row.agent_price])).toEqual([
      [TRIAL, true, 9900],
      [YEAR, true, 199_900],
      ['专业版 · 季卡', true, 128_000],
      [PRO, true, 499_900],
      [FLAGSHIP, false, null],
    ]);
    expect((await catalogue(admin)).find((row) => row.id === id)).toMatchObject({ agents: 1 });
    // withdrawn: out of the popup; off sale: cannot be offered anew
    const withdrawn = await offer(admin, { agent_id: ctx.ids.agent1Id, plan_id: id, offered: false });
    expect(withdrawn.body).toMatchObject({ code: 0, data: { offered: false, agent_price: null } });
    expect(Object.keys(await popup(AGENT1_HOST))).not.toContain('专业版 · 季卡');
    await post(`${BASE}/setStatus`, admin, { id, status: 0 });
    const offSale = await offer(admin, {
      agent_id: ctx.ids.agent1Id,
      plan_id: id,
      offered: true,
      price: 128_000,
    });
    expect([offSale.status, offSale.body.msg]).toEqual([
      400,
      'this VIP plan is off sale: put it on sale first',
    ]);
    expect(await audited('/api/admin/partner/vip/setOffer')).toBeGreaterThanOrEqual(2);
  });

  it('a plan taken off sale leaves the popup and cannot be bought; the memberships bought keep working', async () => {
    const admin = await ctx.loginAdmin();
    const customer = await ctx.loginCustomer();
    const trial = (await get(VIP_LIST, customer)).body.data.find((row: SitePlan) => row.title === TRIAL_EN);
    await buyAndPay(customer, trial);
    expect((await catalogue(admin)).find((row) => row.id === trial.id)).toMatchObject({ buyers: 1 });
    await post(`${BASE}/setStatus`, admin, { id: trial.id, status: 0 });
    expect(Object.keys(await popup(AGENT1_HOST))).toEqual([YEAR_EN, PRO_EN]);
    const refused = await post('/api/customer/customerOrder/payVipOrder', customer, {
      order_type: 17,
      vip_id: trial.id,
      amount: trial.agent_price,
      pay_amount: trial.agent_price,
    });
    expect([refused.status, refused.body.msg]).toEqual([404, 'product does not exist']);
    // the customer is still VIP with the plan's free activities (the activity purchase reads the plan)
    const membership = await ctx.db
      .selectFrom('customers')
      .innerJoin('customer_vips', 'customer_vips.id', 'customers.customer_vip_id')
      .innerJoin('vip_plans', 'vip_plans.id', 'customer_vips.plan_id')
      .select(['customers.vip_id', 'vip_plans.free_num', 'customer_vips.expires_at'])
      .where('customers.id', '=', ctx.ids.customers.agent1Phone)
      .executeTakeFirstOrThrow();
    expect(membership).toMatchObject({ vip_id: 1, free_num: 1 });
    expect(membership.expires_at.getTime()).toBeGreaterThan(Date.now());
    // and the plan, held and ordered, is not deleted even when no agent sells it any more
    for (const agentId of [ctx.ids.agent1Id, ctx.ids.agent2Id, ctx.ids.platformAgentId])
      await offer(admin, { agent_id: agentId, plan_id: trial.id, offered: false });
    expect((await post(`${BASE}/delete`, admin, { id: trial.id })).status).toBe(400);
  });

  it('refuses without a session, from other consoles, without the grant, an unknown agent or plan, and bad input', async () => {
    const admin = await ctx.loginAdmin();
    const flagship = await planId(FLAGSHIP);
    const before = await countRows(ctx.db, 'vip_plan_offers');
    const body = { agent_id: ctx.ids.agent1Id, plan_id: flagship, offered: true, price: 699_900 };
    expect((await get(`/api/admin/partner/vip/getList?agent_id=${ctx.ids.agent1Id}`)).status).toBe(401);
    expect((await offer(undefined, body)).status).toBe(401);
    expect((await offer(await ctx.loginAgent(), body)).status).toBe(403);
    expect((await offer(await ctx.loginCustomer(), body)).status).toBe(403);
    const viewer = await operatorWithout(Permission.admin.vipPlanOffer);
    expect((await get(`/api/admin/partner/vip/getList?agent_id=${ctx.ids.agent1Id}`, viewer)).body.code).toBe(
      0,
    );
    expect((await offer(viewer, body)).status).toBe(403);
    expect((await get('/api/admin/partner/vip/getList?agent_id=999999', admin)).status).toBe(404);
    expect((await offer(admin, { ...body, agent_id: 999_999 })).status).toBe(404);
    const unknownPlan = await offer(admin, { ...body, plan_id: 999_999 });
    expect([unknownPlan.status, unknownPlan.body.msg]).toEqual([404, 'VIP plan not found']);
    for (const [change, message] of [
      [{ price: undefined }, "set the agent's price"],
      [{ price: -5 }, "the agent's price must be a whole number of cents, 0 or more"],
      [{ offered: 'yes' }, 'offered must be true or false'],
      [{ plan_id: 'x' }, 'plan_id must be a VIP plan id'],
    ] as const) {
      const refused = await offer(admin, { ...body, ...change });
      expect(refused.status, JSON.stringify(change)).toBe(400);
      expect(refused.body.msg).toContain(message);
    }
    expect(await countRows(ctx.db, 'vip_plan_offers')).toBe(before);
  });
});
