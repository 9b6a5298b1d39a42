import { activityApi, Permission, type PermissionKey } from '@onsite/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '#server/seed/demo.ts';
import { ROLE, type RoleCode } from '#server/seed/menu-catalogue.ts';
import { countRows, TEST_PASSWORD, useTestContext, withdrawPermission } from '#server/test/harness.ts';

const ctx = useTestContext();

type Console = 'admin' | 'agent';
const get = (audience: Console, path: string, token: string | undefined, query = '') =>
  ctx.call({ method: 'GET', url: `/api/${audience}/customer/${path}${query}`, token });
const post = (audience: Console, path: string, token: string | undefined, payload: object) =>
  ctx.call({ method: 'POST', url: `/api/${audience}/customer/${path}`, token, payload });

const NEW_PASSWORD = 'Fresh-Customer-Pass-77';

/** Takes a permission away from a built-in role. */
const withdraw = (roleCode: RoleCode, permission: PermissionKey) =>
  withdrawPermission(ctx.db, roleCode, permission);

const customerRow = (id: number) =>
  ctx.db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const signIn = (username: string, password = TEST_PASSWORD) =>
  ctx.call({
    method: 'POST',
    url: '/api/customer/login/index',
    payload: { username, password },
    headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0.0.0 Safari/537.36' },
  });
const customerInfo = (token: string) =>
  ctx.call({ method: 'GET', url: '/api/customer/customer/getInfo', token });

let admin: string;
let owner: string;

beforeAll(async () => {
  admin = await ctx.loginAdmin();
  owner = await ctx.loginAgent();
});

describe('POST /api/{agent,admin}/customer/create', () => {
  it("creates the agent's own customer, who then signs in with the first password", async () => {
    const created = await post('agent', 'create', owner, {
      nickname: '新客户甲',
      mobile: '13911110001',
      email: '',
      company_name: '甲公司',
      city: '杭州',
      password: NEW_PASSWORD,
    });
    expect(created.body).toMatchObject({ code: 0, msg: 'customer created', data: { status: 1 } });
    const row = await customerRow(created.body.data.id);
    expect(row).toMatchObject({
      agent_id: ctx.ids.agent1Id,
      mobile: '13911110001',
      email: null,
      city: '杭州',
    });
    expect((await signIn('13911110001', NEW_PASSWORD)).body.code).toBe(0);
    // the agent's list holds it
    const list = await get('agent', 'getList', owner, '?keyword=新客户甲');
    expect(list.body.data).toEqual([expect.objectContaining({ id: row.id, status: 1 })]);
  });

  it('creates a customer of the agent the admin chooses, not of a disabled or unknown agent', async () => {
    const created = await post('admin', 'create', admin, {
      nickname: '平台建的客户',
      email: 'Made.By.Admin@Example.com',
      password: NEW_PASSWORD,
      agent_id: ctx.ids.agent2Id,
    });
    expect(created.body.code).toBe(0);
    expect(await customerRow(created.body.data.id)).toMatchObject({
      agent_id: ctx.ids.agent2Id,
      email: 'made.by.admin@example.com',
      mobile: null,
    });
    const before = await countRows(ctx.db, 'customers');
    const unknown = await post('admin', 'create', admin, {
      nickname: 'x',
      email: 'nobody-agent@example.com',
      password: NEW_PASSWORD,
      agent_id: 999_999,
    });
    expect(unknown).toMatchObject({ status: 404, body: { msg: 'agent not found' } });
    const noAgent = await post('admin', 'create', admin, {
      nickname: 'x',
      email: 'no-agent@example.com',
      password: NEW_PASSWORD,
    });
    expect(noAgent).toMatchObject({
      status: 400,
      body: { msg: expect.stringContaining('choose the agent') },
    });
    expect(await countRows(ctx.db, 'customers')).toBe(before);
  });

  it('refuses bad input and logins another customer (of any agent) uses, in the reader’s language, writing nothing', async () => {
    const before = await countRows(ctx.db, 'customers');
    const cases: [object, string][] = [
      [{ nickname: '', mobile: '13911110002', password: NEW_PASSWORD }, 'please enter a nickname'],
      [{ nickname: 'a', mobile: '12345', password: NEW_PASSWORD }, 'phone is not a valid mobile number'],
      [{ nickname: 'a', email: 'not-an-email', password: NEW_PASSWORD }, 'email is not valid'],
      [{ nickname: 'a', password: NEW_PASSWORD }, 'give a mobile number or an email'],
      [{ nickname: 'a', mobile: '13911110002', password: 'short' }, 'password must be 8-64 characters'],
      [
        { nickname: 'a', mobile: '13911110002', password: NEW_PASSWORD, city: 'x'.repeat(51) },
        'city is at most 50 characters',
      ],
      // agent 2's customer: logins are unique platform-wide
      [
        { nickname: 'a', mobile: DEMO.agent2Customers.phone, password: NEW_PASSWORD },
        'this phone number is already registered',
      ],
      [
        { nickname: 'a', email: DEMO.agent1Customers.email, password: NEW_PASSWORD },
        'this email is already registered',
      ],
    ];
    for (const [payload, message] of cases) {
      const answer = await post('agent', 'create', owner, payload);
      expect(answer.status, message).toBe(400);
      expect(answer.body.msg).toContain(message);
    }
    const zh = await ctx.call({
      method: 'POST',
      url: '/api/agent/customer/create',
      token: owner,
      headers: { 'accept-language': 'zh-CN' },
      payload: { nickname: 'a', mobile: DEMO.agent2Customers.phone, password: NEW_PASSWORD },
    });
    expect(zh.body.msg).toBe('该手机号已注册');
    expect(await countRows(ctx.db, 'customers')).toBe(before);
  });
});

