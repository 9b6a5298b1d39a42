/// <reference lib="dom" />
// Callbacks passed to page.evaluate run in the browser, hence the DOM types.
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
import { agentCustomer, screenshotSettled } from './customer-auth.steps.ts';
import { payTicket } from './pay.steps.ts';
import { zh_CN } from './strings.ts';

/**
 * Withdrawal review (issue 16): the demo customer requests two withdrawals on /my/resource; the platform
 * rejects one with a reason (the amount returns to the balance) and approves, then marks paid, the other
 * with the transfer reference; the customer sees both states, the reason and the reference; the agent's
 * console lists them read only.
 */
const text = zh_CN.resource;
const review = zh_CN.withdrawalReview;
const REASON = '收款人与实名认证信息不一致';
const REFERENCE = 'CMB202611260001';

/** Requests a withdrawal of `yuan` from the balance to a bank card, payee `name`, on /my/resource. */
async function requestWithdrawal(page: Page, yuan: string, name: string) {
  await page.goto('/my/resource?tab=withdrawal');
  const form = page.getByTestId('withdrawal-form');
  await form.getByText(text.kind.balance, { exact: false }).first().click();
  await form.getByLabel(text.withdrawal.amount).fill(yuan);
  await form.getByLabel(text.withdrawal.accountName).fill(name);
  await form.getByLabel(text.withdrawal.bankName).fill('招商银行');
  await form.getByLabel(text.withdrawal.cardNo).fill('6225880123456789');
  await page.getByTestId('withdrawal-submit').click();
  await clickWhenSettled(page.getByRole('button', { name: /确\s?定/ }));
  await page.getByText(text.withdrawal.done).first().waitFor();
}

/** The review list's row of the withdrawal to `name` (searched by the payee). */
async function reviewRow(admin: Page, name: string) {
  await admin.goto(`/new_admin/fund/withdrawal?keyword=${encodeURIComponent(name)}`);
  const row = admin.getByTestId('withdrawal-review-list').locator('tr').filter({ hasText: name }).first();
  await row.waitFor();
  return row;
}

const balanceOf = async (baseUrl: string, token: string) => {
  const info = await callApi<{ accounts: { kind: string; balance: number }[] }>(
    baseUrl,
    '/api/customer/Product/getResourceInfo',
    { token },
  );
  return info.body.data.accounts.find((account) => account.kind === 'balance')?.balance ?? 0;
};

describe('withdrawal review', () => {
  test('the admin rejects one withdrawal with a reason and approves and pays another; the customer sees both', async ({
    page,
    demo,
    baseUrl,
    openPage,
  }) => {
    const token = await loginCustomer(page, demo);
    const before = await balanceOf(baseUrl, token);
    await requestWithdrawal(page, '30', '张驳回');
    await requestWithdrawal(page, '40', '张打款');
    expect(await balanceOf(baseUrl, token)).toBe(before - 7_000);

    const admin = await openPage();
    await loginAdmin(admin, demo);
    // the fund menu group holds the page
    await admin.goto('/new_admin/fund/withdrawal?status=pending');
    await admin
      .getByTestId('withdrawal-review-list')
      .locator('tr')
      .filter({ hasText: '张打款' })
      .first()
      .waitFor();
    await eventually(() => admin.locator('.ant-spin-blur').count()).toBe(0);
    await saveScreenshot(admin, 'withdrawal-review-admin-list');

    // Reject the first with a reason (the form refuses an empty one).
    let row = await reviewRow(admin, '张驳回');
    await clickWhenSettled(row.getByTestId('withdrawal-reject'));
    await admin.getByTestId('withdrawal-reject-submit').click();
    await admin.getByText(review.reasonRequired).waitFor();
    await admin.getByTestId('withdrawal-reason').fill(REASON);
    await eventually(() => admin.evaluate(() => document.getAnimations().length)).toBe(0);
    await saveScreenshot(admin, 'withdrawal-review-reject');
    await admin.getByTestId('withdrawal-reject-submit').click();
    await admin.locator('.ant-message').getByText(review.rejectedNow).first().waitFor();
    await row.getByTestId('withdrawal-review-reason').getByText(REASON).waitFor();
    await row.getByText(text.status.rejected).waitFor();
    // the amount is back
    await eventually(() => balanceOf(baseUrl, token)).toBe(before - 4_000);

    // Approve the second, then mark it paid with the transfer reference.
    row = await reviewRow(admin, '张打款');
    await clickWhenSettled(row.getByTestId('withdrawal-approve'));
    await clickWhenSettled(admin.getByTestId('withdrawal-approve-submit'));
    await admin.locator('.ant-message').getByText(review.approvedNow).first().waitFor();
    await row.getByText(text.status.approved).waitFor();
    await clickWhenSettled(row.getByTestId('withdrawal-pay'));
    await admin.getByTestId('withdrawal-reference-input').fill(REFERENCE);
    await eventually(() => admin.evaluate(() => document.getAnimations().length)).toBe(0);
    await saveScreenshot(admin, 'withdrawal-review-pay');
    await admin.getByTestId('withdrawal-pay-submit').click();
    await admin.locator('.ant-message').getByText(review.paidNow).first().waitFor();
    await row.getByText(text.status.paid).waitFor();
    await row.getByTestId('withdrawal-review-reference').getByText(REFERENCE, { exact: false }).waitFor();
    // nothing more to do on a paid one
    expect(await row.getByTestId('withdrawal-pay').count()).toBe(0);
    await eventually(() => admin.locator('.ant-modal-wrap:visible').count()).toBe(0);
    await saveScreenshot(admin, 'withdrawal-review-paid');

    // The customer sees both states, the reason and the reference.
    await page.goto('/my/resource?tab=withdrawal');
    const list = page.getByTestId('withdrawal-list');
    const rejected = list.locator('tr').filter({ hasText: '张驳回' }).first();
    await rejected.getByText(text.status.rejected).waitFor();
    await rejected.getByTestId('withdrawal-reason').getByText(REASON, { exact: false }).waitFor();
    const paid = list.locator('tr').filter({ hasText: '张打款' }).first();
    await paid.getByText(text.status.paid).waitFor();
    await paid.getByTestId('withdrawal-reference').getByText(REFERENCE, { exact: false }).waitFor();
    await list.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'withdrawal-review-customer');
    // … and was told in the message centre
    const letters = await callApi<{ title: string }[]>(baseUrl, '/api/customer/notice/getList?type=letter', {
      token,
    });
    expect(letters.body.data.map((letter) => letter.title)).toEqual(
      expect.arrayContaining(['您的提现申请被驳回', '您的提现申请已审核通过', '您的提现已打款']),
    );

    // The customer's agent lists them read only.
    const agent = await openPage();
    await loginAgent(agent, demo, { at: '/customer/withdrawal' });
    const agentList = agent.getByTestId('withdrawal-review-list');
    await agentList.locator('tr').filter({ hasText: '张打款' }).first().getByText(text.status.paid).waitFor();
    expect(await agentList.getByTestId('withdrawal-approve').count()).toBe(0);
    expect(await agentList.getByText('6225880123456789').count()).toBe(0);
    await eventually(() => agent.locator('.ant-spin-blur').count()).toBe(0);
    await saveScreenshot(agent, 'withdrawal-review-agent');
  });
});

