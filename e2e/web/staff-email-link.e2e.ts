import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import {
  callApi,
  clickWhenSettled,
  consoleBase,
  eventually,
  loginAdmin,
  loginAgent,
  saveScreenshot,
  test,
} from '../fixtures.ts';
import { adminToken } from './customer-auth.steps.ts';

/**
 * Mails of the people screens (issue 14): the admin creates a staff account with an emailed set-password
 * link — the person opens the link from the outbox, chooses a password and signs in; an agent owner invites
 * by email into a role that requires two-factor sign-in — the mailed link signs a new user up, and the invite
 * page sets up the authenticator before the console opens.
 */

/** The link of the latest mail to `recipient` (read from the admin outbox, as the person's inbox). */
async function linkFromOutbox(baseUrl: string, password: string, recipient: string, path: string) {
  const token = await adminToken(baseUrl, password);
  const { body } = await callApi<{ body: string }[]>(
    baseUrl,
    `/api/admin/messageOutbox/getList?recipient=${encodeURIComponent(recipient)}&limit=1`,
    { token },
  );
  const link = new RegExp(`https?://\\S+${path}\\?token=[\\w-]+`).exec(body.data[0]?.body ?? '')?.[0];
  if (!link) throw new Error(`no ${path} link in the outbox for ${recipient}`);
  return link;
}

const openDropdown = (page: Page) => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');