describe('GET /api/{admin,agent}/customer/detail', () => {
  it('answers the profile, agent, VIP and the newest records with their counts', async () => {
    const id = ctx.ids.customers.agent1Phone;
    await signIn(DEMO.agent1Customers.phone);
    const { body } = await get('agent', 'detail', owner, `?id=${id}`);
    expect(body.code).toBe(0);
    const detail = body.data;
    expect(detail.profile).toMatchObject({
      id,
      mobile: DEMO.agent1Customers.phone,
      status: 1,
      has_password: true,
    });
    expect(detail.agent).toEqual({ id: ctx.ids.agent1Id, name: DEMO.agent1.name, enabled: true });
    const counted = async (table: 'activities' | 'orders' | 'ledger_entries' | 'invoices') =>
      Number(
        (
          await ctx.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<string>().as('count'))
            .where('customer_id', '=', id)
            .executeTakeFirstOrThrow()
        ).count,
      );
    expect(detail.activities.count).toBe(await counted('activities'));
    expect(detail.activities.count).toBeGreaterThan(0);
    expect(detail.activities.rows.length).toBe(Math.min(10, detail.activities.count));
    expect(detail.orders.count).toBe(await counted('orders'));
    expect(detail.invoices.count).toBe(await counted('invoices'));
    expect(detail.resource.count).toBe(await counted('ledger_entries'));
    expect(detail.resource.balances.map((row: { kind: string }) => row.kind)).toEqual([
      'balance',
      'profit',
      'redpacket',
      'special',
      'sms',
    ]);
    // the sign-in just made, with where it came from
    expect(detail.sign_ins.rows[0]).toMatchObject({
      live: true,
      device: 'Chrome 131 · Windows',
      end_time: '',
    });
    expect(detail.sign_ins.rows[0].ip).not.toBe('');
    // the admin reads any agent's customer
    expect((await get('admin', 'detail', admin, `?id=${ctx.ids.customers.agent2Phone}`)).body.code).toBe(0);
  });

  it("answers 404 for another team's customer and an unknown id, 400 for a bad id", async () => {
    const other = await get('agent', 'detail', owner, `?id=${ctx.ids.customers.agent2Phone}`);
    expect(other).toMatchObject({ status: 404, body: { msg: 'customer not found' } });
    expect((await get('admin', 'detail', admin, '?id=999999')).status).toBe(404);
    expect((await get('admin', 'detail', admin, '?id=abc')).status).toBe(400);
  });
});

