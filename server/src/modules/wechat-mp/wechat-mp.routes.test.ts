import { Permission } from '@onsite/contracts';
import { describe, expect, it } from 'vitest';
import type { Config } from '#server/config/config.ts';
import { JobWorker } from '#server/platform/jobs/job-worker.ts';
import { ROLE } from '#server/seed/builders.ts';
import { DEMO } from '#server/seed/demo.ts';
import { countRows, useTestContext, withdrawPermission } from '#server/test/harness.ts';
import { routeCalls } from '#server/test/route-calls.ts';
import { followerSyncHandler } from './follower-sync.job.ts';
import { wechatMpClient } from './sandbox-wechat.ts';

// the sandbox WeChat (WECHAT_MP=sandbox, the default), answered in-process
const ctx = useTestContext();
const BASE = '/api/admin/scrm/wechat';

const { get, post } = routeCalls(ctx, BASE);

/** A sandbox page: GET it, or post its form the way a browser would. */
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
const audited = async (route: string) =>
  (await ctx.db.selectFrom('audit_logs').select('id').where('route', '=', `${BASE}/${route}`).execute())
    .length;

let appids = 0;
/** Authorises an account for the owner through the sandbox page; answers its appid. */
async function authorise(admin: string, agentId: number, name: string) {
  const started = await post('authorize', admin, { agent_id: agentId });
  expect(started.body.code, started.body.msg).toBe(0);
  const { auth_id, auth_url } = started.body.data;
  expect((await get(`authorizeStatus?auth_id=${auth_id}`, admin)).body.data).toEqual({ status: 0 });
  const shown = await page(pathOf(auth_url));
  expect(shown.statusCode).toBe(200);
  expect(shown.body).toContain('公众号授权');
  appids += 1;
  const appid = `wx${String(appids).padStart(16, '0')}`;
  const done = await submit('/api/sandbox/wechat/mp/authorize', {
    ticket: new URL(auth_url).searchParams.get('ticket') as string,
    appid,
    nick_name: name,
    principal_name: `${name} 主体`,
    service_type: '2',
    verify_type: '0',
  });
  expect(done.body).toContain('data-state="authorized"');
  expect((await get(`authorizeStatus?auth_id=${auth_id}`, admin)).body.data).toEqual({ status: 1 });
  // the page cannot be used twice
  expect((await page(pathOf(auth_url))).body).toContain('data-state="used"');
  return appid;
}

const accountOf = async (admin: string, appid: string) =>
  (await get(`getList?keyword=${appid}`, admin)).body.data[0] as { id: number; follow_url: string };

const follow = (appid: string, openid: string, nickname: string, action: 'follow' | 'unfollow' = 'follow') =>
  submit('/api/sandbox/wechat/mp/follow', { appid, openid, nickname, action });

const config = { wechatMp: { driver: 'sandbox', apiUrl: '', timeoutMs: 5000 } } as Config;
async function runSyncs() {
  const worker = new JobWorker({
    db: ctx.db,
    handlers: { wechat_sync: followerSyncHandler(ctx.db, () => wechatMpClient(ctx.app, config)) },
    logger: { error: (details, message) => console.warn(message, details.err) },
  });
  while (await worker.runOnce()) {
    // next job
  }
}

