import { describe, expect, it } from 'vitest';
import { DEMO } from '#server/seed/demo.ts';
import { countRows, useTestContext } from '#server/test/harness.ts';

const ctx = useTestContext();
const BASE = '/api/admin/system/user';
const PASSWORD = 'Staff-Account-Pass-77';

async function roles(token: string) {
  const answer = await ctx.call({ method: 'GET', url: `${BASE}/getRoles`, token });
  return answer.body.data as { id: number; role_code: string }[];
}

const roleId = async (token: string, code: string) =>
  ((await roles(token)).find((role) => role.role_code === code) as { id: number }).id;

async function create(token: string, username: string, code = 'platform_operator') {
  const answer = await ctx.call({
    method: 'POST',
    url: `${BASE}/create`,
    token,
    payload: {
      username,
      nickname: `员工 ${username}`,
      email: `${username}@example.com`,
      phone: '',
      role_ids: [await roleId(token, code)],
      password: PASSWORD,
    },
  });
  expect([username, answer.body.code, answer.body.msg]).toEqual([username, 0, 'account created']);
  return answer.body.data as { id: number; roles: { role_code: string }[] };
}

const signIn = (username: string, password = PASSWORD) =>
  ctx.call({ method: 'POST', url: '/api/auth/login', payload: { username, password, audience: 'admin' } });

