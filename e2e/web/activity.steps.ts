import type { Locator, Page } from 'playwright-core';
import { callApi, clickWhenSettled } from '../fixtures.ts';
import { zh_CN } from './strings.ts';

/** Steps of the customer's activity journeys. */

/** Opens the activity's settings from its title in /my/activity, and their appearance tab. */
export async function openAppearance(page: Page, title: string): Promise<Locator> {
  await page.goto('/my/activity');
  const row = page
    .getByTestId('activity-page')
    .locator('tr.ant-table-row')
    .filter({ hasText: title })
    .first();
  await clickWhenSettled(row.getByTestId('activity-title'));
  const settings = page.getByTestId('activity-settings');
  await clickWhenSettled(settings.getByRole('tab', { name: zh_CN.activity.appearance.tab }));
  const tab = settings.getByTestId('activity-appearance');
  await tab.waitFor();
  return tab;
}

/** Creates an activity of the customer through the API (unpaid where no VIP quota covers the tool). */
export async function createActivityThroughApi(baseUrl: string, token: string, title: string, toolId = 1) {
  const created = await callApi<{ id: number; order_no: string }>(baseUrl, '/api/ym/Active/create', {
    token,
    body: {
      tool_id: toolId,
      title,
      begin_time: '2031-06-01 09:00',
      end_time: '2031-06-01 18:00',
      tz: 'Asia/Shanghai',
    },
  });
  if (created.body.code !== 0) throw new Error(`creating "${title}" was refused: ${created.body.msg}`);
  return created.body.data;
}
