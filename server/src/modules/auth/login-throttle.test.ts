import { ErrorCode } from '@onsite/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO } from '#server/seed/demo.ts';
import { TEST_PASSWORD, useTestContext } from '#server/test/harness.ts';
import { delayAfter, FREE_FAILURES, MAX_DELAY_MS } from './login-throttle.ts';

/**
 * Issue 13: ten wrong passwords by anyone locked the real owner out for 15 minutes. Now strangers wait by
 * account and source with growing delays; past the account's ceiling the owner's known device, or a
 * captcha, keeps the correct password working; every lockout is logged and audited.
 */
let clock = Date.now();
const warnings: Record<string, unknown>[] = [];
const ctx = useTestContext({
  loginRateLimit: 10,
  now: () => clock,
  logger: { level: 'warn', stream: { write: (line: string) => warnings.push(JSON.parse(line)) } },
});

interface Attempt {
  ip?: string;
  cookie?: string;
  captcha?: { captcha_key: string; captcha_code: string };
}

const staffLogin = (username: string, password: string, { ip = '10.0.0.1', cookie, captcha }: Attempt = {}) =>
  ctx.call({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password, audience: username.includes('@') ? 'agent' : 'admin', ...captcha },
    remoteAddress: ip,
    headers: cookie ? { cookie } : {},
  });

const customerLogin = (
  username: string,
  password: string,
  { ip = '10.0.0.1', cookie, captcha }: Attempt = {},
) =>
  ctx.call({
    method: 'POST',
    url: '/api/customer/login/index',
    payload: { username, password, ...captcha },
    remoteAddress: ip,
    headers: cookie ? { cookie } : {},
  });

/** The `name=value` of the known-device cookie a successful login set. */
function deviceCookie(response: { raw: { headers: Record<string, unknown> } }): string {
  const header = String(response.raw.headers['set-cookie'] ?? '');
  expect(header).toMatch(/^onsite_device_\w+_\d+=[^;]+; Path=\/api; Max-Age=\d+; HttpOnly; SameSite=Strict/);
  return header.split(';')[0] as string;
}

async function captchaFrom(url: string, ip: string) {
  const response = await ctx.call({ method: 'GET', url, remoteAddress: ip });
  expect(response.status).toBe(200);
  return {
    captcha_key: response.body.data.key as string,
    captcha_code: String(response.raw.headers['x-test-captcha-answer']),
  };
}

/** `count` wrong passwords for the account, each from its own address (no source is delayed). */
async function strangersFail(login: typeof staffLogin, username: string, count: number, prefix: string) {
  for (let i = 0; i < count; i++)
    expect((await login(username, 'wrong-pass', { ip: `${prefix}.${i}` })).status).toBe(400);
}

const captchaRequired = (response: {
  status: number;
  body: { code: number; msg: string };
  raw: { headers: Record<string, unknown> };
}) => {
  expect(response.status).toBe(429);
  expect(response.body.code).toBe(ErrorCode.captchaRequired);
  expect(response.body.msg).toBe('too many failed logins for this account, please enter the graphic code');
  expect(Number(response.raw.headers['retry-after'])).toBeGreaterThan(0);
};

