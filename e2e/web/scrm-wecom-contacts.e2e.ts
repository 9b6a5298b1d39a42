import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { clickWhenSettled, consoleBase, eventually, loginAdmin, saveScreenshot, test } from '../fixtures.ts';
import { screenshotSettled } from './customer-auth.steps.ts';

/**
 * SCRM › 企微客户 (issue 17 weWork_custom): the admin binds the sandbox WeCom corp to the platform's own site
 * and verifies it (and its callback URL), creates an acquisition link with a new tag for the platform's
 * corp; a visitor on another device opens the link's url and adds the member; the sandbox posts WeCom's
 * add_external_contact event to the callback URL, and the contact appears with the tag, the link counts it,
 * and the lead is in 商机线索 with source 获客链接.
 */

const field = (form: Locator, testId: string) =>
  form.locator(`input[data-testid="${testId}"], [data-testid="${testId}"] input`).first();
const openDropdown = (page: Page) => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');

/** The platform's own site gets the sandbox corp, verified, with the callback URL verified by the sandbox. */
async function bindPlatformCorp(page: Page) {
  await page.goto(`${consoleBase.admin}/partner`);
  const row = page.getByTestId('partner-list').locator('tr.ant-table-row').filter({ hasText: 'Onsite 平台' });
  await clickWhenSettled(row.getByTestId('partner-detail'));
  const drawer = page.getByTestId('partner-detail-drawer');
  await clickWhenSettled(drawer.getByRole('tab', { name: '企业微信' }));
  const tab = drawer.getByTestId('partner-wework');
  const corpId = ((await tab.getByTestId('wecom-sandbox-corp').textContent()) ?? '').trim();
  const secret = ((await tab.getByTestId('wecom-sandbox-secret').textContent()) ?? '').trim();
  await clickWhenSettled(tab.getByTestId('partner-wework-edit'));
  const form = page.getByTestId('partner-wework-form');
  await form.waitFor();
  await field(form, 'wecom-corp-id').fill(corpId);
  await field(form, 'wecom-app-agent-id').fill('1000002');
  await field(form, 'wecom-secret').fill(secret);
  await field(form, 'wecom-callback-token').fill('onsitePlatformToken');
  await field(form, 'wecom-aes-key').fill('PlatformAesKey0123456789abcdefghijklmnopqrs');
  await clickWhenSettled(page.getByTestId('partner-wework-form-submit'));
  await form.waitFor({ state: 'hidden' });
  await clickWhenSettled(tab.getByTestId('partner-wework-verify'));
  await eventually(() => tab.getByTestId('wecom-status').textContent()).toBe('已验证');
  const view = tab.getByTestId('partner-wework-binding');
  await clickWhenSettled(tab.getByTestId('partner-wework-sandbox-callback'));
  await eventually(() => view.textContent()).not.toContain('尚未验证');
}

