import { describe, expect, it } from 'vitest';
import { countRows, TEST_PASSWORD, useTestContext } from '#server/test/harness.ts';

const ctx = useTestContext();

const login = (payload: Record<string, unknown>) =>
  ctx.call({ method: 'POST', url: '/api/auth/login', payload });

describe('POST /api/auth/login', () => {
  it('signs an admin in and answers a bearer token with its expiry', async () => {
    const { status, body } = await login({ username: 'admin', password: TEST_PASSWORD, audience: 'admin' });
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(body.msg).toBe('login succeeded');
    expect(body.data.token_type).toBe('Bearer');
    expect(body.data.access_token).toMatch(/^[\w-]{43}$/);
  });

  it('keeps a remembered session 30 days and a plain one 12 hours', async () => {
    const remembered = await login({
      username: 'agent@example.com',
      password: TEST_PASSWORD,
      audience: 'agent',
      remember: true,
    });
    const plain = await login({ username: 'agent@example.com', password: TEST_PASSWORD, audience: 'agent' });
    const hours = (iso: string) => (new Date(iso).getTime() - Date.now()) / 3_600_000;
    expect(hours(remembered.body.data.expires_at)).toBeGreaterThan(24 * 29.9);
    expect(hours(plain.body.data.expires_at)).toBeGreaterThan(11.9);
    expect(hours(plain.body.data.expires_at)).toBeLessThan(12.1);
  });

  it('stores only a hash of the token', async () => {
    const token = await ctx.loginAgent();
    const rows = await ctx.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.some((row) => row.token_hash === token)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
  });

  it('refuses a wrong password or an unknown user with the same message and writes no session', async () => {
    const before = await countRows(ctx.db, 'sessions');
    const wrong = await login({ username: 'admin', password: 'not-the-password', audience: 'admin' });
    const unknown = await login({ username: 'nobody', password: TEST_PASSWORD, audience: 'admin' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 400, msg: 'wrong username or password', data: null });
    expect(unknown.body.msg).toBe(wrong.body.msg);
    expect(await countRows(ctx.db, 'sessions')).toBe(before);
  });

  it('does not let an agent user into the admin console', async () => {
    const { body } = await login({
      username: 'agent@example.com',
      password: TEST_PASSWORD,
      audience: 'admin',
    });
    expect(body.code).toBe(400);
  });

  it('names the missing field', async () => {
    const { status, body } = await login({ password: TEST_PASSWORD, audience: 'admin' });
    expect(status).toBe(400);
    expect(body.msg).toMatch(/^username: /);
    const badAudience = await login({ username: 'admin', password: TEST_PASSWORD, audience: 'customer' });
    expect(badAudience.body.msg).toMatch(/^audience: /);
  });

  it('records the login in the audit log with who and where', async () => {
    await login({ username: 'operator', password: TEST_PASSWORD, audience: 'admin' });
    const row = await ctx.db
      .selectFrom('audit_logs')
      .selectAll()
      .where('route', '=', '/api/auth/login')
      .where('audience', '=', 'admin')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const operator = await ctx.db
      .selectFrom('admins')
      .select('id')
      .where('username', '=', 'operator')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ method: 'POST', status_code: 200, actor_id: operator.id });
  });
});

describe('admin single session', () => {
  it('signs the first admin session out with code -200 when the same admin logs in again', async () => {
    const first = await ctx.loginAdmin();
    expect((await ctx.call({ method: 'GET', url: '/api/auth/user', token: first })).body.code).toBe(0);
    const second = await ctx.loginAdmin();
    const stale = await ctx.call({ method: 'GET', url: '/api/auth/user', token: first });
    expect(stale.status).toBe(401);
    expect(stale.body.code).toBe(-200);
    expect((await ctx.call({ method: 'GET', url: '/api/auth/user', token: second })).body.code).toBe(0);
  });

  it('lets an agent user keep several sessions', async () => {
    const first = await ctx.loginAgent();
    await ctx.loginAgent();
    expect((await ctx.call({ method: 'GET', url: '/api/auth/user', token: first })).body.code).toBe(0);
  });
});

