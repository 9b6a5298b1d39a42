import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import {
  callApi,
  clickWhenSettled,
  consoleBase,
  eventually,
  loginAdmin,
  loginCustomer,
  saveScreenshot,
  test,
} from '../fixtures.ts';
import { drawerSettled } from './catalogue-journey.ts';
import { zh_CN } from './strings.ts';

/**
 * Activity menus (issue 17 admin /menu/activity): the admin hides the meeting tool's "访问密码" section,
 * renames "VIP 名单" to "嘉宾名单" with a "New" badge, and drags "外观" to the top; a customer's meeting
 * activity then shows its workspace tabs in that order, with that title and badge, and without the hidden
 * one. The meeting tool's menus are put back afterwards so other journeys see the seeded ones.
 */
const text = zh_CN.activityMenu;
const MEETING = 8;

type Entry = {
  id: number;
  section: string;
  title: string;
  title_en: string;
  title_zh_tw: string;
  icon: string;
  badge: string;
  badge_color: string;
  hidden: number;
};

const sectionsOf = (table: Locator) =>
  table
    .locator('tr.ant-table-row')
    .evaluateAll((rows) =>
      rows.map((row) => (row.getAttribute('data-testid') ?? '').replace('activity-menu-row-', '')),
    );

/** Edits one section in the drawer: `fill` sets its fields, then it is saved. */
async function edit(page: Page, section: string, fill: (form: Locator) => Promise<void>) {
  await clickWhenSettled(page.getByTestId(`activity-menu-edit-${section}`));
  const form = page.getByTestId('activity-menu-form');
  await form.waitFor();
  await drawerSettled(page);
  await fill(form);
  return form;
}

async function save(page: Page, form: Locator) {
  await clickWhenSettled(page.getByTestId('activity-menu-form-submit'));
  await form.waitFor({ state: 'hidden' });
}

/** Drags a row by its handle onto another row with the mouse, in small steps as a hand would. */
async function dragRow(page: Page, section: string, onto: string) {
  // the whole table in view: the mouse drags within the window
  await page
    .getByTestId(`activity-menu-row-${onto}`)
    .evaluate((row) => row.scrollIntoView({ block: 'start' }));
  const handle = await page.getByTestId(`activity-menu-handle-${section}`).boundingBox();
  const target = await page.getByTestId(`activity-menu-row-${onto}`).boundingBox();
  if (!handle || !target) throw new Error('the rows to drag are not on the page');
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2 - 8, { steps: 4 });
  await page.mouse.move(handle.x + handle.width / 2, target.y + target.height / 4, { steps: 20 });
  await page.mouse.up();
}

