import { describe, expect } from 'vitest';
import {
  callApi,
  clickWhenSettled,
  eventually,
  loginAdmin,
  loginAgent,
  saveScreenshot,
  test,
} from '../fixtures.ts';
import { DEMO_AGENT as AGENT, journeyPlan } from './catalogue.steps.ts';
import { adminToken, agentCustomer, screenshotSettled } from './customer-auth.steps.ts';
import { payTicket } from './pay.steps.ts';
import { downloadBy, rowsOf } from './spreadsheet.steps.ts';

/**
 * The reseller ledger (issue 16): the platform offers a plan of this journey's own to the demo agent at a
 * wholesale of ¥299, the agent sells it at ¥399, a customer of its site buys it through the sandbox
 * gateway. The admin's 资金 › 代理结算 shows the sale split (¥100 margin owed to the agent) in the agent's
 * drawer, downloads the month's statement and records the settlement payment of the whole balance; the
 * agent's 结算 page then shows the payment and a settled balance. A second sale owes the agent its margin
 * again: the agent requests the payout, the admin pays the request from its list, and the agent reads it paid.
 * The offer is withdrawn at the end.
 */
describe('agent settlements', () => {
  test('a sale is split, the admin settles the balance, the agent sees it', async ({
    page,
    demo,
    baseUrl,
  }) => {
    const tag = `${Date.now() % 1_000_000}`;
    const title = `结算旅程套餐 ${tag}`;
    const token = await adminToken(baseUrl, demo.admin.password);
    const { planId, offer } = await journeyPlan(baseUrl, token, { title, sort: 91, wholesale: 29_900 });

    try {
      const agentLogin = await callApi<{ access_token: string }>(baseUrl, '/api/auth/login', {
        body: { username: demo.agent.username, password: demo.agent.password, audience: 'agent' },
      });
      const retail = await callApi(baseUrl, '/api/agent/product/update', {
        token: agentLogin.body.data.access_token,
        body: { kind: 'vip', id: planId, retail_price: 39_900 },
      });
      expect(retail.body.code, retail.body.msg).toBe(0);

      // a customer of the agent's site buys the plan at retail and pays at the sandbox cashier
      const credentials = await agentCustomer(baseUrl, demo, '结算旅程客户');
      const sell = async () => {
        const login = await callApi<{ token: string }>(baseUrl, '/api/customer/login/index', {
          body: credentials,
        });
        const order = await callApi<{ order_no: string; qrcode_url: string }>(
          baseUrl,
          '/api/customer/customerOrder/payVipOrder',
          {
            token: login.body.data.token,
            body: { order_type: 17, vip_id: planId, amount: 39_900, pay_amount: 39_900, pay_type: 'wechat' },
          },
        );
        expect(order.body.code, order.body.msg).toBe(0);
        await payTicket(baseUrl, order.body.data.qrcode_url);
        return order.body.data.order_no;
      };
      const orderNo = await sell();

      // admin › 资金 › 代理结算: the agent's drawer holds the sale, split
      await loginAdmin(page, demo, { at: `/fund/settlement?keyword=${encodeURIComponent(AGENT)}` });
      const list = page.getByTestId('settlement-list');
      const row = list.locator('tr.ant-table-row').filter({ hasText: AGENT });
      await row.waitFor();
      await saveScreenshot(page, 'settlement-agents');
      await clickWhenSettled(row.getByTestId('settlement-view'));
      const drawer = page.getByTestId('settlement-drawer');
      const sale = drawer.locator('tr.ant-table-row').filter({ hasText: orderNo });
      await eventually(() => sale.textContent()).toMatch(/销售.*¥399\.00.*¥299\.00.*¥100\.00.*\+¥100\.00/);
      expect(await sale.textContent()).toContain('平台收款');
      await screenshotSettled(page, 'settlement-drawer');

      // the month's statement, as a spreadsheet through the job centre
      await clickWhenSettled(drawer.getByRole('tab', { name: '月结单' }));
      const months = drawer.getByTestId('settlement-months');
      const month =
        (await months.locator('tr.ant-table-row').first().locator('td').first().textContent()) ?? '';
      expect(month).toMatch(/^\d{4}-\d{2}$/);
      await screenshotSettled(page, 'settlement-months');
      const rows = await rowsOf(await downloadBy(page, drawer.getByTestId(`settlement-download-${month}`)));
      expect(rows.find((cells) => cells[2] === orderNo)?.slice(4, 7)).toEqual(['399.00', '299.00', '100.00']);

      // the settlement payment of the whole balance (whichever way it runs): the balance is settled
      await clickWhenSettled(drawer.getByTestId('settlement-drawer-pay'));
      const form = page.getByTestId('settlement-pay-form');
      await form.waitFor();
      await form.getByTestId('settlement-pay-reference').fill(`JOURNEY-${tag}`);
      await form.getByTestId('settlement-pay-note').fill('旅程结算');
      await screenshotSettled(page, 'settlement-pay-form');
      await clickWhenSettled(page.getByTestId('settlement-pay-form-submit'));
      await form.waitFor({ state: 'hidden' });
      await eventually(() => drawer.getByTestId('settlement-balance').textContent()).toBe('已结清');
      await clickWhenSettled(drawer.getByRole('tab', { name: '结算流水' }));
      await eventually(() => drawer.locator('tr.ant-table-row').first().textContent()).toContain(
        `JOURNEY-${tag}`,
      );

      // the agent's own 结算 page shows the payment and the settled balance
      await loginAgent(page, demo, { at: '/settlement' });
      const own = page.getByTestId('agent-settlement');
      await eventually(() => own.getByTestId('settlement-balance').textContent()).toBe('已结清');
      await eventually(() => own.locator('tr.ant-table-row').first().textContent()).toContain('旅程结算');
      expect(await own.textContent()).toContain(orderNo);
      await saveScreenshot(page, 'settlement-agent-page');

      // another sale owes the agent its ¥100 margin: the agent asks for it, to the account it names
      await sell();
      await page.reload();
      await eventually(() => own.getByTestId('settlement-balance').textContent()).toBe('平台应付 ¥100.00');
      await clickWhenSettled(own.getByTestId('settlement-requests-tab'));
      await clickWhenSettled(own.getByTestId('payout-request-new'));
      const ask = page.getByTestId('payout-request-form');
      await ask.waitFor();
      expect(await ask.getByTestId('payout-request-amount').inputValue()).toBe('100.00');
      await ask.getByTestId('payout-request-account').fill(`招商银行 星河活动科技 6225 ${tag}`);
      await screenshotSettled(page, 'settlement-payout-request-form');
      await clickWhenSettled(page.getByTestId('payout-request-form-submit'));
      await ask.waitFor({ state: 'hidden' });
      const asked = own.getByTestId('payout-requests').locator('tr.ant-table-row').first();
      await eventually(() => asked.textContent()).toMatch(/¥100\.00.*待处理/);

      // the platform's 代理结算 lists it pending and pays it with the transfer's reference
      await loginAdmin(page, demo, { at: '/fund/settlement' });
      const requests = page.getByTestId('settlement-requests');
      const pending = requests.locator('tr.ant-table-row').filter({ hasText: tag });
      await eventually(() => pending.textContent()).toMatch(/星河活动科技.*¥100\.00.*待处理/);
      await clickWhenSettled(pending.getByTestId('payout-request-pay'));
      const payForm = page.getByTestId('payout-request-pay-form');
      await payForm.waitFor();
      await payForm.getByTestId('payout-request-reference').fill(`REQ-${tag}`);
      await clickWhenSettled(page.getByTestId('payout-request-pay-form-submit'));
      await payForm.waitFor({ state: 'hidden' });
      await eventually(() => pending.textContent()).toContain('已付款');
      await screenshotSettled(page, 'settlement-payout-requests-admin');

      // the agent reads it paid, with the reference, and a settled balance
      await loginAgent(page, demo, { at: '/settlement' });
      await eventually(() => own.getByTestId('settlement-balance').textContent()).toBe('已结清');
      await clickWhenSettled(own.getByTestId('settlement-requests-tab'));
      await eventually(() =>
        own.getByTestId('payout-requests').locator('tr.ant-table-row').first().textContent(),
      ).toContain(`REQ-${tag}`);
      await saveScreenshot(page, 'settlement-payout-requests-agent');
    } finally {
      // signing in in the browser ended the API session: withdraw with a new one
      const withdrawn = await offer(false, await adminToken(baseUrl, demo.admin.password));
      expect(withdrawn.body.code, withdrawn.body.msg).toBe(0);
    }
  });
});
