import { describe, expect, it } from 'vitest';
import { seedAdmin } from '#server/seed/builders.ts';
import { DEMO } from '#server/seed/demo.ts';
import { countRows, TEST_PASSWORD, useTestContext } from '#server/test/harness.ts';

const ctx = useTestContext();

const get = (url: string, token?: string, headers: Record<string, string> = {}) =>
  ctx.call({ method: 'GET', url, token, headers });
const post = (url: string, token: string | undefined, payload: Record<string, unknown>) =>
  ctx.call({ method: 'POST', url, token, payload });

const essay = (mark: string, language: string | undefined, host = 'agent1.localhost') =>
  get(`/api/customer/common/getAbout?mark=${mark}`, undefined, {
    host,
    ...(language ? { 'accept-language': language } : {}),
  });

async function platformPage(admin: string, mark: string) {
  const list = await get('/api/admin/website/article/getList', admin);
  return list.body.data.own.find((row: { mark: string }) => row.mark === mark);
}

describe('articles in three languages (issue 17)', () => {
  it("answers the visitor's language, an empty translation falling back to zh_CN", async () => {
    const admin = await ctx.loginAdmin();
    const page = await platformPage(admin, 'user_agreement');
    const saved = await post('/api/admin/website/article/save', admin, {
      id: page.id,
      mark: 'user_agreement',
      title: '用户协议',
      title_en: 'User agreement',
      title_zh_tw: '',
      content: '<p>中文条款</p>',
      content_en: '<p>English terms</p>',
      // an empty editor is no translation
      content_zh_tw: '<p></p>',
    });
    expect(saved.body).toMatchObject({ code: 0, msg: 'article saved' });
    expect(saved.body.data).toMatchObject({ title_en: 'User agreement', content_zh_tw: '', version: 2 });

    const en = await essay('user_agreement', 'en-US,en;q=0.9');
    expect(en.body.data).toMatchObject({
      title: 'User agreement',
      content: '<p>English terms</p>',
      version: 2,
    });
    const tw = await essay('user_agreement', 'zh-TW');
    expect(tw.body.data).toMatchObject({ title: '用户协议', content: '<p>中文条款</p>' });
    // a language the site does not have answers zh_CN (the harness asks for en unless told otherwise)
    const none = await essay('user_agreement', 'fr-FR');
    expect(none.body.data).toMatchObject({ title: '用户协议', content: '<p>中文条款</p>', version: 2 });
    expect(Date.parse(none.body.data.updated_at)).not.toBeNaN();
  });
});

