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
import { actInTeam, grant } from './team.steps.ts';

const TEAM = '星河活动科技';
const STAFF = 'staff@example.com';

/** The demo owner signed in and acting in the demo team 1 (where the demo staff member is). */
async function ownerInTeam1(page: Page, baseUrl: string, demo: Parameters<typeof loginAgent>[1]) {
  const token = await loginAgent(page, demo);
  await actInTeam(baseUrl, token, TEAM);
  return token;
}

/** The OK of the open popconfirm (a closed one of an earlier click stays in the page, hidden). */
const confirmPopup = (page: Page) =>
  clickWhenSettled(
    page
      .locator('.ant-popconfirm')
      .filter({ visible: true })
      .getByRole('button', { name: /确\s*定|OK/ }),
  );

const visibleMenus = async (page: Page) =>
  (await page.getByTestId('side-menu').locator('.ant-menu-item').allTextContents()).map((text) =>
    text.trim(),
  );

/**
 * Admin › team › role and › profile (issue 14): the platform makes a role every agent team shares, with a
 * subset of the agent console's grants; an agent owner gives it to a member, whose menus follow the role as
 * the platform changes it. The platform edits its own organisation's profile.
 */
describe('admin team views', () => {
  test('a shared team role from the platform: an owner gives it to a member, whose menus follow it', async ({
    page,
    openPage,
    demo,
    baseUrl,
  }) => {
    const suffix = Date.now() % 100000;
    const roleName = `外勤专员${suffix}`;
    await loginAdmin(page, demo, { at: '/team/role' });
    const roles = page.getByTestId('role-list');
    // the built-in roles every team has, read-only
    await eventually(() => roles.locator('tr.ant-table-row').first().textContent()).toMatch(
      /代理商负责人.*内置/,
    );
    await clickWhenSettled(roles.getByTestId('role-create'));
    const form = page.getByTestId('role-form');
    await form.getByTestId('role-code').fill(`field_${suffix}`);
    await form.getByTestId('role-name').fill(roleName);
    // the agent console's menus, not the admin's
    await page.getByTestId('grant-self-agent.index').waitFor();
    expect(await page.getByTestId('grant-admin.index').count()).toBe(0);
    await grant(page, 'grant-self-agent.index');
    await grant(page, 'grant-agent.download');
    await saveScreenshot(page, 'admin-team-role-form');
    await clickWhenSettled(page.getByTestId('role-form-submit'));
    const row = roles.locator('tr.ant-table-row').filter({ hasText: roleName });
    await eventually(() => row.textContent()).toMatch(/自定义/);
    await form.waitFor({ state: 'hidden' });
    await saveScreenshot(page, 'admin-team-role-list');

    // the owner of a team finds it among the roles and gives it to a member
    const owner = await openPage();
    const ownerToken = await ownerInTeam1(owner, baseUrl, demo);
    await owner.goto(`${consoleBase.agent}/team/member`);
    const member = owner.getByTestId('member-list').locator('tr.ant-table-row').filter({ hasText: STAFF });
    await clickWhenSettled(member.getByTestId('member-change-role'));
    const change = owner.getByTestId('member-role-form');
    await clickWhenSettled(change.getByTestId('member-role'));
    await owner.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByText(roleName).click();
    await clickWhenSettled(owner.getByTestId('member-role-form-submit'));
    await eventually(() => member.textContent()).toContain(roleName);

    // the holder sees exactly what the role grants
    const holder = await openPage();
    await loginAgent(holder, demo, { username: STAFF, password: demo.agent.password });
    await eventually(() => visibleMenus(holder)).toEqual(['首页', '下载中心']);
    await saveScreenshot(holder, 'shared-team-role-holder-menus');

    // the platform widens the role: the holder's next load has the customers too
    await clickWhenSettled(row.getByTestId('role-edit'));
    await page.getByTestId('grant-agent.customer').waitFor();
    await grant(page, 'grant-agent.customer');
    await clickWhenSettled(page.getByTestId('role-form-submit'));
    await eventually(() => row.textContent()).toMatch(new RegExp(`${roleName}.*自定义`));
    await holder.reload();
    await eventually(() => visibleMenus(holder)).toEqual(['首页', '客户管理', '下载中心']);

    // held: the platform cannot delete it; given back the staff role, it can
    await clickWhenSettled(row.getByTestId('role-delete'));
    await confirmPopup(page);
    await page.getByText('该角色仍有 1 位成员在使用，请先为他们更换角色').waitFor();
    // a refused delete leaves its confirmation open: closed here
    const open = page.locator('.ant-popconfirm').filter({ visible: true });
    if ((await open.count()) > 0)
      await clickWhenSettled(open.getByRole('button', { name: /取\s*消|Cancel/ }));
    await eventually(() => open.count()).toBe(0);
    const options = await callApi<{ id: number; role_code: string }[]>(
      baseUrl,
      '/api/agent/team/member/getRoles',
      { token: ownerToken },
    );
    const staffRole = options.body.data.find((role) => role.role_code === 'agent_staff');
    const staffId = await callApi<{ id: number; email: string }[]>(
      baseUrl,
      `/api/agent/team/member/getList?keyword=${encodeURIComponent(STAFF)}`,
      { token: ownerToken },
    );
    const restored = await callApi(baseUrl, '/api/agent/team/member/changeRole', {
      token: ownerToken,
      body: { id: staffId.body.data[0].id, role_id: staffRole?.id },
    });
    expect(restored.body.code).toBe(0);
    await clickWhenSettled(row.getByTestId('role-delete'));
    await confirmPopup(page);
    await eventually(() => row.count()).toBe(0);
  });

  test("the platform edits its own organisation's profile and logo", async ({ page, demo, baseUrl }) => {
    const token = await loginAdmin(page, demo);
    const original = await callApi<Record<string, unknown>>(baseUrl, '/api/admin/team/profile/getInfo', {
      token,
    });
    await page.goto(`${consoleBase.admin}/team/profile`);
    const card = page.getByTestId('team-profile');
    await card.waitFor();
    // it is the platform: marked so, no verification
    await eventually(() => card.textContent()).toContain('平台');
    await card.getByTestId('team-brief').fill('平台自营的会务团队');
    await card.getByTestId('team-contact-name').fill('平台客服');
    await card.getByTestId('team-contact-phone').fill('13900001111');
    const png = await page.screenshot({ clip: { x: 0, y: 0, width: 200, height: 200 }, type: 'png' });
    await card
      .getByTestId('team-avatar')
      .locator('input[type="file"]')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
    const cropper = page.locator('.ant-modal').filter({ has: page.getByTestId('cropper-dialog') });
    await cropper.getByTestId('cropper-dialog').waitFor();
    await clickWhenSettled(cropper.getByTestId('cropper-confirm'));
    await eventually(() => card.getByTestId('team-avatar').locator('img').count()).toBeGreaterThan(0);
    await clickWhenSettled(card.getByTestId('team-save'));
    await eventually(async () => {
      const saved = await callApi<Record<string, string>>(baseUrl, '/api/admin/team/profile/getInfo', {
        token,
      });
      return [
        saved.body.data.corporate_brief,
        saved.body.data.contact_phone,
        saved.body.data.corporate_avatar,
      ];
    }).toEqual(['平台自营的会务团队', '13900001111', expect.stringMatching(/^platform\/\d{4}\/.*\.png$/)]);
    // saved: a reload shows it
    await page.reload();
    await eventually(() => page.getByTestId('team-brief').inputValue()).toBe('平台自营的会务团队');
    await saveScreenshot(page, 'admin-team-profile');
    // put back what the demo had (the logo stays: it is the platform's upload)
    const { opid: _opid, status: _status, ...values } = original.body.data;
    await callApi(baseUrl, '/api/admin/team/profile/update', { token, body: values });
  });
});
