import { Permission, type PermissionKey } from '@onsite/contracts';
import { describe, expect, it } from 'vitest';
import type { RoleCode } from '#server/seed/menu-catalogue.ts';
import { countRows, useTestContext } from '#server/test/harness.ts';

/** The notices the platform sent: their list with read counts, scheduling, editing and withdrawing. */
const ctx = useTestContext();
const BASE = '/api/admin/notice';

const post = (path: string, payload: object, token?: string) =>
  ctx.call({ method: 'POST', url: `${BASE}/${path}`, payload, token });
const get = (url: string, token?: string) => ctx.call({ method: 'GET', url, token });

type Sent = {
  id: number;
  title: string;
  state: string;
  audience: string;
  audience_count: number;
  read_count: number;
  send_time: string;
  update_time: string;
  customer_name: string;
  sender_name: string;
};

async function sent(token: string, query = '') {
  const answer = await get(`${BASE}/getSentList?limit=100${query}`, token);
  expect([answer.status, answer.body.code]).toEqual([200, 0]);
  return answer.body.data as Sent[];
}

async function sendOne(token: string, payload: Record<string, unknown> = {}) {
  const answer = await post(
    'send',
    { type: 'notice', title: 'Plain notice', content: 'Body', audience: 'customer', ...payload },
    token,
  );
  expect(answer.body.code).toBe(0);
  return answer.body.data.id as number;
}

/** What a customer's message centre and popover hold. */
async function customerTitles(token: string) {
  const list = await get('/api/customer/notice/getList?limit=100', token);
  const unread = await get('/api/customer/notice/getUnread', token);
  return {
    list: (list.body.data as { title: string }[]).map((item) => item.title),
    unread: (unread.body.data.notice as { title: string }[]).map((item) => item.title),
    total: unread.body.data.total as number,
  };
}

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

async function withdrawGrant(roleCode: RoleCode, permission: PermissionKey) {
  await ctx.db
    .deleteFrom('role_menus')
    .where('role_id', 'in', ctx.db.selectFrom('roles').select('id').where('role_code', '=', roleCode))
    .where('menu_id', 'in', ctx.db.selectFrom('menus').select('id').where('permission_mark', '=', permission))
    .execute();
}

