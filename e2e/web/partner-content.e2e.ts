import { describe, expect } from 'vitest';
import {
  callApi,
  chooseOptions,
  clickWhenSettled,
  consoleBase,
  eventually,
  loginAdmin,
  loginAgent,
  loginCustomer,
  saveScreenshot,
  test,
  whenSettled,
} from '../fixtures.ts';
import { zh_CN } from './strings.ts';

/**
 * Site content from the admin console (issue 15 "partner views", issue 17 "website"): in the demo agent's
 * partner drawer the admin changes its footer copyright (the site tab, the agent's own form) and its "about"
 * page (the articles tab) and turns its phone sign-in off, and creates a programme at admin › scheme. The
 * customer site on the agent's domain shows all of it on its next load (the login popup offers email only).
 */

const hostUrl = (baseUrl: string, host: string, path: string) => {
  const url = new URL(path, baseUrl);
  url.hostname = host;
  return url.toString();
};

interface Partner {
  id: number;
  corporate_name: string;
  domains: string[];
}
interface Article {
  id: number;
  mark: string;
  title: string;
  content: string;
}

describe('admin › partner content', () => {
  test('the admin edits the demo agent’s footer and about page, and creates a programme; agent1.localhost shows them', async ({
    page,
    openPage,
    demo,
    baseUrl,
  }) => {
    const tag = `${Date.now() % 1_000_000}`;
    const token = await loginAdmin(page, demo);
    const partners = await callApi<Partner[]>(baseUrl, '/api/admin/partner/getList?page=1&limit=50', {
      token,
    });
    const agent = partners.body.data.find((row) => row.domains.includes('agent1.localhost'));
    if (!agent) throw new Error('the demo agent of agent1.localhost is missing');
    const siteBefore = await callApi<Record<string, unknown>>(
      baseUrl,
      `/api/admin/partner/site/getSetting?agent_id=${agent.id}`,
      { token },
    );
    const articlesBefore = await callApi<{ own: Article[] }>(
      baseUrl,
      `/api/admin/partner/article/getList?agent_id=${agent.id}`,
      { token },
    );
    const aboutBefore = articlesBefore.body.data.own.find((row) => row.mark === 'about');
    if (!aboutBefore) throw new Error('the demo agent has no about page of its own');

    // the site tab: the agent's own form, with the login switches
    await page.goto(`${consoleBase.admin}/partner?detail=${agent.id}`);
    const drawer = page.getByTestId('partner-detail-drawer');
    await eventually(() => drawer.textContent()).toContain(agent.corporate_name);
    await clickWhenSettled(drawer.getByRole('tab', { name: zh_CN.siteSettings.tab, exact: true }));
    const settings = drawer.getByTestId('site-settings');
    await settings.waitFor();
    await clickWhenSettled(settings.getByRole('tab', { name: zh_CN.siteSettings.tabFooter }));
    const copyright = settings.getByTestId('site-copyright');
    await copyright.fill(`© 2026 星河活动科技 · 平台代编 ${tag}`);
    await clickWhenSettled(settings.getByRole('tab', { name: zh_CN.siteSettings.tabLogin }));
    // phone sign-in off: the site's login popup offers email only
    await clickWhenSettled(settings.getByTestId('site-phone_on'));
    await eventually(() => settings.getByTestId('site-phone_on').getAttribute('aria-checked')).toBe('false');
    await saveScreenshot(page, 'admin-partner-site');
    await clickWhenSettled(settings.getByTestId('site-settings-save'));
    await page.getByText(zh_CN.siteSettings.saved).waitFor();

    // the articles tab: the agent's own about page, edited; the platform's pages listed as its fallback
    await clickWhenSettled(drawer.getByRole('tab', { name: zh_CN.siteArticles.tab, exact: true }));
    const articles = drawer.getByTestId('site-articles');
    const aboutRow = articles.locator('tr.ant-table-row').filter({ hasText: aboutBefore.title });
    await aboutRow.waitFor();
    expect(await articles.textContent()).toContain(zh_CN.siteArticles.platform);
    await saveScreenshot(page, 'admin-partner-articles');
    await clickWhenSettled(aboutRow.getByTestId('site-article-edit'));
    const form = page.getByTestId('site-article-form');
    await form.waitFor();
    await form.getByTestId('site-article-title').fill(`关于星河 ${tag}`);
    const editor = form.getByTestId('site-article-content');
    await editor.click();
    await editor.press('ControlOrMeta+a');
    await editor.fill(`星河活动科技由平台代为更新的介绍 ${tag}`);
    await saveScreenshot(page, 'admin-partner-article-form');
    await clickWhenSettled(page.getByTestId('site-article-form-submit'));
    await form.waitFor({ state: 'hidden' });
    await eventually(() => articles.textContent()).toContain(`关于星河 ${tag}`);

    // admin › scheme: a new programme of the platform's catalogue
    await page.goto(`${consoleBase.admin}/scheme`);
    const list = page.getByTestId('scheme-list');
    await list.locator('tr.ant-table-row').first().waitFor();
    await saveScreenshot(page, 'admin-scheme-list');
    await clickWhenSettled(list.getByTestId('scheme-create'));
    const schemeForm = page.getByTestId('scheme-form');
    await schemeForm.waitFor();
    const title = `校园开放日方案 ${tag}`;
    await schemeForm.getByTestId('scheme-title').fill(title);
    await schemeForm.getByTestId('scheme-category').click();
    await page.locator('.ant-select-item-option').getByText('年会盛典', { exact: true }).click();
    await schemeForm.getByTestId('scheme-summary').fill('签到、抽奖与现场投票，一屏掌控');
    await chooseOptions(page, schemeForm.getByTestId('scheme-tools'), ['大屏互动', '微站']);
    await schemeForm.getByTestId('scheme-content').click();
    await schemeForm.getByTestId('scheme-content').fill('开放日当天的完整流程');
    await saveScreenshot(page, 'admin-scheme-form');
    await clickWhenSettled(page.getByTestId('scheme-form-submit'));
    await schemeForm.waitFor({ state: 'hidden' });
    await eventually(() => list.textContent()).toContain(title);

    // the customer site of the agent's domain, on its next load
    const visitor = await openPage();
    await visitor.goto(
      hostUrl(baseUrl, 'agent1.localhost', `/my/programme?keyword=${encodeURIComponent(tag)}`),
    );
    await eventually(() => visitor.getByTestId('site-copyright').textContent()).toContain(`平台代编 ${tag}`);
    await visitor.getByTestId('programme-card').filter({ hasText: title }).waitFor();
    await saveScreenshot(visitor, 'partner-content-site-programmes');
    await clickWhenSettled(visitor.getByTestId('header-register'));
    await eventually(() => visitor.getByTestId('customer-auth').getAttribute('data-mode')).toBe(
      'emailRegister',
    );
    await clickWhenSettled(
      visitor.getByTestId('customer-login-modal').getByText(zh_CN.customerAuth.backToLogin),
    );
    await eventually(() => visitor.getByTestId('customer-auth').getAttribute('data-mode')).toBe('login');
    expect(await visitor.getByTestId('customer-auth').textContent()).not.toContain(
      zh_CN.customerAuth.toPhoneRegister,
    );
    await saveScreenshot(visitor, 'partner-content-site-login');
    await visitor.goto(hostUrl(baseUrl, 'agent1.localhost', '/my/essay/about'));
    const essay = visitor.getByTestId('essay-page');
    await essay.getByText(`关于星河 ${tag}`).waitFor();
    expect(await essay.textContent()).toContain(`由平台代为更新的介绍 ${tag}`);
    await saveScreenshot(visitor, 'partner-content-site-about');
    // another agent's site keeps its own
    await visitor.goto(hostUrl(baseUrl, 'agent2.localhost', '/my/essay/about'));
    await visitor.getByTestId('essay-page').waitFor();
    expect(await visitor.getByTestId('essay-page').textContent()).not.toContain(tag);

    // the agent sees the platform's edit on its own articles page
    const agentPage = await openPage();
    await loginAgent(agentPage, demo, { at: '/article' });
    const own = agentPage.getByTestId('site-articles');
    await own
      .locator('tr.ant-table-row')
      .filter({ hasText: `关于星河 ${tag}` })
      .waitFor();
    await saveScreenshot(agentPage, 'agent-site-articles');

    // admin › website: the platform's default site in the same form
    await page.goto(`${consoleBase.admin}/website`);
    const website = page.getByTestId('site-settings');
    await website.waitFor();
    await clickWhenSettled(website.getByRole('tab', { name: zh_CN.siteSettings.tabFooter }));
    await saveScreenshot(page, 'admin-website');
    // and the platform's own pages below, which every site shows for want of its own
    const platformPages = page.getByTestId('website-articles');
    await platformPages.locator('tr.ant-table-row').filter({ hasText: '隐私政策' }).waitFor();
    await platformPages.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'admin-website-articles');

    // put the demo site back for the other journeys
    const restored = await callApi(baseUrl, '/api/admin/partner/site/saveSetting', {
      token,
      body: { ...siteBefore.body.data, agent_id: agent.id },
    });
    expect(restored.body.code).toBe(0);
    const article = await callApi(baseUrl, '/api/admin/partner/article/save', {
      token,
      body: { ...aboutBefore, agent_id: agent.id },
    });
    expect(article.body.code).toBe(0);
    const created = await callApi<{ id: number; title: string }[]>(
      baseUrl,
      `/api/admin/scheme/getList?keyword=${encodeURIComponent(tag)}`,
      { token },
    );
    for (const row of created.body.data) {
      expect(
        (await callApi(baseUrl, '/api/admin/scheme/delete', { token, body: { id: row.id } })).body.code,
      ).toBe(0);
    }
  });

  test('the admin edits the platform’s user agreement in English, restores its earlier version; the English site shows each with its version', async ({
    page,
    openPage,
    demo,
    baseUrl,
  }) => {
    const tag = `${Date.now() % 1_000_000}`;
    const token = await loginAdmin(page, demo);
    const before = await callApi<{ own: (Article & { version: number })[] }>(
      baseUrl,
      '/api/admin/website/article/getList',
      { token },
    );
    const agreement = before.body.data.own.find((row) => row.mark === 'user_agreement');
    if (!agreement) throw new Error('the platform has no user agreement');
    const first = agreement.version;

    // admin › website: the English title and content beside the Chinese ones
    await page.goto(`${consoleBase.admin}/website`);
    const platformPages = page.getByTestId('website-articles');
    const row = platformPages.locator('tr.ant-table-row').filter({ hasText: agreement.title });
    await row.waitFor();
    await clickWhenSettled(row.getByTestId('site-article-edit'));
    const form = page.getByTestId('site-article-form');
    await form.waitFor();
    await form.getByTestId('site-article-title-en').fill(`User agreement ${tag}`);
    await clickWhenSettled(form.getByTestId('site-article-language-en'));
    const editor = form.getByTestId('site-article-content-en');
    await editor.click();
    await editor.fill(`These terms apply to every event on the platform ${tag}`);
    await saveScreenshot(page, 'admin-website-article-english');
    await clickWhenSettled(page.getByTestId('site-article-form-submit'));
    await form.waitFor({ state: 'hidden' });

    // the history: the new version is current, the earlier one is there to view and restore
    const versionLink = row.getByTestId('site-article-history');
    await eventually(() => versionLink.textContent()).toContain(`${first + 1}`);
    await clickWhenSettled(versionLink);
    const history = page.getByTestId('article-versions');
    const latest = history.getByTestId(`article-version-${first + 1}`);
    await latest.waitFor();
    expect(await latest.textContent()).toContain(zh_CN.siteArticles.current);
    await whenSettled(latest);
    await saveScreenshot(page, 'admin-website-article-versions');
    const earlier = history.getByTestId(`article-version-${first}`);
    await clickWhenSettled(earlier.getByTestId('article-version-view'));
    const detail = page.getByTestId('article-version-detail-zh_CN');
    await detail.waitFor();
    expect(await detail.textContent()).toContain(agreement.title);
    await whenSettled(detail);
    await saveScreenshot(page, 'admin-website-article-version-view');
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'hidden' });

    // the customer site in English: the English text and its version line
    const visitor = await openPage();
    const essayUrl = hostUrl(baseUrl, 'agent1.localhost', '/my/essay/user_agreement');
    await visitor.goto(essayUrl);
    await visitor.evaluate(() => localStorage.setItem('language', 'en'));
    await visitor.reload();
    const essay = visitor.getByTestId('essay-page');
    await essay.getByText(`User agreement ${tag}`).waitFor();
    expect(await essay.textContent()).toContain(`These terms apply to every event on the platform ${tag}`);
    await eventually(() => visitor.getByTestId('essay-version').textContent()).toContain(
      `Version ${first + 1} · updated`,
    );
    await saveScreenshot(visitor, 'partner-content-essay-english');

    // restore the earlier version: a new version with its text, the history kept
    await clickWhenSettled(earlier.getByTestId('article-version-restore'));
    await clickWhenSettled(page.locator('.ant-popconfirm .ant-btn-primary'));
    const restored = history.getByTestId(`article-version-${first + 2}`);
    await restored.waitFor();
    expect(await restored.textContent()).toContain(zh_CN.siteArticles.current);
    await history.getByTestId(`article-version-${first + 1}`).waitFor();
    await saveScreenshot(page, 'admin-website-article-restored');

    // the English site falls back to the restored Chinese text, at the new version
    await visitor.reload();
    await essay.getByText(agreement.title, { exact: true }).waitFor();
    expect(await essay.textContent()).not.toContain(tag);
    await eventually(() => visitor.getByTestId('essay-version').textContent()).toContain(
      `Version ${first + 2} · updated`,
    );
    await saveScreenshot(visitor, 'partner-content-essay-restored');
  });

  test('the admin gives a footer link an English title; the customer site in English shows it, with English tool and plan names', async ({
    page,
    openPage,
    demo,
    baseUrl,
  }) => {
    const tag = `${Date.now() % 1_000_000}`;
    const token = await loginAdmin(page, demo);
    const before = await callApi<Record<string, unknown>>(baseUrl, '/api/admin/website/getSetting', {
      token,
    });
    expect(before.body.code).toBe(0);

    // admin › website (the platform's default site, which the demo host shows): the footer's first link,
    // its titles side by side
    await page.goto(`${consoleBase.admin}/website`);
    const website = page.getByTestId('site-settings');
    await website.getByTestId('site-title').waitFor();
    // the page data: the site's title, keywords and description, each in three languages
    await saveScreenshot(page, 'admin-website-page-data-languages');
    await clickWhenSettled(website.getByRole('tab', { name: zh_CN.siteSettings.tabFooter }));
    const english = `Live big screen ${tag}`;
    await website.getByTestId('site-link-0-0-en').fill(english);
    await website.getByTestId('site-link-0-0-zh-tw').fill(`現場大屏 ${tag}`);
    await website.getByTestId('site-link-0-0-en').scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'admin-website-footer-languages');
    await clickWhenSettled(website.getByTestId('site-settings-save'));
    await page.getByText(zh_CN.siteSettings.saved).waitFor();

    // the customer, in Chinese first: the zh_CN title; switched to English: the English one
    const customer = await openPage();
    await loginCustomer(customer, demo);
    const footer = customer.getByTestId('site-footer');
    await footer.waitFor();
    expect(await footer.textContent()).not.toContain(english);
    await clickWhenSettled(customer.getByTestId('language-switch'));
    await clickWhenSettled(customer.getByRole('menuitem', { name: zh_CN.language.en }));
    await eventually(() => footer.textContent()).toContain(english);
    expect(await footer.textContent()).toContain('User agreement');
    await footer.getByText(english).scrollIntoViewIfNeeded();
    await saveScreenshot(customer, 'site-footer-english');

    // the tool page and the VIP popup name the tool and the plans in English
    await customer.goto('/my/tool/screen');
    await customer.getByText('Big-screen interaction').first().waitFor();
    await saveScreenshot(customer, 'site-tool-english');
    await clickWhenSettled(customer.getByTestId('vip-open'));
    await clickWhenSettled(customer.getByTestId('vip-open-modal'));
    const modal = customer.getByTestId('vip-modal');
    await modal.getByTestId('vip-plan').filter({ hasText: 'Basic · 7-day trial' }).waitFor();
    await modal.getByText('Big-screen interaction').first().waitFor();
    expect(await modal.textContent()).not.toContain('基础版');
    expect(await modal.textContent()).not.toContain('大屏互动');
    // the header's VIP dropdown (hovered to open the popup) closes when the pointer leaves it
    await customer.mouse.move(5, 700);
    await customer.getByTestId('vip-dropdown').waitFor({ state: 'hidden' });
    await saveScreenshot(customer, 'site-vip-popup-english');

    // put the platform's site back for the other journeys
    const restored = await callApi(baseUrl, '/api/admin/website/saveSetting', {
      token,
      body: before.body.data,
    });
    expect(restored.body.code).toBe(0);
  });
});
