import { Permission } from '@onsite/contracts';
import { describe, expect, it } from 'vitest';
import { ROLE } from '#server/seed/builders.ts';
import { DEMO } from '#server/seed/demo.ts';
import { countRows, useTestContext, withdrawPermission } from '#server/test/harness.ts';

const ctx = useTestContext();

const get = (url: string, token?: string) => ctx.call({ method: 'GET', url, token });
const post = (url: string, token: string | undefined, payload: Record<string, unknown>) =>
  ctx.call({ method: 'POST', url, token, payload });
const API = '/api/admin/substance';

/** Calls that must answer code 0; their data. */
async function okData(call: Promise<{ status: number; body: { code: number; msg: string; data: unknown } }>) {
  const answer = await call;
  expect(answer.body.code, answer.body.msg).toBe(0);
  return answer.body.data as Record<string, unknown> & { id: number };
}

const programmes = () =>
  ctx.db.selectFrom('programmes').select(['id', 'title']).orderBy('id').limit(3).execute();
const platformArticle = () =>
  ctx.db
    .selectFrom('articles')
    .select(['id', 'title'])
    .where('agent_id', 'is', null)
    .executeTakeFirstOrThrow();
const agentArticle = () =>
  ctx.db.selectFrom('articles').select('id').where('agent_id', 'is not', null).executeTakeFirstOrThrow();
const audited = (route: string) =>
  ctx.db
    .selectFrom('audit_logs')
    .select(['audience', 'summary'])
    .where('route', '=', route)
    .where('status_code', '=', 200)
    .execute();

describe('admin › 内容 › 项目 (projects)', () => {
  it('creates, lists by keyword and status, edits, hides and deletes a project; programmes join it on their form', async () => {
    const admin = await ctx.loginAdmin();
    const project = await okData(
      post(`${API}/project/create`, admin, { name: '企业年会', intro: '年会与答谢会方案', sort: 2 }),
    );
    expect(project).toMatchObject({ name: '企业年会', status: 1, programmes: 0, cover: '' });
    await okData(post(`${API}/project/create`, admin, { name: '校园活动', status: 0 }));
    const byName = await get(`${API}/project/getList?keyword=${encodeURIComponent('年会')}`, admin);
    expect(byName.body.data.map((row: { name: string }) => row.name)).toEqual(['企业年会']);
    const hiddenOnes = await get(`${API}/project/getList?status=0&limit=1&page=1`, admin);
    expect([hiddenOnes.body.count, hiddenOnes.body.data[0].name]).toEqual([1, '校园活动']);

    // a programme is put in the project on the programme form
    const [first] = await programmes();
    const scheme = (await get('/api/admin/scheme/getList?limit=100', admin)).body.data.find(
      (row: { id: number }) => row.id === first.id,
    );
    const { views: _views, category: _category, ...form } = scheme;
    const saved = await okData(post('/api/admin/scheme/save', admin, { ...form, project_id: project.id }));
    expect(saved).toMatchObject({ project_id: project.id });
    const unknown = await post('/api/admin/scheme/save', admin, { ...form, project_id: 999_999 });
    expect([unknown.status, unknown.body.msg]).toEqual([404, 'project not found']);
    const options = await okData(get('/api/admin/scheme/getSubstanceOptions', admin));
    expect(options.projects).toContainEqual({ id: project.id, name: '企业年会', status: 1 });

    const edited = await okData(
      post(`${API}/project/update`, admin, { id: project.id, name: '企业年会与答谢会' }),
    );
    expect(edited).toMatchObject({ name: '企业年会与答谢会', programmes: 1 });
    const hidden = await post(`${API}/project/setStatus`, admin, { id: project.id, status: 0 });
    expect(hidden.body).toMatchObject({ code: 0, msg: 'hidden', data: { status: 0 } });

    // in use: deleting asks for the confirmation, then leaves the programme without a project
    const refused = await post(`${API}/project/delete`, admin, { id: project.id });
    expect([refused.status, refused.body.msg]).toEqual([
      400,
      'this project has 1 programmes: confirm to delete it and leave them without a project',
    ]);
    await okData(post(`${API}/project/delete`, admin, { id: project.id, detach: true }));
    const left = await ctx.db
      .selectFrom('programmes')
      .select(['title', 'project_id'])
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    expect(left).toEqual({ title: first.title, project_id: null });
    expect((await audited(`${API}/project/delete`)).map((row) => row.audience)).toEqual(['admin']);
    expect((await audited(`${API}/project/create`)).length).toBe(2);
  });
});

