import { describe, expect, it } from 'vitest';
import { seedAgentUser } from '#server/seed/builders.ts';
import { DEMO } from '#server/seed/demo.ts';
import { countRows, TEST_PASSWORD, useTestContext } from '#server/test/harness.ts';
import { lastCodeTo as lastCode } from '#server/test/verification-codes.ts';

const ctx = useTestContext();

const post = (url: string, token: string | undefined, payload: unknown) =>
  ctx.call({
    method: 'POST',
    url: `/api/agent/BasicInfo/${url}`,
    token,
    payload: payload as Record<string, unknown>,
  });
const get = (url: string, token: string | undefined) =>
  ctx.call({ method: 'GET', url: `/api/agent/BasicInfo/${url}`, token });
const info = async (token: string) => (await get('getInfo', token)).body.data.basic_info;

let serial = 0;
/** A fresh agent user of team 1 (the tests change its email, phone and password), signed in. */
async function freshUser() {
  const email = `self${++serial}-${Date.now()}@example.com`;
  const id = await seedAgentUser(ctx.db, {
    email,
    password: TEST_PASSWORD,
    name: `自助${serial}`,
    teams: [{ agentId: ctx.ids.agent1Id }],
  });
  return { id, email, token: await ctx.loginAgent(email) };
}

const lastCodeTo = (recipient: string) => lastCode(ctx, recipient);

/** Every route of this file refuses no session (401) and the admin and customer consoles (403). */
async function expectAgentOnly(call: (token: string | undefined) => Promise<{ status: number }>) {
  expect((await call(undefined)).status).toBe(401);
  expect((await call(await ctx.loginAdmin())).status).toBe(403);
  expect((await call(await ctx.loginCustomer())).status).toBe(403);
}