describe('the owner is not locked out by strangers', () => {
  it("keeps the correct password open on the owner's known device after ten wrong ones from anywhere", async () => {
    const first = await staffLogin(DEMO.agentStaff, TEST_PASSWORD, { ip: '10.9.0.1' });
    expect(first.status).toBe(200);
    const cookie = deviceCookie(first);

    await strangersFail(staffLogin, DEMO.agentStaff, 10, '10.1.0');

    // A new device needs the captcha now…
    captchaRequired(await staffLogin(DEMO.agentStaff, TEST_PASSWORD, { ip: '10.9.0.2' }));
    // …the owner's device does not, from whatever address it comes.
    const owner = await staffLogin(DEMO.agentStaff, TEST_PASSWORD, { ip: '10.9.0.3', cookie });
    expect(owner.status).toBe(200);
    expect(owner.body.code).toBe(0);
    // its cookie keeps its device id
    expect(deviceCookie(owner).split('.')[0]).toBe(cookie.split('.')[0]);
  });

  it('lets the correct password in from any device once the captcha is answered', async () => {
    await strangersFail(staffLogin, DEMO.operator, 10, '10.2.0');
    captchaRequired(await staffLogin(DEMO.operator, TEST_PASSWORD, { ip: '10.9.1.1' }));

    const wrongCaptcha = await staffLogin(DEMO.operator, TEST_PASSWORD, {
      ip: '10.9.1.1',
      captcha: { ...(await captchaFrom('/api/auth/captcha', '10.9.1.1')), captcha_code: 'zzzz' },
    });
    expect(wrongCaptcha.status).toBe(400);
    expect(wrongCaptcha.body.msg).toBe('wrong graphic code, please try the new one');

    // A captcha with a wrong password is still a wrong password.
    const captchaWrongPassword = await staffLogin(DEMO.operator, 'wrong-pass', {
      ip: '10.9.1.1',
      captcha: await captchaFrom('/api/auth/captcha', '10.9.1.1'),
    });
    expect(captchaWrongPassword.body.msg).toBe('wrong username or password');

    const captcha = await captchaFrom('/api/auth/captcha', '10.9.1.1');
    const owner = await staffLogin(DEMO.operator, TEST_PASSWORD, { ip: '10.9.1.1', captcha });
    expect(owner.status).toBe(200);
    // the captcha is single use
    captchaRequired(await staffLogin(DEMO.operator, TEST_PASSWORD, { ip: '10.9.1.1' }));
    expect((await staffLogin(DEMO.operator, TEST_PASSWORD, { ip: '10.9.1.1', captcha })).body.msg).toBe(
      'wrong graphic code, please try the new one',
    );
  });

  it("does not accept another account's device cookie, nor a forged one", async () => {
    const adminCookie = deviceCookie(await staffLogin(DEMO.admin, TEST_PASSWORD, { ip: '10.9.2.1' }));
    const own = deviceCookie(await staffLogin(DEMO.agentUser, TEST_PASSWORD, { ip: '10.9.2.1' }));
    await strangersFail(staffLogin, DEMO.agentUser, 10, '10.3.0');

    const [name, value] = own.split('=') as [string, string];
    const [deviceId, expires] = value.split('.');
    const renamed = `${name}=${adminCookie.split('=')[1]}`;
    const forged = `${name}=${deviceId}.${Number(expires) + 1}.${'A'.repeat(43)}`;
    for (const cookie of [adminCookie, renamed, forged])
      captchaRequired(await staffLogin(DEMO.agentUser, TEST_PASSWORD, { ip: '10.9.2.1', cookie }));
    expect((await staffLogin(DEMO.agentUser, TEST_PASSWORD, { ip: '10.9.2.1', cookie: own })).status).toBe(
      200,
    );
  });

  it('treats customer logins the same way, with the customer captcha', async () => {
    const username = DEMO.agent2Customers.phone;
    const cookie = deviceCookie(await customerLogin(username, TEST_PASSWORD, { ip: '10.9.3.1' }));
    await strangersFail(customerLogin, username, 10, '10.4.0');
    captchaRequired(await customerLogin(username, TEST_PASSWORD, { ip: '10.9.3.2' }));
    expect((await customerLogin(username, TEST_PASSWORD, { ip: '10.9.3.2', cookie })).status).toBe(200);
    const captcha = await captchaFrom('/api/customer/login/getCaptcha', '10.9.3.3');
    expect((await customerLogin(username, TEST_PASSWORD, { ip: '10.9.3.3', captcha })).status).toBe(200);
  });
});

