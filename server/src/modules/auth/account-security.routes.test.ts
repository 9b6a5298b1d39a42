import { sql } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '#server/platform/auth/passwords.ts';
import { DEMO } from '#server/seed/demo.ts';
import { countRows, TEST_PASSWORD, useTestContext } from '#server/test/harness.ts';

const ctx = useTestContext();

/** The code an authenticator app shows for this secret, `stepsAhead` time steps from now. */
function codeOf(secret: string, stepsAhead = 0) {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

const passwordStep = (audience: 'admin' | 'agent', username: string, password = TEST_PASSWORD) =>
  ctx.call({ method: 'POST', url: '/api/auth/login', payload: { username, password, audience } });

const userOf = (token: string | undefined) => ctx.call({ method: 'GET', url: '/api/auth/user', token });

/** Sets up and confirms an authenticator on the signed-in account; answers its secret and recovery codes. */
async function enrol(token: string) {
  const setup = await ctx.call({ method: 'POST', url: '/api/auth/twoFactor/setup', token });
  expect(setup.body.code).toBe(0);
  const { secret, otpauth_uri: uri } = setup.body.data as { secret: string; otpauth_uri: string };
  expect(uri).toMatch(/^otpauth:\/\/totp\/Onsite:.+\?.*secret=/);
  const enabled = await ctx.call({
    method: 'POST',
    url: '/api/auth/twoFactor/enable',
    token,
    payload: { code: codeOf(secret) },
  });
  expect([enabled.body.code, enabled.body.msg]).toEqual([0, 'two-factor sign-in is on']);
  return { secret, recoveryCodes: enabled.body.data.recovery_codes as string[] };
}

/** Lets the next code of the account be taken again (a test may not wait 30 seconds for a new one). */
async function forgetLastStep(audience: 'admin' | 'agent') {
  await sql`update staff_totp set last_step = 0 where audience = ${audience}`.execute(ctx.db);
}

// each test enrols its own accounts: the next one signs in with the password alone again
afterEach(async () => {
  vi.useRealTimers();
  await ctx.db.deleteFrom('staff_totp').execute();
  await ctx.db.deleteFrom('staff_recovery_codes').execute();
});

describe('own sessions (profile page)', () => {
  it('lists the live sessions with device and IP, signs out another one and every other one', async () => {
    const first = await ctx.loginAgent();
    const second = await ctx.loginAgent();
    const third = await ctx.loginAgent();
    const list = await ctx.call({
      method: 'GET',
      url: '/api/auth/sessions',
      token: first,
      headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0.0.0 Safari/537.36' },
    });
    expect(list.body.code).toBe(0);
    const sessions = list.body.data as { id: number; current: boolean; ip: string; device: string }[];
    expect(sessions.length).toBeGreaterThanOrEqual(3);
    const current = sessions.filter((session) => session.current);
    expect(current).toHaveLength(1);
    expect(current[0].ip).toBe('127.0.0.1');
    const other = sessions.find((session) => !session.current) as { id: number };

    const revoked = await ctx.call({
      method: 'POST',
      url: '/api/auth/sessions/revoke',
      token: first,
      payload: { id: other.id },
    });
    expect(revoked.body).toMatchObject({ code: 0, msg: 'the session was signed out' });
    const statuses = await Promise.all(
      [first, second, third].map(async (token) => (await userOf(token)).status),
    );
    // one of the two others ended: its next request answers that the session expired (401, not -200)
    expect(statuses.filter((status) => status === 401)).toHaveLength(1);
    expect(statuses[0]).toBe(200);

    const again = await ctx.call({
      method: 'POST',
      url: '/api/auth/sessions/revoke',
      token: first,
      payload: { id: other.id },
    });
    expect([again.status, again.body.msg]).toEqual([404, 'session not found']);

    const others = await ctx.call({ method: 'POST', url: '/api/auth/sessions/revokeOthers', token: first });
    expect(others.body).toMatchObject({ code: 0, msg: 'signed out on every other device' });
    expect([(await userOf(second)).status, (await userOf(third)).status]).toEqual([401, 401]);
    const expired = await userOf(second);
    expect(expired.body.code).toBe(401);
    expect((await userOf(first)).status).toBe(200);
  });

  it("answers 404 for another account's session and changes nothing", async () => {
    const owner = await ctx.loginAgent();
    const staff = await ctx.loginAgent(DEMO.agentStaff);
    const staffSessions = await ctx.call({ method: 'GET', url: '/api/auth/sessions', token: staff });
    const staffSession = (staffSessions.body.data as { id: number; current: boolean }[]).find(
      (session) => session.current,
    ) as { id: number };
    const admin = await ctx.loginAdmin();
    for (const token of [owner, admin]) {
      const answer = await ctx.call({
        method: 'POST',
        url: '/api/auth/sessions/revoke',
        token,
        payload: { id: staffSession.id },
      });
      expect([answer.status, answer.body.msg]).toEqual([404, 'session not found']);
    }
    expect((await userOf(staff)).status).toBe(200);
    // and an account's list holds only its own sessions
    const ownerList = await ctx.call({ method: 'GET', url: '/api/auth/sessions', token: owner });
    expect((ownerList.body.data as { id: number }[]).map((row) => row.id)).not.toContain(staffSession.id);
  });

  it('is refused without a session, to customers, and on bad input', async () => {
    const customer = await ctx.loginCustomer();
    const agent = await ctx.loginAgent();
    for (const [token, status] of [
      [undefined, 401],
      [customer, 403],
    ] as const) {
      for (const [method, url] of [
        ['GET', '/api/auth/sessions'],
        ['POST', '/api/auth/sessions/revokeOthers'],
        ['GET', '/api/auth/twoFactor/status'],
        ['POST', '/api/auth/twoFactor/setup'],
      ] as const) {
        const answer = await ctx.call({ method, url, token });
        expect([url, answer.status]).toEqual([url, status]);
      }
    }
    const before = await countRows(ctx.db, 'sessions');
    for (const payload of [{}, { id: 'x' }, { id: 0 }]) {
      const answer = await ctx.call({
        method: 'POST',
        url: '/api/auth/sessions/revoke',
        token: agent,
        payload,
      });
      expect([answer.status, answer.body.msg]).toEqual([400, 'id: id is required']);
    }
    expect(await countRows(ctx.db, 'sessions')).toBe(before);
  });

  it('writes last seen at most once a minute, and not for a refused request', async () => {
    const token = await ctx.loginAgent();
    const [row] = await ctx.db
      .selectFrom('sessions')
      .select(['id', 'last_seen_at'])
      .orderBy('id', 'desc')
      .limit(1)
      .execute();
    const old = new Date(Date.now() - 5 * 60_000);
    await ctx.db.updateTable('sessions').set({ last_seen_at: old }).where('id', '=', row.id).execute();
    const lastSeen = async () =>
      (
        await ctx.db
          .selectFrom('sessions')
          .select('last_seen_at')
          .where('id', '=', row.id)
          .executeTakeFirstOrThrow()
      ).last_seen_at as Date;

    await ctx.call({ method: 'POST', url: '/api/auth/sessions/revoke', token, payload: { id: 'x' } });
    expect((await lastSeen()).getTime()).toBe(old.getTime());
    await userOf(token);
    const touched = await lastSeen();
    expect(touched.getTime()).toBeGreaterThan(old.getTime());
    await userOf(token);
    expect((await lastSeen()).getTime()).toBe(touched.getTime());
  });
});

describe('staff sessions in the staff drawer (admin.system.user.session)', () => {
  const BASE = '/api/admin/system/user';

  async function staffId(admin: string, username: string) {
    const list = await ctx.call({ method: 'GET', url: `${BASE}/getList?keyword=${username}`, token: admin });
    return (list.body.data as { id: number; username: string }[]).find((row) => row.username === username)!
      .id;
  }

  it("lists an account's sessions, signs one out (it then answers session expired) and all of them", async () => {
    const admin = await ctx.loginAdmin();
    const operator = await ctx.call({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'user-agent': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) Firefox/128.0' },
      payload: { username: DEMO.operator, password: TEST_PASSWORD, audience: 'admin' },
    });
    const operatorToken = operator.body.data.access_token as string;
    const id = await staffId(admin, DEMO.operator);

    const list = await ctx.call({ method: 'GET', url: `${BASE}/sessions?id=${id}`, token: admin });
    expect(list.body.code).toBe(0);
    const sessions = list.body.data.sessions as { id: number; device: string; current: boolean }[];
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ device: 'Firefox 128 · macOS', current: false });
    expect(list.body.data.two_factor).toEqual({ enabled: false, required: false, recovery_codes_left: 0 });

    const signedOut = await ctx.call({
      method: 'POST',
      url: `${BASE}/revokeSession`,
      token: admin,
      payload: { id, session_id: sessions[0].id },
    });
    expect(signedOut.body).toMatchObject({ code: 0, msg: 'the session was signed out' });
    const after = await userOf(operatorToken);
    expect([after.status, after.body.code, after.body.msg]).toEqual([
      401,
      401,
      'login status expired, please log out and log in again',
    ]);
    const audit = await ctx.db
      .selectFrom('audit_logs')
      .select(['route', 'status_code'])
      .where('route', '=', `${BASE}/revokeSession`)
      .execute();
    expect(audit).toEqual([{ route: `${BASE}/revokeSession`, status_code: 200 }]);

    const fresh = await ctx.loginAdmin(DEMO.operator);
    const everywhere = await ctx.call({
      method: 'POST',
      url: `${BASE}/revokeAllSessions`,
      token: admin,
      payload: { id },
    });
    expect(everywhere.body).toMatchObject({ code: 0, msg: 'signed out everywhere' });
    expect((await userOf(fresh)).status).toBe(401);
    expect((await userOf(admin)).status).toBe(200);
  });

  it("answers 404 for another account's session or an unknown account, and writes nothing", async () => {
    const admin = await ctx.loginAdmin();
    const operator = await ctx.loginAdmin(DEMO.operator);
    const operatorId = await staffId(admin, DEMO.operator);
    const adminSessions = await ctx.call({ method: 'GET', url: '/api/auth/sessions', token: admin });
    const adminSession = (adminSessions.body.data as { id: number }[])[0].id;
    const agentSession = (await ctx.db
      .selectFrom('sessions')
      .select('id')
      .where('audience', '=', 'agent')
      .where('revoked_at', 'is', null)
      .executeTakeFirst()) ?? { id: 1 };
    for (const sessionId of [adminSession, agentSession.id]) {
      const answer = await ctx.call({
        method: 'POST',
        url: `${BASE}/revokeSession`,
        token: admin,
        payload: { id: operatorId, session_id: sessionId },
      });
      expect([answer.status, answer.body.msg]).toEqual([404, 'session not found']);
    }
    for (const [method, url, payload] of [
      ['GET', `${BASE}/sessions?id=999999`, undefined],
      ['POST', `${BASE}/revokeAllSessions`, { id: 999_999 }],
      ['POST', `${BASE}/resetTwoFactor`, { id: 999_999 }],
    ] as const) {
      const answer = await ctx.call({ method, url, token: admin, payload });
      expect([url, answer.status, answer.body.msg]).toEqual([url, 404, 'account not found']);
    }
    expect((await userOf(admin)).status).toBe(200);
    expect((await userOf(operator)).status).toBe(200);
  });

  it('is refused without a session, to other consoles, without the permission and on bad input', async () => {
    const operator = await ctx.loginAdmin(DEMO.operator);
    const agent = await ctx.loginAgent();
    const admin = await ctx.loginAdmin();
    for (const [token, status] of [
      [undefined, 401],
      [agent, 403],
      [operator, 403],
    ] as const) {
      for (const [method, url, payload] of [
        ['GET', `${BASE}/sessions?id=1`, undefined],
        ['POST', `${BASE}/revokeSession`, { id: 1, session_id: 1 }],
        ['POST', `${BASE}/revokeAllSessions`, { id: 1 }],
        ['POST', `${BASE}/resetTwoFactor`, { id: 1 }],
      ] as const) {
        const answer = await ctx.call({ method, url, token, payload });
        expect([url, answer.status]).toEqual([url, status]);
      }
    }
    const before = await ctx.db.selectFrom('sessions').select('id').where('revoked_at', 'is', null).execute();
    for (const [url, payload, message] of [
      [`${BASE}/revokeSession`, { id: 1 }, 'session_id: session_id is required'],
      [`${BASE}/revokeSession`, { id: 'a', session_id: 1 }, 'id: id is required'],
      [`${BASE}/revokeAllSessions`, {}, 'id: id is required'],
    ] as const) {
      const answer = await ctx.call({ method: 'POST', url, token: admin, payload });
      expect([answer.status, answer.body.msg]).toEqual([400, message]);
    }
    const bad = await ctx.call({ method: 'GET', url: `${BASE}/sessions?id=-1`, token: admin });
    expect(bad.status).toBe(400);
    const after = await ctx.db.selectFrom('sessions').select('id').where('revoked_at', 'is', null).execute();
    expect(after.length).toBe(before.length);
  });
});

