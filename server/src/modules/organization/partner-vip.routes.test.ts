import { describe, expect, it } from 'vitest';
import { DEMO } from '#server/seed/demo.ts';
import { countRows, useTestContext } from '#server/test/harness.ts';

const ctx = useTestContext();

const BASE = '/api/admin/partner/vip';
const list = (token: string | undefined, agentId: number) =>
  ctx.call({ method: 'GET', url: `${BASE}/getList?agent_id=${agentId}`, token });
const post = (path: string, token: string | undefined, payload: unknown) =>
  ctx.call({ method: 'POST', url: `${BASE}/${path}`, token, payload: payload as Record<string, unknown> });

const plan = (agentId: number) => ({
  agent_id: agentId,
  vip_id: 2,
  title: '渠道专享 · 季卡',
  agent_price: 129900,
  duration: 90,
  duration_unit: 2,
  scenes: ['screen', 'meeting'],
  showings_num: 10,
  free_num: 2,
  sort: 5,
});

/** The plans the agent's customer site sells (its VIP popup), as a customer of that site reads them. */
const sitePlans = async (customer: string) =>
  (await ctx.call({ method: 'GET', url: '/api/customer/customerOrder/getVipList', token: customer })).body
    .data;

describe('admin › partner › vip', () => {
  it("lists an agent's plans, creates and edits one, and the agent's site sells it at that price", async () => {
    const admin = await ctx.loginAdmin();
    const agentId = ctx.ids.agent1Id;
    const before = await list(admin, agentId);
    expect(before.status).toBe(200);
    expect(before.body.data.length).toBeGreaterThan(0);
    expect(before.body.data[0]).toMatchObject({
      agent_id: agentId,
      enabled: true,
      buyers: expect.any(Number),
    });

    const created = await post('save', admin, plan(agentId));
    expect(created.body).toMatchObject({ code: 0, msg: 'VIP plan saved' });
    expect(created.body.data).toMatchObject({
      title: '渠道专享 · 季卡',
      agent_price: 129900,
      scenes: ['screen', 'meeting'],
      scene_name: expect.stringContaining(','),
      enabled: true,
      buyers: 0,
    });
    const id = created.body.data.id as number;
    const customer = await ctx.loginCustomer(DEMO.agent1Customers.phone);
    expect(JSON.stringify(await sitePlans(customer))).toContain('渠道专享 · 季卡');

    const edited = await post('save', admin, { ...plan(agentId), id, agent_price: 99900, enabled: false });
    expect(edited.body.data).toMatchObject({ id, agent_price: 99900, enabled: false });
    // disabled: the site sells it no more
    expect(JSON.stringify(await sitePlans(customer))).not.toContain('渠道专享 · 季卡');
    // the other agent's site never did
    const other = await ctx.loginCustomer(DEMO.agent2Customers.phone);
    expect(JSON.stringify(await sitePlans(other))).not.toContain('渠道专享');
  });

  it("gives an agent without plans a copy of the platform's, once", async () => {
    const admin = await ctx.loginAdmin();
    const created = await ctx.call({
      method: 'POST',
      url: '/api/admin/partner/create',
      token: admin,
      payload: {
        corporate_name: '无套餐的渠道',
        corporate_brief: '',
        contact_name: '',
        contact_phone: '',
        domains: ['no-plans.example.com'],
        owner_mode: 'existing',
        owner_email: DEMO.agentUser,
      },
    });
    expect(created.body.code).toBe(0);
    const agentId = created.body.data.id as number;
    expect((await list(admin, agentId)).body.data).toEqual([]);
    const platformPlans = await ctx.db
      .selectFrom('vip_plans')
      .innerJoin('agents', 'agents.id', 'vip_plans.agent_id')
      .select('vip_plans.title')
      .where('agents.is_platform_default', '=', true)
      .execute();
    const copied = await post('copyDefaults', admin, { agent_id: agentId });
    expect(copied.body.msg).toBe("the platform's VIP plans were copied");
    expect(copied.body.data.map((row: { title: string }) => row.title).sort()).toEqual(
      platformPlans.map((row) => row.title).sort(),
    );
    const again = await post('copyDefaults', admin, { agent_id: agentId });
    expect([again.status, again.body.msg]).toEqual([400, 'this agent has VIP plans already']);
    expect((await list(admin, agentId)).body.data).toHaveLength(platformPlans.length);
  });

  it('refuses without a session, from the wrong console, without the grant, and bad input, writing nothing', async () => {
    const admin = await ctx.loginAdmin();
    const agent = await ctx.loginAgent();
    const agentId = ctx.ids.agent1Id;
    const before = await countRows(ctx.db, 'vip_plans');
    expect((await list(undefined, agentId)).status).toBe(401);
    expect((await list(agent, agentId)).status).toBe(403);
    expect((await post('save', agent, plan(agentId))).status).toBe(403);
    expect((await list(admin, 999_999)).status).toBe(404);
    expect((await post('save', admin, plan(999_999))).status).toBe(404);
    // a plan of another agent is not found through this agent's id
    const [agent2Plan] = (await list(admin, ctx.ids.agent2Id)).body.data;
    const crossed = await post('save', admin, { ...plan(agentId), id: agent2Plan.id });
    expect([crossed.status, crossed.body.msg]).toEqual([404, 'VIP plan not found']);
    const bad: [Record<string, unknown>, string][] = [
      [{ title: ' ' }, 'the plan title is required'],
      [{ agent_price: -1 }, 'the price must be a whole number of cents, 0 or more'],
      [{ agent_price: 9.5 }, 'the price must be a whole number of cents, 0 or more'],
      [{ duration: 0 }, 'the duration must be a whole number, 1 or more'],
      [{ duration_unit: 3 }, 'the unit is years (1) or days (2)'],
      [{ scenes: [] }, 'choose the tools of the plan'],
      [{ scenes: ['no-such-tool'] }, 'choose the tools of the plan'],
      [{ vip_id: 0 }, 'choose the VIP level'],
    ];
    for (const [change, message] of bad) {
      const refused = await post('save', admin, { ...plan(agentId), ...change });
      expect(refused.status, JSON.stringify(change)).toBe(400);
      expect(refused.body.msg, JSON.stringify(change)).toContain(message);
    }
    expect(await countRows(ctx.db, 'vip_plans')).toBe(before);
  });
});
