import { Secret, TOTP } from 'otpauth';
import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import {
  type Credentials,
  callApi,
  clickWhenSettled,
  consoleBase,
  eventually,
  loginAdmin,
  saveScreenshot,
  submitLogin,
  test,
} from '../fixtures.ts';

/**
 * Two-factor sign-in (issue 14): a staff account sets up an authenticator on its profile page (the test
 * reads the secret the page shows and computes the codes, as the phone's app would), signs out, signs in
 * with the password and then a code; a recovery code signs in once.
 */

/** The code the authenticator app shows, `stepsAhead` 30-second steps from now. */
const codeOf = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });

/** antd puts a space between two CJK characters of a button ("确 定"). */
const button = (scope: Locator, label: string) =>
  scope.getByRole('button', { name: new RegExp(label.split('').join('\\s*')) });

/** A new operator account, created through the API with the demo admin's session. */
async function newOperator(baseUrl: string, admin: Credentials): Promise<Credentials> {
  const login = await callApi<{ access_token: string }>(baseUrl, '/api/auth/login', {
    body: { ...admin, audience: 'admin' },
  });
  const token = login.body.data.access_token;
  const roles = await callApi<{ id: number; role_code: string }[]>(
    baseUrl,
    '/api/admin/system/user/getRoles',
    {
      token,
    },
  );
  const operator = roles.body.data.find((role) => role.role_code === 'platform_operator');
  const account = { username: `totp-${Date.now() % 100_000}`, password: 'Totp-Journey-Pass-2026' };
  const created = await callApi(baseUrl, '/api/admin/system/user/create', {
    token,
    body: { ...account, nickname: '两步验证员', role_ids: [operator?.id] },
  });
  expect(created.body.code).toBe(0);
  return account;
}

async function signOut(page: Page) {
  await page.getByTestId('header-user').click();
  await clickWhenSettled(page.getByTestId('logout'));
  await clickWhenSettled(button(page.getByRole('dialog', { name: '确认退出' }), '确定'));
  await eventually(() => new URL(page.url()).pathname).toMatch(/\/login$/);
}

/** The password step, which answers the challenge of the code step instead of a session. */
async function passwordStep(page: Page, account: Credentials) {
  await page.goto(`${consoleBase.admin}/login`);
  const answer = await submitLogin(page, 'admin', account);
  expect(answer.code).toBe(0);
  expect(answer.data?.access_token).toBeUndefined();
  await page.getByTestId('two-factor-step').waitFor();
}

async function codeStep(page: Page, code: string) {
  await page.getByTestId('two-factor-code').fill(code);
  const [response] = await Promise.all([
    page.waitForResponse((candidate) => new URL(candidate.url()).pathname === '/api/auth/twoFactor/verify'),
    clickWhenSettled(page.getByTestId('two-factor-submit')),
  ]);
  return (await response.json()) as { code: number; msg: string };
}

