/// <reference lib="dom" />
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { callApi, clickWhenSettled, eventually, loginCustomer, saveScreenshot, test } from '../fixtures.ts';
import { createActivityThroughApi, openAppearance } from './activity.steps.ts';
import { zh_CN } from './strings.ts';

/**
 * The appearance tab of an activity's settings (issue 6 pickers on a customer screen): a cover through the
 * cropper (16:9) that the resource library then lists, background music uploaded, played, paused,
 * cleared ("no music to play…") and reset to the default track, a wrong video format refused, the gallery's
 * minimum count, and a save that a reload shows again.
 */
const text = zh_CN.activity.appearance;
const audioText = zh_CN.upload.audio;
const DEFAULT_MP3 = fs.readFileSync(
  path.resolve(
    path.dirname(fileURLToPath(import.meta.url)),
    '../../server/src/modules/activity/assets/default-music.mp3',
  ),
);

const fileInput = (scope: Locator) => scope.locator('input[type="file"]');
const toast = (page: Page, message: string) => page.locator('.ant-message').getByText(message);

/** A real PNG of 320 × 200 px: a piece of the page, so the server's type sniffing sees a true image. */
const pngOfThePage = (page: Page) =>
  page.screenshot({ clip: { x: 0, y: 0, width: 320, height: 200 }, type: 'png' });

async function naturalSize(image: Locator) {
  return image.evaluate((element) => {
    const picture = element as HTMLImageElement;
    return { width: picture.naturalWidth, height: picture.naturalHeight, loaded: picture.complete };
  });
}

const audioState = (tab: Locator) =>
  tab
    .getByTestId('audio-picker')
    .locator('audio')
    .evaluate((element) => {
      const audio = element as HTMLAudioElement;
      return { paused: audio.paused, src: audio.getAttribute('src') ?? '' };
    });

