import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import {
  type Console,
  clickWhenSettled,
  consoleBase,
  eventually,
  loginAdmin,
  loginAgent,
  saveScreenshot,
  test,
} from '../fixtures.ts';

/**
 * Sessions of staff accounts (issue 14): an administrator signs another account's session out from the
 * staff drawer, an agent user signs out its other devices from the profile page; the signed-out browser's
 * next request shows the session-expired dialog.
 */

/** antd puts a space between two CJK characters of a button ("确 定"). */
const button = (scope: Locator, label: string) =>
  scope.getByRole('button', { name: new RegExp(label.split('').join('\\s*')) });

async function confirmPopup(page: Page) {
  await clickWhenSettled(button(page.locator('.ant-popconfirm:visible'), '确定'));
}

/** The signed-out browser's next request: the dialog, then the login page. */
async function showsSessionExpired(page: Page, who: Console, path: string) {
  await page.goto(`${consoleBase[who]}${path}`);
  const expired = page.locator('.ant-modal-confirm').filter({ hasText: '登录状态已过期' });
  await expired.waitFor();
  await clickWhenSettled(expired.getByRole('button', { name: '重新登录' }));
  await eventually(() => new URL(page.url()).pathname).toMatch(/\/login$/);
}

describe('staff sessions', () => {
  test("the admin signs the operator's session out from the staff drawer; the operator's console says the session expired", async ({
    page,
    openPage,
    demo,
  }) => {
    const operatorPage = await openPage();
    await loginAdmin(operatorPage, demo, { username: 'operator', password: demo.admin.password });
    await loginAdmin(page, demo);

    await page.goto(`${consoleBase.admin}/system/user`);
    const list = page.getByTestId('staff-list');
    const row = list.locator('tr.ant-table-row').filter({ hasText: 'operator' });
    await clickWhenSettled(row.getByTestId('staff-detail'));
    const drawer = page.getByTestId('staff-detail-drawer');
    const sessions = drawer.getByTestId('staff-sessions');
    const sessionRows = sessions.locator('tr.ant-table-row');
    await eventually(() => sessionRows.count()).toBe(1);
    expect(await sessionRows.first().textContent()).toMatch(/Chrome \d+ · Linux.*127\.0\.0\.1/);
    expect(await drawer.getByTestId('staff-two-factor').textContent()).toBe('未开启');
    expect(new URL(page.url()).searchParams.get('detail')).toMatch(/^\d+$/);
    // let the drawer finish sliding in before the picture
    await page.waitForTimeout(600);
    await saveScreenshot(page, 'staff-sessions-drawer');

    await clickWhenSettled(sessionRows.first().getByTestId('session-sign-out'));
    await confirmPopup(page);
    await eventually(() => sessionRows.count()).toBe(0);
    await showsSessionExpired(operatorPage, 'admin', '/customer');
  });

  test('an agent user signs out its other device from the profile page', async ({ page, openPage, demo }) => {
    const otherDevice = await openPage();
    await loginAgent(otherDevice, demo);
    await loginAgent(page, demo, { at: '/user' });
    const card = page.getByTestId('own-sessions-card');
    const rows = card.locator('tr.ant-table-row');
    await eventually(() => rows.count()).toBeGreaterThanOrEqual(2);
    const current = rows.filter({ hasText: '当前设备' });
    expect(await current.count()).toBe(1);
    expect(await current.getByTestId('session-sign-out').count()).toBe(0);
    await saveScreenshot(page, 'agent-profile-sessions');

    await clickWhenSettled(card.getByTestId('sessions-sign-out-others'));
    await confirmPopup(page);
    await eventually(() => rows.count()).toBe(1);
    await showsSessionExpired(otherDevice, 'agent', '/customer');
    // this device stays signed in
    await page.reload();
    await page.getByTestId('own-sessions-card').waitFor();
    expect(new URL(page.url()).pathname).toBe(`${consoleBase.agent}/user`);
  });
});
