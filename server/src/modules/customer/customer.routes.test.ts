import { describe, expect, it } from 'vitest';
import { countRows, TEST_PASSWORD, useTestContext } from '#server/test/harness.ts';

const ctx = useTestContext();

const login = (payload: Record<string, unknown>) =>
  ctx.call({ method: 'POST', url: '/api/customer/login/index', payload });
const info = (token?: string) => ctx.call({ method: 'GET', url: '/api/customer/customer/getInfo', token });
const menus = (token?: string) => ctx.call({ method: 'GET', url: '/api/customer/customer/getMenus', token });

describe('GET /api/customer/login/getInfo', () => {
  it("answers the login settings of the host's agent site", async () => {
    const agent1 = await ctx.call({
      method: 'GET',
      url: '/api/customer/login/getInfo',
      headers: { host: 'agent1.localhost:3000' },
    });
    expect(agent1.body.data).toEqual({ phone_on: 1, on_wechat_login: 1 });
    const other = await ctx.call({
      method: 'GET',
      url: '/api/customer/login/getInfo',
      headers: { host: 'unknown.example' },
    });
    expect(other.body.data).toEqual({ phone_on: 1, on_wechat_login: 0 });
  });
});

describe('POST /api/customer/login/index', () => {
  it('signs in by phone and by email', async () => {
    for (const username of ['13800000001', 'customer1@example.com', 'CUSTOMER2@example.com']) {
      const { body } = await login({ username, password: TEST_PASSWORD });
      expect(body.code, username).toBe(0);
      expect(body.msg).toBe('login succeeded');
      expect(body.data.token).toMatch(/^[\w-]{43}$/);
    }
  });

  it('refuses a username that is neither a phone nor an email, naming the field', async () => {
    const before = await countRows(ctx.db, 'sessions');
    const { status, body } = await login({ username: 'someone', password: TEST_PASSWORD });
    expect(status).toBe(400);
    expect(body.msg).toBe('username: please enter a valid phone number or email');
    expect((await login({ username: '13800000001' })).body.msg).toBe('password: please enter the password');
    expect(await countRows(ctx.db, 'sessions')).toBe(before);
  });

  it('refuses a wrong password without telling whether the account exists', async () => {
    const wrong = await login({ username: '13800000001', password: 'wrong-password' });
    const unknown = await login({ username: '13900000000', password: 'wrong-password' });
    expect(wrong.body).toEqual({ code: 400, msg: 'wrong account or password', data: null });
    expect(unknown.body).toEqual(wrong.body);
  });
});

describe('GET /api/customer/customer/getInfo', () => {
  it('answers every field of the spec for the signed-in customer', async () => {
    const { body } = await info(await ctx.loginCustomer('13800000001'));
    expect(body.data).toEqual({
      id: ctx.ids.customers.agent1Phone,
      nickname: '张经理',
      mobile: '13800000001',
      email: '',
      avatar: '',
      customer_vip_id: 0,
      vip_id: 0,
      vip_title: '',
      expires_time: '',
      // the five demo activities of seed/activities.ts
      activity_total: 4, // the five demo activities but the one in the recycle bin
      from_admin: 0,
      from_agent: 1,
      support: null,
    });
  });

  it('reports a VIP until the membership expires', async () => {
    const token = await ctx.loginCustomer('customer1@example.com');
    const customerId = ctx.ids.customers.agent1Email;
    const future = new Date(Date.now() + 86_400_000);
    await ctx.db
      .updateTable('customers')
      .set({ customer_vip_id: 7, vip_id: 2, vip_title: '专业版', vip_expires_at: future })
      .where('id', '=', customerId)
      .execute();
    expect((await info(token)).body.data).toMatchObject({
      customer_vip_id: 7,
      vip_title: '专业版',
      expires_time: future.toISOString(),
    });
    await ctx.db
      .updateTable('customers')
      .set({ vip_expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', customerId)
      .execute();
    expect((await info(token)).body.data).toMatchObject({
      customer_vip_id: 0,
      vip_title: '',
      expires_time: '',
    });
  });

  it('answers code -2 without a session or with an expired one', async () => {
    const missing = await info();
    expect(missing.status).toBe(401);
    expect(missing.body.code).toBe(-2);
    const token = await ctx.loginCustomer('13800000002');
    await ctx.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1) })
      .where('audience', '=', 'customer')
      .execute();
    expect((await info(token)).body.code).toBe(-2);
  });

  it('refuses admin and agent sessions with 403', async () => {
    expect((await info(await ctx.loginAdmin())).status).toBe(403);
    expect((await info(await ctx.loginAgent())).status).toBe(403);
  });
});

describe('GET /api/customer/customer/getMenus', () => {
  it('includes the third-party interface menu only for customers from an agent or admin', async () => {
    const partner = (await menus(await ctx.loginCustomer('13800000001'))).body.data.map(
      (menu: { route: string }) => menu.route,
    );
    const plain = (await menus(await ctx.loginCustomer('customer1@example.com'))).body.data.map(
      (menu: { route: string }) => menu.route,
    );
    expect(partner).toContain('/api');
    expect(plain).not.toContain('/api');
    expect(plain).toEqual(
      expect.arrayContaining([
        '/programme',
        '/activity',
        '/tool/screen',
        '/account',
        '/resource',
        '/download',
        '/order',
      ]),
    );
  });

  it('keeps the tool ids of the spec and marks programmes with menu_type 4', async () => {
    const { body } = await menus(await ctx.loginCustomer());
    const byRoute = new Map(body.data.map((menu: { route: string; opid: number }) => [menu.route, menu]));
    const ids = Object.fromEntries(
      [
        'screen',
        'software',
        'microstation_micro',
        'microstation_live',
        'meeting',
        'assessment',
        'riposte',
        'score',
      ].map((tool) => [tool, (byRoute.get(`/tool/${tool}`) as { opid: number }).opid]),
    );
    expect(ids).toEqual({
      screen: 1,
      software: 2,
      microstation_micro: 5,
      microstation_live: 6,
      meeting: 8,
      assessment: 9,
      riposte: 10,
      score: 11,
    });
    expect(body.data.filter((menu: { menu_type: number }) => menu.menu_type === 4).length).toBeGreaterThan(0);
    expect(byRoute.get('/tool/score')).toMatchObject({ badge: 'New' });
  });

  it('answers -2 without a session and 403 for an agent', async () => {
    expect((await menus()).body.code).toBe(-2);
    expect((await menus(await ctx.loginAgent())).status).toBe(403);
  });
});

describe('POST /api/customer/login/logout', () => {
  it('ends the session; the token then answers -2', async () => {
    const token = await ctx.loginCustomer('customer2@example.com');
    expect((await ctx.call({ method: 'POST', url: '/api/customer/login/logout', token })).body).toEqual({
      code: 0,
      msg: 'logged out',
      data: null,
    });
    expect((await info(token)).body.code).toBe(-2);
  });

  it('answers -2 without a session and 403 for an admin', async () => {
    expect((await ctx.call({ method: 'POST', url: '/api/customer/login/logout' })).body.code).toBe(-2);
    expect(
      (await ctx.call({ method: 'POST', url: '/api/customer/login/logout', token: await ctx.loginAdmin() }))
        .status,
    ).toBe(403);
  });
});
