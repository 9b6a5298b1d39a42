import { describe, expect, it } from 'vitest';
import { seedAdmin } from '#server/seed/builders.ts';
import { DEMO } from '#server/seed/demo.ts';
import { ROLE } from '#server/seed/menu-catalogue.ts';
import { countRows, TEST_PASSWORD, useTestContext } from '#server/test/harness.ts';

const ctx = useTestContext();

const BASE = '/api/admin/partner';
const get = (path: string, token: string | undefined, query = '') =>
  ctx.call({ method: 'GET', url: `${BASE}/${path}${query}`, token });
const post = (path: string, token: string | undefined, payload: unknown) =>
  ctx.call({ method: 'POST', url: `${BASE}/${path}`, token, payload: payload as Record<string, unknown> });

const OWNER_PASSWORD = 'Partner-Owner-Pass-7';
let serial = 0;
const fresh = () => {
  serial += 1;
  return {
    corporate_name: `新渠道 ${serial}`,
    corporate_brief: '新签约的渠道',
    contact_name: '周联系',
    contact_phone: '13800001111',
    domains: [`partner${serial}.example.com`],
    owner_mode: 'new',
    owner_email: `owner${serial}@partner.example.com`,
    owner_name: `负责人 ${serial}`,
    owner_password: OWNER_PASSWORD,
  };
};

const agentLogin = (username: string, password = OWNER_PASSWORD) =>
  ctx.call({ method: 'POST', url: '/api/auth/login', payload: { username, password, audience: 'agent' } });

const writes = async () => ({
  agents: await countRows(ctx.db, 'agents'),
  domains: await countRows(ctx.db, 'agent_domains'),
  users: await countRows(ctx.db, 'agent_users'),
  memberships: await countRows(ctx.db, 'agent_memberships'),
});

