import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { hashToken } from '#server/platform/auth/tokens.ts';
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

async function create(
  token: string,
  username: string,
  code = 'platform_operator',
  how: Record<string, unknown> = { password: PASSWORD },
) {
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
      ...how,
    },
  });
  const created =
    how.password_mode === 'link' ? 'account created, a set-password link was emailed' : 'account created';
  expect([username, answer.body.code, answer.body.msg]).toEqual([username, 0, created]);
  return answer.body.data as {
    id: number;
    roles: { role_code: string }[];
    password_pending: boolean;
    link_emailed: boolean;
  };
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
      const list = await ctx.call({ method: 'GET', url: `${BASE}/getList`, token });
      expect(list.status).toBe(status);
      const link = await ctx.call({
        method: 'POST',
        url: `${BASE}/sendPasswordLink`,
        token,
        payload: { id: 1 },
      });
      expect(link.status).toBe(status);
    }
  });
});

const PAGE = '/api/auth/setPassword';
const CHOSEN = 'Chosen-By-Myself-42';

/** A staff account created with an emailed set-password link. */
async function createByLink(token: string, username: string) {
  const created = await create(token, username, 'platform_operator', { password_mode: 'link' });
  expect([created.password_pending, created.link_emailed]).toEqual([true, true]);
  return created;
}

/** The links mailed to the address, newest first, read from the outbox. */
async function mailedLinks(address: string) {
  const rows = await ctx.db
    .selectFrom('message_outbox')
    .select(['subject', 'body', 'status'])
    .where('recipient', '=', address)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => {
    const url = new URL(/https?:\/\/\S+\/new_admin\/set-password\?token=\S+/.exec(row.body)?.[0] ?? '');
    return { url, token: url.searchParams.get('token') ?? '', row };
  });
}

const info = (token: string, remoteAddress = '127.0.0.1') =>
  ctx.call({ method: 'GET', url: `${PAGE}/getInfo?token=${encodeURIComponent(token)}`, remoteAddress });
const submit = (token: string, password = CHOSEN, remoteAddress = '127.0.0.1') =>
  ctx.call({
    method: 'POST',
    url: `${PAGE}/submit`,
    remoteAddress,
    payload: { token, password, password2: password },
  });
