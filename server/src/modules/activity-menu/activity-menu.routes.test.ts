import { Permission } from '@onsite/contracts';
import { describe, expect, it } from 'vitest';
import { seedActivity } from '#server/seed/activities.ts';
import { ROLE } from '#server/seed/builders.ts';
import { DEMO } from '#server/seed/demo.ts';
import { useTestContext, withdrawPermission } from '#server/test/harness.ts';

const ctx = useTestContext();

type Entry = {
  id: number;
  tool_id: number;
  section: string;
  title: string;
  title_en: string;
  title_zh_tw: string;
  icon: string;
  sort: number;
  hidden: number;
  badge: string;
  badge_color: string;
};
type Shown = {
  section: string;
  titles: { zh_CN: string; en: string; zh_TW: string };
  icon: string;
  badge: string;
  badge_color: string;
};

const BASE = '/api/admin/menu/activity';
const get = (url: string, token?: string) => ctx.call({ method: 'GET', url, token });
const post = (url: string, token: string | undefined, payload: Record<string, unknown>) =>
  ctx.call({ method: 'POST', url, token, payload });

async function entries(token: string, toolId: number): Promise<Entry[]> {
  const answer = await get(`${BASE}/getList?tool_id=${toolId}`, token);
  expect(answer.body.code, answer.body.msg).toBe(0);
  return answer.body.data;
}

const entryOf = async (token: string, toolId: number, section: string) => {
  const found = (await entries(token, toolId)).find((entry) => entry.section === section);
  if (!found) throw new Error(`no ${section} entry for tool ${toolId}`);
  return found;
};

/** The fields update takes, from an entry as listed. */
const editable = (entry: Entry) => ({
  id: entry.id,
  title: entry.title,
  title_en: entry.title_en,
  title_zh_tw: entry.title_zh_tw,
  icon: entry.icon,
  badge: entry.badge,
  badge_color: entry.badge_color,
  hidden: entry.hidden,
});

/** An activity of the demo customer of agent 1 made with `toolId`. */
const activityOf = (toolId: number, customerId = ctx.ids.customers.agent1Phone, agentId = ctx.ids.agent1Id) =>
  seedActivity(ctx.db, { agentId, customerId, title: '菜单测试活动', toolId, beginIn: 24, endIn: 30 });

async function workspace(token: string, activityId: number): Promise<Shown[]> {
  const answer = await get(`/api/ym/Active/getMenus?id=${activityId}`, token);
  expect(answer.body.code, answer.body.msg).toBe(0);
  return answer.body.data;
}

const menuRows = () => ctx.db.selectFrom('activity_menus').selectAll().orderBy('id').execute();

const audits = (route: string) =>
  ctx.db.selectFrom('audit_logs').select(['event', 'status_code']).where('route', '=', route).execute();