describe('payment fund', () => {
  test("the admin reads every tenant's payments with their totals, filters them, and opens the reconciliation", async ({
    page,
    demo,
  }) => {
    const fund = zh_CN.paymentFund;
    await loginAdmin(page, demo, { at: '/fund/payment' });
    const list = page.getByTestId('payment-list');
    // the demo recharges of both agents' customers
    await list.getByText('星河活动科技').first().waitFor();
    await list.getByText('云端会务服务').first().waitFor();
    const summary = page.getByTestId('payment-summary');
    await summary.getByTestId('payment-channel-total').first().waitFor();
    await eventually(() => page.locator('.ant-spin-blur, .ant-skeleton').count()).toBe(0);
    await saveScreenshot(page, 'payment-fund');

    // one channel: the list and the totals follow the filter
    await page.goto('/new_admin/fund/payment?pay_type=alipay');
    await summary.getByTestId('payment-channel-total').first().waitFor();
    await eventually(() => summary.getByTestId('payment-channel-total').allTextContents()).toEqual([
      expect.stringContaining(fund.channels.alipay),
    ]);
    expect(await list.getByText(fund.channels.wechat, { exact: true }).count()).toBe(0);

    await page.goto('/new_admin/fund/reconcile');
    const reconcile = page.getByTestId('reconcile-list');
    await reconcile.waitFor();
    await page.getByTestId('reconcile-kind').getByText(zh_CN.reconcile.kinds.stale_pending).click();
    await eventually(() => page.url()).toContain('kind=stale_pending');
    await eventually(() => page.locator('.ant-spin-blur').count()).toBe(0);
    await eventually(() => page.evaluate(() => document.getAnimations().length)).toBe(0);
    await saveScreenshot(page, 'payment-reconcile');
  });
});

describe('reconciliation', () => {
  test('a customer pays an order twice; the admin refunds the second payment from the reconciliation', async ({
    page,
    demo,
    baseUrl,
  }) => {
    const text = zh_CN.reconcile;
    // a customer of the demo agent pays a recharge order at the sandbox cashier twice (two scans of its QR)
    const credentials = await agentCustomer(baseUrl, demo, '重复支付客户');
    const login = await callApi<{ token: string }>(baseUrl, '/api/customer/login/index', {
      body: credentials,
    });
    const order = await callApi<{ order_no: string; qrcode_url: string }>(
      baseUrl,
      '/api/customer/customerOrder/payment',
      { token: login.body.data.token, body: { amount: 1_234, pay_type: 'wechat' } },
    );
    expect(order.body.code, order.body.msg).toBe(0);
    await payTicket(baseUrl, order.body.data.qrcode_url);
    await payTicket(baseUrl, order.body.data.qrcode_url);

    await loginAdmin(page, demo, { at: '/fund/reconcile?kind=paid_twice' });
    const list = page.getByTestId('reconcile-list');
    const row = list.locator('tr.ant-table-row').filter({ hasText: order.body.data.order_no });
    await row.waitFor();
    await clickWhenSettled(row.getByTestId('reconcile-resolve'));
    const form = page.getByTestId('reconcile-resolve-form');
    await form.waitFor();
    // a gateway payment: refunded through the gateway by default, with the warning
    await form.getByTestId('reconcile-refund-warning').waitFor();
    await form.getByTestId('reconcile-resolve-note').fill('客户扫码两次');
    await screenshotSettled(page, 'reconcile-resolve');
    await clickWhenSettled(page.getByTestId('reconcile-resolve-form-submit'));
    await form.waitFor({ state: 'hidden' });
    await row.waitFor({ state: 'detached' });

    // dealt with: under 已处理 with how and the gateway's refund
    await page.getByTestId('reconcile-state').getByText(text.states.resolved).click();
    const resolved = list.locator('tr.ant-table-row').filter({ hasText: order.body.data.order_no });
    await eventually(() => resolved.getByTestId('reconcile-resolution').textContent()).toMatch(
      new RegExp(`${text.actions.refund} · SBXR.*客户扫码两次`),
    );
    await screenshotSettled(page, 'reconcile-resolved');
  });
});
