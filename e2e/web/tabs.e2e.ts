import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import {
  clickWhenSettled,
  consoleBase,
  eventually,
  loginAdmin,
  loginAgent,
  loginCustomer,
  pathOf,
  saveScreenshot,
  test,
} from '../fixtures.ts';

/**
 * The page tabs of the shell (spec §4 "Tabs", §8 tab messages): a tab per page opened, the context menu's
 * six actions with their messages, closing the shown tab, keepAlive pages and reload through /redirect.
 * The default language is zh_CN.
 */

const MESSAGES = {
  cannotClose: '当前标签页不能关闭',
  noLeft: '左侧没有可关闭的标签页',
  noRight: '右侧没有可关闭的标签页',
  noClosable: '没有可关闭的标签页',
};

type TabAction = 'reload' | 'close' | 'closeLeft' | 'closeRight' | 'closeOthers' | 'closeAll';

/** The little of a DOM element the evaluations below read or write (e2e code has no DOM library). */
interface Node {
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
}

const tabsBar = (page: Page) => page.getByTestId('shell-tabs');
const tab = (page: Page, key: string) => tabsBar(page).locator(`[data-tab-key="${key}"]`);

function tabKeys(page: Page): Promise<(string | null)[]> {
  return tabsBar(page)
    .getByTestId('shell-tab')
    .evaluateAll((nodes: Node[]) => nodes.map((node) => node.getAttribute('data-tab-key')));
}

function activeTab(page: Page): Promise<string | null> {
  return tabsBar(page)
    .locator('[data-tab-active="true"]')
    .getAttribute('data-tab-key')
    .catch(() => null);
}

/** Right-clicks a tab and picks an action of its context menu. */
async function tabAction(page: Page, key: string, action: TabAction): Promise<void> {
  const openMenus = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
  await eventually(() => openMenus.count()).toBe(0);
  await tab(page, key).click({ button: 'right' });
  await clickWhenSettled(openMenus.getByTestId(`tab-menu-${action}`));
}

/** Waits for a toast with the text, then for every toast to go, so the next one is told apart. */
async function expectMessage(page: Page, text: string): Promise<void> {
  await page.locator('.ant-message-notice').filter({ hasText: text }).first().waitFor();
}

/**
 * Marks a DOM element of the page shown; the mark stays only as long as React keeps that element (the
 * page is not remounted). The marked element is found again by `marked`.
 */
async function mark(target: Locator, name: string): Promise<void> {
  await target.evaluate((node: Node, value: string) => node.setAttribute('data-e2e-mark', value), name);
}
const marked = (page: Page, name: string) => page.locator(`[data-e2e-mark="${name}"]`);

/** The little of the content's scrolling element the evaluation below uses. */
interface Scroller {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}
interface Scrolled {
  parentElement: Scrolled | null;
  ownerDocument: {
    scrollingElement: Scroller;
    defaultView: { getComputedStyle(node: Scrolled): { overflowY: string } };
  };
}

/**
 * The scroll position of the element that scrolls `target` (its nearest scrolling ancestor, else the
 * document) and how far it can scroll; with `top`, scrolls it there first.
 */
function scrollOf(target: Locator, top?: number): Promise<{ top: number; room: number }> {
  return target.evaluate((element: unknown, to: number | null) => {
    const node = element as Scrolled;
    let scroller: Scroller = node.ownerDocument.scrollingElement;
    for (let parent = node.parentElement; parent; parent = parent.parentElement) {
      const { overflowY } = node.ownerDocument.defaultView.getComputedStyle(parent);
      if (overflowY === 'auto' || overflowY === 'scroll') {
        scroller = parent as unknown as Scroller;
        break;
      }
    }
    if (to !== null) scroller.scrollTop = to;
    return { top: Math.round(scroller.scrollTop), room: scroller.scrollHeight - scroller.clientHeight };
  }, top ?? null);
}

const sideMenuItem = (page: Page, title: string) =>
  page.getByTestId('side-menu').getByText(title, { exact: true });