describe('GET /api/auth/user', () => {
  it('answers the admin user with info, authorities, roles and route menus', async () => {
    const token = await ctx.loginAdmin();
    const { body } = await ctx.call({ method: 'GET', url: '/api/auth/user', token });
    expect(body.data.info).toEqual({ avatar: '', nickname: '平台管理员', is_admin: 1, username: 'admin' });
    expect(body.data.roles).toEqual([{ roleCode: 'platform_super_admin', roleName: '平台超级管理员' }]);
    const routes = body.data.menus.map((menu: { route: string }) => menu.route);
    expect(routes).toEqual(
      expect.arrayContaining([
        '/index',
        '/library',
        '/customer',
        '/order',
        '/download',
        '/user/profile',
        '/partner',
        '/skin',
        '/cost',
      ]),
    );
    // issue 17's help centre is built: its entry is in the menus (every entry opens a working page)
    expect(routes).toContain('/help');
    expect(
      body.data.menus.every((menu: { menu_type: number }) => menu.menu_type === 0 || menu.menu_type === 4),
    ).toBe(true);
    const authorities = body.data.authorities.map((row: { authority: string }) => row.authority);
    expect(authorities).toContain('admin.system.role');
    expect(body.data.authorities[0]).toEqual({
      authority: expect.any(String),
      menuType: expect.any(Number),
      menuId: expect.any(Number),
      parentId: expect.any(Number),
    });
  });

  it('gives the platform operator fewer grants than the super admin', async () => {
    const token = await ctx.loginAdmin('operator');
    const { body } = await ctx.call({ method: 'GET', url: '/api/auth/user', token });
    const authorities = body.data.authorities.map((row: { authority: string }) => row.authority);
    expect(authorities).toContain('admin.customer');
    expect(authorities).toContain('admin.customer.list');
    expect(authorities).not.toContain('admin.system.role');
    expect(authorities).not.toContain('admin.message.outbox');
  });

  it('answers an agent user with the menus of the team it acts in', async () => {
    const token = await ctx.loginAgent();
    const { body } = await ctx.call({ method: 'GET', url: '/api/auth/user', token });
    expect(body.data.info.username).toBe('agent@example.com');
    expect(body.data.menus.map((menu: { route: string }) => menu.route)).toContain('/customer');
  });

  it('answers 401 with the login-expired message without a session', async () => {
    const { status, body } = await ctx.call({ method: 'GET', url: '/api/auth/user' });
    expect(status).toBe(401);
    expect(body).toEqual({
      code: 401,
      msg: 'login status expired, please log out and log in again',
      data: null,
    });
  });

  it('answers 401 for an unknown or expired token', async () => {
    expect((await ctx.call({ method: 'GET', url: '/api/auth/user', token: 'forged-token' })).body.code).toBe(
      401,
    );
    const token = await ctx.loginAgent();
    await ctx.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('audience', '=', 'agent')
      .execute();
    const { status, body } = await ctx.call({ method: 'GET', url: '/api/auth/user', token });
    expect(status).toBe(401);
    expect(body.code).toBe(401);
  });

  it('refuses a customer session with 403', async () => {
    const token = await ctx.loginCustomer();
    const { status, body } = await ctx.call({ method: 'GET', url: '/api/auth/user', token });
    expect(status).toBe(403);
    expect(body.code).toBe(403);
  });

  it('matches the path case-insensitively', async () => {
    const token = await ctx.loginAgent();
    const { body } = await ctx.call({ method: 'GET', url: '/API/Auth/USER', token });
    expect(body.code).toBe(0);
  });
});

