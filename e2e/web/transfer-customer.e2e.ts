import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import {
  clickWhenSettled,
  consoleBase,
  eventually,
  loginAdmin,
  loginAgent,
  loginCustomer,
  saveScreenshot,
  test,
} from '../fixtures.ts';
import { downloadBy, exportsSoFar, rowsOf, sheet } from './spreadsheet.steps.ts';

/**
 * Spreadsheet import and export beyond the agent's customers (issue 7): the customer imports VIP persons of
 * an activity with bad rows (faked progress), opens the failed data, exports them, its activities and its
 * orders, and finds all in /download; the agent imports bank-transfer orders into its order list and
 * exports them; the admin exports selected customers and orders by filter and sees them in its download
 * centre.
 */

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Opens the import widget with `open`, checks the template's headers, imports `rows`; answers the result. */
async function importThroughWidget(page: Page, open: Locator, rows: string[][], fileName: string) {
  await clickWhenSettled(open);
  const modal = page.locator('.ant-modal').filter({ hasText: '表格导入' });
  await modal.waitFor();
  const template = await rowsOf(await downloadBy(page, modal.getByRole('button', { name: '下载模板' })));
  expect(template[0]).toEqual(rows[0]);
  await modal
    .locator('input[type=file]')
    .setInputFiles({ name: fileName, mimeType: XLSX_TYPE, buffer: await sheet(rows) });
  await modal.locator('[data-testid=import-widget][data-state="1"]').waitFor();
  await clickWhenSettled(modal.getByRole('button', { name: '开始导入' }));
  const result = modal.locator('[data-testid=import-widget][data-state="3"]');
  await result.waitFor();
  return { modal, result };
}

