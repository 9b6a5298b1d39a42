import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import {
  callApi,
  clickWhenSettled,
  eventually,
  loginCustomer,
  pathOf,
  saveScreenshot,
  test,
  whenSettled,
} from '../fixtures.ts';
import { registerCustomer } from './customer-auth.steps.ts';
import { zh_CN } from './strings.ts';

/**
 * The customer site for visitors (issue 4 "Public site"): programmes, tools and legal pages, white-labelled
 * by the host — agent1.localhost and agent2.localhost are the demo agents' domains (Chromium resolves
 * *.localhost to this machine).
 */
const hostUrl = (baseUrl: string, host: string, path: string) => {
  const url = new URL(baseUrl);
  url.hostname = host;
  url.pathname = path;
  return url.toString();
};

/** Opens a cashier link on another "phone" and pays there. */
async function payOnPhone(openPage: () => Promise<Page>, cashierUrl: string, amount: string) {
  expect(cashierUrl).toContain('/api/sandbox/pay/cashier?t=');
  const phone = await openPage();
  await phone.goto(cashierUrl);
  expect(await phone.getByTestId('cashier-amount').textContent()).toBe(amount);
  await phone.getByTestId('cashier-pay').click();
  await eventually(() => phone.getByTestId('cashier-result').textContent()).toBe('支付成功');
}

