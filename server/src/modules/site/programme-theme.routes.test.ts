import { describe, expect, it } from 'vitest';
import { DEMO } from '#server/seed/demo.ts';
import { useTestContext } from '#server/test/harness.ts';

const ctx = useTestContext();
const get = (url: string, host?: string) => ctx.call({ method: 'GET', url, headers: host ? { host } : {} });

type Theme = { id: number; title: string; category_mark: string; programmes?: { category: string }[] };

describe('programme themes (spec §2 programme "theme")', () => {
  it("lists each site's own themes, and the platform's on a site without any", async () => {
    const one = (await get('/api/customer/Product/getThemeList', 'agent1.localhost')).body.data as Theme[];
    expect(one.map((theme) => theme.title)).toEqual([
      `${DEMO.agent1.name}年会季`,
      `${DEMO.agent1.name}会议与论坛专题`,
      `${DEMO.agent1.name}婚礼互动专题`,
    ]);
    expect(one.map((theme) => theme.category_mark)).toEqual(['annual', 'conference', 'wedding']);
    const two = (await get('/api/customer/Product/getThemeList', 'agent2.localhost')).body.data as Theme[];
    expect(two[0].title).toBe(`${DEMO.agent2.name}年会季`);
    const platform = (await get('/api/customer/Product/getThemeList', 'unknown.example')).body
      .data as Theme[];
    expect(platform.map((theme) => theme.title)).toEqual(['年会季', '会议与论坛专题', '婚礼互动专题']);
  });

  it('answers a theme with its hero, description and the programmes of its category, to visitors', async () => {
    const [annual] = (await get('/api/customer/Product/getThemeList', 'agent1.localhost')).body
      .data as Theme[];
    const { status, body } = await get(`/api/customer/Product/getTheme?id=${annual.id}`, 'agent1.localhost');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: annual.id,
      title: `${DEMO.agent1.name}年会季`,
      subtitle: '从签到到颁奖，一场让全员记住的年会',
      hero_from: '#f5222d',
    });
    const programmes = (body.data as Theme).programmes ?? [];
    expect(programmes).toHaveLength(3);
    expect(programmes.every((programme) => programme.category === '年会盛典')).toBe(true);
  });

  it("does not show one site's theme on another site, and checks the id", async () => {
    const [annual] = (await get('/api/customer/Product/getThemeList', 'agent1.localhost')).body
      .data as Theme[];
    const elsewhere = await get(`/api/customer/Product/getTheme?id=${annual.id}`, 'agent2.localhost');
    expect([elsewhere.status, elsewhere.body.msg]).toEqual([404, 'theme not found']);
    const missing = await get('/api/customer/Product/getTheme?id=999999', 'agent1.localhost');
    expect(missing.status).toBe(404);
    const bad = await get('/api/customer/Product/getTheme?id=abc', 'agent1.localhost');
    expect([bad.status, bad.body.msg]).toEqual([400, 'id: id is required']);
  });
});
