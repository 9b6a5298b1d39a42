import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import {
  callApi,
  clickWhenSettled,
  consoleBase,
  eventually,
  loginAdmin,
  loginAgent,
  loginCustomer,
  saveScreenshot,
  test,
} from '../fixtures.ts';

/**
 * The resource library (/library) of the customer, agent and admin consoles: files uploaded through the real
 * getToken → storage → postAdd flow, then listed, renamed, shared by QR code, moved with the material
 * dialog and deleted after the "permanently delete" confirmation. The default language is zh_CN.
 */

/** A real 48×48 PNG (a red-to-orange gradient, drawn with pngjs). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAYAAABXAvmHAAAApUlEQVR4AdXBARHDABAEITp7suJfRbykOh5+7/N8QgghhBBCCCGEEEIIIYQQQgghhBBCCCGEEEIIIYQYuWzkspHLRi4buWzkspHLRi4buWzkspHLRi4buWzkspHLRi4buWzkspHLRi4buWzkspHLRi4buWzkspHLRi4buWzkspHLRi4buWzkspHLRi4buWzkspHLRi4buWzkspHLRi4buWzkspHLRi4buWzkspHL/l0EBCsByW11AAAAAElFTkSuQmCC',
  'base64',
);

type Platform = 'admin' | 'agent' | 'customer';

/** Uploads a PNG as the signed-in user would: a token, the file to our store, then registration. */
async function uploadPng(baseUrl: string, token: string, platform: Platform, name: string): Promise<number> {
  const grant = await callApi<{ upload_url: string; fields: Record<string, string>; key: string }>(
    baseUrl,
    `/api/${platform}/Upload/getToken?name=${encodeURIComponent(name)}`,
    { token },
  );
  expect(grant.body.code).toBe(0);
  const form = new FormData();
  for (const [field, value] of Object.entries(grant.body.data.fields)) form.append(field, value);
  form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), name);
  const stored = await fetch(new URL(grant.body.data.upload_url, baseUrl), { method: 'POST', body: form });
  expect(stored.status).toBe(200);
  const added = await callApi<{ id: number }[]>(baseUrl, `/api/${platform}/Upload/postAdd`, {
    token,
    body: { files: [{ name, url: grant.body.data.key, size: PNG.length, type: 'image/png' }] },
  });
  expect(added.body.code).toBe(0);
  return added.body.data[0].id;
}

async function listedNames(baseUrl: string, token: string, platform: Platform): Promise<string[]> {
  const { body } = await callApi<{ name: string }[]>(baseUrl, `/api/${platform}/Upload/getList?limit=100`, {
    token,
  });
  return body.data.map((file) => file.name);
}

const card = (page: Page, name: string) =>
  page
    .getByTestId('library-file')
    .filter({ has: page.getByTestId('library-file-name').getByText(name, { exact: true }) });

/** Renames a file card through the rename dialog. */
async function rename(page: Page, from: string, to: string) {
  await clickWhenSettled(card(page, from).getByTestId('library-rename'));
  const input = page.getByTestId('rename-file-input');
  await input.waitFor();
  await input.fill(to);
  await clickWhenSettled(page.getByTestId('rename-file-ok'));
  await card(page, to).waitFor();
}

/** Deletes a file card after the "permanently delete" confirmation. */
async function deleteFile(page: Page, name: string) {
  await clickWhenSettled(card(page, name).getByTestId('library-delete'));
  const confirm = page.locator('.ant-popconfirm').filter({ hasText: '确定永久删除该文件吗？' });
  await confirm.waitFor();
  await clickWhenSettled(confirm.locator('.ant-btn-dangerous'));
  await page.getByText('删除成功').first().waitFor();
  await eventually(() => card(page, name).count()).toBe(0);
}

/** Waits until the library's spinners are gone, for a steady screenshot. */
async function settled(page: Page) {
  await eventually(() => page.locator('.ant-spin-spinning').count()).toBe(0);
  await page.waitForTimeout(300);
}