describe('POST /api/{admin,agent}/customer/update', () => {
  it('changes the profile; a login another customer uses is refused and nothing changes', async () => {
    const id = ctx.ids.customers.agent1Email;
    const saved = await post('agent', 'update', owner, {
      id,
      nickname: '李女士（已改）',
      mobile: '13911110009',
      email: DEMO.agent1Customers.email,
      company_name: '乙公司',
      city: '上海',
    });
    expect(saved.body).toMatchObject({ code: 0, msg: 'customer saved' });
    expect(await customerRow(id)).toMatchObject({
      nickname: '李女士（已改）',
      mobile: '13911110009',
      city: '上海',
    });
    const taken = await post('admin', 'update', admin, {
      id,
      nickname: '别名',
      mobile: DEMO.agent2Customers.phone,
      email: DEMO.agent1Customers.email,
    });
    expect(taken).toMatchObject({ status: 400, body: { msg: 'this phone number is already registered' } });
    const bad = await post('agent', 'update', owner, { id, nickname: '别名', mobile: '', email: '' });
    expect(bad.status).toBe(400);
    expect(await customerRow(id)).toMatchObject({ nickname: '李女士（已改）', mobile: '13911110009' });
  });

  it("answers 404 for another team's customer and changes nothing", async () => {
    const id = ctx.ids.customers.agent2Email;
    const before = await customerRow(id);
    const other = await post('agent', 'update', owner, {
      id,
      nickname: '不该改',
      email: DEMO.agent2Customers.email,
    });
    expect(other).toMatchObject({ status: 404, body: { msg: 'customer not found' } });
    expect(await customerRow(id)).toEqual(before);
  });
});

describe('POST /api/{admin,agent}/customer/setStatus and resetPassword', () => {
  it('disabling ends the customer’s sessions at once and refuses its sign-in; enabling lets it back', async () => {
    const id = ctx.ids.customers.agent1Phone;
    const token = await ctx.loginCustomer();
    expect((await customerInfo(token)).body.code).toBe(0);
    const disabled = await post('admin', 'setStatus', admin, { id, status: 0 });
    expect(disabled.body).toMatchObject({ code: 0, data: { id, status: 0 } });
    expect((await customerInfo(token)).body.code).toBe(-2);
    expect(await signIn(DEMO.agent1Customers.phone)).toMatchObject({
      status: 403,
      body: { msg: 'this account is disabled' },
    });
    const detail = await get('admin', 'detail', admin, `?id=${id}`);
    expect(detail.body.data.sign_ins.rows.every((row: { live: boolean }) => !row.live)).toBe(true);
    expect((await post('agent', 'setStatus', owner, { id, status: 1 })).body.code).toBe(0);
    expect((await signIn(DEMO.agent1Customers.phone)).body.code).toBe(0);
  });

  it('a new password from staff ends the sessions and signs the customer in instead of the old one', async () => {
    const id = ctx.ids.customers.agent1Phone;
    const token = await ctx.loginCustomer();
    const reset = await post('agent', 'resetPassword', owner, { id, password: NEW_PASSWORD });
    expect(reset.body).toMatchObject({ code: 0, msg: 'password reset' });
    expect((await customerInfo(token)).body.code).toBe(-2);
    expect((await signIn(DEMO.agent1Customers.phone)).status).toBe(400);
    expect((await signIn(DEMO.agent1Customers.phone, NEW_PASSWORD)).body.code).toBe(0);
    // back to the demo password for the other tests
    expect((await post('admin', 'resetPassword', admin, { id, password: TEST_PASSWORD })).body.code).toBe(0);
  });

  it("refuses bad input and another team's customer, writing nothing", async () => {
    const own = ctx.ids.customers.agent1Email;
    const other = ctx.ids.customers.agent2Phone;
    const before = [await customerRow(own), await customerRow(other)];
    expect((await post('agent', 'setStatus', owner, { id: own, status: 2 })).status).toBe(400);
    expect((await post('agent', 'setStatus', owner, { id: other, status: 0 })).status).toBe(404);
    expect((await post('agent', 'resetPassword', owner, { id: own, password: '1234' })).status).toBe(400);
    expect((await post('agent', 'resetPassword', owner, { id: other, password: NEW_PASSWORD })).status).toBe(
      404,
    );
    expect([await customerRow(own), await customerRow(other)]).toEqual(before);
  });
});

