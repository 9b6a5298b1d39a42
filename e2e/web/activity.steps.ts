import type { Locator, Page } from 'playwright-core';
import { clickWhenSettled } from '../fixtures.ts';
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
