import { describe, expect, it } from 'vitest';
import { seedAdmin } from '#server/seed/builders.ts';
import { DEMO } from '#server/seed/demo.ts';
import { countRows, TEST_PASSWORD, useTestContext } from '#server/test/harness.ts';

const ctx = useTestContext();

const get = (url: string, token?: string, host?: string) =>
  ctx.call({ method: 'GET', url, token, headers: host ? { host } : {} });
const post = (url: string, token: string | undefined, payload: Record<string, unknown>) =>
  ctx.call({ method: 'POST', url, token, payload });

async function adminWithoutRole() {
  const username = `no_role_content_${Date.now()}`;
  const id = await seedAdmin(ctx.db, { username, password: TEST_PASSWORD, isAdmin: false });
  await ctx.db.deleteFrom('admin_roles').where('admin_id', '=', id).execute();
  return ctx.loginAdmin(username);
}

const siteData = async (host: string) =>
  (await get('/api/customer/common/getData', undefined, host)).body.data;

describe("admin › partner › an agent's site", () => {
  it("reads and saves an agent's footer and login switches; its site and login popup follow", async () => {
    const admin = await ctx.loginAdmin();
    const agentId = ctx.ids.agent1Id;
    const read = await get(`/api/admin/partner/site/getSetting?agent_id=${agentId}`, admin);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ agent_id: agentId, name: DEMO.agent1.name, phone_on: 1 });
    const settings = read.body.data;
    const saved = await post('/api/admin/partner/site/saveSetting', admin, {
      ...settings,
      bottomData: { ...settings.bottomData, footer_copyright: '© 2026 平台代编的版权' },
      phone_on: 0,
      on_wechat_login: 1,
    });
    expect(saved.body).toMatchObject({ code: 0, msg: 'site settings saved' });
    expect(saved.body.data).toMatchObject({ phone_on: 0, on_wechat_login: 1 });
    expect((await siteData('agent1.localhost')).bottomData.footer_copyright).toBe('© 2026 平台代编的版权');
    // the other agent's site keeps its own
    expect((await siteData('agent2.localhost')).bottomData.footer_copyright).not.toContain('平台代编');
    const login = await get('/api/customer/login/getInfo', undefined, 'agent1.localhost');
    expect(login.body.data).toMatchObject({ phone_on: 0, on_wechat_login: 1 });
    // the audit log records who changed which agent's site
    const audit = await ctx.db
      .selectFrom('audit_logs')
      .select(['audience', 'summary'])
      .where('route', '=', '/api/admin/partner/site/saveSetting')
      .where('status_code', '=', 200)
      .executeTakeFirstOrThrow();
    expect(audit.audience).toBe('admin');
    expect(audit.summary).toContain('平台代编的版权');
  });

  it("edits the platform's own default site from admin › website", async () => {
    const admin = await ctx.loginAdmin();
    const read = await get('/api/admin/website/getSetting', admin);
    expect(read.status).toBe(200);
    const settings = read.body.data;
    const saved = await post('/api/admin/website/saveSetting', admin, {
      ...settings,
      websiteData: { ...settings.websiteData, title: '平台默认站点' },
    });
    expect(saved.body.code).toBe(0);
    expect((await siteData('unknown.example')).websiteData.title).toBe('平台默认站点');
    expect((await siteData('agent1.localhost')).websiteData.title).not.toBe('平台默认站点');
  });

  it('refuses without a session, from the wrong console, without the grant, a missing agent and bad input', async () => {
    const admin = await ctx.loginAdmin();
    const agent = await ctx.loginAgent();
    const agentId = ctx.ids.agent1Id;
    const settings = (await get(`/api/admin/partner/site/getSetting?agent_id=${agentId}`, admin)).body.data;
    const url = `/api/admin/partner/site/getSetting?agent_id=${agentId}`;
    expect((await get(url)).status).toBe(401);
    expect((await get(url, agent)).status).toBe(403);
    expect((await get('/api/admin/website/getSetting', agent)).status).toBe(403);
    const roleless = await adminWithoutRole();
    expect((await get(url, roleless)).status).toBe(403);
    expect((await post('/api/admin/partner/site/saveSetting', roleless, settings)).status).toBe(403);
    expect((await post('/api/admin/website/saveSetting', roleless, settings)).status).toBe(403);
    const missing = await get('/api/admin/partner/site/getSetting?agent_id=999999', admin);
    expect([missing.status, missing.body.msg]).toEqual([404, 'agent not found']);
    const before = JSON.stringify(await siteData('agent1.localhost'));
    const bad: [Record<string, unknown>, string][] = [
      [{ phone_on: 2 }, 'phone_on must be 0 or 1'],
      [{ on_wechat_login: 'yes' }, 'on_wechat_login must be 0 or 1'],
      [
        { bottomData: { ...settings.bottomData, logo: 'agent/999/x.png', footer_copyright: '不应保存' } },
        'bottomData.logo: an image must be an upload of this site or an http(s) link',
      ],
    ];
    for (const [change, message] of bad) {
      const refused = await post('/api/admin/partner/site/saveSetting', admin, { ...settings, ...change });
      expect(refused.status, JSON.stringify(change)).toBe(400);
      expect(refused.body.msg, JSON.stringify(change)).toContain(message);
    }
    expect(JSON.stringify(await siteData('agent1.localhost'))).toBe(before);
  });
});

