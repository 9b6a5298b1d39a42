/// <reference lib="dom" />
// Callbacks passed to page.evaluate run in the browser, hence the DOM types.
import { describe, expect } from 'vitest';
import { callApi, clickWhenSettled, eventually, loginAgent, saveScreenshot, test } from '../fixtures.ts';
import { zh_CN } from './strings.ts';

/**
 * White label from the agent's side: the agent edits its customer site (footer logo and copyright, the
 * right bar) and the public site of its domain shows it.
 */
describe('agent site settings', () => {
  test('the agent uploads a footer logo and changes the copyright; agent1.localhost shows them', async ({
    page,
    demo,
    baseUrl,
    openPage,
  }) => {
    const token = await loginAgent(page, demo);
    const { body: before } = await callApi<Record<string, unknown>>(baseUrl, '/api/agent/site/getSetting', {
      token,
    });

    await page.goto('/new_agent/site');
    const settings = page.getByTestId('site-settings');
    await settings.waitFor();
    await settings.getByRole('tab', { name: zh_CN.siteSettings.tabFooter }).click();
    // A real PNG (a piece of the page) through the image picker.
    const png = await page.screenshot({ clip: { x: 0, y: 0, width: 240, height: 80 }, type: 'png' });
    await settings
      .locator('.ant-form-item')
      .filter({ hasText: zh_CN.siteSettings.logo })
      .locator('input[type="file"]')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
    await settings
      .locator('.ant-form-item')
      .filter({ hasText: zh_CN.siteSettings.logo })
      .locator('img')
      .waitFor();
    const copyright = settings.getByTestId('site-copyright');
    await copyright.fill('© 2026 星河活动科技 · 全新页脚');
    await settings.getByRole('tab', { name: zh_CN.siteSettings.tabRight }).click();
    await settings.getByTestId('site-on_feedback').click();
    await saveScreenshot(page, 'agent-site-settings');
    await clickWhenSettled(page.getByTestId('site-settings-save'));
    await page.getByText(zh_CN.siteSettings.saved).waitFor();

    const visitor = await openPage();
    const url = new URL(baseUrl);
    url.hostname = 'agent1.localhost';
    url.pathname = '/my/programme';
    await visitor.goto(url.toString());
    const footer = visitor.getByTestId('site-footer');
    await eventually(() => visitor.getByTestId('site-copyright').textContent()).toContain('全新页脚');
    const logo = footer.locator('img[alt="星河活动科技"]');
    await eventually(() =>
      logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);
    expect(await logo.getAttribute('src')).toMatch(
      /\/storage\/agent\/\d+\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f]{32}\d{5}\.png$/,
    );
    // Feedback is off in the right bar now; customer service still there.
    await visitor.locator('.ant-float-btn .anticon-customer-service').waitFor();
    expect(await visitor.locator('.ant-float-btn .anticon-message').count()).toBe(0);
    await saveScreenshot(visitor, 'agent-site-after');

    // Put the demo site back for the other journeys.
    const restored = await callApi(baseUrl, '/api/agent/site/saveSetting', { token, body: before.data });
    expect(restored.body.code).toBe(0);
  });
});
