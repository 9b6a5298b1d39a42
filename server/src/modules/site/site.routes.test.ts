import { describe, expect, it } from 'vitest';
import { DEMO } from '#server/seed/demo.ts';
import { useTestContext } from '#server/test/harness.ts';

const ctx = useTestContext();
const get = (url: string, host?: string, token?: string) =>
  ctx.call({ method: 'GET', url, token, headers: host ? { host } : {} });

describe('customer site content', () => {
  it("answers each host with its own agent's site data, and unknown hosts with the platform's", async () => {
    const one = await get('/api/customer/common/getData', 'agent1.localhost');
    const two = await get('/api/customer/common/getData', 'agent2.localhost:3000');
    const other = await get('/api/customer/common/getData', 'unknown.example');
    expect(one.body.data).toMatchObject({ name: DEMO.agent1.name, websiteData: { title: DEMO.agent1.name } });
    expect(two.body.data).toMatchObject({ name: DEMO.agent2.name });
    expect(
      (two.body.data as { bottomData: { footer_copyright: string } }).bottomData.footer_copyright,
    ).toContain(DEMO.agent2.name);
    expect((other.body.data as { name: string }).name).not.toBe(DEMO.agent1.name);
  });

  it("serves a site's own legal page before the platform's, and refuses unknown marks", async () => {
    const about1 = await get('/api/customer/common/getAbout?mark=about', 'agent1.localhost');
    const about2 = await get('/api/customer/common/getAbout?mark=about', 'agent2.localhost');
    expect((about1.body.data as { title: string }).title).toBe(`关于${DEMO.agent1.name}`);
    expect((about2.body.data as { title: string }).title).toBe(`关于${DEMO.agent2.name}`);
    const privacy = await get('/api/customer/common/getAbout?mark=privacy_policy', 'agent2.localhost');
    expect((privacy.body.data as { title: string }).title).toBe('隐私政策');
    const bad = await get('/api/customer/common/getAbout?mark=secrets');
    expect(bad.status).toBe(400);
  });

  it("does not show one site's article on another site", async () => {
    const about2 = await get('/api/customer/common/getAbout?mark=about', 'agent2.localhost');
    const id = (about2.body.data as { id: number }).id;
    expect((await get(`/api/customer/common/getArticleDetail?id=${id}`, 'agent2.localhost')).status).toBe(
      200,
    );
    const elsewhere = await get(`/api/customer/common/getArticleDetail?id=${id}`, 'agent1.localhost');
    expect([elsewhere.status, elsewhere.body.msg]).toEqual([404, 'page not found']);
  });

  it('answers a footer service of the site with its page; an unknown one is not found', async () => {
    const found = await get('/api/customer/common/getAgentService?id=1', 'agent1.localhost');
    expect(found.body.data).toMatchObject({ id: 1, title: 'Online service' });
    expect((found.body.data as { content: string }).content).toContain('客服');
    expect((await get('/api/customer/common/getAgentService?id=99', 'agent1.localhost')).status).toBe(404);
  });

  it('lists programmes by category with paging, and counts views of a programme', async () => {
    const categories = await get('/api/customer/Product/getSceneCategory');
    expect((categories.body.data as { mark: string }[]).map((c) => c.mark)).toEqual([
      'annual',
      'conference',
      'wedding',
    ]);
    const annual = await get('/api/customer/Product/getList?category=annual&limit=2');
    expect(annual.body.count).toBe(3);
    expect(annual.body.data).toHaveLength(2);
    const first = (
      annual.body.data as { id: number; category: string; tools: { mark: string }[]; views: number }[]
    )[0];
    expect(first.category).toBe('年会盛典');
    expect(first.tools.map((tool) => tool.mark)).toEqual(['screen', 'software', 'meeting']);
    const detail = await get(`/api/customer/Product/getSceneIntroduceDetail?id=${first.id}`);
    expect((detail.body.data as { views: number; content: string }).views).toBe(first.views + 1);
    expect((detail.body.data as { content: string }).content).toContain('<h2>');
    expect((await get('/api/customer/Product/getSceneIntroduceDetail?id=99999')).status).toBe(404);
    // a category id no integer column holds is bad input (the bad-input suite: it was a 500)
    const tooBig = await get('/api/customer/Product/getList?category=2147483648');
    expect([tooBig.status, tooBig.body.msg]).toEqual([400, 'category: must be at most 2147483647']);
    expect((await get('/api/customer/Product/getList?category=2147483647')).body.count).toBe(0);
    const search = await get(`/api/customer/Product/getList?keyword=${encodeURIComponent('婚礼')}`);
    expect(
      (search.body.data as { title: string; summary: string }[]).every((row) =>
        `${row.title}${row.summary}`.includes('婚礼'),
      ),
    ).toBe(true);
  });

  it('introduces a tool by its spec menu id, with the New badge on score and riposte', async () => {
    const screen = await get('/api/customer/Product/getSceneIntroduce?id=1');
    expect(screen.body.data).toMatchObject({ mark: 'screen', title: 'Big-screen interaction', is_new: 0 });
    const score = await get('/api/customer/Product/getSceneIntroduce?id=11');
    expect(score.body.data).toMatchObject({ mark: 'score', is_new: 1 });
    const all = await get('/api/customer/Product/getSceneIntroduce');
    expect((all.body.data as unknown[]).length).toBe(9);
    expect((await get('/api/customer/Product/getSceneIntroduce?id=4')).status).toBe(404);
  });

  it("getChangeInfo: a customer's version changes when the account changes; visitors get -2", async () => {
    expect((await get('/api/customer/Product/getChangeInfo')).body.code).toBe(-2);
    const token = await ctx.loginCustomer(DEMO.agent2Customers.email);
    const before = (await get('/api/customer/Product/getChangeInfo', undefined, token)).body.data as {
      version: string;
    };
    expect((await get('/api/customer/Product/getChangeInfo', undefined, token)).body.data).toEqual(before);
    await ctx.db
      .updateTable('customers')
      .set({ nickname: '赵总（新）', updated_at: new Date(Date.now() + 1000) })
      .where('email', '=', DEMO.agent2Customers.email)
      .execute();
    const after = (await get('/api/customer/Product/getChangeInfo', undefined, token)).body.data as {
      version: string;
    };
    expect(after.version).not.toBe(before.version);
  });
});
