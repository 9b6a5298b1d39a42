import { describe, expect } from 'vitest';
import {
  clickWhenSettled,
  eventually,
  loginAdmin,
  loginCustomer,
  saveScreenshot,
  test,
} from '../fixtures.ts';

/**
 * Cost settings (issue 16, /cost): the admin sees the activity prices in force (the default, and every tool
 * following it), gives one tool prices of its own, schedules the next prices for later and withdraws them.
 * The journeys share one server, so the prices set here are the default's amounts: other journeys' orders
 * cost what they expect (the rules of what is charged are the API tests', cost.routes.test.ts).
 */
describe('cost settings', () => {
  test('the admin gives a tool its own prices, schedules the next ones and withdraws them', async ({
    page,
    demo,
  }) => {
    await loginAdmin(page, demo, { at: '/cost' });
    const inForce = page.getByTestId('cost-in-force');
    await eventually(() => inForce.textContent()).toContain('默认价格');
    const row = inForce.locator('tr.ant-table-row').filter({ hasText: '会议系统' });
    expect(await row.textContent()).toMatch(/¥99\.00.*¥7\.00.*¥20\.00.*跟随默认/);

    // the tool's own prices, now
    await clickWhenSettled(row.getByRole('button', { name: '调整价格' }));
    const form = page.getByTestId('cost-form');
    await form.waitFor();
    await form.getByTestId('cost-form-note').fill('会议系统单独定价');
    await clickWhenSettled(page.getByTestId('cost-form-submit'));
    await form.waitFor({ state: 'hidden' });
    await eventually(() => row.textContent()).toContain('单独定价');
    const versions = page.getByTestId('cost-versions');
    await eventually(() => versions.textContent()).toContain('会议系统单独定价');

    // the next prices, from a later time: bad input first
    await clickWhenSettled(row.getByRole('button', { name: '调整价格' }));
    await form.waitFor();
    await form.getByTestId('cost-form-create').fill('');
    await form.getByText('指定时间生效').click();
    await clickWhenSettled(page.getByTestId('cost-form-submit'));
    await eventually(() => form.locator('.ant-form-item-explain-error').allTextContents()).toEqual([
      '请填写价格',
      '请选择生效时间',
    ]);
    await form.getByTestId('cost-form-create').fill('128');
    const time = form.getByTestId('cost-form-time');
    await time.click();
    await time.fill('2099-01-01 09:00');
    await saveScreenshot(page, 'cost-form');
    // Enter takes the typed time and submits the form; more than a year ahead is refused by the server,
    // said in its message, the form still open
    await time.press('Enter');
    await eventually(() => page.locator('.ant-message').textContent()).toContain('须在一年之内');
    expect(await time.inputValue()).toBe('2099-01-01 09:00');
    const day = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    await time.click();
    await time.fill(`${day} 09:00`);
    await time.press('Enter');
    await form.waitFor({ state: 'hidden' });
    await eventually(() => row.textContent()).toContain(`${day} 09:00 起：新建 ¥128.00`);
    expect(await row.textContent()).toMatch(/¥99\.00/);
    await saveScreenshot(page, 'cost-page');

    // withdrawn before it takes effect
    const scheduled = versions.locator('tr.ant-table-row').filter({ hasText: '待生效' });
    await clickWhenSettled(scheduled.getByTestId('cost-withdraw'));
    await clickWhenSettled(
      page
        .locator('.ant-popconfirm')
        .filter({ visible: true })
        .getByRole('button', { name: /确\s*定|OK/ }),
    );
    await eventually(() => row.textContent()).not.toContain('¥128.00');
    await eventually(() => versions.locator('tr.ant-table-row').filter({ hasText: '待生效' }).count()).toBe(
      0,
    );
  });

  test("the admin sets a platform fee rate and the customer's rates tab shows it", async ({
    page,
    demo,
    openPage,
  }) => {
    await loginAdmin(page, demo, { at: '/cost' });
    await page.getByTestId('cost-tabs').getByRole('tab', { name: '费率' }).click();
    const inForce = page.getByTestId('fee-in-force');
    // no journey withdraws to WeChat: its rate may change without disturbing another
    const row = inForce.locator('tr.ant-table-row').filter({ hasText: '提现到微信零钱' });
    await eventually(() => row.textContent()).toMatch(/按金额的 1\.00%.*¥1\.00.*系统内置/);

    await clickWhenSettled(row.getByRole('button', { name: '调整费率' }));
    const form = page.getByTestId('fee-form');
    await form.waitFor();
    await form.getByTestId('fee-form-rate').fill('');
    await clickWhenSettled(page.getByTestId('fee-form-submit'));
    await eventually(() => form.locator('.ant-form-item-explain-error').allTextContents()).toEqual([
      '请填写费率',
    ]);
    await form.getByTestId('fee-form-rate').fill('1.2');
    await form
      .getByTestId('fee-form-description')
      .fill('按提现金额的 1.20% 收取，最低 ¥1.00，审核通过后即时到账');
    await saveScreenshot(page, 'cost-fee-form');
    await clickWhenSettled(page.getByTestId('fee-form-submit'));
    await form.waitFor({ state: 'hidden' });
    await eventually(() => row.textContent()).toMatch(/按金额的 1\.20%/);
    const versions = page.getByTestId('fee-versions');
    await eventually(() => versions.locator('tr.ant-table-row').filter({ hasText: '生效中' }).count()).toBe(
      1,
    );
    await saveScreenshot(page, 'cost-fees');

    const customer = await openPage();
    await loginCustomer(customer, demo, { at: '/resource?tab=rate' });
    const rates = customer.getByTestId('rate-list').locator('tr').filter({ hasText: '提现到微信零钱' });
    await eventually(() => rates.textContent()).toContain('1.20%');
    expect(await rates.textContent()).toContain('按提现金额的 1.20% 收取');
  });
});
