import { Permission } from '@onsite/contracts';
import { describe, expect, it } from 'vitest';
import { ROLE } from '#server/seed/builders.ts';
import { DEMO } from '#server/seed/demo.ts';
import { countRows, useTestContext, withdrawPermission } from '#server/test/harness.ts';

const ctx = useTestContext();
const AGENT1_HOST = 'agent1.localhost';
const AGENT2_HOST = 'agent2.localhost';
const DESIGN_URL = '/api/a/addons/design/design/detail';

const get = (url: string, token?: string, host?: string) =>
  ctx.call({ method: 'GET', url, token, headers: host ? { host } : {} });
const post = (url: string, token: string | undefined, payload: Record<string, unknown>) =>
  ctx.call({ method: 'POST', url, token, payload });

const style = {
  bgColor: '#ffffff',
  paddingTop: 10,
  paddingLeft: 20,
  paddingBottom: 10,
  topRadius: 8,
  bottomRadius: 8,
};

/** A page with all five modules. */
const fullPage = (title: string, links: string[] = ['https://help.example.com/a']) => ({
  setting: { title },
  content: [
    {
      key: 'm1',
      type: 'title',
      params: { title_text: title, title_type: 2, title_icon: 'StarOutlined' },
      style,
    },
    { key: 'm2', type: 'picture', params: { imgUrl: 'https://cdn.example.com/help/banner.png' }, style },
    { key: 'm3', type: 'blank', params: { height: 20 }, style },
    {
      key: 'm4',
      type: 'listMenu',
      params: {
        items: links.map((link, index) => ({ title: `菜单 ${index + 1}`, icon: 'BookOutlined', link })),
      },
      style,
    },
    {
      key: 'm5',
      type: 'video',
      params: { videoType: 2, videoLink: 'https://cdn.example.com/help/intro.mp4', videoRatio: 1 },
      style,
    },
  ],
});

/** The demo owner (a member of both teams) acting in `team`. */
async function ownerIn(team: number) {
  const token = await ctx.loginAgent(DEMO.agentUser);
  const switched = await post('/api/agent/BasicInfo/changeTeam', token, { opid: team });
  expect(switched.body.code).toBe(0);
  return token;
}

const audited = async (route: string) =>
  (await ctx.db.selectFrom('audit_logs').select('id').where('route', '=', route).execute()).length;

async function helpRows() {
  return [
    await countRows(ctx.db, 'help_designs'),
    await countRows(ctx.db, 'help_categories'),
    await countRows(ctx.db, 'help_entries'),
  ];
}

/** Saves and publishes a design as the help home of the caller's console. */
async function publishHome(base: string, token: string, title: string) {
  const saved = await post(`${base}/design/save`, token, { page1: fullPage(title), is_home: true });
  expect(saved.body.code, saved.body.msg).toBe(0);
  const published = await post(`${base}/design/publish`, token, { id: saved.body.data.id });
  expect(published.body.code, published.body.msg).toBe(0);
  return saved.body.data.id as number;
}

