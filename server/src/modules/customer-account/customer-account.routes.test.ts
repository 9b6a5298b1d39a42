import { beforeAll, describe, expect, it } from 'vitest';
import { seedCustomer } from '#server/seed/builders.ts';
import { TEST_PASSWORD, useTestContext } from '#server/test/harness.ts';
import { sendCodeThroughOutbox } from '#server/test/verification-codes.ts';

const ctx = useTestContext();
const ACCOUNT = '/api/customer/customer';
const OFFICIAL = '/api/customer/officialAccount';
const API = '/api/customer/customerApi';

let phoneSeq = 0;
const freshPhone = () => `1370000${String(1000 + phoneSeq++).padStart(4, '0')}`;

/** A customer of its own for tests that change the account; agent 1 unless said otherwise. */
async function newCustomer(options: { agentId?: number; fromAgent?: boolean } = {}) {
  const mobile = freshPhone();
  const id = await seedCustomer(ctx.db, {
    agentId: options.agentId ?? ctx.ids.agent1Id,
    password: TEST_PASSWORD,
    mobile,
    nickname: `c${mobile}`,
    fromAgent: options.fromAgent,
  });
  return { id, mobile, token: await ctx.loginCustomer(mobile) };
}

const get = (url: string, token?: string) => ctx.call({ method: 'GET', url, token });
const post = (url: string, token: string | undefined, payload: Record<string, unknown> = {}) =>
  ctx.call({ method: 'POST', url, token, payload });
const customerRow = (id: number) =>
  ctx.db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const codeFor = (target: string) => sendCodeThroughOutbox(ctx, target);

/** A sandbox page: GET it, then post its form the way a browser would. */
const page = (url: string) => ctx.app.inject({ method: 'GET', url });
const submit = (url: string, form: Record<string, string>) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};
const ticketOf = (url: string) => new URL(url).searchParams.get('ticket') as string;