describe('SCRM › 企微客户', () => {
  test('an acquisition link with a tag brings a visitor: a tagged contact and a lead of source 获客链接', async ({
    page,
    openPage,
    demo,
  }) => {
    const stamp = Date.now() % 100000;
    const linkName = `年会获客${stamp}`;
    const tagName = `年会${stamp}`;
    const visitor = `王小明${stamp}`;
    await loginAdmin(page, demo);
    await bindPlatformCorp(page);

    // the page, through the SCRM group of the menu; the platform's corp is picked first
    await page.goto(`${consoleBase.admin}/index`);
    await clickWhenSettled(page.getByRole('menuitem', { name: /SCRM/ }));
    await clickWhenSettled(page.getByRole('menuitem', { name: /企微客户/ }));
    await eventually(() => new URL(page.url()).pathname).toBe(`${consoleBase.admin}/scrm/weWork_custom`);
    const root = page.getByTestId('wecom-custom');
    await eventually(() => root.getByTestId('wecom-custom-corp').textContent()).toContain('平台自有');
    await root.getByTestId('wecom-contacts').waitFor();

    // a new link: the form's validation first, then a name, a member and a tag made on the spot
    await clickWhenSettled(root.getByRole('tab', { name: '获客链接' }));
    const links = root.getByTestId('wecom-links');
    await links.waitFor();
    await clickWhenSettled(links.getByTestId('wecom-link-create'));
    const form = page.getByTestId('wecom-link-form');
    await form.waitFor();
    await clickWhenSettled(page.getByTestId('wecom-link-form-submit'));
    await eventually(() => form.locator('.ant-form-item-explain-error').count()).toBeGreaterThan(0);
    await form.getByTestId('wecom-link-name').fill(linkName);
    await clickWhenSettled(form.getByTestId('wecom-link-members'));
    await clickWhenSettled(openDropdown(page).getByText('张三 (zhangsan)'));
    await page.keyboard.press('Escape');
    await clickWhenSettled(form.getByTestId('wecom-link-tags'));
    await openDropdown(page).getByTestId('wecom-new-tag').fill(tagName);
    await clickWhenSettled(openDropdown(page).getByTestId('wecom-new-tag-add'));
    await eventually(() => form.getByTestId('wecom-link-tags').textContent()).toContain(tagName);
    await page.keyboard.press('Escape');
    await eventually(() => form.locator('.ant-form-item-explain-error').count()).toBe(0);
    await screenshotSettled(page, 'scrm-wecom-link-form');
    await clickWhenSettled(page.getByTestId('wecom-link-form-submit'));
    await form.waitFor({ state: 'hidden' });
    const row = links.locator('tr.ant-table-row').filter({ hasText: linkName });
    await row.waitFor();
    expect(await row.textContent()).toContain(tagName);
    expect(await row.getByTestId('wecom-link-contacts').textContent()).toBe('0');
    const url = ((await row.getByTestId('wecom-link-url').textContent()) ?? '').trim();
    expect(url).toMatch(/\/api\/sandbox\/wecom\/ca\?link_id=\w+&customer_channel=onsite\w+$/);

    // its QR code
    await clickWhenSettled(row.getByTestId('wecom-link-qr'));
    const qr = page.getByTestId('qr-dialog');
    await qr.locator('img').first().waitFor();
    await screenshotSettled(page, 'scrm-wecom-link-qr');
    await page.keyboard.press('Escape');
    await qr.waitFor({ state: 'hidden' });

    // a visitor on a phone opens the link and adds the member
    const phone = await openPage();
    await phone.setViewportSize({ width: 390, height: 760 });
    await phone.goto(url);
    await phone.getByTestId('wecom-link-member').waitFor();
    expect(await phone.getByTestId('wecom-link-member').textContent()).toBe('张三');
    await phone.getByTestId('wecom-link-name').fill(visitor);
    await saveScreenshot(phone, 'scrm-wecom-link-page');
    await phone.getByTestId('wecom-link-add').click();
    await eventually(() => phone.getByTestId('wecom-link-result').getAttribute('data-outcome')).toBe('added');
    await saveScreenshot(phone, 'scrm-wecom-link-added');

    // the contact, tagged, via the link; the link counts it
    await page.reload();
    await clickWhenSettled(root.getByRole('tab', { name: '客户' }));
    const contacts = root.getByTestId('wecom-contacts');
    const contact = contacts.locator('tr.ant-table-row').filter({ hasText: visitor });
    await contact.waitFor();
    expect(await contact.getByTestId('wecom-tag').allTextContents()).toEqual([tagName]);
    expect(await contact.getByTestId('wecom-contact-link').textContent()).toBe(linkName);
    await screenshotSettled(page, 'scrm-wecom-contacts');
    // syncing from WeCom (a job) finds nothing new: the callback brought the contact already
    expect(await contacts.getByTestId('wecom-sync').textContent()).toContain('尚未同步');
    await clickWhenSettled(contacts.getByTestId('wecom-sync-start'));
    await eventually(() => contacts.getByTestId('wecom-sync').textContent()).toMatch(
      /上次同步 .+，新增 0 位/,
    );
    expect(await contacts.locator('tr.ant-table-row').filter({ hasText: visitor }).count()).toBe(1);
    await clickWhenSettled(root.getByRole('tab', { name: '获客链接' }));
    await eventually(() => row.getByTestId('wecom-link-contacts').textContent()).toBe('1');

    // the lead, of source 获客链接, in 商机线索
    await page.goto(`${consoleBase.admin}/scrm/business`);
    const leads = page.getByTestId('lead-list');
    const lead = leads.locator('tr.ant-table-row').filter({ hasText: visitor });
    await lead.waitFor();
    expect(await lead.textContent()).toContain('获客链接');
    expect(await lead.textContent()).toContain(linkName);
    await screenshotSettled(page, 'scrm-wecom-lead');
  });
});