describe('POST /api/admin/customer/move', () => {
  it('moves the customer with its activities, orders and ledger to the other agent and ends its sessions', async () => {
    const id = ctx.ids.customers.agent1Phone;
    const token = await ctx.loginCustomer();
    const owned = async (agentId: number) =>
      Promise.all(
        (['activities', 'orders', 'ledger_entries', 'resource_accounts', 'notices'] as const).map(
          async (table) =>
            Number(
              (
                await ctx.db
                  .selectFrom(table)
                  .select((eb) => eb.fn.countAll<string>().as('count'))
                  .where('customer_id', '=', id)
                  .where('agent_id', '=', agentId)
                  .executeTakeFirstOrThrow()
              ).count,
            ),
        ),
      );
    const before = await owned(ctx.ids.agent1Id);
    expect(before[0]).toBeGreaterThan(0);
    const moved = await post('admin', 'move', admin, { id, agent_id: ctx.ids.agent2Id });
    expect(moved.body).toMatchObject({ code: 0, msg: 'customer moved to the agent' });
    expect((await customerRow(id)).agent_id).toBe(ctx.ids.agent2Id);
    expect(await owned(ctx.ids.agent2Id)).toEqual(before);
    expect(await owned(ctx.ids.agent1Id)).toEqual([0, 0, 0, 0, 0]);
    expect((await customerInfo(token)).body.code).toBe(-2);
    // the old team no longer finds it; the customer signs in under the new agent and sees its activities
    expect((await get('agent', 'detail', owner, `?id=${id}`)).status).toBe(404);
    const again = await ctx.loginCustomer();
    const activities = await ctx.call({ method: 'GET', url: activityApi.getList.path, token: again });
    expect(activities.body).toMatchObject({ code: 0, count: expect.any(Number) });
    expect(activities.body.count).toBeGreaterThan(0);

    expect((await post('admin', 'move', admin, { id, agent_id: ctx.ids.agent2Id })).body.msg).toBe(
      'the customer already belongs to this agent',
    );
    expect((await post('admin', 'move', admin, { id, agent_id: 999_999 })).status).toBe(404);
    expect((await post('admin', 'move', admin, { id: 999_999, agent_id: ctx.ids.agent1Id })).status).toBe(
      404,
    );
    // and back
    expect((await post('admin', 'move', admin, { id, agent_id: ctx.ids.agent1Id })).body.code).toBe(0);
  });
});

describe('GET /api/admin/customer/agentOptions', () => {
  it('answers the enabled agents by name', async () => {
    const { body } = await get('admin', 'agentOptions', admin, `?keyword=${encodeURIComponent('星河')}`);
    expect(body.data).toEqual([{ id: ctx.ids.agent1Id, name: DEMO.agent1.name, is_platform_default: false }]);
  });
});

