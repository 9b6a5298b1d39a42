import { Permission } from '@onsite/contracts';
import { describe, expect, it } from 'vitest';
import { seedActivity } from '#server/seed/activities.ts';
import { ROLE, seedAdmin } from '#server/seed/builders.ts';
import { DEMO } from '#server/seed/demo.ts';
import { countRows, TEST_PASSWORD, useTestContext, withdrawPermission } from '#server/test/harness.ts';

const ctx = useTestContext();

type Row = { id: number; name: string; tier: string; enabled: boolean; locked?: boolean };

const get = (url: string, token?: string) => ctx.call({ method: 'GET', url, token });
const post = (url: string, token: string | undefined, payload: object) =>
  ctx.call({ method: 'POST', url, token, payload: payload as Record<string, unknown> });

const template = (overrides: object = {}) => ({
  name: '测试模板',
  tool_id: 1,
  cover: 'https://example.com/cover.png',
  primary_color: '#FF5500',
  background_color: '#101010',
  background_image: '',
  tier: 'free',
  sort: 3,
  ...overrides,
});

const create = async (token: string, overrides: object = {}) => {
  const answer = await post('/api/admin/skin/create', token, template(overrides));
  expect(answer.body.code, answer.body.msg).toBe(0);
  return answer.body.data as Row;
};

const names = (rows: Row[]) => rows.map((row) => row.name);

async function adminWithoutRole() {
  const username = `skin_roleless_${Date.now()}`;
  const id = await seedAdmin(ctx.db, { username, password: TEST_PASSWORD, isAdmin: false });
  await ctx.db.deleteFrom('admin_roles').where('admin_id', '=', id).execute();
  return ctx.loginAdmin(username);
}

/** An activity of the demo customer 13800000001 (agent 1), not started. */
const activityOf = (toolId: number) =>
  seedActivity(ctx.db, {
    agentId: ctx.ids.agent1Id,
    customerId: ctx.ids.customers.agent1Phone,
    title: `Template activity ${toolId}`,
    toolId,
    beginIn: 24,
    endIn: 28,
  });

const auditRows = (route: string) =>
  ctx.db.selectFrom('audit_logs').select(['route', 'status_code']).where('route', '=', route).execute();

