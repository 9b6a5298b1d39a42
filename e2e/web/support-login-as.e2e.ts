import { expect } from 'vitest';
import { clickWhenSettled, consoleBase, eventually, loginAdmin, saveScreenshot, test } from '../fixtures.ts';

/**
 * "Log in as" a customer for support (issue 15): from the admin's customer list, after a confirmation, a new
 * tab opens the customer console as that customer under a banner naming who opened it; "end" signs that
 * tab out; the audit log shows the calls of the support session with the staff account beside the customer.
 */
test('the admin logs in as a customer: a new tab with a banner, ended with one click, in the audit log', async ({
  page,
  demo,
}) => {
  await loginAdmin(page, demo, { at: '/customer' });
  const list = page.getByTestId('customer-list');
  await list.getByTestId('list-search').locator('input').fill('13800000002');
  await list.getByTestId('list-search').locator('input').press('Enter');
  const row = list.locator('tr.ant-table-row').filter({ hasText: '13800000002' });
  await eventually(() => list.locator('tr.ant-table-row').count()).toBe(1);

  await clickWhenSettled(row.getByTestId('customer-login-as'));
  const opened = page.context().waitForEvent('page');
  await clickWhenSettled(page.locator('.ant-popconfirm').getByRole('button', { name: /确\s*定|OK/ }));
  const tab = await opened;

  await eventually(() => new URL(tab.url()).pathname).toBe(`${consoleBase.customer}/activity`);
  // the one-time code is gone from the address and the history
  expect(new URL(tab.url()).hash).toBe('');
  const banner = tab.getByTestId('support-banner');
  await banner.waitFor();
  await eventually(() => banner.textContent()).toContain('平台管理员');
  expect(await banner.textContent()).toContain('客服代登录');
  await saveScreenshot(tab, 'support-banner');

  await clickWhenSettled(tab.getByTestId('support-end'));
  await clickWhenSettled(tab.locator('.ant-popconfirm').getByRole('button', { name: /确\s*定|OK/ }));
  await tab.getByTestId('support-ended').waitFor();
  expect(await tab.getByTestId('support-banner').count()).toBe(0);
  await saveScreenshot(tab, 'support-ended');

  // the link was spent: opening it again says so
  await tab.goBack();
  await tab.reload();
  await eventually(() =>
    tab.getByTestId('support-invalid').or(tab.getByTestId('support-ended')).count(),
  ).toBe(1);

  // the audit log: the support session's sign-out, by the customer, with the admin beside it
  await page.bringToFront();
  await page.goto(
    `${consoleBase.admin}/system/audit?keyword=${encodeURIComponent('/api/customer/login/logout')}`,
  );
  const audit = page.getByTestId('audit-list');
  const supportRow = audit.locator('tr.ant-table-row').filter({ has: page.getByTestId('audit-support-by') });
  await eventually(() => supportRow.count()).toBeGreaterThan(0);
  expect(await supportRow.first().getByTestId('audit-support-by').textContent()).toBe('平台管理员 代登录');
  await saveScreenshot(page, 'support-audit');
});
