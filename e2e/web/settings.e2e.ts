/// <reference lib="dom" />
// Callbacks passed to page.evaluate run in the browser, hence the DOM types.
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import {
  type Console,
  clickWhenSettled,
  consoleBase,
  eventually,
  loginAdmin,
  loginAgent,
  loginCustomer,
  saveScreenshot,
  test,
} from '../fixtures.ts';
import { zh_CN } from './strings.ts';

/**
 * The settings drawer (spec §2 "Shared shell", §3 "Theme settings", §4 "Theme"): every setting changes
 * the page, survives a reload (browser storage key `theme`), and reset restores the defaults.
 */
const labels = zh_CN.settings;

async function openDrawer(page: Page) {
  const drawer = page.getByTestId('settings-drawer');
  if (!(await drawer.isVisible().catch(() => false))) {
    await clickWhenSettled(page.getByTestId('open-settings'));
  }
  await drawer.waitFor();
  return drawer;
}

async function closeDrawer(page: Page) {
  await page.keyboard.press('Escape');
  await page.getByTestId('settings-drawer').waitFor({ state: 'hidden' });
}

async function choose(page: Page, setting: string, label: string) {
  const drawer = await openDrawer(page);
  await drawer.getByTestId(`setting-${setting}`).getByText(label, { exact: true }).click();
}

async function toggle(page: Page, setting: string) {
  const drawer = await openDrawer(page);
  await drawer.getByTestId(`setting-${setting}`).click();
}

const storedTheme = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('theme') ?? 'null') as Record<string, unknown> | null);

const css = (page: Page, testId: string, property: string) =>
  page
    .getByTestId(testId)
    .first()
    .evaluate((el, prop) => getComputedStyle(el).getPropertyValue(prop), property);

const htmlClasses = (page: Page) => page.evaluate(() => document.documentElement.className);

/** Everything the journey turns away from the defaults, as the page shows it. */
/** The customer console shows its site's footer; the staff consoles the shell's copyright line. */
const footerOf = (who: Console) => (who === 'customer' ? 'site-footer' : 'shell-footer');

async function expectChangedLook(page: Page, who: Console) {
  await eventually(() => page.getByTestId('shell').getAttribute('data-layout')).toBe('top');
  expect(await page.getByTestId('header-menu').isVisible()).toBe(true);
  expect(await page.getByTestId('side-menu').count()).toBe(0);
  expect(await css(page, 'shell-header', 'background-color')).toBe('rgb(0, 21, 41)');
  expect(await htmlClasses(page)).toContain('theme-dark');
  expect(await htmlClasses(page)).toContain('theme-weak');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).filter)).toContain('invert');
  expect(await page.getByTestId('shell').getAttribute('class')).toContain('shell-boxed');
  expect(await css(page, 'shell-header', 'position')).toBe('sticky');
  expect(await page.getByTestId('shell').getAttribute('class')).not.toContain('shell-fixed-body');
  expect(await page.getByTestId(footerOf(who)).count()).toBe(0);
  expect(await page.getByTestId('shell-tabs').count()).toBe(0);
  expect(await page.getByTestId('shell-content').getAttribute('data-transition')).toBe('fade');
  expect(await page.getByTestId('shell-brand').getAttribute('class')).toContain('shell-brand-auto');
}