describe('staff accounts of the admin console', () => {
  it('creates an account with a role, who signs in and gets only that role’s menus', async () => {
    const admin = await ctx.loginAdmin();
    const created = await create(admin, 'ops-lee');
    expect(created.roles.map((role) => role.role_code)).toEqual(['platform_operator']);
    const signedIn = await signIn('ops-lee');
    expect(signedIn.body.code).toBe(0);
    const user = await ctx.call({
      method: 'GET',
      url: '/api/auth/user',
      token: signedIn.body.data.access_token,
    });
    const marks = (user.body.data.menus as { permission_mark: string }[]).map((menu) => menu.permission_mark);
    expect(marks).toContain('admin.customer');
    expect(marks).not.toContain('admin.system.user');
    expect(marks).not.toContain('admin.system.audit');

    const list = await ctx.call({ method: 'GET', url: `${BASE}/getList?keyword=ops-lee`, token: admin });
    expect(list.body).toMatchObject({ code: 0, count: 1 });
    expect(list.body.data[0]).toMatchObject({ username: 'ops-lee', status: 1, is_self: false });
    expect(list.body.data[0].last_login_time).not.toBe('');
    const byRole = await ctx.call({
      method: 'GET',
      url: `${BASE}/getList?role_id=${await roleId(admin, 'platform_super_admin')}`,
      token: admin,
    });
    expect((byRole.body.data as { username: string }[]).map((row) => row.username)).toEqual([DEMO.admin]);
    const active = await ctx.call({
      method: 'GET',
      url: `${BASE}/getList?status=1&keyword=ops-lee`,
      token: admin,
    });
    expect(active.body.count).toBe(1);
    const disabled = await ctx.call({
      method: 'GET',
      url: `${BASE}/getList?status=0&keyword=ops-lee`,
      token: admin,
    });
    expect(disabled.body.count).toBe(0);
  });

  it('edits, disables (sessions end at once), enables, resets the password and deletes', async () => {
    const admin = await ctx.loginAdmin();
    const { id } = await create(admin, 'ops-wang');
    const session = (await signIn('ops-wang')).body.data.access_token as string;

    const edited = await ctx.call({
      method: 'POST',
      url: `${BASE}/update`,
      token: admin,
      payload: {
        id,
        nickname: '王五',
        email: '',
        phone: '13900001234',
        role_ids: [await roleId(admin, 'platform_super_admin')],
      },
    });
    expect(edited.body.data).toMatchObject({ nickname: '王五', phone: '13900001234' });

    const disabled = await ctx.call({
      method: 'POST',
      url: `${BASE}/setStatus`,
      token: admin,
      payload: { id, status: 0 },
    });
    expect([disabled.body.code, disabled.body.msg, disabled.body.data.status]).toEqual([
      0,
      'account disabled',
      0,
    ]);
    expect((await ctx.call({ method: 'GET', url: '/api/auth/user', token: session })).status).toBe(401);
    expect((await signIn('ops-wang')).body.msg).toBe('this account is disabled');

    await ctx.call({ method: 'POST', url: `${BASE}/setStatus`, token: admin, payload: { id, status: 1 } });
    const reset = await ctx.call({
      method: 'POST',
      url: `${BASE}/resetPassword`,
      token: admin,
      payload: { id, password: 'Brand-New-Pass-2026' },
    });
    expect(reset.body).toMatchObject({ code: 0, msg: 'password reset' });
    expect((await signIn('ops-wang')).body.code).not.toBe(0);
    const fresh = await signIn('ops-wang', 'Brand-New-Pass-2026');
    expect(fresh.body.code).toBe(0);

    const deleted = await ctx.call({ method: 'POST', url: `${BASE}/delete`, token: admin, payload: { id } });
    expect(deleted.body).toMatchObject({ code: 0, msg: 'account deleted' });
    expect(
      (await ctx.call({ method: 'GET', url: '/api/auth/user', token: fresh.body.data.access_token })).status,
    ).toBe(401);
    const gone = await ctx.call({
      method: 'POST',
      url: `${BASE}/setStatus`,
      token: admin,
      payload: { id, status: 0 },
    });
    expect([gone.status, gone.body.msg]).toEqual([404, 'account not found']);
  });

  it('keeps the platform an active super admin and refuses to disable or delete oneself', async () => {
    const admin = await ctx.loginAdmin();
    const self = (
      await ctx.call({ method: 'GET', url: `${BASE}/getList?keyword=${DEMO.admin}`, token: admin })
    ).body.data[0] as { id: number; is_self: boolean };
    expect(self.is_self).toBe(true);
    for (const [url, payload] of [
      [`${BASE}/setStatus`, { id: self.id, status: 0 }],
      [`${BASE}/delete`, { id: self.id }],
    ] as const) {
      const answer = await ctx.call({ method: 'POST', url, token: admin, payload });
      expect([url, answer.status, answer.body.msg]).toEqual([
        url,
        400,
        'you cannot disable or delete your own account',
      ]);
    }
    // the demo admin is the only active super admin (ops-wang was deleted above): it keeps the role
    const demote = await ctx.call({
      method: 'POST',
      url: `${BASE}/update`,
      token: admin,
      payload: { id: self.id, nickname: 'x', role_ids: [await roleId(admin, 'platform_operator')] },
    });
    expect([demote.status, demote.body.msg]).toEqual([
      400,
      'the platform needs at least one active super admin',
    ]);
  });

  it('refuses bad input with the reason and writes nothing', async () => {
    const admin = await ctx.loginAdmin();
    const before = await countRows(ctx.db, 'admins');
    const operator = await roleId(admin, 'platform_operator');
    const base = { username: 'new-one', nickname: '新人', role_ids: [operator], password: PASSWORD };
    for (const [payload, message] of [
      [{ ...base, username: DEMO.admin.toUpperCase() }, 'this username is taken'],
      [{ ...base, username: 'a b' }, 'username: username must be 3-32 letters, digits or _ . @ -'],
      [{ ...base, role_ids: [] }, 'role_ids: choose at least one role'],
      [{ ...base, role_ids: [999_999] }, 'role not found'],
      [{ ...base, email: 'not-an-email' }, 'email: email is not valid'],
      [{ ...base, password: '12345678' }, 'password: this password is too common, choose another'],
      [{ ...base, password: 'new-one-2026!' }, undefined],
    ] as const) {
      const answer = await ctx.call({ method: 'POST', url: `${BASE}/create`, token: admin, payload });
      expect(answer.status).toBe(400);
      if (message) expect(answer.body.msg).toBe(message);
    }
    expect(await countRows(ctx.db, 'admins')).toBe(before);
  });

  it('is refused without a session, to other consoles and to the operator role', async () => {
    const operator = await ctx.loginAdmin(DEMO.operator);
    const agent = await ctx.loginAgent();
    for (const [token, status] of [
      [undefined, 401],
      [operator, 403],
      [agent, 403],
    ] as const) {
      const answer = await ctx.call({ method: 'GET', url: `${BASE}/getList`, token });
      expect(answer.status).toBe(status);
    }
  });
});