describe('POST /api/agent/BasicInfo/updateBasicGender', () => {
  it('sets the gender and getInfo answers it', async () => {
    const { token } = await freshUser();
    expect((await info(token)).gender).toBe(0);
    const { body } = await post('updateBasicGender', token, { gender: 2 });
    expect(body).toMatchObject({ code: 0, msg: 'profile updated' });
    expect((await info(token)).gender).toBe(2);
  });

  it('refuses anything but 0, 1 or 2 and writes nothing', async () => {
    const { token } = await freshUser();
    for (const gender of [3, -1, 1.5, '1', null]) {
      const { status, body } = await post('updateBasicGender', token, { gender });
      expect(status).toBe(400);
      expect(body.msg).toContain('gender must be 0 (unknown), 1 (male) or 2 (female)');
    }
    expect((await info(token)).gender).toBe(0);
    const zh = await ctx.call({
      method: 'POST',
      url: '/api/agent/BasicInfo/updateBasicGender',
      token,
      payload: { gender: 9 },
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(zh.body.msg).toContain('性别只能是');
  });

  it('is the agent console’s own', () =>
    expectAgentOnly((token) => post('updateBasicGender', token, { gender: 1 })));
});

describe('checkPhone and updateBasicPhone', () => {
  it('sends a code to the new number (outbox), and the code changes the phone once', async () => {
    const { token } = await freshUser();
    const phone = '13912340001';
    const sent = await post('checkPhone', token, { phone });
    expect(sent.body).toMatchObject({
      code: 0,
      msg: 'verification code sent to your phone',
      data: { countdown: 120 },
    });
    const code = await lastCodeTo(phone);
    const changed = await post('updateBasicPhone', token, { phone, verify_code: code });
    expect(changed.body).toMatchObject({ code: 0, msg: 'profile updated' });
    expect((await info(token)).phone).toBe(phone);
    // the same number again is refused before any code is sent
    const again = await post('checkPhone', token, { phone });
    expect(again.body.msg).toBe('this is already your phone number');
  });

  it('refuses a number another account holds, a wrong or missing code and a bad number; nothing is written', async () => {
    const holder = await freshUser();
    const { token } = await freshUser();
    const taken = '13912340002';
    await ctx.db.updateTable('agent_users').set({ phone: taken }).where('id', '=', holder.id).execute();
    const outbox = await countRows(ctx.db, 'message_outbox');
    const refused = await post('checkPhone', token, { phone: taken });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('this phone number is used by another account');
    expect(await countRows(ctx.db, 'message_outbox')).toBe(outbox);

    const phone = '13912340003';
    await post('checkPhone', token, { phone });
    const wrong = await post('updateBasicPhone', token, {
      phone,
      verify_code: '000000' === (await lastCodeTo(phone)) ? '111111' : '000000',
    });
    expect(wrong.body.msg).toBe('wrong verification code');
    // a code sent to this account for one number does not prove another number
    const other = await post('updateBasicPhone', token, {
      phone: '13912340004',
      verify_code: await lastCodeTo(phone),
    });
    expect(other.body.msg).toBe('the verification code has expired, please get a new code');
    expect((await post('checkPhone', token, { phone: '12345' })).body.msg).toContain(
      'please enter a valid phone number',
    );
    expect((await post('updateBasicPhone', token, { phone, verify_code: '12' })).body.msg).toContain(
      'the verification code is 6 digits',
    );
    expect((await info(token)).phone).toBe('');
  });

  it('does not take another account’s code: the code is bound to the account that asked for it', async () => {
    const first = await freshUser();
    const second = await freshUser();
    const phone = '13912340005';
    await post('checkPhone', first.token, { phone });
    const code = await lastCodeTo(phone);
    const stolen = await post('updateBasicPhone', second.token, { phone, verify_code: code });
    expect(stolen.status).toBe(400);
    expect((await info(second.token)).phone).toBe('');
    expect((await post('updateBasicPhone', first.token, { phone, verify_code: code })).body.code).toBe(0);
  });

  it('waits out the resend countdown for the same number', async () => {
    const { token } = await freshUser();
    const phone = '13912340006';
    expect((await post('checkPhone', token, { phone })).body.code).toBe(0);
    const again = await post('checkPhone', token, { phone });
    expect(again.status).toBe(429);
    expect(again.body.msg).toMatch(/^a code was just sent, please wait \d+ seconds$/);
  });

  it('is the agent console’s own', async () => {
    await expectAgentOnly((token) => post('checkPhone', token, { phone: '13912340007' }));
    await expectAgentOnly((token) =>
      post('updateBasicPhone', token, { phone: '13912340007', verify_code: '123456' }),
    );
  });
});

describe('checkEmail and updateBasicEmail', () => {
  it('sends a code to the new address; with it the email (the sign-in name) changes', async () => {
    const user = await freshUser();
    const email = `New.Address${serial}@Example.com`;
    const sent = await post('checkEmail', user.token, { email });
    expect(sent.body).toMatchObject({ code: 0, msg: 'verification code sent to your email' });
    const lower = email.toLowerCase();
    const code = await lastCodeTo(lower);
    expect((await post('updateBasicEmail', user.token, { email, verify_code: code })).body.code).toBe(0);
    expect((await info(user.token)).email).toBe(lower);
    // the session stays; the next sign-in uses the new address
    expect(await ctx.loginAgent(lower)).toBeTruthy();
    await expect(ctx.loginAgent(user.email)).rejects.toThrow();
  });

  it('refuses an address another account signs in with, and a malformed one; nothing is sent or written', async () => {
    const { token, email } = await freshUser();
    const outbox = await countRows(ctx.db, 'message_outbox');
    expect((await post('checkEmail', token, { email: DEMO.agentStaff })).body.msg).toBe(
      'this email is used by another account',
    );
    expect((await post('checkEmail', token, { email: 'not-an-email' })).body.msg).toContain(
      'please enter a valid email',
    );
    expect((await post('checkEmail', token, { email })).body.msg).toBe('this is already your email');
    expect(await countRows(ctx.db, 'message_outbox')).toBe(outbox);
    expect(
      (await post('updateBasicEmail', token, { email: DEMO.agentStaff, verify_code: '123456' })).body.msg,
    ).toBe('this email is used by another account');
    expect((await info(token)).email).toBe(email);
  });

  it('is the agent console’s own', async () => {
    await expectAgentOnly((token) => post('checkEmail', token, { email: 'x@example.com' }));
    await expectAgentOnly((token) =>
      post('updateBasicEmail', token, { email: 'x@example.com', verify_code: '123456' }),
    );
  });
});

describe('POST /api/agent/BasicInfo/updateBasicPassword', () => {
  const NEW = 'Changed-Secret-2026';

  it('changes the password: this session stays, every other one ends', async () => {
    const { email, token } = await freshUser();
    const other = await ctx.loginAgent(email);
    const { body } = await post('updateBasicPassword', token, {
      oldPassword: TEST_PASSWORD,
      password: NEW,
      password2: NEW,
    });
    expect(body).toMatchObject({ code: 0, msg: 'password changed, other sessions were signed out' });
    expect((await get('getInfo', token)).status).toBe(200);
    expect((await get('getInfo', other)).status).toBe(401);
    const signIn = (password: string) =>
      ctx.call({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: email, password, audience: 'agent' },
      });
    expect((await signIn(TEST_PASSWORD)).body.code).not.toBe(0);
    expect((await signIn(NEW)).body.code).toBe(0);
  });

  it('writes the audit log of the change without the passwords', async () => {
    const { id, token } = await freshUser();
    await post('updateBasicPassword', token, { oldPassword: TEST_PASSWORD, password: NEW, password2: NEW });
    const row = await ctx.db
      .selectFrom('audit_logs')
      .select(['actor_id', 'status_code', 'summary'])
      .where('route', '=', '/api/agent/BasicInfo/updateBasicPassword')
      .where('actor_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status_code).toBe(200);
    expect(row.summary).not.toContain(NEW);
    expect(row.summary).not.toContain(TEST_PASSWORD);
  });

  it('refuses a wrong old password, a mismatch, the policy and the old one again; nothing changes', async () => {
    const { email, token } = await freshUser();
    const other = await ctx.loginAgent(email);
    const cases: [Record<string, unknown>, string][] = [
      [
        { oldPassword: 'wrong-password-1', password: NEW, password2: NEW },
        'oldPassword: the old password is wrong',
      ],
      [
        { oldPassword: TEST_PASSWORD, password: NEW, password2: `${NEW}x` },
        'the two passwords entered are inconsistent',
      ],
      [{ oldPassword: TEST_PASSWORD, password: 'short', password2: 'short' }, 'password: '],
      [
        { oldPassword: TEST_PASSWORD, password: TEST_PASSWORD, password2: TEST_PASSWORD },
        'must differ from the old one',
      ],
      [{ oldPassword: TEST_PASSWORD, password: `${email}1`, password2: `${email}1` }, 'password: '],
      [{ password: NEW, password2: NEW }, 'please enter the old password'],
    ];
    for (const [payload, message] of cases) {
      const { status, body } = await post('updateBasicPassword', token, payload);
      expect(status).toBe(400);
      expect(body.msg).toContain(message);
    }
    expect((await get('getInfo', other)).status).toBe(200);
    expect(await ctx.loginAgent(email)).toBeTruthy();
  });

  it('is the agent console’s own', () =>
    expectAgentOnly((token) =>
      post('updateBasicPassword', token, { oldPassword: 'a', password: NEW, password2: NEW }),
    ));
});

/** The sandbox phone: opens the QR's page and confirms with an identity. */
async function scan(qrcodeUrl: string, openid: string) {
  const url = new URL(qrcodeUrl);
  const page = await ctx.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  expect(page.headers['content-type']).toContain('text/html');
  const ticket = url.searchParams.get('ticket') as string;
  const confirmed = await ctx.app.inject({
    method: 'POST',
    url: '/api/sandbox/wechat/staffBind',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ticket, openid }).toString(),
  });
  return { page: page.body, result: confirmed.body };
}