describe("an agent's articles (admin › partner tab and the agent console)", () => {
  it("lets the platform give an agent its own legal page, which its site shows, and delete it back to the platform's", async () => {
    const admin = await ctx.loginAdmin();
    const agentId = ctx.ids.agent2Id;
    const list = await get(`/api/admin/partner/article/getList?agent_id=${agentId}`, admin);
    expect(list.status).toBe(200);
    // agent 2 has its own about page; the platform's privacy policy is its fallback
    expect(list.body.data.own.map((row: { mark: string }) => row.mark)).toContain('about');
    expect(list.body.data.platform.map((row: { mark: string }) => row.mark)).toContain('privacy_policy');
    expect(list.body.data.platform.map((row: { mark: string }) => row.mark)).not.toContain('about');

    const created = await post('/api/admin/partner/article/save', admin, {
      agent_id: agentId,
      mark: 'privacy_policy',
      title: '云端会务隐私政策',
      content: '<p>我们只为会务服务使用您的信息。</p>',
    });
    expect(created.body).toMatchObject({ code: 0, msg: 'article saved' });
    expect(created.body.data).toMatchObject({ agent_id: agentId, mark: 'privacy_policy', kind: 'essay' });
    const page = await get(
      '/api/customer/common/getAbout?mark=privacy_policy',
      undefined,
      'agent2.localhost',
    );
    expect(page.body.data).toMatchObject({ title: '云端会务隐私政策' });
    const elsewhere = await get(
      '/api/customer/common/getAbout?mark=privacy_policy',
      undefined,
      'agent1.localhost',
    );
    expect(elsewhere.body.data.title).toBe('隐私政策');
    // one page per mark
    const twice = await post('/api/admin/partner/article/save', admin, {
      agent_id: agentId,
      mark: 'privacy_policy',
      title: '第二份',
      content: '<p>x</p>',
    });
    expect([twice.status, twice.body.msg]).toEqual([
      400,
      'this site has its own privacy_policy page already',
    ]);

    const deleted = await post('/api/admin/partner/article/delete', admin, {
      agent_id: agentId,
      id: created.body.data.id,
    });
    expect(deleted.body).toMatchObject({ code: 0, msg: 'article deleted' });
    const back = await get(
      '/api/customer/common/getAbout?mark=privacy_policy',
      undefined,
      'agent2.localhost',
    );
    expect(back.body.data.title).toBe('隐私政策');
  });

  it("lets an agent edit its own articles and never another agent's", async () => {
    const agent = await ctx.loginAgent();
    const own = await get('/api/agent/site/article/getList', agent);
    expect(own.status).toBe(200);
    const about = own.body.data.own.find((row: { mark: string }) => row.mark === 'about');
    expect(about.agent_id).toBe(ctx.ids.agent1Id);
    const edited = await post('/api/agent/site/article/save', agent, {
      id: about.id,
      mark: 'about',
      title: '关于星河（新版）',
      content: '<p>新的介绍</p>',
    });
    expect(edited.body.data).toMatchObject({ id: about.id, title: '关于星河（新版）' });
    const page = await get('/api/customer/common/getAbout?mark=about', undefined, 'agent1.localhost');
    expect(page.body.data.title).toBe('关于星河（新版）');
    const article = await post('/api/agent/site/article/save', agent, {
      title: '年会筹备清单',
      content: '<p>提前两周发布报名。</p>',
    });
    expect(article.body.data).toMatchObject({ mark: '', kind: 'article' });
    const shown = await get(
      `/api/customer/common/getArticleDetail?id=${article.body.data.id}`,
      undefined,
      'agent1.localhost',
    );
    expect(shown.body.data.title).toBe('年会筹备清单');

    // agent 2's about page: not found through agent 1's console, and unchanged
    const admin = await ctx.loginAdmin();
    const theirs = (await get(`/api/admin/partner/article/getList?agent_id=${ctx.ids.agent2Id}`, admin)).body
      .data.own[0];
    const crossEdit = await post('/api/agent/site/article/save', agent, {
      id: theirs.id,
      mark: theirs.mark,
      title: '改别人的',
      content: '<p>x</p>',
    });
    expect([crossEdit.status, crossEdit.body.msg]).toEqual([404, 'page not found']);
    const crossDelete = await post('/api/agent/site/article/delete', agent, { id: theirs.id });
    expect([crossDelete.status, crossDelete.body.msg]).toEqual([404, 'page not found']);
    // nor through the platform naming the wrong agent
    const wrongAgent = await post('/api/admin/partner/article/delete', admin, {
      agent_id: ctx.ids.agent1Id,
      id: theirs.id,
    });
    expect(wrongAgent.status).toBe(404);
    const still = await ctx.db
      .selectFrom('articles')
      .select('title')
      .where('id', '=', theirs.id)
      .executeTakeFirst();
    expect(still?.title).toBe(theirs.title);
  });

  it('refuses without a session, from the wrong console, without the grant, and bad input, writing nothing', async () => {
    const admin = await ctx.loginAdmin();
    const agent = await ctx.loginAgent();
    const staff = await ctx.loginAgent(DEMO.agentStaff);
    const customer = await ctx.loginCustomer(DEMO.agent1Customers.phone);
    const before = await countRows(ctx.db, 'articles');
    expect((await get('/api/agent/site/article/getList')).status).toBe(401);
    expect((await get('/api/agent/site/article/getList', customer)).status).toBe(403);
    expect((await get('/api/agent/site/article/getList', staff)).status).toBe(403);
    expect((await get(`/api/admin/partner/article/getList?agent_id=${ctx.ids.agent1Id}`, agent)).status).toBe(
      403,
    );
    const roleless = await adminWithoutRole();
    expect(
      (await get(`/api/admin/partner/article/getList?agent_id=${ctx.ids.agent1Id}`, roleless)).status,
    ).toBe(403);
    const good = { agent_id: ctx.ids.agent1Id, title: '标题', content: '<p>正文</p>' };
    expect((await post('/api/admin/partner/article/save', roleless, good)).status).toBe(403);
    expect(
      (await post('/api/admin/partner/article/save', admin, { ...good, agent_id: 999_999 })).status,
    ).toBe(404);
    const bad: [Record<string, unknown>, string][] = [
      [{ title: '  ' }, 'the article title is required'],
      [{ title: 'x'.repeat(81) }, 'the article title is at most 80 characters'],
      [{ content: '<p> </p>' }, 'the article content is required'],
      [{ mark: 'secrets' }, 'mark must be a legal page, service:{id} or empty'],
      [{ id: 0 }, 'id must be an article id'],
    ];
    for (const [change, message] of bad) {
      const refused = await post('/api/admin/partner/article/save', admin, { ...good, ...change });
      expect(refused.status, JSON.stringify(change)).toBe(400);
      expect(refused.body.msg, JSON.stringify(change)).toContain(message);
      const agentRefused = await post('/api/agent/site/article/save', agent, { ...good, ...change });
      expect(agentRefused.status, JSON.stringify(change)).toBe(400);
    }
    // zh_CN
    const translated = await ctx.call({
      method: 'POST',
      url: '/api/agent/site/article/save',
      token: agent,
      payload: { title: ' ', content: '<p>x</p>' },
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(translated.body.msg).toContain('请填写文章标题');
    expect(await countRows(ctx.db, 'articles')).toBe(before);
  });
});

describe("admin › website: the platform's own pages, every site's fallback", () => {
  it("edits the platform's privacy policy, which sites without their own show; keeps legal pages, deletes articles", async () => {
    const admin = await ctx.loginAdmin();
    const list = await get('/api/admin/website/article/getList', admin);
    expect(list.status).toBe(200);
    expect(list.body.data.platform).toEqual([]);
    expect(list.body.data.own.every((row: { agent_id: number | null }) => row.agent_id === null)).toBe(true);
    const privacy = list.body.data.own.find((row: { mark: string }) => row.mark === 'privacy_policy');
    const saved = await post('/api/admin/website/article/save', admin, {
      id: privacy.id,
      mark: 'privacy_policy',
      title: '隐私政策（2026 版）',
      content: '<p>新版隐私政策</p>',
    });
    expect(saved.body.data).toMatchObject({ id: privacy.id, agent_id: null, title: '隐私政策（2026 版）' });
    for (const host of ['agent1.localhost', 'agent2.localhost', 'unknown.example']) {
      const page = await get('/api/customer/common/getAbout?mark=privacy_policy', undefined, host);
      expect(page.body.data.title, host).toBe('隐私政策（2026 版）');
    }
    const kept = await post('/api/admin/website/article/delete', admin, { id: privacy.id });
    expect([kept.status, kept.body.msg]).toEqual([
      400,
      'the platform’s legal and service pages are edited, not deleted',
    ]);
    const article = await post('/api/admin/website/article/save', admin, {
      title: '平台公告',
      content: '<p>所有站点可见</p>',
    });
    expect(article.body.data).toMatchObject({ agent_id: null, kind: 'article' });
    const shown = await get(
      `/api/customer/common/getArticleDetail?id=${article.body.data.id}`,
      undefined,
      'agent2.localhost',
    );
    expect(shown.body.data.title).toBe('平台公告');
    expect(
      (await post('/api/admin/website/article/delete', admin, { id: article.body.data.id })).body.msg,
    ).toBe('article deleted');
  });

  it("refuses without a session, from the wrong console, without the grant, an agent's article, and bad input", async () => {
    const admin = await ctx.loginAdmin();
    const agent = await ctx.loginAgent();
    const roleless = await adminWithoutRole();
    const before = await countRows(ctx.db, 'articles');
    expect((await get('/api/admin/website/article/getList')).status).toBe(401);
    expect((await get('/api/admin/website/article/getList', agent)).status).toBe(403);
    expect((await get('/api/admin/website/article/getList', roleless)).status).toBe(403);
    const good = { title: '公告', content: '<p>x</p>' };
    expect((await post('/api/admin/website/article/save', roleless, good)).status).toBe(403);
    // an agent's own page is not the platform's: not found here, and unchanged
    const [theirs] = (await get(`/api/admin/partner/article/getList?agent_id=${ctx.ids.agent1Id}`, admin))
      .body.data.own;
    const crossed = await post('/api/admin/website/article/save', admin, { ...good, id: theirs.id });
    expect([crossed.status, crossed.body.msg]).toEqual([404, 'page not found']);
    expect((await post('/api/admin/website/article/delete', admin, { id: theirs.id })).status).toBe(404);
    const refused = await post('/api/admin/website/article/save', admin, { ...good, title: '' });
    expect([refused.status, refused.body.msg]).toEqual([400, 'title: the article title is required']);
    expect(await countRows(ctx.db, 'articles')).toBe(before);
  });
});

describe('admin › scheme: the programme catalogue', () => {
  const programme = (categoryId: number) => ({
    category_id: categoryId,
    title: '校园开放日互动方案',
    summary: '签到、抽奖与现场投票',
    content: '<h2>亮点</h2><p>一屏掌控</p>',
    cover_from: '#13C2C2',
    cover_to: '#2f54eb',
    tools: [1, 8],
    sort: 5,
  });

  it('creates a category and a programme that every site lists, edits and deletes them', async () => {
    const admin = await ctx.loginAdmin();
    const category = await post('/api/admin/scheme/category/save', admin, {
      mark: 'campus',
      title: '校园活动',
      sort: 99,
    });
    expect(category.body).toMatchObject({ code: 0, msg: 'category saved' });
    expect(category.body.data).toMatchObject({ mark: 'campus', programmes: 0 });
    const categoryId = category.body.data.id as number;
    const created = await post('/api/admin/scheme/save', admin, programme(categoryId));
    expect(created.body).toMatchObject({ code: 0, msg: 'programme saved' });
    expect(created.body.data).toMatchObject({ tools: [1, 8], cover_from: '#13c2c2', category: '校园活动' });
    const id = created.body.data.id as number;

    for (const host of ['agent1.localhost', 'agent2.localhost']) {
      const listed = await get('/api/customer/Product/getList?category=campus', undefined, host);
      expect(listed.body.data.map((row: { title: string }) => row.title)).toEqual(['校园开放日互动方案']);
    }
    const categories = await get('/api/customer/Product/getSceneCategory', undefined, 'agent1.localhost');
    expect(categories.body.data.map((row: { mark: string }) => row.mark)).toContain('campus');
    const detail = await get(
      `/api/customer/Product/getSceneIntroduceDetail?id=${id}`,
      undefined,
      'agent1.localhost',
    );
    expect(detail.body.data).toMatchObject({ content: '<h2>亮点</h2><p>一屏掌控</p>' });

    const list = await get(`/api/admin/scheme/getList?category_id=${categoryId}`, admin);
    expect(list.body).toMatchObject({ code: 0, count: 1 });
    const edited = await post('/api/admin/scheme/save', admin, {
      ...programme(categoryId),
      id,
      title: '校园开放日 2.0',
    });
    expect(edited.body.data.title).toBe('校园开放日 2.0');

    const refusedCategory = await post('/api/admin/scheme/category/delete', admin, { id: categoryId });
    expect([refusedCategory.status, refusedCategory.body.msg]).toEqual([
      400,
      'a category with programmes or themes is not deleted',
    ]);
    expect((await post('/api/admin/scheme/delete', admin, { id })).body.msg).toBe('programme deleted');
    expect((await post('/api/admin/scheme/category/delete', admin, { id: categoryId })).body.msg).toBe(
      'category deleted',
    );
    expect((await post('/api/admin/scheme/delete', admin, { id })).status).toBe(404);
  });

  it('refuses without a session, from the wrong console, without the grant, and bad input, writing nothing', async () => {
    const admin = await ctx.loginAdmin();
    const agent = await ctx.loginAgent();
    const categoryId = (await get('/api/admin/scheme/category/getList', admin)).body.data[0].id as number;
    const before = [await countRows(ctx.db, 'programmes'), await countRows(ctx.db, 'programme_categories')];
    expect((await get('/api/admin/scheme/getList')).status).toBe(401);
    expect((await get('/api/admin/scheme/getList', agent)).status).toBe(403);
    expect((await post('/api/admin/scheme/save', agent, programme(categoryId))).status).toBe(403);
    const roleless = await adminWithoutRole();
    expect((await get('/api/admin/scheme/category/getList', roleless)).status).toBe(403);
    expect((await post('/api/admin/scheme/save', roleless, programme(categoryId))).status).toBe(403);
    // the platform operator reads and edits the catalogue too
    const operator = await ctx.loginAdmin(DEMO.operator);
    expect((await get('/api/admin/scheme/getList', operator)).status).toBe(200);
    expect(
      (await post('/api/admin/scheme/save', admin, { ...programme(categoryId), id: 999_999 })).status,
    ).toBe(404);
    const bad: [Record<string, unknown>, string][] = [
      [{ title: '' }, 'the programme title is required'],
      [{ cover_from: 'red' }, 'a cover colour is #rrggbb'],
      [{ tools: [] }, 'choose the tools of the programme'],
      [{ tools: [999] }, 'choose the tools of the programme'],
      [{ category_id: 999_999 }, 'choose the category'],
      [{ sort: -1 }, 'sort must be a whole number, 0 or more'],
    ];
    for (const [change, message] of bad) {
      const refused = await post('/api/admin/scheme/save', admin, { ...programme(categoryId), ...change });
      expect(refused.status, JSON.stringify(change)).toBe(400);
      expect(refused.body.msg, JSON.stringify(change)).toContain(message);
    }
    const existingMark = (await get('/api/admin/scheme/category/getList', admin)).body.data[0].mark;
    const badCategories: [Record<string, unknown>, string][] = [
      [{ mark: 'Bad Mark', title: '分类' }, 'the mark is 2–32 lower-case letters, digits or _'],
      [{ mark: 'fine_mark', title: ' ' }, 'the category name is required'],
      [{ mark: existingMark, title: '重复' }, `another category has the mark ${existingMark}`],
    ];
    for (const [body, message] of badCategories) {
      const refused = await post('/api/admin/scheme/category/save', admin, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.msg, JSON.stringify(body)).toContain(message);
    }
    expect([await countRows(ctx.db, 'programmes'), await countRows(ctx.db, 'programme_categories')]).toEqual(
      before,
    );
  });
});