describe('PUT /api/auth/password', () => {
  const change = (token: string | undefined, payload: Record<string, unknown>) =>
    ctx.call({ method: 'PUT', url: '/api/auth/password', token, payload });

  it('gives the spec messages for each missing or inconsistent field and changes nothing', async () => {
    const token = await ctx.loginAgent('staff@example.com');
    const before = await ctx.db
      .selectFrom('agent_users')
      .select('password_hash')
      .where('email', '=', 'staff@example.com')
      .executeTakeFirstOrThrow();
    const cases: [Record<string, unknown>, string][] = [
      [
        { password: 'Brand-New-Pass-1', password2: 'Brand-New-Pass-1' },
        'oldPassword: please enter the old password',
      ],
      [{ oldPassword: TEST_PASSWORD, password2: 'x' }, 'password: please enter the new password'],
      [
        { oldPassword: TEST_PASSWORD, password: 'Brand-New-Pass-1' },
        'password2: please enter the password again',
      ],
      [
        { oldPassword: TEST_PASSWORD, password: 'Brand-New-Pass-1', password2: 'Brand-New-Pass-2' },
        'password2: the two passwords entered are inconsistent',
      ],
      [
        { oldPassword: TEST_PASSWORD, password: 'short', password2: 'short' },
        'password: password must be 8-64 characters',
      ],
      [
        { oldPassword: TEST_PASSWORD, password: 'password123', password2: 'password123' },
        'password: this password is too common, choose another',
      ],
      [
        { oldPassword: 'wrong-old-pass', password: 'Brand-New-Pass-1', password2: 'Brand-New-Pass-1' },
        'oldPassword: the old password is wrong',
      ],
    ];
    for (const [payload, message] of cases) {
      const { status, body } = await change(token, payload);
      expect(status, message).toBe(400);
      expect(body.msg).toBe(message);
    }
    const after = await ctx.db
      .selectFrom('agent_users')
      .select('password_hash')
      .where('email', '=', 'staff@example.com')
      .executeTakeFirstOrThrow();
    expect(after.password_hash).toBe(before.password_hash);
  });

  it('changes the password, ends every session and accepts only the new password', async () => {
    const token = await ctx.loginAdmin('operator');
    const { body } = await change(token, {
      oldPassword: TEST_PASSWORD,
      password: 'Brand-New-Pass-1',
      password2: 'Brand-New-Pass-1',
    });
    expect(body).toEqual({ code: 0, msg: 'changed, please log in again', data: null });
    expect((await ctx.call({ method: 'GET', url: '/api/auth/user', token })).status).toBe(401);
    expect(
      (await login({ username: 'operator', password: TEST_PASSWORD, audience: 'admin' })).body.code,
    ).toBe(400);
    expect(
      (await login({ username: 'operator', password: 'Brand-New-Pass-1', audience: 'admin' })).body.code,
    ).toBe(0);
  });

  it('answers 401 without a session and 403 for a customer', async () => {
    const payload = {
      oldPassword: TEST_PASSWORD,
      password: 'Brand-New-Pass-1',
      password2: 'Brand-New-Pass-1',
    };
    expect((await change(undefined, payload)).status).toBe(401);
    expect((await change(await ctx.loginCustomer(), payload)).status).toBe(403);
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session so the token no longer works', async () => {
    const token = await ctx.loginAgent();
    const { body } = await ctx.call({ method: 'POST', url: '/api/auth/logout', token });
    expect(body).toEqual({ code: 0, msg: 'logged out', data: null });
    const after = await ctx.call({ method: 'GET', url: '/api/auth/user', token });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe(401);
  });

  it('answers 401 without a session and 403 for a customer', async () => {
    expect((await ctx.call({ method: 'POST', url: '/api/auth/logout' })).status).toBe(401);
    expect(
      (await ctx.call({ method: 'POST', url: '/api/auth/logout', token: await ctx.loginCustomer() })).status,
    ).toBe(403);
  });
});
