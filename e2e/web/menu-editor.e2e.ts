import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import {
  callApi,
  clickWhenSettled,
  consoleBase,
  eventually,
  loginAdmin,
  saveScreenshot,
  test,
} from '../fixtures.ts';

type Entry = { id: number; parent_id: number; permission_mark: string; sort: number };

const BASE = '/api/admin/system/menu';

/** The row of the tree table showing the entry with this mark. */
const rowOf = (page: Page, mark: string) =>
  page
    .getByTestId('menu-list')
    .locator('tr.ant-table-row')
    .filter({ has: page.getByTestId(`menu-row-${mark}`) });

/** The open dropdown of an antd select. */
const dropdown = (page: Page) => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');

/**
 * The menu editor (issue 14): the super admin adds a page under a new group with an icon chosen in the
 * picker, sees both in the sidebar after a reload, reorders the group's pages by dragging, and deletes
 * them after confirming (the group only once it is empty).
 */
describe('menu editor', () => {
  test('create under a parent with a picked icon, see it in the sidebar, reorder by drag, delete', async ({
    page,
    baseUrl,
    demo,
  }) => {
    const tag = Date.now() % 100000;
    const group = `admin.ops${tag}`;
    const token = await loginAdmin(page, demo);
    const made = await callApi<Entry>(baseUrl, `${BASE}/create`, {
      token,
      body: {
        audience: 'admin',
        permission_name: `运营中心${tag}`,
        permission_mark: group,
        route: `/ops${tag}`,
        icon: 'AppstoreOutlined',
        sort: 900,
      },
    });
    expect(made.body.code).toBe(0);
    const groupId = made.body.data.id;

    await page.goto(`${consoleBase.admin}/system/menu`);
    const list = page.getByTestId('menu-list');
    // every console's tree: the switcher shows the agent console's, expanded
    await clickWhenSettled(page.getByTestId('menu-console').getByText('代理商后台'));
    await clickWhenSettled(page.getByTestId('menu-expand'));
    await rowOf(page, 'agent.order.confirm').waitFor();
    await saveScreenshot(page, 'menu-editor-agent-console');
    await clickWhenSettled(page.getByTestId('menu-console').getByText('平台后台'));
    await rowOf(page, group).waitFor();
    await clickWhenSettled(rowOf(page, group).getByTestId('menu-add-child'));

    const form = page.getByTestId('menu-form');
    await form.getByTestId('menu-name').fill('订单看板');
    await form.getByTestId('menu-mark').fill(`${group}.orders`);
    await form.getByTestId('menu-route').fill(`/ops${tag}/orders`);
    await clickWhenSettled(form.getByTestId('menu-component'));
    await page.keyboard.type('admin/order');
    await clickWhenSettled(dropdown(page).getByTitle('admin/order/list'));
    // the icon picker: a searchable grid of antd's outlined icons
    await clickWhenSettled(form.getByTestId('menu-icon').getByRole('button').first());
    const picker = page.getByTestId('icon-picker');
    await picker.getByTestId('icon-search').locator('input').fill('rocket');
    await clickWhenSettled(picker.locator('[data-testid="icon-option"][title="RocketOutlined"]'));
    await eventually(() => form.getByTestId('menu-icon-value').textContent()).toBe('RocketOutlined');
    await saveScreenshot(page, 'menu-editor-form');
    await clickWhenSettled(page.getByTestId('menu-form-submit'));
    await rowOf(page, `${group}.orders`).waitFor();

    // a second page under the group, then both show in the sidebar after a reload, the first with its icon
    const second = await callApi<Entry>(baseUrl, `${BASE}/create`, {
      token,
      body: {
        audience: 'admin',
        parent_id: groupId,
        permission_name: '客户看板',
        permission_mark: `${group}.customers`,
        route: `/ops${tag}/customers`,
        component: 'admin/customer/list',
        sort: 500,
      },
    });
    expect(second.body.code).toBe(0);
    await page.reload();
    const sidebar = page.getByTestId('side-menu');
    const groupMenu = sidebar.locator('.ant-menu-submenu').filter({ hasText: `运营中心${tag}` });
    await clickWhenSettled(groupMenu.locator('.ant-menu-submenu-title'));
    const pages = groupMenu.locator('.ant-menu-item');
    await eventually(async () => (await pages.allTextContents()).map((text) => text.trim())).toEqual([
      '订单看板',
      '客户看板',
    ]);
    await eventually(() => pages.first().locator('.anticon-rocket').count()).toBe(1);
    await clickWhenSettled(pages.first());
    await page.getByTestId('order-list').locator('tr.ant-table-row').first().waitFor();
    await saveScreenshot(page, 'menu-editor-sidebar');

    // reorder by dragging 客户看板 above 订单看板, then save in one call
    await page.goto(`${consoleBase.admin}/system/menu?keyword=${group}`);
    await rowOf(page, `${group}.customers`).waitFor();
    await saveScreenshot(page, 'menu-editor-list');
    await clickWhenSettled(page.getByTestId('menu-reorder-open'));
    const drawer = page.getByTestId('menu-reorder');
    const node = (mark: string) =>
      drawer.locator('.ant-tree-treenode').filter({ has: page.getByTestId(`reorder-${mark}`) });
    await node(`${group}.customers`).scrollIntoViewIfNeeded();
    const target = await node(`${group}.orders`).boundingBox();
    const source = await node(`${group}.customers`).boundingBox();
    if (!target || !source) throw new Error('the reorder tree is not drawn');
    await node(`${group}.customers`).dragTo(node(`${group}.orders`), {
      sourcePosition: { x: source.width / 2, y: source.height / 2 },
      targetPosition: { x: source.width / 2, y: 2 },
    });
    await eventually(() => page.getByTestId('menu-reorder-save').isEnabled()).toBe(true);
    await saveScreenshot(page, 'menu-editor-reorder');
    await clickWhenSettled(page.getByTestId('menu-reorder-save'));
    const order = async () => {
      const tree = await callApi<Entry[]>(baseUrl, `${BASE}/getTree?audience=admin`, { token });
      return tree.body.data
        .filter((entry) => entry.parent_id === groupId)
        .map((entry) => entry.permission_mark);
    };
    await eventually(order).toEqual([`${group}.customers`, `${group}.orders`]);
    await page.reload();
    await clickWhenSettled(groupMenu.locator('.ant-menu-submenu-title'));
    await eventually(async () => (await pages.allTextContents()).map((text) => text.trim())).toEqual([
      '客户看板',
      '订单看板',
    ]);

    // delete after confirming: the group only once nothing is under it
    await page.goto(`${consoleBase.admin}/system/menu?keyword=${group}`);
    const confirm = async (mark: string) => {
      await clickWhenSettled(rowOf(page, mark).getByTestId('menu-delete'));
      await clickWhenSettled(
        page.locator('.ant-popconfirm:not(.ant-popover-hidden)').getByRole('button', { name: /确\s*定|OK/ }),
      );
    };
    await rowOf(page, group).waitFor();
    await confirm(group);
    await eventually(() => page.locator('.ant-message').textContent()).toContain('该条目下还有 2 个条目');
    // the refused confirmation stays open (antd keeps it on a rejection): close it
    await page.keyboard.press('Escape');
    await eventually(() => page.locator('.ant-popconfirm:not(.ant-popover-hidden)').count()).toBe(0);
    for (const mark of [`${group}.orders`, `${group}.customers`, group]) {
      await rowOf(page, mark).waitFor();
      await confirm(mark);
      await eventually(() => rowOf(page, mark).count()).toBe(0);
    }
    await page.reload();
    await page.getByTestId('side-menu').waitFor();
    await eventually(() => list.count()).toBe(1);
    expect(await page.getByTestId('side-menu').textContent()).not.toContain(`运营中心${tag}`);
  });
});