describe('staff accounts created with an emailed set-password link', () => {
  it('mails a one-time link; the person chooses a password through it and signs in', async () => {
    const admin = await ctx.loginAdmin();
    const created = await createByLink(admin, 'link-wang');
    const [mail] = await mailedLinks('link-wang@example.com');
    expect(mail?.row.status).toBe('recorded');
    expect(mail?.url.pathname).toBe('/new_admin/set-password');
    // only the hash is stored
    const stored = await ctx.db
      .selectFrom('staff_password_links')
      .select(['token_hash', 'expires_at'])
      .where('admin_id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).toBe(hashToken(mail?.token ?? ''));
    const hours = (new Date(stored.expires_at).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);
    // no password signs the account in before the link is used
    expect((await signIn('link-wang', '')).status).toBe(400);
    expect((await signIn('link-wang', 'Anything-Goes-123')).body.msg).toBe('wrong username or password');

    const shown = await info(mail?.token ?? '');
    expect(shown.body.data).toMatchObject({ username: 'link-wang', nickname: '员工 link-wang' });
    // the password rules of every other path
    const own = await submit(mail?.token ?? '', 'link-wang-2026');
    expect([own.status, own.body.msg]).toEqual([
      400,
      'password: the password must not contain your account name, email or phone number',
    ]);
    const common = await submit(mail?.token ?? '', '12345678');
    expect([common.status, common.body.msg]).toEqual([
      400,
      'password: this password is too common, choose another',
    ]);
    const set = await submit(mail?.token ?? '');
    expect(set.body).toMatchObject({ code: 0, msg: 'password set, please sign in' });
    const signedIn = await signIn('link-wang', CHOSEN);
    expect(signedIn.body.code).toBe(0);
    expect(
      (await ctx.call({ method: 'GET', url: '/api/auth/user', token: signedIn.body.data.access_token }))
        .status,
    ).toBe(200);

    // used: said so, on the page and on a second submission
    expect((await info(mail?.token ?? '')).body.msg).toBe(
      'this set-password link was already used: sign in with your password',
    );
    expect((await submit(mail?.token ?? '', 'Another-Choice-77')).body.msg).toBe(
      'this set-password link was already used: sign in with your password',
    );
    const listed = await ctx.call({ method: 'GET', url: `${BASE}/getList?keyword=link-wang`, token: admin });
    expect(listed.body.data[0].password_pending).toBe(false);
    // a resend is refused now
    const resend = await ctx.call({
      method: 'POST',
      url: `${BASE}/sendPasswordLink`,
      token: admin,
      payload: { id: created.id },
    });
    expect([resend.status, resend.body.msg]).toEqual([400, 'this account has already set its password']);

    // audited: the creation, and the password set as the account itself
    const audit = await ctx.db
      .selectFrom('audit_logs')
      .select(['route', 'actor_id', 'status_code', 'summary'])
      .where('route', 'in', [`${BASE}/create`, `${PAGE}/submit`])
      .where('status_code', '=', 200)
      .where((eb) => eb.or([eb('summary', 'like', '%link-wang%'), eb('actor_id', '=', created.id)]))
      .execute();
    expect(audit.map((row) => row.route)).toEqual([`${BASE}/create`, `${PAGE}/submit`]);
    expect(audit[1]?.actor_id).toBe(created.id);
    expect(audit[1]?.summary).not.toContain(CHOSEN);
  });

  it('resends a new link that voids the previous one; expired and unknown links say so', async () => {
    const admin = await ctx.loginAdmin();
    const created = await createByLink(admin, 'link-zhao');
    const resent = await ctx.call({
      method: 'POST',
      url: `${BASE}/sendPasswordLink`,
      token: admin,
      payload: { id: created.id },
    });
    expect(resent.body).toMatchObject({ code: 0, msg: 'a new set-password link was emailed' });
    const [newest, first] = await mailedLinks('link-zhao@example.com');
    expect((await info(first?.token ?? '')).body.msg).toBe(
      'a newer set-password link was sent: use the latest email',
    );
    expect((await submit(first?.token ?? '')).status).toBe(400);
    const unknown = await info('x'.repeat(43));
    expect([unknown.status, unknown.body.msg]).toEqual([404, 'this set-password link is not valid']);
    const malformed = await info('short');
    expect([malformed.status, malformed.body.msg]).toEqual([
      400,
      'token: this set-password link is not valid',
    ]);

    await sql`update staff_password_links set expires_at = now() - interval '1 minute' where admin_id = ${created.id} and voided_at is null`.execute(
      ctx.db,
    );
    const expired = await submit(newest?.token ?? '');
    expect([expired.status, expired.body.msg]).toEqual([
      400,
      'this set-password link has expired: ask an administrator for a new one',
    ]);
    const account = await ctx.db
      .selectFrom('admins')
      .select('password_pending')
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(account.password_pending).toBe(true);
    // the list offers the resend, and a new link works again
    await ctx.call({
      method: 'POST',
      url: `${BASE}/sendPasswordLink`,
      token: admin,
      payload: { id: created.id },
    });
    const [again] = await mailedLinks('link-zhao@example.com');
    expect((await submit(again?.token ?? '')).body.code).toBe(0);
  });

  it('refuses bad input, unknown accounts and callers without the permission, writing nothing', async () => {
    const admin = await ctx.loginAdmin();
    const admins = await countRows(ctx.db, 'admins');
    const outbox = await countRows(ctx.db, 'message_outbox');
    const role = await roleId(admin, 'platform_operator');
    const base = { username: 'link-nobody', nickname: '无邮箱', role_ids: [role] };
    for (const [payload, message] of [
      [{ ...base, password_mode: 'link' }, 'email: an email is required to send a set-password link'],
      [{ ...base, password_mode: 'link', email: 'not-an-email' }, 'email: email is not valid'],
      [
        { ...base, password_mode: 'sms', email: 'a@example.com' },
        'password_mode: choose how the password is set',
      ],
      [{ ...base, email: 'a@example.com' }, 'password: please enter the new password'],
    ] as const) {
      const answer = await ctx.call({ method: 'POST', url: `${BASE}/create`, token: admin, payload });
      expect([answer.status, answer.body.msg]).toEqual([400, message]);
    }
    expect(await countRows(ctx.db, 'admins')).toBe(admins);
    expect(await countRows(ctx.db, 'message_outbox')).toBe(outbox);

    const links = await countRows(ctx.db, 'staff_password_links');
    const demoAdmin = await ctx.db
      .selectFrom('admins')
      .select('id')
      .where('username', '=', DEMO.admin)
      .executeTakeFirstOrThrow();
    for (const [payload, status, message] of [
      [{ id: 999_999 }, 404, 'account not found'],
      [{}, 400, 'id: id is required'],
      [{ id: demoAdmin.id }, 400, 'this account has already set its password'],
    ] as const) {
      const answer = await ctx.call({
        method: 'POST',
        url: `${BASE}/sendPasswordLink`,
        token: admin,
        payload,
      });
      expect([answer.status, answer.body.msg]).toEqual([status, message]);
    }
    expect(await countRows(ctx.db, 'staff_password_links')).toBe(links);
    expect(await countRows(ctx.db, 'message_outbox')).toBe(outbox);
  });

  it('limits the public page per address', async () => {
    let status = 0;
    for (let i = 0; i < 11 && status !== 429; i++)
      status = (await submit('y'.repeat(43), CHOSEN, '10.9.9.9')).status;
    expect(status).toBe(429);
    const limited = await submit('y'.repeat(43), CHOSEN, '10.9.9.9');
    expect(limited.body.msg).toMatch(/^too many requests, please try again in \d+ minutes$/);
    status = 0;
    for (let i = 0; i < 61 && status !== 429; i++) status = (await info('y'.repeat(43), '10.9.9.8')).status;
    expect(status).toBe(429);
  });
});
