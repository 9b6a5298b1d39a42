import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import {
  callApi,
  clickWhenSettled,
  consoleBase,
  type Demo,
  eventually,
  loginAgent,
  saveScreenshot,
  test,
} from '../fixtures.ts';
import { grant } from './team.steps.ts';

/**
 * An invitation link to the demo owner's other team with its staff role, made through the API. The owner's
 * next sign-in opens the team it opened before (changeTeam moves it, so it is moved back).
 */
async function linkToOtherTeam(baseUrl: string, demo: Demo, currentTeam: string): Promise<[string, string]> {
  const login = await callApi<{ access_token: string }>(baseUrl, '/api/auth/login', {
    body: { ...demo.agent, audience: 'agent' },
  });
  const token = login.body.data.access_token;
  type Info = { basic_info: { last_team_id: number }; teams: { opid: number; corporate_name: string }[] };
  const info = (await callApi<Info>(baseUrl, '/api/agent/BasicInfo/getInfo', { token })).body.data;
  const other = info.teams.find((team) => team.corporate_name !== currentTeam);
  if (!other) throw new Error('the demo owner has one team only');
  await callApi(baseUrl, '/api/agent/BasicInfo/changeTeam', { token, body: { opid: other.opid } });
  const roles = (
    await callApi<{ id: number; role_code: string }[]>(baseUrl, '/api/agent/team/member/getRoles', { token })
  ).body.data;
  const staffRole = roles.find((role) => role.role_code === 'agent_staff');
  const created = await callApi<{ token: string }>(baseUrl, '/api/agent/team/invitation/create', {
    token,
    body: { role_id: staffRole?.id },
  });
  await callApi(baseUrl, '/api/agent/BasicInfo/changeTeam', {
    token,
    body: { opid: info.basic_info.last_team_id },
  });
  return [`${baseUrl}${consoleBase.agent}/invite?token=${created.body.data.token}`, other.corporate_name];
}

const openDropdown = (page: Page) => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');

/**
 * Teams (issue 14): the agent owner makes a team role granting the home page and the customer list, invites
 * by link with it; a new user opens the link in a fresh browser, registers, joins, acts in that team and
 * sees only the granted menus; the same link opened again says it was used.
 */
describe('team invitations', () => {
  test('an owner invites by link with a team role; a new user registers, joins and sees only its menus', async ({
    page,
    openPage,
    demo,
    baseUrl,
  }) => {
    const suffix = Date.now() % 100000;
    const roleName = `客户查看员${suffix}`;
    await loginAgent(page, demo);
    const teamName = (await page.getByTestId('team-switch').textContent())?.trim() ?? '';
    expect(teamName).not.toBe('');

    await page.goto(`${consoleBase.agent}/team/role`);
    const roles = page.getByTestId('role-list');
    await roles.locator('tr.ant-table-row').first().waitFor();
    await clickWhenSettled(roles.getByTestId('role-create'));
    const form = page.getByTestId('role-form');
    await form.getByTestId('role-code').fill(`viewers_${suffix}`);
    await form.getByTestId('role-name').fill(roleName);
    // only the agent console's menus are offered
    expect(await page.getByTestId('grant-admin.index').count()).toBe(0);
    await grant(page, 'grant-self-agent.index');
    await grant(page, 'grant-self-agent.customer');
    await grant(page, 'grant-agent.customer.view');
    await saveScreenshot(page, 'team-role-form');
    await clickWhenSettled(page.getByTestId('role-form-submit'));
    const row = roles.locator('tr.ant-table-row').filter({ hasText: roleName });
    await eventually(() => row.count()).toBe(1);
    await saveScreenshot(page, 'team-role-list');

    await page.goto(`${consoleBase.agent}/team/member`);
    const members = page.getByTestId('member-list');
    await members.locator('tr.ant-table-row').first().waitFor();
    await clickWhenSettled(page.getByTestId('member-invite'));
    const invite = page.getByTestId('invite-form');
    await clickWhenSettled(invite.getByTestId('invite-role'));
    await openDropdown(page).getByText(roleName).click();
    await clickWhenSettled(page.getByTestId('invite-form-submit'));
    const qr = page.getByTestId('qr-dialog');
    await qr.getByTestId('qr-image').waitFor();
    const link = await qr.getByTestId('qr-link').inputValue();
    expect(link).toMatch(/\/new_agent\/invite\?token=[\w-]{40,}$/);
    await saveScreenshot(page, 'team-invite-link');
    await page.keyboard.press('Escape');
    await clickWhenSettled(page.getByTestId('invitations-tab'));
    const pending = page
      .getByTestId('invitation-list')
      .locator('tr.ant-table-row')
      .filter({ hasText: roleName });
    await eventually(() => pending.count()).toBe(1);

    // a new user, in a browser of their own
    const newcomer = await openPage();
    await newcomer.goto(link);
    await eventually(() => newcomer.getByTestId('invite-team').textContent()).toBe(teamName);
    await expect(newcomer.getByTestId('invite-summary').textContent()).resolves.toContain(roleName);
    await saveScreenshot(newcomer, 'team-invite-page');
    const email = `newcomer${suffix}@example.com`;
    const password = 'Newcomer-Joins-2026';
    await newcomer.getByTestId('invite-name').fill('新同事');
    await newcomer.getByTestId('invite-email').fill(email);
    await newcomer.getByTestId('invite-password').fill(password);
    await newcomer.getByTestId('invite-password2').fill(password);
    await clickWhenSettled(newcomer.getByTestId('invite-register'));
    // signed in, acting in the inviting team, with the role's menus only
    await eventually(async () => (await newcomer.getByTestId('team-switch').textContent())?.trim()).toBe(
      teamName,
    );
    const items = newcomer.getByTestId('side-menu').locator('.ant-menu-item');
    await eventually(async () => (await items.allTextContents()).map((text) => text.trim())).toEqual([
      '首页',
      '客户管理',
    ]);
    await newcomer.goto(`${consoleBase.agent}/customer`);
    const customers = newcomer.getByTestId('customer-list');
    await customers.locator('tr.ant-table-row').first().waitFor();
    // element hiding follows the role in this team: viewing customers, not importing them
    expect(await customers.getByRole('button', { name: '导入' }).count()).toBe(0);
    await saveScreenshot(newcomer, 'team-newcomer-menus');

    // the owner sees the new member with the role; the invitation is no longer pending
    await page.goto(`${consoleBase.agent}/team/member`);
    await eventually(() =>
      members.locator('tr.ant-table-row').filter({ hasText: email }).textContent(),
    ).toContain(roleName);
    await saveScreenshot(page, 'team-member-list');

    // the link again, in yet another browser: used
    const late = await openPage();
    await late.goto(link);
    await eventually(() => late.getByTestId('invite-dead').textContent()).toContain('该邀请已被使用');
    await saveScreenshot(late, 'team-invite-used');

    // a signed-in user joins another team with one click and acts in it at once
    const [otherLink, otherTeam] = await linkToOtherTeam(baseUrl, demo, teamName);
    await newcomer.goto(otherLink);
    await eventually(() => newcomer.getByTestId('invite-team').textContent()).toBe(otherTeam);
    await saveScreenshot(newcomer, 'team-invite-join');
    await clickWhenSettled(newcomer.getByTestId('invite-join'));
    await eventually(async () => (await newcomer.getByTestId('team-switch').textContent())?.trim()).toBe(
      otherTeam,
    );
    await clickWhenSettled(newcomer.getByTestId('team-switch'));
    await eventually(() => newcomer.locator('.ant-dropdown-menu-item').count()).toBe(2);
  });
});
