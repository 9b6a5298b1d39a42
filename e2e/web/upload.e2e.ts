import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import {
  callApi,
  clickWhenSettled,
  consoleBase,
  type Demo,
  eventually,
  loginAdmin,
  saveScreenshot,
  test,
} from '../fixtures.ts';

/**
 * The upload widget in the admin console's send-notice dialog (zh_CN UI): the cover image goes through
 * the cropper, the rich-text editor uploads an image, the check step refuses a wrong format and an
 * oversized file, and the message centre shows the sent notice with its pictures, sanitised.
 */

const fileInput = (scope: Locator) => scope.locator('input[type="file"]');
const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text);

/** A real PNG of 320 × 200 px: a piece of the page, so the server's type sniffing sees a true image. */
async function pngOfThePage(page: Page): Promise<Buffer> {
  return page.screenshot({ clip: { x: 0, y: 0, width: 320, height: 200 }, type: 'png' });
}

async function naturalSize(image: Locator): Promise<{ width: number; height: number; loaded: boolean }> {
  return image.evaluate((element) => {
    const picture = element as unknown as { naturalWidth: number; naturalHeight: number; complete: boolean };
    return {
      width: picture.naturalWidth,
      height: picture.naturalHeight,
      loaded: picture.complete && picture.naturalWidth > 0,
    };
  });
}

async function openSendDialog(page: Page): Promise<Locator> {
  await page.goto(`${consoleBase.admin}/user/message?type=notice`);
  const centre = page.getByTestId('message-center');
  await clickWhenSettled(centre.getByTestId('notice-send'));
  const dialog = page.locator('.ant-modal').filter({ hasText: '发送通知' });
  await dialog.getByTestId('notice-send-title').waitFor();
  return dialog;
}

/** The admin signed in, a picture to upload, and the send-notice dialog open. */
async function signedInWithPicture(page: Page, demo: Demo): Promise<{ png: Buffer; dialog: Locator }> {
  await loginAdmin(page, demo);
  const png = await pngOfThePage(page);
  return { png, dialog: await openSendDialog(page) };
}

