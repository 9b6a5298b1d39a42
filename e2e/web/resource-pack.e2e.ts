import { describe } from 'vitest';
import {
  clickWhenSettled,
  eventually,
  loginAdmin,
  loginCustomer,
  saveScreenshot,
  test,
} from '../fixtures.ts';
import { agentCustomer, screenshotSettled } from './customer-auth.steps.ts';
import { payAtCashier } from './pay.steps.ts';

/**
 * Resource packs (issue 16): the admin adds an SMS pack in 产品 › 资源包; a customer of the demo agent finds it
 * on /my/resource's SMS view, buys it through the sandbox cashier and sees its SMS balance credited. The pack
 * is taken off sale at the end, so other journeys see the demo's packs only.
 */
describe('resource packs', () => {
  test('the admin adds a pack; a customer buys it and its SMS are credited', async ({
    page,
    openPage,
    demo,
    baseUrl,
  }) => {
    const name = `旅程短信包 ${Date.now() % 100_000}`;
    await loginAdmin(page, demo, { at: '/product/resource' });
    const list = page.getByTestId('resource-pack-list');
    await eventually(() => list.textContent()).toContain('短信包 1000 条');
    await clickWhenSettled(list.getByTestId('resource-pack-create'));
    const form = page.getByTestId('resource-pack-form');
    await form.waitFor();
    await form.getByTestId('resource-pack-name').fill(name);
    await form.getByTestId('resource-pack-count').fill('300');
    await form.getByTestId('resource-pack-price').fill('18');
    await screenshotSettled(page, 'resource-pack-form');
    await clickWhenSettled(page.getByTestId('resource-pack-form-submit'));
    await form.waitFor({ state: 'hidden' });
    const row = list.locator('tr.ant-table-row').filter({ hasText: name });
    await eventually(() => row.textContent()).toMatch(/短信.*300 条.*¥18\.00/);
    await saveScreenshot(page, 'resource-pack-list');

    try {
      const customer = await openPage();
      await loginCustomer(customer, demo, {
        as: await agentCustomer(baseUrl, demo, '资源包旅程客户'),
        at: '/resource?tab=note',
      });
      const offer = customer.getByTestId('pack-offer').filter({ hasText: name });
      await offer.waitFor();
      const sms = customer.getByTestId('overview-sms').locator('.ant-statistic-content-value');
      await eventually(() => sms.textContent()).toBe('0');
      await saveScreenshot(customer, 'resource-pack-offers');
      await clickWhenSettled(offer.getByTestId('pack-buy'));
      await clickWhenSettled(customer.getByTestId('pack-pay'));
      await payAtCashier(customer, openPage, '¥18.00');
      await eventually(() => sms.textContent()).toBe('300');
      await customer.getByTestId('entries-sms').getByText(`购买资源包 ${name}`).waitFor();
      await saveScreenshot(customer, 'resource-pack-credited');
    } finally {
      await page.reload();
      await clickWhenSettled(row.getByTestId('resourcePack-toggle'));
      await clickWhenSettled(page.locator('.ant-popconfirm').getByRole('button', { name: /确\s*定|OK/ }));
      await eventually(() => row.textContent()).toContain('下架');
    }
  });
});
