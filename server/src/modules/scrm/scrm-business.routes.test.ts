import { Permission } from '@onsite/contracts';
import { describe, expect, it } from 'vitest';
import { ROLE } from '#server/seed/builders.ts';
import { DEMO } from '#server/seed/demo.ts';
import { countRows, useTestContext, withdrawPermission } from '#server/test/harness.ts';
import { routeCalls } from '#server/test/route-calls.ts';

const ctx = useTestContext();
const BASE = '/api/admin/scrm/business';

const { get, post } = routeCalls(ctx, BASE);

const audited = async (route: string) =>
  (await ctx.db.selectFrom('audit_logs').select('id').where('route', '=', `${BASE}/${route}`).execute())
    .length;

const operatorId = async () =>
  (
    await ctx.db
      .selectFrom('admins')
      .select('id')
      .where('username', '=', DEMO.operator)
      .executeTakeFirstOrThrow()
  ).id;

let contacts = 0;
/** A lead an agent's own channel brought (its pipeline, not the platform's). */
const agentLead = async (agentId: number) =>
  (
    await ctx.db
      .insertInto('scrm_leads')
      .values({
        agent_id: agentId,
        name: '代理商线索',
        source: 'wecom_contact',
        source_ref: `wmAGENT${++contacts}`,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

async function newLead(token: string, values: Record<string, unknown> = {}) {
  const created = await post('create', token, { name: '王经理', phone: '13912345678', ...values });
  expect(created.body.code, created.body.msg).toBe(0);
  return created.body.data as { id: number; stage: string };
}

describe("the platform's leads (admin › scrm › business)", () => {
  it('creates a lead with an owner, lists it with filters and paging, and shows its history', async () => {
    const admin = await ctx.loginAdmin();
    const operator = await operatorId();
    const created = await post(
      'create',
      admin,
      { name: ' 王经理 ', phone: '13912345678', company: '星河传媒', need: '年会互动', owner_id: operator },
      'zh-CN',
    );
    expect([created.body.code, created.body.msg]).toEqual([0, '线索已添加']);
    expect(created.body.data).toMatchObject({
      name: '王经理',
      company: '星河传媒',
      source: 'manual',
      source_ref: '',
      stage: 'new',
      owner_id: operator,
      owner_name: '平台运营',
      next_stages: ['contacted', 'lost'],
    });
    expect(created.body.data.history.map((entry: { kind: string }) => entry.kind)).toEqual([
      'created',
      'assign',
    ]);
    expect(created.body.data.history[0].author_name).toBe('平台管理员');
    await newLead(admin, { name: '李总', phone: '', company: '云端会务' });
    // an agent's lead never shows on the platform's page
    await agentLead(ctx.ids.agent1Id);

    const all = await get('getList?page=1&limit=10', admin);
    expect(all.body.count).toBe(2);
    expect(all.body.data.map((row: { name: string }) => row.name)).toEqual(['李总', '王经理']);
    const paged = await get('getList?page=2&limit=1', admin);
    expect([paged.body.count, paged.body.data[0].name]).toEqual([2, '王经理']);
    expect((await get('getList?keyword=星河', admin)).body.data.map((r: { name: string }) => r.name)).toEqual(
      ['王经理'],
    );
    expect((await get(`getList?owner_id=${operator}`, admin)).body.count).toBe(1);
    expect((await get('getList?unowned=1', admin)).body.data[0].name).toBe('李总');
    expect((await get('getList?stage=won', admin)).body.count).toBe(0);
    expect((await get('getList?source=manual', admin)).body.count).toBe(2);
    expect((await get('getList?source=wecom_contact', admin)).body.count).toBe(0);

    const info = await get(`getInfo?id=${created.body.data.id}`, admin);
    expect(info.body.data).toMatchObject({ id: created.body.data.id, owner_name: '平台运营' });
    expect(await audited('create')).toBe(2);
  });

  it('assigns and reassigns a lead to active admins only, in its history', async () => {
    const admin = await ctx.loginAdmin();
    const lead = await newLead(admin);
    const operator = await operatorId();
    const owners = await get('getOwners', admin);
    expect(owners.body.data.map((o: { id: number }) => o.id)).toEqual([ctx.ids.adminId, operator]);
    const assigned = await post('assign', admin, { id: lead.id, owner_id: operator }, 'zh-CN');
    expect([assigned.body.msg, assigned.body.data.owner_id]).toEqual(['线索已分配', operator]);
    expect((await post('assign', admin, { id: lead.id, owner_id: null })).body.data.owner_name).toBe('');
    const history = (await get(`getInfo?id=${lead.id}`, admin)).body.data.history;
    expect(history.map((e: { kind: string; body: string }) => [e.kind, e.body])).toEqual([
      ['created', 'manual'],
      ['assign', '平台运营'],
      ['assign', ''],
    ]);
    // a disabled admin or an unknown id is not a staff member to own a lead: 400, nothing written
    await ctx.db.updateTable('admins').set({ status: 0 }).where('id', '=', operator).execute();
    const notes = await countRows(ctx.db, 'scrm_lead_notes');
    for (const ownerId of [operator, 999999]) {
      const refused = await post('assign', admin, { id: lead.id, owner_id: ownerId }, 'zh-CN');
      expect([refused.status, refused.body.msg]).toEqual([400, '请选择跟进人']);
    }
    expect(await countRows(ctx.db, 'scrm_lead_notes')).toBe(notes);
    expect(await audited('assign')).toBe(4);
    await ctx.db.updateTable('admins').set({ status: 1 }).where('id', '=', operator).execute();
  });

  it('moves a lead along the pipeline and refuses other moves with what is allowed, writing nothing', async () => {
    const admin = await ctx.loginAdmin();
    const lead = await newLead(admin);
    const move = (stage: string, language = 'en') =>
      post('setStage', admin, { id: lead.id, stage }, language);

    const skip = await move('won', 'zh-CN');
    expect([skip.status, skip.body.msg]).toEqual([400, '新线索只能变更为“已联系”或“已流失”']);
    expect((await move('qualified')).body.msg).toBe('a new lead may only move to contacted or lost');
    expect((await move('new')).body.msg).toBe('the lead is already at this stage');

    const contacted = await move('contacted', 'zh-CN');
    expect([contacted.body.msg, contacted.body.data.stage]).toEqual(['阶段已变更', 'contacted']);
    expect(contacted.body.data.next_stages).toEqual(['qualified', 'lost']);
    expect((await move('won')).body.msg).toBe('a contacted lead may only move to qualified or lost');
    expect((await move('qualified')).body.data.next_stages).toEqual(['won', 'lost', 'contacted']);
    expect((await move('lost')).body.data.stage).toBe('lost');
    expect((await move('contacted')).body.msg).toBe('a lost lead may only be reopened as new');
    expect((await move('new')).body.data.stage).toBe('new');
    await move('contacted');
    await move('qualified');
    const won = await move('won');
    expect([won.body.data.stage, won.body.data.next_stages]).toEqual(['won', []]);
    const stages = await countRows(ctx.db, 'scrm_lead_notes');
    const final = await move('lost', 'zh-TW');
    expect([final.status, final.body.msg]).toEqual([400, '已成交的線索已是客戶，階段不能再變更']);
    expect(await countRows(ctx.db, 'scrm_lead_notes')).toBe(stages);
    const history = (await get(`getInfo?id=${lead.id}`, admin)).body.data.history;
    expect(
      history.filter((e: { kind: string }) => e.kind === 'stage').map((e: { body: string }) => e.body),
    ).toEqual([
      'new>contacted',
      'contacted>qualified',
      'qualified>lost',
      'lost>new',
      'new>contacted',
      'contacted>qualified',
      'qualified>won',
    ]);
    expect((await get('getList?stage=won', admin)).body.count).toBe(1);
  });

  it('adds follow-up notes, append-only, counted on the list', async () => {
    const admin = await ctx.loginAdmin();
    const lead = await newLead(admin);
    const noted = await post('addNote', admin, { id: lead.id, body: ' 已电话沟通，下周演示 ' }, 'zh-CN');
    expect(noted.body.msg).toBe('跟进记录已添加');
    expect(noted.body.data.history.at(-1)).toMatchObject({
      kind: 'note',
      body: '已电话沟通，下周演示',
      author_name: '平台管理员',
    });
    await post('addNote', admin, { id: lead.id, body: '演示完成' });
    expect((await get('getList', admin)).body.data[0].notes).toBe(2);
    expect(await audited('addNote')).toBe(2);
  });

  it('refuses bad input with a translated message and writes nothing', async () => {
    const admin = await ctx.loginAdmin();
    const lead = await newLead(admin);
    const leads = await countRows(ctx.db, 'scrm_leads');
    const notes = await countRows(ctx.db, 'scrm_lead_notes');
    const cases: [string, Record<string, unknown>, string][] = [
      ['create', { name: '' }, '请填写姓名'],
      ['create', { name: 'x'.repeat(41) }, '姓名最多 40 个字符'],
      ['create', { name: '张三', phone: '123' }, '请输入正确的手机号'],
      ['create', { name: '张三', company: 'x'.repeat(61) }, '公司最多 60 个字符'],
      ['create', { name: '张三', owner_id: 999999 }, '请选择跟进人'],
      ['create', { name: '张三', owner_id: 'x' }, '请选择跟进人'],
      ['setStage', { id: lead.id, stage: 'closed' }, '阶段须为 new、contacted、qualified、won 或 lost'],
      ['addNote', { id: lead.id, body: '  ' }, '请填写跟进内容'],
      ['addNote', { id: lead.id, body: 'x'.repeat(1001) }, '1000'],
      ['assign', { id: 'abc', owner_id: null }, 'id'],
    ];
    for (const [route, payload, message] of cases) {
      const answer = await post(route, admin, payload, 'zh-CN');
      expect(answer.status, JSON.stringify(payload)).toBe(400);
      expect(answer.body.msg).toContain(message);
    }
    expect(await countRows(ctx.db, 'scrm_leads')).toBe(leads);
    expect(await countRows(ctx.db, 'scrm_lead_notes')).toBe(notes);
    expect((await get('getList?stage=closed', admin)).status).toBe(400);
    expect((await get('getList?unowned=2', admin)).status).toBe(400);
    expect((await get('getInfo?id=0', admin)).status).toBe(400);
  });

  it("answers 404 for an unknown lead and for an agent's lead, changing nothing", async () => {
    const admin = await ctx.loginAdmin();
    const theirs = await agentLead(ctx.ids.agent2Id);
    const notes = await countRows(ctx.db, 'scrm_lead_notes');
    for (const id of [theirs, 999999]) {
      const info = await get(`getInfo?id=${id}`, admin);
      expect([info.status, info.body.msg]).toEqual([404, 'lead not found']);
      for (const [route, extra] of [
        ['assign', { owner_id: ctx.ids.adminId }],
        ['setStage', { stage: 'contacted' }],
        ['addNote', { body: '不应写入' }],
      ] as const) {
        expect((await post(route, admin, { id, ...extra })).status).toBe(404);
      }
    }
    const row = await ctx.db
      .selectFrom('scrm_leads')
      .selectAll()
      .where('id', '=', theirs)
      .executeTakeFirstOrThrow();
    expect([row.stage, row.owner_admin_id]).toEqual(['new', null]);
    expect(await countRows(ctx.db, 'scrm_lead_notes')).toBe(notes);
  });

  it('answers 401 without a session, 403 to another audience or without the permission', async () => {
    const admin = await ctx.loginAdmin();
    const lead = await newLead(admin);
    const agent = await ctx.loginAgent();
    const customer = await ctx.loginCustomer();
    const reads = ['getList', `getInfo?id=${lead.id}`, 'getOwners'];
    const writes: [string, Record<string, unknown>][] = [
      ['create', { name: '张三' }],
      ['assign', { id: lead.id, owner_id: null }],
      ['setStage', { id: lead.id, stage: 'contacted' }],
      ['addNote', { id: lead.id, body: '记录' }],
    ];
    for (const url of reads) expect((await get(url)).status).toBe(401);
    for (const [url, payload] of writes) expect((await post(url, undefined, payload)).status).toBe(401);
    for (const token of [agent, customer]) {
      for (const url of reads) expect((await get(url, token)).status).toBe(403);
      for (const [url, payload] of writes) expect((await post(url, token, payload)).status).toBe(403);
    }

    // the operator reads the page, but works leads only with admin.scrm.business.manage
    await withdrawPermission(ctx.db, ROLE.platformOperator, Permission.admin.scrmBusinessManage);
    const operator = await ctx.loginAdmin(DEMO.operator);
    for (const url of reads) expect((await get(url, operator)).body.code).toBe(0);
    const before = [await countRows(ctx.db, 'scrm_leads'), await countRows(ctx.db, 'scrm_lead_notes')];
    for (const [url, payload] of writes) expect((await post(url, operator, payload)).status).toBe(403);
    expect([await countRows(ctx.db, 'scrm_leads'), await countRows(ctx.db, 'scrm_lead_notes')]).toEqual(
      before,
    );
    // without the page's permission it reads nothing either
    await withdrawPermission(ctx.db, ROLE.platformOperator, Permission.admin.scrmBusiness);
    const reader = await ctx.loginAdmin(DEMO.operator);
    for (const url of reads) expect((await get(url, reader)).status).toBe(403);
  });
});

describe("a team's own leads (agent › scrm › business)", () => {
  const TEAM = '/api/agent/scrm/business';
  const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: Record<string, unknown>) =>
    ctx.call({ method, url: `${TEAM}/${url}`, token, payload, headers: { 'accept-language': 'zh-CN' } });

  it("works the team's pipeline with its members as owners, never the platform's or another team's", async () => {
    const owner = await ctx.loginAgent();
    const staff = ctx.ids.agentStaffId;
    const owners = await call('GET', 'getOwners', owner);
    expect(owners.body.data.map((o: { id: number }) => o.id).sort()).toEqual(
      [ctx.ids.agentUserId, staff].sort((a, b) => a - b),
    );
    const created = await call('POST', 'create', owner, {
      name: '赵总',
      company: '远山会展',
      owner_id: staff,
    });
    expect([created.body.msg, created.body.data.owner_id, created.body.data.source]).toEqual([
      '线索已添加',
      staff,
      'manual',
    ]);
    const lead = created.body.data.id as number;
    const row = await ctx.db
      .selectFrom('scrm_leads')
      .selectAll()
      .where('id', '=', lead)
      .executeTakeFirstOrThrow();
    expect([row.agent_id, row.owner_agent_user_id, row.owner_admin_id]).toEqual([
      ctx.ids.agent1Id,
      staff,
      null,
    ]);
    // the team's staff work leads too: moves, notes and assignments are kept with their names
    const member = await ctx.loginAgent(DEMO.agentStaff);
    expect((await call('POST', 'setStage', member, { id: lead, stage: 'contacted' })).body.data.stage).toBe(
      'contacted',
    );
    const noted = await call('POST', 'addNote', member, { id: lead, body: '已约见面' });
    expect(noted.body.data.history.at(-1)).toMatchObject({ kind: 'note', author_name: expect.any(String) });
    expect(noted.body.data.history.at(-1).author_name).not.toBe('');

    // the team's page lists its own leads only: not the platform's, not another team's
    const platformLead = await newLead(await ctx.loginAdmin());
    const otherTeam = await agentLead(ctx.ids.agent2Id);
    const ownLead = await agentLead(ctx.ids.agent1Id);
    const listed = (await call('GET', 'getList?limit=50', owner)).body.data.map((r: { id: number }) => r.id);
    expect(listed).toEqual(expect.arrayContaining([lead, ownLead]));
    expect(listed).not.toContain(platformLead.id);
    expect(listed).not.toContain(otherTeam);
    const teamRows = await ctx.db
      .selectFrom('scrm_leads')
      .select('id')
      .where('agent_id', '=', ctx.ids.agent1Id)
      .execute();
    expect(listed.length).toBe(teamRows.length);
    expect((await call('GET', `getList?owner_id=${staff}`, owner)).body.count).toBe(1);
    const notes = await countRows(ctx.db, 'scrm_lead_notes');
    for (const id of [platformLead.id, otherTeam]) {
      const info = await call('GET', `getInfo?id=${id}`, owner);
      expect([info.status, info.body.msg]).toEqual([404, '线索不存在']);
      expect((await call('POST', 'addNote', owner, { id, body: '不应写入' })).status).toBe(404);
      expect((await call('POST', 'setStage', owner, { id, stage: 'contacted' })).status).toBe(404);
    }
    // anyone outside the team is not a member to own the team's lead
    const refused = await call('POST', 'assign', owner, { id: lead, owner_id: 999999 });
    expect([refused.status, refused.body.msg]).toEqual([400, '请选择跟进人']);
    expect(await countRows(ctx.db, 'scrm_lead_notes')).toBe(notes);
    const audits = await ctx.db
      .selectFrom('audit_logs')
      .select('route')
      .where('route', 'like', `${TEAM}/%`)
      .execute();
    expect(audits.length).toBeGreaterThanOrEqual(3);
  });

  it('answers 401 without a session, 403 to other consoles or without the permission', async () => {
    const owner = await ctx.loginAgent();
    const lead = (await call('POST', 'create', owner, { name: '钱经理' })).body.data.id as number;
    const reads = ['getList', `getInfo?id=${lead}`, 'getOwners'];
    const writes: [string, Record<string, unknown>][] = [
      ['create', { name: '张三' }],
      ['assign', { id: lead, owner_id: null }],
      ['setStage', { id: lead, stage: 'contacted' }],
      ['addNote', { id: lead, body: '记录' }],
    ];
    for (const url of reads) expect((await call('GET', url)).status).toBe(401);
    for (const token of [await ctx.loginAdmin(), await ctx.loginCustomer()]) {
      for (const url of reads) expect((await call('GET', url, token)).status).toBe(403);
      for (const [url, payload] of writes) expect((await call('POST', url, token, payload)).status).toBe(403);
    }
    await withdrawPermission(ctx.db, ROLE.agentStaff, Permission.agent.scrmBusinessManage);
    const member = await ctx.loginAgent(DEMO.agentStaff);
    for (const url of reads) expect((await call('GET', url, member)).body.code).toBe(0);
    const before = await countRows(ctx.db, 'scrm_lead_notes');
    for (const [url, payload] of writes) expect((await call('POST', url, member, payload)).status).toBe(403);
    expect(await countRows(ctx.db, 'scrm_lead_notes')).toBe(before);
  });
});