describe('WeChat / WeCom bind by the sandbox scan', () => {
  it('getWechatQrcode → scan → status 1 → updateWxOpenid binds; the ticket is spent', async () => {
    const { token, id } = await freshUser();
    const qr = await get('getWechatQrcode', token);
    expect(qr.body.data).toMatchObject({
      bind_id: expect.any(Number),
      qrcode_url: expect.stringContaining('/api/sandbox/wechat/staffBind?ticket='),
    });
    const status = async () =>
      (
        await ctx.call({
          method: 'GET',
          url: `/api/agent/BasicInfo/getBindStatus?bind_id=${qr.body.data.bind_id}`,
          token,
        })
      ).body.data.status;
    expect(await status()).toBe(0);
    const early = await post('updateWxOpenid', token, { bind_id: qr.body.data.bind_id });
    expect(early.body.msg).toBe('the QR code has not been scanned yet');
    const scanned = await scan(qr.body.data.qrcode_url, `wx_agent_${id}`);
    expect(scanned.page).toContain('绑定微信');
    expect(scanned.result).toContain('data-state="confirmed"');
    expect(await status()).toBe(1);
    expect((await post('updateWxOpenid', token, { bind_id: qr.body.data.bind_id })).body).toMatchObject({
      code: 0,
      msg: 'bound',
    });
    expect(await status()).toBe(3);
    expect((await info(token)).wx_bound).toBe(1);
    expect((await info(token)).qy_bound).toBe(0);
    // spent: a second bind with the same ticket and a second scan are refused
    expect((await post('updateWxOpenid', token, { bind_id: qr.body.data.bind_id })).status).toBe(400);
    expect((await scan(qr.body.data.qrcode_url, `wx_agent_${id}`)).result).toContain('data-state="used"');
  });

  it('getWorkerQrcode binds WeCom with updateQyOpenid only', async () => {
    const { token, id } = await freshUser();
    const qr = (await get('getWorkerQrcode', token)).body.data;
    expect((await scan(qr.qrcode_url, `qy_agent_${id}`)).page).toContain('绑定企业微信');
    // a WeCom ticket is not a WeChat one
    expect((await post('updateWxOpenid', token, { bind_id: qr.bind_id })).status).toBe(404);
    expect((await post('updateQyOpenid', token, { bind_id: qr.bind_id })).body.code).toBe(0);
    expect((await info(token)).qy_bound).toBe(1);
    expect((await info(token)).wx_bound).toBe(0);
  });

  it('refuses an identity another account holds, and writes nothing', async () => {
    const first = await freshUser();
    const second = await freshUser();
    const openid = `wx_shared_${first.id}`;
    for (const user of [first, second]) {
      const qr = (await get('getWechatQrcode', user.token)).body.data;
      await scan(qr.qrcode_url, openid);
      const { status, body } = await post('updateWxOpenid', user.token, { bind_id: qr.bind_id });
      if (user === first) expect(body.code).toBe(0);
      else {
        expect(status).toBe(400);
        expect(body.msg).toBe('this WeChat account is already bound to another account');
      }
    }
    expect((await info(second.token)).wx_bound).toBe(0);
  });

  it("answers 404 for another user's ticket (status and bind) and binds nothing", async () => {
    const owner = await freshUser();
    const other = await freshUser();
    const qr = (await get('getWechatQrcode', owner.token)).body.data;
    await scan(qr.qrcode_url, `wx_owner_${owner.id}`);
    const status = await ctx.call({
      method: 'GET',
      url: `/api/agent/BasicInfo/getBindStatus?bind_id=${qr.bind_id}`,
      token: other.token,
    });
    expect(status.status).toBe(404);
    const bind = await post('updateWxOpenid', other.token, { bind_id: qr.bind_id });
    expect(bind.status).toBe(404);
    expect(bind.body.msg).toBe('not found');
    expect((await info(other.token)).wx_bound).toBe(0);
    expect((await info(owner.token)).wx_bound).toBe(0);
  });

  it('names bind_id when it is missing or not a number; an unknown ticket page says so', async () => {
    const { token } = await freshUser();
    expect((await post('updateWxOpenid', token, {})).body.msg).toContain('bind_id must be a number');
    expect((await post('updateQyOpenid', token, { bind_id: 'x' })).body.msg).toContain(
      'bind_id must be a number',
    );
    const status = await ctx.call({
      method: 'GET',
      url: '/api/agent/BasicInfo/getBindStatus?bind_id=abc',
      token,
    });
    expect(status.status).toBe(400);
    const unknown = await ctx.app.inject({ method: 'GET', url: '/api/sandbox/wechat/staffBind?ticket=nope' });
    expect(unknown.body).toContain('data-state="unknown"');
  });

  it('is the agent console’s own', async () => {
    await expectAgentOnly((token) => get('getWechatQrcode', token));
    await expectAgentOnly((token) => get('getWorkerQrcode', token));
    await expectAgentOnly((token) =>
      ctx.call({ method: 'GET', url: '/api/agent/BasicInfo/getBindStatus?bind_id=1', token }),
    );
    await expectAgentOnly((token) => post('updateWxOpenid', token, { bind_id: 1 }));
    await expectAgentOnly((token) => post('updateQyOpenid', token, { bind_id: 1 }));
  });
});
