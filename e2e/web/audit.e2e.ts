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
import { downloadBy, rowsOf } from './spreadsheet.steps.ts';

/**
 * The audit log (issue 14): the admin finds a failed sign-in among the sign-ins by its result, opens it,
 * and reads what was asked with the password masked, and exports the filtered log through the job centre; the filters and the open record survive a reload.
 * An agent owner sees the calls of the team's own staff only.
 */
describe('audit log', () => {
  test('the admin finds a refused sign-in, opens it and sees the password masked; an agent owner sees the team only', async ({
    page,
    demo,
    baseUrl,
  }) => {
    const tried = `wrong-${Date.now()}`;
    const refused = await callApi(baseUrl, '/api/auth/login', {
      body: { username: demo.admin.username, password: tried, audience: 'admin' },
    });
    expect(refused.body.code).not.toBe(0);

    await loginAdmin(page, demo, { at: '/system/audit' });
    const list = page.getByTestId('audit-list');
    await list.locator('tr.ant-table-row').first().waitFor();
    await clickWhenSettled(list.getByTestId('audit-list-expand'));
    await clickWhenSettled(list.getByTestId('audit-login-filter'));
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByText('仅登录').click();
    await clickWhenSettled(list.getByTestId('audit-result-filter'));
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByText('被拒绝').click();
    await clickWhenSettled(list.getByTestId('audit-list-search'));
    await eventually(() => page.url()).toMatch(/login=1/);
    expect(page.url()).toMatch(/result=refused/);
    const row = list.locator('tr.ant-table-row').first();
    await eventually(() => row.textContent()).toMatch(/未登录.*admin.*POST \/api\/auth\/login.*被拒绝/);
    expect(await list.locator('tr.ant-table-row').filter({ hasText: '成功' }).count()).toBe(0);

    // the filtered log, exported through the job centre: refused sign-ins only, the password masked
    const exported = await rowsOf(await downloadBy(page, list.getByTestId('export-filtered')));
    expect(exported[0]).toEqual(expect.arrayContaining(['时间', '操作人', '接口', '结果', '请求摘要']));
    expect(exported.length).toBeGreaterThan(1);
    for (const cells of exported.slice(1)) {
      expect([cells[6], cells[8]]).toEqual([expect.stringMatching(/login/), 'refused']);
      expect(cells[12]).not.toContain(tried);
    }
    expect(exported.some((cells) => cells[3] === demo.admin.username)).toBe(true);

    await clickWhenSettled(row.getByTestId('audit-detail'));
    const drawer = page.getByTestId('audit-detail-drawer-items');
    await drawer.waitFor();
    const summary = drawer.getByTestId('audit-summary');
    await eventually(() => summary.textContent()).toContain('"password": "***"');
    expect(await summary.textContent()).not.toContain(tried);
    await saveScreenshot(page, 'audit-admin-refused-login');

    // a reload keeps the filters and the open record (both in the URL)
    await page.reload();
    await page.getByTestId('audit-detail-drawer-items').getByTestId('audit-summary').waitFor();
    expect(page.url()).toMatch(/detail=\d+/);

    await loginAgent(page, demo, { at: '/team/audit' });
    const team = page.getByTestId('audit-list');
    await team.locator('tr.ant-table-row').first().waitFor();
    // cells: selection, time, actor …
    const actors = await team.locator('tr.ant-table-row td:nth-child(3) .ant-tag').allTextContents();
    expect(new Set(actors)).toEqual(new Set(['代理商成员']));
    expect(await team.getByTestId('audit-audience-filter').count()).toBe(0);
    await saveScreenshot(page, 'audit-agent-team');
  });
});