describe('help centre (admin /help, agent /help)', () => {
  it('answers -10 before any design is published, then the platform home to every site', async () => {
    const absent = await get(`${DESIGN_URL}?page_type=help&type=home`);
    expect([absent.status, absent.body.code, absent.body.data]).toEqual([200, -10, null]);

    const admin = await ctx.loginAdmin();
    const saved = await post('/api/admin/help/design/save', admin, {
      page1: fullPage('平台帮助'),
      is_home: true,
    });
    expect(saved.body).toMatchObject({ code: 0, msg: 'help design draft saved' });
    expect(saved.body.data).toMatchObject({
      title: '平台帮助',
      is_home: true,
      published: false,
      unpublished_changes: true,
      live: null,
    });
    expect(saved.body.data.draft.content.map((module: { type: string }) => module.type)).toEqual([
      'title',
      'picture',
      'blank',
      'listMenu',
      'video',
    ]);
    // a draft is not shown
    expect((await get(`${DESIGN_URL}?type=home`)).body.code).toBe(-10);

    const id = saved.body.data.id as number;
    const published = await post('/api/admin/help/design/publish', admin, { id });
    expect(published.body).toMatchObject({ code: 0, msg: 'help design published' });
    expect(published.body.data).toMatchObject({ published: true, unpublished_changes: false });

    for (const host of [undefined, AGENT1_HOST, AGENT2_HOST]) {
      const home = await get(`${DESIGN_URL}?page_type=help&type=home`, undefined, host);
      expect(home.body.code, host).toBe(0);
      expect(home.body.data).toMatchObject({ id, page1: { setting: { title: '平台帮助' } } });
      expect(home.body.data.page1.content).toHaveLength(5);
    }
    const byId = await get(`${DESIGN_URL}?id=${id}`);
    expect(byId.body.data.id).toBe(id);

    // a new draft leaves the published version in place until published again
    const changed = await post('/api/admin/help/design/save', admin, {
      id,
      page1: { setting: { title: '平台帮助 v2' }, content: [] },
      is_home: true,
    });
    expect(changed.body.data).toMatchObject({ title: '平台帮助 v2', unpublished_changes: true });
    expect((await get(`${DESIGN_URL}?type=home`)).body.data.page1.setting.title).toBe('平台帮助');
    await post('/api/admin/help/design/publish', admin, { id });
    expect((await get(`${DESIGN_URL}?type=home`)).body.data.page1.setting.title).toBe('平台帮助 v2');
    expect(await audited('/api/admin/help/design/save')).toBe(2);
    expect(await audited('/api/admin/help/design/publish')).toBe(2);
  });

  it("shows an agent's own published home on its site and for its activities (acid), the platform's elsewhere", async () => {
    const team1 = await ownerIn(ctx.ids.agent1Id);
    const agentHome = await publishHome('/api/agent/help', team1, '星河帮助');
    const title = async (query: string, host?: string) => {
      const answer = await get(`${DESIGN_URL}?${query}`, undefined, host);
      return answer.body.code === 0 ? answer.body.data.page1.setting.title : answer.body.code;
    };
    expect(await title('type=home', AGENT1_HOST)).toBe('星河帮助');
    expect(await title('type=home', AGENT2_HOST)).toBe('平台帮助 v2');
    expect(await title('type=home')).toBe('平台帮助 v2');

    const activity1 = await ctx.db
      .selectFrom('activities')
      .select('id')
      .where('agent_id', '=', ctx.ids.agent1Id)
      .executeTakeFirstOrThrow();
    // the activity's agent decides, whatever the host
    expect(await title(`type=home&acid=${activity1.id}`)).toBe('星河帮助');
    expect(await title(`type=home&acid=${activity1.id}`, AGENT2_HOST)).toBe('星河帮助');
    expect(await title('type=home&acid=999999')).toBe(-10);
    // another site's design by id is absent
    expect(await title(`id=${agentHome}`, AGENT2_HOST)).toBe(-10);
    expect(await title(`id=${agentHome}`, AGENT1_HOST)).toBe('星河帮助');
    expect((await get(`${DESIGN_URL}?page_type=help`)).status).toBe(400);
    expect((await get(`${DESIGN_URL}?type=home&page_type=shop`)).status).toBe(400);
  });

  it('keeps categories and entries of the three help types, and opens an entry for the help panel', async () => {
    const admin = await ctx.loginAdmin();
    const category = await post('/api/admin/help/category/save', admin, { name: '新手入门', sort: 1 });
    expect(category.body).toMatchObject({
      code: 0,
      msg: 'help category saved',
      data: { name: '新手入门', entries: 0 },
    });
    const categoryId = category.body.data.id as number;
    const designs = await get('/api/admin/help/design/getList', admin);
    const designId = designs.body.data[0].id as number;
    const made = [];
    for (const entry of [
      { title: '创建活动', help_type: 1, design_id: designId },
      { title: '视频教程', help_type: 2, help_link: 'https://help.example.com/videos' },
      {
        title: '常见问题',
        help_type: 3,
        content: '<p>如何开始？</p>',
        help_link: 'https://ignored.example.com',
      },
    ]) {
      const saved = await post('/api/admin/help/entry/save', admin, { category_id: categoryId, ...entry });
      expect(saved.body.code, saved.body.msg).toBe(0);
      made.push(saved.body.data);
    }
    expect(made[0]).toMatchObject({ help_type: 1, design_id: designId, design_title: '平台帮助 v2' });
    expect(made[2]).toMatchObject({ help_type: 3, help_link: '', content: '<p>如何开始？</p>' });
    const list = await get(`/api/admin/help/entry/getList?category_id=${categoryId}`, admin);
    expect(list.body.data.map((row: { title: string }) => row.title)).toEqual([
      '创建活动',
      '视频教程',
      '常见问题',
    ]);
    const categories = await get('/api/admin/help/category/getList', admin);
    expect(categories.body.data).toEqual([{ id: categoryId, name: '新手入门', sort: 1, entries: 3 }]);

    const opened = await get(`/api/a/addons/design/help/entry?id=${made[1].id}`, undefined, AGENT2_HOST);
    expect(opened.body.data).toMatchObject({
      title: '视频教程',
      help_type: 2,
      help_link: 'https://help.example.com/videos',
    });

    // a menu may link to the owner's entries
    const linked = await post('/api/admin/help/design/save', admin, {
      page1: fullPage('入门', [`entry:${made[0].id}`, `entry:${made[1].id}`, `entry:${made[2].id}`]),
    });
    expect(linked.body.code, linked.body.msg).toBe(0);

    // a non-empty category and a design an entry shows are kept
    const busy = await post('/api/admin/help/category/delete', admin, { id: categoryId });
    expect([busy.status, busy.body.msg]).toEqual([
      400,
      'the category still has entries: move or delete them first',
    ]);
    const shown = await post('/api/admin/help/design/delete', admin, { id: designId });
    expect(shown.status).toBe(400);
    const edited = await post('/api/admin/help/entry/save', admin, {
      id: made[0].id,
      category_id: categoryId,
      title: '创建活动',
      help_type: 2,
      help_link: 'https://help.example.com/create',
    });
    expect(edited.body.data).toMatchObject({ help_type: 2, design_id: 0 });
    const removedDesign = await post('/api/admin/help/design/delete', admin, { id: linked.body.data.id });
    expect(removedDesign.body).toMatchObject({ code: 0, msg: 'help design deleted' });
    for (const entry of made) {
      const removed = await post('/api/admin/help/entry/delete', admin, { id: entry.id });
      expect(removed.body.msg).toBe('help entry deleted');
    }
    const gone = await post('/api/admin/help/category/delete', admin, { id: categoryId });
    expect(gone.body).toMatchObject({ code: 0, msg: 'help category deleted' });
    expect(await audited('/api/admin/help/entry/delete')).toBe(3);
  });

  it("keeps each owner's rows its own: another agent's or the platform's are not found", async () => {
    const team1 = await ownerIn(ctx.ids.agent1Id);
    const category = await post('/api/agent/help/category/save', team1, { name: '站点帮助' });
    const entry = await post('/api/agent/help/entry/save', team1, {
      category_id: category.body.data.id,
      title: '联系我们',
      help_type: 3,
      content: '<p>电话 400-000-0000</p>',
    });
    expect(entry.body.code, entry.body.msg).toBe(0);
    const [agentDesign] = (await get('/api/agent/help/design/getList', team1)).body.data;
    expect(agentDesign.title).toBe('星河帮助');

    const team2 = await ownerIn(ctx.ids.agent2Id);
    expect((await get('/api/agent/help/design/getList', team2)).body.data).toEqual([]);
    expect((await get('/api/agent/help/category/getList', team2)).body.data).toEqual([]);
    expect((await get('/api/agent/help/entry/getList', team2)).body.data).toEqual([]);
    const admin = await ctx.loginAdmin();
    const before = await helpRows();
    const ids = { design: agentDesign.id, category: category.body.data.id, entry: entry.body.data.id };
    for (const [base, token] of [
      ['/api/agent/help', team2],
      ['/api/admin/help', admin],
    ] as const) {
      const answers = [
        await get(`${base}/design/getInfo?id=${ids.design}`, token),
        await post(`${base}/design/save`, token, { id: ids.design, page1: fullPage('改') }),
        await post(`${base}/design/publish`, token, { id: ids.design }),
        await post(`${base}/design/delete`, token, { id: ids.design }),
        await post(`${base}/category/save`, token, { id: ids.category, name: '改' }),
        await post(`${base}/category/delete`, token, { id: ids.category }),
        await post(`${base}/entry/save`, token, {
          id: ids.entry,
          category_id: ids.category,
          title: '改',
          help_type: 3,
          content: '<p>x</p>',
        }),
        await post(`${base}/entry/delete`, token, { id: ids.entry }),
      ];
      expect(
        answers.map((answer) => answer.status),
        base,
      ).toEqual([404, 404, 404, 404, 404, 404, 404, 404]);
    }
    // a design may not link to another owner's entry, nor show another owner's design
    const foreignLink = await post('/api/agent/help/design/save', team2, {
      page1: fullPage('x', [`entry:${ids.entry}`]),
    });
    expect([foreignLink.status, foreignLink.body.msg]).toEqual([
      400,
      'a menu links to a help entry that does not exist',
    ]);
    expect(await helpRows()).toEqual(before);
    // agent 2's site does not open agent 1's entry
    expect(
      (await get(`/api/a/addons/design/help/entry?id=${ids.entry}`, undefined, AGENT2_HOST)).status,
    ).toBe(404);
    expect(
      (await get(`/api/a/addons/design/help/entry?id=${ids.entry}`, undefined, AGENT1_HOST)).body.data,
    ).toMatchObject({
      title: '联系我们',
      help_type: 3,
    });
  });

  it('refuses without a session, from the wrong console, without the grant, and bad input writing nothing', async () => {
    const admin = await ctx.loginAdmin();
    const agent = await ownerIn(ctx.ids.agent1Id);
    const customer = await ctx.loginCustomer(DEMO.agent1Customers.phone);
    const reads = ['/design/getList', '/design/getInfo?id=1', '/category/getList', '/entry/getList'];
    const writes: [string, Record<string, unknown>][] = [
      ['/design/save', { page1: fullPage('x') }],
      ['/design/publish', { id: 1 }],
      ['/design/delete', { id: 1 }],
      ['/category/save', { name: 'x' }],
      ['/category/delete', { id: 1 }],
      ['/entry/save', { category_id: 1, title: 'x', help_type: 2, help_link: 'https://x.example.com' }],
      ['/entry/delete', { id: 1 }],
    ];
    const before = await helpRows();
    for (const [base, own, others] of [
      ['/api/admin/help', admin, [agent, customer]],
      ['/api/agent/help', agent, [admin, customer]],
    ] as const) {
      for (const path of reads) {
        expect((await get(`${base}${path}`)).status, path).toBe(401);
        for (const other of others) expect((await get(`${base}${path}`, other)).status, path).toBe(403);
      }
      for (const [path, body] of writes) {
        expect((await post(`${base}${path}`, undefined, body)).status, path).toBe(401);
        for (const other of others)
          expect((await post(`${base}${path}`, other, body)).status, path).toBe(403);
      }
      // bad input: 400, nothing written
      const bad: [string, Record<string, unknown>][] = [
        ['/design/save', { page1: { setting: { title: '' }, content: [] } }],
        [
          '/design/save',
          {
            page1: {
              setting: { title: 'x' },
              content: [{ key: 'a', type: 'carousel', params: {}, style: {} }],
            },
          },
        ],
        [
          '/design/save',
          {
            page1: {
              setting: { title: 'x' },
              content: [{ key: 'a', type: 'video', params: { videoType: 2 }, style: {} }],
            },
          },
        ],
        [
          '/design/save',
          {
            page1: {
              setting: { title: 'x' },
              content: [
                {
                  key: 'a',
                  type: 'video',
                  params: { videoType: 3, videoCode: '<script>alert(1)</script>' },
                  style: {},
                },
              ],
            },
          },
        ],
        [
          '/design/save',
          {
            page1: {
              setting: { title: 'x' },
              content: [{ key: 'a', type: 'title', params: { title_text: 'x', title_type: 3 }, style: {} }],
            },
          },
        ],
        [
          '/design/save',
          {
            page1: {
              setting: { title: 'x' },
              content: [
                { key: 'a', type: 'picture', params: { imgUrl: 'agent/9/someone-else.png' }, style: {} },
              ],
            },
          },
        ],
        [
          '/design/save',
          {
            page1: {
              setting: { title: 'x' },
              content: [{ key: 'a', type: 'blank', params: {}, style: { paddingTop: 500 } }],
            },
          },
        ],
        [
          '/design/save',
          {
            page1: {
              setting: { title: 'x' },
              content: [
                {
                  key: 'a',
                  type: 'listMenu',
                  params: { items: [{ title: 'x', link: 'javascript:alert(1)' }] },
                  style: {},
                },
              ],
            },
          },
        ],
        ['/design/publish', { id: 'x' }],
        ['/category/save', { name: '' }],
        ['/entry/save', { category_id: 1, title: 'x', help_type: 2, help_link: 'ftp://x' }],
        ['/entry/save', { category_id: 1, title: 'x', help_type: 1 }],
        ['/entry/save', { category_id: 1, title: 'x', help_type: 3, content: '' }],
        ['/entry/delete', { id: 0 }],
      ];
      for (const [path, body] of bad) {
        const refused = await post(`${base}${path}`, own, body);
        expect(refused.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      }
      expect((await get(`${base}/design/getInfo?id=abc`, own)).status).toBe(400);
    }
    expect(await helpRows()).toEqual(before);

    // reading without editing: the operator without admin.help.manage, agent staff without agent.help
    await withdrawPermission(ctx.db, ROLE.platformOperator, Permission.admin.helpManage);
    const viewer = await ctx.loginAdmin(DEMO.operator);
    expect((await get('/api/admin/help/design/getList', viewer)).body.code).toBe(0);
    expect((await post('/api/admin/help/category/save', viewer, { name: 'x' })).status).toBe(403);
    const staff = await ctx.loginAgent(DEMO.agentStaff);
    expect((await get('/api/agent/help/design/getList', staff)).status).toBe(403);
    expect(await helpRows()).toEqual(before);
  });
});