describe('two-factor sign-in (TOTP)', () => {
  it('enrols on the profile page, then signs in with password and code; a code is taken once', async () => {
    const token = await ctx.loginAgent(DEMO.agentStaff);
    const status = await ctx.call({ method: 'GET', url: '/api/auth/twoFactor/status', token });
    expect(status.body.data).toEqual({ enabled: false, required: false, recovery_codes_left: 0 });

    const setup = await ctx.call({ method: 'POST', url: '/api/auth/twoFactor/setup', token });
    const secret = setup.body.data.secret as string;
    const stored = await ctx.db
      .selectFrom('staff_totp')
      .selectAll()
      .where('audience', '=', 'agent')
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0].secret_sealed).not.toContain(secret);
    expect(stored[0].enabled_at).toBeNull();

    const wrong = await ctx.call({
      method: 'POST',
      url: '/api/auth/twoFactor/enable',
      token,
      payload: { code: codeOf(secret, 5) },
    });
    expect([wrong.status, wrong.body.msg]).toEqual([400, 'the code is wrong']);
    const notDigits = await ctx.call({
      method: 'POST',
      url: '/api/auth/twoFactor/enable',
      token,
      payload: { code: 'abc' },
    });
    expect([notDigits.status, notDigits.body.msg]).toEqual([
      400,
      'code: the code is the 6 digits the app shows',
    ]);
    expect(await countRows(ctx.db, 'staff_recovery_codes')).toBe(0);
    expect(
      (await ctx.db.selectFrom('staff_totp').select('enabled_at').executeTakeFirstOrThrow()).enabled_at,
    ).toBeNull();

    const enableCode = codeOf(secret);
    const enabled = await ctx.call({
      method: 'POST',
      url: '/api/auth/twoFactor/enable',
      token,
      payload: { code: enableCode },
    });
    const codes = enabled.body.data.recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const hashes = await ctx.db.selectFrom('staff_recovery_codes').select('code_hash').execute();
    expect(hashes.map((row) => row.code_hash)).not.toContain(codes[0]);
    const again = await ctx.call({ method: 'POST', url: '/api/auth/twoFactor/setup', token });
    expect([again.status, again.body.msg]).toEqual([400, 'two-factor sign-in is already on']);

    const password = await passwordStep('agent', DEMO.agentStaff);
    expect(password.body.code).toBe(0);
    expect(password.body.msg).toBe('enter the code of your authenticator app');
    expect(password.body.data.access_token).toBeUndefined();
    expect(password.body.data.two_factor).toBe('code');
    const challenge = password.body.data.challenge_token as string;

    const sessionsBefore = await countRows(ctx.db, 'sessions');
    const reused = await ctx.call({
      method: 'POST',
      url: '/api/auth/twoFactor/verify',
      payload: { challenge_token: challenge, code: enableCode },
    });
    expect([reused.status, reused.body.msg]).toEqual([
      400,
      'this code was already used, please wait for the next one',
    ]);
    expect(await countRows(ctx.db, 'sessions')).toBe(sessionsBefore);

    const verified = await ctx.call({
      method: 'POST',
      url: '/api/auth/twoFactor/verify',
      payload: { challenge_token: challenge, code: codeOf(secret, 1) },
    });
    expect([verified.body.code, verified.body.msg]).toEqual([0, 'login succeeded']);
    expect((await userOf(verified.body.data.access_token)).status).toBe(200);

    const audit = await ctx.db
      .selectFrom('audit_logs')
      .select(['route', 'status_code', 'actor_id', 'summary'])
      .where('route', '=', '/api/auth/twoFactor/verify')
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.status_code)).toEqual([400, 200]);
    expect(
      audit.every((row) => row.actor_id !== null && !JSON.stringify(row.summary).includes(enableCode)),
    ).toBe(true);
  });

  it('takes a recovery code once, and refuses expired, forged and wrong-step challenges', async () => {
    const token = await ctx.loginAdmin(DEMO.operator);
    const { recoveryCodes } = await enrol(token);
    const challengeOf = async () =>
      (await passwordStep('admin', DEMO.operator)).body.data.challenge_token as string;

    const first = await ctx.call({
      method: 'POST',
      url: '/api/auth/twoFactor/verify',
      payload: { challenge_token: await challengeOf(), code: recoveryCodes[0].toUpperCase() },
    });
    expect(first.body.code).toBe(0);
    const status = await ctx.call({
      method: 'GET',
      url: '/api/auth/twoFactor/status',
      token: first.body.data.access_token,
    });
    expect(status.body.data.recovery_codes_left).toBe(9);
    const second = await ctx.call({
      method: 'POST',
      url: '/api/auth/twoFactor/verify',
      payload: { challenge_token: await challengeOf(), code: recoveryCodes[0] },
    });
    expect([second.status, second.body.msg]).toEqual([400, 'the code is wrong']);

    const challenge = await challengeOf();
    const [body, signature] = challenge.split('.');
    const forged = `${Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), subjectId: 1 }),
    ).toString('base64url')}.${signature}`;
    for (const [url, challengeToken] of [
      ['/api/auth/twoFactor/verify', forged],
      ['/api/auth/twoFactor/verify', 'nonsense'],
      ['/api/auth/twoFactor/enrolStart', challenge],
    ] as const) {
      const answer = await ctx.call({
        method: 'POST',
        url,
        payload: { challenge_token: challengeToken, code: recoveryCodes[1] },
      });
      expect([url, answer.status, answer.body.msg]).toEqual([
        url,
        400,
        'the sign-in has expired, please sign in again',
      ]);
    }
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 6 * 60_000 });
    const late = await ctx.call({
      method: 'POST',
      url: '/api/auth/twoFactor/verify',
      payload: { challenge_token: challenge, code: recoveryCodes[1] },
    });
    expect([late.status, late.body.msg]).toEqual([400, 'the sign-in has expired, please sign in again']);
    vi.useRealTimers();
    // a password reset since the password step voids its challenge
    const pending = await challengeOf();
    const operator = await ctx.db
      .selectFrom('admins')
      .select('id')
      .where('username', '=', DEMO.operator)
      .executeTakeFirstOrThrow();
    const reset = await ctx.call({
      method: 'POST',
      url: '/api/admin/system/user/resetPassword',
      token: await ctx.loginAdmin(),
      payload: { id: operator.id, password: 'Brand-New-Pass-2026' },
    });
    expect(reset.body.code).toBe(0);
    const stale = await ctx.call({
      method: 'POST',
      url: '/api/auth/twoFactor/verify',
      payload: { challenge_token: pending, code: recoveryCodes[1] },
    });
    expect([stale.status, stale.body.msg]).toEqual([400, 'the sign-in has expired, please sign in again']);
    await ctx.db
      .updateTable('admins')
      .set({ password_hash: await hashPassword(TEST_PASSWORD) })
      .where('id', '=', operator.id)
      .execute();
    expect(
      await ctx.db.selectFrom('staff_recovery_codes').select('id').where('used_at', 'is not', null).execute(),
    ).toHaveLength(1);
  });

  it('makes wrong codes wait after the first few', async () => {
    const token = await ctx.loginAdmin();
    const { secret } = await enrol(token);
    const challenge = (await passwordStep('admin', DEMO.admin)).body.data.challenge_token as string;
    const tries = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const answer = await ctx.call({
        method: 'POST',
        url: '/api/auth/twoFactor/verify',
        payload: { challenge_token: challenge, code: codeOf(secret, 10) },
      });
      tries.push(answer.status);
    }
    expect(tries).toEqual([400, 400, 400, 400, 429]);
    await forgetLastStep('admin');
    // the right code waits too until the delay is over
    const waiting = await ctx.call({
      method: 'POST',
      url: '/api/auth/twoFactor/verify',
      payload: { challenge_token: challenge, code: codeOf(secret) },
    });
    expect(waiting.status).toBe(429);
    expect(waiting.body.msg).toMatch(/^too many wrong codes, please wait \d+ seconds and try again$/);
  });

  it('turns off with a code or the password, not while a role requires it', async () => {
    const token = await ctx.loginAgent();
    const { secret } = await enrol(token);
    const refused = await ctx.call({
      method: 'POST',
      url: '/api/auth/twoFactor/disable',
      token,
      payload: { password: 'not-the-password' },
    });
    expect(refused.status).toBe(400);
    const empty = await ctx.call({ method: 'POST', url: '/api/auth/twoFactor/disable', token, payload: {} });
    expect([empty.status, empty.body.msg]).toEqual([400, 'code: enter a current code or your password']);
    expect(await countRows(ctx.db, 'staff_totp')).toBeGreaterThan(0);

    const role = await ctx.db
      .selectFrom('agent_memberships')
      .select('role_id')
      .where(
        'agent_user_id',
        '=',
        (
          await ctx.db
            .selectFrom('agent_users')
            .select('id')
            .where('email', '=', DEMO.agentUser)
            .executeTakeFirstOrThrow()
        ).id,
      )
      .executeTakeFirstOrThrow();
    await ctx.db.updateTable('roles').set({ require_totp: true }).where('id', '=', role.role_id!).execute();
    const required = await ctx.call({
      method: 'POST',
      url: '/api/auth/twoFactor/disable',
      token,
      payload: { password: TEST_PASSWORD },
    });
    expect([required.status, required.body.msg]).toEqual([
      400,
      'a role of this account requires two-factor sign-in; it cannot be turned off',
    ]);
    await ctx.db.updateTable('roles').set({ require_totp: false }).where('id', '=', role.role_id!).execute();

    await forgetLastStep('agent');
    const off = await ctx.call({
      method: 'POST',
      url: '/api/auth/twoFactor/disable',
      token,
      payload: { code: codeOf(secret) },
    });
    expect(off.body).toMatchObject({ code: 0, msg: 'two-factor sign-in is off' });
    const password = await passwordStep('agent', DEMO.agentUser);
    expect(password.body.data.access_token).toBeTruthy();
  });
});

