import { ActivityOrderType, ActivityStatus, Permission, type PermissionKey } from '@onsite/contracts';
import { describe, expect, it } from 'vitest';
import { type ActivitySeed, seedActivity } from '#server/seed/activities.ts';
import type { RoleCode } from '#server/seed/menu-catalogue.ts';
import { countRows, useTestContext } from '#server/test/harness.ts';

const ctx = useTestContext();
const ADMIN = '/api/admin/activity';
const AGENT = '/api/agent/activity';

const get = (url: string, token?: string) => ctx.call({ method: 'GET', url, token });
const post = (url: string, payload: object, token?: string) =>
  ctx.call({ method: 'POST', url, payload, token });

/** An activity of agent 1's demo customer (or another owner), hours from now. */
function seed(overrides: Partial<ActivitySeed> = {}) {
  return seedActivity(ctx.db, {
    agentId: ctx.ids.agent1Id,
    customerId: ctx.ids.customers.agent1Phone,
    title: 'Console activity',
    toolId: 1,
    beginIn: 24,
    endIn: 28,
    ...overrides,
  });
}
const ofAgent2 = (overrides: Partial<ActivitySeed> = {}) =>
  seed({ agentId: ctx.ids.agent2Id, customerId: ctx.ids.customers.agent2Phone, ...overrides });

type Row = { id: number; status: number; customer_id: number; agent_id: number; title: string };
const list = async (url: string, token: string) => {
  const answer = await get(url, token);
  expect([answer.status, answer.body.code]).toEqual([200, 0]);
  return { rows: answer.body.data as Row[], count: answer.body.count as number };
};

/** Takes a permission away from a built-in role (its grant of the menu with that mark). */
async function withdraw(roleCode: RoleCode, permission: PermissionKey) {
  await ctx.db
    .deleteFrom('role_menus')
    .where('role_id', 'in', ctx.db.selectFrom('roles').select('id').where('role_code', '=', roleCode))
    .where('menu_id', 'in', ctx.db.selectFrom('menus').select('id').where('permission_mark', '=', permission))
    .execute();
}

const activity = (id: number) =>
  ctx.db.selectFrom('activities').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('the console activity lists', () => {
  it("lists every tenant's activities to the admin, and only the team's customers' to an agent", async () => {
    const own = await seed({ title: 'Agent one gala' });
    const other = await ofAgent2({ title: 'Agent two forum' });
    const admin = await list(`${ADMIN}/getList?limit=100`, await ctx.loginAdmin());
    expect(admin.count).toBe(await countRows(ctx.db, 'activities'));
    expect(admin.rows.map((row) => row.id)).toEqual(expect.arrayContaining([own, other]));
    // newest first
    expect(admin.rows[0]?.id).toBe(other);

    const agent = await list(`${AGENT}/getList?limit=100`, await ctx.loginAgent());
    expect(agent.rows.map((row) => row.id)).toContain(own);
    expect(agent.rows.map((row) => row.id)).not.toContain(other);
    expect(new Set(agent.rows.map((row) => row.agent_id))).toEqual(new Set([ctx.ids.agent1Id]));
    // an agent's agent_id filter does not reach another tenant
    const narrowed = await list(`${AGENT}/getList?agent_id=${ctx.ids.agent2Id}`, await ctx.loginAgent());
    expect(narrowed.rows.map((row) => row.id)).not.toContain(other);
  });

  it('filters by agent, customer, title, tool, status and begin date', async () => {
    const admin = await ctx.loginAdmin();
    const running = await seed({ title: 'Filter running', toolId: 8, beginIn: -1, endIn: 2 });
    const later = await ofAgent2({ title: 'Filter later', beginIn: 24 * 40, endIn: 24 * 40 + 2 });
    const ids = async (query: string) =>
      (await list(`${ADMIN}/getList?limit=100&${query}`, admin)).rows.map((row) => row.id);

    expect(await ids(`agent_id=${ctx.ids.agent2Id}`)).toContain(later);
    expect(await ids(`agent_id=${ctx.ids.agent2Id}`)).not.toContain(running);
    expect(await ids('customer=13800000002')).toContain(later);
    expect(await ids('customer=13800000002')).not.toContain(running);
    expect(await ids('keyword=running')).toEqual([running]);
    expect(await ids('tool_id=8&keyword=Filter')).toEqual([running]);
    expect(await ids(`status=${ActivityStatus.inProgress}&keyword=Filter`)).toEqual([running]);
    expect(await ids(`status=${ActivityStatus.notStarted}&keyword=Filter`)).toEqual([later]);
    const day = (hours: number) =>
      new Date(Date.now() + hours * 3_600_000 + 8 * 3_600_000).toISOString().slice(0, 10);
    expect(await ids(`start_date=${day(24 * 39)}&keyword=Filter`)).toEqual([later]);
    expect(await ids(`end_date=${day(24 * 39)}&keyword=Filter`)).toEqual([running]);
    expect(await ids(`start_date=${day(24 * 40)}&end_date=${day(24 * 40)}&keyword=Filter`)).toEqual([later]);
  });

  it('refuses bad filters with the reason', async () => {
    const admin = await ctx.loginAdmin();
    for (const [query, message] of [
      ['status=9', 'status: status must be 0 to 5'],
      ['tool_id=0', 'tool_id: tool_id must be a tool id'],
      ['start_date=yesterday', 'start_date: must be a date written YYYY-MM-DD'],
      ['agent_id=abc', 'agent_id: agent_id must be an agent id'],
    ] as const) {
      const answer = await get(`${ADMIN}/getList?${query}`, admin);
      expect([answer.status, answer.body.msg]).toEqual([400, message]);
    }
  });
});