describe('activity menus', () => {
  test('the admin hides, renames, badges and reorders a tool’s workspace menus; the customer’s activity follows', async ({
    page,
    openPage,
    demo,
    baseUrl,
  }) => {
    const adminToken = await loginAdmin(page, demo);
    const seeded = await callApi<Entry[]>(
      baseUrl,
      `/api/admin/menu/activity/getList?tool_id=${MEETING}&limit=100`,
      { token: adminToken },
    );
    expect(seeded.body.code).toBe(0);
    try {
      await page.goto(`${consoleBase.admin}/menu/activity`);
      await clickWhenSettled(page.getByTestId('activity-menu-tool-meeting'));
      await eventually(() => new URL(page.url()).searchParams.get('tool_id')).toBe(String(MEETING));
      const table = page.getByTestId('activity-menu-page').locator('.ant-table');
      await eventually(() => sectionsOf(table)).toEqual([
        'overview',
        'vip',
        'password',
        'product',
        'appearance',
      ]);
      await saveScreenshot(page, 'activity-menu-admin-seeded');

      // hide the access password
      const hiding = await edit(page, 'password', async (form) => {
        await form.getByTestId('activity-menu-hidden').click();
      });
      await save(page, hiding);
      await eventually(() => page.getByTestId('activity-menu-status-password').textContent()).toBe(
        text.hidden,
      );

      // rename the VIP persons in three languages, with a badge; an empty title is refused first
      const renaming = await edit(page, 'vip', async (form) => {
        await form.getByTestId('activity-menu-title').fill('');
        await form.getByTestId('activity-menu-title-en').fill('Guests');
        await form.getByTestId('activity-menu-title-zh-tw').fill('嘉賓名單');
        await form.getByTestId('activity-menu-badge').fill('New');
      });
      await clickWhenSettled(page.getByTestId('activity-menu-form-submit'));
      await eventually(() =>
        renaming.locator('.ant-form-item-explain-error').first().textContent(),
      ).toBeTruthy();
      await renaming.getByTestId('activity-menu-title').fill('嘉宾名单');
      await eventually(() => renaming.locator('.ant-form-item-explain-error').count()).toBe(0);
      await saveScreenshot(page, 'activity-menu-admin-form');
      await save(page, renaming);
      await eventually(() => page.getByTestId('activity-menu-title-vip').textContent()).toContain('嘉宾名单');

      // drag the appearance to the top
      const reordered = page.waitForResponse((response) =>
        response.url().includes('/api/admin/menu/activity/reorder'),
      );
      await dragRow(page, 'appearance', 'overview');
      expect((await (await reordered).json()).code).toBe(0);
      await eventually(() => sectionsOf(table)).toEqual([
        'appearance',
        'overview',
        'vip',
        'password',
        'product',
      ]);
      const preview = page.getByTestId('activity-menu-preview');
      await eventually(() => preview.locator('.ant-tabs-tab').allTextContents()).toEqual([
        '外观',
        '概览',
        '嘉宾名单New',
        '工具',
      ]);
      // a reload shows what was stored
      await page.reload();
      await eventually(() => sectionsOf(table)).toEqual([
        'appearance',
        'overview',
        'vip',
        'password',
        'product',
      ]);
      await saveScreenshot(page, 'activity-menu-admin-edited');

      // the customer's meeting activity builds its workspace from these menus
      const customerPage = await openPage();
      const customerToken = await loginCustomer(customerPage, demo);
      const title = `E2E 菜单 ${Date.now() % 100_000}`;
      const created = await callApi<{ id: number }>(baseUrl, '/api/ym/Active/create', {
        token: customerToken,
        body: {
          tool_id: MEETING,
          title,
          begin_time: '2031-06-01 09:00',
          end_time: '2031-06-01 18:00',
          tz: 'Asia/Shanghai',
        },
      });
      expect(created.body.code).toBe(0);
      await customerPage.goto('/my/activity');
      const row = customerPage
        .getByTestId('activity-page')
        .locator('tr.ant-table-row')
        .filter({ hasText: title })
        .first();
      await clickWhenSettled(row.getByTestId('activity-title'));
      const tabs = customerPage.getByTestId('activity-workspace-tabs');
      await tabs.waitFor();
      await eventually(() =>
        tabs
          .locator('.ant-tabs-nav .ant-tabs-tab')
          .evaluateAll((items) => items.map((item) => item.textContent ?? '')),
      ).toEqual(['外观', '概览', '嘉宾名单New', '工具']);
      expect(await tabs.getByTestId('workspace-badge-vip').textContent()).toBe('New');
      expect(await tabs.getByTestId('workspace-tab-password').count()).toBe(0);
      // the first tab is the one the admin put first: the appearance section opens
      await customerPage.getByTestId('activity-appearance').waitFor();
      await drawerSettled(customerPage);
      await saveScreenshot(customerPage, 'activity-menu-customer-workspace');
    } finally {
      // put the seeded menus back: other journeys open the meeting tool's sections by their titles
      for (const entry of seeded.body.data) {
        await callApi(baseUrl, '/api/admin/menu/activity/update', {
          token: adminToken,
          body: {
            id: entry.id,
            title: entry.title,
            title_en: entry.title_en,
            title_zh_tw: entry.title_zh_tw,
            icon: entry.icon,
            badge: entry.badge,
            badge_color: entry.badge_color,
            hidden: entry.hidden,
          },
        });
      }
      await callApi(baseUrl, '/api/admin/menu/activity/reorder', {
        token: adminToken,
        body: { tool_id: MEETING, ids: seeded.body.data.map((entry) => entry.id) },
      });
    }
  });
});
