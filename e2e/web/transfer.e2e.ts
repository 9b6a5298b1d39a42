import { describe, expect } from 'vitest';
import { clickWhenSettled, consoleBase, eventually, loginAgent, saveScreenshot, test } from '../fixtures.ts';
import { downloadBy, exportsSoFar, rowsOf, sheet } from './spreadsheet.steps.ts';

/**
 * Spreadsheet import and export in the agent console (zh_CN): the customer list imports a file with good
 * and bad rows, the failed data downloads and opens, exports of the selected rows and of the search
 * download, and the download centre lists them.
 */

describe('spreadsheet import and export', () => {
  test('the agent imports customers with bad rows, opens the failed data, exports selected and by search, and sees both in the download centre', async ({
    page,
    demo,
    baseUrl,
  }) => {
    const token = await loginAgent(page, demo, { at: '/customer' });
    const before = await exportsSoFar(baseUrl, 'agent', token);
    const list = page.getByTestId('customer-list');
    await list.waitFor();

    await clickWhenSettled(page.getByTestId('list-import'));
    const modal = page.locator('.ant-modal');
    await modal.getByText('表格导入').waitFor();
    const template = await rowsOf(await downloadBy(page, modal.getByRole('button', { name: '下载模板' })));
    expect(template[0]).toEqual(['昵称', '手机号', '邮箱', '公司名称', '城市']);

    const file = await sheet([
      ['昵称', '手机号', '邮箱', '公司名称', '城市'],
      ['端到端甲', '13600001001', 'e2e-a@example.com', '端到端公司', '杭州'],
      ['端到端乙', '13600001002', '', '端到端公司', '苏州'],
      ['端到端丙', '13600001003', '', '端到端公司', '南京'],
      ['', '13600001004', '', '', ''],
      ['端到端戊', '12345', '', '', ''],
    ]);
    await modal.locator('input[type=file]').setInputFiles({
      name: 'customers.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: file,
    });
    await modal.locator('[data-testid=import-widget][data-state="1"]').waitFor();
    await clickWhenSettled(modal.getByRole('button', { name: '开始导入' }));
    const result = modal.locator('[data-testid=import-widget][data-state="3"]');
    await result.waitFor();
    await eventually(() => result.locator('.ant-statistic-content-value').allTextContents()).toEqual([
      '5',
      '3',
      '2',
    ]);
    await saveScreenshot(page, 'transfer-import-result');

    const failed = await downloadBy(page, result.getByRole('button', { name: '下载失败数据' }));
    expect(failed.suggestedFilename()).toBe('upload-failed-data.xlsx');
    expect(await rowsOf(failed)).toEqual([
      ['昵称', '手机号', '邮箱', '公司名称', '城市', '失败原因'],
      ['', '13600001004', '', '', '', '昵称不能为空'],
      ['端到端戊', '12345', '', '', '', '手机号格式不正确'],
    ]);
    await clickWhenSettled(result.getByRole('button', { name: '重新导入' }));
    await modal.locator('[data-testid=import-widget][data-state="0"]').waitFor();
    await page.keyboard.press('Escape');

    // Search the imported customers, export one selected row, then the whole search.
    await page.getByTestId('list-search').locator('input').fill('端到端');
    await page.getByTestId('list-search').locator('input').press('Enter');
    await eventually(() => list.locator('.ant-table-tbody tr.ant-table-row').count()).toBe(3);
    await clickWhenSettled(page.getByTestId('export-selected'));
    await page.locator('.ant-message').getByText('导出：请先选择数据').waitFor();

    await list
      .locator('.ant-table-tbody tr.ant-table-row', { hasText: '端到端乙' })
      .locator('.ant-checkbox-input')
      .check();
    const selected = await rowsOf(await downloadBy(page, page.getByTestId('export-selected')));
    expect(selected.slice(1).map((row) => row[1])).toEqual(['端到端乙']);
    expect(selected[0]?.slice(0, 3)).toEqual(['ID', '昵称', '手机号']);

    const filtered = await rowsOf(await downloadBy(page, page.getByTestId('export-filtered')));
    expect(filtered.slice(1).map((row) => row[1])).toEqual(['端到端甲', '端到端乙', '端到端丙']);
    await saveScreenshot(page, 'transfer-customer-list');

    // The download centre lists both exports and the import.
    await page.goto(`${consoleBase.agent}/download`);
    const center = page.getByTestId('download-center');
    await center.waitFor();
    const exports = center.getByTestId('export-log-table');
    await eventually(() => exports.locator('tr.ant-table-row').count()).toBe(before + 2);
    await eventually(() => exports.locator('.ant-tag', { hasText: '已完成' }).count()).toBe(before + 2);
    await saveScreenshot(page, 'transfer-download-center-exports');
    await clickWhenSettled(center.getByRole('tab', { name: '导入记录' }));
    const imports = center.getByTestId('import-log-table');
    await eventually(() => imports.locator('tr.ant-table-row').count()).toBe(1);
    await imports.getByText('customers.xlsx').waitFor();
    await saveScreenshot(page, 'transfer-download-center-imports');
  });
});
