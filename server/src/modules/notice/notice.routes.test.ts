import { Permission } from '@onsite/contracts';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '#server/test/harness.ts';

const ctx = useTestContext();

type Platform = 'admin' | 'agent' | 'customer';

const getUnread = (platform: Platform, token?: string) =>
  ctx.call({ method: 'GET', url: `/api/${platform}/notice/getUnread`, token });
const getList = (platform: Platform, token?: string, query = '') =>
  ctx.call({ method: 'GET', url: `/api/${platform}/notice/getList${query}`, token });
const markRead = (platform: Platform, token: string | undefined, payload: unknown) =>
  ctx.call({
    method: 'POST',
    url: `/api/${platform}/notice/markRead`,
    token,
    payload: payload as Record<string, unknown>,
  });
const send = (token: string | undefined, payload: unknown) =>
  ctx.call({
    method: 'POST',
    url: '/api/admin/notice/send',
    token,
    payload: payload as Record<string, unknown>,
  });

const titles = (items: { title: string }[]) => items.map((item) => item.title);

async function noticeRows(): Promise<number> {
  const row = await ctx.db
    .selectFrom('notices')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

async function readRows(): Promise<number> {
  const row = await ctx.db
    .selectFrom('notice_reads')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

async function noticeId(title: string): Promise<number> {
  const row = await ctx.db
    .selectFrom('notices')
    .select('id')
    .where('title', '=', title)
    .executeTakeFirstOrThrow();
  return row.id;
}

const AGENT2_ONLY = '请尽快完成企业认证';
const LETTER_TO_CUSTOMER1 = '您的年会活动方案已准备好';

describe('GET /api/{platform}/notice/getUnread', () => {
  it("answers an admin the platform's unread notices and todos by tab, with the total", async () => {
    const { status, body } = await getUnread('admin', await ctx.loginAdmin());
    expect(status).toBe(200);
    expect(body.data.total).toBe(2);
    expect(titles(body.data.notice)).toEqual(['系统将于本周六凌晨 2:00 升级维护']);
    expect(body.data.letter).toEqual([]);
    expect(body.data.todo[0]).toEqual({
      id: expect.any(Number),
      type: 'todo',
      title: '审核代理商「云端会务服务」的企业认证',
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      icon: 'CarryOutOutlined',
      avatar: '',
      content: '营业执照与联系人信息已提交，请在 3 个工作日内完成审核。',
      description: '待审核',
      status: 1,
      read: 0,
    });
  });

  it("answers an agent user its team's notices, letters and todos with their states, newest first", async () => {
    const { body } = await getUnread('agent', await ctx.loginAgent());
    expect(body.data.total).toBe(5);
    expect(titles(body.data.notice)).toEqual(['新版互动大屏模板已上线']);
    expect(titles(body.data.letter)).toEqual(['您的代理合作协议将于下月到期']);
    expect(body.data.todo.map((todo: { status: number }) => todo.status)).toEqual([2, 1, 0]);
  });

  it('answers a customer the platform announcement and the letter addressed to it', async () => {
    const { body } = await getUnread('customer', await ctx.loginCustomer());
    expect(body.data.total).toBe(2);
    expect(titles(body.data.notice)).toEqual(['春节期间客服服务时间调整']);
    expect(titles(body.data.letter)).toEqual([LETTER_TO_CUSTOMER1]);
  });

  it('shows at most 10 unread of each type but counts them all', async () => {
    const token = await ctx.loginAdmin();
    for (let index = 0; index < 11; index += 1) {
      await send(token, { type: 'letter', title: `批量信件 ${index}`, content: '内容', audience: 'admin' });
    }
    const { body } = await getUnread('admin', token);
    expect(body.data.letter).toHaveLength(10);
    expect(body.data.letter[0].title).toBe('批量信件 10');
    expect(body.data.total).toBe(13);
    await markRead('admin', token, { type: 'letter' });
    expect((await getUnread('admin', token)).body.data.total).toBe(2);
  });

  it('answers 401 without a session on admin and agent paths and code -2 on the customer path', async () => {
    expect((await getUnread('admin')).body.code).toBe(401);
    expect((await getUnread('agent')).status).toBe(401);
    const customer = await getUnread('customer');
    expect(customer.status).toBe(401);
    expect(customer.body.code).toBe(-2);
  });

  it('answers 403 to a session of another audience', async () => {
    expect((await getUnread('admin', await ctx.loginAgent())).status).toBe(403);
    expect((await getUnread('agent', await ctx.loginCustomer())).status).toBe(403);
    expect((await getUnread('customer', await ctx.loginAdmin())).status).toBe(403);
  });
});

describe('tenant visibility of notices', () => {
  it("keeps another team's notice from an agent user until it switches to that team", async () => {
    const token = await ctx.loginAgent();
    expect(titles((await getList('agent', token)).body.data)).not.toContain(AGENT2_ONLY);
    expect((await markRead('agent', token, { ids: [await noticeId(AGENT2_ONLY)] })).status).toBe(404);

    await ctx.call({
      method: 'POST',
      url: '/api/agent/BasicInfo/changeTeam',
      token,
      payload: { opid: ctx.ids.agent2Id },
    });
    const { body } = await getUnread('agent', token);
    expect(titles(body.data.notice)).toEqual([AGENT2_ONLY, '新版互动大屏模板已上线']);
    expect(body.data.letter).toEqual([]);
    expect(body.data.todo).toEqual([]);
    await ctx.call({
      method: 'POST',
      url: '/api/agent/BasicInfo/changeTeam',
      token,
      payload: { opid: ctx.ids.agent1Id },
    });
  });

  it('never lists a letter to another customer and answers 404 when marking it, writing nothing', async () => {
    const token = await ctx.loginCustomer('13800000002');
    const listed = await getList('customer', token);
    expect(titles(listed.body.data)).toEqual(['春节期间客服服务时间调整']);
    const before = await readRows();
    const { status, body } = await markRead('customer', token, {
      ids: [await noticeId(LETTER_TO_CUSTOMER1)],
    });
    expect(status).toBe(404);
    expect(body.msg).toBe('notice not found');
    expect(await readRows()).toBe(before);
  });

  it('answers 404 and marks nothing when one of several ids belongs to another audience', async () => {
    const token = await ctx.loginCustomer('customer1@example.com');
    const own = await noticeId('春节期间客服服务时间调整');
    const adminOnly = await noticeId('系统将于本周六凌晨 2:00 升级维护');
    const before = await readRows();
    expect((await markRead('customer', token, { ids: [own, adminOnly] })).status).toBe(404);
    expect(await readRows()).toBe(before);
    expect((await getUnread('customer', token)).body.data.total).toBe(1);
  });
});

describe('GET /api/{platform}/notice/getList', () => {
  it('pages the visible notices newest first with the total in count, each with its read state', async () => {
    const token = await ctx.loginAgent('staff@example.com');
    const { body } = await getList('agent', token, '?page=1&limit=2');
    expect(body.count).toBe(5);
    expect(titles(body.data)).toEqual([
      '完善站点底部的备案号与客服二维码',
      '续费提醒：3 位客户的 VIP 即将到期',
    ]);
    expect(body.data.every((item: { read: number }) => item.read === 0)).toBe(true);
    const last = await getList('agent', token, '?page=3&limit=2');
    expect(titles(last.body.data)).toEqual(['新版互动大屏模板已上线']);
  });

  it('filters by type and by read state', async () => {
    const token = await ctx.loginAgent('staff@example.com');
    const todos = await getList('agent', token, '?type=todo');
    expect(todos.body.count).toBe(3);
    const first = todos.body.data[0].id;
    await markRead('agent', token, { ids: [first] });
    const read = await getList('agent', token, '?read=1');
    expect(read.body.data.map((item: { id: number; read: number }) => [item.id, item.read])).toEqual([
      [first, 1],
    ]);
    expect((await getList('agent', token, '?type=todo&read=0')).body.count).toBe(2);
  });

  it('names the field of a bad filter', async () => {
    const token = await ctx.loginAdmin();
    const badType = await getList('admin', token, '?type=email');
    expect(badType.status).toBe(400);
    expect(badType.body.msg).toMatch(/^type: /);
    expect((await getList('admin', token, '?read=2')).body.msg).toMatch(/^read: /);
    expect((await getList('admin', token, '?limit=500')).body.msg).toMatch(/^limit: /);
  });

  it('answers 401 / -2 without a session and 403 to another audience', async () => {
    expect((await getList('agent')).status).toBe(401);
    expect((await getList('customer')).body.code).toBe(-2);
    expect((await getList('admin', await ctx.loginCustomer())).status).toBe(403);
  });
});

describe('POST /api/{platform}/notice/markRead', () => {
  it('marks the given notices read for this reader only and lowers its unread count', async () => {
    const token = await ctx.loginCustomer();
    const letter = await noticeId(LETTER_TO_CUSTOMER1);
    const { status, body } = await markRead('customer', token, { ids: [letter] });
    expect(status).toBe(200);
    expect(body.data).toEqual({ marked: 1, unread: 1 });
    expect((await getUnread('customer', token)).body.data.letter).toEqual([]);
    expect((await markRead('customer', token, { ids: [letter] })).body.data).toEqual({
      marked: 0,
      unread: 1,
    });
    // Another customer's reads are its own.
    const other = await ctx.loginCustomer('customer1@example.com');
    expect((await getUnread('customer', other)).body.data.total).toBe(1);
  });

  it('marks every unread notice of a type read', async () => {
    const token = await ctx.loginAgent();
    const { body } = await markRead('agent', token, { type: 'todo' });
    expect(body.data).toEqual({ marked: 3, unread: 2 });
    expect((await getUnread('agent', token)).body.data.todo).toEqual([]);
  });

  it('names ids when neither ids nor a type is given, or ids are not a list of numbers, and writes nothing', async () => {
    const token = await ctx.loginAdmin('operator');
    const before = await readRows();
    const none = await markRead('admin', token, {});
    expect(none.status).toBe(400);
    expect(none.body.msg).toBe('ids: give the ids to mark read, or a type to mark all of it read');
    expect((await markRead('admin', token, { ids: [] })).body.msg).toMatch(/^ids: /);
    expect((await markRead('admin', token, { ids: 'all' })).body.msg).toMatch(/^ids: /);
    expect(
      (await markRead('admin', token, { ids: Array.from({ length: 101 }, (_, i) => i + 1) })).body.msg,
    ).toMatch(/^ids: /);
    expect((await markRead('admin', token, { type: 'mail' })).body.msg).toMatch(/^type: /);
    expect(await readRows()).toBe(before);
  });

  it('answers 404 for an id that does not exist', async () => {
    expect((await markRead('admin', await ctx.loginAdmin(), { ids: [999_999] })).status).toBe(404);
  });

  it('answers 401 / -2 without a session and 403 to another audience', async () => {
    expect((await markRead('admin', undefined, { type: 'notice' })).status).toBe(401);
    expect((await markRead('customer', undefined, { type: 'notice' })).body.code).toBe(-2);
    expect((await markRead('customer', await ctx.loginAgent(), { type: 'notice' })).status).toBe(403);
  });
});

describe('POST /api/admin/notice/send', () => {
  it('sends a letter to one customer, which that customer and no other sees in getUnread', async () => {
    const { status, body } = await send(await ctx.loginAdmin(), {
      type: 'letter',
      title: '发票已开具',
      content: '您申请的电子发票已发送至邮箱。',
      audience: 'customer',
      customer_id: ctx.ids.customers.agent2Email,
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ type: 'letter', title: '发票已开具', read: 0, icon: 'MailOutlined' });
    const row = await ctx.db
      .selectFrom('notices')
      .select(['agent_id', 'customer_id', 'created_by_admin_id'])
      .where('id', '=', body.data.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      agent_id: ctx.ids.agent2Id,
      customer_id: ctx.ids.customers.agent2Email,
      created_by_admin_id: ctx.ids.adminId,
    });
    const target = await getUnread('customer', await ctx.loginCustomer('customer2@example.com'));
    expect(titles(target.body.data.letter)).toEqual(['发票已开具']);
    const neighbour = await getUnread('customer', await ctx.loginCustomer('13800000002'));
    expect(titles(neighbour.body.data.letter)).toEqual([]);
  });

  it("sends a todo to one agent's team, seen there with its state and not by the other team", async () => {
    await send(await ctx.loginAdmin(), {
      type: 'todo',
      title: '提交季度结算单',
      content: '请于月底前提交本季度结算单。',
      audience: 'agent',
      agent_id: ctx.ids.agent2Id,
      status: 2,
    });
    const staff = await ctx.loginAgent('staff@example.com');
    expect(titles((await getUnread('agent', staff)).body.data.todo)).not.toContain('提交季度结算单');
    const owner = await ctx.loginAgent();
    const changeTeam = (opid: number) =>
      ctx.call({ method: 'POST', url: '/api/agent/BasicInfo/changeTeam', token: owner, payload: { opid } });
    await changeTeam(ctx.ids.agent2Id);
    const { body } = await getUnread('agent', owner);
    expect(body.data.todo).toEqual([expect.objectContaining({ title: '提交季度结算单', status: 2 })]);
    await changeTeam(ctx.ids.agent1Id);
    const row = await ctx.db
      .selectFrom('notices')
      .select(['status', 'audience'])
      .where('title', '=', '提交季度结算单')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 2, audience: 'agent' });
  });

  it('keeps the cover image given as avatar and shows it to the readers', async () => {
    const avatar = '/storage/platform/2026/01/02/0123456789abcdef0123456789abcdef01234.png';
    const sent = await send(await ctx.loginAdmin(), {
      type: 'notice',
      title: '封面通知',
      content: '<p>正文</p>',
      audience: 'agent',
      avatar,
    });
    expect(sent.body.data).toMatchObject({ title: '封面通知', avatar, content: '<p>正文</p>' });
    const { body } = await getUnread('agent', await ctx.loginAgent());
    expect(body.data.notice).toContainEqual(expect.objectContaining({ title: '封面通知', avatar }));
  });

  it('answers 404 for an agent or customer that does not exist, writing nothing', async () => {
    const token = await ctx.loginAdmin();
    const before = await noticeRows();
    const base = { type: 'notice', title: '标题', content: '内容' };
    const agent = await send(token, { ...base, audience: 'agent', agent_id: 999_999 });
    expect([agent.status, agent.body.msg]).toEqual([404, 'agent not found']);
    const customer = await send(token, { ...base, audience: 'customer', customer_id: 999_999 });
    expect([customer.status, customer.body.msg]).toEqual([404, 'customer not found']);
    expect(await noticeRows()).toBe(before);
  });

  it('keeps the icon the admin picked, and falls back to the type default without one', async () => {
    const token = await ctx.loginAdmin();
    const base = { type: 'notice', title: '带图标的通知', content: '内容', audience: 'admin' };
    const picked = await send(token, { ...base, icon: 'RocketOutlined' });
    expect(picked.body.data.icon).toBe('RocketOutlined');
    const plain = await send(token, { ...base, icon: '' });
    expect(plain.body.data.icon).toBe('NotificationOutlined');
  });

  it('names the field of bad input and writes nothing', async () => {
    const token = await ctx.loginAdmin();
    const before = await noticeRows();
    const base = { type: 'notice', title: '标题', content: '内容', audience: 'customer' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, title: '' }, 'title: title is required'],
      [{ ...base, title: 'x'.repeat(101) }, 'title: title is at most 100 characters'],
      [{ ...base, content: 'x'.repeat(2001) }, 'content: content is at most 2000 characters'],
      [{ ...base, type: 'mail' }, 'type: type must be notice, letter or todo'],
      [{ ...base, audience: 'everyone' }, 'audience: audience must be admin, agent or customer'],
      [{ ...base, status: 3 }, 'status: status must be 0, 1 or 2'],
      [{ ...base, avatar: 'javascript:alert(1)' }, 'avatar: avatar must be an image URL'],
      [{ ...base, icon: '<svg onload=x>' }, 'icon: icon must be an antd icon name'],
      [{ ...base, icon: 'rocket' }, 'icon: icon must be an antd icon name'],
      [{ ...base, avatar: `/storage/${'x'.repeat(512)}` }, 'avatar: avatar is at most 512 characters'],
      [
        { ...base, audience: 'agent', customer_id: ctx.ids.customers.agent1Phone },
        'customer_id: a notice to one customer must have audience customer',
      ],
      [
        { ...base, audience: 'admin', agent_id: ctx.ids.agent1Id },
        'agent_id: a notice to admins cannot target an agent',
      ],
      [
        { ...base, agent_id: ctx.ids.agent2Id, customer_id: ctx.ids.customers.agent1Phone },
        'agent_id: the customer belongs to another agent',
      ],
    ];
    for (const [payload, msg] of cases) {
      const { status, body } = await send(token, payload);
      expect([status, body.msg], JSON.stringify(payload)).toEqual([400, msg]);
    }
    expect(await noticeRows()).toBe(before);
  });

  it('answers 401 without a session and 403 to agent and customer sessions', async () => {
    const payload = { type: 'notice', title: '标题', content: '内容', audience: 'agent' };
    expect((await send(undefined, payload)).status).toBe(401);
    expect((await send(await ctx.loginAgent(), payload)).status).toBe(403);
    expect((await send(await ctx.loginCustomer(), payload)).status).toBe(403);
  });

  it('answers 403 to an admin without the send permission (the operator), writing nothing', async () => {
    const before = await noticeRows();
    const payload = { type: 'notice', title: '运营的通知', content: '内容', audience: 'agent' };
    const { status, body } = await send(await ctx.loginAdmin('operator'), payload);
    expect(status).toBe(403);
    expect(body).toEqual({ code: 403, msg: 'you are not allowed to do this', data: null });
    expect(await noticeRows()).toBe(before);
  });

  it('lists the send permission among the authorities of the admin only', async () => {
    const authoritiesOf = async (username: string) => {
      const { body } = await ctx.call({
        method: 'GET',
        url: '/api/auth/user',
        token: await ctx.loginAdmin(username),
      });
      return (body.data.authorities as { authority: string }[]).map((entry) => entry.authority);
    };
    expect(await authoritiesOf('admin')).toContain(Permission.admin.noticeSend);
    expect(await authoritiesOf('operator')).not.toContain(Permission.admin.noticeSend);
  });
});
