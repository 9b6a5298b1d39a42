import { Permission } from '@onsite/contracts';
import { describe, expect, it } from 'vitest';
import { ROLE } from '#server/seed/builders.ts';
import { DEMO } from '#server/seed/demo.ts';
import { countRows, useTestContext, withdrawPermission } from '#server/test/harness.ts';

const ctx = useTestContext();
const AGENT1_HOST = 'agent1.localhost';
const AGENT2_HOST = 'agent2.localhost';

type Plugin = {
  id: number;
  mark: string;
  name: string;
  status: number;
  agents: number;
  tools: { id: number }[];
};
type AgentPlugin = { id: number; mark: string; enabled: boolean; enabled_by: string; enabled_at: string };

const get = (url: string, token?: string, host?: string) =>
  ctx.call({ method: 'GET', url, token, headers: host ? { host } : {} });
const post = (url: string, token: string | undefined, payload: Record<string, unknown>) =>
  ctx.call({ method: 'POST', url, token, payload });

const newPlugin = (change: Record<string, unknown> = {}) => ({
  mark: 'red_packet',
  name: '红包雨',
  description: '大屏红包雨，手机点抢，金额随机。',
  icon: 'https://cdn.example.com/plugins/red-packet.png',
  tool_ids: [1, 8],
  price: 29900,
  sort: 60,
  status: 1,
  ...change,
});

async function catalogue(token: string, query = ''): Promise<Plugin[]> {
  const answer = await get(`/api/admin/addons_list/getList${query}`, token);
  expect(answer.body.code, answer.body.msg).toBe(0);
  return answer.body.data;
}

const pluginId = async (mark: string) =>
  (await ctx.db.selectFrom('plugins').select('id').where('mark', '=', mark).executeTakeFirstOrThrow()).id;

/** The demo owner (a member of both teams) acting in `team`. */
async function ownerIn(team: number) {
  const token = await ctx.loginAgent(DEMO.agentUser);
  const switched = await post('/api/agent/BasicInfo/changeTeam', token, { opid: team });
  expect(switched.body.code).toBe(0);
  return token;
}

/** What the agent's console lists as its plugins (marks). */
async function ownMarks(token: string, query = ''): Promise<string[]> {
  const answer = await get(`/api/agent/addons/getList${query}`, token);
  expect(answer.body.code, answer.body.msg).toBe(0);
  return answer.body.data.map((row: { mark: string }) => row.mark);
}

/** What a site's tool page lists as plugins (marks), by the host. */
async function siteMarks(host: string, toolId = 1): Promise<string[]> {
  const answer = await get(`/api/customer/Product/getSceneIntroduce?id=${toolId}`, undefined, host);
  expect(answer.body.code).toBe(0);
  return answer.body.data.plugins.map((plugin: { mark: string }) => plugin.mark);
}

const audited = async (route: string) =>
  (await ctx.db.selectFrom('audit_logs').select('summary').where('route', '=', route).execute()).length;

/** The demo platform operator, whose role no longer grants `permission`. */
async function operatorWithout(permission: string) {
  await withdrawPermission(ctx.db, ROLE.platformOperator, permission);
  return ctx.loginAdmin(DEMO.operator);
}