describe('growing delays per account and source', () => {
  it('makes one source wait 1 s, 2 s, 4 s … after its free failures, with Retry-After; other sources are not delayed', async () => {
    const username = DEMO.agent1Customers.email;
    const ip = '10.5.0.1';
    for (let i = 0; i < FREE_FAILURES; i++)
      expect((await customerLogin(username, 'wrong-pass', { ip })).status).toBe(400);

    for (const seconds of [1, 2, 4]) {
      expect((await customerLogin(username, 'wrong-pass', { ip })).status).toBe(400);
      // even the right password is not checked while the source waits
      const waiting = await customerLogin(username, TEST_PASSWORD, { ip });
      expect(waiting.status).toBe(429);
      expect(waiting.body).toEqual({
        code: ErrorCode.tooManyRequests,
        msg: `too many failed logins, please wait ${seconds} seconds and try again`,
        data: null,
      });
      expect(waiting.raw.headers['retry-after']).toBe(String(seconds));
      // another address is not held up by this one
      expect((await customerLogin(username, 'wrong-pass', { ip: `10.5.1.${seconds}` })).status).toBe(400);
      clock += seconds * 1000;
    }
    // after the wait, the right password gets in and the source starts afresh
    expect((await customerLogin(username, TEST_PASSWORD, { ip })).status).toBe(200);
    expect((await customerLogin(username, 'wrong-pass', { ip })).status).toBe(400);
    // no wait after that failure (it is the source's first again), but it was the account's tenth
    captchaRequired(await customerLogin(username, 'wrong-pass', { ip }));
  });

  it('doubles the delay up to a cap of 15 minutes', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(delayAfter)).toEqual([0, 0, 0, 1000, 2000, 4000, 8000]);
    expect(delayAfter(100)).toBe(MAX_DELAY_MS);
    expect(MAX_DELAY_MS).toBe(15 * 60_000);
  });

  it('asks one address that fails on many accounts for the captcha, but no other address', async () => {
    const ip = '10.6.0.1';
    for (let i = 0; i < 30; i++)
      expect((await staffLogin(`nobody${i}@example.com`, 'wrong-pass', { ip })).status).toBe(400);
    captchaRequired(await staffLogin(`nobody99@example.com`, 'wrong-pass', { ip }));
    expect((await staffLogin(`nobody99@example.com`, 'wrong-pass', { ip: '10.6.0.2' })).status).toBe(400);
  });
});

describe('lockouts are logged', () => {
  it('warns with the account and source, and records the lockout in the audit log', async () => {
    clock += 60 * 60_000; // earlier tests' windows are over
    warnings.length = 0;
    const username = DEMO.agent1Customers.phone;
    await strangersFail(customerLogin, username, 10, '10.7.0');
    const lockouts = warnings.filter((line) => line.msg === 'login lockout').map((line) => line.lockout);
    expect(lockouts).toEqual([
      {
        scope: 'account',
        account: `customer:${username}`,
        source: 'ip:10.7.0.9',
        failures: 10,
        retryAfterS: 900,
      },
    ]);
    expect(warnings.find((line) => line.msg === 'login lockout')?.level).toBe(40);

    const audited = await ctx.db
      .selectFrom('audit_logs')
      .select(['route', 'status_code', 'ip', 'event'])
      .where('event', 'is not', null)
      .where('ip', 'like', '10.7.0.%')
      .execute();
    expect(audited).toEqual([
      {
        route: '/api/customer/login/index',
        status_code: 400,
        ip: '10.7.0.9',
        event: { type: 'login.lockout', lockouts },
      },
    ]);

    // a source's delays are lockouts too
    warnings.length = 0;
    for (let i = 0; i <= FREE_FAILURES; i++)
      await customerLogin(DEMO.agent2Customers.email, 'wrong-pass', { ip: '10.7.1.1' });
    expect(warnings.map((line) => line.lockout)).toEqual([
      expect.objectContaining({ scope: 'source', source: 'ip:10.7.1.1', failures: 4, retryAfterS: 1 }),
    ]);
  });
});

