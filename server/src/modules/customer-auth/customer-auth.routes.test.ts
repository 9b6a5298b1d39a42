import { SMTPServer } from 'smtp-server';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config/config.ts';
import { MemoryRateLimiter } from '#server/platform/ratelimit/rate-limiter.ts';
import { countRows, TEST_PASSWORD, useTestContext } from '#server/test/harness.ts';
import { sendCodeThroughOutbox } from '#server/test/verification-codes.ts';
import { CODE_MAX_ATTEMPTS } from './verification-code.service.ts';

const ctx = useTestContext();
const AGENT2_HOST = 'agent2.localhost';

// Every test starts with fresh rate-limit windows; the limit tests fill their own.
beforeEach(() => ctx.limiter.close());

/** A fresh captcha and its answer (the answer header exists only when NODE_ENV=test). */
async function captcha(host?: string) {
  const { body, raw } = await ctx.call({
    method: 'GET',
    url: '/api/customer/login/getCaptcha',
    headers: host ? { host } : {},
  });
  return { captcha_key: body.data.key as string, captcha_code: String(raw.headers['x-test-captcha-answer']) };
}

const post = (url: string, payload: Record<string, unknown>, host?: string) =>
  ctx.call({ method: 'POST', url: `/api/customer/login/${url}`, payload, headers: host ? { host } : {} });

async function lastOutbox(recipient: string) {
  return ctx.db
    .selectFrom('message_outbox')
    .selectAll()
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
}
const codeIn = (text: string) => (text.match(/\b(\d{6})\b/) as RegExpMatchArray)[1];

const sendCode = (target: string, host?: string) => sendCodeThroughOutbox(ctx, target, host);

/** An app of its own on the test database that mails through `smtpUrl`. */
const appMailingThrough = (smtpUrl: string) =>
  buildApp({
    config: loadConfig({ NODE_ENV: 'test', SMTP_URL: smtpUrl }),
    db: ctx.db,
    databaseKind: 'pglite',
    rateLimiter: new MemoryRateLimiter(),
  });

/** Asks `app` to email a code to `email`, with a fresh captcha of that app. */
async function requestEmailCode(app: Awaited<ReturnType<typeof buildApp>>, email: string) {
  const answer = await app.inject({ method: 'GET', url: '/api/customer/login/getCaptcha' });
  return app.inject({
    method: 'POST',
    url: '/api/customer/login/postEmailVerifyCode',
    headers: { 'accept-language': 'en' },
    payload: {
      email,
      captcha_key: answer.json().data.key,
      captcha_code: answer.headers['x-test-captcha-answer'],
    },
  });
}

let phoneSeq = 0;
const freshPhone = () =>
  `139${String(Date.now() % 1e6).padStart(6, '0')}${String(phoneSeq++).padStart(2, '0')}`;

describe('GET /api/customer/login/getCaptcha', () => {
  it('answers a rendered SVG image and a key, keeping only hashes', async () => {
    const { body, raw } = await ctx.call({ method: 'GET', url: '/api/customer/login/getCaptcha' });
    expect(body.code).toBe(0);
    expect(body.data.img).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(body.data.img.split(',')[1], 'base64').toString();
    expect(svg).toMatch(/^<svg[\s\S]*<path/);
    const answer = String(raw.headers['x-test-captcha-answer']);
    expect(answer).toHaveLength(4);
    const rows = await ctx.db.selectFrom('captchas').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(body.data.key);
    expect(JSON.stringify(rows)).not.toContain(answer);
  });

  it('is single use: a right answer works once, and a wrong answer spends it too', async () => {
    const mobile = freshPhone();
    const good = await captcha();
    expect((await post('postVerifyCode', { mobile, ...good })).body.code).toBe(0);
    const again = await post('postVerifyCode', { mobile: freshPhone(), ...good });
    expect(again.body).toMatchObject({ code: 400, msg: 'wrong graphic code, please try the new one' });

    const other = await captcha();
    expect(
      (await post('postVerifyCode', { mobile: freshPhone(), ...other, captcha_code: 'zzzz' })).status,
    ).toBe(400);
    expect((await post('postVerifyCode', { mobile: freshPhone(), ...other })).body.msg).toBe(
      'wrong graphic code, please try the new one',
    );
  });

  it('refuses an expired captcha and accepts any letter case', async () => {
    const expired = await captcha();
    await ctx.db
      .updateTable('captchas')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    expect((await post('postVerifyCode', { mobile: freshPhone(), ...expired })).body.msg).toBe(
      'the graphic code has expired, please try the new one',
    );
    const fresh = await captcha();
    const upper = { ...fresh, captcha_code: fresh.captcha_code.toUpperCase() };
    expect((await post('postVerifyCode', { mobile: freshPhone(), ...upper })).body.code).toBe(0);
  });

  it('limits captchas per IP', async () => {
    const ip = { remoteAddress: '10.9.9.9' };
    let last = 0;
    for (let i = 0; i < 31; i++)
      last = (await ctx.call({ method: 'GET', url: '/api/customer/login/getCaptcha', ...ip })).status;
    expect(last).toBe(429);
  });
});

