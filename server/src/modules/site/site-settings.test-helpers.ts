import type { TestContext } from '#server/test/harness.ts';

/** The agent's own site settings as its /site page reads and saves them (agent/site/getSetting|saveSetting). */
export function siteSettingsCalls<
  Settings extends { bottomData: unknown; rightData: unknown; websiteData: unknown },
>(ctx: TestContext) {
  async function current(token: string): Promise<Settings> {
    const { body } = await ctx.call({ method: 'GET', url: '/api/agent/site/getSetting', token });
    return body.data as Settings;
  }

  const save = (token: string, settings: Settings) =>
    ctx.call({
      method: 'POST',
      url: '/api/agent/site/saveSetting',
      token,
      payload: {
        bottomData: settings.bottomData,
        rightData: settings.rightData,
        websiteData: settings.websiteData,
      },
    });

  return { current, save };
}