describe('admin › 内容 › 标签 (tags)', () => {
  it('creates tags in three languages, tags programmes and platform articles, counts them and deletes with detach', async () => {
    const admin = await ctx.loginAdmin();
    const tag = await okData(
      post(`${API}/tag/create`, admin, {
        name_zh_cn: '热门',
        name_en: 'Popular',
        colour: '#FA541C',
        sort: 1,
      }),
    );
    expect(tag).toMatchObject({ name_zh_cn: '热门', name_en: 'Popular', name_zh_tw: '', colour: '#fa541c' });
    const twice = await post(`${API}/tag/create`, admin, { name_zh_cn: '热门' });
    expect([twice.status, twice.body.msg]).toEqual([400, 'another tag is named 热门']);

    const [first] = await programmes();
    const scheme = (await get('/api/admin/scheme/getList?limit=100', admin)).body.data.find(
      (row: { id: number }) => row.id === first.id,
    );
    const { views: _views, category: _category, tag_ids: _tags, ...form } = scheme;
    const tagged = await okData(
      post('/api/admin/scheme/save', admin, { ...form, tag_ids: [tag.id, tag.id] }),
    );
    expect(tagged.tag_ids).toEqual([tag.id]);
    // a save without tag_ids keeps them
    const kept = await okData(post('/api/admin/scheme/save', admin, { ...form, summary: '保留标签' }));
    expect(kept.tag_ids).toEqual([tag.id]);
    const unknownTag = await post('/api/admin/scheme/save', admin, { ...form, tag_ids: [999_999] });
    expect([unknownTag.status, unknownTag.body.msg]).toEqual([404, 'tag not found']);

    const article = await platformArticle();
    const page = (await get('/api/admin/website/article/getList', admin)).body.data.own.find(
      (row: { id: number }) => row.id === article.id,
    );
    const savedArticle = await okData(
      post('/api/admin/website/article/save', admin, {
        id: page.id,
        mark: page.mark,
        title: page.title,
        content: page.content,
        tag_ids: [tag.id],
      }),
    );
    expect(savedArticle.tag_ids).toEqual([tag.id]);
    // an agent's article is not the platform's: not found through the platform's form
    const foreign = await post('/api/admin/website/article/save', admin, {
      id: (await agentArticle()).id,
      title: '不应保存',
      content: '<p>x</p>',
      tag_ids: [tag.id],
    });
    expect([foreign.status, foreign.body.msg]).toEqual([404, 'page not found']);
    expect(await countRows(ctx.db, 'substance_tag_articles')).toBe(1);

    const listed = await get(`${API}/tag/getList?keyword=popular`, admin);
    expect(listed.body.data).toEqual([expect.objectContaining({ id: tag.id, programmes: 1, articles: 1 })]);
    const edited = await okData(
      post(`${API}/tag/update`, admin, { id: tag.id, name_zh_cn: '精选', name_zh_tw: '精選' }),
    );
    expect(edited).toMatchObject({ name_zh_cn: '精选', name_zh_tw: '精選', colour: '#1677ff' });

    const refused = await post(`${API}/tag/delete`, admin, { id: tag.id });
    expect([refused.status, refused.body.msg]).toEqual([
      400,
      'this tag is on 1 programmes and 1 articles: confirm to delete it and take it off them',
    ]);
    await okData(post(`${API}/tag/delete`, admin, { id: tag.id, detach: true }));
    expect(await countRows(ctx.db, 'substance_tag_programmes')).toBe(0);
    expect(await countRows(ctx.db, 'substance_tag_articles')).toBe(0);
    const unused = await okData(post(`${API}/tag/create`, admin, { name_zh_cn: '未使用' }));
    await okData(post(`${API}/tag/delete`, admin, { id: unused.id }));
    expect((await audited(`${API}/tag/delete`)).length).toBe(2);
  });
});

