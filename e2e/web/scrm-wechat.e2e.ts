import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { clickWhenSettled, consoleBase, eventually, loginAdmin, test } from '../fixtures.ts';
import { screenshotSettled } from './customer-auth.steps.ts';

/**
 * SCRM › 公众号 and 自定义菜单 (issue 17): the admin authorises the platform's own official account through the
 * sandbox WeChat's authorisation page; a second browser (a phone) follows it on the sandbox follow page; a
 * follower sync (a durable job, its progress on the page) shows the follower, who is now a lead in 商机线索.
 * Then the admin builds a menu of two buttons (one with two sub-buttons), publishes it through the sandbox
 * WeChat's menu/create and sees it live.
 */
const openDropdown = (page: Page) => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');

describe('SCRM › WeChat official accounts', () => {
  test("the platform's account: authorise, a phone follows, the sync brings a lead, a menu is published", async ({
    page,
    demo,
    openPage,
  }) => {
    const stamp = Date.now() % 100000;
    const accountName = `平台服务号${stamp}`;
    const fan = `关注者${stamp}`;
    await loginAdmin(page, demo, { at: '/index' });
    await clickWhenSettled(page.getByRole('menuitem', { name: /SCRM/ }));
    await clickWhenSettled(page.getByRole('menuitem', { name: /公众号$/ }));
    await eventually(() => new URL(page.url()).pathname).toBe(`${consoleBase.admin}/scrm/wechat`);
    const list = page.getByTestId('wechat-accounts');
    await list.waitFor();

    // authorise the platform's own account (the owner the dialog proposes first)
    await clickWhenSettled(list.getByTestId('wechat-authorize'));
    await page.getByTestId('wechat-authorize-owner').getByText('平台自有').waitFor();
    await clickWhenSettled(page.getByTestId('wechat-authorize-begin'));
    const qr = page.getByTestId('wechat-authorize-qr');
    await qr.waitFor();
    await screenshotSettled(page, 'scrm-wechat-authorize-qr');
    const authUrl = await qr.getAttribute('data-url');
    expect(authUrl).toContain('/api/sandbox/wechat/mp/authorize?ticket=');

    const phone = await openPage();
    await phone.goto(authUrl ?? '');
    await phone.locator('#nick_name').fill(accountName);
    await phone.locator('#principal_name').fill('示例科技有限公司');
    await phone.getByRole('button').click();
    await phone.locator('[data-state="authorized"]').waitFor();

    // the dialog saw it (polled) and closed; the platform's account is listed first, tagged
    await page.getByText('公众号已授权').first().waitFor({ timeout: 10_000 });
    const row = list.locator('tr').filter({ hasText: accountName });
    await row.getByTestId('wechat-account-platform').waitFor();
    expect(await list.locator('tbody tr.ant-table-row').first().textContent()).toContain(accountName);

    // the followers drawer: nothing synced yet; the account's follow QR for phones
    await clickWhenSettled(row.getByTestId('wechat-account-open'));
    const drawer = page.getByTestId('wechat-followers');
    await drawer.getByText('尚未同步粉丝').waitFor();
    const followUrl = await drawer.getByTestId('wechat-follow-qr').getAttribute('data-url');
    expect(followUrl).toContain('/api/sandbox/wechat/mp/follow?appid=wx');

    // a second browser (a phone of its own) follows the account on the sandbox follow page
    const fanPhone = await openPage();
    await fanPhone.goto(followUrl ?? '');
    await fanPhone.locator('[data-state="not-following"]').waitFor();
    await fanPhone.locator('#nickname').fill(fan);
    await fanPhone.getByRole('button').click();
    await fanPhone.locator('[data-state="followed"]').waitFor();
    await screenshotSettled(fanPhone, 'scrm-wechat-sandbox-followed');

    // sync: the job runs, its progress and then the follower show
    await clickWhenSettled(drawer.getByTestId('wechat-sync-start'));
    await eventually(() => drawer.getByTestId('wechat-sync').getAttribute('data-state')).toBe('done');
    await drawer.getByTestId('wechat-follower-name').filter({ hasText: fan }).waitFor();
    await drawer.getByText(/上次同步：/).waitFor();
    await screenshotSettled(page, 'scrm-wechat-followers');
    await page.keyboard.press('Escape');
    await eventually(() => row.getByTestId('wechat-account-followers').textContent()).toBe('1');
    await screenshotSettled(page, 'scrm-wechat-accounts');

    // the follower is a lead of the platform's pipeline
    await page.goto(`${consoleBase.admin}/scrm/business`);
    const leads = page.getByTestId('lead-list');
    await leads.locator('tr').filter({ hasText: fan }).waitFor();

    // the custom menu: two buttons, the second with two sub-buttons
    await page.goto(`${consoleBase.admin}/scrm/wechat_custom`);
    const editor = page.getByTestId('wechat-menu');
    await editor.waitFor();
    await clickWhenSettled(editor.getByTestId('wechat-menu-account'));
    await clickWhenSettled(openDropdown(page).getByText(accountName));
    const form = editor.getByTestId('wechat-menu-form');

    await clickWhenSettled(editor.getByTestId('wechat-menu-add'));
    await form.getByTestId('wechat-menu-name').fill('官网');
    await clickWhenSettled(form.getByText('链接', { exact: true }));
    await form.getByTestId('wechat-menu-url').fill('https://example.com/');

    await clickWhenSettled(editor.getByTestId('wechat-menu-add'));
    // too long for WeChat: six Chinese characters are 18 bytes
    await form.getByTestId('wechat-menu-name').fill('联系我们的方式');
    await editor
      .getByTestId('wechat-menu-problem')
      .getByText('按钮名称为 1 至 16 字节（一个汉字占 3 字节）')
      .waitFor();
    expect(await editor.getByTestId('wechat-menu-publish').isDisabled()).toBe(true);
    await form.getByTestId('wechat-menu-name').fill('服务');
    await clickWhenSettled(editor.getByTestId('wechat-menu-add-sub').nth(1));
    await form.getByTestId('wechat-menu-name').fill('联系我们');
    await form.getByTestId('wechat-menu-key').fill('CONTACT');
    await clickWhenSettled(editor.getByTestId('wechat-menu-add-sub').nth(1));
    await form.getByTestId('wechat-menu-name').fill('活动报名');
    await clickWhenSettled(form.getByText('链接', { exact: true }));
    await form.getByTestId('wechat-menu-url').fill('https://example.com/signup');
    await eventually(() => editor.getByTestId('wechat-menu-problem').count()).toBe(0);
    // drag and drop (dnd-kit): 活动报名 is dragged by its handle above 联系我们
    const subs = editor.getByTestId('wechat-menu-sub');
    const from = await subs.nth(1).getByLabel('拖动排序').boundingBox();
    const to = await subs.nth(0).boundingBox();
    if (!from || !to) throw new Error('the sub-buttons are not on screen');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
    await page.mouse.move(from.x + from.width / 2, to.y + 4, { steps: 10 });
    await page.mouse.up();
    await eventually(() => subs.allTextContents()).toEqual([
      expect.stringContaining('活动报名'),
      expect.stringContaining('联系我们'),
    ]);
    // the phone preview: two buttons, the open one's sub-buttons above
    await eventually(() => editor.getByTestId('wechat-menu-phone-button').count()).toBe(2);
    await editor.getByTestId('wechat-menu-phone-subs').getByText('活动报名').waitFor();
    await screenshotSettled(page, 'scrm-wechat-menu-editor');

    await clickWhenSettled(editor.getByTestId('wechat-menu-publish'));
    await clickWhenSettled(page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s?定/ }));
    await page.getByText('菜单已发布到微信').first().waitFor();
    await editor
      .getByTestId('wechat-menu-published')
      .getByText(/上次发布：/)
      .waitFor();

    // what WeChat has live
    await clickWhenSettled(editor.getByTestId('wechat-menu-show-live'));
    const live = page.getByTestId('wechat-menu-live');
    await live.getByText('服务').waitFor();
    await live.getByText('联系我们').waitFor();
    await live.getByText('活动报名').waitFor();
    expect(await live.locator('li').allTextContents()).toEqual(['活动报名', '联系我们']);
    await screenshotSettled(page, 'scrm-wechat-menu-live');
  });
});
