import { beforeEach, describe, expect, it } from 'vitest';
import { seedAdmin } from '#server/seed/builders.ts';
import { DEMO } from '#server/seed/demo.ts';
import { countRows, TEST_PASSWORD, useTestContext } from '#server/test/harness.ts';
import { registerByPhone } from '#server/test/verification-codes.ts';

const ctx = useTestContext();
const AGENT1_HOST = 'agent1.localhost';
const AGENT2_HOST = 'agent2.localhost';

// every test starts with fresh rate-limit windows; the limit tests fill their own
beforeEach(() => ctx.limiter.close());

type Link = { id: number; agent_id: number; code: string; url: string; visits: number; signups: number };

/** The demo owner (a member of both teams) acting in `team`. */
async function ownerIn(team: number) {
  const token = await ctx.loginAgent(DEMO.agentUser);
  const switched = await ctx.call({
    method: 'POST',
    url: '/api/agent/BasicInfo/changeTeam',
    token,
    payload: { opid: team },
  });
  expect(switched.body.code).toBe(0);
  return token;
}

const post = (url: string, token: string | undefined, payload: Record<string, unknown>) =>
  ctx.call({ method: 'POST', url, token, payload });
const get = (url: string, token?: string, host?: string) =>
  ctx.call({ method: 'GET', url, token, headers: host ? { host } : {} });

async function createLink(audience: 'admin' | 'agent', token: string, payload: Record<string, unknown>) {
  const answer = await post(`/api/${audience}/invite/create`, token, payload);
  expect(answer.body, answer.body.msg).toMatchObject({ code: 0, msg: 'invite link created' });
  return answer.body.data as Link;
}

/** Opens the public link as a browser does (the answer is a redirect, not an envelope). */
async function open(code: string, host = AGENT1_HOST, remoteAddress = '127.0.0.1') {
  const raw = await ctx.app.inject({
    method: 'GET',
    url: `/api/customer/invite/open?code=${code}`,
    headers: { host },
    remoteAddress,
  });
  return { status: raw.statusCode, location: raw.headers.location };
}

/** A fresh captcha of the host's site and its answer (the answer header exists only in test runs). */
async function captcha(host = AGENT1_HOST) {
  const { body, raw } = await get('/api/customer/login/getCaptcha', undefined, host);
  return { captcha_key: body.data.key as string, captcha_code: String(raw.headers['x-test-captcha-answer']) };
}

async function enquire(fields: Record<string, unknown>, host = AGENT1_HOST, remoteAddress = '127.0.0.1') {
  return ctx.call({
    method: 'POST',
    url: '/api/customer/enquiry/submit',
    headers: { host },
    remoteAddress,
    payload: {
      name: '王女士',
      phone: '13912345678',
      need: '年会需要抽奖和签到',
      page: '/programme_detail?id=1',
      ...(await captcha(host)),
      ...fields,
    },
  });
}

let phoneSeq = 0;
const freshPhone = () =>
  `137${String(Date.now() % 1e6).padStart(6, '0')}${String(phoneSeq++).padStart(2, '0')}`;

const register = (mobile: string, host: string, inviteCode?: string) =>
  registerByPhone(ctx, mobile, host, inviteCode);

const agentOfCustomer = async (mobile: string) =>
  (
    await ctx.db
      .selectFrom('customers')
      .select('agent_id')
      .where('mobile', '=', mobile)
      .executeTakeFirstOrThrow()
  ).agent_id;

async function linksOf(token: string, audience: 'admin' | 'agent' = 'agent', query = '') {
  const answer = await get(`/api/${audience}/invite/getList${query}`, token);
  expect(answer.body.code).toBe(0);
  return answer.body.data as Link[];
}

async function adminWithoutRole() {
  const username = `no_role_${Date.now()}`;
  const id = await seedAdmin(ctx.db, { username, password: TEST_PASSWORD, isAdmin: false });
  await ctx.db.deleteFrom('admin_roles').where('admin_id', '=', id).execute();
  return ctx.loginAdmin(username);
}

