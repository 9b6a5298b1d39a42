import { describe, expect, it } from 'vitest';
import { DEMO } from '#server/seed/demo.ts';
import { useTestContext } from '#server/test/harness.ts';
import { siteSettingsCalls } from './site-settings.test-helpers.ts';

const ctx = useTestContext();

type Settings = {
  name: string;
  domains: string[];
  bottomData: Record<string, unknown> & { footer_copyright: string; logo: string };
  rightData: Record<string, unknown>;
  websiteData: Record<string, unknown> & { title: string };
};

const { current, save } = siteSettingsCalls<Settings>(ctx);

describe('agent site settings', () => {
  it("shows the agent's own site, saves it, and the public site of its host follows", async () => {
    const token = await ctx.loginAgent();
    const settings = await current(token);
    expect(settings.name).toBe(DEMO.agent1.name);
    expect(settings.domains).toEqual(DEMO.agent1.domains);

    const changed = {
      ...settings,
      bottomData: {
        ...settings.bottomData,
        footer_copyright: '© 2026 星河 · 新版页脚',
        logo: `agent/${ctx.ids.agent1Id}/2026/11/22/logo.png`,
      },
      websiteData: { ...settings.websiteData, title: '星河活动 · 官网' },
    };
    const saved = await save(token, changed);
    expect(saved.body.msg).toBe('site settings saved');
    const site = await ctx.call({
      method: 'GET',
      url: '/api/customer/common/getData',
      headers: { host: 'agent1.localhost' },
    });
    expect(site.body.data).toMatchObject({
      bottomData: { footer_copyright: '© 2026 星河 · 新版页脚' },
      websiteData: { title: '星河活动 · 官网' },
    });
  });

  it("refuses another agent's upload as an image, and a malformed body, changing nothing", async () => {
    const token = await ctx.loginAgent();
    const before = await current(token);
    const foreign = await save(token, {
      ...before,
      bottomData: { ...before.bottomData, logo: `agent/${ctx.ids.agent2Id}/2026/11/22/logo.png` },
    });
    expect([foreign.status, foreign.body.msg]).toEqual([
      400,
      'bottomData.logo: an image must be an upload of this site or an http(s) link',
    ]);
    const malformed = await ctx.call({
      method: 'POST',
      url: '/api/agent/site/saveSetting',
      token,
      payload: { bottomData: { logo: 1 }, rightData: {}, websiteData: {} },
    });
    expect(malformed.status).toBe(400);
    expect(await current(token)).toEqual(before);
  });

  it('needs the site permission: staff get 403, customers 403, nobody 401', async () => {
    expect(
      (
        await ctx.call({
          method: 'GET',
          url: '/api/agent/site/getSetting',
          token: await ctx.loginAgent(DEMO.agentStaff),
        })
      ).status,
    ).toBe(403);
    expect(
      (await ctx.call({ method: 'GET', url: '/api/agent/site/getSetting', token: await ctx.loginCustomer() }))
        .status,
    ).toBe(403);
    expect((await ctx.call({ method: 'GET', url: '/api/agent/site/getSetting' })).status).toBe(401);
  });

  it('changes only the site of the team the agent acts in', async () => {
    const token = await ctx.loginAgent();
    const agent2Before = await ctx.call({
      method: 'GET',
      url: '/api/customer/common/getData',
      headers: { host: 'agent2.localhost' },
    });
    await save(token, {
      ...(await current(token)),
      websiteData: { title: '只改一号站', keyword: '', description: '', url_ico: '' },
    });
    const agent2After = await ctx.call({
      method: 'GET',
      url: '/api/customer/common/getData',
      headers: { host: 'agent2.localhost' },
    });
    expect(agent2After.body.data).toEqual(agent2Before.body.data);
  });
});