describe('plugin catalogue (admin /addons_list)', () => {
  it('lists the seeded plugins in order with their tools and agents, filtered by status, tool and keyword', async () => {
    const admin = await ctx.loginAdmin();
    const all = await catalogue(admin);
    expect(all.map((plugin) => plugin.mark)).toEqual([
      'lottery',
      'signin_wall',
      'bullet_comments',
      'voting',
      'shake',
    ]);
    expect(all.find((plugin) => plugin.mark === 'lottery')).toMatchObject({
      name: '抽奖',
      agents: 1,
      status: 1,
    });
    expect(all.find((plugin) => plugin.mark === 'lottery')?.tools.map((tool) => tool.id)).toEqual(
      expect.arrayContaining([1, 2, 8]),
    );
    expect((await catalogue(admin, '?status=0')).map((plugin) => plugin.mark)).toEqual(['shake']);
    expect((await catalogue(admin, '?tool_id=11')).map((plugin) => plugin.mark)).toEqual(['voting']);
    expect((await catalogue(admin, '?keyword=弹幕')).map((plugin) => plugin.mark)).toEqual([
      'bullet_comments',
    ]);
    const paged = await get('/api/admin/addons_list/getList?limit=2&page=2', admin);
    expect([paged.body.count, paged.body.data.length]).toEqual([5, 2]);
  });

  it('creates, edits, takes off sale and puts on sale a plugin, each change audited', async () => {
    const admin = await ctx.loginAdmin();
    const created = await post('/api/admin/addons_list/create', admin, newPlugin());
    expect(created.body, created.body.msg).toMatchObject({ code: 0, msg: 'plugin created' });
    expect(created.body.data).toMatchObject({ mark: 'red_packet', price: 29900, status: 1, agents: 0 });
    expect(created.body.data.tools.map((tool: { mark: string }) => tool.mark).sort()).toEqual([
      'meeting',
      'screen',
    ]);
    const id = created.body.data.id as number;
    const edited = await post('/api/admin/addons_list/update', admin, {
      ...newPlugin({ name: '红包雨 Pro', tool_ids: [6], icon: '' }),
      id,
      mark: undefined,
    });
    expect(edited.body).toMatchObject({ code: 0, msg: 'plugin saved' });
    expect(edited.body.data).toMatchObject({ id, mark: 'red_packet', name: '红包雨 Pro', icon: '' });
    expect(edited.body.data.tools.map((tool: { id: number }) => tool.id)).toEqual([6]);
    const off = await post('/api/admin/addons_list/setStatus', admin, { id, status: 0 });
    expect([off.body.msg, off.body.data.status]).toEqual(['plugin taken off sale', 0]);
    const on = await post('/api/admin/addons_list/setStatus', admin, { id, status: 1 });
    expect([on.body.msg, on.body.data.status]).toEqual(['plugin put on sale', 1]);
    expect(await audited('/api/admin/addons_list/create')).toBeGreaterThan(0);
    expect(await audited('/api/admin/addons_list/update')).toBeGreaterThan(0);
    expect(await audited('/api/admin/addons_list/setStatus')).toBeGreaterThan(1);
  });

  it('takes an icon uploaded by the platform and refuses one of a tenant', async () => {
    const admin = await ctx.loginAdmin();
    await ctx.db
      .insertInto('files')
      .values([
        {
          agent_id: null,
          customer_id: null,
          uploader_audience: 'admin',
          uploader_id: ctx.ids.adminId,
          kind: 'image',
          storage_key: 'platform/icon-ok.png',
          name: 'icon-ok.png',
          mime: 'image/png',
          size: 68,
        },
        {
          agent_id: ctx.ids.agent1Id,
          customer_id: null,
          uploader_audience: 'agent',
          uploader_id: ctx.ids.agentUserId,
          kind: 'image',
          storage_key: 'agent/icon-theirs.png',
          name: 'icon-theirs.png',
          mime: 'image/png',
          size: 68,
        },
      ])
      .execute();
    const ok = await post(
      '/api/admin/addons_list/create',
      admin,
      newPlugin({ mark: 'icon_ok', icon: 'platform/icon-ok.png' }),
    );
    expect(ok.body, ok.body.msg).toMatchObject({ code: 0, data: { icon: 'platform/icon-ok.png' } });
    const theirs = await post(
      '/api/admin/addons_list/create',
      admin,
      newPlugin({ mark: 'icon_theirs', icon: 'agent/icon-theirs.png' }),
    );
    expect([theirs.status, theirs.body.msg]).toEqual([
      400,
      'the icon must be an uploaded image or an http(s) link',
    ]);
  });

  it('refuses without a session, from the agent console, without the grant, and bad input, writing nothing', async () => {
    const admin = await ctx.loginAdmin();
    const agent = await ctx.loginAgent();
    const before = [await countRows(ctx.db, 'plugins'), await countRows(ctx.db, 'plugin_tools')];
    expect((await get('/api/admin/addons_list/getList')).status).toBe(401);
    expect((await post('/api/admin/addons_list/create', undefined, newPlugin())).status).toBe(401);
    expect((await get('/api/admin/addons_list/getList', agent)).status).toBe(403);
    expect((await post('/api/admin/addons_list/create', agent, newPlugin())).status).toBe(403);
    const viewer = await operatorWithout(Permission.admin.pluginListManage);
    expect((await get('/api/admin/addons_list/getList', viewer)).body.code).toBe(0);
    expect((await post('/api/admin/addons_list/create', viewer, newPlugin({ mark: 'nope' }))).status).toBe(
      403,
    );
    const lottery = await pluginId('lottery');
    expect((await post('/api/admin/addons_list/setStatus', viewer, { id: lottery, status: 0 })).status).toBe(
      403,
    );
    const missing = await post('/api/admin/addons_list/update', admin, { ...newPlugin(), id: 999_999 });
    expect([missing.status, missing.body.msg]).toEqual([404, 'plugin not found']);
    expect((await post('/api/admin/addons_list/setStatus', admin, { id: 999_999, status: 1 })).status).toBe(
      404,
    );
    const bad: [Record<string, unknown>, string][] = [
      [{ mark: 'lottery' }, 'this mark is taken'],
      [
        { mark: 'Bad Mark' },
        'the mark must be 2-32 lowercase letters, digits, _ or -, starting with a letter',
      ],
      [{ mark: undefined }, 'the mark is required'],
      [{ name: ' ' }, 'the plugin name is required'],
      [{ name: 'x'.repeat(41) }, 'the plugin name is at most 40 characters'],
      [{ tool_ids: [] }, 'choose the tools the plugin works with'],
      [{ tool_ids: [3] }, 'choose the tools the plugin works with'],
      [{ tool_ids: [999] }, 'choose the tools the plugin works with'],
      [{ icon: 'ftp://example.com/a.png' }, 'the icon must be an uploaded image or an http(s) link'],
      [{ icon: 'nobody/uploaded.png' }, 'the icon must be an uploaded image or an http(s) link'],
      [{ price: -1 }, 'the price must be a whole number of cents, 0 or more'],
      [{ price: 9.5 }, 'the price must be a whole number of cents, 0 or more'],
      [{ status: 2 }, 'status must be 0 (off sale) or 1 (on sale)'],
    ];
    for (const [change, message] of bad) {
      const refused = await post(
        '/api/admin/addons_list/create',
        admin,
        newPlugin({ mark: 'fresh', ...change }),
      );
      expect(refused.status, JSON.stringify(change)).toBe(400);
      expect(refused.body.msg, JSON.stringify(change)).toContain(message);
    }
    const badUpdate = await post('/api/admin/addons_list/update', admin, {
      ...newPlugin({ tool_ids: [999] }),
      id: lottery,
    });
    expect(badUpdate.status).toBe(400);
    expect(await countRows(ctx.db, 'plugins')).toBe(before[0]);
    expect(await countRows(ctx.db, 'plugin_tools')).toBe(before[1]);
    expect((await catalogue(admin, '?keyword=lottery'))[0]?.tools.length).toBe(3);
  });

  it('answers in the caller’s language', async () => {
    const admin = await ctx.loginAdmin();
    const refused = await ctx.call({
      method: 'POST',
      url: '/api/admin/addons_list/create',
      token: admin,
      headers: { 'accept-language': 'zh_CN' },
      payload: newPlugin({ tool_ids: [] }),
    });
    expect(refused.body.msg).toContain('请选择插件适用的工具');
  });
});

