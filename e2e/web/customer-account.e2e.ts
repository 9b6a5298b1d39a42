/// <reference lib="dom" />
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
} from '../fixtures.ts';
import { codeFromOutbox, nextCaptchaAnswer, registerCustomer, sendCode } from './customer-auth.steps.ts';
import { zh_CN } from './strings.ts';

/**
 * Customer account (issue 5 part B): the user menu of spec §2, account settings (/user: nickname, city,
 * password), the official accounts (/account, authorised through the sandbox page) and the third-party
 * interfaces (/api), shown only to a customer with from_admin or from_agent = 1.
 */
const text = zh_CN.customerAccount;
const menu = zh_CN.customerMenu;

/** The user dropdown's entries, in order (logout last). */
async function userMenuEntries(page: Page): Promise<string[]> {
  await clickWhenSettled(page.getByTestId('header-user'));
  const dropdown = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
  await dropdown.getByTestId('logout').waitFor();
  const entries = await dropdown.locator('.ant-dropdown-menu-title-content').allTextContents();
  return entries.map((entry) => entry.trim());
}

async function editField(page: Page, field: 'nickname' | 'city', value: string) {
  await clickWhenSettled(page.getByTestId(`edit-${field}`));
  const input = page.getByTestId(`field-${field}`);
  await input.fill(value);
  await page.getByTestId('field-submit').click();
  await page.getByText('修改成功').first().waitFor();
  await eventually(() => page.getByTestId(`value-${field}`).textContent()).toBe(value);
}