describe('the activity detail', () => {
  it('shows the customer, agent, settings, orders and VIP persons', async () => {
    const id = await seed({ title: 'Detail unpaid', lifecycle: 'unpaid' });
    await ctx.db
      .insertInto('activity_vip_persons')
      .values({ activity_id: id, name: '王五', mobile: '13900000009' })
      .execute();
    await ctx.db
      .insertInto('activity_settings')
      .values({ activity_id: id, password_hash: 'x' })
      .onConflict((conflict) => conflict.column('activity_id').doUpdateSet({ password_hash: 'x' }))
      .execute();
    const answer = await get(`${ADMIN}/getInfo?id=${id}`, await ctx.loginAdmin());
    expect(answer.body.code).toBe(0);
    const detail = answer.body.data;
    expect(detail).toMatchObject({
      id,
      title: 'Detail unpaid',
      status: ActivityStatus.unpaid,
      customer_id: ctx.ids.customers.agent1Phone,
      customer_mobile: '13800000001',
      agent_id: ctx.ids.agent1Id,
      settings: { has_password: 1, has_appearance: 0 },
      vip_persons: [{ name: '王五', mobile: '13900000009' }],
    });
    expect(detail.orders).toHaveLength(1);
    expect(detail.orders[0]).toMatchObject({ order_type: ActivityOrderType.create, is_pay: 0 });

    // the agent reads its own customers' activities
    expect((await get(`${AGENT}/getInfo?id=${id}`, await ctx.loginAgent())).body.data.id).toBe(id);
  });

  it("answers 404 to an agent asking for another agent's activity, and for an unknown id", async () => {
    const other = await ofAgent2();
    const agent = await get(`${AGENT}/getInfo?id=${other}`, await ctx.loginAgent('staff@example.com'));
    expect([agent.status, agent.body.msg]).toEqual([404, 'activity not found']);
    const unknown = await get(`${ADMIN}/getInfo?id=999999`, await ctx.loginAdmin());
    expect(unknown.status).toBe(404);
    const bad = await get(`${ADMIN}/getInfo?id=x`, await ctx.loginAdmin());
    expect([bad.status, bad.body.msg]).toEqual([400, 'id: id is required']);
  });
});