describe('two-factor sign-in', () => {
  test('sets up an authenticator on the profile page, then signs in with the password and a code; a recovery code works once', async ({
    page,
    demo,
    baseUrl,
  }) => {
    const account = await newOperator(baseUrl, demo.admin);
    await loginAdmin(page, demo, { as: account, at: '/user/profile' });
    const card = page.getByTestId('two-factor-card');
    await eventually(() => card.getByTestId('two-factor-state').textContent()).toBe('未开启');
    await clickWhenSettled(card.getByTestId('two-factor-enable'));

    const setup = page.getByTestId('two-factor-setup');
    await setup.getByTestId('two-factor-qr').waitFor();
    const secret = ((await setup.getByTestId('two-factor-secret').textContent()) ?? '').replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await saveScreenshot(page, 'totp-enrol-qr');
    // a wrong code is refused and the secret stays unconfirmed
    await setup.getByTestId('two-factor-code').fill(codeOf(secret, 8));
    await clickWhenSettled(setup.getByTestId('two-factor-confirm'));
    await page.locator('.ant-message').getByText('验证码错误').waitFor();
    const enableCode = codeOf(secret);
    await setup.getByTestId('two-factor-code').fill(enableCode);
    await clickWhenSettled(setup.getByTestId('two-factor-confirm'));

    const recovery = page.getByTestId('two-factor-recovery');
    await recovery.waitFor();
    const codes = (
      await recovery.getByTestId('two-factor-recovery-codes').locator('code').allTextContents()
    ).map((code) => code.trim());
    expect(codes).toHaveLength(10);
    await saveScreenshot(page, 'totp-recovery-codes');
    await clickWhenSettled(recovery.getByTestId('two-factor-done'));
    await eventually(() => page.locator('.ant-modal-wrap:visible').count()).toBe(0);
    await eventually(() => card.getByTestId('two-factor-state').textContent()).toBe('已开启');
    await eventually(() => card.textContent()).toContain('剩余 10 个未使用的恢复码');
    await saveScreenshot(page, 'totp-profile-enabled');

    // sign out; the password alone no longer signs in: the page asks for the code
    await signOut(page);
    await passwordStep(page, account);
    await saveScreenshot(page, 'totp-login-code-step');
    // the code that turned it on was taken; the app's next one signs in
    const reused = await codeStep(page, enableCode);
    expect(reused.code).not.toBe(0);
    expect((await codeStep(page, codeOf(secret, 1))).code).toBe(0);
    await page.getByTestId('side-menu').waitFor();

    // a recovery code signs in once
    await signOut(page);
    await passwordStep(page, account);
    expect((await codeStep(page, codes[0])).code).toBe(0);
    await page.getByTestId('side-menu').waitFor();
    await signOut(page);
    await passwordStep(page, account);
    const again = await codeStep(page, codes[0]);
    expect([again.code, again.msg]).toEqual([400, '验证码错误']);
    await page.locator('.ant-message').getByText('验证码错误').waitFor();
    expect(new URL(page.url()).pathname).toMatch(/\/login$/);
    // back to the password, and another recovery code
    await clickWhenSettled(page.getByTestId('two-factor-back'));
    await passwordStep(page, account);
    expect((await codeStep(page, codes[1])).code).toBe(0);
    await page.goto(`${consoleBase.admin}/user/profile`);
    await eventually(() => page.getByTestId('two-factor-card').textContent()).toContain(
      '剩余 8 个未使用的恢复码',
    );
  });

  test('a role that requires two-factor sign-in makes its holder set up the app at sign-in', async ({
    page,
    openPage,
    demo,
    baseUrl,
  }) => {
    const code = `secure_${Date.now() % 100_000}`;
    const adminToken = await loginAdmin(page, demo, { at: '/system/role' });
    const roles = page.getByTestId('role-list');
    await roles.locator('tr.ant-table-row').first().waitFor();
    await clickWhenSettled(roles.getByTestId('role-create'));
    const form = page.getByTestId('role-form');
    await form.getByTestId('role-code').fill(code);
    await form.getByTestId('role-name').fill('安全审计员');
    await clickWhenSettled(form.getByTestId('role-require-totp'));
    // it grants the home page only
    const home = page
      .locator('.ant-tree-treenode')
      .filter({ has: page.getByTestId('grant-self-admin.index') });
    await clickWhenSettled(home.locator('.ant-tree-checkbox'));
    await saveScreenshot(page, 'role-form-require-totp');
    await clickWhenSettled(page.getByTestId('role-form-submit'));
    const row = roles.locator('tr.ant-table-row').filter({ hasText: code });
    await eventually(() => row.textContent()).toMatch(/安全审计员.*自定义.*必须/);

    const roleList = await callApi<{ id: number; role_code: string }[]>(
      baseUrl,
      '/api/admin/system/user/getRoles',
      {
        token: adminToken,
      },
    );
    const account = { username: `secure-${Date.now() % 100_000}`, password: 'Secure-Journey-Pass-2026' };
    const created = await callApi(baseUrl, '/api/admin/system/user/create', {
      token: adminToken,
      body: {
        ...account,
        nickname: '安全审计员',
        role_ids: [roleList.body.data.find((role) => role.role_code === code)?.id],
      },
    });
    expect(created.body.code).toBe(0);

    const holder = await openPage();
    await holder.goto(`${consoleBase.admin}/login`);
    const answer = await submitLogin(holder, 'admin', account);
    expect(answer.data?.access_token).toBeUndefined();
    const enrol = holder.getByTestId('two-factor-enrol');
    await enrol.getByTestId('two-factor-qr').waitFor();
    const secret = ((await enrol.getByTestId('two-factor-secret').textContent()) ?? '').replace(/\s/g, '');
    await saveScreenshot(holder, 'totp-login-enrol-step');
    await enrol.getByTestId('two-factor-code').fill(codeOf(secret));
    await clickWhenSettled(enrol.getByTestId('two-factor-confirm'));
    await enrol.getByTestId('two-factor-recovery').waitFor();
    // no session yet until the codes are acknowledged: the page is still the sign-in
    expect(new URL(holder.url()).pathname).toMatch(/\/login$/);
    await clickWhenSettled(enrol.getByTestId('two-factor-done'));
    await holder.getByTestId('side-menu').waitFor();
    // the staff drawer shows the account's authenticator, required by its role
    await page.goto(`${consoleBase.admin}/system/user?detail=${(created.body.data as { id: number }).id}`);
    const drawer = page.getByTestId('staff-detail-drawer');
    await eventually(() => drawer.getByTestId('staff-two-factor').textContent()).toBe('已开启');
    expect(await drawer.textContent()).toContain('角色要求');
    await eventually(() => drawer.getByTestId('staff-sessions').locator('tr.ant-table-row').count()).toBe(1);
  });
});
