import { Permission } from '@onsite/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { WecomCallbackCrypto } from '#server/platform/wecom/callback-crypto.ts';
import { ROLE } from '#server/seed/builders.ts';
import { DEMO } from '#server/seed/demo.ts';
import { startFakeWecom } from '#server/test/fake-wecom.ts';
import { countRows, useTestContext, withdrawPermission } from '#server/test/harness.ts';
import { routeCalls } from '#server/test/route-calls.ts';

// the real driver (WECOM=real) against a local WeCom that knows one corp
const CORP = { id: 'ww1436e0e65a779aee', secret: 'S0zjZTT7lnk48cC5y6PWVXpZJVKtGly2c1zJt5Fm1Rs' };
const fake = await startFakeWecom({ [CORP.id]: CORP.secret });
afterAll(() => fake.close());
const ctx = useTestContext({ config: { wecom: { driver: 'real', apiUrl: fake.url, timeoutMs: 400 } } });

const AES_KEY = '6qkdMrq68nTKduznJYO1A37W2oEgpkMUvkttRToqhUt';
const binding = (agentId: number, change: Record<string, unknown> = {}) => ({
  agent_id: agentId,
  corp_id: CORP.id,
  app_agent_id: 1000002,
  secret: CORP.secret,
  callback_token: 'hJqcu3uJ9Tn2gXPmxx2w9kkCkCE2EPYo',
  encoding_aes_key: AES_KEY,
  ...change,
});

const { get, post } = routeCalls(ctx);

const stored = (agentId: number) =>
  ctx.db.selectFrom('wecom_bindings').selectAll().where('agent_id', '=', agentId).executeTakeFirst();
const audited = async (route: string) =>
  (await ctx.db.selectFrom('audit_logs').select('id').where('route', '=', route).execute()).length;

/** The demo owner (a member of both teams) acting in `team`. */
async function ownerIn(team: number) {
  const token = await ctx.loginAgent(DEMO.agentUser);
  expect((await post('/api/agent/BasicInfo/changeTeam', token, { opid: team })).body.code).toBe(0);
  return token;
}

/** WeCom's URL verification of an agent's callback, signed and encrypted as WeCom does (the local fake's side). */
function verification(agentId: number, token: string, key: string, corp: string, echo = 'echo-8848') {
  const query = new WecomCallbackCrypto(token, key, corp).urlVerification(echo);
  return `/api/wecom/callback?${new URLSearchParams({ agent_id: String(agentId), ...query })}`;
}

