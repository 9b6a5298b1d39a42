import { describe, expect } from 'vitest';
import { zh_CN } from '../../web/src/i18n/locales/zh_CN.ts';
import { clickWhenSettled, eventually, loginCustomer, saveScreenshot, test } from '../fixtures.ts';

/**
 * The customer site for visitors (issue 4 "Public site"): programmes, tools and legal pages, white-labelled
 * by the host — agent1.localhost and agent2.localhost are the demo agents' domains (Chromium resolves
 * *.localhost to this machine).
 */
const hostUrl = (baseUrl: string, host: string, path: string) => {
  const url = new URL(baseUrl);
  url.hostname = host;
  url.pathname = path;
  return url.toString();
};

describe('customer site', () => {
  for (const [host, name] of [
    ['agent1.localhost', '星河活动科技'],
    ['agent2.localhost', '云端会务服务'],
  ] as const) {
    test(`a visitor on ${host} browses programmes, a tool and the legal pages with ${name}'s branding`, async ({
      page,
      baseUrl,
    }) => {
      await page.goto(hostUrl(baseUrl, host, '/my/programme'));
      const cards = page.getByTestId('programme-card');
      await eventually(() => cards.count()).toBe(9);
      await eventually(() => page.getByTestId('site-copyright').textContent()).toContain(name);
      expect(await page.locator('meta[name="keywords"]').getAttribute('content')).toContain(name);

      // A category narrows the list; a programme opens with its tools.
      await page
        .getByTestId('programmes-page')
        .locator('.ant-segmented-item')
        .filter({ hasText: '婚礼庆典' })
        .click();
      await eventually(() => cards.count()).toBe(3);
      await cards.first().click();
      const detail = page.getByTestId('programme-detail');
      await detail.getByText(zh_CN.site.toolsUsed).waitFor();
      await saveScreenshot(page, `site-${host}-programme`);

      // A tool page from the programme's tools.
      await detail.getByRole('link', { name: '大屏互动' }).click();
      await page.getByTestId('tool-page').getByText('让现场的每一块屏幕都动起来').waitFor();

      // Legal pages from the footer, the site's own "about".
      await page.getByTestId('site-footer').getByRole('link', { name: '关于我们' }).click();
      await page.getByTestId('essay-page').getByText(`关于${name}`).waitFor();
      await page.getByTestId('site-footer').getByRole('link', { name: '隐私政策' }).click();
      await page.getByTestId('essay-page').getByRole('heading', { name: '隐私政策' }).waitFor();
      await saveScreenshot(page, `site-${host}-essay`);
    });
  }

  test('"use it" on a public tool asks a visitor to log in', async ({ page }) => {
    await page.goto('/my/tool/meeting');
    await page.getByTestId('tool-page').getByText('从报名到签到的会务闭环').waitFor();
    await page.getByRole('button', { name: zh_CN.site.useTool }).click();
    await eventually(() => new URL(page.url()).pathname).toBe('/my/login');
  });

  test('a signed-in customer can enter the workspace from a public page, and sees the help center link', async ({
    page,
    demo,
  }) => {
    await loginCustomer(page, demo);
    await page.goto('/my/programme');
    await page.getByTestId('header-help').waitFor();
    const [workspace] = await Promise.all([
      page.context().waitForEvent('page'),
      clickWhenSettled(page.getByTestId('enter-workspace')),
    ]);
    await eventually(() => new URL(workspace.url()).pathname).toBe('/my/activity');

    // Score is a signed-in tool page, with the New badge (spec §2).
    await page.goto('/my/tool/score');
    await page.getByTestId('tool-page').getByText('评委打分，结果当场揭晓').waitFor();
    await page.locator('.ant-ribbon').getByText(zh_CN.badge.new).waitFor();
  });
});