describe('the old-password check of a password change', () => {
  const change = (url: string, method: 'PUT' | 'POST', token: string, oldPassword: string) =>
    ctx.call({
      method,
      url,
      token,
      // the new password equals the old one: a passed old-password check answers that, and changes nothing
      payload: { oldPassword, password: TEST_PASSWORD, password2: TEST_PASSWORD },
    });
  const staffChange = (token: string, oldPassword: string) =>
    change('/api/auth/password', 'PUT', token, oldPassword);
  const PASSED = 'password: the new password must differ from the old one';

  it('makes one session wait 1 s, 2 s … after its free wrong guesses, with Retry-After; other sessions are not delayed', async () => {
    clock += 60 * 60_000;
    warnings.length = 0;
    const first = await ctx.loginAgent(DEMO.agentUser);
    const second = await ctx.loginAgent(DEMO.agentUser);
    for (let i = 0; i < FREE_FAILURES; i++)
      expect((await staffChange(first, 'wrong-old')).body.msg).toBe('oldPassword: the old password is wrong');

    for (const seconds of [1, 2]) {
      expect((await staffChange(first, 'wrong-old')).status).toBe(400);
      // not even the right old password is checked while the session waits
      const waiting = await staffChange(first, TEST_PASSWORD);
      expect(waiting.status).toBe(429);
      expect(waiting.body).toEqual({
        code: ErrorCode.tooManyRequests,
        msg: `too many wrong old passwords, please wait ${seconds} seconds and try again`,
        data: null,
      });
      expect(waiting.raw.headers['retry-after']).toBe(String(seconds));
      expect((await staffChange(second, TEST_PASSWORD)).body.msg).toBe(PASSED);
      clock += seconds * 1000;
    }
    expect((await staffChange(first, TEST_PASSWORD)).body.msg).toBe(PASSED);
    expect(warnings.map((line) => [line.msg, (line.lockout as { scope: string }).scope])).toEqual([
      ['old password lockout', 'source'],
      ['old password lockout', 'source'],
    ]);
  });

  it("stops checking the account's old password from any session past its ceiling, until the window ends", async () => {
    clock += 60 * 60_000;
    // four sessions, none past its free guesses
    const sessions: string[] = [];
    for (let i = 0; i < 4; i++) sessions.push(await ctx.loginAgent(DEMO.agentUser));
    for (let i = 0; i < 10; i++)
      expect((await staffChange(sessions[i % 4] as string, 'wrong-old')).status).toBe(400);
    for (const token of sessions) {
      const refused = await staffChange(token, TEST_PASSWORD);
      expect(refused.status).toBe(429);
      expect(Number(refused.raw.headers['retry-after'])).toBeGreaterThan(800);
    }
    const audited = await ctx.db
      .selectFrom('audit_logs')
      .select('event')
      .where('route', '=', '/api/auth/password')
      .where('event', 'is not', null)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audited.event).toMatchObject({
      type: 'password.lockout',
      lockouts: [{ scope: 'account', account: `agent:${ctx.ids.agentUserId}`, failures: 10 }],
    });
    clock += 15 * 60_000;
    expect((await staffChange(sessions[0] as string, TEST_PASSWORD)).body.msg).toBe(PASSED);
  });

  it("throttles the customer's password change the same way", async () => {
    const token = await ctx.loginCustomer(DEMO.agent1Customers.email);
    const customerChange = (oldPassword: string) =>
      change('/api/customer/customer/postPassword', 'POST', token, oldPassword);
    for (let i = 0; i <= FREE_FAILURES; i++) expect((await customerChange('wrong-old')).status).toBe(400);
    const waiting = await customerChange(TEST_PASSWORD);
    expect(waiting.status).toBe(429);
    expect(waiting.raw.headers['retry-after']).toBe('1');
  });
});