describe('admin › skin (template list)', () => {
  it('creates, lists with filters, edits and turns off a template, each change audited', async () => {
    const admin = await ctx.loginAdmin();
    const created = await create(admin);
    expect(created).toMatchObject({
      name: '测试模板',
      tool_id: 1,
      tool_title: expect.any(String),
      primary_color: '#ff5500',
      tier: 'free',
      enabled: true,
      sort: 3,
    });

    const listed = await get('/api/admin/skin/getList?keyword=测试&tool_id=1&tier=free&enabled=1', admin);
    expect(listed.body.count).toBe(1);
    expect(names(listed.body.data)).toEqual(['测试模板']);
    expect((await get('/api/admin/skin/getList?tier=vip&keyword=测试', admin)).body.count).toBe(0);
    const all = await get('/api/admin/skin/getList?limit=100', admin);
    expect(all.body.count).toBeGreaterThanOrEqual(9);

    const edited = await post('/api/admin/skin/update', admin, {
      ...template({ name: '测试模板 · 改', tier: 'vip', tool_id: 8 }),
      id: created.id,
    });
    expect(edited.body).toMatchObject({ code: 0, msg: 'template saved' });
    expect(edited.body.data).toMatchObject({ name: '测试模板 · 改', tier: 'vip', tool_id: 8 });

    const off = await post('/api/admin/skin/setStatus', admin, { id: created.id, enabled: false });
    expect(off.body).toMatchObject({ code: 0, msg: 'template turned off', data: { enabled: false } });
    expect((await get('/api/admin/skin/getList?enabled=0&keyword=测试', admin)).body.count).toBe(1);

    for (const route of ['/api/admin/skin/create', '/api/admin/skin/update', '/api/admin/skin/setStatus'])
      expect(await auditRows(route), route).toContainEqual({ route, status_code: 200 });
  });

  it("takes a cover the platform uploaded, and refuses another tenant's file", async () => {
    const admin = await ctx.loginAdmin();
    const insertFile = async (agentId: number | null, key: string) =>
      ctx.db
        .insertInto('files')
        .values({
          agent_id: agentId,
          customer_id: null,
          uploader_audience: agentId === null ? 'admin' : 'agent',
          uploader_id: 1,
          activity_id: null,
          kind: 'image',
          name: 'cover.png',
          storage_key: key,
          size: 100,
          mime: 'image/png',
        })
        .execute();
    await insertFile(null, 'admin/2026/01/01/skin-cover.png');
    await insertFile(ctx.ids.agent2Id, `agent/${ctx.ids.agent2Id}/2026/01/01/skin-cover.png`);
    const own = await create(admin, { name: '自有封面', cover: 'admin/2026/01/01/skin-cover.png' });
    expect(own).toMatchObject({ cover: 'admin/2026/01/01/skin-cover.png' });
    const before = await countRows(ctx.db, 'templates');
    const refused = await post(
      '/api/admin/skin/create',
      admin,
      template({ cover: `agent/${ctx.ids.agent2Id}/2026/01/01/skin-cover.png` }),
    );
    expect([refused.status, refused.body.msg]).toEqual([
      400,
      'the cover must be an uploaded image or an http(s) link',
    ]);
    expect(await countRows(ctx.db, 'templates')).toBe(before);
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const admin = await ctx.loginAdmin();
    const before = await countRows(ctx.db, 'templates');
    const bad: [object, string][] = [
      [{ name: ' ' }, 'the template name is required'],
      [{ name: 'x'.repeat(41) }, 'the template name is at most 40 characters'],
      [{ primary_color: 'red' }, 'the primary colour must be written #rrggbb'],
      [{ background_color: '#12345' }, 'the background colour must be written #rrggbb'],
      [{ tier: 'gold' }, 'choose free or VIP only'],
      [{ tool_id: 7 }, 'choose the tool of the template'],
      [{ tool_id: 999 }, 'choose the tool of the template'],
      [{ cover: 'not-my/file.png' }, 'the cover must be an uploaded image or an http(s) link'],
      [{ background_image: 'a b' }, 'the background image must be an uploaded image or an http(s) link'],
      [{ sort: -1 }, 'sort must be a whole number, 0 or more'],
    ];
    for (const [change, message] of bad) {
      const refused = await post('/api/admin/skin/create', admin, template(change));
      expect(refused.status, JSON.stringify(change)).toBe(400);
      expect(refused.body.msg, JSON.stringify(change)).toContain(message);
    }
    const zh = await ctx.call({
      method: 'POST',
      url: '/api/admin/skin/create',
      token: admin,
      payload: template({ name: '' }),
      headers: { 'accept-language': 'zh_CN' },
    });
    expect(zh.body.msg).toContain('请输入模板名称');
    expect(await countRows(ctx.db, 'templates')).toBe(before);
    const missing = await post('/api/admin/skin/update', admin, { ...template(), id: 999_999 });
    expect([missing.status, missing.body.msg]).toEqual([404, 'template not found']);
    const missingStatus = await post('/api/admin/skin/setStatus', admin, { id: 999_999, enabled: true });
    expect(missingStatus.status).toBe(404);
  });

  it('refuses without a session, from another console and without the grant', async () => {
    const agent = await ctx.loginAgent();
    const customer = await ctx.loginCustomer();
    const roleless = await adminWithoutRole();
    const before = await countRows(ctx.db, 'templates');
    expect((await get('/api/admin/skin/getList')).status).toBe(401);
    expect((await post('/api/admin/skin/create', undefined, template())).status).toBe(401);
    expect((await get('/api/admin/skin/getList', agent)).status).toBe(403);
    expect((await post('/api/admin/skin/create', agent, template())).status).toBe(403);
    expect((await post('/api/admin/skin/create', customer, template())).status).toBe(403);
    expect((await get('/api/admin/skin/getList', roleless)).status).toBe(403);
    expect((await post('/api/admin/skin/create', roleless, template())).status).toBe(403);
    expect((await post('/api/admin/skin/setStatus', roleless, { id: 1, enabled: false })).status).toBe(403);
    // the operator manages templates like the super admin
    expect((await get('/api/admin/skin/getList', await ctx.loginAdmin(DEMO.operator))).status).toBe(200);
    expect(await countRows(ctx.db, 'templates')).toBe(before);
  });
});