describe('plugins per agent (the partner tab, /addons, the agent console, the site)', () => {
  it('enables a plugin for one agent only: its console and its site show it, the other agent’s never', async () => {
    const admin = await ctx.loginAdmin();
    const voting = await pluginId('voting');
    const tab = await get(`/api/admin/partner/addons/getList?agent_id=${ctx.ids.agent1Id}`, admin);
    expect(tab.body.code).toBe(0);
    const rows = tab.body.data as AgentPlugin[];
    // every plugin of the catalogue, enabled for the agent or not
    expect(rows).toHaveLength(await countRows(ctx.db, 'plugins'));
    expect(rows.filter((row) => row.enabled).map((row) => row.mark)).toEqual([
      'lottery',
      'signin_wall',
      'bullet_comments',
    ]);
    const team1 = await ownerIn(ctx.ids.agent1Id);
    const team2 = await ownerIn(ctx.ids.agent2Id);
    expect(await ownMarks(team1)).not.toContain('voting');
    expect(await siteMarks(AGENT1_HOST)).not.toContain('voting');
    expect(await siteMarks(AGENT2_HOST)).toEqual(['voting']);

    const enabled = await post('/api/admin/partner/addons/setEnabled', admin, {
      agent_id: ctx.ids.agent1Id,
      plugin_id: voting,
      enabled: true,
    });
    expect(enabled.body, enabled.body.msg).toMatchObject({
      code: 0,
      msg: 'plugin enabled for the agent',
      data: { mark: 'voting', enabled: true, enabled_by: '平台管理员' },
    });
    // enabling twice keeps the first enablement
    const again = await post('/api/admin/partner/addons/setEnabled', admin, {
      agent_id: ctx.ids.agent1Id,
      plugin_id: voting,
      enabled: true,
    });
    expect(again.body.data.enabled_at).toBe(enabled.body.data.enabled_at);
    expect(await ownMarks(team1)).toContain('voting');
    expect(await ownMarks(team1, '?tool_id=11')).toEqual(['voting']);
    expect(await siteMarks(AGENT1_HOST)).toContain('voting');
    expect(await siteMarks(AGENT1_HOST, 11)).toEqual(['voting']);
    // agent 2's console and site are unchanged
    expect(await ownMarks(team2)).toEqual(['voting']);
    expect(await siteMarks(AGENT2_HOST)).toEqual(['voting']);
    expect(await siteMarks(AGENT2_HOST, 2)).toEqual([]);

    const disabled = await post('/api/admin/partner/addons/setEnabled', admin, {
      agent_id: ctx.ids.agent1Id,
      plugin_id: voting,
      enabled: false,
    });
    expect(disabled.body).toMatchObject({ msg: 'plugin disabled for the agent', data: { enabled: false } });
    expect(await ownMarks(team1)).not.toContain('voting');
    expect(await siteMarks(AGENT2_HOST)).toEqual(['voting']);
    expect(await audited('/api/admin/partner/addons/setEnabled')).toBe(3);
  });

  it('keeps an off-sale plugin in the agent console, marked, but off its site; a new enablement of it is refused', async () => {
    const admin = await ctx.loginAdmin();
    const lottery = await pluginId('lottery');
    const shake = await pluginId('shake');
    await post('/api/admin/addons_list/setStatus', admin, { id: lottery, status: 0 });
    const team1 = await ownerIn(ctx.ids.agent1Id);
    const own = await get('/api/agent/addons/getList', team1);
    expect(own.body.data.find((row: { mark: string }) => row.mark === 'lottery')).toMatchObject({
      status: 0,
    });
    expect(await siteMarks(AGENT1_HOST)).not.toContain('lottery');
    const before = await countRows(ctx.db, 'agent_plugins');
    const refused = await post('/api/admin/partner/addons/setEnabled', admin, {
      agent_id: ctx.ids.agent2Id,
      plugin_id: shake,
      enabled: true,
    });
    expect([refused.status, refused.body.msg]).toEqual([
      400,
      'this plugin is off sale: put it on sale first',
    ]);
    expect(await countRows(ctx.db, 'agent_plugins')).toBe(before);
    await post('/api/admin/addons_list/setStatus', admin, { id: lottery, status: 1 });
    expect(await siteMarks(AGENT1_HOST)).toContain('lottery');
  });

  it('gives the plugin service its overview and enablements, filtered, and disables one', async () => {
    const admin = await ctx.loginAdmin();
    const overview = await get('/api/admin/addons/getOverview', admin);
    expect(overview.body.code).toBe(0);
    const counts = Object.fromEntries(
      overview.body.data.map((row: { mark: string; agents: number }) => [row.mark, row.agents]),
    );
    const enabledRows = await countRows(ctx.db, 'agent_plugins');
    expect(Object.values(counts).reduce((sum, n) => (sum as number) + (n as number), 0)).toBe(enabledRows);
    const signin = await pluginId('signin_wall');
    const byPlugin = await get(`/api/admin/addons/getList?plugin_id=${signin}`, admin);
    expect(byPlugin.body.data.every((row: { plugin_id: number }) => row.plugin_id === signin)).toBe(true);
    const byAgent = await get(`/api/admin/addons/getList?agent_id=${ctx.ids.agent2Id}`, admin);
    expect(byAgent.body.data.map((row: { plugin_mark: string }) => row.plugin_mark)).toEqual(['voting']);
    expect(byAgent.body.data[0]).toMatchObject({ agent_name: DEMO.agent2.name, enabled_by: '平台管理员' });
    const all = await get('/api/admin/addons/getList?limit=1', admin);
    expect([all.body.count, all.body.data.length]).toEqual([enabledRows, 1]);

    const agents = await get('/api/admin/addons/getAgents?keyword=云端', admin);
    expect(agents.body.data).toEqual([{ id: ctx.ids.agent2Id, name: DEMO.agent2.name }]);

    const [target] = byAgent.body.data;
    const done = await post('/api/admin/addons/disable', admin, { id: target.id });
    expect(done.body).toMatchObject({ code: 0, msg: 'plugin disabled for the agent' });
    expect(await siteMarks(AGENT2_HOST)).toEqual([]);
    const gone = await post('/api/admin/addons/disable', admin, { id: target.id });
    expect([gone.status, gone.body.msg]).toEqual([404, 'plugin not enabled']);
    expect(await audited('/api/admin/addons/disable')).toBe(2);
  });

  it('refuses without a session, from the wrong console, without the grant, unknown agents and plugins, bad input', async () => {
    const admin = await ctx.loginAdmin();
    const agent = await ctx.loginAgent();
    const customer = await ctx.loginCustomer(DEMO.agent1Customers.phone);
    const signin = await pluginId('signin_wall');
    const set = { agent_id: ctx.ids.agent2Id, plugin_id: signin, enabled: true };
    const before = await countRows(ctx.db, 'agent_plugins');
    for (const url of [
      '/api/admin/addons/getOverview',
      '/api/admin/addons/getList',
      '/api/admin/addons/getAgents',
      `/api/admin/partner/addons/getList?agent_id=${ctx.ids.agent1Id}`,
    ]) {
      expect((await get(url)).status, url).toBe(401);
      expect((await get(url, agent)).status, url).toBe(403);
    }
    expect((await get('/api/agent/addons/getList')).status).toBe(401);
    expect((await get('/api/agent/addons/getList', admin)).status).toBe(403);
    expect((await get('/api/agent/addons/getList', customer)).status).toBe(403);
    expect((await post('/api/admin/partner/addons/setEnabled', undefined, set)).status).toBe(401);
    expect((await post('/api/admin/partner/addons/setEnabled', agent, set)).status).toBe(403);
    expect((await post('/api/admin/addons/disable', agent, { id: 1 })).status).toBe(403);
    const viewer = await operatorWithout(Permission.admin.pluginServiceManage);
    expect((await get('/api/admin/addons/getList', viewer)).body.code).toBe(0);
    expect((await post('/api/admin/partner/addons/setEnabled', viewer, set)).status).toBe(403);
    expect((await post('/api/admin/addons/disable', viewer, { id: 1 })).status).toBe(403);
    const noAgent = await post('/api/admin/partner/addons/setEnabled', admin, { ...set, agent_id: 999_999 });
    expect([noAgent.status, noAgent.body.msg]).toEqual([404, 'agent not found']);
    expect((await get('/api/admin/partner/addons/getList?agent_id=999999', admin)).status).toBe(404);
    const noPlugin = await post('/api/admin/partner/addons/setEnabled', admin, {
      ...set,
      plugin_id: 999_999,
    });
    expect([noPlugin.status, noPlugin.body.msg]).toEqual([404, 'plugin not found']);
    for (const change of [{ enabled: 'yes' }, { plugin_id: 0 }, { agent_id: 'x' }]) {
      const refused = await post('/api/admin/partner/addons/setEnabled', admin, { ...set, ...change });
      expect(refused.status, JSON.stringify(change)).toBe(400);
    }
    expect((await get('/api/admin/addons/getList?plugin_id=abc', admin)).status).toBe(400);
    expect((await get('/api/agent/addons/getList?tool_id=-1', agent)).status).toBe(400);
    expect(await countRows(ctx.db, 'agent_plugins')).toBe(before);
  });

  it("lets agent staff read the team's plugins, and not without the grant", async () => {
    const staff = await ctx.loginAgent(DEMO.agentStaff);
    expect((await ownMarks(staff)).length).toBeGreaterThan(0);
    await withdrawPermission(ctx.db, ROLE.agentStaff, Permission.agent.plugin);
    expect((await get('/api/agent/addons/getList', staff)).status).toBe(403);
  });
});
