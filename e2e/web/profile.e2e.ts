import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import {
  callApi,
  clickWhenSettled,
  eventually,
  loginAdmin,
  loginAgent,
  pathOf,
  saveScreenshot,
  test,
} from '../fixtures.ts';

/**
 * The profile pages of the user dropdown (spec §2: admin /user/profile, agent /user). The agent changes
 * its name and uploads an avatar through the cropper in the agent console; both are put back at the end.
 */

const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text);

async function openProfile(page: Page) {
  await clickWhenSettled(page.getByTestId('header-user'));
  await clickWhenSettled(page.getByTestId('profile-link'));
  await page.getByTestId('profile-page').waitFor();
}

async function loaded(image: Locator): Promise<boolean> {
  return image.evaluate((element) => {
    const picture = element as unknown as { naturalWidth: number; complete: boolean };
    return picture.complete && picture.naturalWidth > 0;
  });
}

describe('profile pages', () => {
  test('admin: the dropdown opens /user/profile with the account, its type and roles', async ({
    page,
    demo,
  }) => {
    await loginAdmin(page, demo);
    await openProfile(page);
    expect(pathOf(page)).toBe('/new_admin/user/profile');
    const profile = page.getByTestId('profile-page');
    await profile.getByText(demo.admin.username, { exact: true }).waitFor();
    await profile.getByText('超级管理员').first().waitFor();
    expect(await profile.getByTestId('profile-roles').locator('.ant-tag').count()).toBeGreaterThan(0);
    await profile.getByText(/已授予 \d+ 项/).waitFor();
    await saveScreenshot(page, 'profile-admin');
    await clickWhenSettled(profile.getByTestId('profile-change-password'));
    await page.getByRole('dialog').getByText('修改密码').first().waitFor();
  });

  test('agent: /user renames the user, uploads a cropped avatar, lists the teams; the header follows', async ({
    page,
    demo,
    baseUrl,
  }) => {
    const token = await loginAgent(page, demo);
    await openProfile(page);
    expect(pathOf(page)).toBe('/new_agent/user');
    const profile = page.getByTestId('profile-page');

    // Teams: both of the demo user's teams with their verified label, the current one marked.
    const teams = profile.getByTestId('profile-team');
    await eventually(() => teams.count()).toBe(2);
    await teams.filter({ hasText: '星河活动科技' }).getByText('已认证').waitFor();
    await teams.filter({ hasText: '星河活动科技' }).getByText('当前团队').waitFor();
    await teams.filter({ hasText: '云端会务服务' }).getByText('未认证').waitFor();
    expect(await teams.filter({ hasText: '云端会务服务' }).getByText('当前团队').count()).toBe(0);

    // Name: the empty name is refused in the form; a new one is saved and shown in the header.
    const name = profile.getByTestId('profile-name-input');
    const original = await name.inputValue();
    await name.fill('   ');
    await clickWhenSettled(profile.getByTestId('profile-name-save'));
    await profile.getByText('请输入姓名').waitFor();
    await name.fill('王经理');
    await clickWhenSettled(profile.getByTestId('profile-name-save'));
    await toast(page, '资料已更新').first().waitFor();
    await eventually(() => page.getByTestId('header-user').textContent()).toBe('王经理');

    // Avatar: chosen, cropped (aspect 1), uploaded to the agent's storage and shown in the header.
    const png = await page.screenshot({ clip: { x: 0, y: 0, width: 300, height: 180 }, type: 'png' });
    await profile
      .getByTestId('profile-avatar')
      .locator('input[type="file"]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    const cropper = page.locator('.ant-modal').filter({ has: page.getByTestId('cropper-dialog') });
    await cropper.getByTestId('cropper-dialog').waitFor();
    await clickWhenSettled(cropper.getByTestId('cropper-zoom-in'));
    await clickWhenSettled(cropper.getByTestId('cropper-confirm'));
    await toast(page, '资料已更新').first().waitFor();
    const headerAvatar = page.locator('.shell-user .ant-avatar img');
    await eventually(() => headerAvatar.getAttribute('src')).toMatch(
      /^\/storage\/agent\/\d+\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f]{32}\d{5}\.png$/,
    );
    await eventually(() => loaded(headerAvatar)).toBe(true);
    const info = await callApi<{ basic_info: { avatar: string; name: string } }>(
      baseUrl,
      '/api/agent/BasicInfo/getInfo',
      { token },
    );
    expect(info.body.data.basic_info).toMatchObject({ name: '王经理' });
    expect(`/storage/${info.body.data.basic_info.avatar}`).toBe(await headerAvatar.getAttribute('src'));
    await saveScreenshot(page, 'profile-agent');

    // Back to the default avatar and the demo name.
    await clickWhenSettled(profile.getByTestId('profile-avatar-default'));
    await eventually(() => page.locator('.shell-user .ant-avatar img').count()).toBe(0);
    await name.fill(original);
    await clickWhenSettled(profile.getByTestId('profile-name-save'));
    await eventually(() => page.getByTestId('header-user').textContent()).toBe(original);
  });
});