describe("admin › partner, an agent's templates", () => {
  it("chooses an agent's templates; its console and its customers follow, the other agent's do not", async () => {
    const admin = await ctx.loginAdmin();
    const fresh = await create(admin, { name: '渠道专属模板', cover: '' });
    const agentId = ctx.ids.agent1Id;
    const before = await get(`/api/admin/partner/skin/get?agent_id=${agentId}`, admin);
    expect(before.body.data).toMatchObject({ agent_id: agentId, mode: 'chosen' });
    expect(before.body.data.template_ids).not.toContain(fresh.id);

    // agent 1 chose: a new template is not offered until it is ticked
    const agentToken = await ctx.loginAgent();
    const offered = async () => names((await get('/api/agent/skin/getList?limit=100', agentToken)).body.data);
    expect(await offered()).not.toContain('渠道专属模板');

    const saved = await post('/api/admin/partner/skin/save', admin, {
      agent_id: agentId,
      mode: 'chosen',
      template_ids: [...before.body.data.template_ids, fresh.id],
    });
    expect(saved.body).toMatchObject({ code: 0, msg: "the agent's templates were saved" });
    expect(saved.body.data.template_ids).toContain(fresh.id);
    expect(await auditRows('/api/admin/partner/skin/save')).toContainEqual({
      route: '/api/admin/partner/skin/save',
      status_code: 200,
    });
    expect(await offered()).toContain('渠道专属模板');

    // the customer's appearance tab offers it for a screen activity
    const customer = await ctx.loginCustomer(DEMO.agent1Customers.phone);
    const screen = await activityOf(1);
    const choices = (await get(`/api/ym/ActiveSetting/getTemplates?id=${screen}`, customer)).body
      .data as Row[];
    expect(names(choices)).toContain('渠道专属模板');
    // the seed's black-and-white one is not agent 1's, the meeting ones are not for a screen activity
    expect(names(choices)).not.toContain('极简黑白');
    expect(names(choices)).not.toContain('商务会议蓝');
    // VIP-only ones are shown locked to a customer without a membership
    expect(choices.find((row) => row.name === '国潮喜庆')).toMatchObject({ tier: 'vip', locked: true });
    expect(choices.find((row) => row.name === '渠道专属模板')).toMatchObject({ locked: false });

    // turned off: nobody is offered it
    await post('/api/admin/skin/setStatus', admin, { id: fresh.id, enabled: false });
    expect(await offered()).not.toContain('渠道专属模板');

    // agent 2 offers every template that is on (no choice made)
    const agent2 = await get(`/api/admin/partner/skin/get?agent_id=${ctx.ids.agent2Id}`, admin);
    expect(agent2.body.data).toMatchObject({ mode: 'all', template_ids: [] });
  });

  it('refuses an unknown agent, unknown templates, an empty choice, the wrong console and missing grants', async () => {
    const admin = await ctx.loginAdmin();
    const agentId = ctx.ids.agent2Id;
    const scopes = await countRows(ctx.db, 'agent_template_scopes');
    const chosen = await countRows(ctx.db, 'agent_templates');
    expect((await get('/api/admin/partner/skin/get?agent_id=999999', admin)).status).toBe(404);
    const refusals: [object, number, string][] = [
      [{ agent_id: 999_999, mode: 'all' }, 404, 'agent not found'],
      [{ agent_id: agentId, mode: 'chosen', template_ids: [999_999] }, 400, 'choose templates of the list'],
      [{ agent_id: agentId, mode: 'chosen', template_ids: [] }, 400, 'choose at least one template'],
      [{ agent_id: agentId, mode: 'some' }, 400, 'choose all templates or the chosen ones'],
      [{ agent_id: agentId, mode: 'chosen', template_ids: [0] }, 400, 'choose templates of the list'],
    ];
    for (const [payload, status, message] of refusals) {
      const refused = await post('/api/admin/partner/skin/save', admin, payload);
      expect([refused.status, refused.body.msg], JSON.stringify(payload)).toEqual([
        status,
        expect.stringContaining(message),
      ]);
    }
    const agent = await ctx.loginAgent();
    expect((await get(`/api/admin/partner/skin/get?agent_id=${agentId}`)).status).toBe(401);
    expect((await get(`/api/admin/partner/skin/get?agent_id=${agentId}`, agent)).status).toBe(403);
    expect(
      (await post('/api/admin/partner/skin/save', agent, { agent_id: agentId, mode: 'all' })).status,
    ).toBe(403);
    const roleless = await adminWithoutRole();
    expect(
      (await post('/api/admin/partner/skin/save', roleless, { agent_id: agentId, mode: 'all' })).status,
    ).toBe(403);
    expect(await countRows(ctx.db, 'agent_template_scopes')).toBe(scopes);
    expect(await countRows(ctx.db, 'agent_templates')).toBe(chosen);
  });
});

