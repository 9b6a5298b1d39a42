import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import {
  callApi,
  clickWhenSettled,
  eventually,
  loginAgent,
  pathOf,
  saveScreenshot,
  test,
} from '../fixtures.ts';
import { codeFromOutbox, isPath } from './customer-auth.steps.ts';

/**
 * The agent user's account security on /user (spec §7 BasicInfo): a new sign-in email and a new phone, each
 * proven by the code the outbox holds; gender; a password change that keeps this browser signed in and
 * signs the other device out; WeChat bound by scanning the QR on the sandbox "phone". The staff demo
 * account is used and its email and password are put back at the end.
 */

const STAFF = 'staff@example.com';
const NEW_PASSWORD = 'Agent-Basic-Pass-7';

async function openUser(page: Page) {
  await page.goto('/new_agent/user');
  await page.getByTestId('agent-account').waitFor();
}

/** Types the value, asks for a code (checkEmail / checkPhone), fills the outbox's code and confirms. */
async function changeContact(
  page: Page,
  baseUrl: string,
  adminPassword: string,
  kind: 'email' | 'phone',
  value: string,
) {
  await clickWhenSettled(page.getByTestId(`change-${kind}`));
  const dialog = page.getByRole('dialog');
  await page.getByTestId('contact-value').fill(value);
  const [sent] = await Promise.all([
    page.waitForResponse(
      isPath(kind === 'email' ? '/api/agent/BasicInfo/checkEmail' : '/api/agent/BasicInfo/checkPhone'),
    ),
    page.getByTestId('contact-send-code').click(),
  ]);
  const answer = (await sent.json()) as { code: number; msg: string };
  expect(answer.code, answer.msg).toBe(0);
  await page
    .getByTestId('contact-send-code')
    .getByText(/秒后重发|\d+ s/)
    .waitFor();
  await page.getByTestId('contact-code').fill(await codeFromOutbox(baseUrl, adminPassword, value));
  await saveScreenshot(page, `agent-basic-info-${kind}`);
  await page.getByTestId('contact-submit').click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('agent /user account security', () => {
  test('changes email and phone by code, the gender and the password (other device signed out), binds WeChat', async ({
    page,
    demo,
    baseUrl,
    openPage,
  }) => {
    const staff = { username: STAFF, password: demo.agent.password };
    const token = await loginAgent(page, demo, staff);
    const otherDevice = await openPage();
    await loginAgent(otherDevice, demo, staff);
    await openUser(page);
    await saveScreenshot(page, 'agent-basic-info');

    // A code is needed: a wrong one is refused with the server's message and nothing changes.
    const stamp = String(Date.now());
    const newEmail = `staff-moved-${stamp}@example.com`;
    await clickWhenSettled(page.getByTestId('change-email'));
    await page.getByTestId('contact-value').fill('not-an-email');
    await page.getByTestId('contact-send-code').click();
    await page.getByRole('dialog').getByText('请输入正确的邮箱').waitFor();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /取\s?消/ })
      .click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });

    // Email: the code goes to the new address; with it the sign-in email changes.
    await changeContact(page, baseUrl, demo.admin.password, 'email', newEmail);
    await eventually(() => page.getByTestId('account-email').textContent()).toBe(newEmail);

    // Phone: the same with an SMS (the sandbox driver records it in the outbox).
    const newPhone = `139${stamp.slice(-8)}`;
    await changeContact(page, baseUrl, demo.admin.password, 'phone', newPhone);
    await eventually(() => page.getByTestId('account-phone').textContent()).toBe(newPhone);

    // Gender.
    await clickWhenSettled(page.getByTestId('account-gender'));
    await clickWhenSettled(
      page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByText('女', { exact: true }),
    );
    await page.locator('.ant-message').getByText('资料已更新').first().waitFor();

    // Password: this browser stays signed in, the other device is signed out.
    await clickWhenSettled(page.getByTestId('profile-change-password'));
    const dialog = page.getByRole('dialog');
    await dialog.locator('#oldPassword').fill(demo.agent.password);
    await dialog.locator('#password').fill(NEW_PASSWORD);
    await dialog.locator('#password2').fill(NEW_PASSWORD);
    await page.getByTestId('password-submit').click();
    await page.locator('.ant-message').getByText('密码已修改，其他设备已退出登录').waitFor();
    expect(pathOf(page)).toBe('/new_agent/user');
    await otherDevice.reload();
    await otherDevice.getByText('登录状态已过期，请重新登录').waitFor();
    await otherDevice.getByRole('button', { name: '重新登录' }).click();
    await eventually(() => new URL(otherDevice.url()).pathname).toBe('/new_agent/login');

    // WeChat: the QR opens the sandbox page on the "phone"; confirming there binds it.
    await clickWhenSettled(page.getByTestId('bind-wechat'));
    const bind = page.getByTestId('agent-bind');
    await eventually(() => bind.getAttribute('data-url')).toContain('/api/sandbox/wechat/staffBind?ticket=');
    expect(await bind.locator('canvas').count()).toBe(1);
    await saveScreenshot(page, 'agent-basic-info-wechat');
    const phone = await openPage();
    await phone.goto((await bind.getAttribute('data-url')) ?? '');
    await phone.getByText('绑定微信 / Bind WeChat').waitFor();
    await phone.locator('#openid').fill(`sandbox_staff_${stamp}`);
    await phone.getByRole('button').click();
    await phone.locator('[data-state="confirmed"]').waitFor();
    await bind.waitFor({ state: 'hidden' });
    await eventually(() => page.getByTestId('bound-wechat').textContent()).toBe('已绑定');
    await saveScreenshot(page, 'agent-basic-info-bound');

    // The next sign-in uses the new email and password. Then the demo account is put back.
    const signedIn = await callApi<{ access_token: string }>(baseUrl, '/api/auth/login', {
      body: { username: newEmail, password: NEW_PASSWORD, audience: 'agent' },
    });
    expect(signedIn.body.code, signedIn.body.msg).toBe(0);
    const restore = async (path: string, body: unknown) => {
      const answer = await callApi(baseUrl, `/api/agent/BasicInfo/${path}`, { token, body });
      expect(answer.body.code, answer.body.msg).toBe(0);
    };
    await restore('updateBasicPassword', {
      oldPassword: NEW_PASSWORD,
      password: demo.agent.password,
      password2: demo.agent.password,
    });
    await restore('checkEmail', { email: STAFF });
    await restore('updateBasicEmail', {
      email: STAFF,
      verify_code: await codeFromOutbox(baseUrl, demo.admin.password, STAFF),
    });
    expect(await loginAgent(await openPage(), demo, staff)).toBeTruthy();
  });
});