describe('POST /api/customer/login/postVerifyCode and postEmailVerifyCode', () => {
  it('records the SMS in the outbox with a 6-digit code kept only as a hash', async () => {
    const mobile = freshPhone();
    const { body } = await post('postVerifyCode', { mobile, ...(await captcha()) });
    expect(body).toEqual({ code: 0, msg: 'verification code sent to your phone', data: { countdown: 120 } });
    const row = await lastOutbox(mobile);
    expect(row).toMatchObject({
      channel: 'sms',
      driver: 'outbox',
      status: 'recorded',
      agent_id: ctx.ids.platformAgentId,
    });
    const code = codeIn(row.body);
    const stored = await ctx.db
      .selectFrom('verification_codes')
      .selectAll()
      .where('target', '=', mobile)
      .executeTakeFirstOrThrow();
    expect(stored.code_hash).not.toContain(code);
  });

  it('refuses a bad phone or email, or a missing captcha, naming the field and writing nothing', async () => {
    const before = await ctx.db
      .selectFrom('message_outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const badPhone = await post('postVerifyCode', { mobile: '12345', ...(await captcha()) });
    expect(badPhone.body.msg).toBe('mobile: please enter a valid phone number');
    const badEmail = await post('postEmailVerifyCode', { email: 'not-mail', ...(await captcha()) });
    expect(badEmail.body.msg).toBe('email: please enter a valid email');
    const noCaptcha = await post('postVerifyCode', { mobile: freshPhone(), captcha_key: 'x' });
    expect(noCaptcha.body.msg).toBe('captcha_code: please enter the graphic code');
    const after = await ctx.db
      .selectFrom('message_outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('allows one code per target per countdown, and limits codes per IP', async () => {
    const mobile = freshPhone();
    await sendCode(mobile);
    const again = await post('postVerifyCode', { mobile, ...(await captcha()) });
    expect(again.status).toBe(429);
    expect(again.body.msg).toMatch(/^a code was just sent, please wait \d+ seconds$/);

    const ip = { remoteAddress: '10.7.7.7' };
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const answer = await captcha();
      const { status } = await ctx.call({
        method: 'POST',
        url: '/api/customer/login/postVerifyCode',
        payload: { mobile: freshPhone(), ...answer },
        ...ip,
      });
      statuses.push(status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('refuses SMS on a site whose login settings turn phones off', async () => {
    await ctx.db.updateTable('agents').set({ phone_on: 0 }).where('id', '=', ctx.ids.agent2Id).execute();
    try {
      const { status, body } = await post(
        'postVerifyCode',
        { mobile: freshPhone(), ...(await captcha(AGENT2_HOST)) },
        AGENT2_HOST,
      );
      expect(status).toBe(403);
      expect(body.msg).toBe('sign-in by phone is not available on this site');
    } finally {
      await ctx.db.updateTable('agents').set({ phone_on: 1 }).where('id', '=', ctx.ids.agent2Id).execute();
    }
  });

  it('delivers email over SMTP when SMTP_URL is set, and records it as sent', async () => {
    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk) => {
          data += chunk.toString();
        });
        stream.on('end', () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as { port: number }).port;
    const app = await appMailingThrough(`smtp://127.0.0.1:${port}?from=sender@onsite.test`);
    try {
      const email = 'smtp-reader@example.com';
      const sent = await requestEmailCode(app, email);
      expect(sent.json().msg).toBe('verification code sent to your email');
      expect(received).toHaveLength(1);
      const mail = received[0];
      expect(mail).toMatch(/^To: smtp-reader@example.com/m);
      expect(mail).toMatch(/^From: sender@onsite.test/m);
      const code = codeIn(mail.replace(/=\r?\n/g, ''));
      const row = await lastOutbox(email);
      expect(row).toMatchObject({ channel: 'email', driver: 'smtp', status: 'sent' });
      expect(row.body).toContain(code);
      // the mailed code works
      const { body } = await post('postRegister', {
        register_type: 'email',
        email,
        verify_code: code,
        password: 'Mailed-Code-Pass-1',
      });
      expect(body.msg).toBe('registered, please log in');
    } finally {
      await app.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });

  it('records a failed SMTP delivery and voids the code', async () => {
    const app = await appMailingThrough('smtp://127.0.0.1:1');
    try {
      const email = 'unreachable@example.com';
      const sent = await requestEmailCode(app, email);
      expect(sent.statusCode).toBe(502);
      expect(sent.json().msg).toBe('the code could not be sent, please try again later');
      expect(await lastOutbox(email)).toMatchObject({ driver: 'smtp', status: 'failed' });
      expect(
        await ctx.db.selectFrom('verification_codes').where('target', '=', email).selectAll().execute(),
      ).toEqual([]);
    } finally {
      await app.close();
    }
  });
});

describe('POST /api/customer/login/postRegister', () => {
  it("registers by phone on agent2's host as an agent2 customer who can then log in", async () => {
    const mobile = freshPhone();
    const code = await sendCode(mobile, AGENT2_HOST);
    const { body } = await post(
      'postRegister',
      { register_type: 'mobile', mobile, verify_code: code, password: 'New-Phone-Pass-9' },
      AGENT2_HOST,
    );
    expect(body).toEqual({ code: 0, msg: 'registered, please log in', data: null });
    const customer = await ctx.db
      .selectFrom('customers')
      .selectAll()
      .where('mobile', '=', mobile)
      .executeTakeFirstOrThrow();
    expect(customer.agent_id).toBe(ctx.ids.agent2Id);
    expect(customer.nickname).toBe(`${mobile.slice(0, 3)}****${mobile.slice(-4)}`);
    const login = await ctx.call({
      method: 'POST',
      url: '/api/customer/login/index',
      payload: { username: mobile, password: 'New-Phone-Pass-9' },
    });
    expect(login.body.code).toBe(0);
  });

  it('registers by email (stored lower-case)', async () => {
    const code = await sendCode('new.person@example.com');
    const { body } = await post('postRegister', {
      register_type: 'email',
      email: 'New.Person@Example.com',
      verify_code: code,
      password: 'Email-Pass-Works-7',
    });
    expect(body.code).toBe(0);
    expect(
      await ctx.db
        .selectFrom('customers')
        .select('id')
        .where('email', '=', 'new.person@example.com')
        .executeTakeFirst(),
    ).toBeDefined();
    // the used code frees the address from the resend interval (a reset may follow at once)
    expect(await sendCode('new.person@example.com')).toMatch(/^\d{6}$/);
  });

  it('refuses an already registered phone or email, writing nothing', async () => {
    const before = await countRows(ctx.db, 'customers');
    const phone = await post('postRegister', {
      register_type: 'mobile',
      mobile: '13800000001',
      verify_code: '123456',
      password: 'Some-Good-Pass-1',
    });
    expect(phone.body.msg).toBe('this phone number is already registered');
    const email = await post('postRegister', {
      register_type: 'email',
      email: 'customer1@example.com',
      verify_code: '123456',
      password: 'Some-Good-Pass-1',
    });
    expect(email.body.msg).toBe('this email is already registered');
    expect(await countRows(ctx.db, 'customers')).toBe(before);
  });

  it('applies the password policy (8-64, common passwords refused)', async () => {
    const mobile = freshPhone();
    const short = await post('postRegister', {
      register_type: 'mobile',
      mobile,
      verify_code: '123456',
      password: 'short',
    });
    expect(short.body.msg).toBe('password: password must be 8-64 characters');
    const common = await post('postRegister', {
      register_type: 'mobile',
      mobile,
      verify_code: '123456',
      password: 'password123',
    });
    expect(common.body.msg).toBe('password: this password is too common, choose another');
    const long = await post('postRegister', {
      register_type: 'mobile',
      mobile,
      verify_code: '123456',
      password: 'x'.repeat(65),
    });
    expect(long.status).toBe(400);
    const badType = await post('postRegister', {
      register_type: 'fax',
      mobile,
      verify_code: '1',
      password: 'Good-Pass-123',
    });
    expect(badType.status).toBe(400);
  });

  it('refuses a wrong code, then voids the code after the attempt limit', async () => {
    const mobile = freshPhone();
    const code = await sendCode(mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    const attempt = (verify_code: string) =>
      post('postRegister', { register_type: 'mobile', mobile, verify_code, password: 'Attempt-Pass-55' });
    for (let i = 1; i < CODE_MAX_ATTEMPTS; i++)
      expect((await attempt(wrong)).body.msg).toBe('wrong verification code');
    expect((await attempt(wrong)).body.msg).toBe('too many wrong codes, please get a new code');
    expect((await attempt(code)).body.msg).toBe('too many wrong codes, please get a new code');
    expect(
      await ctx.db.selectFrom('customers').select('id').where('mobile', '=', mobile).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('refuses an expired code and a code used once already', async () => {
    const mobile = freshPhone();
    const code = await sendCode(mobile);
    await ctx.db
      .updateTable('verification_codes')
      .set({ expires_at: new Date(Date.now() - 1) })
      .where('target', '=', mobile)
      .execute();
    const expired = await post('postRegister', {
      register_type: 'mobile',
      mobile,
      verify_code: code,
      password: 'Expired-Code-Pass',
    });
    expect(expired.body.msg).toBe('the verification code has expired, please get a new code');

    const email = 'once-only@example.com';
    const emailCode = await sendCode(email);
    expect(
      (
        await post('postRegister', {
          register_type: 'email',
          email,
          verify_code: emailCode,
          password: 'Single-Use-Pass-1',
        })
      ).body.code,
    ).toBe(0);
    const reuse = await post('resetPassword', {
      account: email,
      verify_code: emailCode,
      password: 'Single-Use-Pass-2',
    });
    expect(reuse.body.msg).toBe('the verification code has expired, please get a new code');
  });

  it('refuses phone registration where the site turns phones off', async () => {
    const mobile = freshPhone();
    const code = await sendCode(mobile, AGENT2_HOST);
    await ctx.db.updateTable('agents').set({ phone_on: 0 }).where('id', '=', ctx.ids.agent2Id).execute();
    try {
      const { status } = await post(
        'postRegister',
        { register_type: 'mobile', mobile, verify_code: code, password: 'Phone-Off-Pass-1' },
        AGENT2_HOST,
      );
      expect(status).toBe(403);
    } finally {
      await ctx.db.updateTable('agents').set({ phone_on: 1 }).where('id', '=', ctx.ids.agent2Id).execute();
    }
  });
});

describe('POST /api/customer/login/resetPassword', () => {
  it('sets a new password by email code, refuses the old one and ends every session', async () => {
    const token = await ctx.loginCustomer('customer1@example.com');
    const code = await sendCode('customer1@example.com');
    const { body } = await post('resetPassword', {
      account: 'customer1@example.com',
      verify_code: code,
      password: 'Reset-By-Mail-42',
    });
    expect(body).toEqual({ code: 0, msg: 'changed, please log in again', data: null });
    expect((await ctx.call({ method: 'GET', url: '/api/customer/customer/getInfo', token })).body.code).toBe(
      -2,
    );
    const login = (password: string) =>
      ctx.call({
        method: 'POST',
        url: '/api/customer/login/index',
        payload: { username: 'customer1@example.com', password },
      });
    expect((await login(TEST_PASSWORD)).body.msg).toBe('wrong account or password');
    expect((await login('Reset-By-Mail-42')).body.code).toBe(0);
  });

  it('refuses an unregistered account, a wrong code and a common password', async () => {
    const mobile = freshPhone();
    const code = await sendCode(mobile);
    expect(
      (await post('resetPassword', { account: mobile, verify_code: code, password: 'Nobody-Here-Pass' })).body
        .msg,
    ).toBe('this account is not registered');
    expect(
      (
        await post('resetPassword', {
          account: '13800000002',
          verify_code: '000000',
          password: 'Wrong-Code-Pass',
        })
      ).body.msg,
    ).toBe('the verification code has expired, please get a new code');
    expect(
      (await post('resetPassword', { account: '13800000002', verify_code: '1', password: 'qwerty123' })).body
        .msg,
    ).toBe('password: this password is too common, choose another');
    expect(
      (await post('resetPassword', { account: 'who', verify_code: '1', password: 'Good-Pass-1234' })).body
        .msg,
    ).toBe('account: please enter a valid phone number or email');
  });
});

describe('WeChat scan login (sandbox) and postBindCustomerAccount', () => {
  const AGENT1_HOST = 'agent1.localhost';
  async function scan(openid: string) {
    const qr = await ctx.call({
      method: 'GET',
      url: '/api/customer/login/getWechatQrcode',
      headers: { host: AGENT1_HOST },
    });
    expect(qr.body.code).toBe(0);
    const url = new URL(qr.body.data.qrcode_url);
    expect(url.pathname).toBe('/api/sandbox/wechat/confirm');
    const page = await ctx.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<form method="post"');
    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: '/api/sandbox/wechat/confirm',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ticket: url.searchParams.get('ticket') ?? '', openid }).toString(),
    });
    expect(confirmed.body).toContain('data-state="confirmed"');
    return qr.body.data.login_token as string;
  }
  const status = (login_token: string) =>
    ctx.call({
      method: 'GET',
      url: `/api/customer/login/getWechatQrcodeLoginStatus?login_token=${encodeURIComponent(login_token)}`,
    });

  it('answers nothing yet before the scan, then bind mode for an unknown WeChat, then binds a new phone and signs in', async () => {
    const qr = await ctx.call({
      method: 'GET',
      url: '/api/customer/login/getWechatQrcode',
      headers: { host: AGENT1_HOST },
    });
    expect((await status(qr.body.data.login_token)).body.data).toEqual({
      on_openid: 0,
      on_login: 0,
      expired: 0,
    });

    const loginToken = await scan('sandbox_new_person');
    expect((await status(loginToken)).body.data).toEqual({ on_openid: 1, on_login: 0, expired: 0 });
    const mobile = freshPhone();
    const code = await sendCode(mobile, AGENT1_HOST);
    const bind = await post(
      'postBindCustomerAccount',
      { bind_type: 1, bind_value: mobile, verify_code: code, login_token: loginToken },
      AGENT1_HOST,
    );
    expect(bind.body.msg).toBe('bound');
    const info = await ctx.call({
      method: 'GET',
      url: '/api/customer/customer/getInfo',
      token: bind.body.data.token,
    });
    expect(info.body.data.mobile).toBe(mobile);
    const created = await ctx.db
      .selectFrom('customers')
      .selectAll()
      .where('mobile', '=', mobile)
      .executeTakeFirstOrThrow();
    expect(created).toMatchObject({ agent_id: ctx.ids.agent1Id, wechat_openid: 'sandbox_new_person' });

    // next time the same WeChat signs in straight away, once per scan
    const again = await scan('sandbox_new_person');
    const signedIn = await status(again);
    expect(signedIn.body.data).toMatchObject({ on_openid: 1, on_login: 1, expired: 0 });
    expect(
      (
        await ctx.call({
          method: 'GET',
          url: '/api/customer/customer/getInfo',
          token: signedIn.body.data.token,
        })
      ).body.data.id,
    ).toBe(created.id);
    expect((await status(again)).body.data).toMatchObject({ on_login: 0, expired: 1 });
  });

  it('binds an existing phone account to the WeChat, and refuses a phone bound to another WeChat', async () => {
    const loginToken = await scan('sandbox_existing_owner');
    const code = await sendCode('13800000002', AGENT1_HOST);
    const bind = await post(
      'postBindCustomerAccount',
      { bind_type: 1, bind_value: '13800000002', verify_code: code, login_token: loginToken },
      AGENT1_HOST,
    );
    expect(bind.body.code).toBe(0);
    const owner = await ctx.db
      .selectFrom('customers')
      .selectAll()
      .where('mobile', '=', '13800000002')
      .executeTakeFirstOrThrow();
    expect(owner).toMatchObject({ wechat_openid: 'sandbox_existing_owner', agent_id: ctx.ids.agent2Id });

    const intruder = await scan('sandbox_intruder');
    const refused = await post(
      'postBindCustomerAccount',
      { bind_type: 1, bind_value: '13800000002', verify_code: '123456', login_token: intruder },
      AGENT1_HOST,
    );
    expect(refused.body.msg).toBe('this phone number is already bound to another WeChat account');
  });

  it('refuses bad bind input, an unknown login token, and WeChat login where the site turns it off', async () => {
    const before = await countRows(ctx.db, 'customers');
    expect(
      (
        await post('postBindCustomerAccount', {
          bind_type: 2,
          bind_value: freshPhone(),
          verify_code: '1',
          login_token: 'x',
        })
      ).status,
    ).toBe(400);
    const unknown = await post('postBindCustomerAccount', {
      bind_type: 1,
      bind_value: freshPhone(),
      verify_code: '123456',
      login_token: 'nope',
    });
    expect(unknown.body.msg).toBe('the WeChat login has expired, please scan again');
    expect((await status('nope')).body.data).toEqual({ on_openid: 0, on_login: 0, expired: 1 });
    expect(await countRows(ctx.db, 'customers')).toBe(before);
    // the platform default site (unknown host) has WeChat login off
    const off = await ctx.call({
      method: 'GET',
      url: '/api/customer/login/getWechatQrcode',
      headers: { host: 'unknown.example' },
    });
    expect(off.status).toBe(403);
    expect(off.body.msg).toBe('WeChat login is not available on this site');
  });

  it("does not bind a scan started on another agent's site, writing nothing", async () => {
    const loginToken = await scan('sandbox_cross_site');
    const mobile = freshPhone();
    const code = await sendCode(mobile, AGENT2_HOST);
    const before = await countRows(ctx.db, 'customers');
    const bind = await post(
      'postBindCustomerAccount',
      { bind_type: 1, bind_value: mobile, verify_code: code, login_token: loginToken },
      AGENT2_HOST,
    );
    expect([bind.status, bind.body.msg]).toEqual([400, 'the WeChat login has expired, please scan again']);
    expect(await countRows(ctx.db, 'customers')).toBe(before);
    // the scan is still good on its own site
    const own = await post(
      'postBindCustomerAccount',
      { bind_type: 1, bind_value: mobile, verify_code: code, login_token: loginToken },
      AGENT1_HOST,
    );
    expect(own.body.msg).toBe('bound');
  });

  it('shows an expired QR on the confirmation page and in the poll', async () => {
    const qr = await ctx.call({
      method: 'GET',
      url: '/api/customer/login/getWechatQrcode',
      headers: { host: AGENT1_HOST },
    });
    await ctx.db
      .updateTable('wechat_logins')
      .set({ expires_at: new Date(Date.now() - 1) })
      .where('status', '=', 'pending')
      .execute();
    const url = new URL(qr.body.data.qrcode_url);
    expect((await ctx.app.inject({ method: 'GET', url: url.pathname + url.search })).body).toContain(
      'data-state="expired"',
    );
    expect((await status(qr.body.data.login_token)).body.data.expired).toBe(1);
  });
});

describe('GET /api/admin/messageOutbox/getList', () => {
  const list = (token?: string, query = '') =>
    ctx.call({ method: 'GET', url: `/api/admin/messageOutbox/getList${query}`, token });

  it('lists sent messages newest first for the super admin, filtered by channel and recipient', async () => {
    const mobile = freshPhone();
    await sendCode(mobile);
    const { body } = await list(await ctx.loginAdmin(), `?channel=sms&recipient=${mobile}`);
    expect(body.code).toBe(0);
    expect(body.count).toBe(1);
    expect(body.data[0]).toMatchObject({
      channel: 'sms',
      recipient: mobile,
      driver: 'outbox',
      status: 'recorded',
    });
    expect(body.data[0].body).toMatch(/\d{6}/);
  });

  it('refuses no session, the operator without the permission, agents and customers', async () => {
    expect((await list()).status).toBe(401);
    expect((await list(await ctx.loginAdmin('operator'))).status).toBe(403);
    expect((await list(await ctx.loginAgent())).status).toBe(403);
    expect((await list(await ctx.loginCustomer())).status).toBe(403);
    expect((await list(await ctx.loginAdmin(), '?channel=fax')).status).toBe(400);
  });
});