describe('customer account settings', () => {
  test('a customer changes nickname, city and password; the menu is the spec list without /api', async ({
    page,
    baseUrl,
    demo,
  }) => {
    const password = 'Account-Old-Pass-3';
    const newPassword = 'Account-New-Pass-4';
    const { username: email } = await registerCustomer(baseUrl, demo.admin.password, 'account', password);
    await loginCustomer(page, demo, { username: email, password });

    // Spec §2: the user menu, exactly; not a partner → no third-party interfaces.
    expect(await userMenuEntries(page)).toEqual([
      menu.account,
      menu.resource,
      menu.library,
      menu.download,
      menu.user,
      menu.order,
      zh_CN.shell.logout,
    ]);
    await clickWhenSettled(page.getByTestId('user-menu-user'));
    await eventually(() => pathOf(page)).toBe('/my/user');
    const settings = page.getByTestId('user-settings');
    await settings.getByTestId('row-email').getByText(email).waitFor();

    await editField(page, 'nickname', '会务小王');
    await eventually(() => page.getByTestId('header-user').textContent()).toBe('会务小王');
    await editField(page, 'city', '杭州');

    // Avatar: chosen with the image picker, cropped (aspect 1), uploaded and shown in the header.
    const png = await page.screenshot({ clip: { x: 0, y: 0, width: 240, height: 180 }, type: 'png' });
    await settings
      .getByTestId('avatar-picker')
      .locator('input[type="file"]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    const cropper = page.locator('.ant-modal').filter({ has: page.getByTestId('cropper-dialog') });
    await cropper.getByTestId('cropper-dialog').waitFor();
    await clickWhenSettled(cropper.getByTestId('cropper-confirm'));
    const headerAvatar = page.locator('.shell-user-avatar .ant-avatar img');
    await eventually(() => headerAvatar.getAttribute('src')).toMatch(
      /^\/storage\/customer\/\d+\/\d+\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f]{32}\d{5}\.png$/,
    );
    await saveScreenshot(page, 'customer-user-settings');

    // The avatar leads to the activities (spec §2).
    await clickWhenSettled(page.getByTestId('header-avatar'));
    await eventually(() => pathOf(page)).toBe('/my/activity');

    // /api is neither in the menus nor a route for this customer.
    await page.goto('/my/api');
    await page.getByText(zh_CN.exception.notFound).waitFor();

    // Password: the old one is required and checked; a change ends the session.
    await page.goto('/my/user');
    await clickWhenSettled(page.getByTestId('edit-password'));
    const modal = page.getByRole('dialog');
    await modal.getByLabel(zh_CN.password.old).fill('Wrong-Old-Pass-0');
    await modal.getByLabel(zh_CN.password.new, { exact: true }).fill(newPassword);
    await modal.getByLabel(zh_CN.password.again).fill(newPassword);
    await page.getByTestId('password-submit').click();
    await modal.getByText(zh_CN.password.oldWrong).waitFor();
    await modal.getByLabel(zh_CN.password.old).fill(password);
    await page.getByTestId('password-submit').click();
    await page.getByText(zh_CN.password.changed).first().waitFor();
    await eventually(() => new URL(page.url()).pathname).toBe('/my/login');

    const old = await callApi(baseUrl, '/api/customer/login/index', { body: { username: email, password } });
    expect(old.body.code).toBe(400);
    await loginCustomer(page, demo, { as: { username: email, password: newPassword }, at: '/user' });
    await eventually(() => page.getByTestId('value-city').textContent()).toBe('杭州');
  });

  test('/api is in the menu of a customer with from_agent = 1: credentials with a secret shown once', async ({
    page,
    demo,
  }) => {
    await loginCustomer(page, demo);
    expect(await userMenuEntries(page)).toEqual([
      menu.account,
      menu.resource,
      menu.api,
      menu.library,
      menu.download,
      menu.user,
      menu.order,
      zh_CN.shell.logout,
    ]);
    await clickWhenSettled(page.getByTestId('user-menu-api'));
    await eventually(() => pathOf(page)).toBe('/my/api');
    const apiPage = page.getByTestId('api-page');
    await apiPage.waitFor();

    const name = `对接 ${Date.now()}`;
    await clickWhenSettled(page.getByTestId('credential-create'));
    await page.getByTestId('credential-name').fill(name);
    await page.getByTestId('credential-submit').click();
    const secret = await page.getByTestId('credential-secret').textContent();
    expect(secret).toMatch(/^sk_[\w-]{43}$/);
    await page.getByText(text.api.secretOnce).waitFor();
    await page.getByTestId('credential-name').waitFor({ state: 'hidden' });
    await saveScreenshot(page, 'customer-api-secret');
    await page.getByTestId('secret-done').click();
    const row = apiPage.locator('tr').filter({ hasText: name });
    await row.getByText(text.api.active).waitFor();
    expect(await apiPage.textContent()).not.toContain(secret ?? '-');

    // Revoking asks first.
    await clickWhenSettled(row.getByTestId('credential-revoke'));
    await clickWhenSettled(page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s?定/ }));
    await row.getByText(text.api.revoked).waitFor();

    // The search-engine service.
    await apiPage.getByRole('tab', { name: text.api.services }).click();
    await page.getByTestId('service-site').fill('https://events.example.com');
    await page.getByTestId('service-token').fill('baidu-token-1234');
    await page.getByTestId('service-save').click();
    await page.getByText(text.api.tokenKept.replace('{{tail}}', '1234')).waitFor();
    await saveScreenshot(page, 'customer-api-services');
  });

  test('an official account is authorised through the sandbox page, refreshed and unbound', async ({
    page,
    demo,
    openPage,
  }) => {
    await loginCustomer(page, demo, { at: '/account' });
    const accounts = page.getByTestId('official-accounts');
    await accounts.waitFor();
    const popup = page.waitForEvent('popup');
    await clickWhenSettled(page.getByTestId('official-authorize-start'));
    await (await popup).close();
    const url = await page.getByTestId('official-authorize').getAttribute('data-url');
    expect(url).toContain('/api/sandbox/wechat/authorize?ticket=');

    const phone = await openPage();
    await phone.goto(url ?? '');
    const nick = `年会助手${Date.now() % 10000}`;
    await phone.locator('#nick_name').fill(nick);
    await phone.locator('#service_type').selectOption('2');
    await phone.getByRole('button').click();
    await phone.locator('[data-state="authorized"]').waitFor();

    // The dialog saw it (polled every 2 s) and closed; the list shows the account.
    await page.getByText(text.official.authorized).first().waitFor({ timeout: 10_000 });
    const row = accounts.locator('tr').filter({ hasText: nick });
    await row.getByText(text.official.service, { exact: true }).waitFor();
    await saveScreenshot(page, 'customer-official-accounts');
    await clickWhenSettled(row.getByTestId('official-refresh'));
    await page.getByText('刷新成功').first().waitFor();
    await clickWhenSettled(row.getByTestId('official-unbind'));
    await clickWhenSettled(page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s?定/ }));
    await row.waitFor({ state: 'detached' });
  });
  test('a customer binds a new email by code and binds, then unbinds WeChat through the sandbox page', async ({
    page,
    baseUrl,
    demo,
    openPage,
  }) => {
    const password = 'Account-Bind-Pass-5';
    const { username: email } = await registerCustomer(baseUrl, demo.admin.password, 'account', password);
    await loginCustomer(page, demo, { as: { username: email, password }, at: '/user' });
    await page.getByTestId('user-settings').getByText(email).waitFor();

    // Email: the code goes to the new address (graphic captcha first), then "bound".
    const newEmail = `moved-${Date.now()}@example.com`;
    const captcha = nextCaptchaAnswer(page);
    await clickWhenSettled(page.getByTestId('edit-email'));
    await page.getByTestId('contact-email').fill(newEmail);
    await sendCode(page, captcha);
    await page.locator('#verify_code').fill(await codeFromOutbox(baseUrl, demo.admin.password, newEmail));
    await saveScreenshot(page, 'customer-user-email');
    await clickWhenSettled(page.getByRole('dialog').getByRole('button', { name: /确\s?定/ }));
    await eventually(() => page.getByTestId('value-email').textContent()).toBe(newEmail);

    // WeChat: the QR opens the sandbox bind page on the "phone"; the page polls and shows it bound.
    await clickWhenSettled(page.getByTestId('wechat-bind-open'));
    const bind = page.getByTestId('wechat-bind');
    await eventually(() => bind.getAttribute('data-url')).toContain('/api/sandbox/wechat/bind?ticket=');
    await saveScreenshot(page, 'customer-wechat-bind');
    const phone = await openPage();
    await phone.goto((await bind.getAttribute('data-url')) ?? '');
    await phone.getByRole('button').click();
    await phone.locator('[data-state="bound"]').waitFor();
    await eventually(() => page.getByTestId('wechat-state').textContent()).toBe(text.wechat.isBound);
    await bind.waitFor({ state: 'hidden' });

    await clickWhenSettled(page.getByTestId('wechat-unbind'));
    await clickWhenSettled(page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s?定/ }));
    await eventually(() => page.getByTestId('wechat-state').textContent()).toBe(text.wechat.notBound);
  });
});
