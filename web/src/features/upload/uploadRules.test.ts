import { afterAll, describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '#web/i18n';
import type { Language } from '#web/i18n/languages';
import {
  acceptOf,
  checkFiles,
  extensionOf,
  joinKeys,
  maxBytes,
  RICH_TEXT_RULES,
  ruleFor,
  sizeLabel,
  splitKeys,
  storageSrc,
  UPLOAD_LIMIT,
  type UploadRule,
} from './uploadRules';
import { problemMessage } from './useUploader';

const MB = 1024 * 1024;
const file = (name: string, size = 1000) => ({ name, size });

describe('limits by console and is_admin (spec §5)', () => {
  it('gives the admin console image 3, video 5, audio 5 and file 10 MB', () => {
    expect(
      ['image', 'video', 'audio', 'file'].map((kind) => ruleFor('admin', kind as never, false).maxMb),
    ).toEqual([3, 5, 5, 10]);
  });

  it('gives the agent and customer pickers image 5 and video 10 MB', () => {
    for (const audience of ['agent', 'customer'] as const) {
      expect(ruleFor(audience, 'image', false).maxMb).toBe(5);
      expect(ruleFor(audience, 'video', false).maxMb).toBe(10);
      expect(ruleFor(audience, 'audio', false).maxMb).toBe(5);
      expect(ruleFor(audience, 'file', false).maxMb).toBe(10);
    }
  });

  it('gives is_admin accounts 50 MB for every kind', () => {
    expect(ruleFor('admin', 'image', true).maxMb).toBe(50);
    expect(ruleFor('agent', 'video', true).maxMb).toBe(50);
  });

  it('accepts mp4 and webm video in admin, also avi and flv in customer pickers, audio only mp3', () => {
    expect(ruleFor('admin', 'video', false).formats).toEqual(['mp4', 'webm']);
    expect(ruleFor('agent', 'video', false).formats).toEqual(['mp4', 'webm']);
    expect(ruleFor('customer', 'video', false).formats).toEqual(['mp4', 'avi', 'flv', 'webm']);
    expect(ruleFor('customer', 'audio', false).formats).toEqual(['mp3']);
    expect(ruleFor('admin', 'image', false).formats).toEqual(['png', 'jpg', 'jpeg', 'gif', 'webp']);
    expect(acceptOf(ruleFor('customer', 'video', false))).toBe('.mp4,.avi,.flv,.webm');
  });

  it('limits rich text to 5 MB images (png, jpeg, gif, webp) and 10 MB videos (mp4, webm)', () => {
    expect(RICH_TEXT_RULES.image).toMatchObject({ maxMb: 5, formats: ['png', 'jpg', 'jpeg', 'gif', 'webp'] });
    expect(RICH_TEXT_RULES.video).toMatchObject({ maxMb: 10, formats: ['mp4', 'webm'] });
  });
});

describe('checkFiles', () => {
  const image: UploadRule = ruleFor('admin', 'image', false);

  it('lets through files of an accepted format within the limit, up to the exact limit', () => {
    expect(checkFiles([file('a.PNG', 3 * MB), file('b.webp')], image)).toBeNull();
  });

  it('refuses a file over the size limit', () => {
    expect(checkFiles([file('a.png', 3 * MB + 1)], image)).toEqual({
      key: 'upload.sizeExceeded',
      params: { type: 'image', size: '3M' },
    });
  });

  it('reads a limit below 1 as KB', () => {
    const small = { ...image, maxMb: 0.5 };
    expect(sizeLabel(0.5)).toBe('512KB');
    expect(maxBytes(0.5)).toBe(512 * 1024);
    expect(checkFiles([file('a.png', 512 * 1024)], small)).toBeNull();
    expect(checkFiles([file('a.png', 512 * 1024 + 1)], small)?.params).toEqual({
      type: 'image',
      size: '512KB',
    });
  });

  it('refuses a format the picker does not accept, and a file without extension', () => {
    expect(checkFiles([file('a.png'), file('b.bmp')], image)).toEqual({
      key: 'upload.formatUnsupported',
      params: { type: 'image', ext: 'bmp' },
    });
    expect(checkFiles([file('README')], image)?.params).toEqual({ type: 'image', ext: '?' });
    expect(checkFiles([file('clip.avi')], ruleFor('admin', 'video', false))?.key).toBe(
      'upload.formatUnsupported',
    );
    expect(checkFiles([file('clip.avi')], ruleFor('customer', 'video', false))).toBeNull();
  });

  it(`refuses more than ${UPLOAD_LIMIT} files in one upload`, () => {
    const eleven = Array.from({ length: 11 }, (_, index) => file(`${index}.png`));
    expect(checkFiles(eleven, image)).toEqual({ key: 'upload.perUploadExceeded', params: { limit: 10 } });
    expect(checkFiles(eleven.slice(1), image)).toBeNull();
  });

  it('refuses what would take a picker past its maximum, counting what it holds', () => {
    expect(checkFiles([file('a.png'), file('b.png')], image, { existing: 2, max: 3 })).toEqual({
      key: 'upload.countExceeded',
      params: { limit: 3 },
    });
    expect(checkFiles([file('a.png')], image, { existing: 2, max: 3 })).toBeNull();
  });
});

describe('keys', () => {
  it('joins and splits comma-joined keys', () => {
    expect(joinKeys(['a/1.png', '', 'b/2.png'])).toBe('a/1.png,b/2.png');
    expect(splitKeys(' a/1.png, b/2.png ,')).toEqual(['a/1.png', 'b/2.png']);
    expect(splitKeys(undefined)).toEqual([]);
    expect(extensionOf('Photo.JPEG ')).toBe('jpeg');
  });

  it('shows keys from the storage URL and leaves URLs alone', () => {
    expect(storageSrc('platform/2026/01/01/x.png', '/storage/')).toBe('/storage/platform/2026/01/01/x.png');
    expect(storageSrc('https://cdn.example.com/x.png', '/storage/')).toBe('https://cdn.example.com/x.png');
    expect(storageSrc('/storage/x.png', 'https://cdn.example.com/')).toBe('/storage/x.png');
  });
});

describe('upload messages (spec §8) in every language', () => {
  const original = i18n.language as Language;
  afterAll(async () => {
    await changeLanguage(original);
  });

  const expected: Record<Language, string[]> = {
    en: [
      'The image to upload cannot exceed 3M',
      'The bmp image format is not supported',
      'At most 3 allowed',
      'At most 10 per upload',
      'File size must not exceed 5M',
      'Upload error',
      'Upload failed',
      'Upload succeeded',
      'The maximum number of selectable files is reached',
      'Keep at least 2 images',
      'No music to play, please upload first',
    ],
    zh_CN: [
      '上传图片大小不能超过 3M',
      '不支持 bmp 格式的图片',
      '最多只能上传 3 个',
      '每次最多上传 10 个',
      '文件大小不能超过 5M',
      '上传出错',
      '上传失败',
      '上传成功',
      '已达到最多可选数量',
      '至少保留 2 张图片',
      '暂无可播放的音乐，请先上传',
    ],
    zh_TW: [
      '上傳圖片大小不能超過 3M',
      '不支援 bmp 格式的圖片',
      '最多只能上傳 3 個',
      '每次最多上傳 10 個',
      '檔案大小不能超過 5M',
      '上傳出錯',
      '上傳失敗',
      '上傳成功',
      '已達到最多可選數量',
      '至少保留 2 張圖片',
      '暫無可播放的音樂，請先上傳',
    ],
  };

  for (const language of ['en', 'zh_CN', 'zh_TW'] as const) {
    it(`says every message in ${language}`, async () => {
      await changeLanguage(language);
      const image = ruleFor('admin', 'image', false);
      const problems = [
        checkFiles([file('a.png', 4 * MB)], image),
        checkFiles([file('a.bmp')], image),
        checkFiles([file('a.png')], image, { existing: 3, max: 3 }),
        checkFiles(
          Array.from({ length: 11 }, () => file('a.png')),
          image,
        ),
      ];
      expect([
        ...problems.map((problem) => (problem ? problemMessage(problem) : 'none')),
        i18n.t('upload.tooLarge', { size: 5 }),
        i18n.t('upload.error'),
        i18n.t('upload.failed'),
        i18n.t('upload.succeeded'),
        i18n.t('upload.maxSelectable'),
        i18n.t('upload.minKeep', { min: 2 }),
        i18n.t('upload.audio.noMusic'),
      ]).toEqual(expected[language]);
    });
  }
});