describe('emailed links', () => {
  test('the admin creates a staff account with an emailed link; the person sets a password and signs in', async ({
    page,
    openPage,
    demo,
    baseUrl,
  }) => {
    const username = `mail-${Date.now() % 100000}`;
    const email = `${username}@example.com`;
    await loginAdmin(page, demo, { at: '/system/user' });
    const list = page.getByTestId('staff-list');
    await list.locator('tr.ant-table-row').first().waitFor();
    await clickWhenSettled(list.getByTestId('staff-create'));
    const form = page.getByTestId('staff-form');
    await form.waitFor();
    await form.getByTestId('staff-username').fill(username);
    await form.getByTestId('staff-nickname').fill('邮件小林');
    await clickWhenSettled(form.getByTestId('staff-roles'));
    await openDropdown(page).getByText('平台运营').click();
    await page.keyboard.press('Escape');
    await form.getByTestId('staff-password-mode').getByText('邮件发送设置密码链接').click();
    await form.getByTestId('staff-link-help').waitFor();
    expect(await form.getByTestId('staff-password').count()).toBe(0);
    // the link needs an email
    await clickWhenSettled(page.getByTestId('staff-form-submit'));
    await eventually(() => form.textContent()).toContain('发送设置密码链接需要填写邮箱');
    await form.getByTestId('staff-email').fill(email);
    await saveScreenshot(page, 'staff-create-by-link');
    await clickWhenSettled(page.getByTestId('staff-form-submit'));
    const row = list.locator('tr.ant-table-row').filter({ hasText: username });
    await eventually(() => row.getByTestId('staff-password-pending').count()).toBe(1);
    expect(await row.getByTestId('staff-resend-link').count()).toBe(1);
    await form.waitFor({ state: 'hidden' });
    await saveScreenshot(page, 'staff-list-password-pending');

    // the person's own browser, from the mail
    const link = await linkFromOutbox(baseUrl, demo.admin.password, email, '/new_admin/set-password');
    const person = await openPage();
    await person.goto(link);
    await eventually(() => person.getByTestId('set-password-account').textContent()).toContain(username);
    const password = 'Chosen-In-The-Mail-2026';
    await person.getByTestId('set-password-password').fill(password);
    await person.getByTestId('set-password-password2').fill(password);
    await saveScreenshot(person, 'set-password-page');
    await clickWhenSettled(person.getByTestId('set-password-submit'));
    await eventually(() => new URL(person.url()).pathname).toBe(`${consoleBase.admin}/login`);
    await eventually(() => person.locator('#username').inputValue()).toBe(username);
    await loginAdmin(person, demo, { username, password });
    await eventually(() => person.getByTestId('side-menu').textContent()).toContain('客户列表');

    // the link a second time: used, said so
    const late = await openPage();
    await late.goto(link);
    await eventually(() => late.getByTestId('set-password-invalid').textContent()).toContain('已使用');
    await saveScreenshot(late, 'set-password-used');
    // the admin's list no longer offers the resend (reading the outbox took the admin's single session)
    await loginAdmin(page, demo, { at: '/system/user' });
    await eventually(() => row.textContent()).toContain('邮件小林');
    expect(await row.getByTestId('staff-resend-link').count()).toBe(0);
  });

  test('an owner invites by email into a role that requires two factors; the new user enrols before the console', async ({
    page,
    openPage,
    demo,
    baseUrl,
  }) => {
    const suffix = Date.now() % 100000;
    const roleName = `安全客服${suffix}`;
    await loginAgent(page, demo);
    const teamName = (await page.getByTestId('team-switch').textContent())?.trim() ?? '';
    // the role that requires two factors, made with the owner's session
    const login = await callApi<{ access_token: string }>(baseUrl, '/api/auth/login', {
      body: { ...demo.agent, audience: 'agent' },
    });
    const owner = login.body.data.access_token;
    const tree = await callApi<{ id: number; mark: string }[]>(baseUrl, '/api/agent/team/role/getGrantTree', {
      token: owner,
    });
    const home = tree.body.data.filter((node) => node.mark === 'agent.index').map((node) => node.id);
    const role = await callApi(baseUrl, '/api/agent/team/role/create', {
      token: owner,
      body: { role_code: `secure_${suffix}`, role_name: roleName, menu_ids: home, require_totp: true },
    });
    expect(role.body.code, role.body.msg).toBe(0);

    await page.goto(`${consoleBase.agent}/team/member`);
    await page.getByTestId('member-list').locator('tr.ant-table-row').first().waitFor();
    await clickWhenSettled(page.getByTestId('member-invite'));
    const invite = page.getByTestId('invite-form');
    await clickWhenSettled(invite.getByTestId('invite-role'));
    await openDropdown(page).getByText(roleName).click();
    const email = `secure${suffix}@example.com`;
    await invite.getByTestId('invite-email').fill(email);
    await clickWhenSettled(page.getByTestId('invite-form-submit'));
    await page.getByTestId('qr-dialog').getByTestId('qr-image').waitFor();
    await page.keyboard.press('Escape');
    await clickWhenSettled(page.getByTestId('invitations-tab'));
    const pending = page
      .getByTestId('invitation-list')
      .locator('tr.ant-table-row')
      .filter({ hasText: email });
    await eventually(() => pending.getByTestId('invitation-emailed').count()).toBe(1);
    expect(await pending.getByTestId('invitation-resend').count()).toBe(1);
    await saveScreenshot(page, 'team-invitation-emailed');

    const link = await linkFromOutbox(baseUrl, demo.admin.password, email, '/new_agent/invite');
    const newcomer = await openPage();
    await newcomer.goto(link);
    await eventually(() => newcomer.getByTestId('invite-team').textContent()).toBe(teamName);
    await newcomer.getByTestId('invite-name').fill('安全新人');
    const password = 'Secure-Newcomer-2026';
    await newcomer.getByTestId('invite-password').fill(password);
    await newcomer.getByTestId('invite-password2').fill(password);
    await clickWhenSettled(newcomer.getByTestId('invite-register'));

    // the enrolment comes first: no console yet
    const setup = newcomer.getByTestId('two-factor-setup');
    await setup.getByTestId('two-factor-qr').waitFor();
    expect(new URL(newcomer.url()).pathname).toBe(`${consoleBase.agent}/invite`);
    expect(await newcomer.getByTestId('side-menu').count()).toBe(0);
    const secret = ((await setup.getByTestId('two-factor-secret').textContent()) ?? '').replace(/\s/g, '');
    await saveScreenshot(newcomer, 'team-invite-enrol');
    const code = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
    await setup.getByTestId('two-factor-code').fill(code.generate());
    await clickWhenSettled(setup.getByTestId('two-factor-confirm'));
    const recovery = newcomer.getByTestId('two-factor-recovery');
    await recovery.waitFor();
    expect(await recovery.getByTestId('two-factor-recovery-codes').locator('code').count()).toBe(10);
    await saveScreenshot(newcomer, 'team-invite-recovery-codes');
    await clickWhenSettled(recovery.getByTestId('two-factor-done'));
    await eventually(async () => (await newcomer.getByTestId('team-switch').textContent())?.trim()).toBe(
      teamName,
    );
  });
});
