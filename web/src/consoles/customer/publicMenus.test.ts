// the menus' titles, which the shell registers when it loads
import '#web/i18n/menuTitleBundles';
import { describe, expect, it } from 'vitest';
import { translateMenuTitle } from '#web/i18n';
import { menuTitles } from '#web/i18n/locales/menuTitles';
import { isPublicPath, publicMenus } from './publicMenus';

describe('customer public paths', () => {
  it('are public with or without a trailing slash', () => {
    expect(isPublicPath('/programme')).toBe(true);
    expect(isPublicPath('/programme/')).toBe(true);
  });

  it("include a programme's phone page, the address its activity code carries", () => {
    expect(isPublicPath('/programme_h5_detail')).toBe(true);
  });

  it('keep signed-in pages private', () => {
    expect(isPublicPath('/activity')).toBe(false);
  });

  it('treat a tab reload (/redirect{path}) like the page it returns to', () => {
    expect(isPublicPath('/redirect/programme')).toBe(true);
    expect(isPublicPath('/redirect/activity')).toBe(false);
    expect(isPublicPath('/redirect')).toBe(false);
  });
});

describe('customer public menus', () => {
  it('are titled in the reader’s language wherever the catalogue names the mark (not by their bare mark)', () => {
    const named = publicMenus.filter((menu) => menuTitles.zh_CN[menu.permission_mark]);
    expect(named.map((menu) => menu.permission_mark)).toContain('customer.tool.screen');
    for (const menu of named) {
      for (const language of ['zh_CN', 'en', 'zh_TW'] as const) {
        expect(
          translateMenuTitle(menu.permission_mark, menu.permission_name, language),
          menu.permission_mark,
        ).toBe(menuTitles[language][menu.permission_mark]);
      }
    }
  });
});
