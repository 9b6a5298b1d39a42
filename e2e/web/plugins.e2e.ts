import { describe, expect } from 'vitest';
import {
  chooseOptions,
  clickWhenSettled,
  consoleBase,
  eventually,
  loginAdmin,
  loginAgent,
  saveScreenshot,
  test,
} from '../fixtures.ts';
import { drawerSettled, hostUrl, openPartnerTab, uploadSquareImage } from './catalogue-journey.ts';

/**
 * Plugins (issues 17 and 15): the admin adds a plugin to the catalogue (/addons_list), enables it for the
 * demo agent from the partner drawer's "插件" tab, sees it counted in the plugin service (/addons); the agent
 * console's Add-ons page lists it, and so does the tool page of that agent's customer site — and not the
 * other agent's site. Chromium resolves *.localhost to this machine.
 */

describe('plugins', () => {
  test('the admin creates a plugin and enables it for the demo agent; its console and its site show it', async ({
    page,
    openPage,
    demo,
    baseUrl,
  }) => {
    const tag = `${Date.now() % 1_000_000}`;
    const mark = `confetti_${tag}`;
    const name = `彩带雨 ${tag}`;

    // the catalogue: the seeded plugins, then a new one
    await loginAdmin(page, demo, { at: '/addons_list' });
    const list = page.getByTestId('plugin-list');
    await eventually(() => list.textContent()).toContain('签到墙');
    expect(await list.textContent()).toContain('已下架');
    await saveScreenshot(page, 'plugins-admin-catalogue');

    await clickWhenSettled(list.getByTestId('plugin-create'));
    const form = page.getByTestId('plugin-form');
    await form.waitFor();
    // a bad mark is refused under its field, by the contract's rule, before anything is sent
    await form.getByTestId('plugin-mark').fill('Bad Mark');
    await form.getByTestId('plugin-name').fill(name);
    await clickWhenSettled(page.getByTestId('plugin-form-submit'));
    await eventually(() => form.locator('.ant-form-item-explain-error').first().textContent()).toBeTruthy();
    await form.getByTestId('plugin-mark').fill(mark);
    await form.getByTestId('plugin-description').fill('节目高潮时全屏飘落彩带，手机端同步震动。');
    // the icon: an image uploaded with the console's picker, cropped square
    await uploadSquareImage(page, form.getByTestId('plugin-icon-upload'), 'confetti.png');
    await chooseOptions(page, form.getByTestId('plugin-tools'), ['大屏互动', '会议系统']);
    await drawerSettled(page);
    await saveScreenshot(page, 'plugins-admin-form');
    await clickWhenSettled(page.getByTestId('plugin-form-submit'));
    await form.waitFor({ state: 'hidden' });
    const row = list.locator('tr.ant-table-row').filter({ hasText: name });
    await eventually(() => row.textContent()).toContain(mark);
    expect(await row.textContent()).toMatch(/大屏互动.*会议系统.*免费.*上架/);

    // the demo agent's drawer: the Add-ons tab switches the plugin on for it
    const drawer = await openPartnerTab(page, '星河活动科技', '插件');
    const tab = drawer.getByTestId('partner-plugins');
    await eventually(() => tab.textContent()).toContain(name);
    const toggle = tab.getByTestId(`partner-plugin-switch-${mark}`);
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await clickWhenSettled(toggle);
    await eventually(() => toggle.getAttribute('aria-checked')).toBe('true');
    await drawerSettled(page);
    await saveScreenshot(page, 'plugins-admin-partner-tab');

    // the plugin service counts it and lists the enablement
    await page.goto(`${consoleBase.admin}/addons`);
    await eventually(() =>
      page.getByTestId(`plugin-usage-${mark}`).getByTestId('plugin-usage-agents').textContent(),
    ).toBe('1');
    const enablements = page.getByTestId('plugin-enablement-list');
    await eventually(() => enablements.textContent()).toContain(name);
    expect(await enablements.locator('tr.ant-table-row').filter({ hasText: name }).textContent()).toContain(
      '星河活动科技',
    );
    await saveScreenshot(page, 'plugins-admin-service');

    // the agent console: its Add-ons page
    const agentPage = await openPage();
    await loginAgent(agentPage, demo, { at: '/addons' });
    const own = agentPage.getByTestId('own-plugin-list');
    await eventually(() => own.textContent()).toContain(name);
    expect(await own.textContent()).toContain('抽奖');
    expect(await own.textContent()).not.toContain('投票');
    await saveScreenshot(agentPage, 'plugins-agent-addons');

    // the agent's customer site: the screen tool's page lists it; the other agent's site does not
    const visitor = await openPage();
    await visitor.goto(hostUrl(baseUrl, 'agent1.localhost', `${consoleBase.customer}/tool/screen`));
    const plugins = visitor.getByTestId('tool-plugins');
    await eventually(() => plugins.textContent()).toContain(name);
    // its uploaded icon loads from storage
    const icon = plugins.locator('.ant-card-meta').filter({ hasText: name }).locator('img');
    await eventually(() =>
      icon.evaluate((image) => (image as HTMLImageElement).naturalWidth),
    ).toBeGreaterThan(0);
    await plugins.scrollIntoViewIfNeeded();
    await saveScreenshot(visitor, 'plugins-site-tool');
    await visitor.goto(hostUrl(baseUrl, 'agent2.localhost', `${consoleBase.customer}/tool/screen`));
    await eventually(() => visitor.getByTestId('tool-plugins').textContent()).toContain('投票');
    expect(await visitor.getByTestId('tool-plugins').textContent()).not.toContain(name);
  });
});
