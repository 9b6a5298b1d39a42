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
import { adminToken, codeFromOutbox, isPath } from './customer-auth.steps.ts';

/**
 * The staff /forget (issue 14): a staff account with an email resets its forgotten password from the login
 * page with the code the email carried (read here from the outbox), then signs in with the new one.
 */
describe('forgotten staff password', () => {
  test('a staff member resets the password through /forget with the emailed code and signs in', async ({
    page,
    demo,
    baseUrl,
  }) => {
    const username = `fg-${Date.now() % 100000}`;
    const email = `${username}@example.com`;
    const token = await adminToken(baseUrl, demo.admin.password);
    const roles = await callApi<{ id: number; role_code: string }[]>(
      baseUrl,
      '/api/admin/system/user/getRoles',
      { token },
    );
    const operator = roles.body.data.find((role) => role.role_code === 'platform_operator');
    const created = await callApi(baseUrl, '/api/admin/system/user/create', {
      token,
      body: {
        username,
        nickname: '忘记密码的人',
        email,
        role_ids: [operator?.id],
        password: 'Old-Forgotten-2026',
      },
    });
    expect(created.body.code, created.body.msg).toBe(0);

    await page.goto(`${consoleBase.admin}/login`);
    const captcha = page.waitForResponse(isPath('/api/auth/captcha'));
    await clickWhenSettled(page.getByTestId('login-forget'));
    await eventually(() => new URL(page.url()).pathname).toBe(`${consoleBase.admin}/forget`);
    const answer = (await captcha).headers()['x-test-captcha-answer'] ?? '';
    await page.getByTestId('forget-account').fill(username);
    await page.locator('#captcha_code').fill(answer);
    const [sent] = await Promise.all([
      page.waitForResponse(isPath('/api/auth/forget/sendCode')),
      clickWhenSettled(page.getByTestId('forget-send')),
    ]);
    expect(((await sent.json()) as { code: number }).code).toBe(0);
    await eventually(() => page.getByTestId('forget-send').textContent()).toMatch(/秒后重发/);

    const code = await codeFromOutbox(baseUrl, demo.admin.password, email);
    await page.getByTestId('forget-code').fill(code);
    await page.getByTestId('forget-password').fill('New-Remembered-2026');
    await page.getByTestId('forget-password2').fill('New-Remembered-2026');
    await saveScreenshot(page, 'forget-filled');
    await clickWhenSettled(page.getByTestId('forget-submit'));
    await eventually(() => new URL(page.url()).pathname).toBe(`${consoleBase.admin}/login`);

    await loginAdmin(page, demo, { username, password: 'New-Remembered-2026' });
    await eventually(() => page.getByTestId('side-menu').textContent()).toContain('客户列表');
  });
});
