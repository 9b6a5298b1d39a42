import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import {
  callApi,
  clickWhenSettled,
  eventually,
  loginAdmin,
  loginAgent,
  loginCustomer,
  saveScreenshot,
  test,
} from '../fixtures.ts';
import { agentCustomer } from './customer-auth.steps.ts';
import { payAtCashier } from './pay.steps.ts';
import { zh_CN } from './strings.ts';

/**
 * VIP purchase and orders (issue 4: VIP, payment, orders, invoices) with the sandbox gateway: the QR's
 * cashier page is opened in a second tab as a phone would, and paying there notifies the server.
 */
const text = zh_CN.order;

/** Finds the order in a console's order list, confirms its pending transfer, and sees the order paid. */
async function confirmTransfer(page: Page, listPath: string, orderNo: string, payer: string, shot: string) {
  await page.goto(listPath);
  const list = page.getByTestId('order-list');
  await list.getByTestId('list-search').locator('input').fill(orderNo);
  await list.getByTestId('list-search').locator('input').press('Enter');
  const row = list.locator('tr').filter({ hasText: orderNo });
  await row.getByTestId('order-transfer').getByText(payer).waitFor();
  await eventually(() => list.locator('tbody tr.ant-table-row').count()).toBe(1);
  await saveScreenshot(page, shot);
  await clickWhenSettled(row.getByTestId('transfer-confirm'));
  // once the confirmation has settled: a click while it opens was lost (the order stayed unpaid, stop 37)
  await clickWhenSettled(page.locator('.ant-popconfirm').getByRole('button', { name: /确\s?定|OK/ }));
  await page.getByText(zh_CN.orderList.transferConfirmed).first().waitFor();
  await row.getByText(zh_CN.orderList.paid).waitFor();
  await eventually(() => row.getByTestId('transfer-confirm').count()).toBe(0);
}

