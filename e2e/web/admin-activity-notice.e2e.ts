import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import {
  callApi,
  clickWhenSettled,
  consoleBase,
  eventually,
  loginAdmin,
  loginAgent,
  loginCustomer,
  saveScreenshot,
  test,
} from '../fixtures.ts';

/**
 * Admin › operational (issue 15): the admin filters every tenant's activities, opens one and ends it — the
 * customer's /my/activity shows it ended; the admin schedules a notice for later and withdraws another,
 * which leaves the customers' message centre.
 */

/** A wall-clock time in Shanghai, `hours` from now, as the customer's dialogs send it. */
const shanghai = (hours: number) =>
  new Date(Date.now() + hours * 3_600_000 + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

/** The drawer has slid in fully (a screenshot or a click during the motion misses). */
const drawerSettled = (page: Page) =>
  eventually(() =>
    page
      .locator('.ant-drawer-open .ant-drawer-content-wrapper')
      .evaluate((element) => Array.from(element.classList).some((name) => /-(appear|enter)/.test(name))),
  ).toBe(false);

/** A modal has zoomed in fully. */
const modalSettled = (modal: Locator) =>
  eventually(() =>
    modal.evaluate((element) => Array.from(element.classList).some((name) => /-(appear|enter)/.test(name))),
  ).toBe(false);

const confirmPopover = (page: Page) =>
  clickWhenSettled(page.locator('.ant-popconfirm').getByRole('button', { name: /确\s*定|OK/ }));

describe('admin › operational', () => {
  test('the admin filters activities, opens one and ends it; the customer sees it ended', async ({
    page,
    openPage,
    demo,
    baseUrl,
  }) => {
    const title = `E2E 平台结束 ${Date.now() % 1_000_000}`;
    // the customer's own running activity: created and paid at the sandbox cashier
    const login = await callApi<{ token: string }>(baseUrl, '/api/customer/login/index', {
      body: demo.customer,
    });
    const customerToken = login.body.data.token;
    const created = await callApi<{ id: number; order_no: string }>(baseUrl, '/api/ym/Active/create', {
      token: customerToken,
      body: { tool_id: 8, title, begin_time: shanghai(-1), end_time: shanghai(5), tz: 'Asia/Shanghai' },
    });
    expect(created.body.code).toBe(0);
    const payment = await callApi<{ qrcode_url: string }>(baseUrl, '/api/customer/customerOrder/payOrder', {
      token: customerToken,
      body: { order_no: created.body.data.order_no },
    });
    const cashier = await openPage();
    await cashier.goto(payment.body.data.qrcode_url);
    await cashier.getByTestId('cashier-pay').click();
    await eventually(() => cashier.getByTestId('cashier-result').textContent()).toBe('支付成功');

    await loginAdmin(page, demo, { at: '/operational/activity' });
    const list = page.getByTestId('console-activity-list');
    await list.locator('tr.ant-table-row').first().waitFor();
    // every tenant's, each with its agent
    await eventually(() => list.textContent()).toContain('星河活动科技');
    await saveScreenshot(page, 'admin-activity-list');

    // filter: the customer by phone, the tool and the status "in progress"
    await page.getByTestId('list-search').locator('input').fill(title.slice(0, 12));
    await page.getByTestId('activity-customer-filter').locator('input').fill(demo.customer.username);
    await clickWhenSettled(page.getByTestId('console-activity-list-expand'));
    await saveScreenshot(page, 'admin-activity-filters');
    await clickWhenSettled(page.getByTestId('activity-status-filter').locator('.ant-select'));
    await clickWhenSettled(page.locator('.ant-select-dropdown:visible').getByTitle('进行中'));
    await clickWhenSettled(page.getByTestId('console-activity-list-search'));
    await eventually(() => new URL(page.url()).searchParams.get('status')).toBe('2');
    const row = list.locator('tr.ant-table-row').filter({ hasText: title });
    await eventually(() => row.textContent()).toContain('进行中');
    await eventually(() => list.locator('tr.ant-table-row').count()).toBe(1);
    await saveScreenshot(page, 'admin-activity-filtered');

    // the detail: customer, agent, its paid order; end it now, after a confirmation
    await clickWhenSettled(row.getByTestId('activity-detail'));
    const drawer = page.getByTestId('activity-detail-drawer');
    await eventually(() => drawer.textContent()).toContain(demo.customer.username);
    expect(await drawer.textContent()).toContain('星河活动科技');
    await eventually(() => drawer.getByTestId('activity-detail-orders').textContent()).toContain('新建活动');
    await drawerSettled(page);
    await saveScreenshot(page, 'admin-activity-detail');
    await clickWhenSettled(drawer.getByTestId('activity-over'));
    await confirmPopover(page);
    await eventually(() => drawer.textContent()).toContain('已结束');
    // ended, it offers no "end" any more; the list says so too
    expect(await drawer.getByTestId('activity-over').count()).toBe(0);
    await saveScreenshot(page, 'admin-activity-ended');

    // the customer's own list shows it ended
    const customer = await openPage();
    await loginCustomer(customer, demo, { at: '/activity' });
    const mine = customer.getByTestId('activity-page').locator('tr.ant-table-row').filter({ hasText: title });
    await eventually(() => mine.getByTestId('activity-status').textContent()).toBe('已结束');

    // the customer's agent sees it in its own console's activities, with its detail
    const agent = await openPage();
    await loginAgent(agent, demo, { at: '/activity' });
    const agentList = agent.getByTestId('console-activity-list');
    const agentRow = agentList.locator('tr.ant-table-row').filter({ hasText: title });
    await eventually(() => agentRow.textContent()).toContain('已结束');
    await saveScreenshot(agent, 'agent-activity-list');
    await clickWhenSettled(agentRow.getByTestId('activity-detail'));
    const agentDrawer = agent.getByTestId('activity-detail-drawer');
    await eventually(() => agentDrawer.textContent()).toContain(demo.customer.username);
    // an agent reads; ending, abolishing and restoring are the platform's
    expect(await agentDrawer.getByTestId('activity-restore').count()).toBe(0);
  });

  test('the admin schedules a notice for later, edits it, and withdraws another', async ({
    page,
    demo,
    baseUrl,
  }) => {
    const tag = `${Date.now() % 1_000_000}`;
    const token = await loginAdmin(page, demo);
    const customerToken = (
      await callApi<{ token: string }>(baseUrl, '/api/customer/login/index', { body: demo.customer })
    ).body.data.token;
    const customerTitles = async () =>
      (
        await callApi<{ title: string }[]>(baseUrl, '/api/customer/notice/getList?limit=100', {
          token: customerToken,
        })
      ).body.data.map((item) => item.title);
    // a notice already out to every customer, to be withdrawn
    const outgoing = `E2E 待撤回 ${tag}`;
    const sent = await callApi(baseUrl, '/api/admin/notice/send', {
      token,
      body: { type: 'notice', title: outgoing, content: '稍后撤回', audience: 'customer' },
    });
    expect(sent.body.code).toBe(0);
    expect(await customerTitles()).toContain(outgoing);

    await page.goto(`${consoleBase.admin}/operational/notice`);
    const list = page.getByTestId('sent-notice-list');
    const outRow = list.locator('tr.ant-table-row').filter({ hasText: outgoing });
    await eventually(() => outRow.textContent()).toContain('已发送');
    await saveScreenshot(page, 'admin-notice-list');

    // schedule one for tomorrow: it is listed as scheduled and no customer sees it yet
    const scheduled = `E2E 定时通知 ${tag}`;
    await clickWhenSettled(list.getByTestId('sent-notice-send'));
    const dialog = page.locator('.ant-modal').filter({ hasText: '发送通知' });
    await clickWhenSettled(dialog.locator('.ant-select').nth(1));
    await clickWhenSettled(page.locator('.ant-select-dropdown:visible').getByTitle('全部客户'));
    await dialog.getByTestId('notice-send-title').fill(scheduled);
    await dialog.getByTestId('notice-send-content').fill('明天上午发出');
    const when = dialog.locator('.ant-picker input');
    // one reading of the clock: read again at the check, a minute may have turned (CI saw 00:23 vs 00:24)
    const sendAt = shanghai(24);
    await when.click();
    await when.fill(sendAt);
    await page.keyboard.press('Enter');
    await modalSettled(dialog);
    await saveScreenshot(page, 'admin-notice-schedule');
    await clickWhenSettled(dialog.getByRole('button', { name: /发\s*送/ }));
    await dialog.waitFor({ state: 'hidden' });
    const scheduledRow = list.locator('tr.ant-table-row').filter({ hasText: scheduled });
    await eventually(() => scheduledRow.textContent()).toContain('定时');
    expect(await scheduledRow.textContent()).toContain(sendAt);
    expect(await customerTitles()).not.toContain(scheduled);

    // edit it while it waits: a new title, the same recipients (they cannot change)
    await clickWhenSettled(scheduledRow.getByTestId('sent-notice-edit'));
    const editor = page.locator('.ant-modal').filter({ hasText: '编辑通知' });
    await eventually(() => editor.getByTestId('notice-send-title').inputValue()).toBe(scheduled);
    await editor.getByTestId('notice-send-title').fill(`${scheduled}（改）`);
    await modalSettled(editor);
    await saveScreenshot(page, 'admin-notice-edit');
    await clickWhenSettled(editor.getByRole('button', { name: /保\s*存/ }));
    await editor.waitFor({ state: 'hidden' });
    await eventually(() => scheduledRow.textContent()).toContain(`${scheduled}（改）`);
    expect(await customerTitles()).not.toContain(`${scheduled}（改）`);

    // withdraw the other: it leaves the customers' message centre
    await clickWhenSettled(outRow.getByTestId('sent-notice-withdraw'));
    await confirmPopover(page);
    await eventually(() => outRow.textContent()).toContain('已撤回');
    await eventually(customerTitles).not.toContain(outgoing);
    await saveScreenshot(page, 'admin-notice-withdrawn');
  });
});
