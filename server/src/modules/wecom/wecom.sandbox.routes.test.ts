import { describe, expect, it } from 'vitest';
import { useTestContext } from '#server/test/harness.ts';

// the default driver: WECOM=sandbox, gettoken answered by this server's own sandbox endpoint
const ctx = useTestContext();

const SANDBOX = { corp_id: 'wwsandbox0onsite01', secret: 'SbxOnsiteDemoCorpSecret0123456789abcdefghij' };

describe('the WeCom sandbox', () => {
  it('answers gettoken as WeCom does: a token for its one corp, errcodes for anything else', async () => {
    const gettoken = async (query: string) => {
      const answer = await ctx.app.inject({
        method: 'GET',
        url: `/api/sandbox/wecom/cgi-bin/gettoken?${query}`,
      });
      expect(answer.statusCode).toBe(200);
      return answer.json();
    };
    const ok = await gettoken(`corpid=${SANDBOX.corp_id}&corpsecret=${SANDBOX.secret}`);
    expect(ok).toMatchObject({ errcode: 0, errmsg: 'ok', expires_in: 7200 });
    expect(ok.access_token).toMatch(/^[\w-]{40,}$/);
    expect(await gettoken(`corpid=ww1436e0e65a779aee&corpsecret=${SANDBOX.secret}`)).toEqual({
      errcode: 40013,
      errmsg: 'invalid corpid',
    });
    expect(await gettoken(`corpid=${SANDBOX.corp_id}&corpsecret=nope`)).toMatchObject({ errcode: 40001 });
    expect(await gettoken(`corpsecret=${SANDBOX.secret}`)).toMatchObject({ errcode: 41002 });
    expect(await gettoken(`corpid=${SANDBOX.corp_id}`)).toMatchObject({ errcode: 41004 });
  });

  it('verifies a binding through it, shows its pair to the admin, and fails another corp like WeCom', async () => {
    const admin = await ctx.loginAdmin();
    const agentId = ctx.ids.agent2Id;
    const detail = await ctx.call({
      method: 'GET',
      url: `/api/admin/partner/wework/detail?agent_id=${agentId}`,
      token: admin,
    });
    expect(detail.body.data.sandbox).toEqual(SANDBOX);
    const save = (change: Record<string, unknown>) =>
      ctx.call({
        method: 'POST',
        url: '/api/admin/partner/wework/save',
        token: admin,
        payload: {
          agent_id: agentId,
          corp_id: SANDBOX.corp_id,
          app_agent_id: 1000002,
          secret: SANDBOX.secret,
          callback_token: 'sandboxToken',
          encoding_aes_key: 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
          ...change,
        },
      });
    const verify = () =>
      ctx.call({
        method: 'POST',
        url: '/api/admin/partner/wework/verify',
        token: admin,
        payload: { agent_id: agentId },
      });
    expect((await save({})).body.code).toBe(0);
    expect((await verify()).body.data.status).toBe('verified');
    await save({ secret: 'SbxOnsiteDemoCorpSecret0123456789abcdefghiX' });
    expect((await verify()).body.data).toMatchObject({
      status: 'failed',
      last_error: 'WeCom refused the secret: it is not the secret of an app of this corp (40001)',
    });
  });

  it('has the sandbox WeCom verify the callback URL as WeCom does, recorded by the callback endpoint', async () => {
    const admin = await ctx.loginAdmin();
    const agentId = ctx.ids.agent2Id;
    const sandboxCallback = () =>
      ctx.call({
        method: 'POST',
        url: '/api/admin/partner/wework/sandboxCallback',
        token: admin,
        payload: { agent_id: agentId },
      });
    const answer = await sandboxCallback();
    expect(answer.body.msg).toBe('the sandbox WeCom verified the callback URL');
    expect(answer.body.data.callback_verified_at).not.toBe('');
    // no binding: nothing to verify
    await ctx.call({
      method: 'POST',
      url: '/api/admin/partner/wework/delete',
      token: admin,
      payload: { agent_id: agentId },
    });
    expect((await sandboxCallback()).status).toBe(404);
  });
});
