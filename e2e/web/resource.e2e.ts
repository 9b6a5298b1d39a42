import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { en } from '../../web/src/i18n/locales/en.ts';
import { clickWhenSettled, eventually, loginCustomer, saveScreenshot, test } from '../fixtures.ts';
import { zh_CN } from './strings.ts';

/**
 * The resource account (issue 5): a recharge paid through the sandbox cashier opened from the QR (as a
 * phone would) lands in the ledger; the other views show the demo customer's real accounts.
 */
const text = zh_CN.resource;

async function openTab(page: Page, label: string) {
  await page.getByTestId('resource-page').getByRole('tab', { name: label }).click();
}

describe('resource account', () => {
  test('a customer recharges through the sandbox cashier and sees the balance and the ledger entry', async ({
    page,
    demo,
    openPage,
  }) => {
    await loginCustomer(page, demo, {
      as: { username: 'customer1@example.com', password: demo.customer.password },
      at: '/resource',
    });
    const resource = page.getByTestId('resource-page');
    await resource.waitFor();
    const before = await page.getByTestId('overview-balance').locator('.ant-statistic-content').textContent();

    // ¥100.00 preset → QR
    await resource.getByTestId('recharge-presets').getByText('¥100.00').click();
    await clickWhenSettled(page.getByTestId('recharge-submit'));
    const qr = page.getByTestId('payment-qr');
    await qr.waitFor();
    expect(await page.getByTestId('payment-amount').textContent()).toBe('¥100.00');
    await saveScreenshot(page, 'resource-recharge-qr');

    // The phone opens the QR's cashier and pays.
    const url = await qr.getAttribute('data-qrcode-url');
    expect(url).toContain('/api/sandbox/pay/cashier?t=');
    const phone = await openPage();
    await phone.goto(url ?? '');
    expect(await phone.getByTestId('cashier-amount').textContent()).toBe('¥100.00');
    await phone.getByTestId('cashier-pay').click();
    await eventually(() => phone.getByTestId('cashier-result').textContent()).toBe('支付成功');

    // The page saw the payment (polled every 2 s): credited once, listed in the recharge history.
    await page.getByTestId('recharge-paid').waitFor({ timeout: 10_000 });
    const previous = Number((before ?? '¥0').replace(/[^\d.]/g, ''));
    await eventually(() =>
      page.getByTestId('overview-balance').locator('.ant-statistic-content').textContent(),
    ).toBe(`¥${(previous + 100).toFixed(2)}`);
    const history = page.getByTestId('recharge-history');
    await history.getByText('在线充值（微信支付）').first().waitFor();
    expect(await history.getByTestId('entry-amount').first().textContent()).toBe('+¥100.00');
    await saveScreenshot(page, 'resource-recharge-paid');

    // The ledger (logs) lists it; its detail links the order.
    await openTab(page, text.tabs.logs);
    const logs = page.getByTestId('logs-table');
    const row = logs.locator('tr').filter({ hasText: '在线充值（微信支付）' }).first();
    await row.waitFor();
    await row.getByRole('button', { name: text.detail }).click();
    const detail = page.getByTestId('entry-detail');
    await detail.getByText(text.kind.balance).waitFor();
    expect(await detail.textContent()).toMatch(/\d{20}/);
    await saveScreenshot(page, 'resource-logs');
  });

  test('the demo customer sees every view with real accounts and requests a withdrawal', async ({
    page,
    demo,
  }) => {
    await loginCustomer(page, demo, { as: demo.customer, at: '/resource?tab=note' });
    await page.getByTestId('account-sms').waitFor();
    await page.getByTestId('entries-sms').getByText('购买短信 1000 条（¥0.05/条）').waitFor();
    await saveScreenshot(page, 'resource-note');

    await openTab(page, text.tabs.redpacket);
    await page
      .getByTestId('entries-redpacket')
      .getByText(/现场红包发放/)
      .waitFor();
    await saveScreenshot(page, 'resource-redpacket');

    await openTab(page, text.tabs.special);
    await page
      .getByTestId('entries-special')
      .getByText(/活动补贴/)
      .waitFor();

    await openTab(page, text.tabs.rate);
    await page.getByTestId('rate-list').getByText('提现到银行卡').waitFor();
    await saveScreenshot(page, 'resource-rate');

    // Withdraw ¥50.00 from the profit account to a bank card (fee 0.60 %, at least ¥2.00).
    await openTab(page, text.tabs.withdrawal);
    const form = page.getByTestId('withdrawal-form');
    await form.getByText(text.kind.profit, { exact: false }).first().click();
    await form.getByLabel(text.withdrawal.amount).fill('50');
    await form.getByLabel(text.withdrawal.accountName).fill('张经理');
    await form.getByLabel(text.withdrawal.bankName).fill('招商银行');
    await form.getByLabel(text.withdrawal.cardNo).fill('12ab');
    await page.getByTestId('withdrawal-submit').click();
    await form.getByText(text.cardInvalid).waitFor();
    await form.getByLabel(text.withdrawal.cardNo).fill('6225880123456789');
    await form.getByText('手续费 ¥2.00，实际到账 ¥48.00').waitFor();
    await page.getByTestId('withdrawal-submit').click();
    await clickWhenSettled(page.getByRole('button', { name: /确\s?定/ }));
    await page.getByText(text.withdrawal.done).waitFor();
    const list = page.getByTestId('withdrawal-list');
    const request = list.locator('tr').filter({ hasText: '****6789' }).first();
    await request.getByText(text.status.pending).waitFor();
    await eventually(() =>
      page.getByTestId('overview-withdrawing').locator('.ant-statistic-content').textContent(),
    ).toBe('¥50.00');
    await saveScreenshot(page, 'resource-withdrawal');

    // /resource/payment: the collection settings.
    await page.goto('/my/resource/payment');
    const settings = page.getByTestId('payment-settings');
    await settings.getByLabel(text.payment.bankAccountName).fill('张经理');
    await settings.getByLabel(text.payment.bankName).fill('招商银行');
    await settings.getByLabel(text.payment.bankAccountNo).fill('6225880123456789');
    await page.getByTestId('payment-save').click();
    await page.getByText(text.payment.saved).waitFor();
    await saveScreenshot(page, 'resource-payment');
  });

  test('the views speak the chosen language (English)', async ({ page, demo }) => {
    await loginCustomer(page, demo, demo.customer);
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.goto('/my/resource?tab=withdrawal');
    const resource = page.getByTestId('resource-page');
    await resource.getByRole('tab', { name: en.resource.tabs.withdrawal }).waitFor();
    await page.getByTestId('withdrawal-form').getByText(en.resource.withdrawal.accountName).waitFor();
    await resource.getByText(en.resource.kind.redpacket).first().waitFor();
    await saveScreenshot(page, 'resource-withdrawal-en');
    await resource.getByRole('tab', { name: en.resource.tabs.logs }).click();
    await page.getByTestId('logs-table').getByText(en.resource.type.recharge).first().waitFor();
    await saveScreenshot(page, 'resource-logs-en');
  });
});