describe("a site's own articles carry the platform's tags", () => {
  it("the team tags its article, the partner drawer sees it, and the site's article page lists the tags in the visitor's language", async () => {
    const admin = await ctx.loginAdmin();
    const tag = await okData(
      post(`${API}/tag/create`, admin, { name_zh_cn: '年会', name_en: 'Annual party', colour: '#13C2C2' }),
    );
    const team = await ctx.loginAgent();
    const options = (await get('/api/agent/site/article/getSubstanceOptions', team)).body.data;
    expect(options.tags.map((row: { id: number }) => row.id)).toContain(tag.id);
    const created = await okData(
      post('/api/agent/site/article/save', team, {
        title: '年会筹备指南',
        content: '<p>从场地到签到</p>',
        tag_ids: [tag.id],
      }),
    );
    expect(created.tag_ids).toEqual([tag.id]);
    // the team's list and the platform's partner drawer show the tags; a save without tag_ids keeps them
    const own = (await get('/api/agent/site/article/getList', team)).body.data.own;
    expect(own.find((row: { id: number }) => row.id === created.id).tag_ids).toEqual([tag.id]);
    const kept = await okData(
      post('/api/agent/site/article/save', team, {
        id: created.id,
        title: '年会筹备指南（新）',
        content: '<p>新</p>',
      }),
    );
    expect(kept.tag_ids).toEqual([tag.id]);
    const drawer = (await get(`/api/admin/partner/article/getList?agent_id=${ctx.ids.agent1Id}`, admin)).body
      .data;
    expect(drawer.own.find((row: { id: number }) => row.id === created.id).tag_ids).toEqual([tag.id]);
    const partnerOptions = (await get('/api/admin/partner/article/getSubstanceOptions', admin)).body.data;
    expect(partnerOptions.tags.length).toBeGreaterThan(0);

    // the site's article page lists them, named in the visitor's language
    const page = await ctx.call({
      method: 'GET',
      url: `/api/customer/common/getArticleDetail?id=${created.id}`,
      headers: { host: 'agent1.localhost', 'accept-language': 'en' },
    });
    expect(page.body.data.tags).toEqual([expect.objectContaining({ id: tag.id, name_en: 'Annual party' })]);

    // an unknown tag is refused and writes nothing; another team's article is not found
    const links = await countRows(ctx.db, 'substance_tag_articles');
    const unknown = await post('/api/agent/site/article/save', team, {
      id: created.id,
      title: 'x',
      content: '<p>x</p>',
      tag_ids: [999_999],
    });
    expect([unknown.status, unknown.body.msg]).toEqual([404, 'tag not found']);
    const theirs = await ctx.db
      .insertInto('articles')
      .values({ agent_id: ctx.ids.agent2Id, mark: '', kind: 'article', title: '别家', content: '<p>x</p>' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const foreign = await post('/api/agent/site/article/save', team, {
      id: theirs.id,
      title: '不应保存',
      content: '<p>x</p>',
      tag_ids: [tag.id],
    });
    expect(foreign.status).toBe(404);
    expect(await countRows(ctx.db, 'substance_tag_articles')).toBe(links);
    expect((await get('/api/agent/site/article/getSubstanceOptions')).status).toBe(401);
    expect((await get('/api/agent/site/article/getSubstanceOptions', admin)).status).toBe(403);
  });
});

describe('admin › 内容 › 专题 (topics) and the customer site', () => {
  it('builds a topic of programmes and a platform article, orders it, and the site shows it while published', async () => {
    const admin = await ctx.loginAdmin();
    const topic = await okData(
      post(`${API}/topic/create`, admin, { title: '年会季', intro: '年会季精选方案', sort: 1 }),
    );
    expect(topic).toMatchObject({ status: 1, published: true, items: 0, starts_at: null, ends_at: null });
    const [a, b] = await programmes();
    const article = await platformArticle();
    await okData(
      post(`${API}/topic/addItem`, admin, { topic_id: topic.id, kind: 'programme', item_id: a.id }),
    );
    await okData(
      post(`${API}/topic/addItem`, admin, { topic_id: topic.id, kind: 'programme', item_id: b.id }),
    );
    const items = (
      await post(`${API}/topic/addItem`, admin, {
        topic_id: topic.id,
        kind: 'article',
        item_id: article.id,
      })
    ).body.data as { id: number; kind: string; item_id: number; title: string }[];
    expect(items.map((item) => [item.kind, item.item_id])).toEqual([
      ['programme', a.id],
      ['programme', b.id],
      ['article', article.id],
    ]);
    const twice = await post(`${API}/topic/addItem`, admin, {
      topic_id: topic.id,
      kind: 'programme',
      item_id: a.id,
    });
    expect([twice.status, twice.body.msg]).toEqual([400, 'the topic has this item already']);
    const foreign = await post(`${API}/topic/addItem`, admin, {
      topic_id: topic.id,
      kind: 'article',
      item_id: (await agentArticle()).id,
    });
    expect([foreign.status, foreign.body.msg]).toEqual([404, 'page not found']);
    const candidates = await okData(get(`${API}/topic/getCandidates?kind=article`, admin));
    expect(candidates).toContainEqual({ id: article.id, title: article.title });
    expect(candidates).not.toContainEqual(expect.objectContaining({ id: (await agentArticle()).id }));

    const reordered = (
      await post(`${API}/topic/sortItems`, admin, {
        topic_id: topic.id,
        ids: [items[2].id, items[0].id, items[1].id],
      })
    ).body.data as { id: number }[];
    expect(reordered.map((item) => item.id)).toEqual([items[2].id, items[0].id, items[1].id]);
    const partial = await post(`${API}/topic/sortItems`, admin, { topic_id: topic.id, ids: [items[0].id] });
    expect([partial.status, partial.body.msg]).toEqual([400, 'ids must be the topic’s item ids']);

    // the customer site: banner, the topic's items in order, tags on its programmes
    const site = (await get('/api/customer/Product/getSubstance')).body.data;
    expect(site.topics).toEqual([{ id: topic.id, title: '年会季', banner: '', intro: '年会季精选方案' }]);
    const page = await get(`/api/customer/Product/getTopic?id=${topic.id}`);
    expect(page.body.data.items.map((item: { kind: string }) => item.kind)).toEqual([
      'article',
      'programme',
      'programme',
    ]);
    expect(page.body.data.items[1].programme).toMatchObject({ id: a.id, title: a.title, tags: [] });
    // the article's title in the visitor's language, its 简体 one where that language's is empty
    expect(page.body.data.items[0].article.title).toBe(article.title);
    await ctx.db
      .updateTable('articles')
      .set({ title_en: 'Terms of use' })
      .where('id', '=', article.id)
      .execute();
    const topicIn = (language: string) =>
      ctx.call({
        method: 'GET',
        url: `/api/customer/Product/getTopic?id=${topic.id}`,
        headers: { 'accept-language': language },
      });
    expect((await topicIn('en')).body.data.items[0].article.title).toBe('Terms of use');
    expect((await topicIn('zh-CN')).body.data.items[0].article.title).toBe(article.title);

    // outside its window, or hidden, it is not shown and its page is not found
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const future = await okData(
      post(`${API}/topic/update`, admin, { id: topic.id, title: '年会季', starts_at: later }),
    );
    expect(future).toMatchObject({ published: false, starts_at: later });
    expect((await get('/api/customer/Product/getSubstance')).body.data.topics).toEqual([]);
    expect((await get(`/api/customer/Product/getTopic?id=${topic.id}`)).status).toBe(404);
    await okData(post(`${API}/topic/update`, admin, { id: topic.id, title: '年会季' }));
    await okData(post(`${API}/topic/setStatus`, admin, { id: topic.id, status: 0 }));
    const hidden = await get(`/api/customer/Product/getTopic?id=${topic.id}`);
    expect([hidden.status, hidden.body.msg]).toEqual([404, 'topic not found']);

    const removed = await okData(
      post(`${API}/topic/removeItem`, admin, { topic_id: topic.id, id: items[0].id }),
    );
    expect(removed).toHaveLength(2);
    const refused = await post(`${API}/topic/delete`, admin, { id: topic.id });
    expect([refused.status, refused.body.msg]).toEqual([
      400,
      'this topic has 2 items: confirm to delete it with its items',
    ]);
    await okData(post(`${API}/topic/delete`, admin, { id: topic.id, detach: true }));
    expect(await countRows(ctx.db, 'substance_topic_items')).toBe(0);
    expect((await programmes()).length).toBeGreaterThan(1);
    expect((await audited(`${API}/topic/sortItems`)).length).toBe(1);
  });

  it('filters the programme list by tag and by a shown project', async () => {
    const admin = await ctx.loginAdmin();
    const [a, b] = await programmes();
    const tag = await okData(post(`${API}/tag/create`, admin, { name_zh_cn: '户外' }));
    const project = await okData(post(`${API}/project/create`, admin, { name: '户外团建' }));
    const list = (await get('/api/admin/scheme/getList?limit=100', admin)).body.data as Record<
      string,
      unknown
    >[];
    for (const programme of [a, b]) {
      const {
        views: _v,
        category: _c,
        ...form
      } = list.find((row) => row.id === programme.id) as Record<string, unknown>;
      await okData(
        post('/api/admin/scheme/save', admin, {
          ...form,
          ...(programme.id === a.id ? { tag_ids: [tag.id] } : { project_id: project.id }),
        }),
      );
    }
    const byTag = await get(`/api/customer/Product/getList?tag=${tag.id}`);
    expect([byTag.body.count, byTag.body.data[0].id, byTag.body.data[0].tags[0].name_zh_cn]).toEqual([
      1,
      a.id,
      '户外',
    ]);
    const byProject = await get(`/api/customer/Product/getList?project=${project.id}`);
    expect(byProject.body.data.map((row: { id: number }) => row.id)).toEqual([b.id]);
    const site = (await get('/api/customer/Product/getSubstance')).body.data;
    expect(site.tags.map((row: { id: number }) => row.id)).toContain(tag.id);
    expect(site.projects.map((row: { id: number }) => row.id)).toContain(project.id);
    // a hidden project lists nothing and is not offered
    await okData(post(`${API}/project/setStatus`, admin, { id: project.id, status: 0 }));
    expect((await get(`/api/customer/Product/getList?project=${project.id}`)).body.count).toBe(0);
    expect((await get('/api/customer/Product/getSubstance')).body.data.projects).not.toContainEqual(
      expect.objectContaining({ id: project.id }),
    );
    const bad = await get('/api/customer/Product/getList?tag=abc');
    expect(bad.status).toBe(400);
  });
});

describe('substance access and input', () => {
  it('refuses without a session, from other consoles, without the grant, unknown ids and bad input, writing nothing', async () => {
    const admin = await ctx.loginAdmin();
    const topic = await okData(post(`${API}/topic/create`, admin, { title: '权限专题' }));
    const tables = [
      'substance_projects',
      'substance_tags',
      'substance_topics',
      'substance_topic_items',
    ] as const;
    const counts = () => Promise.all(tables.map((table) => countRows(ctx.db, table)));
    const before = await counts();
    const reads = [`${API}/project/getList`, `${API}/tag/getList`, `${API}/topic/getList`];
    const writes: [string, Record<string, unknown>][] = [
      [`${API}/project/create`, { name: '项目' }],
      [`${API}/tag/create`, { name_zh_cn: '标签' }],
      [`${API}/topic/create`, { title: '专题' }],
      [`${API}/topic/addItem`, { topic_id: topic.id, kind: 'programme', item_id: 1 }],
    ];
    for (const url of reads) expect((await get(url)).status).toBe(401);
    for (const [url, body] of writes) expect((await post(url, undefined, body)).status).toBe(401);
    for (const token of [await ctx.loginAgent(), await ctx.loginCustomer()]) {
      for (const url of reads) expect((await get(url, token)).status).toBe(403);
      for (const [url, body] of writes) expect((await post(url, token, body)).status).toBe(403);
    }
    for (const permission of [
      Permission.admin.substanceProjectManage,
      Permission.admin.substanceTagManage,
      Permission.admin.substanceTopicManage,
    ])
      await withdrawPermission(ctx.db, ROLE.platformOperator, permission);
    const viewer = await ctx.loginAdmin(DEMO.operator);
    for (const url of reads) expect((await get(url, viewer)).body.code).toBe(0);
    for (const [url, body] of writes) expect((await post(url, viewer, body)).status).toBe(403);
    await withdrawPermission(ctx.db, ROLE.platformOperator, Permission.admin.substanceTag);
    expect((await get(`${API}/tag/getList`, await ctx.loginAdmin(DEMO.operator))).status).toBe(403);

    const missing: [string, Record<string, unknown>, string][] = [
      [`${API}/project/update`, { id: 999_999, name: 'x' }, 'project not found'],
      [`${API}/project/setStatus`, { id: 999_999, status: 1 }, 'project not found'],
      [`${API}/project/delete`, { id: 999_999 }, 'project not found'],
      [`${API}/tag/update`, { id: 999_999, name_zh_cn: 'x' }, 'tag not found'],
      [`${API}/tag/delete`, { id: 999_999 }, 'tag not found'],
      [`${API}/topic/update`, { id: 999_999, title: 'x' }, 'topic not found'],
      [`${API}/topic/setStatus`, { id: 999_999, status: 0 }, 'topic not found'],
      [`${API}/topic/delete`, { id: 999_999 }, 'topic not found'],
      [`${API}/topic/addItem`, { topic_id: 999_999, kind: 'programme', item_id: 1 }, 'topic not found'],
      [
        `${API}/topic/addItem`,
        { topic_id: topic.id, kind: 'programme', item_id: 999_999 },
        'programme not found',
      ],
      [`${API}/topic/addItem`, { topic_id: topic.id, kind: 'article', item_id: 999_999 }, 'page not found'],
      [`${API}/topic/removeItem`, { topic_id: topic.id, id: 999_999 }, 'topic item not found'],
      [`${API}/topic/sortItems`, { topic_id: topic.id, ids: [999_999] }, 'topic item not found'],
    ];
    for (const [url, body, message] of missing) {
      const answer = await post(url, admin, body);
      expect([answer.status, answer.body.msg], url).toEqual([404, message]);
    }
    expect((await get(`${API}/topic/getItems?topic_id=999999`, admin)).status).toBe(404);
    expect((await get('/api/customer/Product/getTopic?id=999999')).status).toBe(404);

    const bad: [string, Record<string, unknown>, string][] = [
      [`${API}/project/create`, { name: ' ' }, 'the project name is required'],
      [`${API}/project/create`, { name: 'x'.repeat(41) }, 'the project name is at most 40 characters'],
      [
        `${API}/project/create`,
        { name: '项目', cover: 'agent/9/x.png' },
        'the cover must be an uploaded image or an http(s) link',
      ],
      [`${API}/project/setStatus`, { id: 1, status: 2 }, 'status must be 0 (hidden) or 1 (shown)'],
      [`${API}/tag/create`, { name_zh_cn: '' }, 'the tag name (简体中文) is required'],
      [`${API}/tag/create`, { name_zh_cn: '标签', colour: 'red' }, 'the colour is #rrggbb'],
      [`${API}/topic/create`, { title: '' }, 'the topic title is required'],
      [
        `${API}/topic/create`,
        { title: '专题', starts_at: '2026-05-02T00:00:00Z', ends_at: '2026-05-01T00:00:00Z' },
        'the end of the published window must be after its start',
      ],
      [`${API}/topic/create`, { title: '专题', starts_at: 'tomorrow' }, 'starts_at must be a date and time'],
      [
        `${API}/topic/addItem`,
        { topic_id: topic.id, kind: 'video', item_id: 1 },
        'kind must be programme or article',
      ],
      [`${API}/topic/delete`, { id: topic.id, detach: 'yes' }, 'detach must be true or false'],
    ];
    for (const [url, body, message] of bad) {
      const answer = await post(url, admin, body);
      expect(answer.status, url).toBe(400);
      expect(answer.body.msg, url).toContain(message);
    }
    expect(await counts()).toEqual(before);
  });
});
