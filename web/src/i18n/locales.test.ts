// the menus' titles, which the shell registers when it loads
import '#web/i18n/menuTitleBundles';
import { describe, expect, it } from 'vitest';
import { changeLanguage, i18n, translateMenuTitle } from '.';
import { menuTitles } from './locales/menuTitles';

describe('locales', () => {
  it('translate the same menu marks in every language', () => {
    const marks = Object.keys(menuTitles.en).sort();
    expect(Object.keys(menuTitles.zh_CN).sort()).toEqual(marks);
    expect(Object.keys(menuTitles.zh_TW).sort()).toEqual(marks);
  });

  it('shows a known menu title in the language and an unknown one as the server sent it', () => {
    expect(translateMenuTitle('admin.menu.activity', '活动菜单', 'en')).toBe('Activity menus');
    expect(translateMenuTitle('admin.index', 'Home', 'zh_TW')).toBe('首頁');
    expect(translateMenuTitle('admin.unknown', '未知', 'en')).toBe('未知');
    // a built-in entry an operator renamed in the menu editor shows the operator's name
    expect(translateMenuTitle('admin.index', '工作台', 'en')).toBe('工作台');
  });

  it('keeps the chosen language under the `language` key', async () => {
    await changeLanguage('zh_TW');
    expect(localStorage.getItem('language')).toBe('zh_TW');
    expect(i18n.t('session.relogin')).toBe('重新登入');
    await changeLanguage('zh_CN');
  });
});
