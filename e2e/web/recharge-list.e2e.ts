import { describe, expect } from 'vitest';
import { clickWhenSettled, eventually, loginAdmin, loginAgent, saveScreenshot, test } from '../fixtures.ts';
import { downloadBy, rowsOf } from './spreadsheet.steps.ts';
import { zh_CN } from './strings.ts';

/**
 * Customer recharges (issue 15): the admin filters every customer's recharges by channel and exports them
 * through the job centre; the agent sees its own customers' recharges only.
 */
const text = zh_CN.rechargeList;

describe('customer recharges', () => {
  test('the admin filters recharges by channel and exports them; the agent sees its own customers only', async ({
    page,
    demo,
    openPage,
  }) => {
    await loginAdmin(page, demo, { at: '/customer/recharge' });
    const list = page.getByTestId('recharge-list');
    await list.locator('tr.ant-table-row').first().waitFor();
    // the demo recharges of both agents' customers
    await list.getByText('王先生').first().waitFor();
    await list.getByText('张经理').first().waitFor();
    await clickWhenSettled(list.getByTestId('recharge-list-expand'));
    await clickWhenSettled(list.getByTestId('recharge-channel-filter'));
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
      .getByText(text.channels.alipay)
      .click();
    await clickWhenSettled(list.getByTestId('recharge-list-search'));
    await eventually(() => page.url()).toMatch(/pay_type=alipay/);
    const rows = list.locator('tr.ant-table-row');
    await eventually(async () => {
      const channels = await rows
        .locator('td')
        .filter({ hasText: /^(微信支付|支付宝)$/ })
        .allTextContents();
      return channels.length > 0 && channels.every((channel) => channel === text.channels.alipay);
    }).toBe(true);
    await eventually(() => page.locator('.ant-spin-blur').count()).toBe(0);
    await saveScreenshot(page, 'recharge-admin-list');
    // the column settings (a popover of the list kit's toolbar), then closed again
    await clickWhenSettled(list.getByTestId('recharge-list-columns'));
    await page.getByTestId('recharge-list-columns-panel').waitFor();
    await saveScreenshot(page, 'recharge-admin-list-columns');
    await clickWhenSettled(list.getByTestId('recharge-list-columns'));
    await eventually(() => page.getByTestId('recharge-list-columns-panel').isVisible()).toBe(false);

    // the filtered list, exported through the job centre: Alipay recharges only
    const exported = await rowsOf(await downloadBy(page, list.getByTestId('export-filtered')));
    expect(exported.length).toBeGreaterThan(1);
    const channel = exported[0].length - 3;
    expect(exported.slice(1).every((cells) => cells[channel] === 'alipay')).toBe(true);

    const agent = await openPage();
    await loginAgent(agent, demo, { at: '/customer/recharge' });
    const mine = agent.getByTestId('recharge-list');
    await mine.getByText('张经理').first().waitFor();
    expect(await mine.getByText('王先生').count()).toBe(0);
    await eventually(() => agent.locator('.ant-spin-blur').count()).toBe(0);
    await saveScreenshot(agent, 'recharge-agent-list');
  });
});
