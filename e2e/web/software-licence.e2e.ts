import { describe, expect } from 'vitest';
import {
  clickWhenSettled,
  eventually,
  loginAdmin,
  loginAgent,
  loginCustomer,
  saveScreenshot,
  test,
} from '../fixtures.ts';
import { payAtCashier } from './pay.steps.ts';

/**
 * Software licences (issue 16): a customer of the demo agent opens /my/tool/software, buys two licences of
 * the check-in software, pays at the sandbox cashier (the QR opened in a second tab, as a phone would) and
 * finds the two keys under 我的授权. The platform's staff then find one of them in 产品 › 软件 › 授权 (the key
 * masked but for its last group), revoke it after confirming, and the customer sees it revoked; so does its
 * agent under 产品 › 客户授权.
 */

const PRODUCT = '会议签到一体机软件';
const yuan = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

describe('software licences', () => {
  test('a customer buys two licences, pays at the cashier and sees the keys under 我的授权', async ({
    page,
    demo,
    openPage,
  }) => {
    await loginCustomer(page, demo, {
      as: { username: 'customer1@example.com', password: demo.customer.password },
      at: '/tool/software',
    });
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

    // the platform's staff: the licence in 产品 › 软件 › 授权, found by its key's last group, revoked
    const key = first.match(/[A-Z0-9]{5}(-[A-Z0-9]{5}){3}/)?.[0] ?? '';
    const last = key.slice(-5);
    const admin = await openPage();
    await loginAdmin(admin, demo, { at: '/product/software' });
    await clickWhenSettled(admin.getByTestId('software-licences-tab'));
    const list = admin.getByTestId('licence-list');
    await list.locator('tr.ant-table-row').first().waitFor();
    await list.getByTestId('licence-search').locator('input').fill(last);
    await clickWhenSettled(list.getByRole('button', { name: /查\s*询/ }));
    const row = list.locator('tr.ant-table-row').filter({ hasText: last });
    await eventually(() => list.locator('tr.ant-table-row').count()).toBe(1);
    expect(await row.textContent()).toMatch(
      new RegExp(`${PRODUCT}.*星河活动科技.*\\*{5}-\\*{5}-\\*{5}-${last}.*2.*有效`),
    );
    expect(await row.textContent()).not.toContain(key);
    await saveScreenshot(admin, 'software-licence-admin-list');
    await clickWhenSettled(row.getByRole('button', { name: /撤\s*销/ }));
    const confirm = admin.locator('.ant-popconfirm');
    await eventually(() => confirm.textContent()).toContain('确定撤销该授权');
    await saveScreenshot(admin, 'software-licence-revoke-confirm');
    await clickWhenSettled(confirm.getByRole('button', { name: /确\s*定|OK/ }));
    await eventually(() => row.textContent()).toContain('已撤销');
    await saveScreenshot(admin, 'software-licence-admin-revoked');

    // the customer's 我的授权: revoked
    await page.reload();
    const revoked = page.getByTestId('my-licences').locator('tr.ant-table-row').filter({ hasText: key });
    await eventually(() => revoked.textContent()).toContain('已撤销');
    await revoked.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'software-licence-customer-revoked');

    // the customer's agent: the licence under 产品 › 客户授权, masked too, revoked
    const agent = await openPage();
    await loginAgent(agent, demo, { at: '/product' });
    await clickWhenSettled(agent.getByTestId('agent-licences-tab'));
    const agentList = agent.getByTestId('licence-list');
    const agentRow = agentList.locator('tr.ant-table-row').filter({ hasText: last });
    await eventually(() => agentRow.textContent()).toMatch(new RegExp(`\\*{5}-${last}.*已撤销`));
    expect(await agentList.textContent()).not.toContain(key);
    await saveScreenshot(agent, 'software-licence-agent-list');
  });
});