describe('invite links', () => {
  it('lets the platform make a link for any agent and each agent list only its own, on its site', async () => {
    const admin = await ctx.loginAdmin();
    const made = await createLink('admin', admin, {
      agent_id: ctx.ids.agent1Id,
      title: '展会海报',
      channel: '2026 会展',
    });
    expect(made).toMatchObject({ agent_id: ctx.ids.agent1Id, visits: 0, signups: 0 });
    expect(made.code).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(made.url).toMatch(
      new RegExp(`^http://agent1\\.localhost(:\\d+)?/api/customer/invite/open\\?code=${made.code}$`),
    );
    const team1 = await ownerIn(ctx.ids.agent1Id);
    const own = await createLink('agent', team1, { title: '朋友圈', agent_id: ctx.ids.agent2Id });
    // the team's link is its own whatever the body says
    expect(own.agent_id).toBe(ctx.ids.agent1Id);
    expect((await linksOf(team1)).map((link) => link.id)).toEqual(expect.arrayContaining([made.id, own.id]));
    const team2 = await ownerIn(ctx.ids.agent2Id);
    expect((await linksOf(team2)).map((link) => link.id)).not.toContain(made.id);
    const filtered = await linksOf(admin, 'admin', `?agent_id=${ctx.ids.agent2Id}`);
    expect(filtered.every((link) => link.agent_id === ctx.ids.agent2Id)).toBe(true);
    const agents = await get('/api/admin/invite/getAgents?keyword=星河', admin);
    expect(agents.body.data).toEqual([{ id: ctx.ids.agent1Id, name: DEMO.agent1.name }]);
  });

  it('counts a visit of an enabled link and leads to the sign-up with the code; a disabled one uncounted', async () => {
    const team1 = await ownerIn(ctx.ids.agent1Id);
    const link = await createLink('agent', team1, { title: '公众号菜单' });
    const opened = await open(link.code);
    expect(opened.status).toBe(302);
    expect(opened.location).toBe(`/my/login?invite=${link.code}`);
    await open(link.code);
    expect((await linksOf(team1)).find((row) => row.id === link.id)?.visits).toBe(2);

    const disabled = await post('/api/agent/invite/setEnabled', team1, { id: link.id, enabled: false });
    expect(disabled.body).toMatchObject({ code: 0, msg: 'invite link disabled', data: { enabled: false } });
    const stale = await open(link.code);
    expect(stale.location).toBe('/my/login?register=1');
    expect((await open('nonexistent')).location).toBe('/my/login?register=1');
    expect((await linksOf(team1)).find((row) => row.id === link.id)?.visits).toBe(2);
  });

  it('attributes a sign-up through the link to it and makes the customer its agent’s', async () => {
    const admin = await ctx.loginAdmin();
    const link = await createLink('admin', admin, { agent_id: ctx.ids.agent2Id, title: '平台代投' });
    // on the platform's site (agents without a domain share it) the code decides the agent
    const viaPlatform = freshPhone();
    expect((await register(viaPlatform, 'localhost', link.code)).body.code).toBe(0);
    expect(await agentOfCustomer(viaPlatform)).toBe(ctx.ids.agent2Id);
    // on the link's own site
    const viaOwnSite = freshPhone();
    expect((await register(viaOwnSite, AGENT2_HOST, link.code)).body.code).toBe(0);
    expect(await agentOfCustomer(viaOwnSite)).toBe(ctx.ids.agent2Id);
    // another agent's site keeps its customer, uncounted
    const viaOtherSite = freshPhone();
    expect((await register(viaOtherSite, AGENT1_HOST, link.code)).body.code).toBe(0);
    expect(await agentOfCustomer(viaOtherSite)).toBe(ctx.ids.agent1Id);
    const team2 = await ownerIn(ctx.ids.agent2Id);
    expect((await linksOf(team2)).find((row) => row.id === link.id)?.signups).toBe(2);
  });

  it('edits and disables only its own links: another team’s is not found and unchanged', async () => {
    const team1 = await ownerIn(ctx.ids.agent1Id);
    const link = await createLink('agent', team1, { title: '原标题' });
    const saved = await post('/api/agent/invite/update', team1, {
      id: link.id,
      title: '新标题',
      channel: '地推',
    });
    expect(saved.body).toMatchObject({ code: 0, msg: 'invite link saved', data: { title: '新标题' } });
    const team2 = await ownerIn(ctx.ids.agent2Id);
    const foreign = await post('/api/agent/invite/update', team2, { id: link.id, title: '偷改' });
    expect(foreign.body).toMatchObject({ code: 404, msg: 'invite link not found' });
    const foreignToggle = await post('/api/agent/invite/setEnabled', team2, { id: link.id, enabled: false });
    expect(foreignToggle.body).toMatchObject({ code: 404, msg: 'invite link not found' });
    const row = await ctx.db
      .selectFrom('invite_links')
      .select(['title', 'enabled'])
      .where('id', '=', link.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ title: '新标题', enabled: true });
  });

  it('refuses no session, the wrong console and a missing permission', async () => {
    expect((await get('/api/admin/invite/getList')).status).toBe(401);
    expect((await post('/api/agent/invite/create', undefined, { title: 'x' })).status).toBe(401);
    const customer = await ctx.loginCustomer();
    expect((await get('/api/agent/invite/getList', customer)).status).toBe(403);
    const team1 = await ownerIn(ctx.ids.agent1Id);
    expect((await get('/api/admin/invite/getList', team1)).status).toBe(403);
    // agent staff see the team's links but do not make them
    const staff = await ctx.loginAgent(DEMO.agentStaff);
    expect((await get('/api/agent/invite/getList', staff)).body.code).toBe(0);
    const before = await countRows(ctx.db, 'invite_links');
    expect((await post('/api/agent/invite/create', staff, { title: '员工' })).status).toBe(403);
    expect((await get('/api/admin/invite/getList', await adminWithoutRole())).status).toBe(403);
    expect(await countRows(ctx.db, 'invite_links')).toBe(before);
  });

  it('refuses bad input with a translated message and writes nothing', async () => {
    const admin = await ctx.loginAdmin();
    const before = await countRows(ctx.db, 'invite_links');
    const cases: [Record<string, unknown>, string][] = [
      [{ agent_id: ctx.ids.agent1Id, title: '  ' }, 'title is required'],
      [{ agent_id: ctx.ids.agent1Id, title: 'x'.repeat(51) }, 'title is at most 50 characters'],
      [{ title: '无代理商' }, 'choose an agent'],
      [{ agent_id: 999_999, title: '不存在的代理商' }, 'choose an agent'],
    ];
    for (const [payload, message] of cases) {
      const answer = await post('/api/admin/invite/create', admin, payload);
      expect(answer.body.code).toBe(400);
      expect(answer.body.msg).toContain(message);
    }
    const chinese = await ctx.call({
      method: 'POST',
      url: '/api/admin/invite/create',
      token: admin,
      headers: { 'accept-language': 'zh-CN' },
      payload: { title: '无代理商' },
    });
    expect(chinese.body.msg).toContain('请选择代理商');
    expect(await countRows(ctx.db, 'invite_links')).toBe(before);
  });

  it('limits openings of the public link per address', async () => {
    let last = 0;
    for (let i = 0; i < 61; i++) last = (await open('anything', AGENT1_HOST, '10.7.7.7')).status;
    expect(last).toBe(429);
  });
});

