import { describe, expect } from 'vitest';
import { clickWhenSettled, consoleBase, eventually, loginAdmin, saveScreenshot, test } from '../fixtures.ts';
import { grant } from './team.steps.ts';

/**
 * Roles (issue 14): the super admin makes a role that grants the home page and the customer list only,
 * gives it to a new staff account, and that account signs in to exactly those menus.
 */
describe('admin roles', () => {
  test('a role with a subset of grants, held by a new account, shows only those menus', async ({
    page,
    openPage,
    demo,
  }) => {
    const code = `desk_${Date.now() % 100000}`;
    await loginAdmin(page, demo, { at: '/system/role' });
    const roles = page.getByTestId('role-list');
    await roles.locator('tr.ant-table-row').first().waitFor();
    await clickWhenSettled(roles.getByTestId('role-create'));
    const form = page.getByTestId('role-form');
    await form.getByTestId('role-code').fill(code);
    await form.getByTestId('role-name').fill('客服专员');
    await grant(page, 'grant-self-admin.index');
    await grant(page, 'grant-admin.customer');
    await grant(page, 'grant-admin.customer.list');
    // the home menu is half-checked: only some of what is under it is granted
    const home = page.locator('.ant-tree-treenode').filter({ has: page.getByTestId('grant-admin.index') });
    expect(await home.locator('.ant-tree-checkbox-indeterminate').count()).toBe(1);
    await saveScreenshot(page, 'role-form-grants');
    await clickWhenSettled(page.getByTestId('role-form-submit'));
    const row = roles.locator('tr.ant-table-row').filter({ hasText: code });
    await eventually(() => row.textContent()).toMatch(/客服专员.*自定义/);

    const username = `desk-${Date.now() % 100000}`;
    const password = 'Desk-Journey-Pass-2026';
    await page.goto(`${consoleBase.admin}/system/user`);
    const staff = page.getByTestId('staff-list');
    await staff.locator('tr.ant-table-row').first().waitFor();
    await clickWhenSettled(staff.getByTestId('staff-create'));
    const account = page.getByTestId('staff-form');
    await account.getByTestId('staff-username').fill(username);
    await account.getByTestId('staff-nickname').fill('客服小李');
    await clickWhenSettled(account.getByTestId('staff-roles'));
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByText('客服专员').click();
    await page.keyboard.press('Escape');
    await account.getByTestId('staff-password').fill(password);
    await clickWhenSettled(page.getByTestId('staff-form-submit'));
    await eventually(() => staff.locator('tr.ant-table-row').filter({ hasText: username }).count()).toBe(1);

    const desk = await openPage();
    await loginAdmin(desk, demo, { username, password });
    const items = desk.getByTestId('side-menu').locator('.ant-menu-item');
    await eventually(async () => (await items.allTextContents()).map((text) => text.trim())).toEqual([
      '首页',
      '客户列表',
    ]);
    await desk.goto(`${consoleBase.admin}/customer`);
    await desk.getByTestId('customer-list').locator('tr.ant-table-row').first().waitFor();
    await saveScreenshot(desk, 'role-holder-menus');
  });
});
