import { describe, expect } from 'vitest';
import {
  clickWhenSettled,
  consoleBase,
  eventually,
  loginCustomer,
  saveScreenshot,
  test,
} from '../fixtures.ts';
import { payAtCashier } from './pay.steps.ts';

/**
 * Software licences (issue 16): a customer of the demo agent opens /my/tool/software, buys two licences of
 * the check-in software, pays at the sandbox cashier (the QR opened in a second tab, as a phone would) and
 * finds the two keys under 我的授权.
 */

const PRODUCT = '会议签到一体机软件';
const yuan = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

describe('software licences', () => {
  test('a customer buys two licences, pays at the cashier and sees the keys under 我的授权', async ({
    page,
    demo,
    openPage,
  }) => {
    await loginCustomer(page, demo, { username: 'customer1@example.com', password: demo.customer.password });
    await page.goto(`${consoleBase.customer}/tool/software`);
    const offered = page.getByTestId('tool-software');
    const card = offered.locator('.ant-card').filter({ hasText: PRODUCT });
    await eventually(() => card.count()).toBe(1);
    const licences = page.getByTestId('my-licences');
    await licences.waitFor();
    const before = await licences.getByTestId('licence-key').count();
    const unit = yuan((await card.locator('.ant-typography strong').first().textContent()) ?? '');
    expect(unit).toBeGreaterThan(0);
    await saveScreenshot(page, 'software-licence-tool');

    await clickWhenSettled(card.getByTestId('tool-software-buy'));
    const modal = page.getByTestId('software-buy-modal');
    await modal.getByTestId('software-quantity').waitFor();
    await modal.getByTestId('software-quantity').fill('2');
    await modal.getByText('微信支付').click();
    const total = `¥${((unit * 2) / 100).toFixed(2)}`;
    await eventually(() => modal.getByTestId('software-pay').textContent()).toContain(total);
    await saveScreenshot(page, 'software-licence-buy');
    await clickWhenSettled(modal.getByTestId('software-pay'));
    await eventually(() => modal.getByTestId('payment-amount').textContent()).toBe(total);
    await saveScreenshot(page, 'software-licence-qr');
    await payAtCashier(page, openPage, total);

    // the dialog saw the payment (polled every 2 s); the keys are listed
    await modal.getByText('支付成功').waitFor({ timeout: 10_000 });
    await saveScreenshot(page, 'software-licence-paid');
    await clickWhenSettled(modal.getByTestId('software-bought-done'));
    // closed, its zoom-out finished: the list is in the screenshot unobstructed
    await eventually(() => page.locator('.ant-modal-wrap:visible').count()).toBe(0);
    await eventually(() => page.locator('.ant-modal-mask:visible').count()).toBe(0);
    await eventually(() => licences.getByTestId('licence-key').count()).toBe(before + 2);
    const rows = licences.locator('tr.ant-table-row').filter({ hasText: PRODUCT });
    const first = (await rows.first().textContent()) ?? '';
    expect(first).toMatch(/[A-Z0-9]{5}(-[A-Z0-9]{5}){3}/);
    expect(first).toMatch(/2 台.*有效/);
    await licences.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'software-licence-mine');
  });
});