describe('access', () => {
  it('answers 401 without a session, 403 to other consoles and to roles without the permission', async () => {
    const id = ctx.ids.customers.agent1Email;
    const customer = await ctx.loginCustomer();
    const staff = await ctx.loginAgent(DEMO.agentStaff);
    const operator = await ctx.loginAdmin(DEMO.operator);
    const calls: ((token: string | undefined) => ReturnType<typeof get>)[] = (
      ['admin', 'agent'] as const
    ).flatMap((audience) => [
      (token) => get(audience, 'detail', token, `?id=${id}`),
      (token) => post(audience, 'update', token, { id, nickname: 'x', email: 'x@example.com' }),
      (token) => post(audience, 'setStatus', token, { id, status: 0 }),
      (token) => post(audience, 'resetPassword', token, { id, password: NEW_PASSWORD }),
      (token) =>
        post(audience, 'create', token, {
          nickname: 'x',
          email: 'y@example.com',
          password: NEW_PASSWORD,
          agent_id: 1,
        }),
    ]);
    calls.push(
      (token) => post('admin', 'move', token, { id, agent_id: ctx.ids.agent2Id }),
      (token) => get('admin', 'agentOptions', token),
    );
    const before = [await customerRow(id), await countRows(ctx.db, 'customers')];
    for (const call of calls) {
      expect((await call(undefined)).status).toBe(401);
      expect((await call(customer)).status).toBe(403);
    }
    // an agent's session on admin routes, an admin's on agent routes
    expect((await get('admin', 'detail', owner, `?id=${id}`)).status).toBe(403);
    expect((await get('agent', 'detail', admin, `?id=${id}`)).status).toBe(403);

    // the operator manages customers but does not move them between agents
    expect((await post('admin', 'move', operator, { id, agent_id: ctx.ids.agent2Id })).status).toBe(403);
    await withdraw(ROLE.platformOperator, Permission.admin.customerUpdate);
    await withdraw(ROLE.agentStaff, Permission.agent.customerManage);
    expect((await get('agent', 'detail', staff, `?id=${id}`)).status).toBe(200);
    for (const call of [
      () => post('agent', 'update', staff, { id, nickname: 'x', email: 'x@example.com' }),
      () => post('agent', 'setStatus', staff, { id, status: 0 }),
      () => post('agent', 'resetPassword', staff, { id, password: NEW_PASSWORD }),
      () => post('agent', 'create', staff, { nickname: 'x', email: 'y@example.com', password: NEW_PASSWORD }),
      () => post('admin', 'update', operator, { id, nickname: 'x', email: 'x@example.com' }),
      () => post('admin', 'setStatus', operator, { id, status: 0 }),
      () =>
        post('admin', 'create', operator, {
          nickname: 'x',
          email: 'y@example.com',
          password: NEW_PASSWORD,
          agent_id: 1,
        }),
    ])
      expect((await call()).status).toBe(403);
    await withdraw(ROLE.agentStaff, Permission.agent.customerList);
    expect((await get('agent', 'detail', staff, `?id=${id}`)).status).toBe(403);
    expect([await customerRow(id), await countRows(ctx.db, 'customers')]).toEqual(before);
  });

  it('audits every change with its actor', async () => {
    const id = ctx.ids.customers.agent1Email;
    await post('agent', 'update', owner, { id, nickname: '审计', email: DEMO.agent1Customers.email });
    const row = await ctx.db
      .selectFrom('audit_logs')
      .selectAll()
      .where('route', '=', '/api/agent/customer/update')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      audience: 'agent',
      actor_id: ctx.ids.agentUserId,
      agent_id: ctx.ids.agent1Id,
    });
    expect(row.summary).toContain('审计');
    const reset = await ctx.db
      .selectFrom('audit_logs')
      .select('summary')
      .where('route', '=', '/api/admin/customer/resetPassword')
      .executeTakeFirstOrThrow();
    expect(reset.summary).not.toContain(TEST_PASSWORD);
  });
});