describe("the platform's and agents' official accounts (admin › SCRM › 公众号)", () => {
  it("authorises the platform's and an agent's account through the sandbox page; the platform's first", async () => {
    const admin = await ctx.loginAdmin();
    const platformAppid = await authorise(admin, ctx.ids.platformAgentId, '平台服务号');
    const agentAppid = await authorise(admin, ctx.ids.agent1Id, '代理商号');
    const list = await get('getList', admin);
    expect(list.body.code).toBe(0);
    expect(list.body.data.map((row: { appid: string }) => row.appid)).toEqual([platformAppid, agentAppid]);
    expect(list.body.data[0]).toMatchObject({
      agent_id: ctx.ids.platformAgentId,
      is_platform: true,
      nick_name: '平台服务号',
      principal_name: '平台服务号 主体',
      service_type: 2,
      verify_type: 0,
      follower_count: 0,
      synced_time: '',
    });
    expect(list.body.data[0].follow_url).toMatch(/\/api\/sandbox\/wechat\/mp\/follow\?appid=wx/);
    expect(list.body.data[1]).toMatchObject({
      agent_id: ctx.ids.agent1Id,
      is_platform: false,
      agent_name: DEMO.agent1.name,
    });
    // filters: the owner, a keyword (name, appid or owner's name)
    expect((await get(`getList?agent_id=${ctx.ids.agent1Id}`, admin)).body.count).toBe(1);
    expect((await get(`getList?keyword=${encodeURIComponent('平台')}`, admin)).body.data[0].appid).toBe(
      platformAppid,
    );
    // authorising the same appid again updates the account, it does not add one
    expect(await audited('authorize')).toBe(2);
    const owners = await get('getOwners', admin);
    expect(owners.body.data[0]).toMatchObject({ id: ctx.ids.platformAgentId, is_platform: true });
  });

  it('syncs followers from the sandbox WeChat: each new follower becomes a lead once, one who left is unsubscribed', async () => {
    const admin = await ctx.loginAdmin();
    const appid = await authorise(admin, ctx.ids.platformAgentId, '关注测试号');
    const account = await accountOf(admin, appid);
    // the sandbox phone opens the account's follow page and follows
    const profile = await page(pathOf(account.follow_url));
    expect(profile.body).toContain('data-state="not-following"');
    expect((await follow(appid, 'sandbox_fan_one', '粉丝一')).body).toContain('data-state="followed"');
    await follow(appid, 'sandbox_fan_two', '粉丝二');
    const leadsBefore = await countRows(ctx.db, 'scrm_leads');

    const queued = await post('sync', admin, { account_id: account.id });
    expect(queued.body.data).toMatchObject({ account_id: account.id, state: 'waiting' });
    // a second click while it waits answers the same sync
    expect((await post('sync', admin, { account_id: account.id })).body.data.log_id).toBe(
      queued.body.data.log_id,
    );
    await runSyncs();
    const status = await get(`syncStatus?log_id=${queued.body.data.log_id}`, admin);
    expect(status.body.data).toMatchObject({
      state: 'done',
      total_num: 2,
      processed_num: 2,
      percentage: 100,
    });
    const followers = await get(`getFollowers?account_id=${account.id}`, admin);
    expect(followers.body.count).toBe(2);
    expect(followers.body.data.map((row: { nickname: string }) => row.nickname).sort()).toEqual([
      '粉丝一',
      '粉丝二',
    ]);
    expect(await countRows(ctx.db, 'scrm_leads')).toBe(leadsBefore + 2);
    const lead = await ctx.db
      .selectFrom('scrm_leads')
      .selectAll()
      .where('source_ref', '=', 'sandbox_fan_one')
      .executeTakeFirstOrThrow();
    expect(lead).toMatchObject({ agent_id: null, source: 'wechat_follower', name: '粉丝一', stage: 'new' });

    // one leaves, a third follows: the next sync marks the one gone and brings only the third as a lead
    await follow(appid, 'sandbox_fan_two', '', 'unfollow');
    await follow(appid, 'sandbox_fan_three', '粉丝三');
    await post('sync', admin, { account_id: account.id });
    await runSyncs();
    expect(await countRows(ctx.db, 'scrm_leads')).toBe(leadsBefore + 3);
    const left = await get(`getFollowers?account_id=${account.id}&subscribed=0`, admin);
    expect(left.body.data.map((row: { openid: string }) => row.openid)).toEqual(['sandbox_fan_two']);
    expect((await get(`getFollowers?account_id=${account.id}&subscribed=1`, admin)).body.count).toBe(2);
    expect(
      (await get(`getFollowers?account_id=${account.id}&keyword=${encodeURIComponent('粉丝三')}`, admin)).body
        .count,
    ).toBe(1);
    const listed = await accountOf(admin, appid);
    expect(listed).toMatchObject({ follower_count: 2 });
    expect((listed as unknown as { synced_time: string }).synced_time).not.toBe('');
    const last = await get(`lastSync?account_id=${account.id}`, admin);
    expect(last.body.data).toMatchObject({ state: 'done', total_num: 2 });
    expect(await audited('sync')).toBeGreaterThanOrEqual(3);
  });

  it("an agent's account's followers are the agent's leads, not the platform's", async () => {
    const admin = await ctx.loginAdmin();
    const appid = await authorise(admin, ctx.ids.agent2Id, '代理商二');
    const account = await accountOf(admin, appid);
    await follow(appid, 'sandbox_agent_fan', '代理粉丝');
    await post('sync', admin, { account_id: account.id });
    await runSyncs();
    const lead = await ctx.db
      .selectFrom('scrm_leads')
      .select(['agent_id', 'source'])
      .where('source_ref', '=', 'sandbox_agent_fan')
      .executeTakeFirstOrThrow();
    expect(lead).toEqual({ agent_id: ctx.ids.agent2Id, source: 'wechat_follower' });
  });

  it('unbinds an account with its followers; the leads stay', async () => {
    const admin = await ctx.loginAdmin();
    const appid = await authorise(admin, ctx.ids.agent1Id, '解绑测试');
    const account = await accountOf(admin, appid);
    await follow(appid, 'sandbox_unbind_fan', '解绑粉丝');
    await post('sync', admin, { account_id: account.id });
    await runSyncs();
    const leads = await countRows(ctx.db, 'scrm_leads');
    const removed = await post('unbind', admin, { id: account.id });
    expect(removed.body.code, removed.body.msg).toBe(0);
    expect((await get(`getList?keyword=${appid}`, admin)).body.count).toBe(0);
    expect((await get(`getFollowers?account_id=${account.id}`, admin)).status).toBe(404);
    expect(await countRows(ctx.db, 'scrm_leads')).toBe(leads);
    const again = await post('unbind', admin, { id: account.id }, 'zh-CN');
    expect([again.status, again.body.msg]).toEqual([404, '公众号不存在']);
  });

  it('refuses no session, another audience, a missing permission, unknown ids and bad input (writing nothing)', async () => {
    const admin = await ctx.loginAdmin();
    const operator = await ctx.loginAdmin(DEMO.operator);
    for (const [method, url] of [
      ['GET', 'getList'],
      ['GET', 'getOwners'],
      ['GET', 'getFollowers?account_id=1'],
      ['GET', 'syncStatus?log_id=1'],
      ['GET', 'lastSync?account_id=1'],
      ['GET', 'authorizeStatus?auth_id=1'],
      ['POST', 'authorize'],
      ['POST', 'unbind'],
      ['POST', 'sync'],
    ] as const) {
      const call = (token?: string) =>
        method === 'GET'
          ? get(url, token)
          : post(url, token, { agent_id: ctx.ids.agent1Id, id: 1, account_id: 1 });
      expect((await call()).status, url).toBe(401);
      for (const token of [await ctx.loginAgent(), await ctx.loginCustomer()])
        expect((await call(token)).status, url).toBe(403);
    }
    expect((await get('getList', operator)).body.code).toBe(0);
    // another admin's authorisation is not this admin's to poll
    const started = await post('authorize', admin, { agent_id: ctx.ids.agent1Id });
    expect((await get(`authorizeStatus?auth_id=${started.body.data.auth_id}`, operator)).status).toBe(404);
    await withdrawPermission(ctx.db, ROLE.platformOperator, Permission.admin.scrmWechatManage);
    expect((await post('authorize', operator, { agent_id: ctx.ids.agent1Id })).status).toBe(403);
    expect((await post('sync', operator, { account_id: 1 })).status).toBe(403);
    expect((await get('getList', operator)).body.code).toBe(0);
    await withdrawPermission(ctx.db, ROLE.platformOperator, Permission.admin.scrmWechat);
    expect((await get('getList', operator)).status).toBe(403);

    const tickets = await countRows(ctx.db, 'wechat_mp_tickets');
    const jobs = await countRows(ctx.db, 'jobs');
    const bad = await post('authorize', admin, { agent_id: 'x' }, 'zh-CN');
    expect(bad.status).toBe(400);
    expect((await post('authorize', admin, { agent_id: 999_999 })).status).toBe(404);
    expect((await post('sync', admin, { account_id: 0 })).status).toBe(400);
    expect((await post('sync', admin, { account_id: 999_999 })).status).toBe(404);
    expect((await post('unbind', admin, { id: -1 })).status).toBe(400);
    expect((await get('getFollowers?account_id=999999', admin)).status).toBe(404);
    expect((await get('getFollowers?account_id=1&subscribed=2', admin)).status).toBe(400);
    expect((await get('syncStatus?log_id=999999', admin)).status).toBe(404);
    expect((await get('authorizeStatus?auth_id=999999', admin)).status).toBe(404);
    // a disabled agent is no owner to choose, nor to authorise for
    await ctx.db
      .updateTable('agents')
      .set({ disabled_at: new Date() })
      .where('id', '=', ctx.ids.agent2Id)
      .execute();
    expect((await post('authorize', admin, { agent_id: ctx.ids.agent2Id })).status).toBe(404);
    const owners = await get('getOwners', admin);
    expect(owners.body.data.map((row: { id: number }) => row.id)).not.toContain(ctx.ids.agent2Id);
    await ctx.db
      .updateTable('agents')
      .set({ disabled_at: null })
      .where('id', '=', ctx.ids.agent2Id)
      .execute();
    expect(await countRows(ctx.db, 'wechat_mp_tickets')).toBe(tickets);
    expect(await countRows(ctx.db, 'jobs')).toBe(jobs);
  });

  it('the sandbox pages refuse unknown tickets and accounts, and bad forms', async () => {
    expect((await page('/api/sandbox/wechat/mp/authorize?ticket=nope')).body).toContain(
      'data-state="unknown"',
    );
    expect((await page('/api/sandbox/wechat/mp/follow?appid=wx0000000000000bad')).body).toContain(
      'data-state="no-account"',
    );
    expect(
      (await submit('/api/sandbox/wechat/mp/follow', { appid: 'nope', openid: 'x', action: 'follow' }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await submit('/api/sandbox/wechat/mp/follow', {
          appid: 'wx0000000000000bad',
          openid: 'sandbox_x1',
          action: 'follow',
        })
      ).body,
    ).toContain('data-state="no-account"');
    expect(await countRows(ctx.db, 'sandbox_wechat_mp_followers')).toBeGreaterThan(0);
  });
});