describe('activity appearance', () => {
  test('a customer sets the cover, music, video and gallery of an activity and sees them after a reload', async ({
    page,
    demo,
    baseUrl,
  }) => {
    const token = await loginCustomer(page, demo);
    const title = `E2E 外观 ${Date.now() % 100_000}`;
    const { id } = await createActivityThroughApi(baseUrl, token, title);
    const png = await pngOfThePage(page);

    const tab = await openAppearance(page, title);
    await tab.getByTestId('appearance-updated').getByText(text.neverSaved).waitFor();

    // The cover goes through the cropper at 16:9; the crop is what is uploaded.
    await fileInput(tab.getByTestId('appearance-cover')).setInputFiles({
      name: 'stage.png',
      mimeType: 'image/png',
      buffer: png,
    });
    const cropper = page.locator('.ant-modal').filter({ hasText: zh_CN.upload.cropper.title });
    await cropper.getByTestId('cropper-dialog').waitFor();
    await clickWhenSettled(cropper.getByTestId('cropper-zoom-in'));
    await saveScreenshot(page, 'activity-appearance-cropper');
    await clickWhenSettled(cropper.getByTestId('cropper-confirm'));
    const cover = tab.getByTestId('appearance-cover').locator('img');
    await eventually(() => cover.getAttribute('src')).toMatch(
      /^\/storage\/customer\/\d+\/\d+\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f]{32}\d{5}\.png$/,
    );
    const coverSrc = (await cover.getAttribute('src')) ?? '';
    await eventually(async () => (await naturalSize(cover)).loaded).toBe(true);
    const { width, height } = await naturalSize(cover);
    expect(Math.abs(width / height - 16 / 9)).toBeLessThan(0.02);

    // The music starts as the default track; an uploaded mp3 replaces it and plays and pauses.
    const music = tab.getByTestId('audio-picker');
    const musicName = music.getByTestId('audio-picker-name');
    await eventually(() => musicName.textContent()).toBe('default-music.mp3');
    expect(await music.getByTestId('audio-picker-reset').isDisabled()).toBe(true);
    await fileInput(music).setInputFiles({ name: 'theme.mp3', mimeType: 'audio/mpeg', buffer: DEFAULT_MP3 });
    await eventually(() => musicName.textContent()).toMatch(/^[0-9a-f]{32}\d{5}\.mp3$/);
    const toggle = music.getByTestId('audio-picker-toggle');
    await toggle.click();
    await eventually(() => toggle.getAttribute('aria-label')).toBe(audioText.pause);
    await eventually(async () => (await audioState(tab)).paused).toBe(false);
    await saveScreenshot(page, 'activity-appearance-playing');
    await toggle.click();
    await eventually(() => toggle.getAttribute('aria-label')).toBe(audioText.play);
    expect((await audioState(tab)).paused).toBe(true);

    // Cleared, there is nothing to play; reset brings the default track back.
    await music.getByTestId('audio-picker-clear').click();
    await eventually(() => musicName.textContent()).toBe(audioText.empty);
    await toggle.click();
    await toast(page, audioText.noMusic).waitFor();
    await music.getByTestId('audio-picker-reset').click();
    await eventually(() => musicName.textContent()).toBe('default-music.mp3');
    expect((await audioState(tab)).src).toMatch(/\/platform\/audio\/default-music\.mp3$/);
    // the shipped default is a real mp3 the storage serves
    const served = await fetch(`${baseUrl}/storage/platform/audio/default-music.mp3`);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'audio/mpeg']);
    // and the uploaded one again, to be saved
    await fileInput(music).setInputFiles({ name: 'theme.mp3', mimeType: 'audio/mpeg', buffer: DEFAULT_MP3 });
    await eventually(() => musicName.textContent()).toMatch(/^[0-9a-f]{32}\d{5}\.mp3$/);
    const musicKey = (await musicName.textContent()) ?? '';

    // A video the customer console does not take is refused before any upload.
    await fileInput(tab.getByTestId('video-picker')).setInputFiles({
      name: 'clip.mov',
      mimeType: 'video/quicktime',
      buffer: Buffer.from('not a video'),
    });
    await toast(page, '不支持 mov 格式的视频').waitFor();
    expect(await tab.getByTestId('video-picker-player').count()).toBe(0);

    // The gallery, once on, needs at least one image.
    await tab.getByTestId('appearance-gallery-on').click();
    await clickWhenSettled(tab.getByTestId('appearance-save'));
    await tab.getByText(text.galleryMin.replace('{{min}}', '1')).waitFor();
    await fileInput(tab.getByTestId('appearance-gallery')).setInputFiles([
      { name: 'one.png', mimeType: 'image/png', buffer: png },
      { name: 'two.png', mimeType: 'image/png', buffer: png },
    ]);
    const gallery = tab.getByTestId('appearance-gallery').locator('img');
    await eventually(() => gallery.count()).toBe(2);
    await eventually(() => tab.getByText(text.galleryMin.replace('{{min}}', '1')).count()).toBe(0);
    await saveScreenshot(page, 'activity-appearance-filled');
    await clickWhenSettled(tab.getByTestId('appearance-save'));
    await toast(page, text.saved).waitFor();
    const gallerySrcs = await gallery.evaluateAll((images) =>
      images.map((image) => image.getAttribute('src')),
    );

    // What the server stored is what the tab shows after a reload.
    const stored = await callApi<{ cover: string; music: string; gallery_on: boolean; gallery: string[] }>(
      baseUrl,
      `/api/ym/ActiveSetting/getAppearance?id=${id}`,
      { token },
    );
    expect(stored.body.data).toMatchObject({ cover: coverSrc.replace(/^\/storage\//, ''), gallery_on: true });
    expect(stored.body.data.music).toMatch(new RegExp(`${musicKey.replace('.', '\\.')}$`));
    expect(stored.body.data.gallery.map((key) => `/storage/${key}`)).toEqual(gallerySrcs);

    await page.reload();
    const again = await openAppearance(page, title);
    await eventually(() => again.getByTestId('appearance-updated').textContent()).toContain('最后保存');
    await eventually(() => again.getByTestId('appearance-cover').locator('img').getAttribute('src')).toBe(
      coverSrc,
    );
    expect(await again.getByTestId('audio-picker-name').textContent()).toBe(musicKey);
    expect(await again.getByTestId('appearance-gallery-on').getAttribute('aria-checked')).toBe('true');
    expect(
      await again
        .getByTestId('appearance-gallery')
        .locator('img')
        .evaluateAll((images) => images.map((image) => image.getAttribute('src'))),
    ).toEqual(gallerySrcs);
    await saveScreenshot(page, 'activity-appearance-reloaded');

    // The cropped cover was registered as the customer's file: the resource library lists it.
    await page.goto('/my/library');
    await page.getByTestId('library-page').waitFor();
    const file = page.getByTestId('library-file').filter({ has: page.locator(`img[src="${coverSrc}"]`) });
    await file.waitFor();
    expect(await file.getByTestId('library-file-name').textContent()).toBe('stage.png');
  });
});