/**
 * Opens a page from the side menu and waits for its tab to be the shown one. A navigation to a lazy page is a
 * transition: a second click before the first page has loaded supersedes it, and the first page never gets a
 * tab — as for a user who clicks on before the page came. The steps below open pages one after the other.
 */
async function openFromMenu(page: Page, title: string, key: string): Promise<void> {
  await sideMenuItem(page, title).click();
  await eventually(() => activeTab(page)).toBe(key);
}

/** Serves the user's menus with keep_alive = 1 on the message centre, as if the menus table said so. */
async function keepMessageCentreAlive(page: Page, mark: string): Promise<void> {
  await page.route('**/api/auth/user', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as {
      data: { menus: { permission_mark: string; keep_alive: number }[] };
    };
    for (const menu of body.data.menus) {
      if (menu.permission_mark === mark) menu.keep_alive = 1;
    }
    await route.fulfill({ response, json: body });
  });
}

describe('page tabs', () => {
  test('admin: opening pages adds tabs; the context menu closes with the spec rules and messages', async ({
    page,
    demo,
  }) => {
    await loginAdmin(page, demo);
    const base = consoleBase.admin;
    await eventually(() => pathOf(page)).toBe(`${base}/index`);
    await eventually(() => tabKeys(page)).toEqual(['/index']);
    // The home tab has no close button.
    expect(await tab(page, '/index').getByTestId('shell-tab-close').count()).toBe(0);

    await openFromMenu(page, '客户列表', '/customer');
    await eventually(() => tabKeys(page)).toEqual(['/index', '/customer']);
    await openFromMenu(page, '订单列表', '/order');
    await eventually(() => tabKeys(page)).toEqual(['/index', '/customer', '/order']);
    expect(await activeTab(page)).toBe('/order');
    await expect(tab(page, '/order').textContent()).resolves.toBe('订单列表');
    await saveScreenshot(page, 'tabs-admin-default');

    // Clicking a tab shows its page.
    await tab(page, '/customer').click();
    await eventually(() => pathOf(page)).toBe(`${base}/customer`);
    await tab(page, '/order').click();
    await eventually(() => pathOf(page)).toBe(`${base}/order`);

    // Nothing to close: each refusal says why.
    await tabAction(page, '/index', 'close');
    await expectMessage(page, MESSAGES.cannotClose);
    await tabAction(page, '/index', 'closeLeft');
    await expectMessage(page, MESSAGES.noLeft);
    await tabAction(page, '/customer', 'closeLeft');
    await expectMessage(page, MESSAGES.noLeft);
    await tabAction(page, '/order', 'closeRight');
    await expectMessage(page, MESSAGES.noRight);
    expect(await tabKeys(page)).toEqual(['/index', '/customer', '/order']);

    // Closing the shown tab goes to the tab before it.
    await tab(page, '/order').getByTestId('shell-tab-close').click();
    await eventually(() => tabKeys(page)).toEqual(['/index', '/customer']);
    await eventually(() => pathOf(page)).toBe(`${base}/customer`);
    expect(await activeTab(page)).toBe('/customer');

    // Close from the context menu, of a tab that is not shown: the page stays.
    await openFromMenu(page, '下载中心', '/download');
    await eventually(() => tabKeys(page)).toEqual(['/index', '/customer', '/download']);
    await tabAction(page, '/customer', 'close');
    await eventually(() => tabKeys(page)).toEqual(['/index', '/download']);
    expect(pathOf(page)).toBe(`${base}/download`);

    // Close right of home closes the shown page too: the page goes to the home tab.
    await openFromMenu(page, '客户列表', '/customer');
    await eventually(() => tabKeys(page)).toEqual(['/index', '/download', '/customer']);
    await tabAction(page, '/index', 'closeRight');
    await eventually(() => tabKeys(page)).toEqual(['/index']);
    await eventually(() => pathOf(page)).toBe(`${base}/index`);

    // Close left keeps the home tab.
    await openFromMenu(page, '客户列表', '/customer');
    await openFromMenu(page, '订单列表', '/order');
    await openFromMenu(page, '下载中心', '/download');
    await eventually(() => tabKeys(page)).toEqual(['/index', '/customer', '/order', '/download']);
    await tabAction(page, '/download', 'closeLeft');
    await eventually(() => tabKeys(page)).toEqual(['/index', '/download']);
    expect(pathOf(page)).toBe(`${base}/download`);

    // Close others from a tab that is not shown: the page goes to that tab.
    await openFromMenu(page, '客户列表', '/customer');
    await openFromMenu(page, '订单列表', '/order');
    await eventually(() => tabKeys(page)).toEqual(['/index', '/download', '/customer', '/order']);
    await tabAction(page, '/customer', 'closeOthers');
    await eventually(() => tabKeys(page)).toEqual(['/index', '/customer']);
    await eventually(() => pathOf(page)).toBe(`${base}/customer`);

    // Close all keeps the home tab and goes home; then nothing is left to close.
    await openFromMenu(page, '订单列表', '/order');
    await eventually(() => tabKeys(page)).toEqual(['/index', '/customer', '/order']);
    await tabAction(page, '/order', 'closeAll');
    await eventually(() => tabKeys(page)).toEqual(['/index']);
    await eventually(() => pathOf(page)).toBe(`${base}/index`);
    await tabAction(page, '/index', 'closeAll');
    await expectMessage(page, MESSAGES.noClosable);
    await tabAction(page, '/index', 'closeOthers');
    await expectMessage(page, MESSAGES.noClosable);
    await tabAction(page, '/index', 'closeRight');
    await expectMessage(page, MESSAGES.noRight);
    expect(await tabKeys(page)).toEqual(['/index']);
  });

  test('admin: the keepAlive home keeps its page across a switch, another page remounts; reload remounts', async ({
    page,
    demo,
  }) => {
    await loginAdmin(page, demo);
    const base = consoleBase.admin;
    await eventually(() => pathOf(page)).toBe(`${base}/index`);
    // The admin home (menu keep_alive = 1, seeded): its greeting element is kept while another tab shows.
    const greeting = page.getByTestId('shell-content').locator('h4', { hasText: '欢迎' });
    await mark(greeting, 'home');

    await sideMenuItem(page, '客户列表').click();
    await eventually(() => tabKeys(page)).toEqual(['/index', '/customer']);
    await page.getByTestId('customer-list').waitFor();
    await eventually(() => marked(page, 'home').isVisible()).toBe(false);
    await mark(page.getByTestId('customer-list'), 'customer');

    await tab(page, '/index').click();
    await eventually(() => pathOf(page)).toBe(`${base}/index`);
    await marked(page, 'home').waitFor({ state: 'visible' });
    // The customer list (keep_alive = 0) left when its tab did not show.
    expect(await marked(page, 'customer').count()).toBe(0);
    await tab(page, '/customer').click();
    await page.getByTestId('customer-list').waitFor();
    expect(await marked(page, 'customer').count()).toBe(0);

    // Reload of the home tab: through /redirect/index, back to /index with the page mounted afresh.
    await tabAction(page, '/index', 'reload');
    await eventually(() => pathOf(page)).toBe(`${base}/index`);
    await greeting.waitFor({ state: 'visible' });
    expect(await marked(page, 'home').count()).toBe(0);
    expect(await tabKeys(page)).toEqual(['/index', '/customer']);
    // The way back skips the /redirect entry: the reload replaced it with the page.
    await page.goBack();
    await eventually(() => pathOf(page)).toBe(`${base}/customer`);
  });

  test('admin: a keepAlive page keeps what the user chose; a reload mounts it afresh from its URL', async ({
    page,
    demo,
  }) => {
    await keepMessageCentreAlive(page, 'admin.user.message');
    await loginAdmin(page, demo);
    const base = consoleBase.admin;
    await page.goto(`${base}/user/message?type=notice`);
    const centre = page.getByTestId('message-center');
    await centre.waitFor();
    await eventually(() => tabKeys(page)).toEqual(['/index', '/user/message']);
    const selected = centre.locator('.ant-segmented-item-selected');
    await eventually(() => selected.textContent()).toBe('全部');
    await centre.getByTestId('message-filter').getByText('未读').click();
    await eventually(() => selected.textContent()).toBe('未读');
    // The read filter is in the URL (a reload or a shared link keeps it); the tab follows the URL.
    await eventually(() => pathOf(page)).toBe(`${base}/user/message?type=notice&read=0`);
    // A mark on the page's element: it stays while the page is kept, and goes when the page is mounted anew.
    await mark(centre, 'centre');

    // A short window, so the message centre scrolls.
    await page.setViewportSize({ width: 1366, height: 360 });
    await eventually(async () => (await scrollOf(centre)).room).toBeGreaterThan(40);
    expect((await scrollOf(centre, 40)).top).toBe(40);

    await tab(page, '/index').click();
    await eventually(() => pathOf(page)).toBe(`${base}/index`);
    await eventually(() => centre.isVisible()).toBe(false);
    // The home page is scrolled back to the top; the message centre comes back where it was left.
    const greeting = page.getByTestId('shell-content').locator('h4', { hasText: '欢迎' });
    expect((await scrollOf(greeting, 0)).top).toBe(0);
    await tab(page, '/user/message').click();
    await eventually(() => pathOf(page)).toBe(`${base}/user/message?type=notice&read=0`);
    await centre.waitFor({ state: 'visible' });
    expect(await selected.textContent()).toBe('未读');
    expect(await marked(page, 'centre').count()).toBe(1);
    await eventually(async () => (await scrollOf(centre)).top).toBe(40);
    await page.setViewportSize({ width: 1366, height: 800 });

    // Another type of the same page replaces its tab in place and keeps the page (and the read filter).
    await centre.locator('.ant-tabs-tab', { hasText: '待办' }).click();
    await eventually(() => pathOf(page)).toBe(`${base}/user/message?type=todo&read=0`);
    expect(await tabKeys(page)).toEqual(['/index', '/user/message']);
    expect(await selected.textContent()).toBe('未读');
    expect(await marked(page, 'centre').count()).toBe(1);
    await tab(page, '/index').click();
    await tab(page, '/user/message').click();
    await eventually(() => pathOf(page)).toBe(`${base}/user/message?type=todo&read=0`);

    // A reload mounts the page afresh (the mark is gone); what its URL holds comes back with it.
    await tabAction(page, '/user/message', 'reload');
    await eventually(() => pathOf(page)).toBe(`${base}/user/message?type=todo&read=0`);
    await centre.waitFor({ state: 'visible' });
    await eventually(() => marked(page, 'centre').count()).toBe(0);
    await eventually(() => selected.textContent()).toBe('未读');

    // Closing the tab drops the kept page: opened again from the menu, it starts over.
    await tabAction(page, '/user/message', 'close');
    await eventually(() => pathOf(page)).toBe(`${base}/index`);
    await eventually(() => centre.count()).toBe(0);
  });

  test('agent: tabs, their messages, keepAlive home and reload', async ({ page, demo }) => {
    await loginAgent(page, demo);
    const base = consoleBase.agent;
    await eventually(() => pathOf(page)).toBe(`${base}/index`);
    await eventually(() => tabKeys(page)).toEqual(['/index']);
    const greeting = page.getByTestId('shell-content').locator('h4', { hasText: '欢迎' });
    await mark(greeting, 'home');

    await sideMenuItem(page, '客户管理').click();
    await eventually(() => tabKeys(page)).toEqual(['/index', '/customer']);
    await tabAction(page, '/index', 'close');
    await expectMessage(page, MESSAGES.cannotClose);
    await tabAction(page, '/index', 'closeLeft');
    await expectMessage(page, MESSAGES.noLeft);
    await tabAction(page, '/customer', 'closeRight');
    await expectMessage(page, MESSAGES.noRight);

    await tab(page, '/index').click();
    await marked(page, 'home').waitFor({ state: 'visible' });
    await tab(page, '/customer').click();
    await eventually(() => pathOf(page)).toBe(`${base}/customer`);
    await saveScreenshot(page, 'tabs-agent-default');

    await tabAction(page, '/index', 'reload');
    await eventually(() => pathOf(page)).toBe(`${base}/index`);
    await greeting.waitFor({ state: 'visible' });
    expect(await marked(page, 'home').count()).toBe(0);

    // Only the home tab is beside the customers' tab, and it cannot close.
    await tabAction(page, '/customer', 'closeOthers');
    await expectMessage(page, MESSAGES.noClosable);
    expect(await tabKeys(page)).toEqual(['/index', '/customer']);
    await tab(page, '/customer').click();
    await eventually(() => pathOf(page)).toBe(`${base}/customer`);
    await tab(page, '/customer').getByTestId('shell-tab-close').click();
    await eventually(() => tabKeys(page)).toEqual(['/index']);
    await eventually(() => pathOf(page)).toBe(`${base}/index`);
  });

  test('customer: the tab style setting draws line, dot and card tabs; the context menu lists six actions', async ({
    page,
    demo,
  }) => {
    await loginCustomer(page, demo);
    const base = consoleBase.customer;
    await eventually(() => pathOf(page)).toBe(`${base}/activity`);
    // The customer's home is /programme: its tab comes first and cannot close.
    await eventually(() => tabKeys(page)).toEqual(['/programme', '/activity']);
    expect(await tab(page, '/programme').getByTestId('shell-tab-close').count()).toBe(0);
    expect(await activeTab(page)).toBe('/activity');

    for (const style of ['default', 'dot', 'card'] as const) {
      // The settings drawer stores the theme under the `theme` key; the tabs follow its tab style.
      await page.evaluate(
        // Runs in the browser; this file is typed without the DOM library.
        (tabStyle: string) =>
          (
            globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }
          ).localStorage.setItem('theme', JSON.stringify({ tabStyle })),
        style,
      );
      await page.reload();
      await eventually(() => tabsBar(page).getAttribute('data-tab-style')).toBe(style);
      await eventually(() => tabKeys(page)).toEqual(['/programme', '/activity']);
      const dots = await tabsBar(page).locator('.shell-tab-dot').count();
      const cards = await tabsBar(page).locator('.ant-tabs-card').count();
      expect({ dots, cards }).toEqual({
        dots: style === 'dot' ? 2 : 0,
        cards: style === 'card' ? 1 : 0,
      });
      // A card tab closes with antd's own button, line and dot tabs with the shell's.
      const closeButtons = tab(page, '/activity').getByTestId('shell-tab-close');
      expect(await closeButtons.count()).toBe(style === 'card' ? 0 : 1);
      await page.waitForTimeout(300);
      await saveScreenshot(page, `tabs-customer-${style}`);
    }

    await tab(page, '/activity').click({ button: 'right' });
    const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
    await clickWhenSettled(menu.getByTestId('tab-menu-reload').locator('..'));
    await eventually(() => pathOf(page)).toBe(`${base}/activity`);
    await tab(page, '/activity').click({ button: 'right' });
    await eventually(() =>
      menu.locator('.ant-dropdown-menu-item').evaluateAll((nodes: Node[]) => nodes.length),
    ).toBe(6);
    expect(await menu.locator('.ant-dropdown-menu-item').allTextContents()).toEqual([
      '重新加载',
      '关闭',
      '关闭左侧',
      '关闭右侧',
      '关闭其他',
      '关闭全部',
    ]);
    await page.waitForTimeout(300);
    await saveScreenshot(page, 'tabs-customer-context-menu');
  });
});