describe('settings drawer', () => {
  test('admin: every setting changes the page, survives a reload, and reset restores the defaults', async ({
    page,
    demo,
  }) => {
    const who: Console = 'admin';
    await loginAdmin(page, demo);
    expect(page.url()).toContain(consoleBase[who]);
    await page.evaluate(() => localStorage.removeItem('theme'));
    await page.getByTestId(footerOf(who)).waitFor();

    const drawer = await openDrawer(page);
    expect(
      await drawer
        .locator('.ant-drawer-content-wrapper, .ant-drawer-section')
        .first()
        .evaluate((el) => el.getBoundingClientRect().width),
    ).toBe(300);
    await saveScreenshot(page, `${who}-settings-drawer`);

    // Side layout settings first (they only show in the side layout).
    await choose(page, 'sideStyle', labels.sideStyle.light);
    await eventually(() => page.getByTestId('shell-sider').getAttribute('class')).toContain(
      'ant-layout-sider-light',
    );
    await toggle(page, 'uniqueOpened');
    await eventually(() => page.getByTestId('side-menu').getAttribute('data-unique-opened')).toBe('true');
    const iconColour = () =>
      page
        .getByTestId('side-menu')
        .locator('.ant-menu-item-icon')
        .nth(1)
        .evaluate((el) => getComputedStyle(el).color);
    const plainColour = await iconColour();
    await toggle(page, 'colorfulIcon');
    await eventually(iconColour).not.toBe(plainColour);
    await toggle(page, 'fixedSidebar');
    await eventually(() => css(page, 'shell-sider', 'position')).not.toBe('sticky');
    await choose(page, 'sideMenuStyle', labels.sideMenuStyle.mix);
    await page.getByTestId('dual-menu').waitFor();
    await choose(page, 'sideMenuStyle', labels.sideMenuStyle.default);
    await page.getByTestId('side-menu').waitFor();

    // Colour: a preset, then a custom one typed into the picker.
    await (await openDrawer(page)).locator('[data-color="#52c41a"]').click();
    await eventually(() => css(page, 'setting-showTabs', 'background-color')).toBe('rgb(82, 196, 26)');
    await clickWhenSettled((await openDrawer(page)).getByTestId('setting-custom-color'));
    const hexInput = page.locator('.ant-color-picker-input input').first();
    await hexInput.fill('eb2f96');
    await hexInput.press('Enter');
    await eventually(() => css(page, 'setting-showTabs', 'background-color')).toBe('rgb(235, 47, 150)');
    await page.keyboard.press('Escape');

    // Tabs: style, then hidden.
    await choose(page, 'tabStyle', labels.tabStyle.card);
    await eventually(() => page.getByTestId('shell-tabs').getAttribute('class')).toContain('shell-tabs-card');
    await toggle(page, 'showTabs');
    await eventually(() => page.getByTestId('shell-tabs').count()).toBe(0);

    // Transition.
    const transitionSelect = (await openDrawer(page)).getByTestId('setting-transition');
    await transitionSelect.click();
    await page.locator('.ant-select-item-option').getByText(labels.transition.fade, { exact: true }).click();
    await eventually(() => page.getByTestId('shell-content').getAttribute('data-transition')).toBe('fade');

    // Display switches.
    for (const key of [
      'dark',
      'bodyFullWidth',
      'fixedHeader',
      'fixedBody',
      'logoAutoSize',
      'showFooter',
      'weak',
    ]) {
      await toggle(page, key);
    }
    // Head style and layout last: the top layout has no sider.
    await choose(page, 'headStyle', labels.headStyle.dark);
    await choose(page, 'layout', labels.layout.top);
    // The drawer stays open while the frame around it changes from side to top.
    await eventually(() => page.getByTestId('shell').getAttribute('data-layout')).toBe('top');
    expect(await page.getByTestId('settings-drawer').isVisible()).toBe(true);
    await closeDrawer(page);
    await expectChangedLook(page, who);
    await saveScreenshot(page, `${who}-layout-top-dark-weak`);

    const stored = await storedTheme(page);
    expect(stored).toMatchObject({
      layout: 'top',
      headStyle: 'dark',
      sideStyle: 'light',
      primaryColor: '#eb2f96',
      dark: true,
      weak: true,
      showTabs: false,
      tabStyle: 'card',
      transition: 'fade',
      uniqueOpened: true,
      colorfulIcon: true,
      fixedSidebar: false,
    });

    // Still there after a reload.
    await page.reload();
    await expectChangedLook(page, who);
    expect(await storedTheme(page)).toEqual(stored);

    // Reset: defaults back, nothing stored.
    await clickWhenSettled((await openDrawer(page)).getByTestId('settings-reset'));
    await eventually(() => page.getByTestId('shell').getAttribute('data-layout')).toBe('side');
    await closeDrawer(page);
    expect(await storedTheme(page)).toBeNull();
    expect(await htmlClasses(page)).not.toContain('theme-dark');
    expect(await htmlClasses(page)).not.toContain('theme-weak');
    expect(await css(page, 'shell-header', 'background-color')).toBe('rgb(255, 255, 255)');
    expect(await page.getByTestId('shell-sider').getAttribute('class')).toContain('ant-layout-sider-dark');
    await page.getByTestId('shell-tabs').waitFor();
    await page.getByTestId(footerOf(who)).waitFor();
    await saveScreenshot(page, `${who}-layout-side-light`);
  });

  // The drawer and the theme are the shared shell's: the admin's journey above changes every setting. The
  // agent and customer consoles show that the drawer is theirs too, with their own frame (the customer's
  // site footer): the layout and dark mode apply, survive a reload, and reset restores the defaults.
  const others: [Console, typeof loginAdmin][] = [
    ['agent', loginAgent],
    ['customer', loginCustomer],
  ];
  for (const [who, login] of others) {
    test(`${who}: the drawer changes the layout and dark mode, kept across a reload; reset restores them`, async ({
      page,
      demo,
    }) => {
      await login(page, demo);
      await page.evaluate(() => localStorage.removeItem('theme'));
      await page.getByTestId(footerOf(who)).waitFor();
      await toggle(page, 'dark');
      await choose(page, 'layout', labels.layout.top);
      await eventually(() => page.getByTestId('shell').getAttribute('data-layout')).toBe('top');
      await closeDrawer(page);
      expect(await htmlClasses(page)).toContain('theme-dark');
      expect(await page.getByTestId('side-menu').count()).toBe(0);
      await saveScreenshot(page, `${who}-layout-top-dark`);

      await page.reload();
      await eventually(() => page.getByTestId('shell').getAttribute('data-layout')).toBe('top');
      expect(await htmlClasses(page)).toContain('theme-dark');
      expect(await storedTheme(page)).toMatchObject({ layout: 'top', dark: true });

      await clickWhenSettled((await openDrawer(page)).getByTestId('settings-reset'));
      await eventually(() => page.getByTestId('shell').getAttribute('data-layout')).toBe('side');
      await closeDrawer(page);
      expect(await storedTheme(page)).toBeNull();
      expect(await htmlClasses(page)).not.toContain('theme-dark');
      await page.getByTestId(footerOf(who)).waitFor();
    });
  }

  test('admin: the mix layout puts the top level in the header and its children in the sider', async ({
    page,
    demo,
  }) => {
    await loginAdmin(page, demo);
    // The side layout in dark mode, for the screenshots of each layout in dark and light.
    await toggle(page, 'dark');
    await closeDrawer(page);
    await saveScreenshot(page, 'admin-layout-side-dark');
    await toggle(page, 'dark');
    await choose(page, 'layout', labels.layout.mix);
    await choose(page, 'headStyle', labels.headStyle.primary);
    await closeDrawer(page);
    const header = page.getByTestId('header-menu');
    // The admin menus are all top level: a page without children is opened from the header, with no sider
    // (the customer test below opens an entry with children).
    await header.getByText('订单列表').click();
    await eventually(() => new URL(page.url()).pathname).toBe(`${consoleBase.admin}/order`);
    expect(await page.getByTestId('side-menu').count()).toBe(0);
    // The primary head style paints the header in the theme colour (the default #1f6feb).
    expect(await css(page, 'shell-header', 'background-color')).toBe('rgb(31, 111, 235)');
    await saveScreenshot(page, 'admin-layout-mix-primary');
    // The mix layout in dark mode, then the top layout light and dark: one screenshot of each.
    await toggle(page, 'dark');
    await closeDrawer(page);
    expect(await htmlClasses(page)).toContain('theme-dark');
    await saveScreenshot(page, 'admin-layout-mix-dark');
    await choose(page, 'layout', labels.layout.top);
    await closeDrawer(page);
    await eventually(() => page.getByTestId('shell').getAttribute('data-layout')).toBe('top');
    await saveScreenshot(page, 'admin-layout-top-dark');
    await toggle(page, 'dark');
    await choose(page, 'headStyle', labels.headStyle.light);
    await closeDrawer(page);
    expect(await htmlClasses(page)).not.toContain('theme-dark');
    await saveScreenshot(page, 'admin-layout-top-light');
    await page.evaluate(() => localStorage.removeItem('theme'));
  });

  test('customer: the mix layout puts 工具 in the header and its tools in the sider', async ({
    page,
    demo,
  }) => {
    await loginCustomer(page, demo);
    await choose(page, 'layout', labels.layout.mix);
    await closeDrawer(page);
    const header = page.getByTestId('header-menu');
    // 工具 is a top-level entry with child pages (大屏互动, …).
    await header.getByText('工具', { exact: true }).click();
    await page.getByTestId('side-menu').getByText('大屏互动').waitFor();
    expect(await header.getByText('大屏互动').count()).toBe(0);
    await page.evaluate(() => localStorage.removeItem('theme'));
  });

  test('unreadable stored settings say "theme loading failed" and fall back to the defaults', async ({
    page,
    demo,
  }) => {
    await loginAdmin(page, demo);
    await page.evaluate(() => localStorage.setItem('theme', '{not json'));
    await page.reload();
    await page.getByText(zh_CN.shell.themeLoadFailed).waitFor();
    expect(await page.getByTestId('shell').getAttribute('data-layout')).toBe('side');
    await page.evaluate(() => localStorage.removeItem('theme'));
  });

  test('fullscreen toggles, and says so when the browser cannot', async ({ page, demo, openPage }) => {
    await loginAdmin(page, demo);
    await page.getByTestId('fullscreen-toggle').click();
    await eventually(() => page.evaluate(() => Boolean(document.fullscreenElement))).toBe(true);
    await page.getByTestId('fullscreen-toggle').click();
    await eventually(() => page.evaluate(() => Boolean(document.fullscreenElement))).toBe(false);

    const noFullscreen = await openPage();
    await noFullscreen.addInitScript(() => {
      Object.defineProperty(Document.prototype, 'fullscreenEnabled', { get: () => false });
    });
    await loginAdmin(noFullscreen, demo);
    await noFullscreen.getByTestId('fullscreen-toggle').click();
    await noFullscreen.getByText(zh_CN.shell.fullscreenUnsupported).waitFor();
  });
});
