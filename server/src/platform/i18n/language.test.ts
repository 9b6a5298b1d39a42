import { describe, expect, it } from 'vitest';
import { languageOf } from './language.ts';

describe('request language', () => {
  it.each([
    [undefined, 'zh_CN'],
    ['', 'zh_CN'],
    ['fr-FR, de', 'zh_CN'],
    ['zh-CN', 'zh_CN'],
    ['zh_CN', 'zh_CN'],
    ['zh', 'zh_CN'],
    ['zh-Hans-SG', 'zh_CN'],
    ['zh-TW', 'zh_TW'],
    ['zh_TW', 'zh_TW'],
    ['zh-Hant', 'zh_TW'],
    ['zh-HK', 'zh_TW'],
    ['en', 'en'],
    ['en-US', 'en'],
    ['EN-gb', 'en'],
    ['fr, en;q=0.5, zh-TW;q=0.8', 'zh_TW'],
    ['en;q=0.2, zh-CN;q=0.9', 'zh_CN'],
    ['zh-TW;q=0, en', 'en'],
    ['en-US,en;q=0.9,zh-CN;q=0.8', 'en'],
  ])('%s → %s', (header, language) => {
    expect(languageOf(header)).toBe(language);
  });
});
