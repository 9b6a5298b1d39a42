import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import {
  callApi,
  clickWhenSettled,
  consoleBase,
  eventually,
  loginAdmin,
  loginAgent,
  loginCustomer,
  saveScreenshot,
  test,
} from '../fixtures.ts';
import { createActivityThroughApi, openAppearance } from './activity.steps.ts';
import { zh_CN } from './strings.ts';

/**
 * Templates (skins, issues 17 and 15): the admin creates a template in /skin, makes it available to the demo
 * agent in the partner drawer's "模板" tab (that agent offers a chosen list, so a new template is not
 * offered until ticked), the agent's console lists it, and the agent's customer picks it in an activity's appearance tab; the pick is
 * saved and the big-screen dialog names it.
 */
const text = zh_CN.template;
const toast = (page: Page, message: string) => page.locator('.ant-message').getByText(message);

describe('templates', () => {
  test("the admin creates a template and offers it to an agent; the agent's customer picks it for an activity", async ({
    page,
    openPage,
    demo,
    baseUrl,
  }) => {
    const name = `E2E 模板 ${Date.now() % 100_000}`;

    // admin › /skin: the catalogue with its drawn cards; a new template
    await loginAdmin(page, demo, { at: '/skin' });
    const list = page.getByTestId('template-list');
    await eventually(() => list.textContent()).toContain('红金年会');
    expect(await list.getByTestId('template-cover').count()).toBeGreaterThan(3);
    await saveScreenshot(page, 'templates-admin-list');

    await clickWhenSettled(list.getByTestId('template-create'));
    const form = page.getByTestId('template-form');
    await form.waitFor();
    // a name is required: the form says so and sends nothing
    await clickWhenSettled(page.getByTestId('template-form-submit'));
    await form.getByText('请输入模板名称').waitFor();
    await form.getByTestId('template-name').fill(name);
    await form.getByTestId('template-tool').click();
    await page.locator('.ant-select-item-option').filter({ hasText: '大屏互动' }).click();
    await saveScreenshot(page, 'templates-admin-form');
    await clickWhenSettled(page.getByTestId('template-form-submit'));
    await form.waitFor({ state: 'hidden' });
    await toast(page, text.saved).waitFor();
    const row = list.locator('tr.ant-table-row').filter({ hasText: name });
    await eventually(() => row.textContent()).toContain('大屏互动');

    // admin › partner: the demo agent's "模板" tab; the new template is ticked and the choice saved
    await page.goto(`${consoleBase.admin}/partner`);
    const agents = page.getByTestId('partner-list');
    const agentRow = agents.locator('tr.ant-table-row').filter({ hasText: '星河活动科技' });
    await clickWhenSettled(agentRow.getByTestId('partner-detail'));
    const drawer = page.getByTestId('partner-detail-drawer');
    await clickWhenSettled(drawer.getByRole('tab', { name: text.tab }));
    const choice = drawer.getByTestId('partner-templates');
    await choice.waitFor();
    expect(
      await choice.getByTestId('partner-templates-mode').locator('.ant-radio-wrapper-checked').textContent(),
    ).toBe(text.modeChosen);
    const option = choice.locator('tr.ant-table-row').filter({ hasText: name });
    await option.locator('.ant-checkbox-input').check();
    await saveScreenshot(page, 'templates-partner-tab');
    await clickWhenSettled(choice.getByTestId('partner-templates-save'));
    await toast(page, text.choiceSaved).waitFor();

    // the agent console's read-only page lists it among the templates its customers may use
    const agentPage = await openPage();
    await loginAgent(agentPage, demo, { at: '/skin' });
    const offered = agentPage.getByTestId('agent-template-list');
    await eventually(() => offered.textContent()).toContain(name);
    expect(await offered.textContent()).not.toContain('极简黑白');
    expect(await offered.getByTestId('template-create').count()).toBe(0);
    await saveScreenshot(agentPage, 'templates-agent-page');

    // the agent's customer: the activity's appearance tab offers it; picked and saved
    const customerPage = await openPage();
    const token = await loginCustomer(customerPage, demo);
    const title = `E2E 模板活动 ${Date.now() % 100_000}`;
    const { id } = await createActivityThroughApi(baseUrl, token, title);
    const tab = await openAppearance(customerPage, title);
    const picker = tab.getByTestId('template-picker');
    const card = picker.getByTestId('template-option').filter({ hasText: name });
    await card.waitFor();
    // the VIP-only one is locked for this customer; the black-and-white one is not this agent's
    expect(await picker.getByTestId('template-locked').count()).toBeGreaterThan(0);
    expect(await picker.textContent()).not.toContain('极简黑白');
    await clickWhenSettled(card);
    await eventually(() => card.getAttribute('aria-pressed')).toBe('true');
    await saveScreenshot(customerPage, 'templates-customer-appearance');
    await clickWhenSettled(tab.getByTestId('appearance-save'));
    await toast(customerPage, zh_CN.activity.appearance.saved).waitFor();

    const saved = await callApi<{ template_name: string }>(
      baseUrl,
      `/api/ym/ActiveSetting/getAppearance?id=${id}`,
      { token },
    );
    expect(saved.body.data.template_name).toBe(name);
    // after a reload the tab shows the pick again
    await openAppearance(customerPage, title);
    await eventually(() => card.getAttribute('aria-pressed')).toBe('true');
  });
});