describe('admin › partner', () => {
  it('creates an agent with its domains, site settings and a new owner, who signs in to the new team', async () => {
    const admin = await ctx.loginAdmin();
    const input = fresh();
    const { status, body } = await post('create', admin, { ...input, domains: ['  Partner1.Example.com '] });
    expect(status).toBe(200);
    expect(body.msg).toBe('agent created');
    expect(body.data).toMatchObject({
      corporate_name: input.corporate_name,
      contact_phone: '13800001111',
      domains: ['partner1.example.com'],
      owner: { email: input.owner_email, name: input.owner_name },
      enabled: true,
      status: 0,
      members: 1,
      customers: 0,
    });
    const id = body.data.id as number;
    const row = await ctx.db
      .selectFrom('agents')
      .select(['website_data', 'bottom_data', 'disabled_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.website_data.title).toBe(input.corporate_name);
    expect(row.bottom_data.footer_copyright).toContain(input.corporate_name);
    // the owner holds the built-in owner role in the new team and signs in there
    const login = await agentLogin(input.owner_email);
    expect(login.body.code).toBe(0);
    const info = await ctx.call({
      method: 'GET',
      url: '/api/agent/BasicInfo/getInfo',
      token: login.body.data.access_token,
    });
    expect(info.body.data.basic_info.agent_id).toBe(id);
    expect(info.body.data.roles.map((role: { roleCode: string }) => role.roleCode)).toEqual([
      ROLE.agentOwner,
    ]);
    // the customer site of the domain is the new agent's
    const site = await ctx.call({
      method: 'GET',
      url: '/api/customer/common/getData',
      headers: { host: 'partner1.example.com' },
    });
    expect(site.body.data.name).toBe(input.corporate_name);
    // audited
    const audit = await ctx.db
      .selectFrom('audit_logs')
      .select(['status_code', 'summary'])
      .where('route', '=', `${BASE}/create`)
      .where('status_code', '=', 200)
      .executeTakeFirstOrThrow();
    expect(audit.summary).not.toContain(OWNER_PASSWORD);
  });

  it('makes an existing agent user the owner of a new agent', async () => {
    const admin = await ctx.loginAdmin();
    const { body } = await post('create', admin, {
      ...fresh(),
      owner_mode: 'existing',
      owner_email: DEMO.agentStaff.toUpperCase(),
      owner_name: '',
      owner_password: undefined,
    });
    expect(body.code).toBe(0);
    expect(body.data.owner.email).toBe(DEMO.agentStaff);
    const member = await ctx.db
      .selectFrom('agent_memberships')
      .innerJoin('roles', 'roles.id', 'agent_memberships.role_id')
      .select(['roles.role_code', 'agent_memberships.is_admin'])
      .where('agent_memberships.agent_id', '=', body.data.id)
      .executeTakeFirstOrThrow();
    expect(member).toEqual({ role_code: ROLE.agentOwner, is_admin: 1 });
  });

  it('lists agents with owner, domains and counts; searches by name, domain and owner email; filters', async () => {
    const admin = await ctx.loginAdmin();
    const all = await get('getList', admin, '?limit=100');
    expect(all.status).toBe(200);
    const agent1 = all.body.data.find((row: { id: number }) => row.id === ctx.ids.agent1Id);
    expect(agent1).toMatchObject({
      corporate_name: DEMO.agent1.name,
      domains: ['agent1.localhost'],
      owner: { email: DEMO.agentUser },
      status: 1,
      enabled: true,
      members: 2,
      customers: 2,
    });
    const ids = async (query: string) =>
      (await get('getList', admin, query)).body.data.map((row: { id: number }) => row.id);
    expect(await ids('?keyword=agent2.local')).toEqual([ctx.ids.agent2Id]);
    expect(await ids(`?keyword=${encodeURIComponent('云端')}`)).toEqual([ctx.ids.agent2Id]);
    expect(await ids(`?keyword=${encodeURIComponent(DEMO.agentUser)}`)).toEqual([
      ctx.ids.agent2Id,
      ctx.ids.agent1Id,
    ]);
    expect(await ids('?status=0&limit=100')).not.toContain(ctx.ids.agent1Id);
    expect(await ids('?enabled=0')).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await ids(`?start_date=${today}&limit=100`)).toContain(ctx.ids.agent1Id);
    expect(await ids('?end_date=2020-01-01')).toEqual([]);
    const paged = await get('getList', admin, '?limit=1&page=2');
    expect(paged.body.data).toHaveLength(1);
    expect(paged.body.count).toBe(all.body.count);
    for (const query of ['?status=5', '?enabled=x', '?start_date=2026-13-01']) {
      const bad = await get('getList', admin, query);
      expect(bad.status).toBe(400);
    }
  });

  it('shows the basic detail of an agent; an unknown id is a 404', async () => {
    const admin = await ctx.loginAdmin();
    const { body } = await get('detail', admin, `?id=${ctx.ids.agent1Id}`);
    expect(body.data).toMatchObject({ id: ctx.ids.agent1Id, status: 1, members: 2, customers: 2 });
    expect((await get('detail', admin, '?id=999999')).status).toBe(404);
    expect((await get('detail', admin, '?id=x')).status).toBe(400);
  });

  it('edits name, brief, contact and domains; a domain of another agent is refused', async () => {
    const admin = await ctx.loginAdmin();
    const created = (await post('create', admin, fresh())).body.data;
    const { body } = await post('update', admin, {
      id: created.id,
      corporate_name: '改名渠道',
      corporate_brief: '',
      contact_name: '',
      contact_phone: '',
      domains: ['edited.example.com', 'second.example.com'],
    });
    expect(body).toMatchObject({
      code: 0,
      msg: 'agent saved',
      data: { corporate_name: '改名渠道', domains: ['edited.example.com', 'second.example.com'] },
    });
    const taken = await post('update', admin, { ...body.data, domains: ['agent1.localhost'] });
    expect(taken.status).toBe(400);
    expect(taken.body.msg).toBe('the domain agent1.localhost belongs to another agent');
    expect((await get('detail', admin, `?id=${created.id}`)).body.data.domains).toEqual([
      'edited.example.com',
      'second.example.com',
    ]);
    const missing = await post('update', admin, { ...body.data, id: 999_999 });
    expect(missing.status).toBe(404);
    const none = await post('update', admin, { ...body.data, domains: [] });
    expect(none.status).toBe(400);
    expect(none.body.msg).toBe('enter at least one domain');
    // the platform's default agent keeps serving every other host without a domain of its own
    const platform = (await get('detail', admin, `?id=${ctx.ids.platformAgentId}`)).body.data;
    const renamed = await post('update', admin, { ...platform, corporate_brief: '平台默认站点（改）' });
    expect(renamed.body).toMatchObject({
      code: 0,
      data: { domains: [], corporate_brief: '平台默认站点（改）' },
    });
    await post('update', admin, platform);
  });

  it('disables an agent: site closed, staff refused with a clear message, sessions ended; enables it again', async () => {
    const admin = await ctx.loginAdmin();
    const input = fresh();
    const created = (await post('create', admin, input)).body.data;
    const ownerToken = (await agentLogin(input.owner_email)).body.data.access_token;
    await ctx.db
      .insertInto('customers')
      .values({
        agent_id: created.id,
        mobile: '13912340000',
        password_hash: (
          await ctx.db
            .selectFrom('customers')
            .select('password_hash')
            .where('id', '=', ctx.ids.customers.agent1Phone)
            .executeTakeFirstOrThrow()
        ).password_hash,
        nickname: '渠道客户',
      })
      .execute();
    const host = { host: input.domains[0] };
    const customerLogin = () =>
      ctx.call({
        method: 'POST',
        url: '/api/customer/login/index',
        headers: host,
        payload: { username: '13912340000', password: TEST_PASSWORD },
      });
    const customerToken = (await customerLogin()).body.data.token;

    const off = await post('setStatus', admin, { id: created.id, enabled: false });
    expect(off.body).toMatchObject({ code: 0, msg: 'agent disabled', data: { enabled: false } });
    expect(off.body.data.disabled_time).not.toBe('');
    // the owner's session ended at once, and a new sign-in is refused with why
    const info = await ctx.call({ method: 'GET', url: '/api/agent/BasicInfo/getInfo', token: ownerToken });
    expect(info.status).toBe(401);
    const refused = await agentLogin(input.owner_email);
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe('your team has been disabled by the platform');
    const zh = await ctx.call({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'accept-language': 'zh-CN' },
      payload: { username: input.owner_email, password: OWNER_PASSWORD, audience: 'agent' },
    });
    expect(zh.body.msg).toBe('您的团队已被平台停用');
    // the customer site is closed: content and sign-in; the customer's session ended
    const site = await ctx.call({ method: 'GET', url: '/api/customer/common/getData', headers: host });
    expect(site.status).toBe(410);
    expect(site.body).toMatchObject({ code: 410, msg: 'this site is closed' });
    expect((await customerLogin()).status).toBe(410);
    const customerInfo = await ctx.call({
      method: 'GET',
      url: '/api/customer/customer/getInfo',
      headers: host,
      token: customerToken,
    });
    expect(customerInfo.status).toBe(401);
    // listed as disabled
    const disabled = await get('getList', admin, '?enabled=0');
    expect(disabled.body.data.map((row: { id: number }) => row.id)).toEqual([created.id]);

    const on = await post('setStatus', admin, { id: created.id, enabled: true });
    expect(on.body).toMatchObject({
      code: 0,
      msg: 'agent enabled',
      data: { enabled: true, disabled_time: '' },
    });
    expect((await agentLogin(input.owner_email)).body.code).toBe(0);
    expect(
      (await ctx.call({ method: 'GET', url: '/api/customer/common/getData', headers: host })).status,
    ).toBe(200);
  });

  it('a member of another team still signs in there when one of its teams is disabled', async () => {
    const admin = await ctx.loginAdmin();
    const created = (
      await post('create', admin, { ...fresh(), owner_mode: 'existing', owner_email: DEMO.agentUser })
    ).body.data;
    await post('setStatus', admin, { id: created.id, enabled: false });
    const login = await agentLogin(DEMO.agentUser, TEST_PASSWORD);
    expect(login.body.code).toBe(0);
    const info = await ctx.call({
      method: 'GET',
      url: '/api/agent/BasicInfo/getInfo',
      token: login.body.data.access_token,
    });
    expect(info.body.data.teams.map((team: { opid: number }) => team.opid)).not.toContain(created.id);
    const change = await ctx.call({
      method: 'POST',
      url: '/api/agent/BasicInfo/changeTeam',
      token: login.body.data.access_token,
      payload: { opid: created.id },
    });
    expect(change.status).toBe(404);
  });

  it("the platform's default agent cannot be disabled; an unknown agent is a 404", async () => {
    const admin = await ctx.loginAdmin();
    const refused = await post('setStatus', admin, { id: ctx.ids.platformAgentId, enabled: false });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe("the platform's default agent cannot be disabled");
    const row = await ctx.db
      .selectFrom('agents')
      .select('disabled_at')
      .where('id', '=', ctx.ids.platformAgentId)
      .executeTakeFirstOrThrow();
    expect(row.disabled_at).toBeNull();
    expect((await post('setStatus', admin, { id: 999_999, enabled: false })).status).toBe(404);
    expect((await post('setStatus', admin, { id: ctx.ids.agent1Id })).status).toBe(400);
  });

  it('bad input names the field, is translated, and writes nothing', async () => {
    const admin = await ctx.loginAdmin();
    const before = await writes();
    const cases: [Record<string, unknown>, string][] = [
      [{ domains: ['agent1.localhost'] }, 'the domain agent1.localhost belongs to another agent'],
      [{ domains: ['http://bad domain/'] }, 'a domain must be a host name such as site.example.com'],
      [{ domains: [] }, 'enter at least one domain'],
      [{ domains: ['a.example.com', 'A.example.com'] }, 'a domain is listed twice'],
      [{ owner_email: undefined }, "the owner's email is required"],
      [{ owner_email: 'not-an-email' }, 'email is not valid'],
      [{ owner_name: '' }, "the owner's name is required"],
      [{ owner_password: undefined }, 'a new owner account needs a first password'],
      [{ owner_email: DEMO.agentUser }, 'an agent account with this email already exists'],
      [{ owner_mode: 'existing', owner_email: 'nobody@example.com' }, 'no agent account has this email'],
      [{ corporate_name: '' }, 'the team name is required'],
      [{ contact_phone: '12' }, 'please enter a valid phone number'],
    ];
    for (const [change, message] of cases) {
      const { status, body } = await post('create', admin, { ...fresh(), ...change });
      expect(status, message).toBe(400);
      expect(body.msg).toContain(message);
    }
    const zh = await ctx.call({
      method: 'POST',
      url: `${BASE}/create`,
      token: admin,
      headers: { 'accept-language': 'zh-CN' },
      payload: { ...fresh(), domains: ['agent1.localhost'] },
    });
    expect(zh.body.msg).toBe('域名 agent1.localhost 已属于其他代理商');
    expect(await writes()).toEqual(before);
  });

  it('answers 401 without a session, 403 to other consoles and to an admin without the permission', async () => {
    const admin = await ctx.loginAdmin();
    await seedAdmin(ctx.db, { username: 'partner_roleless', password: TEST_PASSWORD, isAdmin: false });
    await ctx.db
      .deleteFrom('admin_roles')
      .where(
        'admin_id',
        '=',
        (
          await ctx.db
            .selectFrom('admins')
            .select('id')
            .where('username', '=', 'partner_roleless')
            .executeTakeFirstOrThrow()
        ).id,
      )
      .execute();
    const roleless = await ctx.loginAdmin('partner_roleless');
    const operator = await ctx.loginAdmin(DEMO.operator);
    const before = await writes();
    const calls = [
      (token?: string) => get('getList', token),
      (token?: string) => get('detail', token, `?id=${ctx.ids.agent1Id}`),
      (token?: string) => post('create', token, fresh()),
      (token?: string) =>
        post('update', token, { id: ctx.ids.agent2Id, corporate_name: 'x', domains: ['y.example.com'] }),
      (token?: string) => post('setStatus', token, { id: ctx.ids.agent2Id, enabled: false }),
    ];
    for (const call of calls) {
      expect((await call()).status).toBe(401);
      expect((await call(await ctx.loginAgent())).status).toBe(403);
      expect((await call(await ctx.loginCustomer())).status).toBe(403);
      expect((await call(roleless)).status).toBe(403);
    }
    expect(await writes()).toEqual(before);
    // the platform operator lists, creates and edits agents but does not disable them
    expect((await get('getList', operator)).status).toBe(200);
    expect((await post('setStatus', operator, { id: ctx.ids.agent2Id, enabled: false })).status).toBe(403);
    expect((await get('getList', admin)).status).toBe(200);
  });
});
