import { describe, expect } from 'vitest';
import {
  callApi,
  clickWhenSettled,
  type Demo,
  eventually,
  loginAdmin,
  loginCustomer,
  saveScreenshot,
  test,
} from '../fixtures.ts';
import { agentCustomer } from './customer-auth.steps.ts';

/**
 * Refunds (issue 16): a customer of its own (the journeys share one server) recharges its balance with the
 * sandbox gateway; the admin finds the paid order in 订单列表, refunds half of it with a reason, and the list
 * shows it partly refunded; the customer's ledger shows the refunded amount taken off its balance.
 */
/** A new customer of the demo agent, signed in through the API (its credentials for the browser too). */
async function signedInCustomer(baseUrl: string, demo: Demo, nickname: string) {
  const credentials = await agentCustomer(baseUrl, demo, nickname);
  const login = await callApi<{ token: string }>(baseUrl, '/api/customer/login/index', { body: credentials });
  expect(login.body.code, login.body.msg).toBe(0);
  return { credentials, token: login.body.data.token };
}

describe('refunds', () => {
  test('the admin refunds half of a paid order; the customer’s ledger shows it', async ({
    page,
    openPage,
    demo,
    baseUrl,
  }) => {
    const { token: customer } = await signedInCustomer(baseUrl, demo, '退款旅程客户');
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

    await loginAdmin(page, demo, { at: `/order?keyword=${orderNo}` });
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

  test('the admin abolishes an activity refunding its orders; the customer’s order page shows the refund', async ({
    page,
    openPage,
    demo,
    baseUrl,
  }) => {
    const { credentials, token: customer } = await signedInCustomer(baseUrl, demo, '作废退款旅程客户');
    // tomorrow evening in Shanghai: an activity that has not run, bought through the sandbox cashier
    const day = new Date(Date.now() + 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
    const title = `E2E 作废退款 ${Date.now() % 1_000_000}`;
    const created = await callApi<{ id: number; order_no: string; pay_amount: number }>(
      baseUrl,
      '/api/ym/Active/create',
      {
        token: customer,
        body: {
          tool_id: 1,
          title,
          begin_time: `${day} 19:00`,
          end_time: `${day} 22:00`,
          tz: 'Asia/Shanghai',
        },
      },
    );
    expect(created.body.code, created.body.msg).toBe(0);
    const { id, order_no: orderNo, pay_amount: paid } = created.body.data;
    const payment = await callApi<{ qrcode_url: string }>(baseUrl, '/api/customer/customerOrder/payOrder', {
      token: customer,
      body: { order_no: orderNo },
    });
    expect(payment.body.code, payment.body.msg).toBe(0);
    const phone = await openPage();
    await phone.goto(payment.body.data.qrcode_url);
    await phone.getByTestId('cashier-pay').click();
    await eventually(() => phone.getByTestId('cashier-result').textContent()).toBe('支付成功');

    // the admin opens the activity and abolishes it, refunding its paid order
    await loginAdmin(page, demo, { at: `/operational/activity?detail=${id}` });
    const drawer = page.getByTestId('activity-detail-drawer');
    await eventually(() => drawer.textContent()).toContain(title);
    await clickWhenSettled(drawer.getByTestId('activity-abolish'));
    const dialog = page.getByTestId('abolish-form');
    await eventually(() => page.getByTestId('abolish-orders').textContent()).toContain(orderNo);
    await clickWhenSettled(dialog.getByTestId('abolish-refund'));
    const yuan = `¥${(paid / 100).toFixed(2)}`;
    await eventually(() => dialog.textContent()).toContain(`退还这些订单（共 ${yuan}）`);
    await dialog.getByTestId('abolish-reason').fill('场地临时关闭，活动取消');
    await eventually(() => page.getByTestId('abolish-form-submit').textContent()).toContain('作废并退款');
    await saveScreenshot(page, 'abolish-refund-dialog');
    await clickWhenSettled(page.getByTestId('abolish-form-submit'));
    await eventually(() => drawer.textContent()).toContain('已作废');
    await eventually(() => page.locator('.ant-modal-wrap:visible').count()).toBe(0);
    expect(await drawer.getByTestId('activity-abolish').count()).toBe(0);
    await saveScreenshot(page, 'abolish-refund-done');

    // the customer's order page: the order refunded, and its refund in the detail
    const mine = await openPage();
    await loginCustomer(mine, demo, { as: credentials, at: '/order' });
    const row = mine.getByTestId('orders-page').locator('tr.ant-table-row').filter({ hasText: orderNo });
    await eventually(() => row.getByTestId('order-refunded').textContent()).toBe('已退款');
    await clickWhenSettled(row.getByRole('button', { name: /详\s*情/ }));
    const refunds = mine.getByTestId('order-refunds');
    await eventually(() => refunds.textContent()).toContain(`${yuan} · 场地临时关闭，活动取消`);
    expect(await refunds.textContent()).toContain(`R${orderNo}-1`);
    // the drawer has slid in fully before the picture
    await eventually(() =>
      mine
        .locator('.ant-drawer-open .ant-drawer-content-wrapper')
        .evaluate((element) => Array.from(element.classList).some((name) => /-(appear|enter)/.test(name))),
    ).toBe(false);
    await saveScreenshot(mine, 'abolish-refund-customer-order');
  });
});
