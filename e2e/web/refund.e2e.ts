import { describe, expect } from 'vitest';
import {
  callApi,
  clickWhenSettled,
  consoleBase,
  eventually,
  loginAdmin,
  saveScreenshot,
  test,
} from '../fixtures.ts';
import { agentCustomer } from './customer-auth.steps.ts';

/**
 * Refunds (issue 16): a customer of its own (the journeys share one server) recharges its balance with the
 * sandbox gateway; the admin finds the paid order in 订单列表, refunds half of it with a reason, and the list
 * shows it partly refunded; the customer's ledger shows the refunded amount taken off its balance.
 */
describe('refunds', () => {
  test('the admin refunds half of a paid order; the customer’s ledger shows it', async ({
    page,
    openPage,
    demo,
    baseUrl,
  }) => {
    const credentials = await agentCustomer(baseUrl, demo, '退款旅程客户');
    const login = await callApi<{ token: string }>(baseUrl, '/api/customer/login/index', {
      body: credentials,
    });
    expect(login.body.code, login.body.msg).toBe(0);
    const customer = login.body.data.token;
    const recharge = await callApi<{ order_no: string; qrcode_url: string }>(
      baseUrl,
      '/api/customer/customerOrder/payment',
      { token: customer, body: { amount: 8_000, pay_type: 'wechat' } },
    );
    expect(recharge.body.code, recharge.body.msg).toBe(0);
    const { order_no: orderNo, qrcode_url: cashier } = recharge.body.data;
    const phone = await openPage();
    await phone.goto(cashier);
    await phone.getByTestId('cashier-pay').click();
    await eventually(() => phone.getByTestId('cashier-result').textContent()).toBe('支付成功');

    await loginAdmin(page, demo);
    await page.goto(`${consoleBase.admin}/order?keyword=${orderNo}`);
    const list = page.getByTestId('order-list');
    await eventually(() => list.textContent()).toContain(orderNo);
    await clickWhenSettled(list.getByTestId('order-refund'));
    const form = page.getByTestId('refund-form');
    await form.waitFor();
    // the whole order by default: a full refund, explained
    await eventually(() => page.getByTestId('refund-kind').textContent()).toContain('全额退款');
    await form.getByTestId('refund-amount').fill('40');
    await eventually(() => page.getByTestId('refund-kind').textContent()).toContain('部分退款');
    await form.getByTestId('refund-reason').fill('客户申请退回一半');
    await saveScreenshot(page, 'refund-form');
    await clickWhenSettled(page.getByTestId('refund-form-submit'));
    await eventually(() => list.getByTestId('order-refund-tag').textContent()).toBe('部分退款 ¥40.00');
    await eventually(() => page.locator('.ant-modal-wrap:visible').count()).toBe(0);
    await saveScreenshot(page, 'refund-order-list');

    // the customer's balance: 80 recharged, 40 taken back with the refund
    const info = await callApi<{ accounts: { kind: string; balance: number }[] }>(
      baseUrl,
      '/api/customer/Product/getResourceInfo',
      {
        token: customer,
      },
    );
    expect(info.body.data.accounts).toContainEqual({ kind: 'balance', balance: 4_000 });
    const logs = await callApi<{ type: string; amount: number }[]>(
      baseUrl,
      '/api/customer/Product/getResourceList?kind=balance',
      { token: customer },
    );
    expect(logs.body.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ type: 'refund_reversal', amount: -4_000 })]),
    );
  });
});