describe('VIP and orders', () => {
  test('a customer buys a VIP plan by QR, becomes VIP, and requests an invoice for the order', async ({
    page,
    demo,
    openPage,
  }) => {
    await loginCustomer(page, demo, { username: 'customer1@example.com', password: demo.customer.password });
    // The VIP privilege dropdown lists the plans; "open VIP" opens the popup.
    await clickWhenSettled(page.getByTestId('vip-open'));
    await page.getByTestId('vip-dropdown').getByText('专业版 · 年卡').waitFor();
    await clickWhenSettled(page.getByTestId('vip-open-modal'));
    const modal = page.getByRole('dialog');
    await modal.getByTestId('vip-plan').first().waitFor();
    const box = modal.locator('.ant-modal-container, .ant-modal-content').first();
    // Measured once the opening zoom (a transform) has finished.
    await eventually(() => box.evaluate((el) => Math.round(el.getBoundingClientRect().width))).toBe(820);
    expect(await modal.getByTestId('vip-plan').count()).toBe(3);
    await saveScreenshot(page, 'vip-plans');

    await modal.getByTestId('vip-plan').filter({ hasText: '基础版 · 7 天体验' }).click();
    await clickWhenSettled(modal.getByTestId('vip-pay'));
    await eventually(() => modal.getByTestId('payment-amount').textContent()).toBe('¥99.00');
    await saveScreenshot(page, 'vip-qr');
    await payAtCashier(page, openPage, '¥99.00');

    // The popup saw the payment (polled every 2 s) and shows the order.
    await modal.getByText(text.vipPaid).waitFor({ timeout: 10_000 });
    await modal.getByTestId('vip-paid-order').getByText('¥99.00').waitFor();
    await saveScreenshot(page, 'vip-paid');
    await modal.getByRole('button', { name: /完\s?成/ }).click();
    // The header shows the VIP plan now, and the dropdown its term.
    await eventually(() => page.locator('.shell-user').textContent()).toContain('基础版 · 7 天体验');
    await clickWhenSettled(page.getByTestId('vip-open'));
    await page
      .getByTestId('vip-dropdown')
      .getByText(/基础版 · 7 天体验，有效期至 \d{4}-\d{2}-\d{2}/)
      .waitFor();
    await page.keyboard.press('Escape');

    // Orders and invoices.
    await page.goto('/my/order');
    const orders = page.getByTestId('orders-page');
    const row = orders.locator('tr').filter({ hasText: '基础版 · 7 天体验' }).first();
    await row.getByText(text.paidTag).waitFor();
    await clickWhenSettled(row.getByTestId('order-invoice'));
    const form = page.getByTestId('invoice-form');
    await form.getByLabel(text.invoice.company).check();
    await form.getByLabel(text.invoice.title).fill('星河活动科技有限公司');
    await form.getByLabel(text.invoice.email).fill('finance@example.com');
    await page.getByRole('button', { name: /确\s?定/ }).click();
    await form.getByText(text.invoice.taxNumberRequired).waitFor();
    await form.getByLabel(text.invoice.taxNumber).fill('91310000MA1FL0000X');
    await page.getByRole('button', { name: /确\s?定/ }).click();
    await page.getByText(text.invoiceSaved).waitFor();
    await row.getByText(text.invoiceStatus['0']).waitFor();
    await saveScreenshot(page, 'orders');

    // Edit the pending request: the form shows what was saved; a new title, tax number and email are kept.
    await eventually(() => row.getByTestId('order-invoice').textContent()).toBe(text.invoiceEdit);
    await clickWhenSettled(row.getByTestId('order-invoice'));
    const edit = page.getByTestId('invoice-form');
    await eventually(() => edit.getByLabel(text.invoice.title).inputValue()).toBe('星河活动科技有限公司');
    expect(await edit.getByLabel(text.invoice.taxNumber).inputValue()).toBe('91310000MA1FL0000X');
    expect(await edit.getByLabel(text.invoice.email).inputValue()).toBe('finance@example.com');
    await edit.getByLabel(text.invoice.title).fill('星河活动科技（杭州）有限公司');
    await edit.getByLabel(text.invoice.taxNumber).fill('bad');
    await page.getByRole('button', { name: /确\s?定/ }).click();
    await edit.getByText(text.invoice.taxNumberInvalid).waitFor();
    await edit.getByLabel(text.invoice.taxNumber).fill('91330100MA2H000001');
    await edit.getByLabel(text.invoice.email).fill('invoice@example.com');
    await saveScreenshot(page, 'invoice-edit');
    await page.getByRole('button', { name: /确\s?定/ }).click();
    await eventually(() => page.getByTestId('invoice-form').count()).toBe(0);
    await row.getByText(text.invoiceStatus['0']).waitFor();
    // Reopened, the form shows the changes (saved on the server, not just in the page).
    await page.reload();
    const reloaded = page
      .getByTestId('orders-page')
      .locator('tr')
      .filter({ hasText: '基础版 · 7 天体验' })
      .first();
    await clickWhenSettled(reloaded.getByTestId('order-invoice'));
    const again = page.getByTestId('invoice-form');
    await eventually(() => again.getByLabel(text.invoice.title).inputValue()).toBe(
      '星河活动科技（杭州）有限公司',
    );
    expect(await again.getByLabel(text.invoice.taxNumber).inputValue()).toBe('91330100MA2H000001');
    expect(await again.getByLabel(text.invoice.email).inputValue()).toBe('invoice@example.com');
    await page.getByRole('button', { name: /取\s?消/ }).click();
  });

  test('an unpaid order is paid later from the order list', async ({ page, demo, openPage }) => {
    await loginCustomer(page, demo, { username: 'customer1@example.com', password: demo.customer.password });
    // Start buying the yearly plan, then leave the QR unpaid.
    await clickWhenSettled(page.getByTestId('vip-open'));
    await clickWhenSettled(page.getByTestId('vip-open-modal'));
    await page.getByTestId('vip-plan').filter({ hasText: '基础版 · 年卡' }).click();
    await clickWhenSettled(page.getByTestId('vip-pay'));
    await page.getByTestId('payment-qr').waitFor();
    await page.keyboard.press('Escape');

    await page.goto('/my/order');
    await page
      .getByTestId('orders-page')
      .locator('.ant-segmented-item')
      .filter({ hasText: text.filter.unpaid })
      .click();
    const row = page.getByTestId('orders-page').locator('tr').filter({ hasText: '基础版 · 年卡' }).first();
    await clickWhenSettled(row.getByTestId('order-pay'));
    await clickWhenSettled(page.getByTestId('paybox-pay'));
    await payAtCashier(page, openPage, '¥1999.00');
    await page.getByText(text.paid).first().waitFor({ timeout: 10_000 });
    await eventually(() => row.count()).toBe(0);
  });

  test('an unpaid order is paid by bank transfer, and the agent confirms it in the order list', async ({
    page,
    demo,
    openPage,
  }) => {
    await loginCustomer(page, demo, { username: 'customer1@example.com', password: demo.customer.password });
    await clickWhenSettled(page.getByTestId('vip-open'));
    await clickWhenSettled(page.getByTestId('vip-open-modal'));
    await page.getByTestId('vip-plan').filter({ hasText: '专业版 · 年卡' }).click();
    await clickWhenSettled(page.getByTestId('vip-pay'));
    await page.getByTestId('payment-qr').waitFor();
    await page.keyboard.press('Escape');

    await page.goto('/my/order');
    const orders = page.getByTestId('orders-page');
    await orders.locator('.ant-segmented-item').filter({ hasText: text.filter.unpaid }).click();
    const row = orders.locator('tr').filter({ hasText: '专业版 · 年卡' }).first();
    const orderNo = ((await row.locator('td').first().textContent()) ?? '').trim();
    expect(orderNo).toMatch(/^\d{22,}$/);
    await clickWhenSettled(row.getByTestId('order-pay'));
    await clickWhenSettled(page.getByTestId('paybox-bank'));
    const transfer = page.getByTestId('bank-transfer');
    expect(await transfer.getByTestId('bank-account-no').textContent()).toContain('571908765410802');
    expect(await transfer.getByTestId('bank-reference').textContent()).toContain(orderNo);
    await transfer.getByText('¥4999.00').waitFor();
    // Checked before sending: the last four digits.
    await transfer.getByTestId('bank-payer-name').fill('李女士');
    await transfer.getByTestId('bank-account-tail').fill('12');
    await clickWhenSettled(transfer.getByTestId('bank-submit'));
    await transfer.getByText(text.bank.accountTailInvalid).waitFor();
    await transfer.getByTestId('bank-account-tail').fill('6789');
    await saveScreenshot(page, 'bank-transfer');
    await clickWhenSettled(transfer.getByTestId('bank-submit'));
    await page.getByText(text.bank.submitted).first().waitFor();
    const pendingRow = orders.locator('tr').filter({ hasText: orderNo });
    await pendingRow.getByTestId('order-transfer-pending').waitFor();
    await saveScreenshot(page, 'bank-transfer-pending');

    // The agent sees the transfer in the team's order list and confirms it.
    const agent = await openPage();
    await loginAgent(agent, demo);
    await confirmTransfer(agent, '/new_agent/order', orderNo, '李女士', 'agent-bank-transfer');

    // The receiving account is the one on the agent's site settings page (checked, saved without spaces).
    await agent.goto('/new_agent/site');
    const bank = agent.getByTestId('site-bank-account');
    await eventually(() => bank.getByTestId('site-bank-account-no').inputValue()).toBe('571908765410802');
    await bank.getByTestId('site-bank-account-no').fill('5719-0876');
    await clickWhenSettled(bank.getByTestId('site-bank-save'));
    await bank.getByText(zh_CN.siteSettings.bank.accountNoInvalid).waitFor();
    await bank.getByTestId('site-bank-account-no').fill('5719 0876 5410 802');
    await clickWhenSettled(bank.getByTestId('site-bank-save'));
    await agent.getByText(zh_CN.siteSettings.bank.saved).first().waitFor();
    await eventually(() => bank.getByTestId('site-bank-account-no').inputValue()).toBe('571908765410802');
    await saveScreenshot(agent, 'agent-bank-account');

    // The customer's order is paid now (after a reload of the list).
    await page.reload();
    await orders.locator('.ant-segmented-item').filter({ hasText: text.filter.paid }).click();
    await orders.locator('tr').filter({ hasText: orderNo }).getByText(text.paidTag).waitFor();
  });

  test('the platform confirms a transfer reported to an agent’s site from its own order list', async ({
    page,
    demo,
    baseUrl,
  }) => {
    // a customer of the demo agent of its own reports a bank transfer of a new VIP order (through the API:
    // the customer's side is the journey above)
    const credentials = await agentCustomer(baseUrl, demo, '转账客户');
    const login = await callApi<{ token: string }>(baseUrl, '/api/customer/login/index', {
      body: credentials,
    });
    const token = login.body.data.token;
    const plans = await callApi<{ id: number; agent_price: number }[]>(
      baseUrl,
      '/api/customer/customerOrder/getVipList',
      { token },
    );
    const plan = plans.body.data[0];
    const order = await callApi<{ order_no: string }>(baseUrl, '/api/customer/customerOrder/payVipOrder', {
      token,
      body: { order_type: 17, vip_id: plan.id, amount: plan.agent_price, pay_amount: plan.agent_price },
    });
    expect(order.body.code, order.body.msg).toBe(0);
    const orderNo = order.body.data.order_no;
    const reported = await callApi(baseUrl, '/api/customer/customerOrder/payBankOrder', {
      token,
      body: { order_no: orderNo, payer_name: '赵出纳', account_tail: '2468' },
    });
    expect(reported.body.code, reported.body.msg).toBe(0);

    await loginAdmin(page, demo);
    await confirmTransfer(page, '/new_admin/order', orderNo, '赵出纳', 'admin-bank-transfer');

    const info = await callApi<{ is_pay: number }>(
      baseUrl,
      `/api/customer/customerOrder/getOrderInfo?order_no=${orderNo}`,
      { token },
    );
    expect(info.body.data.is_pay).toBe(1);
  });
});