describe('customer site', () => {
  for (const [host, name] of [
    ['agent1.localhost', '星河活动科技'],
    ['agent2.localhost', '云端会务服务'],
  ] as const) {
    test(`a visitor on ${host} browses programmes, a tool and the legal pages with ${name}'s branding`, async ({
      page,
      baseUrl,
    }) => {
      await page.goto(hostUrl(baseUrl, host, '/my/programme'));
      const cards = page.getByTestId('programme-card');
      await eventually(() => cards.count()).toBe(9);
      await eventually(() => page.getByTestId('site-copyright').textContent()).toContain(name);
      expect(await page.locator('meta[name="keywords"]').getAttribute('content')).toContain(name);
      // White label: the header brand, the document title (websiteData.title) and the footer's filing number.
      await eventually(() => page.getByTestId('shell-brand').textContent()).toContain(name);
      await eventually(() => page.title()).toBe(`推荐方案 - ${name}`);
      expect(await page.getByTestId('site-filing').textContent()).toMatch(/ICP备\d+号/);

      // A category narrows the list; a programme opens with its tools.
      await page
        .getByTestId('programmes-page')
        .locator('.ant-segmented-item')
        .filter({ hasText: '婚礼庆典' })
        .click();
      await eventually(() => cards.count()).toBe(3);
      await cards.first().click();
      const detail = page.getByTestId('programme-detail');
      await detail.getByText(zh_CN.site.toolsUsed).waitFor();
      await saveScreenshot(page, `site-${host}-programme`);

      // A tool page from the programme's tools.
      await detail.getByRole('link', { name: '大屏互动' }).click();
      await page.getByTestId('tool-page').getByText('让现场的每一块屏幕都动起来').waitFor();

      // Legal pages from the footer, the site's own "about".
      await page.getByTestId('site-footer').getByRole('link', { name: '关于我们' }).click();
      await page.getByTestId('essay-page').getByText(`关于${name}`).waitFor();
      await page.getByTestId('site-footer').getByRole('link', { name: '隐私政策' }).click();
      await page.getByTestId('essay-page').getByRole('heading', { name: '隐私政策' }).waitFor();
      await saveScreenshot(page, `site-${host}-essay`);

      // The right bar's help opens the in-page help panel (on_self): no help design is published (-10), so
      // the empty help state, whose button shows the site's help center article in the panel.
      await clickWhenSettled(page.getByTestId('right-help'));
      const panel = page.getByTestId('help-panel');
      await panel.getByTestId('help-panel-empty').waitFor();
      await saveScreenshot(page, `site-${host}-help-panel-empty`);
      await clickWhenSettled(panel.getByTestId('help-panel-article'));
      await panel.getByText('如何创建活动？').waitFor();
      expect(
        await page
          .locator('.ant-drawer-section, .ant-drawer-content')
          .first()
          .evaluate((el: Element) => {
            return Math.round(el.getBoundingClientRect().width);
          }),
      ).toBe(388);
      await saveScreenshot(page, `site-${host}-help-panel`);
      await page.locator('.ant-drawer-close').click();
      await panel.waitFor({ state: 'hidden' });

      // A visitor sees the VIP plans in the header; buying asks them to log in first.
      await clickWhenSettled(page.getByTestId('vip-open'));
      await page.getByTestId('vip-dropdown').getByText('基础版 · 7 天体验').waitFor();
      await saveScreenshot(page, `site-${host}-vip-dropdown`);
      await clickWhenSettled(page.getByTestId('vip-open-modal'));
      await eventually(() => pathOf(page)).toMatch(/^\/my\/login\?from=%2Fessay%2Fprivacy_policy$/);
      await eventually(() => page.getByTestId('customer-auth').getAttribute('data-mode')).toBe('login');
      expect(await page.locator('.login-aside-brand').textContent()).toContain(name);
    });
  }

  test('"use it" on a public tool asks a visitor to log in', async ({ page }) => {
    await page.goto('/my/tool/meeting');
    await page.getByTestId('tool-page').getByText('从报名到签到的会务闭环').waitFor();
    await page.getByRole('button', { name: zh_CN.site.useTool }).click();
    await eventually(() => new URL(page.url()).pathname).toBe('/my/login');
  });

  test('a signed-in customer can enter the workspace from a public page, and sees the help center link', async ({
    page,
    demo,
  }) => {
    await loginCustomer(page, demo, { at: '/programme' });
    await page.getByTestId('header-help').waitFor();
    const [workspace] = await Promise.all([
      page.context().waitForEvent('page'),
      clickWhenSettled(page.getByTestId('enter-workspace')),
    ]);
    await eventually(() => new URL(workspace.url()).pathname).toBe('/my/activity');

    // Score is a signed-in tool page, with the New badge (spec §2).
    await page.goto('/my/tool/score');
    await page.getByTestId('tool-page').getByText('评委打分，结果当场揭晓').waitFor();
    await page.locator('.ant-ribbon').getByText(zh_CN.badge.new).waitFor();
  });
  test("a programme's activity code opens its phone page; a customer creates an activity from it and pays", async ({
    page,
    openPage,
    baseUrl,
    demo,
  }) => {
    const customer = await registerCustomer(baseUrl, demo.admin.password, 'site');
    await page.goto('/my/programme');
    await page.getByTestId('programme-card').filter({ hasText: '颁奖典礼大屏方案' }).click();
    const detail = page.getByTestId('programme-detail');
    const id = new URL(page.url()).searchParams.get('id');
    const code = detail.getByTestId('programme-activity-code');
    await code.locator('canvas, svg').first().waitFor();

    // The popup: a larger QR and the link to copy; the link is the public phone page.
    await clickWhenSettled(code.getByRole('button'));
    const dialog = page.getByTestId('qr-dialog');
    await dialog.getByTestId('qr-image').waitFor();
    const link = await dialog.getByTestId('qr-link').inputValue();
    expect(new URL(link).pathname + new URL(link).search).toBe(`/my/programme_h5_detail?id=${id}`);
    // the dialog is a lazy chunk: it mounts (and starts its zoom-in) once fetched
    await whenSettled(dialog.getByTestId('qr-image'));
    await saveScreenshot(page, 'site-programme-activity-code');
    const phone = await openPage();
    await phone.setViewportSize({ width: 390, height: 800 });
    await phone.goto(link);
    const h5 = phone.getByTestId('programme-h5-detail');
    await h5.getByText('颁奖典礼大屏方案').first().waitFor();
    expect(await h5.evaluate((el: Element) => el.getBoundingClientRect().width)).toBeLessThanOrEqual(420);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // "Use this programme": a visitor logs in and comes back to the programme.
    await clickWhenSettled(detail.getByTestId('use-programme-open'));
    await eventually(() => pathOf(page)).toBe(
      `/my/login?from=${encodeURIComponent(`/programme_detail?id=${id}`)}`,
    );
    await page.locator('#username').fill(customer.username);
    await page.locator('#password').fill(customer.password);
    await page.getByTestId('login-submit').click();
    await eventually(() => pathOf(page)).toBe(`/my/programme_detail?id=${id}`);

    await clickWhenSettled(page.getByTestId('programme-detail').getByTestId('use-programme-open'));
    const popup = page.getByTestId('use-programme');
    expect(await popup.getByTestId('use-programme-name').inputValue()).toBe('颁奖典礼大屏方案');
    await popup.getByTestId('use-programme-name').fill('');
    await clickWhenSettled(page.getByTestId('use-programme-submit'));
    await popup.getByText(zh_CN.site.use.titleRequired).waitFor();
    await popup.getByTestId('use-programme-name').fill('2026 年会');
    await clickWhenSettled(page.getByTestId('use-programme-submit'));

    // A new customer has no VIP quota: the result asks to pay, the pay box pays on the phone.
    const result = page.getByTestId('use-programme-result');
    await result.getByText(zh_CN.site.use.createdUnpaid).waitFor();
    await saveScreenshot(page, 'site-use-programme-unpaid');
    await clickWhenSettled(result.getByTestId('use-programme-pay'));
    const [payment] = await Promise.all([
      page.waitForResponse((response) => /customerOrder\/payOrder$/i.test(new URL(response.url()).pathname)),
      clickWhenSettled(page.getByTestId('paybox-pay')),
    ]);
    const { data } = (await payment.json()) as { data: { qrcode_url: string } };
    await payOnPhone(openPage, data.qrcode_url, '¥99.00');
    await result.getByText(zh_CN.site.use.created, { exact: true }).waitFor({ timeout: 15_000 });
    await result.getByTestId('use-programme-code').waitFor();
    await saveScreenshot(page, 'site-use-programme-result');
    await clickWhenSettled(result.getByRole('button', { name: zh_CN.site.use.toActivities }));
    await eventually(() => pathOf(page)).toBe('/my/activity');
    await page.getByText('2026 年会').first().waitFor();
  });

  test('the footer poll notices a VIP bought on another device and updates the header', async ({
    page,
    openPage,
    baseUrl,
    demo,
  }) => {
    const customer = await registerCustomer(baseUrl, demo.admin.password, 'site');
    const token = await loginCustomer(page, demo, { as: customer, at: '/programme' });
    await page.getByTestId('programme-card').first().waitFor();
    expect(await page.locator('.shell-user').textContent()).not.toContain('基础版');

    // Bought and paid elsewhere (another device's session of the same customer).
    const plans = await callApi<{ id: number; title: string; agent_price: number }[]>(
      baseUrl,
      '/api/customer/customerOrder/getVipList',
      { token },
    );
    const plan = plans.body.data.find((item) => item.title === '基础版 · 7 天体验');
    expect(plan).toBeDefined();
    const order = await callApi<{ qrcode_url: string }>(baseUrl, '/api/customer/customerOrder/payVipOrder', {
      token,
      body: { order_type: 17, vip_id: plan?.id, amount: plan?.agent_price, pay_amount: plan?.agent_price },
    });
    expect(order.body.code, order.body.msg).toBe(0);
    await payOnPhone(openPage, order.body.data.qrcode_url, '¥99.00');

    // No reload, no click: getChangeInfo (every 3 s) sees the change and the header shows the plan.
    await eventually(() => page.locator('.shell-user').textContent()).toContain('基础版 · 7 天体验');
  });
});
