import { describe, expect } from 'vitest';
import { clickWhenSettled, consoleBase, eventually, loginAdmin, saveScreenshot, test } from '../fixtures.ts';

/**
 * Staff accounts (issue 14): the super admin creates an account with the operator role, who signs in and
 * sees only the operator's menus, which "view as" shows the admin too, with why staff accounts are denied to it;
 * the admin disables it and its open console is signed out.
 */
describe('staff accounts', () => {
  test('the admin creates an operator account, who sees only its menus, and is signed out when disabled', async ({
    page,
    openPage,
    demo,
  }) => {
    const username = `ops-${Date.now() % 100000}`;
    const password = 'Operator-Journey-2026';
    await loginAdmin(page, demo, { at: '/system/user' });
    const list = page.getByTestId('staff-list');
    await list.locator('tr.ant-table-row').first().waitFor();
    await clickWhenSettled(list.getByTestId('staff-create'));
    const form = page.getByTestId('staff-form');
    await form.waitFor();
    await form.getByTestId('staff-username').fill(username);
    await form.getByTestId('staff-nickname').fill('运营小周');
    await form.getByTestId('staff-email').fill(`${username}@example.com`);
    await clickWhenSettled(form.getByTestId('staff-roles'));
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByText('平台运营').click();
    await page.keyboard.press('Escape');
    // the policy refuses the account's own name as its password, under the field
    await form.getByTestId('staff-password').fill('short');
    await clickWhenSettled(page.getByTestId('staff-form-submit'));
    await eventually(() => form.locator('.ant-form-item-explain-error').count()).toBeGreaterThan(0);
    await form.getByTestId('staff-password').fill(password);
    await clickWhenSettled(page.getByTestId('staff-form-submit'));
    const row = list.locator('tr.ant-table-row').filter({ hasText: username });
    await eventually(() => row.textContent()).toMatch(/运营小周.*平台运营.*启用/);
    await saveScreenshot(page, 'staff-list-created');

    const other = await openPage();
    await loginAdmin(other, demo, { username, password });
    const menu = other.getByTestId('side-menu');
    await eventually(() => menu.textContent()).toContain('客户列表');
    expect(await menu.textContent()).not.toContain('用户管理');
    expect(await menu.textContent()).not.toContain('审计日志');

    // "view as" shows the admin the same menus, and why staff accounts are denied to this account
    await clickWhenSettled(row.getByTestId('staff-view-as'));
    const drawer = page.getByTestId('staff-explain');
    await drawer.getByRole('tab', { name: /菜单/ }).click();
    await eventually(() => drawer.getByTestId('explain-menus').textContent()).toContain('客户列表');
    expect(await drawer.getByTestId('explain-menus').textContent()).not.toContain('用户管理');
    await drawer.getByRole('tab', { name: /为何/ }).click();
    await drawer.getByTestId('explain-target').locator('input').fill('admin.system.user');
    await clickWhenSettled(drawer.getByTestId('explain-run'));
    await eventually(() => drawer.getByTestId('explain-verdict').textContent()).toMatch(
      /拒绝.*admin\.system\.user.*平台超级管理员/,
    );
    await saveScreenshot(page, 'staff-view-as');
    await clickWhenSettled(page.locator('.ant-drawer-open').getByRole('button', { name: /close|关闭/i }));
    await drawer.waitFor({ state: 'hidden' });

    await clickWhenSettled(row.getByTestId('staff-toggle'));
    await clickWhenSettled(page.locator('.ant-popconfirm').getByRole('button', { name: /确\s*定|OK/ }));
    await eventually(() => row.textContent()).toContain('停用');

    // the operator's next request finds its session ended: the console says so and goes to the login
    await other.goto(`${consoleBase.admin}/customer`);
    const expired = other.locator('.ant-modal-confirm').filter({ hasText: '登录状态已过期' });
    await expired.waitFor();
    await clickWhenSettled(expired.getByRole('button', { name: '重新登录' }));
    await eventually(() => new URL(other.url()).pathname).toMatch(/\/login$/);
  });
});
