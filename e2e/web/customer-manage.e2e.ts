import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import {
  clickWhenSettled,
  consoleBase,
  eventually,
  loginAdmin,
  loginAgent,
  loginCustomer,
  saveScreenshot,
  test,
} from '../fixtures.ts';

const confirmPopover = (page: Page) =>
  clickWhenSettled(page.locator('.ant-popconfirm').getByRole('button', { name: /确\s*定|OK/ }));

/**
 * Customers managed by staff (issue 15): an agent creates and edits a customer, who signs in to /my; the admin
 * opens the customer's drawer (agent, sign-ins), disables it — the customer's open console is signed out at
 * once and its sign-in is refused — enables it again, and moves it to the other agent, whose list it leaves.
 */
describe('customers managed by staff', () => {
  test('an agent creates a customer who signs in; the admin disables it (signed out) and enables it', async ({
    page,
    openPage,
    demo,
  }) => {
    const mobile = `139${String(Date.now()).slice(-8)}`;
    const password = 'Customer-Journey-2026';

    // the agent creates the customer with a first password
    await loginAgent(page, demo, { at: '/customer' });
    const list = page.getByTestId('customer-list');
    await list.locator('tr.ant-table-row').first().waitFor();
    await clickWhenSettled(list.getByTestId('customer-create'));
    const form = page.getByTestId('customer-form');
    await form.waitFor();
    await form.getByTestId('customer-form-nickname').fill('旅程客户');
    // a phone another customer signs in with is refused with the sign-up's words
    await form.getByTestId('customer-form-mobile').fill(demo.customer.username);
    await form.getByTestId('customer-form-company').fill('旅程科技');
    await form.getByTestId('customer-form-password').fill(password);
    await clickWhenSettled(page.getByTestId('customer-form-submit'));
    // the client toasts the server's message and keeps the form open
    await eventually(() => page.locator('.ant-message').textContent()).toContain('该手机号已注册');
    await form.getByTestId('customer-form-mobile').fill(mobile);
    await clickWhenSettled(page.getByTestId('customer-form-submit'));
    const row = list.locator('tr.ant-table-row').filter({ hasText: mobile });
    await eventually(() => row.textContent()).toMatch(/旅程客户.*旅程科技.*正常/);
    await clickWhenSettled(row.getByTestId('customer-edit'));
    await form.waitFor();
    await form.getByTestId('customer-form-city').fill('杭州');
    await clickWhenSettled(page.getByTestId('customer-form-submit'));
    await eventually(() => row.textContent()).toContain('杭州');
    await form.waitFor({ state: 'hidden' });
    await saveScreenshot(page, 'customer-manage-agent-list');

    // the customer signs in to its console
    const customer = await openPage();
    await loginCustomer(customer, demo, { username: mobile, password });

    // the admin opens the customer's drawer: its agent and the sign-in just made
    const admin = await openPage();
    await loginAdmin(admin, demo, { at: `/customer?keyword=${mobile}` });
    const adminRow = admin
      .getByTestId('customer-list')
      .locator('tr.ant-table-row')
      .filter({ hasText: mobile });
    await clickWhenSettled(adminRow.getByTestId('customer-open'));
    const drawer = admin.getByTestId('customer-detail-drawer');
    await eventually(() => drawer.getByTestId('customer-detail-agent').textContent()).toBe('星河活动科技');
    await drawer.getByRole('tab', { name: /登录记录/ }).click();
    await eventually(() => drawer.getByTestId('customer-detail-sign-ins').textContent()).toContain('登录中');
    expect(new URL(admin.url()).searchParams.get('detail')).not.toBeNull();
    await saveScreenshot(admin, 'customer-manage-drawer');

    // disabling signs the customer out at once: its next request goes to the login page
    await clickWhenSettled(drawer.getByTestId('customer-toggle'));
    await confirmPopover(admin);
    await eventually(() => drawer.textContent()).toContain('已停用');
    await eventually(() => drawer.getByTestId('customer-detail-sign-ins').textContent()).not.toContain(
      '登录中',
    );
    await customer.reload();
    await eventually(() => new URL(customer.url()).pathname).toMatch(/\/login$/);
    await customer.locator('#username').fill(mobile);
    await customer.locator('#password').fill(password);
    await customer.getByTestId('login-submit').click();
    await eventually(() => customer.locator('body').textContent()).toContain('该账号已被禁用');

    // enabled again, it signs in
    await clickWhenSettled(drawer.getByTestId('customer-toggle'));
    await confirmPopover(admin);
    await eventually(() => drawer.textContent()).toContain('正常');
    await eventually(() => adminRow.textContent()).toContain('正常');
    await loginCustomer(customer, demo, { username: mobile, password });
    // the platform moves the customer to the other agent, after a confirmation that says what moves
    await clickWhenSettled(drawer.getByTestId('customer-detail-move'));
    const move = admin.getByTestId('customer-move');
    await move.waitFor();
    await clickWhenSettled(move.getByTestId('customer-move-agent'));
    await admin
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
      .getByText('云端会务服务')
      .click();
    await saveScreenshot(admin, 'customer-manage-move');
    await clickWhenSettled(admin.getByTestId('customer-move-submit'));
    await eventually(() => drawer.getByTestId('customer-detail-agent').textContent()).toBe('云端会务服务');
    // agent 1 no longer finds it: the list drops it, its drawer link answers 404
    await page.reload();
    await list.locator('tr.ant-table-row').first().waitFor();
    expect(await list.locator('tr.ant-table-row').filter({ hasText: mobile }).count()).toBe(0);

    await admin.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await saveScreenshot(admin, 'customer-manage-list');

    // the admin creates a customer for the agent it chooses
    const email = `journey-${mobile}@example.com`;
    await clickWhenSettled(admin.getByTestId('customer-create'));
    const adminForm = admin.getByTestId('customer-form');
    await adminForm.waitFor();
    await clickWhenSettled(adminForm.getByTestId('customer-form-agent'));
    await admin
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
      .getByText('云端会务服务')
      .click();
    await adminForm.getByTestId('customer-form-nickname').fill('平台建的客户');
    await adminForm.getByTestId('customer-form-email').fill(email);
    await adminForm.getByTestId('customer-form-password').fill(password);
    await saveScreenshot(admin, 'customer-manage-admin-create');
    await clickWhenSettled(admin.getByTestId('customer-form-submit'));
    await adminForm.waitFor({ state: 'hidden' });
    await admin.goto(`${consoleBase.admin}/customer?keyword=${encodeURIComponent(email)}`);
    const created = admin.getByTestId('customer-list').locator('tr.ant-table-row').filter({ hasText: email });
    await clickWhenSettled(created.getByTestId('customer-open'));
    await eventually(() => drawer.getByTestId('customer-detail-agent').textContent()).toBe('云端会务服务');

    // a customer with a history: the drawer's activities and resource account, counted
    await admin.goto(`${consoleBase.admin}/customer?keyword=${demo.customer.username}`);
    const demoRow = admin
      .getByTestId('customer-list')
      .locator('tr.ant-table-row')
      .filter({ hasText: demo.customer.username });
    await clickWhenSettled(demoRow.getByTestId('customer-open'));
    await eventually(() => drawer.getByTestId('customer-detail-activities-count').textContent()).toMatch(
      /共|最新/,
    );
    await drawer.getByRole('tab', { name: /资源账户/ }).click();
    await eventually(() => drawer.getByTestId('customer-detail-balances').textContent()).toContain('¥');
    await saveScreenshot(admin, 'customer-manage-drawer-resource');
  });
});