describe('resource library', () => {
  test('the customer lists, renames, shares by QR code, moves with the material dialog and deletes files', async ({
    page,
    demo,
    baseUrl,
  }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    const token = await loginCustomer(page, demo);
    await uploadPng(baseUrl, token, 'customer', 'e2e-海报.png');
    await uploadPng(baseUrl, token, 'customer', 'e2e-横幅.png');

    await page.goto(`${consoleBase.customer}/library`);
    await page.getByTestId('library-page').waitFor();
    await card(page, 'e2e-海报.png').waitFor();
    await card(page, 'e2e-横幅.png').waitFor();
    await settled(page);
    await saveScreenshot(page, 'material-customer-library');

    await rename(page, 'e2e-海报.png', 'e2e-年会海报.png');
    await eventually(() => listedNames(baseUrl, token, 'customer')).toContain('e2e-年会海报.png');

    // The QR dialog of the file's public link, with the copy-link input.
    await clickWhenSettled(card(page, 'e2e-年会海报.png').getByTestId('library-qr'));
    const qr = page.getByTestId('qr-dialog');
    await qr.getByTestId('qr-image').waitFor();
    const link = await qr.getByTestId('qr-link').inputValue();
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/storage\/customer\/\d+\/\d+\/.+\.png$/);
    await clickWhenSettled(qr.getByTestId('qr-copy'));
    await page.getByText('复制成功').waitFor();
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(link);
    await saveScreenshot(page, 'material-qr-dialog');
    await page.keyboard.press('Escape');
    await eventually(() => qr.isVisible()).toBe(false);

    // A category, then the material dialog picks a file into it.
    await clickWhenSettled(page.getByTestId('library-category-add'));
    await page.getByTestId('category-name-input').fill('e2e 活动物料');
    await clickWhenSettled(page.getByTestId('category-name-ok'));
    const category = page.getByTestId('library-category').filter({ hasText: 'e2e 活动物料' });
    await category.waitFor();
    await category.click();
    await page.getByTestId('library-empty').waitFor();
    await clickWhenSettled(page.getByTestId('library-add-from'));
    const dialog = page.locator('.ant-modal').filter({ has: page.getByTestId('material-dialog-confirm') });
    await eventually(() => dialog.locator('.ant-tabs-tab-active').textContent()).toBe('我的素材');
    expect(await dialog.getByText('系统素材').count()).toBe(0);
    await clickWhenSettled(dialog.getByTestId('material-tile').filter({ hasText: 'e2e-年会海报.png' }));
    await eventually(() => dialog.getByTestId('material-dialog-count').textContent()).toBe('已选 1 / 10');
    await settled(page);
    await saveScreenshot(page, 'material-dialog');
    await clickWhenSettled(dialog.getByTestId('material-dialog-confirm'));
    await page.getByText('已将 1 个文件移入此分类').waitFor();
    await card(page, 'e2e-年会海报.png').waitFor();
    await eventually(async () => (await category.textContent())?.includes('1')).toBe(true);

    // The upload button: the file goes through the picker's check, storage and registration.
    await page.getByRole('menuitem', { name: '全部文件' }).click();
    await page
      .getByTestId('library-upload')
      .locator('input[type=file]')
      .setInputFiles({ name: 'e2e-现场照片.png', mimeType: 'image/png', buffer: PNG });
    await card(page, 'e2e-现场照片.png').waitFor();
    await eventually(() => listedNames(baseUrl, token, 'customer')).toContain('e2e-现场照片.png');

    // Delete one after the confirmation.
    await card(page, 'e2e-横幅.png').waitFor();
    await deleteFile(page, 'e2e-横幅.png');
    await eventually(() => listedNames(baseUrl, token, 'customer')).not.toContain('e2e-横幅.png');
  });

  test('the admin lists, renames and deletes files, and replaces and resets an official image', async ({
    page,
    demo,
    baseUrl,
  }) => {
    const token = await loginAdmin(page, demo);
    await uploadPng(baseUrl, token, 'admin', 'e2e-platform-logo.png');

    await page.goto(`${consoleBase.admin}/library`);
    await page.getByTestId('library-page').waitFor();
    await card(page, 'e2e-platform-logo.png').waitFor();
    await rename(page, 'e2e-platform-logo.png', 'e2e-平台标志.png');
    await eventually(() => listedNames(baseUrl, token, 'admin')).toContain('e2e-平台标志.png');

    await page.getByTestId('library-type').getByText('视频').click();
    await page.getByTestId('library-empty').waitFor();
    await page.getByTestId('library-type').getByText('全部').click();
    await card(page, 'e2e-平台标志.png').waitFor();
    await settled(page);
    await saveScreenshot(page, 'material-admin-library');

    await deleteFile(page, 'e2e-平台标志.png');
    await eventually(() => listedNames(baseUrl, token, 'admin')).not.toContain('e2e-平台标志.png');

    // The seeded official images; the super admin holds the authority to edit them.
    await page.getByRole('tab', { name: '系统素材' }).click();
    await eventually(() => page.getByTestId('system-material').count()).toBeGreaterThan(0);
    await page.getByText('红色喜庆背景').waitFor();
    await settled(page);
    await saveScreenshot(page, 'material-admin-system');

    // Replace an official image with a library image picked in the material dialog, then reset it.
    await uploadPng(baseUrl, token, 'admin', 'e2e-新背景.png');
    const official = page.getByTestId('system-material').filter({ hasText: '红色喜庆背景' });
    await clickWhenSettled(official.getByTestId('system-replace'));
    const dialog = page.locator('.ant-modal').filter({ has: page.getByTestId('material-dialog-confirm') });
    await clickWhenSettled(dialog.getByTestId('material-tile').filter({ hasText: 'e2e-新背景.png' }));
    await clickWhenSettled(dialog.getByTestId('material-dialog-confirm'));
    await page.getByText('图片已替换').waitFor();
    await official.getByText('已修改').waitFor();
    // The image moved out of the library into the official material.
    await eventually(() => listedNames(baseUrl, token, 'admin')).not.toContain('e2e-新背景.png');

    await clickWhenSettled(official.getByTestId('system-reset'));
    const confirm = page.locator('.ant-popconfirm').filter({ hasText: '确定恢复官方默认图片和名称吗？' });
    await clickWhenSettled(confirm.locator('.ant-btn-primary'));
    await page.getByText('已恢复默认').waitFor();
    await eventually(() => official.getByText('已修改').count()).toBe(0);
  });

  test('the agent opens its library from the menu, sees its own files only, renames and deletes one', async ({
    page,
    demo,
    baseUrl,
    openPage,
  }) => {
    // a file of one of the agent's customers, uploaded on the customer's own device
    const customerToken = await loginCustomer(await openPage(), demo);
    await uploadPng(baseUrl, customerToken, 'customer', 'e2e-客户的文件.png');
    const token = await loginAgent(page, demo);
    await uploadPng(baseUrl, token, 'agent', 'e2e-代理商海报.png');

    // from the side menu, not by URL: the library is in the agent's menus
    await page.getByRole('menuitem', { name: '资源库' }).click();
    await page.getByTestId('library-page').waitFor();
    await card(page, 'e2e-代理商海报.png').waitFor();
    // the agent's own files only: neither its customers' nor the platform's system materials
    expect(await card(page, 'e2e-客户的文件.png').count()).toBe(0);
    expect(await page.getByRole('tab', { name: '系统素材' }).count()).toBe(0);
    await rename(page, 'e2e-代理商海报.png', 'e2e-代理商横幅.png');
    await settled(page);
    await saveScreenshot(page, 'material-agent-library');
    await deleteFile(page, 'e2e-代理商横幅.png');
    await eventually(() => listedNames(baseUrl, token, 'agent')).not.toContain('e2e-代理商横幅.png');
  });
});