describe('spreadsheet import and export (customer, agent orders, admin lists)', () => {
  test('the customer imports VIP persons with bad rows, opens the failed data, exports them, its activities and orders, and sees all in /download', async ({
    page,
    demo,
  }) => {
    await loginCustomer(page, demo, { at: '/activity' });
    const activities = page.getByTestId('activity-page');
    const row = activities.locator('tr.ant-table-row').filter({ hasText: '2027 年度盛典' }).first();
    await row.waitFor();
    await clickWhenSettled(row.getByTestId('activity-more'));
    await page
      .locator('.ant-dropdown:not(.ant-dropdown-hidden)')
      .getByTestId('activity-menu-settings')
      .click();
    const settings = page.getByTestId('activity-settings');
    await settings.waitFor();
    await settings.getByRole('tab', { name: 'VIP 名单' }).click();

    const { modal, result } = await importThroughWidget(
      page,
      settings.getByTestId('vip-import'),
      [
        ['姓名', '手机号'],
        ['嘉宾甲', '13600002001'],
        ['嘉宾乙', '13600002002'],
        ['', '13600002003'],
        ['嘉宾丁', '123'],
      ],
      'vip.xlsx',
    );
    await eventually(() => result.locator('.ant-statistic-content-value').allTextContents()).toEqual([
      '4',
      '2',
      '2',
    ]);
    await saveScreenshot(page, 'transfer-customer-vip-import-result');
    const failed = await downloadBy(page, result.getByRole('button', { name: '下载失败数据' }));
    expect(failed.suggestedFilename()).toBe('upload-failed-data.xlsx');
    expect(await rowsOf(failed)).toEqual([
      ['姓名', '手机号', '失败原因'],
      ['', '13600002003', '请输入名称'],
      ['嘉宾丁', '123', '手机号格式不正确'],
    ]);
    await clickWhenSettled(result.getByRole('button', { name: '重新导入' }));
    await modal.locator('[data-testid=import-widget][data-state="0"]').waitFor();
    await page.keyboard.press('Escape');
    await settings.getByText('嘉宾甲 · 13600002001').waitFor();

    const vip = await rowsOf(await downloadBy(page, settings.getByTestId('vip-export')));
    expect(vip[0]).toEqual(['ID', '姓名', '手机号', '创建时间']);
    expect(vip.slice(1).map((cells) => cells[1])).toEqual(expect.arrayContaining(['嘉宾甲', '嘉宾乙']));
    await page.keyboard.press('Escape');

    const exported = await rowsOf(await downloadBy(page, activities.getByTestId('activity-export')));
    expect(exported[0]?.slice(0, 3)).toEqual(['ID', '标题', '工具']);
    expect(exported.slice(1).map((cells) => cells[1])).toContain('2027 年度盛典');
    await saveScreenshot(page, 'transfer-customer-activities');

    await page.goto(`${consoleBase.customer}/order`);
    await page.getByTestId('orders-page').waitFor();
    const orders = await rowsOf(await downloadBy(page, page.getByTestId('orders-export')));
    expect(orders[0]?.slice(0, 3)).toEqual(['ID', '订单号', '客户']);

    await page.goto(`${consoleBase.customer}/download?type=1`);
    const center = page.getByTestId('download-center');
    const imports = center.getByTestId('import-log-table');
    await imports.getByText('vip.xlsx').waitFor();
    await saveScreenshot(page, 'transfer-customer-download-imports');
    await clickWhenSettled(center.getByRole('tab', { name: '导出记录' }));
    const exportsTable = center.getByTestId('export-log-table');
    await eventually(() => exportsTable.locator('.ant-tag', { hasText: '已完成' }).count()).toBe(3);
    await saveScreenshot(page, 'transfer-customer-download-exports');
  });

  test('the agent imports bank-transfer orders into its order list and exports selected rows and by search', async ({
    page,
    demo,
  }) => {
    // the team's staff account: the agent owner's download centre belongs to transfer.e2e.ts
    await loginAgent(page, demo, {
      as: { username: 'staff@example.com', password: demo.agent.password },
      at: '/order',
    });
    const list = page.getByTestId('order-list');
    await list.waitFor();
    const { result } = await importThroughWidget(
      page,
      list.getByTestId('list-import'),
      [
        ['订单号', '客户手机号或邮箱', '标题', '金额（元）', '支付时间'],
        ['E2E-BANK-1', '13800000001', '线下年费', '1999.5', '2026-01-02 10:00'],
        ['E2E-BANK-2', 'customer1@example.com', '线下季费', '300', ''],
        ['E2E-BANK-3', '13800000002', '别家客户', '1', ''],
      ],
      'orders.xlsx',
    );
    await eventually(() => result.locator('.ant-statistic-content-value').allTextContents()).toEqual([
      '3',
      '2',
      '1',
    ]);
    await page.keyboard.press('Escape');

    await list.getByTestId('list-search').locator('input').fill('E2E-BANK');
    await list.getByTestId('list-search').locator('input').press('Enter');
    await eventually(() => list.locator('.ant-table-tbody tr.ant-table-row').count()).toBe(2);
    await list.getByText('¥1999.50').waitFor();
    await saveScreenshot(page, 'transfer-agent-order-list');
    await list.locator('tr.ant-table-row', { hasText: 'E2E-BANK-2' }).locator('.ant-checkbox-input').check();
    const selected = await rowsOf(await downloadBy(page, list.getByTestId('export-selected')));
    expect(selected.slice(1).map((cells) => cells[1])).toEqual(['E2E-BANK-2']);
    const filtered = await rowsOf(await downloadBy(page, list.getByTestId('export-filtered')));
    expect(filtered.slice(1).map((cells) => [cells[1], cells[5]])).toEqual([
      ['E2E-BANK-1', '1999.50'],
      ['E2E-BANK-2', '300.00'],
    ]);
  });

  test('the admin filters customers (kept across a reload), exports selected customers and orders by filter, and finds them in its download centre', async ({
    page,
    demo,
    baseUrl,
  }) => {
    const token = await loginAdmin(page, demo, { at: '/customer' });
    const before = await exportsSoFar(baseUrl, 'admin', token);
    const customers = page.getByTestId('customer-list');
    await customers.waitFor();
    await clickWhenSettled(customers.getByTestId('export-selected'));
    await page.locator('.ant-message').getByText('导出：请先选择数据').waitFor();
    await customers.getByTestId('list-search').locator('input').fill('13800000002');
    await customers.getByTestId('list-search').locator('input').press('Enter');
    await eventually(() => customers.locator('.ant-table-tbody tr.ant-table-row').count()).toBe(1);
    // The DataTable keeps its filters in the URL: a reload shows the same search and the same rows.
    expect(new URL(page.url()).searchParams.get('keyword')).toBe('13800000002');
    await page.reload();
    await customers.waitFor();
    await eventually(() => customers.getByTestId('list-search').locator('input').inputValue()).toBe(
      '13800000002',
    );
    await eventually(() => customers.locator('.ant-table-tbody tr.ant-table-row').count()).toBe(1);
    await customers.locator('tr.ant-table-row').first().locator('.ant-checkbox-input').check();
    const selected = await rowsOf(await downloadBy(page, customers.getByTestId('export-selected')));
    expect(selected.slice(1).map((cells) => cells[2])).toEqual(['13800000002']);
    await saveScreenshot(page, 'transfer-admin-customer-list');

    await page.goto(`${consoleBase.admin}/order`);
    const orders = page.getByTestId('order-list');
    await orders.waitFor();
    await clickWhenSettled(orders.getByTestId('order-pay-filter'));
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByText('已支付').click();
    await orders.getByTestId('list-search').locator('input').fill('E2E-BANK');
    await orders.getByTestId('list-search').locator('input').press('Enter');
    await eventually(() => orders.locator('.ant-table-tbody tr.ant-table-row').count()).toBe(1);
    const paid = await rowsOf(await downloadBy(page, orders.getByTestId('export-filtered')));
    expect(paid.slice(1).map((cells) => cells[1])).toEqual(['E2E-BANK-1']);
    await saveScreenshot(page, 'transfer-admin-order-list');

    await page.goto(`${consoleBase.admin}/download`);
    const exportsTable = page.getByTestId('download-center').getByTestId('export-log-table');
    await eventually(() => exportsTable.locator('.ant-tag', { hasText: '已完成' }).count()).toBe(before + 2);
    await saveScreenshot(page, 'transfer-admin-download-center');
  });
});