describe("an agent's WeCom binding (admin › partner › wework)", () => {
  it('saves a binding with the secret sealed and never answered, back to unverified on every change, audited', async () => {
    const admin = await ctx.loginAdmin();
    const agentId = ctx.ids.agent1Id;
    const empty = await get(`/api/admin/partner/wework/detail?agent_id=${agentId}`, admin);
    expect(empty.body.code).toBe(0);
    expect(empty.body.data.binding).toBeNull();
    expect(empty.body.data.sandbox).toBeNull();
    expect(empty.body.data.callback_url).toMatch(new RegExp(`/api/wecom/callback\\?agent_id=${agentId}$`));

    const saved = await post('/api/admin/partner/wework/save', admin, binding(agentId), 'zh-CN');
    expect(saved.body.code, saved.body.msg).toBe(0);
    expect(saved.body.msg).toBe('企业微信设置已保存');
    expect(saved.body.data).toMatchObject({
      corp_id: CORP.id,
      app_agent_id: 1000002,
      secret_set: true,
      secret_tail: '1Rs'.padStart(4, 'm'),
      status: 'unverified',
      last_error: '',
    });
    expect(saved.raw.body).not.toContain(CORP.secret);
    const row = await stored(agentId);
    expect(row?.secret_sealed).toMatch(/^v1\./);
    expect(row?.secret_sealed).not.toContain(CORP.secret);
    expect(await audited('/api/admin/partner/wework/save')).toBe(1);
    // the audit log keeps what was asked with the secret, token and key masked
    const logged = await ctx.db
      .selectFrom('audit_logs')
      .select('summary')
      .where('route', '=', '/api/admin/partner/wework/save')
      .executeTakeFirstOrThrow();
    expect(logged.summary).toContain(CORP.id);
    for (const secret of [CORP.secret, AES_KEY, binding(agentId).callback_token])
      expect(logged.summary).not.toContain(secret);

    // verified, then a change without a secret keeps the sealed one and needs a new check
    expect(
      (await post('/api/admin/partner/wework/verify', admin, { agent_id: agentId })).body.data.status,
    ).toBe('verified');
    const { secret: _secret, ...withoutSecret } = binding(agentId, { app_agent_id: 1000003 });
    const changed = await post('/api/admin/partner/wework/save', admin, { ...withoutSecret, secret: '' });
    expect(changed.body.data).toMatchObject({
      app_agent_id: 1000003,
      status: 'unverified',
      secret_set: true,
    });
    expect((await stored(agentId))?.secret_sealed).toBe(row?.secret_sealed);
    const detail = await get(`/api/admin/partner/wework/detail?agent_id=${agentId}`, admin);
    expect(detail.raw.body).not.toContain(CORP.secret);
    expect(detail.body.data.binding.app_agent_id).toBe(1000003);
  });

  it('verifies against WeCom: verified with its time, or failed with why in the reader’s language', async () => {
    const admin = await ctx.loginAdmin();
    const agentId = ctx.ids.agent1Id;
    await post('/api/admin/partner/wework/save', admin, binding(agentId));
    const calls = fake.calls.length;
    const ok = await post('/api/admin/partner/wework/verify', admin, { agent_id: agentId });
    expect(ok.body.msg).toBe('WeCom binding verified');
    expect(ok.body.data.status).toBe('verified');
    expect(ok.body.data.verified_at).not.toBe('');
    // the driver really asked the local WeCom, with the stored (unsealed) secret
    expect(fake.calls.length).toBe(calls + 1);
    expect(fake.calls.at(-1)?.get('corpsecret')).toBe(CORP.secret);

    await post('/api/admin/partner/wework/save', admin, binding(agentId, { secret: 'wrongSecret_0000' }));
    const badSecret = await post('/api/admin/partner/wework/verify', admin, { agent_id: agentId }, 'zh-CN');
    expect(badSecret.body.code).toBe(0);
    expect(badSecret.body.msg).toBe('企业微信验证未通过');
    expect(badSecret.body.data.status).toBe('failed');
    expect(badSecret.body.data.last_error).toBe('企业微信拒绝了 Secret：它不是该企业应用的 Secret（40001）');
    const inEnglish = await get(`/api/admin/partner/wework/detail?agent_id=${agentId}`, admin);
    expect(inEnglish.body.data.binding.last_error).toBe(
      'WeCom refused the secret: it is not the secret of an app of this corp (40001)',
    );

    await post('/api/admin/partner/wework/save', admin, binding(agentId, { corp_id: 'ww0000000000000000' }));
    const badCorp = await post('/api/admin/partner/wework/verify', admin, { agent_id: agentId });
    expect(badCorp.body.data).toMatchObject({
      status: 'failed',
      last_error: 'WeCom does not know this corp id (40013)',
    });

    await post('/api/admin/partner/wework/save', admin, binding(agentId));
    fake.stall = true;
    try {
      const timedOut = await post('/api/admin/partner/wework/verify', admin, { agent_id: agentId }, 'zh-TW');
      expect(timedOut.body.data).toMatchObject({ status: 'failed', last_error: '企業微信沒有及時回應' });
    } finally {
      fake.stall = false;
    }
    expect(await audited('/api/admin/partner/wework/verify')).toBeGreaterThanOrEqual(4);
  });

  it('refuses bad input with a translated message and writes nothing', async () => {
    const admin = await ctx.loginAdmin();
    const agentId = ctx.ids.agent2Id;
    const before = await countRows(ctx.db, 'wecom_bindings');
    const cases: [Record<string, unknown>, string][] = [
      [{ encoding_aes_key: AES_KEY.slice(1) }, 'EncodingAESKey 须为 43 位字母或数字'],
      [{ encoding_aes_key: `${AES_KEY.slice(1)}!` }, 'EncodingAESKey 须为 43 位字母或数字'],
      [{ corp_id: 'corp-1' }, '企业 ID 为 ww 加 16 位字母或数字'],
      [{ corp_id: '' }, '请填写企业 ID'],
      [{ app_agent_id: 0 }, '应用 AgentId 须为正整数'],
      [{ app_agent_id: '1000002' }, '应用 AgentId 须为正整数'],
      [{ callback_token: 'has space' }, '回调 Token 为最多 32 位字母或数字'],
      [{ secret: 'a b' }, 'Secret 只能包含字母、数字、_ 和 -'],
      // a new binding needs a secret
      [{ secret: '' }, '首次设置须填写 Secret'],
    ];
    for (const [change, message] of cases) {
      const answer = await post('/api/admin/partner/wework/save', admin, binding(agentId, change), 'zh-CN');
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(answer.body.msg).toContain(message);
    }
    expect(await countRows(ctx.db, 'wecom_bindings')).toBe(before);
    expect((await get('/api/admin/partner/wework/detail?agent_id=abc', admin)).status).toBe(400);
  });

  it('answers 401 without a session, 403 to another audience or without the permission, 404 for no agent or binding', async () => {
    const admin = await ctx.loginAdmin();
    const agent = await ctx.loginAgent();
    const customer = await ctx.loginCustomer();
    const agentId = ctx.ids.agent2Id;
    const detail = `/api/admin/partner/wework/detail?agent_id=${agentId}`;
    expect((await get(detail)).status).toBe(401);
    expect((await post('/api/admin/partner/wework/save', undefined, binding(agentId))).status).toBe(401);
    for (const token of [agent, customer]) {
      expect((await get(detail, token)).status).toBe(403);
      expect((await post('/api/admin/partner/wework/save', token, binding(agentId))).status).toBe(403);
      expect((await post('/api/admin/partner/wework/verify', token, { agent_id: agentId })).status).toBe(403);
      expect((await post('/api/admin/partner/wework/delete', token, { agent_id: agentId })).status).toBe(403);
    }
    expect((await get('/api/admin/partner/wework/detail?agent_id=999999', admin)).status).toBe(404);
    expect((await post('/api/admin/partner/wework/save', admin, binding(999999))).status).toBe(404);
    // agent2 has no binding: nothing to verify or delete
    const none = await post('/api/admin/partner/wework/verify', admin, { agent_id: agentId });
    expect([none.status, none.body.msg]).toEqual([404, 'WeCom binding not found']);
    expect((await post('/api/admin/partner/wework/delete', admin, { agent_id: agentId })).status).toBe(404);

    // the operator sees the tab but may not change it without admin.partner.wework
    await withdrawPermission(ctx.db, ROLE.platformOperator, Permission.admin.partnerWework);
    const operator = await ctx.loginAdmin(DEMO.operator);
    expect((await get(detail, operator)).body.code).toBe(0);
    const before = await countRows(ctx.db, 'wecom_bindings');
    for (const [url, payload] of [
      ['/api/admin/partner/wework/save', binding(agentId)],
      ['/api/admin/partner/wework/verify', { agent_id: ctx.ids.agent1Id }],
      ['/api/admin/partner/wework/delete', { agent_id: ctx.ids.agent1Id }],
      ['/api/admin/partner/wework/sandboxCallback', { agent_id: ctx.ids.agent1Id }],
    ] as const) {
      expect((await post(url, operator, payload)).status).toBe(403);
    }
    expect(await countRows(ctx.db, 'wecom_bindings')).toBe(before);
  });

  it("shows a team its own binding without the secret, never another agent's; staff may not", async () => {
    const admin = await ctx.loginAdmin();
    await post('/api/admin/partner/wework/save', admin, binding(ctx.ids.agent1Id));
    await post('/api/admin/partner/wework/verify', admin, { agent_id: ctx.ids.agent1Id });
    const team1 = await ownerIn(ctx.ids.agent1Id);
    const own = await get('/api/agent/wework/detail', team1);
    expect(own.body.data).toMatchObject({ agent_id: ctx.ids.agent1Id, status: 'verified', secret_set: true });
    expect(own.raw.body).not.toContain(CORP.secret);
    const team2 = await ownerIn(ctx.ids.agent2Id);
    expect((await get('/api/agent/wework/detail', team2)).body.data).toBeNull();

    expect((await get('/api/agent/wework/detail')).status).toBe(401);
    expect((await get('/api/agent/wework/detail', admin)).status).toBe(403);
    expect((await get('/api/agent/wework/detail', await ctx.loginAgent(DEMO.agentStaff))).status).toBe(403);
  });

  it('deletes a binding with its sealed secret', async () => {
    const admin = await ctx.loginAdmin();
    const agentId = ctx.ids.agent1Id;
    await post('/api/admin/partner/wework/save', admin, binding(agentId));
    const auditedBefore = await audited('/api/admin/partner/wework/delete');
    const deleted = await post('/api/admin/partner/wework/delete', admin, { agent_id: agentId });
    expect([deleted.body.code, deleted.body.msg]).toEqual([0, 'WeCom binding deleted']);
    expect(await stored(agentId)).toBeUndefined();
    expect(
      (await get(`/api/admin/partner/wework/detail?agent_id=${agentId}`, admin)).body.data.binding,
    ).toBeNull();
    expect(await audited('/api/admin/partner/wework/delete')).toBe(auditedBefore + 1);
  });
});