describe('enquiries', () => {
  type Detail = {
    id: number;
    agent_id: number;
    status: string;
    assignee_id: number | null;
    assignee_name: string;
    notes: { kind: string; body: string; author_name: string }[];
  };

  async function newEnquiry(host = AGENT1_HOST, name = '王女士') {
    const answer = await enquire({ name }, host);
    expect(answer.body, answer.body.msg).toMatchObject({
      code: 0,
      msg: 'thank you, we will contact you soon',
    });
    return await ctx.db
      .selectFrom('enquiries')
      .select(['id', 'agent_id', 'page'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
  }

  it("stores a visitor's enquiry under the agent whose site received it, listed for it and the platform", async () => {
    const stored = await newEnquiry(AGENT1_HOST, '李先生');
    expect(stored).toMatchObject({ agent_id: ctx.ids.agent1Id, page: '/programme_detail?id=1' });
    const team1 = await ownerIn(ctx.ids.agent1Id);
    const own = await get('/api/agent/enquiry/getList?keyword=李先生', team1);
    expect(own.body.data).toMatchObject([{ id: stored.id, status: 'new', agent_name: DEMO.agent1.name }]);
    const team2 = await ownerIn(ctx.ids.agent2Id);
    expect((await get('/api/agent/enquiry/getList?keyword=李先生', team2)).body.data).toEqual([]);
    const admin = await ctx.loginAdmin();
    const all = await get(`/api/admin/enquiry/getList?agent_id=${ctx.ids.agent1Id}&status=new`, admin);
    expect((all.body.data as { id: number }[]).map((row) => row.id)).toContain(stored.id);
  });

  it('assigns, notes and changes the status, each kept in the history and the audit log', async () => {
    const stored = await newEnquiry();
    const team1 = await ownerIn(ctx.ids.agent1Id);
    const assignees = (await get('/api/agent/enquiry/getAssignees', team1)).body.data as {
      id: number;
      name: string;
    }[];
    const staff = assignees.find((member) => member.id !== ctx.ids.agentUserId) as {
      id: number;
      name: string;
    };
    const assigned = await post('/api/agent/enquiry/assign', team1, { id: stored.id, assignee_id: staff.id });
    expect(assigned.body).toMatchObject({
      code: 0,
      msg: 'enquiry assigned',
      data: { assignee_id: staff.id, assignee_name: staff.name },
    });
    await post('/api/agent/enquiry/addNote', team1, { id: stored.id, body: '已电话联系，周五上门' });
    const closed = await post('/api/agent/enquiry/setStatus', team1, { id: stored.id, status: 'following' });
    const detail = closed.body.data as Detail;
    expect(detail.status).toBe('following');
    expect(detail.notes.map((note) => [note.kind, note.body])).toEqual([
      ['assign', staff.name],
      ['note', '已电话联系，周五上门'],
      ['status', 'following'],
    ]);
    expect(detail.notes.every((note) => note.author_name === '代理商演示账号')).toBe(true);
    const audited = await ctx.db
      .selectFrom('audit_logs')
      .select('route')
      .where('route', 'in', [
        '/api/agent/enquiry/assign',
        '/api/agent/enquiry/addNote',
        '/api/agent/enquiry/setStatus',
      ])
      .where('status_code', '=', 200)
      .execute();
    expect(audited).toHaveLength(3);
    // the staff member sees it among their own
    const staffToken = await ctx.loginAgent(DEMO.agentStaff);
    const mine = await get('/api/agent/enquiry/getList?mine=1', staffToken);
    expect((mine.body.data as { id: number }[]).map((row) => row.id)).toContain(stored.id);

    // the platform takes it over: one assignee, named to the team
    const admin = await ctx.loginAdmin();
    const taken = await post('/api/admin/enquiry/assign', admin, {
      id: stored.id,
      assignee_id: ctx.ids.adminId,
    });
    expect(taken.body.data).toMatchObject({ assignee_id: ctx.ids.adminId });
    const seen = (await get(`/api/agent/enquiry/getInfo?id=${stored.id}`, team1)).body.data as Detail;
    expect(seen.assignee_id).toBeNull();
    expect(seen.assignee_name).not.toBe('');
  });

  it("answers 404 for another team's enquiry and changes nothing", async () => {
    const stored = await newEnquiry(AGENT1_HOST);
    const team2 = await ownerIn(ctx.ids.agent2Id);
    const notesBefore = await countRows(ctx.db, 'enquiry_notes');
    const calls = [
      get(`/api/agent/enquiry/getInfo?id=${stored.id}`, team2),
      post('/api/agent/enquiry/addNote', team2, { id: stored.id, body: '偷看' }),
      post('/api/agent/enquiry/setStatus', team2, { id: stored.id, status: 'closed' }),
      post('/api/agent/enquiry/assign', team2, { id: stored.id, assignee_id: null }),
    ];
    for (const answer of await Promise.all(calls))
      expect(answer.body).toMatchObject({ code: 404, msg: 'enquiry not found' });
    expect(await countRows(ctx.db, 'enquiry_notes')).toBe(notesBefore);
    const row = await ctx.db
      .selectFrom('enquiries')
      .select('status')
      .where('id', '=', stored.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('new');
  });

  it('refuses an assignee outside the team, bad input, no session, the wrong console and a missing permission', async () => {
    const stored = await newEnquiry();
    const team1 = await ownerIn(ctx.ids.agent1Id);
    const bare = await ctx.db
      .insertInto('agent_users')
      .values({ email: `outsider-${Date.now()}@example.com`, password_hash: 'x', name: '外人' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const notesBefore = await countRows(ctx.db, 'enquiry_notes');
    const outsider = await post('/api/agent/enquiry/assign', team1, { id: stored.id, assignee_id: bare.id });
    expect(outsider.body).toMatchObject({ code: 400, msg: 'choose a staff member' });
    const empty = await post('/api/agent/enquiry/addNote', team1, { id: stored.id, body: '   ' });
    expect(empty.body).toMatchObject({ code: 400 });
    expect(empty.body.msg).toContain('please write a note');
    const status = await post('/api/agent/enquiry/setStatus', team1, { id: stored.id, status: 'done' });
    expect(status.body.msg).toContain('status must be new, following or closed');
    expect(await countRows(ctx.db, 'enquiry_notes')).toBe(notesBefore);

    expect((await get('/api/agent/enquiry/getList')).status).toBe(401);
    expect((await get('/api/admin/enquiry/getList', team1)).status).toBe(403);
    expect((await get('/api/agent/enquiry/getList', await ctx.loginCustomer())).status).toBe(403);
    const roleless = await adminWithoutRole();
    expect((await get('/api/admin/enquiry/getList', roleless)).status).toBe(403);
    expect((await post('/api/admin/enquiry/addNote', roleless, { id: stored.id, body: 'x' })).status).toBe(
      403,
    );
    expect(await countRows(ctx.db, 'enquiry_notes')).toBe(notesBefore);
  });

  it('refuses a bad enquiry or a wrong graphic code with a translated message and stores nothing', async () => {
    const before = await countRows(ctx.db, 'enquiries');
    const phone = await enquire({ phone: '12345' });
    expect(phone.body).toMatchObject({ code: 400 });
    expect(phone.body.msg).toContain('please enter a valid phone number');
    const need = await enquire({ need: '' });
    expect(need.body.msg).toContain('please tell us what you need');
    const wrongCode = await enquire({ captcha_code: 'zzzz' });
    expect(wrongCode.body).toMatchObject({ code: 400, msg: 'wrong graphic code, please try the new one' });
    const chinese = await ctx.call({
      method: 'POST',
      url: '/api/customer/enquiry/submit',
      headers: { host: AGENT1_HOST, 'accept-language': 'zh-CN' },
      payload: { name: '', phone: '13912345678', need: 'x', ...(await captcha()) },
    });
    expect(chinese.body.msg).toContain('请输入您的姓名');
    expect(await countRows(ctx.db, 'enquiries')).toBe(before);
  });

  it('limits enquiries per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await enquire({}, AGENT1_HOST, '10.8.8.8')).status);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[5]).toBe(429);
  });
});