describe('access to every account endpoint', () => {
  const endpoints: [method: 'GET' | 'POST', url: string][] = [
    ['GET', `${ACCOUNT}/getProfile`],
    ['POST', `${ACCOUNT}/postAvatar`],
    ['POST', `${ACCOUNT}/postNickname`],
    ['POST', `${ACCOUNT}/postCity`],
    ['POST', `${ACCOUNT}/postCompanyName`],
    ['POST', `${ACCOUNT}/postEmail`],
    ['POST', `${ACCOUNT}/postMobile`],
    ['POST', `${ACCOUNT}/postPassword`],
    ['POST', `${ACCOUNT}/unbindWx`],
    ['GET', `${ACCOUNT}/getWechatBindQrcode`],
    ['GET', `${ACCOUNT}/getWechatBindStatus?bind_id=1`],
    ['GET', `${OFFICIAL}/getList`],
    ['POST', `${OFFICIAL}/authorize`],
    ['GET', `${OFFICIAL}/getAuthorizeStatus?auth_id=1`],
    ['POST', `${OFFICIAL}/refresh`],
    ['POST', `${OFFICIAL}/unbind`],
    ['GET', `${API}/getList`],
    ['POST', `${API}/create`],
    ['POST', `${API}/revoke`],
    ['GET', `${API}/getServices`],
    ['POST', `${API}/saveService`],
  ];

  it('answers -2 without a session and 403 to staff, before reading the input', async () => {
    const agent = await ctx.loginAgent();
    const admin = await ctx.loginAdmin();
    for (const [method, url] of endpoints) {
      const anonymous = await ctx.call({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
      expect([anonymous.status, anonymous.body.code], url).toEqual([401, -2]);
      for (const token of [agent, admin]) {
        const staff = await ctx.call({ method, url, token, ...(method === 'POST' ? { payload: {} } : {}) });
        expect(staff.status, url).toBe(403);
      }
    }
  });
});

describe('/user: profile fields', () => {
  it('answers the profile of the signed-in customer', async () => {
    const { body } = await get(`${ACCOUNT}/getProfile`, await ctx.loginCustomer());
    expect(body.data).toEqual({
      id: ctx.ids.customers.agent1Phone,
      nickname: '张经理',
      avatar: '',
      mobile: '13800000001',
      email: '',
      company_name: '',
      city: '',
      wx_bound: 0,
      has_password: 1,
    });
  });

  it('changes nickname, city and company name, trimmed', async () => {
    const me = await newCustomer();
    for (const [url, payload, column, value] of [
      ['postNickname', { nickname: '  新昵称 ' }, 'nickname', '新昵称'],
      ['postCity', { city: '杭州' }, 'city', '杭州'],
      ['postCompanyName', { companyName: '示例科技有限公司' }, 'company_name', '示例科技有限公司'],
    ] as const) {
      const { body } = await post(`${ACCOUNT}/${url}`, me.token, payload);
      expect(body).toEqual({ code: 0, msg: 'modified successfully', data: null });
      expect((await customerRow(me.id))[column]).toBe(value);
    }
    const zh = await ctx.call({
      method: 'POST',
      url: `${ACCOUNT}/postCity`,
      token: me.token,
      payload: { city: '上海' },
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(zh.body.msg).toBe('修改成功');
  });

  it('refuses empty or too long values naming the field, writing nothing', async () => {
    const me = await newCustomer();
    const before = await customerRow(me.id);
    const cases: [string, Record<string, unknown>, string][] = [
      ['postNickname', { nickname: '   ' }, 'nickname: please enter a nickname'],
      ['postNickname', { nickname: 'x'.repeat(31) }, 'nickname: nickname: at most 30 characters'],
      ['postCity', {}, 'city: please enter the city'],
      ['postCity', { city: 'x'.repeat(51) }, 'city: city: at most 50 characters'],
      ['postCompanyName', { companyName: '' }, 'companyName: please enter the company name'],
      ['postAvatar', { avatar: '' }, 'avatar: please choose an avatar'],
    ];
    for (const [url, payload, msg] of cases) {
      const { status, body } = await post(`${ACCOUNT}/${url}`, me.token, payload);
      expect([status, body.msg], url).toEqual([400, msg]);
    }
    expect(await customerRow(me.id)).toEqual(before);
  });

  it('takes as avatar only an image the customer uploaded', async () => {
    const me = await newCustomer();
    const other = await newCustomer({ agentId: ctx.ids.agent2Id });
    const key = (owner: { id: number }, agentId: number) =>
      `customer/${agentId}/${owner.id}/2026/01/01/${'a'.repeat(32)}${String(owner.id).padStart(5, '0')}.png`;
    const file = (owner: { id: number }, agentId: number, kind: 'image' | 'video') =>
      ctx.db
        .insertInto('files')
        .values({
          agent_id: agentId,
          customer_id: owner.id,
          uploader_audience: 'customer',
          uploader_id: owner.id,
          activity_id: null,
          kind,
          name: 'me.png',
          storage_key: key(owner, agentId) + (kind === 'video' ? '.mp4' : ''),
          size: 100,
          mime: kind === 'image' ? 'image/png' : 'video/mp4',
        })
        .execute();
    await file(me, ctx.ids.agent1Id, 'image');
    await file(me, ctx.ids.agent1Id, 'video');
    await file(other, ctx.ids.agent2Id, 'image');
    for (const refused of [
      key(other, ctx.ids.agent2Id),
      `${key(me, ctx.ids.agent1Id)}.mp4`,
      'https://evil.example/x.png',
    ]) {
      const { status, body } = await post(`${ACCOUNT}/postAvatar`, me.token, { avatar: refused });
      expect([status, body.msg], refused).toEqual([400, 'avatar: please upload an image first']);
    }
    expect((await customerRow(me.id)).avatar).toBe('');
    const { body } = await post(`${ACCOUNT}/postAvatar`, me.token, { avatar: key(me, ctx.ids.agent1Id) });
    expect(body.msg).toBe('modified successfully');
    expect((await get(`${ACCOUNT}/getInfo`, me.token)).body.data.avatar).toBe(key(me, ctx.ids.agent1Id));
  });
});

describe('/user: email and phone by code', () => {
  it('binds a new email with the code sent to it', async () => {
    const me = await newCustomer();
    const email = `new${me.id}@example.com`;
    const wrong = await post(`${ACCOUNT}/postEmail`, me.token, { email, verify_code: '000000' });
    expect([wrong.status, wrong.body.msg]).toEqual([
      400,
      'the verification code has expired, please get a new code',
    ]);
    const code = await codeFor(email);
    const { body } = await post(`${ACCOUNT}/postEmail`, me.token, {
      email: email.toUpperCase(),
      verify_code: code,
    });
    expect(body).toEqual({ code: 0, msg: 'bound', data: null });
    expect((await customerRow(me.id)).email).toBe(email);
    // the code is spent
    const again = await post(`${ACCOUNT}/postEmail`, me.token, { email, verify_code: code });
    expect(again.body.msg).toBe('email: this is already your email');
  });

  it("refuses another customer's email or phone before spending a code, and bad input", async () => {
    const me = await newCustomer();
    const taken = await post(`${ACCOUNT}/postEmail`, me.token, {
      email: 'customer2@example.com',
      verify_code: '123456',
    });
    expect([taken.status, taken.body.msg]).toEqual([400, 'this email is already registered']);
    const takenPhone = await post(`${ACCOUNT}/postMobile`, me.token, {
      mobile: '13800000002',
      verify_code: '123456',
    });
    expect(takenPhone.body.msg).toBe('this phone number is already registered');
    const bad = await post(`${ACCOUNT}/postMobile`, me.token, { mobile: '123', verify_code: '1' });
    expect([bad.status, bad.body.msg]).toEqual([400, 'mobile: please enter a valid phone number']);
    const noCode = await post(`${ACCOUNT}/postEmail`, me.token, { email: 'a@b.co' });
    expect(noCode.body.msg).toBe('verify_code: please enter the verification code');
    expect((await customerRow(me.id)).mobile).toBe(me.mobile);
  });

  it('changes the phone with the code sent to it; the new phone signs in', async () => {
    const me = await newCustomer();
    const mobile = freshPhone();
    const code = await codeFor(mobile);
    const wrong = await post(`${ACCOUNT}/postMobile`, me.token, { mobile, verify_code: '999999' });
    expect(wrong.body.msg).toMatch(/wrong verification code|expired/);
    const { body } = await post(`${ACCOUNT}/postMobile`, me.token, { mobile, verify_code: code });
    expect(body.msg).toBe('bound');
    expect((await customerRow(me.id)).mobile).toBe(mobile);
    await expect(ctx.loginCustomer(mobile)).resolves.toMatch(/^[\w-]{43}$/);
  });
});

describe('/user: password', () => {
  it('needs the old password and the policy, writing nothing when refused', async () => {
    const me = await newCustomer();
    const before = (await customerRow(me.id)).password_hash;
    const cases: [Record<string, unknown>, string][] = [
      [
        { password: 'Another-Pass-77', password2: 'Another-Pass-77' },
        'oldPassword: please enter the old password',
      ],
      [
        { oldPassword: 'wrong-password', password: 'Another-Pass-77', password2: 'Another-Pass-77' },
        'oldPassword: the old password is wrong',
      ],
      [
        { oldPassword: TEST_PASSWORD, password: 'Another-Pass-77', password2: 'Another-Pass-78' },
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
        { oldPassword: TEST_PASSWORD, password: TEST_PASSWORD, password2: TEST_PASSWORD },
        'password: the new password must differ from the old one',
      ],
    ];
    for (const [payload, msg] of cases) {
      const { status, body } = await post(`${ACCOUNT}/postPassword`, me.token, payload);
      expect([status, body.msg], msg).toEqual([400, msg]);
    }
    expect((await customerRow(me.id)).password_hash).toBe(before);
    expect((await get(`${ACCOUNT}/getProfile`, me.token)).body.code).toBe(0);
  });

  it('changes it and ends every session: "changed, please log in again"', async () => {
    const me = await newCustomer();
    const second = await ctx.loginCustomer(me.mobile);
    const { body } = await post(`${ACCOUNT}/postPassword`, me.token, {
      oldPassword: TEST_PASSWORD,
      password: 'Brand-New-Pass-9',
      password2: 'Brand-New-Pass-9',
    });
    expect(body).toEqual({ code: 0, msg: 'changed, please log in again', data: null });
    for (const token of [me.token, second]) {
      const after = await get(`${ACCOUNT}/getProfile`, token);
      expect([after.status, after.body.code]).toEqual([401, -2]);
    }
    const old = await post('/api/customer/login/index', undefined, {
      username: me.mobile,
      password: TEST_PASSWORD,
    });
    expect(old.body.msg).toBe('wrong account or password');
    const fresh = await post('/api/customer/login/index', undefined, {
      username: me.mobile,
      password: 'Brand-New-Pass-9',
    });
    expect(fresh.body.code).toBe(0);
  });
});

describe('/user: WeChat bind (sandbox) and unbind', () => {
  it('binds by scanning the sandbox QR, then unbinds', async () => {
    const me = await newCustomer();
    const qr = await get(`${ACCOUNT}/getWechatBindQrcode`, me.token);
    expect(qr.body.code).toBe(0);
    expect(qr.body.data.qrcode_url).toMatch(/\/api\/sandbox\/wechat\/bind\?ticket=/);
    const waiting = await get(`${ACCOUNT}/getWechatBindStatus?bind_id=${qr.body.data.bind_id}`, me.token);
    expect(waiting.body.data).toEqual({ status: 0, reason: '' });

    const shown = await page(pathOf(qr.body.data.qrcode_url));
    expect(shown.headers['content-type']).toMatch(/text\/html/);
    expect(shown.body).toContain(`c${me.mobile}`);
    const openid = `sandbox_bind_${me.id}`;
    const confirmed = await submit('/api/sandbox/wechat/bind', {
      ticket: ticketOf(qr.body.data.qrcode_url),
      openid,
    });
    expect(confirmed.body).toContain('data-state="bound"');
    // the ticket is used once
    const reused = await submit('/api/sandbox/wechat/bind', {
      ticket: ticketOf(qr.body.data.qrcode_url),
      openid,
    });
    expect(reused.body).toContain('data-state="used"');

    const done = await get(`${ACCOUNT}/getWechatBindStatus?bind_id=${qr.body.data.bind_id}`, me.token);
    expect(done.body).toMatchObject({ msg: 'bound', data: { status: 1 } });
    expect((await customerRow(me.id)).wechat_openid).toBe(openid);
    expect((await get(`${ACCOUNT}/getProfile`, me.token)).body.data.wx_bound).toBe(1);
    const twice = await get(`${ACCOUNT}/getWechatBindQrcode`, me.token);
    expect([twice.status, twice.body.msg]).toEqual([400, 'WeChat is already bound']);

    // the same WeChat cannot join a second account
    const other = await newCustomer();
    const otherQr = await get(`${ACCOUNT}/getWechatBindQrcode`, other.token);
    const refused = await submit('/api/sandbox/wechat/bind', {
      ticket: ticketOf(otherQr.body.data.qrcode_url),
      openid,
    });
    expect(refused.body).toContain('data-state="refused"');
    const status = await get(
      `${ACCOUNT}/getWechatBindStatus?bind_id=${otherQr.body.data.bind_id}`,
      other.token,
    );
    expect(status.body.data).toEqual({
      status: 3,
      reason: 'this WeChat account is already bound to another account',
    });
    expect((await customerRow(other.id)).wechat_openid).toBeNull();

    const unbound = await post(`${ACCOUNT}/unbindWx`, me.token);
    expect(unbound.body).toEqual({ code: 0, msg: 'unbound', data: null });
    expect((await customerRow(me.id)).wechat_openid).toBeNull();
    const again = await post(`${ACCOUNT}/unbindWx`, me.token);
    expect([again.status, again.body.msg]).toEqual([400, 'WeChat is not bound']);
  });

  it("answers 404 for another customer's bind, and names a bad bind_id", async () => {
    const me = await newCustomer();
    const stranger = await newCustomer({ agentId: ctx.ids.agent2Id });
    const qr = await get(`${ACCOUNT}/getWechatBindQrcode`, me.token);
    const foreign = await get(
      `${ACCOUNT}/getWechatBindStatus?bind_id=${qr.body.data.bind_id}`,
      stranger.token,
    );
    expect(foreign.status).toBe(404);
    const bad = await get(`${ACCOUNT}/getWechatBindStatus?bind_id=abc`, me.token);
    expect([bad.status, bad.body.msg]).toEqual([400, 'bind_id: bind_id must be a number']);
    expect((await page('/api/sandbox/wechat/bind?ticket=nope')).body).toContain('data-state="unknown"');
  });
});

describe('/account: official accounts', () => {
  async function authorise(token: string, nick: string) {
    const started = await post(`${OFFICIAL}/authorize`, token);
    expect(started.body.code).toBe(0);
    const shown = await page(pathOf(started.body.data.auth_url));
    const appid = (shown.body.match(/name="appid" value="(wx[0-9a-f]{16})"/) as RegExpMatchArray)[1];
    const done = await submit('/api/sandbox/wechat/authorize', {
      ticket: ticketOf(started.body.data.auth_url),
      appid,
      nick_name: nick,
      principal_name: '示例科技',
      service_type: '2',
      verify_type: '0',
    });
    expect(done.body).toContain('data-state="authorized"');
    return { authId: started.body.data.auth_id as number, appid };
  }

  it('authorises through the sandbox page, lists, refreshes and unbinds', async () => {
    const me = await newCustomer();
    const empty = await get(`${OFFICIAL}/getList`, me.token);
    expect([empty.body.data, empty.body.count]).toEqual([[], 0]);
    const first = await authorise(me.token, '活动助手');
    await authorise(me.token, '年会服务号');
    const status = await get(`${OFFICIAL}/getAuthorizeStatus?auth_id=${first.authId}`, me.token);
    expect(status.body.data).toEqual({ status: 1 });

    const list = await get(`${OFFICIAL}/getList?page=1&limit=1`, me.token);
    expect(list.body.count).toBe(2);
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({ nick_name: '年会服务号', service_type: 2, verify_type: 0 });
    const found = await get(`${OFFICIAL}/getList?keyword=${encodeURIComponent('助手')}`, me.token);
    expect(found.body.data.map((row: { appid: string }) => row.appid)).toEqual([first.appid]);

    const id = found.body.data[0].id as number;
    const before = found.body.data[0].refreshed_time as string;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const refreshed = await post(`${OFFICIAL}/refresh`, me.token, { id });
    expect(refreshed.body.msg).toBe('refreshed');
    expect(refreshed.body.data.refreshed_time > before).toBe(true);

    const unbound = await post(`${OFFICIAL}/unbind`, me.token, { id });
    expect(unbound.body).toEqual({ code: 0, msg: 'unbound', data: null });
    expect((await get(`${OFFICIAL}/getList`, me.token)).body.count).toBe(1);
    const gone = await post(`${OFFICIAL}/unbind`, me.token, { id });
    expect([gone.status, gone.body.msg]).toEqual([404, 'official account not found']);
  });

  it('limits the authorisation pages and bind QRs a customer opens (429)', async () => {
    const me = await newCustomer();
    for (let i = 0; i < 15; i++) {
      expect((await post(`${OFFICIAL}/authorize`, me.token)).body.code).toBe(0);
      expect((await get(`${ACCOUNT}/getWechatBindQrcode`, me.token)).body.code).toBe(0);
    }
    const refused = await post(`${OFFICIAL}/authorize`, me.token);
    expect([refused.status, refused.body.msg]).toEqual([
      429,
      'too many requests, please try again in 10 minutes',
    ]);
  });

  it("keeps each customer's accounts apart (404), and names bad input", async () => {
    const me = await newCustomer();
    const stranger = await newCustomer({ agentId: ctx.ids.agent2Id });
    const { authId } = await authorise(me.token, '我的号');
    const [mine] = (await get(`${OFFICIAL}/getList`, me.token)).body.data;
    expect((await get(`${OFFICIAL}/getList`, stranger.token)).body.count).toBe(0);
    for (const url of ['refresh', 'unbind']) {
      const foreign = await post(`${OFFICIAL}/${url}`, stranger.token, { id: mine.id });
      expect(foreign.status, url).toBe(404);
    }
    const foreignStatus = await get(`${OFFICIAL}/getAuthorizeStatus?auth_id=${authId}`, stranger.token);
    expect(foreignStatus.status).toBe(404);
    expect((await get(`${OFFICIAL}/getList`, me.token)).body.count).toBe(1);

    const badId = await post(`${OFFICIAL}/refresh`, me.token, { id: 'x' });
    expect([badId.status, badId.body.msg]).toEqual([400, 'id: id must be a number']);
    const tooMany = await get(`${OFFICIAL}/getList?limit=101`, me.token);
    expect(tooMany.status).toBe(400);
    const badForm = await submit('/api/sandbox/wechat/authorize', { ticket: 'x', appid: 'nope' });
    expect(badForm.statusCode).toBe(400);
  });
});

describe('/api: partners only', () => {
  let partner: { id: number; token: string };
  let plain: { id: number; token: string };
  let foreignPartner: { id: number; token: string };
  beforeAll(async () => {
    partner = await newCustomer({ fromAgent: true });
    plain = await newCustomer();
    foreignPartner = await newCustomer({ agentId: ctx.ids.agent2Id, fromAgent: true });
  });

  it('refuses a customer who is not from an admin or agent (403), and hides the menu', async () => {
    const calls: ['GET' | 'POST', string, Record<string, unknown>?][] = [
      ['GET', `${API}/getList`],
      ['POST', `${API}/create`, { name: 'x', scopes: ['profile.read'] }],
      ['POST', `${API}/revoke`, { id: 1 }],
      ['GET', `${API}/getServices`],
      [
        'POST',
        `${API}/saveService`,
        {
          service: 'search_engine',
          enabled: 1,
          config: { engine: 'baidu', site: 'https://a.example', token: '12345678' },
        },
      ],
    ];
    for (const [method, url, payload] of calls) {
      const { status, body } = await ctx.call({ method, url, token: plain.token, payload });
      expect([status, body.msg], url).toEqual([
        403,
        'third-party interfaces are not available for this account',
      ]);
    }
    expect(
      await ctx.db
        .selectFrom('customer_api_credentials')
        .selectAll()
        .where('customer_id', '=', plain.id)
        .execute(),
    ).toEqual([]);
    const menuRoutes = async (token: string) =>
      (await get('/api/customer/customer/getMenus', token)).body.data.map(
        (menu: { route: string }) => menu.route,
      );
    expect(await menuRoutes(plain.token)).not.toContain('/api');
    expect(await menuRoutes(partner.token)).toContain('/api');
  });

  it('creates a credential whose secret is shown once and stored hashed; the open API records its use', async () => {
    const created = await post(`${API}/create`, partner.token, {
      name: '  CRM sync ',
      scopes: ['profile.read'],
    });
    expect(created.body.msg).toBe('created');
    const { app_key, secret, id } = created.body.data;
    expect(app_key).toMatch(/^ak_[0-9a-f]{24}$/);
    expect(secret).toMatch(/^sk_[\w-]{43}$/);
    expect(created.body.data).toMatchObject({
      name: 'CRM sync',
      scopes: ['profile.read'],
      last_used_time: '',
    });
    const stored = await ctx.db
      .selectFrom('customer_api_credentials')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(secret.slice(3));

    const list = await get(`${API}/getList`, partner.token);
    expect(list.body.count).toBe(1);
    expect(JSON.stringify(list.body.data)).not.toContain(secret);
    expect(list.body.data[0]).not.toHaveProperty('secret');

    const open = (url: string, headers: Record<string, string>) =>
      ctx.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en', ...headers } });
    const profile = await open('/api/open/v1/profile', { 'x-app-key': app_key, 'x-app-secret': secret });
    expect(profile.json()).toMatchObject({ code: 0, data: { id: partner.id } });
    expect((await get(`${API}/getList`, partner.token)).body.data[0].last_used_time).not.toBe('');
    const noScope = await open('/api/open/v1/activities', { 'x-app-key': app_key, 'x-app-secret': secret });
    expect([noScope.statusCode, noScope.json().msg]).toEqual([
      403,
      'this credential lacks the scope activity.read',
    ]);
    const wrong = await open('/api/open/v1/profile', { 'x-app-key': app_key, 'x-app-secret': `${secret}x` });
    expect([wrong.statusCode, wrong.json().msg]).toEqual([401, 'invalid app key or secret']);
    expect((await open('/api/open/v1/profile', {})).statusCode).toBe(401);

    const revoked = await post(`${API}/revoke`, partner.token, { id });
    expect(revoked.body.msg).toBe('revoked');
    expect(
      (await open('/api/open/v1/profile', { 'x-app-key': app_key, 'x-app-secret': secret })).statusCode,
    ).toBe(401);
    const twice = await post(`${API}/revoke`, partner.token, { id });
    expect([twice.status, twice.body.msg]).toEqual([400, 'this credential is already revoked']);
  });

  it('lists the activities through activity.read', async () => {
    const { body } = await post(`${API}/create`, partner.token, {
      name: 'act',
      scopes: ['activity.read', 'profile.read'],
    });
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/open/v1/activities?page=1&limit=5',
      headers: { 'x-app-key': body.data.app_key, 'x-app-secret': body.data.secret },
    });
    expect(res.json()).toMatchObject({ code: 0, data: [], count: 0 });
  });

  it('refuses bad input and another customer’s credential, writing nothing', async () => {
    const count = async () =>
      (await ctx.db.selectFrom('customer_api_credentials').select('id').execute()).length;
    const before = await count();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '', scopes: ['profile.read'] }, 'name: please enter a name'],
      [{ name: 'x', scopes: [] }, 'scopes: please choose at least one scope'],
      [{ name: 'x', scopes: ['admin.all'] }, 'scopes.0: scopes: unknown scope'],
    ];
    for (const [payload, msg] of cases) {
      const { status, body } = await post(`${API}/create`, partner.token, payload);
      expect([status, body.msg]).toEqual([400, msg]);
    }
    expect(await count()).toBe(before);
    const mine = await post(`${API}/create`, partner.token, { name: 'mine', scopes: ['profile.read'] });
    const foreign = await post(`${API}/revoke`, foreignPartner.token, { id: mine.body.data.id });
    expect([foreign.status, foreign.body.msg]).toEqual([404, 'credential not found']);
    expect((await get(`${API}/getList`, foreignPartner.token)).body.count).toBe(0);
  });

  it('saves the search-engine service; the token is never sent back', async () => {
    const initial = await get(`${API}/getServices`, partner.token);
    expect(initial.body.data).toEqual([
      {
        service: 'search_engine',
        enabled: 0,
        configured: 0,
        config: { engine: '', site: '', token_tail: '' },
        update_time: '',
      },
    ]);
    const noToken = await post(`${API}/saveService`, partner.token, {
      service: 'search_engine',
      enabled: 1,
      config: { engine: 'baidu', site: 'https://www.example.com', token: '' },
    });
    expect([noToken.status, noToken.body.msg]).toEqual([400, 'token: please enter the token']);
    const badSite = await post(`${API}/saveService`, partner.token, {
      service: 'search_engine',
      enabled: 1,
      config: { engine: 'baidu', site: 'ftp://x', token: 'abcdefgh1234' },
    });
    expect(badSite.body.msg).toBe(
      'config.site: site: please enter the site address, e.g. https://www.example.com',
    );
    expect((await get(`${API}/getServices`, partner.token)).body.data[0].configured).toBe(0);

    const saved = await post(`${API}/saveService`, partner.token, {
      service: 'search_engine',
      enabled: 1,
      config: { engine: 'baidu', site: 'https://www.example.com', token: 'abcdefgh1234' },
    });
    expect(saved.body.msg).toBe('saved');
    const kept = await post(`${API}/saveService`, partner.token, {
      service: 'search_engine',
      enabled: 0,
      config: { engine: 'bing', site: 'https://www.example.com', token: '' },
    });
    expect(kept.body.code).toBe(0);
    const { body } = await get(`${API}/getServices`, partner.token);
    expect(body.data[0]).toMatchObject({
      enabled: 0,
      configured: 1,
      config: { engine: 'bing', site: 'https://www.example.com', token_tail: '1234' },
    });
    expect(JSON.stringify(body)).not.toContain('abcdefgh');
    expect((await get(`${API}/getServices`, foreignPartner.token)).body.data[0].configured).toBe(0);
  });
});