describe('uploads in the send-notice dialog', () => {
  test('a cropped cover image and a picture in the rich text reach the sent notice', async ({
    page,
    demo,
  }) => {
    const { png, dialog } = await signedInWithPicture(page, demo);
    await dialog.getByTestId('notice-send-title').fill('带封面的图文通知');
    await dialog.getByTestId('notice-send-content').fill('请查看下方的活动海报。');

    // The cover: the cropper opens, is turned and zoomed, and its square result is uploaded.
    await fileInput(dialog.getByTestId('notice-send-cover')).setInputFiles({
      name: 'poster.png',
      mimeType: 'image/png',
      buffer: png,
    });
    const cropper = page.locator('.ant-modal').filter({ hasText: '裁剪图片' });
    await cropper.getByTestId('cropper-dialog').waitFor();
    await clickWhenSettled(cropper.getByTestId('cropper-rotate-right'));
    await clickWhenSettled(cropper.getByTestId('cropper-zoom-in'));
    await clickWhenSettled(cropper.getByTestId('cropper-move-right'));
    await eventually(() =>
      cropper
        .getByTestId('cropper-preview')
        .evaluate((canvas) => (canvas as unknown as { width: number }).width),
    ).toBe(120);
    await saveScreenshot(page, 'upload-cropper');
    await clickWhenSettled(cropper.getByTestId('cropper-confirm'));
    await toast(page, '上传成功').first().waitFor();
    const cover = dialog.getByTestId('notice-send-cover').locator('img');
    await eventually(() => cover.getAttribute('src')).toMatch(
      /^\/storage\/platform\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f]{32}\d{5}\.png$/,
    );
    await eventually(async () => (await naturalSize(cover)).loaded).toBe(true);
    const coverSize = await naturalSize(cover);
    // aspect 1: the crop of a 320 × 200 picture is square, so the crop is what was uploaded
    expect(coverSize.width).toBe(coverSize.height);
    const coverSrc = (await cover.getAttribute('src')) ?? '';

    // A picture inserted into the rich text through its own upload.
    await fileInput(dialog.getByTestId('notice-send-content-image')).setInputFiles({
      name: 'inline.png',
      mimeType: 'image/png',
      buffer: png,
    });
    const inline = dialog.getByTestId('notice-send-content').locator('img');
    await eventually(() => inline.getAttribute('src')).toMatch(/^\/storage\/platform\/.+\.png$/);
    const inlineSrc = (await inline.getAttribute('src')) ?? '';
    await eventually(async () => (await naturalSize(inline)).loaded).toBe(true);
    await saveScreenshot(page, 'upload-send-notice');

    await clickWhenSettled(
      dialog.getByRole('button', { name: '发 送' }).or(dialog.getByRole('button', { name: '发送' })),
    );
    await toast(page, '发送成功').waitFor();

    // The message centre shows the notice with its cover as the avatar and its picture in the content.
    const item = page.getByTestId('message-item').filter({ hasText: '带封面的图文通知' });
    await item.waitFor();
    await eventually(() => item.locator('.ant-avatar img').getAttribute('src')).toBe(coverSrc);
    const content = item.getByTestId('message-content');
    await content.getByText('请查看下方的活动海报。').waitFor();
    const shown = content.locator('img');
    expect(await shown.getAttribute('src')).toBe(inlineSrc);
    await eventually(async () => (await naturalSize(shown)).loaded).toBe(true);
    await item.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'upload-message-center');

    // The cropped cover was registered: the admin's resource library lists it with the same picture.
    await page.goto(`${consoleBase.admin}/library`);
    await page.getByTestId('library-page').waitFor();
    const stored = page.getByTestId('library-file').filter({ has: page.locator(`img[src="${coverSrc}"]`) });
    await stored.waitFor();
    expect(await stored.getByTestId('library-file-name').textContent()).toBe('poster.png');
  });

  test('the editor formats text, links a typed address and uploads a picture from its own button', async ({
    page,
    demo,
  }) => {
    const { png, dialog } = await signedInWithPicture(page, demo);
    const editor = dialog.getByTestId('notice-send-content');
    const toolbar = dialog.getByRole('toolbar', { name: '格式' });
    await editor.click();
    await clickWhenSettled(toolbar.getByRole('button', { name: '加粗' }));
    await page.keyboard.type('加粗的开头');
    expect(await toolbar.getByRole('button', { name: '加粗' }).getAttribute('aria-pressed')).toBe('true');
    await clickWhenSettled(toolbar.getByRole('button', { name: '加粗' }));
    await page.keyboard.type('，详情见 https://example.com/guide 的说明');
    await page.keyboard.press('Enter');
    await clickWhenSettled(toolbar.getByRole('button', { name: '无序列表' }));
    await page.keyboard.type('第一项');
    await page.keyboard.press('Enter');
    await page.keyboard.type('第二项');
    expect(await toolbar.getByRole('button', { name: '无序列表' }).getAttribute('aria-pressed')).toBe('true');

    // the picture button opens the file dialog itself (the picture lands in the list item being written); its upload part loads once a file is chosen
    const chooser = page.waitForEvent('filechooser');
    await clickWhenSettled(toolbar.getByRole('button', { name: '插入图片' }));
    await (await chooser).setFiles({ name: 'inline.png', mimeType: 'image/png', buffer: png });
    await toast(page, '上传成功').first().waitFor();
    const inline = editor.locator('img');
    await eventually(async () => (await naturalSize(inline)).loaded).toBe(true);

    const html = await editor.innerHTML();
    expect(html).toContain('<strong>加粗的开头</strong>');
    expect(html).toMatch(
      /<a [^>]*href="https:\/\/example\.com\/guide"[^>]*>https:\/\/example\.com\/guide<\/a> 的说明/,
    );
    expect(html).toMatch(
      /<ul><li><p>第一项<\/p><\/li><li><p>第二项<\/p><img src="\/storage\/platform\/[^"]+\.png" alt="inline\.png"/,
    );
    await saveScreenshot(page, 'upload-editor-formatting');
  });

  test('a wrong format and an oversized file are refused with their messages, before any upload', async ({
    page,
    demo,
  }) => {
    await loginAdmin(page, demo);
    const dialog = await openSendDialog(page);
    const tokenRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/Upload/getToken')) tokenRequests.push(request.url());
    });

    await fileInput(dialog.getByTestId('notice-send-cover')).setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not an image'),
    });
    await toast(page, '不支持 txt 格式的图片').waitFor();

    // Rich text takes images up to 5 MB (spec §5), whoever edits.
    await fileInput(dialog.getByTestId('notice-send-content-image')).setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
    });
    await toast(page, '上传图片大小不能超过 5M').waitFor();
    await fileInput(dialog.getByTestId('notice-send-content-video')).setInputFiles({
      name: 'clip.avi',
      mimeType: 'video/x-msvideo',
      buffer: Buffer.from('RIFF'),
    });
    await toast(page, '不支持 avi 格式的视频').waitFor();
    await saveScreenshot(page, 'upload-refused');

    expect(tokenRequests).toEqual([]);
    // choosing files is not editing: the empty form shows no validation errors yet
    expect(await dialog.locator('.ant-form-item-explain-error').count()).toBe(0);
    expect(await page.getByTestId('cropper-dialog').count()).toBe(0);
    expect(await dialog.getByTestId('notice-send-cover').locator('img').count()).toBe(0);
  });

  test('the message centre shows rich text without scripts or event handlers', async ({
    page,
    demo,
    baseUrl,
  }) => {
    const token = await loginAdmin(page, demo);
    const sent = await callApi(baseUrl, '/api/admin/notice/send', {
      token,
      body: {
        type: 'notice',
        audience: 'admin',
        title: '含脚本的通知',
        content:
          '<p onclick="window.__pwned = 1">正文<script>window.__pwned = 2</script></p>' +
          '<img src="/storage/none.png" onerror="window.__pwned = 3"><a href="javascript:window.__pwned = 4">链接</a>',
      },
    });
    expect(sent.body.code).toBe(0);

    await page.goto(`${consoleBase.admin}/user/message?type=notice`);
    const content = page
      .getByTestId('message-item')
      .filter({ hasText: '含脚本的通知' })
      .getByTestId('message-content');
    await content.getByText('正文').waitFor();
    const html = await content.innerHTML();
    expect(html).not.toMatch(/script|onerror|onclick|javascript:/i);
    expect(html).toContain('<img src="/storage/none.png">');
    await content.getByText('链接').click();
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  });
});