describe('article versions (issue 17)', () => {
  it('writes a version on each save of a title or content, and a restore writes a new one', async () => {
    const admin = await ctx.loginAdmin();
    const page = await platformPage(admin, 'privacy_policy');
    const first = await get(`/api/admin/website/article/getVersions?id=${page.id}`, admin);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ current: 1, versions: [{ number: 1, saved_by_audience: null }] });

    const body = { id: page.id, mark: 'privacy_policy', title: page.title, content: '<p>第二版</p>' };
    const second = await post('/api/admin/website/article/save', admin, {
      ...body,
      content_en: '<p>Second</p>',
    });
    expect(second.body.data.version).toBe(2);
    // the same texts again: no new version
    const same = await post('/api/admin/website/article/save', admin, {
      ...body,
      content_en: '<p>Second</p>',
    });
    expect(same.body.data.version).toBe(2);
    const history = await get(`/api/admin/website/article/getVersions?id=${page.id}`, admin);
    expect(history.body.data.current).toBe(2);
    expect(history.body.data.versions).toMatchObject([
      { number: 2, saved_by_audience: 'admin', saved_by_name: expect.any(String), restored_from: null },
      { number: 1 },
    ]);
    expect(history.body.data.versions[0].saved_by_name).not.toBe('');

    const old = await get(`/api/admin/website/article/getVersion?id=${page.id}&number=1`, admin);
    expect(old.body.data).toMatchObject({ number: 1, content: page.content, content_en: '' });

    const restored = await post('/api/admin/website/article/restore', admin, { id: page.id, number: 1 });
    expect(restored.body).toMatchObject({ code: 0, msg: 'version restored' });
    expect(restored.body.data).toMatchObject({ version: 3, content: page.content, content_en: '' });
    const after = await get(`/api/admin/website/article/getVersions?id=${page.id}`, admin);
    expect(after.body.data.versions.map((row: { number: number }) => row.number)).toEqual([3, 2, 1]);
    expect(after.body.data.versions[0].restored_from).toBe(1);
    // version 2 is still there, unchanged
    const kept = await get(`/api/admin/website/article/getVersion?id=${page.id}&number=2`, admin);
    expect(kept.body.data.content).toBe('<p>第二版</p>');
    // the site shows the current version
    const shown = await essay('privacy_policy', 'en');
    expect(shown.body.data).toMatchObject({ content: page.content, version: 3 });

    // the current version is not restored again; a missing version is not found
    const current = await post('/api/admin/website/article/restore', admin, { id: page.id, number: 3 });
    expect([current.status, current.body.msg]).toEqual([400, 'this version is the current one']);
    const missing = await get(`/api/admin/website/article/getVersion?id=${page.id}&number=9`, admin);
    expect([missing.status, missing.body.msg]).toEqual([404, 'version not found']);
    // the audit log records the restore
    const audit = await ctx.db
      .selectFrom('audit_logs')
      .select('audience')
      .where('route', '=', '/api/admin/website/article/restore')
      .where('status_code', '=', 200)
      .executeTakeFirst();
    expect(audit?.audience).toBe('admin');
  });

  it("keeps an agent's versions to its own articles; the platform reaches them through the agent's id", async () => {
    const agent = await ctx.loginAgent();
    const own = await get('/api/agent/site/article/getList', agent);
    const about = own.body.data.own.find((row: { mark: string }) => row.mark === 'about');
    const saved = await post('/api/agent/site/article/save', agent, {
      id: about.id,
      mark: 'about',
      title: about.title,
      title_en: 'About us',
      content: '<p>新版介绍</p>',
    });
    expect(saved.body.data.version).toBe(2);
    const history = await get(`/api/agent/site/article/getVersions?id=${about.id}`, agent);
    expect(history.body.data.versions[0]).toMatchObject({ number: 2, saved_by_audience: 'agent' });
    expect(history.body.data.versions[0].saved_by_name).not.toBe('');

    // the platform edits it in the partner drawer: the agent sees "the platform", not the staff name
    const admin = await ctx.loginAdmin();
    const byPlatform = await post('/api/admin/partner/article/save', admin, {
      agent_id: ctx.ids.agent1Id,
      id: about.id,
      mark: 'about',
      title: about.title,
      content: '<p>平台代改</p>',
    });
    expect(byPlatform.body.data.version).toBe(3);
    const seen = await get(`/api/agent/site/article/getVersions?id=${about.id}`, agent);
    expect(seen.body.data.versions[0]).toMatchObject({ saved_by_audience: 'admin', saved_by_name: '' });
    const partnerRestore = await post('/api/admin/partner/article/restore', admin, {
      agent_id: ctx.ids.agent1Id,
      id: about.id,
      number: 2,
    });
    expect(partnerRestore.body.data).toMatchObject({ version: 4, content: '<p>新版介绍</p>' });
    const agentRestore = await post('/api/agent/site/article/restore', agent, { id: about.id, number: 1 });
    expect(agentRestore.body.data.version).toBe(5);
    const one = await get(`/api/agent/site/article/getVersion?id=${about.id}&number=4`, agent);
    expect(one.body.data).toMatchObject({ number: 4, restored_from: 2, saved_by_name: '' });

    // agent 2's article: not found for agent 1, nor through the platform naming agent 1; nothing written
    const theirs = (await get(`/api/admin/partner/article/getList?agent_id=${ctx.ids.agent2Id}`, admin)).body
      .data.own[0];
    const versions = await countRows(ctx.db, 'article_versions');
    for (const response of [
      await get(`/api/agent/site/article/getVersions?id=${theirs.id}`, agent),
      await get(`/api/agent/site/article/getVersion?id=${theirs.id}&number=1`, agent),
      await post('/api/agent/site/article/restore', agent, { id: theirs.id, number: 1 }),
      await get(`/api/admin/partner/article/getVersions?agent_id=${ctx.ids.agent1Id}&id=${theirs.id}`, admin),
      await post('/api/admin/partner/article/restore', admin, {
        agent_id: ctx.ids.agent1Id,
        id: theirs.id,
        number: 1,
      }),
      // an agent's page is not the platform's own
      await get(`/api/admin/website/article/getVersions?id=${theirs.id}`, admin),
    ])
      expect([response.status, response.body.msg]).toEqual([404, 'page not found']);
    expect(await countRows(ctx.db, 'article_versions')).toBe(versions);
  });

  it('refuses without a session, from the wrong console, without the grant, and bad input, writing nothing', async () => {
    const admin = await ctx.loginAdmin();
    const agent = await ctx.loginAgent();
    const staff = await ctx.loginAgent(DEMO.agentStaff);
    const customer = await ctx.loginCustomer(DEMO.agent1Customers.phone);
    const username = `no_role_versions_${Date.now()}`;
    const id = await seedAdmin(ctx.db, { username, password: TEST_PASSWORD, isAdmin: false });
    await ctx.db.deleteFrom('admin_roles').where('admin_id', '=', id).execute();
    const roleless = await ctx.loginAdmin(username);
    const page = await platformPage(admin, 'vip_agreement');
    const before = [await countRows(ctx.db, 'article_versions'), await countRows(ctx.db, 'articles')];

    expect((await get(`/api/agent/site/article/getVersions?id=${page.id}`)).status).toBe(401);
    expect((await get(`/api/admin/website/article/getVersions?id=${page.id}`)).status).toBe(401);
    expect((await get(`/api/admin/website/article/getVersions?id=${page.id}`, agent)).status).toBe(403);
    expect((await get(`/api/agent/site/article/getVersions?id=${page.id}`, customer)).status).toBe(403);
    expect((await get(`/api/agent/site/article/getVersions?id=${page.id}`, staff)).status).toBe(403);
    expect((await get(`/api/admin/website/article/getVersions?id=${page.id}`, roleless)).status).toBe(403);
    expect(
      (await post('/api/admin/website/article/restore', roleless, { id: page.id, number: 1 })).status,
    ).toBe(403);
    expect(
      (
        await post('/api/admin/partner/article/restore', roleless, {
          agent_id: ctx.ids.agent1Id,
          id: page.id,
          number: 1,
        })
      ).status,
    ).toBe(403);
    // the platform's page is no agent's own
    const platformThroughAgent = await get(`/api/agent/site/article/getVersions?id=${page.id}`, agent);
    expect([platformThroughAgent.status, platformThroughAgent.body.msg]).toEqual([404, 'page not found']);

    const bad: [Record<string, unknown>, string][] = [
      [{ number: 0 }, 'number must be a version number'],
      [{ number: 'x' }, 'number must be a version number'],
      [{ id: 0, number: 1 }, 'id must be an article id'],
    ];
    for (const [change, message] of bad) {
      const refused = await post('/api/admin/website/article/restore', admin, { id: page.id, ...change });
      expect(refused.status, JSON.stringify(change)).toBe(400);
      expect(refused.body.msg, JSON.stringify(change)).toContain(message);
    }
    const badSaves: [Record<string, unknown>, string][] = [
      [{ title_en: 'x'.repeat(81) }, 'the article title is at most 80 characters'],
      [{ content_zh_tw: 'x'.repeat(200_001) }, 'the article content is too long'],
      [{ content_en: 5 }, 'the article content is too long'],
    ];
    const good = { id: page.id, mark: 'vip_agreement', title: '会员协议', content: '<p>新</p>' };
    for (const [change, message] of badSaves) {
      const refused = await post('/api/admin/website/article/save', admin, { ...good, ...change });
      expect(refused.status, JSON.stringify(change)).toBe(400);
      expect(refused.body.msg, JSON.stringify(change)).toContain(message);
    }
    expect([await countRows(ctx.db, 'article_versions'), await countRows(ctx.db, 'articles')]).toEqual(
      before,
    );
    expect((await platformPage(admin, 'vip_agreement')).version).toBe(1);
  });
});