describe("the agent console's templates", () => {
  it('lists only what the team offers, and refuses without a session, from another console or without the grant', async () => {
    const staff = await ctx.loginAgent(DEMO.agentStaff);
    const listed = await get('/api/agent/skin/getList?tool_id=1', staff);
    expect(listed.status).toBe(200);
    expect(names(listed.body.data)).toEqual(expect.arrayContaining(['红金年会', '星空科技', '国潮喜庆']));
    expect(names(listed.body.data)).not.toContain('极简黑白');
    expect((await get('/api/agent/skin/getList')).status).toBe(401);
    expect((await get('/api/agent/skin/getList', await ctx.loginAdmin())).status).toBe(403);
    expect((await get('/api/agent/skin/getList', await ctx.loginCustomer())).status).toBe(403);
    await withdrawPermission(ctx.db, ROLE.agentStaff, Permission.agent.skin);
    expect((await get('/api/agent/skin/getList', await ctx.loginAgent(DEMO.agentStaff))).status).toBe(403);
  });
});

describe("the customer's appearance tab, its template", () => {
  it('saves an offered template, shows its name, and refuses one not offered or VIP-only, writing nothing', async () => {
    const customer = await ctx.loginCustomer(DEMO.agent1Customers.phone);
    const id = await activityOf(1);
    const choices = (await get(`/api/ym/ActiveSetting/getTemplates?id=${id}`, customer)).body.data as Row[];
    const free = choices.find((row) => row.name === '星空科技');
    const vip = choices.find((row) => row.name === '国潮喜庆');
    if (!free || !vip) throw new Error('the seeded templates are missing');

    const edit = (templateId: number | null) =>
      post('/api/ym/ActiveSetting/editAppearance', customer, { id, template_id: templateId });
    const appearance = async () =>
      (await get(`/api/ym/ActiveSetting/getAppearance?id=${id}`, customer)).body.data;

    const [blackWhite] = await ctx.db
      .selectFrom('templates')
      .select('id')
      .where('name', '=', '极简黑白')
      .execute();
    const [meeting] = await ctx.db
      .selectFrom('templates')
      .select('id')
      .where('name', '=', '商务会议蓝')
      .execute();
    const refusals: [number, string][] = [
      [blackWhite.id, 'this template is not available for this activity'],
      [meeting.id, 'this template is not available for this activity'],
      [999_999, 'this template is not available for this activity'],
      [vip.id, 'this template is for VIP members only'],
    ];
    for (const [templateId, message] of refusals) {
      const refused = await edit(templateId);
      expect([refused.status, refused.body.msg], String(templateId)).toEqual([400, message]);
    }
    expect(
      await ctx.db
        .selectFrom('activity_appearances')
        .selectAll()
        .where('activity_id', '=', id)
        .executeTakeFirst(),
    ).toBeUndefined();

    const saved = await edit(free.id);
    expect(saved.body.code, saved.body.msg).toBe(0);
    expect(await appearance()).toMatchObject({ template_id: free.id, template_name: '星空科技' });

    // the staff consoles' activity detail names it
    const detail = await get(`/api/admin/activity/getInfo?id=${id}`, await ctx.loginAdmin());
    expect(detail.body.data.settings).toMatchObject({ has_appearance: 1, template_name: '星空科技' });

    // a VIP member may pick the VIP-only one
    await ctx.db
      .updateTable('customers')
      .set({ customer_vip_id: 1, vip_id: 1, vip_expires_at: new Date(Date.now() + 86_400_000) })
      .where('id', '=', ctx.ids.customers.agent1Phone)
      .execute();
    const unlocked = (await get(`/api/ym/ActiveSetting/getTemplates?id=${id}`, customer)).body.data as Row[];
    expect(unlocked.find((row) => row.id === vip.id)).toMatchObject({ locked: false });
    expect((await edit(vip.id)).body.code).toBe(0);
    expect(await appearance()).toMatchObject({ template_id: vip.id, template_name: '国潮喜庆' });
    // none again
    expect((await edit(null)).body.code).toBe(0);
    expect(await appearance()).toMatchObject({ template_id: null, template_name: '' });
  });

  it("answers 404 for another customer's activity and 401 without a session", async () => {
    const id = await activityOf(1);
    const other = await ctx.loginCustomer(DEMO.agent2Customers.phone);
    const foreign = await get(`/api/ym/ActiveSetting/getTemplates?id=${id}`, other);
    expect([foreign.status, foreign.body.msg]).toEqual([404, 'activity not found']);
    expect((await get(`/api/ym/ActiveSetting/getTemplates?id=${id}`)).body.code).toBe(-2);
    expect((await get(`/api/ym/ActiveSetting/getTemplates?id=${id}`, await ctx.loginAgent())).status).toBe(
      403,
    );
  });
});
