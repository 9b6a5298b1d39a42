/// <reference lib="dom" />
// Callbacks passed to page.evaluate run in the browser, hence the DOM types.
import { describe, expect } from 'vitest';
import { en } from '../../web/src/i18n/locales/en.ts';
import { zh_TW } from '../../web/src/i18n/locales/zh_TW.ts';
import {
  backToFirstTeam,
  clickWhenSettled,
  consoleBase,
  eventually,
  loginAdmin,
  loginAgent,
  loginCustomer,
  pathOf,
  saveScreenshot,
  test,
} from '../fixtures.ts';
import { zh_CN } from './strings.ts';

/** The header widgets of the shared shell not covered elsewhere: language, team switch, failed page chunks. */
describe('shell header', () => {
  const menuEntry = {
    admin: { login: loginAdmin, zh: '资源库', en: 'Resource library' },
    agent: { login: loginAgent, zh: '客户管理', en: 'Customers' },
    customer: { login: loginCustomer, zh: '推荐方案', en: 'Programmes' },
  };
  for (const [who, entry] of Object.entries(menuEntry)) {
    test(`${who}: the language switch translates the menu, the shell and antd itself, and is remembered`, async ({
      page,
      demo,
    }) => {
      await entry.login(page, demo);
      const menu = page.getByTestId('side-menu');
      await menu.getByText(entry.zh).first().waitFor();

      const switchTo = async (label: string) => {
        await clickWhenSettled(page.getByTestId('language-switch'));
        await clickWhenSettled(page.getByRole('menuitem', { name: label }));
      };
      // antd's own strings follow (here: the drawer's close button, labelled by antd's locale).
      const antdCloseLabel = async () => {
        await clickWhenSettled(page.getByTestId('open-settings'));
        const label = await page.locator('.ant-drawer-close').getAttribute('aria-label');
        await page.keyboard.press('Escape');
        await page.getByTestId('settings-drawer').waitFor({ state: 'hidden' });
        return label;
      };
      expect(await antdCloseLabel()).toBe('关闭');

      await switchTo(zh_CN.language.en);
      await menu.getByText(entry.en).first().waitFor();
      expect(await menu.getByText(entry.zh).count()).toBe(0);
      await page.getByRole('button', { name: en.shell.settings }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      expect(await antdCloseLabel()).toBe('Close');
      await saveScreenshot(page, `${who}-language-en`);

      // Remembered across a reload: the English translations (a chunk of their own) are there at start.
      await page.reload();
      await menu.getByText(entry.en).first().waitFor();
      await page.getByRole('button', { name: en.shell.settings }).waitFor();

      await switchTo(en.language.zh_TW);
      await page.getByRole('button', { name: zh_TW.shell.settings }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('zh_TW');

      await switchTo(zh_TW.language.zh_CN);
      await menu.getByText(entry.zh).first().waitFor();
    });
  }

  for (const [who, entry] of Object.entries(menuEntry)) {
    test(`${who}: the exception pages 403, 404 and 500 inside the console`, async ({ page, demo }) => {
      await entry.login(page, demo);
      const base = consoleBase[who as keyof typeof consoleBase];
      for (const [path, status, title] of [
        ['/403', '403', zh_CN.exception.forbidden],
        ['/no-such-page', '404', zh_CN.exception.notFound],
        ['/500', '500', zh_CN.exception.serverError],
      ]) {
        await page.goto(`${base}${path}`);
        const result = page.locator(`.ant-result-${status}`);
        await result.getByText(title, { exact: true }).waitFor();
        expect(await result.locator('.ant-result-title').textContent()).toBe(status);
        // inside the console: its header is there
        await page.getByTestId('header-user').waitFor();
        // antd's Result loads with the first exception page (issue 19): its picture is drawn by then
        await result.locator('.ant-result-image, .ant-result-icon').waitFor();
        await saveScreenshot(page, `${who}-exception-${status}`);
      }
    });
  }

  test('agent: switching team says so, and the console shows the other team', async ({
    page,
    demo,
    baseUrl,
    onTestFinished,
  }) => {
    const token = await loginAgent(page, demo);
    onTestFinished(() => backToFirstTeam(baseUrl, token));
    const switcher = page.getByTestId('team-switch');
    await eventually(() => switcher.textContent()).toContain('星河活动科技');
    // The other agent's notice is not among this team's.
    await clickWhenSettled(page.getByTestId('notice-bell'));
    await page.getByTestId('notice-tab-notice').waitFor();
    expect(await page.getByText('请尽快完成企业认证').count()).toBe(0);
    await page.keyboard.press('Escape');

    await clickWhenSettled(switcher);
    const options = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menuitem');
    // Both teams, each labelled verified or not, the current one ticked.
    await options.filter({ hasText: '云端会务服务' }).waitFor();
    expect(await options.count()).toBe(2);
    expect(await options.filter({ hasText: /已认证|未认证/ }).count()).toBe(2);
    await saveScreenshot(page, 'team-popover');

    await clickWhenSettled(options.filter({ hasText: '云端会务服务' }));
    await page.getByText(zh_CN.team.switched).waitFor();
    await eventually(() => switcher.textContent()).toContain('云端会务服务');
    // The data follows: the notices are the other agent's.
    await clickWhenSettled(page.getByTestId('notice-bell'));
    await page.getByText('请尽快完成企业认证').waitFor();
    await page.keyboard.press('Escape');

    // And back, so the other journeys find the demo agent in its first team.
    await clickWhenSettled(switcher);
    await clickWhenSettled(options.filter({ hasText: '星河活动科技' }));
    await eventually(() => switcher.textContent()).toContain('星河活动科技');
  });

  test('a page whose code fails to load shows the error page, and "retry" loads it', async ({
    page,
    demo,
  }) => {
    await loginAdmin(page, demo);
    const chunk = '**/assets/MessageCenterPage-*.js';
    await page.route(chunk, (route) => route.abort('connectionreset'));
    await page.goto('/new_admin/user/message');
    // antd spaces two-character CJK button labels ('重 试').
    const retry = page.getByRole('button', { name: /重\s?试/ });
    await retry.waitFor();
    await page.unroute(chunk);
    await retry.click();
    await eventually(() => pathOf(page)).toBe('/new_admin/user/message');
    await page.getByTestId('message-center').waitFor();
  });

  test('in the top layout, a page whose menu entry is folded into "···" still names it there', async ({
    page,
    demo,
  }) => {
    await page.setViewportSize({ width: 900, height: 800 });
    await loginAdmin(page, demo);
    await page.evaluate(() => localStorage.setItem('theme', JSON.stringify({ layout: 'top' })));
    await page.goto('/new_admin/download');
    const folded = page.getByTestId('header-menu-folded-active');
    await eventually(() => folded.textContent()).toContain('下载中心');
    // wide enough for every entry: nothing folded, the entry itself is selected
    await page.setViewportSize({ width: 2100, height: 800 });
    await eventually(() => folded.count()).toBe(0);
    await saveScreenshot(page, 'admin-top-layout-wide');
  });
});