describe('activity menus (admin /menu/activity)', () => {
  it('lists the tools and a tool’s entries in order, hidden ones included', async () => {
    const admin = await ctx.loginAdmin();
    const tools = await get(`${BASE}/getTools`, admin);
    expect(tools.body.code).toBe(0);
    expect(tools.body.data.find((tool: { mark: string }) => tool.mark === 'meeting')).toMatchObject({
      id: 8,
      entries: 5,
      hidden: 0,
    });
    const meeting = await entries(admin, 8);
    expect(meeting.map((entry) => entry.section)).toEqual([
      'overview',
      'vip',
      'password',
      'product',
      'appearance',
    ]);
    expect(meeting[1]).toMatchObject({ title: 'VIP 名单', title_en: 'VIP persons', title_zh_tw: 'VIP 名單' });
    const paged = await get(`${BASE}/getList?tool_id=8&limit=2&page=2`, admin);
    expect([paged.body.count, paged.body.data.map((entry: Entry) => entry.section)]).toEqual([
      5,
      ['password', 'product'],
    ]);
    expect(await entries(admin, 999)).toEqual([]);
  });

  it('renames, badges and hides an entry, audited with what it said before, and the workspace follows', async () => {
    const admin = await ctx.loginAdmin();
    const customer = await ctx.loginCustomer(DEMO.agent1Customers.phone);
    const activityId = await activityOf(8);
    const vip = await entryOf(admin, 8, 'vip');
    const renamed = await post(`${BASE}/update`, admin, {
      ...editable(vip),
      title: '嘉宾名单',
      title_en: 'Guests',
      title_zh_tw: '',
      icon: 'TeamOutlined',
      badge: 'New',
      badge_color: '#52c41a',
    });
    expect(renamed.body, renamed.body.msg).toMatchObject({ code: 0, msg: 'activity menu saved' });
    expect(renamed.body.data).toMatchObject({ title: '嘉宾名单', icon: 'TeamOutlined', badge: 'New' });
    const password = await entryOf(admin, 8, 'password');
    const hidden = await post(`${BASE}/update`, admin, { ...editable(password), hidden: 1 });
    expect(hidden.body.data.hidden).toBe(1);

    const shown = await workspace(customer, activityId);
    expect(shown.map((entry) => entry.section)).toEqual(['overview', 'vip', 'product', 'appearance']);
    // an empty translation falls back to the zh_CN title
    expect(shown[1]).toEqual({
      section: 'vip',
      titles: { zh_CN: '嘉宾名单', en: 'Guests', zh_TW: '嘉宾名单' },
      icon: 'TeamOutlined',
      badge: 'New',
      badge_color: '#52c41a',
    });
    // other tools keep their own menus
    expect((await workspace(customer, await activityOf(1))).map((entry) => entry.section)).toContain(
      'password',
    );

    const logged = await audits(`${BASE}/update`);
    expect(logged).toHaveLength(2);
    expect(logged[0]?.event).toMatchObject({
      tool_id: 8,
      section: 'vip',
      before: { title: 'VIP 名单', title_en: 'VIP persons', title_zh_tw: 'VIP 名單', icon: '', badge: '' },
    });
    expect(logged[1]?.event).toMatchObject({ section: 'password', before: { hidden: 0 } });
  });

  it('reorders a tool’s entries, audited, and the workspace shows the new order', async () => {
    const admin = await ctx.loginAdmin();
    const customer = await ctx.loginCustomer(DEMO.agent1Customers.phone);
    const activityId = await activityOf(5);
    const current = await entries(admin, 5);
    const ids = current.map((entry) => entry.id);
    const moved = [ids[4], ids[0], ids[1], ids[2], ids[3]] as number[];
    const answer = await post(`${BASE}/reorder`, admin, { tool_id: 5, ids: moved });
    expect(answer.body, answer.body.msg).toMatchObject({
      code: 0,
      msg: 'activity menus reordered',
      count: 5,
    });
    expect(answer.body.data.map((entry: Entry) => [entry.id, entry.sort])).toEqual(
      moved.map((id, index) => [id, (index + 1) * 10]),
    );
    expect((await workspace(customer, activityId)).map((entry) => entry.section)).toEqual([
      'appearance',
      'overview',
      'vip',
      'password',
      'product',
    ]);
    const [logged] = await audits(`${BASE}/reorder`);
    expect(logged?.event).toMatchObject({
      tool_id: 5,
      before: ['overview', 'vip', 'password', 'product', 'appearance'],
      after: ['appearance', 'overview', 'vip', 'password', 'product'],
    });
  });

  it('keeps one entry of a tool shown', async () => {
    const admin = await ctx.loginAdmin();
    const all = await entries(admin, 11);
    for (const entry of all.slice(1)) {
      const done = await post(`${BASE}/update`, admin, { ...editable(entry), hidden: 1 });
      expect(done.body.code, done.body.msg).toBe(0);
    }
    const first = all[0] as Entry;
    const before = await menuRows();
    const refused = await post(`${BASE}/update`, admin, { ...editable(first), hidden: 1, title: '改名' });
    expect([refused.status, refused.body.msg]).toEqual([
      400,
      'a tool shows at least one section: show another before hiding this one',
    ]);
    expect(await menuRows()).toEqual(before);
    // editing the last shown entry without hiding it is fine
    const renamed = await post(`${BASE}/update`, admin, { ...editable(first), title: '活动概览' });
    expect(renamed.body.code).toBe(0);
  });

  it('refuses bad input with a message naming it, writing nothing', async () => {
    const admin = await ctx.loginAdmin();
    const vip = await entryOf(admin, 1, 'vip');
    const ids = (await entries(admin, 1)).map((entry) => entry.id);
    const otherTool = (await entries(admin, 2))[0] as Entry;
    const before = await menuRows();
    for (const [change, message] of [
      [{ title: '' }, 'the Chinese (simplified) title is required'],
      [{ title: '一二三四五六七八九十一二三四五六七八九十一' }, 'a title is at most 20 characters'],
      [{ title_en: 'x'.repeat(21) }, 'a title is at most 20 characters'],
      [{ icon: 'not an icon' }, 'icon must be an antd icon name'],
      [{ badge: '123456789' }, 'a badge is at most 8 characters'],
      [{ badge_color: 'red' }, 'badge colour must be a colour like #52c41a'],
      [{ hidden: 2 }, 'hidden must be 0 or 1'],
      [{ id: 'x' }, 'id is required'],
    ] as const) {
      const refused = await post(`${BASE}/update`, admin, { ...editable(vip), ...change });
      expect(refused.status, JSON.stringify(change)).toBe(400);
      expect(refused.body.msg, JSON.stringify(change)).toContain(message);
    }
    const missing = await post(`${BASE}/update`, admin, { ...editable(vip), id: 999_999 });
    expect([missing.status, missing.body.msg]).toEqual([404, 'activity menu not found']);
    for (const body of [
      { tool_id: 1, ids: ids.slice(1) },
      { tool_id: 1, ids: [...ids.slice(1), ids[1]] },
      { tool_id: 1, ids: [...ids.slice(1), otherTool.id] },
      { tool_id: 1, ids: [] },
      { tool_id: 'screen', ids },
    ]) {
      const refused = await post(`${BASE}/reorder`, admin, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
    const noTool = await post(`${BASE}/reorder`, admin, { tool_id: 999, ids });
    expect([noTool.status, noTool.body.msg]).toEqual([404, 'tool not found']);
    expect((await get(`${BASE}/getList`, admin)).status).toBe(400);
    expect((await get(`${BASE}/getList?tool_id=abc`, admin)).status).toBe(400);
    expect(await menuRows()).toEqual(before);
  });

  it('refuses without a session, from another console, and without the grant', async () => {
    const agent = await ctx.loginAgent();
    const customer = await ctx.loginCustomer(DEMO.agent1Customers.phone);
    const admin = await ctx.loginAdmin();
    const vip = await entryOf(admin, 1, 'vip');
    const ids = (await entries(admin, 1)).map((entry) => entry.id);
    const before = await menuRows();
    for (const url of [`${BASE}/getTools`, `${BASE}/getList?tool_id=1`]) {
      expect((await get(url)).status, url).toBe(401);
      expect((await get(url, agent)).status, url).toBe(403);
      expect((await get(url, customer)).status, url).toBe(403);
    }
    for (const [url, body] of [
      [`${BASE}/update`, editable(vip)],
      [`${BASE}/reorder`, { tool_id: 1, ids }],
    ] as const) {
      expect((await post(url, undefined, body)).status, url).toBe(401);
      expect((await post(url, agent, body)).status, url).toBe(403);
    }
    // reading without editing: the list answers, the changes are refused
    await withdrawPermission(ctx.db, ROLE.platformOperator, Permission.admin.menuActivityEdit);
    const viewer = await ctx.loginAdmin(DEMO.operator);
    expect((await get(`${BASE}/getList?tool_id=1`, viewer)).body.code).toBe(0);
    expect((await post(`${BASE}/update`, viewer, { ...editable(vip), title: '改名' })).status).toBe(403);
    expect((await post(`${BASE}/reorder`, viewer, { tool_id: 1, ids: [...ids].reverse() })).status).toBe(403);
    await withdrawPermission(ctx.db, ROLE.platformOperator, Permission.admin.menuActivity);
    const stranger = await ctx.loginAdmin(DEMO.operator);
    expect((await get(`${BASE}/getList?tool_id=1`, stranger)).status).toBe(403);
    expect(await menuRows()).toEqual(before);
  });
});

describe("an activity's workspace menus (customer)", () => {
  it('answers the shown entries of my activity’s tool in order', async () => {
    const customer = await ctx.loginCustomer(DEMO.agent1Customers.phone);
    const shown = await workspace(customer, await activityOf(9));
    expect(shown.map((entry) => entry.section)).toEqual([
      'overview',
      'vip',
      'password',
      'product',
      'appearance',
    ]);
    expect(shown[0]).toEqual({
      section: 'overview',
      titles: { zh_CN: '概览', en: 'Overview', zh_TW: '概覽' },
      icon: '',
      badge: '',
      badge_color: '',
    });
  });

  it("answers 404 for another customer's activity, and refuses without a session, from another console, bad ids", async () => {
    const customer = await ctx.loginCustomer(DEMO.agent1Customers.phone);
    const theirs = await activityOf(1, ctx.ids.customers.agent2Phone, ctx.ids.agent2Id);
    const refused = await get(`/api/ym/Active/getMenus?id=${theirs}`, customer);
    expect([refused.status, refused.body.msg]).toEqual([404, 'activity not found']);
    const mine = await activityOf(1);
    const anonymous = await get(`/api/ym/Active/getMenus?id=${mine}`);
    expect(anonymous.body.code).toBe(-2);
    expect((await get(`/api/ym/Active/getMenus?id=${mine}`, await ctx.loginAdmin())).status).toBe(403);
    expect((await get(`/api/ym/Active/getMenus?id=${mine}`, await ctx.loginAgent())).status).toBe(403);
    expect((await get('/api/ym/Active/getMenus?id=abc', customer)).status).toBe(400);
    expect((await get('/api/ym/Active/getMenus', customer)).status).toBe(400);
  });
});