describe("WeCom's callback URL verification", () => {
  it('answers the plain echostr to a request signed and encrypted as WeCom does, and records it', async () => {
    const admin = await ctx.loginAdmin();
    const agentId = ctx.ids.agent1Id;
    await post('/api/admin/partner/wework/save', admin, binding(agentId));
    const { callback_token: token } = binding(agentId);
    const answer = await ctx.app.inject({
      method: 'GET',
      url: verification(agentId, token, AES_KEY, CORP.id),
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe('echo-8848');
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
    expect((await stored(agentId))?.callback_verified_at).toBeInstanceOf(Date);
    const detail = await get(`/api/admin/partner/wework/detail?agent_id=${agentId}`, admin);
    expect(detail.body.data.binding.callback_verified_at).not.toBe('');
  });

  it('refuses a wrong signature, another key or corp, missing fields and an unbound agent with a 4xx', async () => {
    const admin = await ctx.loginAdmin();
    const agentId = ctx.ids.agent1Id;
    await post('/api/admin/partner/wework/save', admin, binding(agentId));
    const { callback_token: token } = binding(agentId);
    const refused = async (url: string) => {
      const answer = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
      return [answer.statusCode, answer.json().msg];
    };
    const good = new URL(verification(agentId, token, AES_KEY, CORP.id), 'http://x');
    good.searchParams.set('msg_signature', 'f'.repeat(40));
    expect(await refused(`${good.pathname}${good.search}`)).toEqual([
      403,
      'the callback signature does not match',
    ]);
    expect(await refused(verification(agentId, 'anotherToken', AES_KEY, CORP.id))).toEqual([
      403,
      'the callback signature does not match',
    ]);
    expect(await refused(verification(agentId, token, AES_KEY, 'wwsomeoneelse00001'))).toEqual([
      403,
      'the callback is for another corp',
    ]);
    expect((await refused(verification(agentId, token, 'a'.repeat(43), CORP.id)))[0]).toBe(403);
    expect(await refused(`/api/wecom/callback?agent_id=${agentId}&timestamp=1&nonce=2`)).toEqual([
      400,
      'the callback lacks msg_signature, timestamp, nonce or echostr',
    ]);
    expect((await refused(verification(ctx.ids.agent2Id, token, AES_KEY, CORP.id)))[0]).toBe(404);
    expect((await refused(verification(999999, token, AES_KEY, CORP.id)))[0]).toBe(404);
    expect((await refused('/api/wecom/callback?agent_id=x'))[0]).toBe(400);
    // an echostr whose "+" arrived as a space (a proxy that decoded it once too often) still verifies
    let spaced = new URL(verification(agentId, token, AES_KEY, CORP.id, 'spaced'), 'http://x');
    while (!spaced.searchParams.get('echostr')?.includes('+'))
      spaced = new URL(verification(agentId, token, AES_KEY, CORP.id, 'spaced'), 'http://x');
    const echostr = spaced.searchParams.get('echostr') ?? '';
    const raw = `${spaced.pathname}${spaced.search}`.replace(
      /echostr=[^&]*/,
      `echostr=${encodeURIComponent(echostr).replaceAll('%2B', '%20')}`,
    );
    expect((await ctx.app.inject({ method: 'GET', url: raw })).body).toBe('spaced');
  });

  it('answers one address 120 tries in ten minutes, then 429 with the wait, while other addresses go on', async () => {
    const agentId = ctx.ids.agent1Id;
    const call = (remoteAddress: string) =>
      ctx.app.inject({ method: 'GET', url: `/api/wecom/callback?agent_id=${agentId}`, remoteAddress });
    for (let attempt = 0; attempt < 120; attempt += 1) {
      expect((await call('203.0.113.9')).statusCode).toBe(400);
    }
    const throttled = await call('203.0.113.9');
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call('203.0.113.10')).statusCode).toBe(400);
  });

  it("passes the local WeCom's own verification over HTTP at the URL the tab shows, and fails another token", async () => {
    const admin = await ctx.loginAdmin();
    const agentId = ctx.ids.agent1Id;
    await post('/api/admin/partner/wework/save', admin, binding(agentId));
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const detail = await get(`/api/admin/partner/wework/detail?agent_id=${agentId}`, admin);
    const url: string = detail.body.data.binding.callback_url;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/wecom\/callback\?agent_id=\d+$/);
    const app = { token: binding(agentId).callback_token, encodingAesKey: AES_KEY, corpId: CORP.id };
    expect(await fake.verifyCallbackUrl(url, app)).toMatchObject({ passed: true, status: 200 });
    const forged = await fake.verifyCallbackUrl(url, { ...app, token: 'notTheToken' });
    expect([forged.passed, forged.status]).toEqual([false, 403]);
    // with the real WeCom, WeCom itself verifies the URL: the sandbox's button is refused
    const notSandbox = await post('/api/admin/partner/wework/sandboxCallback', admin, { agent_id: agentId });
    expect(notSandbox.status).toBe(400);
    expect(notSandbox.body.msg).toMatch(/^only the sandbox WeCom/);
  });
});