describe("the platform's operations", () => {
  it('ends a running activity: the customer sees it ended, and the call is audited', async () => {
    const id = await seed({ title: 'To end', beginIn: -1, endIn: 3 });
    const answer = await post(`${ADMIN}/postOver`, { id }, await ctx.loginAdmin());
    expect([answer.status, answer.body.code]).toEqual([200, 0]);
    const info = await get(`${ADMIN}/getInfo?id=${id}`, await ctx.loginAdmin());
    expect(info.body.data.status).toBe(ActivityStatus.ended);
    const customer = await ctx.loginCustomer();
    const mine = await get(`/api/ym/Active/getActiveInfo?id=${id}`, customer);
    expect(mine.body.data.status).toBe(ActivityStatus.ended);
    const audit = await ctx.db
      .selectFrom('audit_logs')
      .select(['status_code', 'summary', 'audience'])
      .where('route', '=', `${ADMIN}/postOver`)
      .where('status_code', '=', 200)
      .executeTakeFirstOrThrow();
    expect(audit.audience).toBe('admin');
    expect(audit.summary).toContain(String(id));
  });

  it('abolishes an activity that has not run and withdraws its unpaid order', async () => {
    const id = await seed({ lifecycle: 'unpaid' });
    const orderNo = (await activity(id)).order_no;
    expect((await post(`${ADMIN}/postAbolish`, { id }, await ctx.loginAdmin())).body.code).toBe(0);
    expect((await activity(id)).lifecycle).toBe('abolished');
    const order = await ctx.db
      .selectFrom('orders')
      .select('id')
      .where('order_no', '=', orderNo)
      .executeTakeFirst();
    expect(order).toBeUndefined();
  });

  it('restores an activity from the recycle bin into its customer’s count', async () => {
    const id = await seed({ cancelled: true });
    const total = async () =>
      (
        await ctx.db
          .selectFrom('customers')
          .select('activity_total')
          .where('id', '=', ctx.ids.customers.agent1Phone)
          .executeTakeFirstOrThrow()
      ).activity_total;
    const before = await total();
    expect((await post(`${ADMIN}/postRestore`, { id }, await ctx.loginAdmin())).body.code).toBe(0);
    expect((await activity(id)).cancelled_at).toBeNull();
    expect(await total()).toBe(before + 1);
  });

  it("refuses what the state machine refuses, in the state's words, and changes nothing", async () => {
    const admin = await ctx.loginAdmin();
    const notStarted = await seed();
    const running = await seed({ beginIn: -1, endIn: 3 });
    for (const [path, id, message] of [
      ['postOver', notStarted, 'this activity has not started yet'],
      ['postAbolish', running, 'this activity is in progress, end it first'],
      ['postRestore', running, 'this activity is in progress, end it first'],
    ] as const) {
      const before = await activity(id);
      const answer = await post(`${ADMIN}/${path}`, { id }, admin);
      expect([answer.status, answer.body.msg]).toEqual([400, message]);
      expect(await activity(id)).toEqual(before);
    }
    const chinese = await ctx.call({
      method: 'POST',
      url: `${ADMIN}/postOver`,
      payload: { id: notStarted },
      token: admin,
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(chinese.body.msg).not.toBe('this activity has not started yet');
  });

  it('refuses bad input with the reason and writes nothing', async () => {
    const admin = await ctx.loginAdmin();
    for (const [payload, message] of [
      [{}, 'id: id is required'],
      [{ id: 'one' }, 'id: id is required'],
      [{ id: 0 }, 'id: id is required'],
    ] as const) {
      const answer = await post(`${ADMIN}/postOver`, payload, admin);
      expect([answer.status, answer.body.msg]).toEqual([400, message]);
    }
    const missing = await post(`${ADMIN}/postAbolish`, { id: 999_999 }, admin);
    expect([missing.status, missing.body.msg]).toEqual([404, 'activity not found']);
  });
});

describe('access to the console activity endpoints', () => {
  const READS = [`${ADMIN}/getList`, `${ADMIN}/getInfo?id=1`];
  const WRITES = [`${ADMIN}/postOver`, `${ADMIN}/postAbolish`, `${ADMIN}/postRestore`];

  it('answers 401 without a session and 403 to the other consoles', async () => {
    const agent = await ctx.loginAgent();
    const customer = await ctx.loginCustomer();
    for (const url of READS) {
      expect((await get(url)).status).toBe(401);
      expect((await get(url, agent)).status).toBe(403);
      expect((await get(url, customer)).status).toBe(403);
    }
    for (const url of WRITES) {
      expect((await post(url, { id: 1 })).status).toBe(401);
      expect((await post(url, { id: 1 }, agent)).status).toBe(403);
      expect((await post(url, { id: 1 }, customer)).status).toBe(403);
    }
    const admin = await ctx.loginAdmin();
    expect((await get(`${AGENT}/getList`)).status).toBe(401);
    expect((await get(`${AGENT}/getList`, admin)).status).toBe(403);
    expect((await get(`${AGENT}/getInfo?id=1`, customer)).status).toBe(403);
  });

  it('needs the list permission to read and the manage permission to operate', async () => {
    const id = await seed({ beginIn: -1, endIn: 3 });
    await withdraw('platform_operator', Permission.admin.activityManage);
    const operator = await ctx.loginAdmin('operator');
    expect((await get(`${ADMIN}/getInfo?id=${id}`, operator)).status).toBe(200);
    const refused = await post(`${ADMIN}/postOver`, { id }, operator);
    expect(refused.status).toBe(403);
    expect((await activity(id)).end_time.getTime()).toBeGreaterThan(Date.now());

    await withdraw('platform_operator', Permission.admin.activityList);
    expect((await get(`${ADMIN}/getList`, operator)).status).toBe(403);
    await withdraw('agent_staff', Permission.agent.activityList);
    const staff = await ctx.loginAgent('staff@example.com');
    expect((await get(`${AGENT}/getList`, staff)).status).toBe(403);
    expect((await get(`${AGENT}/getInfo?id=${id}`, staff)).status).toBe(403);
  });
});