describe('a role that requires two-factor sign-in', () => {
  it('makes its holder set up an authenticator at sign-in before getting a session', async () => {
    const admin = await ctx.loginAdmin();
    const role = await ctx.call({
      method: 'POST',
      url: '/api/admin/system/role/create',
      token: admin,
      payload: { role_code: 'secure_ops', role_name: '安全运营', menu_ids: [], require_totp: true },
    });
    expect(role.body.data.require_totp).toBe(true);
    const created = await ctx.call({
      method: 'POST',
      url: '/api/admin/system/user/create',
      token: admin,
      payload: {
        username: 'secure-li',
        nickname: '李安全',
        role_ids: [role.body.data.id],
        password: 'Secure-Staff-Pass-91',
      },
    });
    expect(created.body.code).toBe(0);

    const password = await passwordStep('admin', 'secure-li', 'Secure-Staff-Pass-91');
    expect(password.body.data).toMatchObject({ two_factor: 'enrol' });
    expect(password.body.msg).toBe('your role requires two-factor sign-in: set up an authenticator app');
    const challenge = password.body.data.challenge_token as string;
    const verifyInstead = await ctx.call({
      method: 'POST',
      url: '/api/auth/twoFactor/verify',
      payload: { challenge_token: challenge, code: '123456' },
    });
    expect(verifyInstead.body.msg).toBe('the sign-in has expired, please sign in again');

    const start = await ctx.call({
      method: 'POST',
      url: '/api/auth/twoFactor/enrolStart',
      payload: { challenge_token: challenge },
    });
    const secret = start.body.data.secret as string;
    expect(start.body.data.otpauth_uri).toContain('secure-li');
    const sessionsBefore = await countRows(ctx.db, 'sessions');
    const wrong = await ctx.call({
      method: 'POST',
      url: '/api/auth/twoFactor/enrolConfirm',
      payload: { challenge_token: challenge, code: codeOf(secret, 4) },
    });
    expect([wrong.status, wrong.body.msg]).toEqual([400, 'the code is wrong']);
    expect(await countRows(ctx.db, 'sessions')).toBe(sessionsBefore);

    const confirmed = await ctx.call({
      method: 'POST',
      url: '/api/auth/twoFactor/enrolConfirm',
      payload: { challenge_token: challenge, code: codeOf(secret) },
    });
    expect(confirmed.body.code).toBe(0);
    expect(confirmed.body.data.recovery_codes).toHaveLength(10);
    expect((await userOf(confirmed.body.data.access_token)).status).toBe(200);
    expect((await passwordStep('admin', 'secure-li', 'Secure-Staff-Pass-91')).body.data.two_factor).toBe(
      'code',
    );

    // an administrator removes the authenticator (a lost phone): sessions end, the next sign-in enrols again
    const id = created.body.data.id as number;
    const reset = await ctx.call({
      method: 'POST',
      url: '/api/admin/system/user/resetTwoFactor',
      token: admin,
      payload: { id },
    });
    expect(reset.body).toMatchObject({ code: 0, msg: 'two-factor sign-in was reset' });
    expect((await userOf(confirmed.body.data.access_token)).status).toBe(401);
    expect((await passwordStep('admin', 'secure-li', 'Secure-Staff-Pass-91')).body.data.two_factor).toBe(
      'enrol',
    );
  });
});
