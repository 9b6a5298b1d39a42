import { Permission } from '@onsite/contracts';
import { describe, expect, it } from 'vitest';
import { SANDBOX_CORP } from '#server/platform/wecom/sandbox.ts';
import { ROLE } from '#server/seed/builders.ts';
import { DEMO } from '#server/seed/demo.ts';
import { useTestContext, withdrawPermission } from '#server/test/harness.ts';

// the sandbox WeCom (WECOM=sandbox, the default): it knows one corp
const ctx = useTestContext();
const LIST = '/api/admin/scrm/wework/getList';
const TOKEN = 'hJqcu3uJ9Tn2gXPmxx2w9kkCkCE2EPYo';
const AES_KEY = '6qkdMrq68nTKduznJYO1A37W2oEgpkMUvkttRToqhUt';

const get = (query: string, token?: string, language = 'en') =>
  ctx.call({ method: 'GET', url: `${LIST}${query}`, token, headers: { 'accept-language': language } });
const post = (url: string, token: string, payload: Record<string, unknown>) =>
  ctx.call({ method: 'POST', url, token, payload, headers: { 'accept-language': 'en' } });

async function bind(admin: string, agentId: number, secret: string) {
  const saved = await post('/api/admin/partner/wework/save', admin, {
    agent_id: agentId,
    corp_id: SANDBOX_CORP.corpId,
    app_agent_id: 1000002,
    secret,
    callback_token: TOKEN,
    encoding_aes_key: AES_KEY,
  });
  expect(saved.body.code, saved.body.msg).toBe(0);
  await post('/api/admin/partner/wework/verify', admin, { agent_id: agentId });
}

describe("every agent's WeCom binding (admin › SCRM › wework)", () => {
  it('lists the bindings with their agent and check state, never the secret, token or key', async () => {
    const admin = await ctx.loginAdmin();
    await bind(admin, ctx.ids.agent1Id, SANDBOX_CORP.secret);
    await bind(admin, ctx.ids.agent2Id, 'wrongSecret_0000');

    const all = await get('', admin);
    expect(all.body.code).toBe(0);
    expect(all.body.count).toBe(2);
    // last changed first: agent2's was checked last
    expect(all.body.data.map((row: { agent_name: string }) => row.agent_name)).toEqual([
      DEMO.agent2.name,
      DEMO.agent1.name,
    ]);
    expect(all.body.data[1]).toMatchObject({
      agent_id: ctx.ids.agent1Id,
      corp_id: SANDBOX_CORP.corpId,
      app_agent_id: 1000002,
      status: 'verified',
      last_error: '',
    });
    for (const secret of [SANDBOX_CORP.secret, TOKEN, AES_KEY]) expect(all.raw.body).not.toContain(secret);

    // the failed check's reason in the reader's language
    const failed = await get('?status=failed', admin, 'zh-CN');
    expect(failed.body.data.map((row: { agent_id: number }) => row.agent_id)).toEqual([ctx.ids.agent2Id]);
    expect(failed.body.data[0].last_error).toMatch(/^企业微信/);
    expect((await get(`?keyword=${encodeURIComponent(DEMO.agent1.name)}`, admin)).body.count).toBe(1);
    expect((await get(`?keyword=${SANDBOX_CORP.corpId}&page=2&limit=1`, admin)).body).toMatchObject({
      count: 2,
      data: [{ agent_id: ctx.ids.agent1Id }],
    });
    expect((await get('?status=unverified', admin)).body.count).toBe(0);
    expect(all.body.data.map((row: { is_platform: boolean }) => row.is_platform)).toEqual([false, false]);
  });

  it("lists the platform's own corp first: the binding of its default site", async () => {
    const admin = await ctx.loginAdmin();
    await bind(admin, ctx.ids.platformAgentId, SANDBOX_CORP.secret);
    const all = await get('', admin);
    expect(all.body.data[0]).toMatchObject({ agent_id: ctx.ids.platformAgentId, is_platform: true });
    expect(all.body.data.slice(1).every((row: { is_platform: boolean }) => !row.is_platform)).toBe(true);
    const removed = await post('/api/admin/partner/wework/delete', admin, {
      agent_id: ctx.ids.platformAgentId,
    });
    expect(removed.body.code, removed.body.msg).toBe(0);
  });

  it('refuses bad input, no session, another audience and a missing permission', async () => {
    const admin = await ctx.loginAdmin();
    const bad = await get('?status=broken', admin, 'zh-CN');
    expect([bad.status, bad.body.msg]).toEqual([
      400,
      expect.stringContaining('状态须为 unverified、verified 或 failed'),
    ]);
    expect((await get('?limit=0', admin)).status).toBe(400);
    expect((await get('')).status).toBe(401);
    for (const token of [await ctx.loginAgent(), await ctx.loginCustomer()])
      expect((await get('', token)).status).toBe(403);
    expect((await get('', await ctx.loginAdmin(DEMO.operator))).body.code).toBe(0);
    await withdrawPermission(ctx.db, ROLE.platformOperator, Permission.admin.scrmWework);
    expect((await get('', await ctx.loginAdmin(DEMO.operator))).status).toBe(403);
  });
});
