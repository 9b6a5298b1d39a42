import { describe, expect } from 'vitest';
import {
  clickWhenSettled,
  consoleBase,
  eventually,
  loginAdmin,
  loginAgent,
  saveScreenshot,
  submitLogin,
  test,
} from '../fixtures.ts';

/**
 * Agent management (issue 15, admin › partner): the admin creates an agent with a domain and a new owner
 * account; the owner signs in to the agent console and acts in the new team; the customer site on the
 * domain carries the agent's brand. The admin disables the agent: the owner's open console is signed out,
 * a new sign-in is refused with why, and the customer site on the domain shows the "site closed" page.
 * Chromium resolves *.localhost to this machine, so the new domain is one.
 */

const hostUrl = (baseUrl: string, host: string, path: string) => {
  const url = new URL(path, baseUrl);
  url.hostname = host;
  return url.toString();
};

describe('admin › partner', () => {
  test('the admin creates an agent with a domain and an owner, who signs in; disabling closes its site and console', async ({
    page,
    openPage,
    demo,
    baseUrl,
  }) => {
    const tag = `${Date.now() % 1_000_000}`;
    const name = `晨光会展 ${tag}`;
    const domain = `partner-${tag}.localhost`;
    const owner = { username: `owner-${tag}@partner.example.com`, password: 'Partner-Owner-2026' };

    await loginAdmin(page, demo, { at: '/partner' });
    const list = page.getByTestId('partner-list');
    await list.locator('tr.ant-table-row').first().waitFor();
    await eventually(() => list.textContent()).toContain('agent1.localhost');
    await saveScreenshot(page, 'admin-partner-list');

    await clickWhenSettled(list.getByTestId('partner-create'));
    const form = page.getByTestId('partner-form');
    await form.waitFor();
    await form.getByTestId('partner-name').fill(name);
    await form.getByTestId('partner-phone').fill('13700001234');
    // a domain of another agent is refused by the server, under the form; nothing is created
    const domains = form.getByTestId('partner-domains').locator('input');
    await domains.fill('agent1.localhost');
    await domains.press('Enter');
    await form.getByTestId('partner-owner-email').fill(owner.username);
    await form.getByTestId('partner-owner-name').fill('陈负责人');
    await form.getByTestId('partner-owner-password').fill(owner.password);
    await saveScreenshot(page, 'admin-partner-form');
    await clickWhenSettled(page.getByTestId('partner-form-submit'));
    // (the api client toasts the server's message)
    await page.locator('.ant-message').getByText('域名 agent1.localhost 已属于其他代理商').waitFor();
    await form.getByTestId('partner-domains').locator('.ant-select-selection-item-remove').first().click();
    await domains.fill(domain);
    await domains.press('Enter');
    await clickWhenSettled(page.getByTestId('partner-form-submit'));
    await form.waitFor({ state: 'hidden' });
    const row = list.locator('tr.ant-table-row').filter({ hasText: name });
    await eventually(() => row.textContent()).toMatch(
      new RegExp(`${owner.username}.*${domain}.*未认证.*已启用`),
    );

    // the detail drawer: the basic information
    await clickWhenSettled(row.getByTestId('partner-detail'));
    const drawer = page.getByTestId('partner-detail-drawer');
    await eventually(() => drawer.textContent()).toContain('陈负责人');
    const text = await drawer.textContent();
    expect(text).toContain(domain);
    expect(text).toContain('13700001234');
    // the spec's order: basic, addon, skin, software, vip, wework; then copyright, the resource packs and the
    // site's content
    expect(await drawer.getByRole('tab').allTextContents()).toEqual([
      '基本信息',
      '插件',
      '模板',
      '软件',
      'VIP 套餐',
      '企业微信',
      '版权',
      '签到设备',
      '资源包',
      '文章',
      '站点',
    ]);
    // the drawer has slid in fully before the screenshot
    await eventually(() =>
      page
        .locator('.ant-drawer-open .ant-drawer-content-wrapper')
        .evaluate((element) => Array.from(element.classList).some((name) => /-(appear|enter)/.test(name))),
    ).toBe(false);
    await saveScreenshot(page, 'admin-partner-detail');

    // the vip tab: every plan of the catalogue; a new agent's site sells none until one is switched on at
    // its price (not below the platform's)
    await clickWhenSettled(drawer.getByRole('tab', { name: 'VIP 套餐' }));
    const vip = drawer.getByTestId('partner-vip');
    const plan = vip.locator('tr.ant-table-row').filter({ hasText: '基础版 · 7 天体验' });
    await eventually(() => plan.count()).toBe(1);
    const offered = plan.locator('[data-testid^="partner-vip-switch-"]');
    expect(await offered.getAttribute('aria-checked')).toBe('false');
    await plan.locator('input[data-testid^="partner-vip-price-"]').fill('88');
    await clickWhenSettled(offered);
    await eventually(() => offered.getAttribute('aria-checked')).toBe('true');
    expect(await plan.locator('input[data-testid^="partner-vip-price-"]').inputValue()).toBe('88.00');
    await saveScreenshot(page, 'admin-partner-vip');
    await clickWhenSettled(page.locator('.ant-drawer-open').getByRole('button', { name: /close|关闭/i }));
    await drawer.waitFor({ state: 'hidden' });

    // edit: a second domain
    await clickWhenSettled(row.getByTestId('partner-edit'));
    await form.waitFor();
    await domains.fill(`www.${domain}`);
    await domains.press('Enter');
    await clickWhenSettled(page.getByTestId('partner-form-submit'));
    await form.waitFor({ state: 'hidden' });
    await eventually(() => row.textContent()).toContain(`www.${domain}`);

    // the owner signs in to the agent console and acts in the new team
    const agentPage = await openPage();
    await loginAgent(agentPage, demo, owner);
    await eventually(() => agentPage.getByTestId('team-switch').textContent()).toContain(name);

    // the customer site on the new domain is the agent's
    const visitor = await openPage();
    await visitor.goto(hostUrl(baseUrl, domain, '/my/programme'));
    await eventually(() => visitor.getByTestId('shell-brand').textContent()).toContain(name);

    // the admin disables the agent
    await clickWhenSettled(row.getByTestId('partner-toggle'));
    await clickWhenSettled(page.locator('.ant-popconfirm').getByRole('button', { name: /确\s*定|OK/ }));
    await eventually(() => row.textContent()).toContain('已停用');

    // the owner's open console finds its session ended, and signing in again is refused with why
    await agentPage.goto(`${consoleBase.agent}/index`);
    const expired = agentPage.locator('.ant-modal-confirm').filter({ hasText: '登录状态已过期' });
    await expired.waitFor();
    await clickWhenSettled(expired.getByRole('button', { name: '重新登录' }));
    await eventually(() => new URL(agentPage.url()).pathname).toMatch(/\/login$/);
    const refused = await submitLogin(agentPage, 'agent', owner);
    expect(refused.msg).toBe('您的团队已被平台停用');
    await agentPage.getByText('您的团队已被平台停用').first().waitFor();

    // the customer site on the domain is closed
    await visitor.goto(hostUrl(baseUrl, domain, '/my/programme'));
    await visitor.getByTestId('site-closed').getByText('该站点已关闭').waitFor();
    await saveScreenshot(visitor, 'admin-partner-site-closed');
    await visitor.goto(hostUrl(baseUrl, domain, '/my/login'));
    await visitor.getByTestId('site-closed').waitFor();

    // enabled again, the owner signs in
    await clickWhenSettled(row.getByTestId('partner-toggle'));
    await clickWhenSettled(page.locator('.ant-popconfirm').getByRole('button', { name: /确\s*定|OK/ }));
    await eventually(() => row.textContent()).toContain('已启用');
    expect((await submitLogin(agentPage, 'agent', owner)).code).toBe(0);
  });
});
