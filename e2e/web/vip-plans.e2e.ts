import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import {
  clickWhenSettled,
  consoleBase,
  eventually,
  loginAdmin,
  loginCustomer,
  saveScreenshot,
  test,
} from '../fixtures.ts';
import { drawerSettled, openPartnerTab } from './catalogue-journey.ts';
import { agentCustomer } from './customer-auth.steps.ts';
import { payAtCashier } from './pay.steps.ts';
import { zh_CN } from './strings.ts';

/**
 * VIP plans (issue 16, the "vip" product kind): the admin adds a VIP plan to the catalogue (产品 › VIP 套餐),
 * sells it on the demo agent's site from the partner drawer's "VIP 套餐" tab at the agent's price; the
 * agent's customer sees it in the VIP popup at that price and buys it with the sandbox gateway. Taken off
 * sale, the plan leaves the popup and the customer stays VIP.
 */

/** Picks `labels` in the antd select `select` (its dropdown is portalled to the body; a multiple select stays open). */
async function pick(page: Page, select: ReturnType<Page['getByTestId']>, ...labels: string[]) {
  await clickWhenSettled(select);
  for (const label of labels)
    await clickWhenSettled(
      page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({
        hasText: new RegExp(`^${label}$`),
      }),
    );
}

describe('VIP plans', () => {
  test('the admin creates a VIP plan and prices it for the demo agent; its customer buys it in the VIP popup', async ({
    page,
    openPage,
    demo,
    baseUrl,
  }) => {
    const title = `专业版 · 季卡 ${Date.now() % 100_000}`;

    // the catalogue: the seeded plans with their agents, then a new one
    await loginAdmin(page, demo, { at: '/product/vip' });
    const list = page.getByTestId('vip-plan-list');
    await eventually(() => list.textContent()).toContain('旗舰版 · 年卡');
    await saveScreenshot(page, 'vip-plan-admin-catalogue');

    await clickWhenSettled(list.getByTestId('vip-plan-create'));
    const form = page.getByTestId('vip-plan-form');
    await form.waitFor();
    // no title, no tools: refused under their fields before anything is sent
    await clickWhenSettled(page.getByTestId('vip-plan-form-submit'));
    await eventually(() => form.locator('.ant-form-item-explain-error').count()).toBeGreaterThan(1);
    await form.getByTestId('vip-plan-title').fill(title);
    await pick(page, form.getByTestId('vip-plan-level'), 'VIP 2');
    await form.getByTestId('vip-plan-duration').fill('90');
    await pick(page, form.getByTestId('vip-plan-unit'), '天');
    await pick(page, form.getByTestId('vip-plan-tools'), '大屏互动', '会议系统');
    await form.getByTestId('vip-plan-title').click();
    await eventually(() =>
      page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').count(),
    ).toBe(0);
    await form.getByTestId('vip-plan-showings').fill('30');
    await form.getByTestId('vip-plan-free').fill('6');
    await form.getByTestId('vip-plan-price').fill('599');
    expect(await form.getByTestId('vip-plan-price').inputValue()).toBe('599');
    await drawerSettled(page);
    await saveScreenshot(page, 'vip-plan-admin-form');
    await clickWhenSettled(page.getByTestId('vip-plan-form-submit'));
    await form.waitFor({ state: 'hidden' });
    const row = list.locator('tr.ant-table-row').filter({ hasText: title });
    await eventually(() => row.textContent()).toContain('90 天');
    expect(await row.textContent()).toMatch(/VIP 2.*90 天.*大屏互动、会议系统.*30.*6.*¥599\.00.*上架/);

    // the demo agent's drawer: its site sells the plan at its price
    const drawer = await openPartnerTab(page, '星河活动科技', 'VIP 套餐');
    const tab = drawer.getByTestId('partner-vip');
    await eventually(() => tab.textContent()).toContain(title);
    const offerRow = tab.locator('tr.ant-table-row').filter({ hasText: title });
    const toggle = offerRow.locator('[data-testid^="partner-vip-switch-"]');
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    const price = offerRow.locator('input[data-testid^="partner-vip-price-"]');
    await price.fill('688');
    await clickWhenSettled(toggle);
    await eventually(() => toggle.getAttribute('aria-checked')).toBe('true');
    await eventually(() => toggle.getAttribute('class')).not.toContain('ant-switch-loading');
    expect(await price.inputValue()).toBe('688.00');
    // the agent's retail price starts at its wholesale (agent › 产品 changes it)
    await eventually(() => offerRow.locator('[data-testid^="partner-vip-retail-"]').textContent()).toBe(
      '零售 ¥688.00',
    );
    await drawerSettled(page);
    await page.mouse.move(5, 795);
    await saveScreenshot(page, 'vip-plan-admin-partner-tab');
    // the catalogue counts the agent
    await page.goto(`${consoleBase.admin}/product/vip`);
    await eventually(() => list.locator('tr.ant-table-row').filter({ hasText: title }).textContent()).toMatch(
      /上架10/,
    );

    // the agent's customer: the VIP popup sells it at the agent's price; paid, the customer is VIP
    // (a customer of its own: the VIP it buys would unlock what other journeys expect the demo customer to lack)
    const customer = await openPage();
    await loginCustomer(customer, demo, await agentCustomer(baseUrl, demo, 'VIP 旅程客户'));
    await clickWhenSettled(customer.getByTestId('vip-open'));
    await clickWhenSettled(customer.getByTestId('vip-open-modal'));
    const modal = customer.getByTestId('vip-modal');
    const card = modal.getByTestId('vip-plan').filter({ hasText: title });
    await eventually(() => card.textContent()).toContain('¥688.00');
    await saveScreenshot(customer, 'vip-plan-popup');
    await card.click();
    await clickWhenSettled(modal.getByTestId('vip-pay'));
    await eventually(() => modal.getByTestId('payment-amount').textContent()).toBe('¥688.00');
    await payAtCashier(customer, openPage, '¥688.00');
    await modal.getByText(zh_CN.order.vipPaid).waitFor({ timeout: 10_000 });
    await modal.getByTestId('vip-paid-order').getByText('¥688.00').waitFor();
    await customer
      .getByRole('dialog')
      .getByRole('button', { name: /完\s?成/ })
      .click();
    await eventually(() => customer.locator('.shell-user').textContent()).toContain(title);

    // off sale: out of the popup; the customer stays VIP, and the catalogue counts the buyer
    const catalogueRow = list.locator('tr.ant-table-row').filter({ hasText: title });
    await page.reload();
    await eventually(() => catalogueRow.textContent()).toMatch(/上架11/);
    await clickWhenSettled(catalogueRow.getByTestId('vipPlan-toggle'));
    await clickWhenSettled(page.locator('.ant-popconfirm').getByRole('button', { name: /确\s?定|OK/ }));
    await eventually(() => catalogueRow.textContent()).toContain('已下架');
    await customer.reload();
    await clickWhenSettled(customer.getByTestId('vip-open'));
    await clickWhenSettled(customer.getByTestId('vip-open-modal'));
    await modal.getByTestId('vip-plan').first().waitFor();
    expect(await modal.textContent()).not.toContain(title);
    expect(await customer.locator('.shell-user').textContent()).toContain(title);
  });
});