describe('the sent notices', () => {
  it('lists every sent notice with its audience, how many it reaches and how many read it', async () => {
    const admin = await ctx.loginAdmin();
    const id = await sendOne(admin, { title: 'Counted notice', customer_id: ctx.ids.customers.agent1Phone });
    const customer = await ctx.loginCustomer();
    await ctx.call({
      method: 'POST',
      url: '/api/customer/notice/markRead',
      token: customer,
      payload: { ids: [id] },
    });
    const everyone = await sendOne(admin, { title: 'To every customer' });

    const rows = await sent(admin);
    expect(rows.length).toBe(await countRows(ctx.db, 'notices'));
    expect(rows[0]?.id).toBe(everyone);
    const counted = rows.find((row) => row.id === id);
    expect(counted).toMatchObject({
      audience: 'customer',
      audience_count: 1,
      read_count: 1,
      state: 'visible',
      customer_name: expect.any(String),
      sender_name: '平台管理员',
    });
    expect(rows.find((row) => row.id === everyone)?.audience_count).toBe(
      await countRows(ctx.db, 'customers'),
    );
    expect((await sent(admin, '&keyword=Counted')).map((row) => row.id)).toEqual([id]);
    expect((await sent(admin, '&audience=admin')).every((row) => row.audience === 'admin')).toBe(true);
  });

  it('schedules a notice: recipients see it only once its send time has come', async () => {
    const admin = await ctx.loginAdmin();
    const id = await sendOne(admin, { title: 'Scheduled notice', send_time: inHours(2) });
    const customer = await ctx.loginCustomer();
    const before = await customerTitles(customer);
    expect(before.list).not.toContain('Scheduled notice');
    expect(before.unread).not.toContain('Scheduled notice');
    expect((await sent(admin, '&state=scheduled')).map((row) => row.id)).toContain(id);
    // marking an unseen notice read is refused like any other the reader cannot see
    const mark = await ctx.call({
      method: 'POST',
      url: '/api/customer/notice/markRead',
      token: customer,
      payload: { ids: [id] },
    });
    expect(mark.status).toBe(404);

    // its time comes (moved into the past here rather than waiting)
    await ctx.db
      .updateTable('notices')
      .set({ visible_from: new Date(Date.now() - 1000) })
      .where('id', '=', id)
      .execute();
    const after = await customerTitles(customer);
    expect(after.list).toContain('Scheduled notice');
    expect(after.unread).toContain('Scheduled notice');
    expect(after.total).toBe(before.total + 1);
  });

  it("edits a notice's text and a scheduled one's send time", async () => {
    const admin = await ctx.loginAdmin();
    const id = await sendOne(admin, { title: 'Draft title', send_time: inHours(3) });
    const moved = inHours(5);
    const answer = await post(
      'update',
      { id, title: 'Final title', content: 'New body', send_time: moved },
      admin,
    );
    expect([answer.body.code, answer.body.data.title, answer.body.data.state]).toEqual([
      0,
      'Final title',
      'scheduled',
    ]);
    expect(answer.body.data.send_time).toBe(moved);
    expect(answer.body.data.update_time).not.toBe('');

    const out = await sendOne(admin, { title: 'Already out' });
    const edited = await post('update', { id: out, title: 'Corrected', content: 'Body' }, admin);
    expect(edited.body.code).toBe(0);
    expect((await customerTitles(await ctx.loginCustomer())).list).toContain('Corrected');
    const reschedule = await post(
      'update',
      { id: out, title: 'Corrected', content: 'Body', send_time: moved },
      admin,
    );
    expect([reschedule.status, reschedule.body.msg]).toEqual([
      400,
      'send_time: a notice already sent keeps its send time',
    ]);
  });

  it("withdraws a notice from every recipient's message centre and popover, audited", async () => {
    const admin = await ctx.loginAdmin();
    const id = await sendOne(admin, { title: 'To withdraw' });
    const customer = await ctx.loginCustomer();
    expect((await customerTitles(customer)).unread).toContain('To withdraw');
    const answer = await post('withdraw', { id }, admin);
    expect([answer.body.code, answer.body.msg]).toEqual([0, 'notice withdrawn']);
    const after = await customerTitles(customer);
    expect(after.list).not.toContain('To withdraw');
    expect(after.unread).not.toContain('To withdraw');
    expect((await sent(admin, '&state=withdrawn')).map((row) => row.id)).toContain(id);
    const again = await post('withdraw', { id }, admin);
    expect([again.status, again.body.msg]).toEqual([400, 'this notice has been withdrawn']);
    const edit = await post('update', { id, title: 'x', content: 'y' }, admin);
    expect([edit.status, edit.body.msg]).toEqual([400, 'this notice has been withdrawn']);
    const audit = await ctx.db
      .selectFrom('audit_logs')
      .select('summary')
      .where('route', '=', `${BASE}/withdraw`)
      .where('status_code', '=', 200)
      .executeTakeFirstOrThrow();
    expect(audit.summary).toContain(String(id));
  });

  it('refuses bad input with the reason and writes nothing', async () => {
    const admin = await ctx.loginAdmin();
    const id = await sendOne(admin, { title: 'Untouched' });
    const before = await countRows(ctx.db, 'notices');
    for (const [path, payload, message] of [
      [
        'send',
        { type: 'notice', title: 'x', content: 'y', audience: 'customer', send_time: inHours(-1) },
        'send_time: the send time must be in the future',
      ],
      [
        'send',
        { type: 'notice', title: 'x', content: 'y', audience: 'customer', send_time: inHours(24 * 400) },
        'send_time: the send time must be within a year',
      ],
      [
        'send',
        { type: 'notice', title: 'x', content: 'y', audience: 'customer', send_time: 'tomorrow' },
        'send_time: send_time must be a date and time',
      ],
      ['update', { id, title: '', content: 'y' }, 'title: title is required'],
      ['update', { id: 'x', title: 't', content: 'y' }, 'id: id is required'],
      ['withdraw', {}, 'id: id is required'],
    ] as const) {
      const answer = await post(path, payload, admin);
      expect([answer.status, answer.body.msg]).toEqual([400, message]);
    }
    expect(await countRows(ctx.db, 'notices')).toBe(before);
    const row = await ctx.db.selectFrom('notices').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect([row.title, row.updated_at, row.withdrawn_at]).toEqual(['Untouched', null, null]);
    const bad = await get(`${BASE}/getSentList?state=gone`, admin);
    expect([bad.status, bad.body.msg]).toEqual([400, 'state: state must be scheduled, visible or withdrawn']);
    for (const path of ['update', 'withdraw'] as const) {
      const missing = await post(path, { id: 999_999, title: 't', content: 'c' }, admin);
      expect([missing.status, missing.body.msg]).toEqual([404, 'notice not found']);
    }
  });

  it('answers 401 without a session, 403 to other consoles and to roles without the permission', async () => {
    const agent = await ctx.loginAgent();
    const customer = await ctx.loginCustomer();
    for (const token of [undefined, agent, customer]) {
      const status = token ? 403 : 401;
      expect((await get(`${BASE}/getSentList`, token)).status).toBe(status);
      expect((await post('update', { id: 1, title: 't', content: 'c' }, token)).status).toBe(status);
      expect((await post('withdraw', { id: 1 }, token)).status).toBe(status);
    }
    // the operator reads the list but does not send: editing and withdrawing are sending
    const operator = await ctx.loginAdmin('operator');
    expect((await get(`${BASE}/getSentList`, operator)).status).toBe(200);
    expect((await post('withdraw', { id: 1 }, operator)).status).toBe(403);
    await withdrawGrant('platform_operator', Permission.admin.noticeList);
    expect((await get(`${BASE}/getSentList`, operator)).status).toBe(403);
  });
});
