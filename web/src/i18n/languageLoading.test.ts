import { describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from './index';

describe('translations per language', () => {
  it('has only the default language at start, and fetches another when it is chosen', async () => {
    expect(i18n.hasResourceBundle('zh_CN', 'translation')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(false);
    expect(i18n.t('language.label')).toBe('语言');

    await changeLanguage('en');
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(true);
    expect(i18n.t('language.label')).toBe('Language');

    await changeLanguage('zh_TW');
    expect(i18n.t('language.label')).toBe('語言');
    await changeLanguage('zh_CN');
    expect(i18n.t('language.label')).toBe('语言');
  });
});
