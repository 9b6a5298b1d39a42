/// <reference lib="dom" />
// Callbacks passed to page.evaluate run in the browser, hence the DOM types.
import { describe, expect } from 'vitest';
import { eventually, loginCustomer, pathOf, saveScreenshot, test } from '../fixtures.ts';
import { zh_CN } from './strings.ts';

/**
 * Issue 4 gaps on the customer site: the programme "theme" page (spec §2 programme views), reached from the
 * programmes page, and navigation asked for by another window's message (spec §2).
 */
const hostUrl = (baseUrl: string, host: string, path: string) => {
  const url = new URL(path, baseUrl);
  url.hostname = host;
  return url.toString();
};

describe('programme themes and window messages', () => {
  test("a visitor opens a theme from the programmes page: the site's own hero, description and programmes", async ({
    page,
    baseUrl,
  }) => {
    await page.goto(hostUrl(baseUrl, 'agent1.localhost', '/my/programme'));
    const entries = page.getByTestId('theme-entry');
    await eventually(() => entries.count()).toBe(3);
    await saveScreenshot(page, 'programme-themes-entries');
    // A category shows its theme as the banner.
    await page
      .getByTestId('programmes-page')
      .locator('.ant-segmented-item')
      .filter({ hasText: '婚礼庆典' })
      .click();
    await eventually(() => entries.count()).toBe(1);
    await entries.first().click();
    await eventually(() => pathOf(page)).toMatch(/^\/my\/programme_theme\?id=\d+$/);
    const theme = page.getByTestId('programme-theme');
    await theme.getByText('星河活动科技婚礼互动专题').waitFor();
    await theme.getByText('让每一位宾客都成为婚礼的一部分').waitFor();
    expect(await theme.getByTestId('theme-description').textContent()).toContain('电子请柬');
    await eventually(() => theme.getByTestId('programme-card').count()).toBe(3);
    await saveScreenshot(page, 'programme-theme');
    // A programme of the theme opens its page.
    await theme.getByTestId('programme-card').filter({ hasText: '婚礼互动大屏方案' }).click();
    await eventually(() => pathOf(page)).toMatch(/^\/my\/programme_detail\?id=\d+$/);

    // Another site does not show this theme.
    const id = new URL(page.url()).searchParams.get('id');
    expect(id).toBeTruthy();
    await page.goto(hostUrl(baseUrl, 'agent2.localhost', '/my/programme_theme?id=999999'));
    await page.locator('.ant-result-title').getByText(zh_CN.site.themeMissing).waitFor();
  });

  test('a message from another window of the site moves the app to a route with its query', async ({
    page,
    demo,
  }) => {
    await loginCustomer(page, demo, { at: '/programme' });
    await page.getByTestId('programme-card').first().waitFor();
    // An opener (here: the page itself, same origin) posts the navigate message.
    await page.evaluate(() =>
      window.postMessage(
        { type: 'navigate', path: '/programme', query: { category: 'conference', keyword: '直播' } },
        window.location.origin,
      ),
    );
    await eventually(() => pathOf(page)).toBe(
      `/my/programme?category=conference&keyword=${encodeURIComponent('直播')}`,
    );
    await eventually(() => page.getByTestId('programme-card').count()).toBe(1);
    await page.getByTestId('programme-card').getByText('新品发布会直播方案').waitFor();

    // A second window of the site (opened by this one) tells it to open the orders page.
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.evaluate(() => {
        window.open('/my/programme', 'opener-test');
      }),
    ]);
    await popup.waitForLoadState('domcontentloaded');
    await popup.evaluate(() =>
      window.opener.postMessage(
        { type: 'navigate', path: '/order', query: { from: 'popup' } },
        window.location.origin,
      ),
    );
    await eventually(() => pathOf(page)).toBe('/my/order?from=popup');
    await page.getByTestId('orders-page').waitFor();
    // A message that is not a navigate message changes nothing.
    await page.evaluate(() =>
      window.postMessage({ type: 'other', path: '/programme' }, window.location.origin),
    );
    await page.waitForTimeout(300);
    expect(pathOf(page)).toBe('/my/order?from=popup');
  });
});
