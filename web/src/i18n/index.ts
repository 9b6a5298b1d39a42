import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language, readStoredLanguage, storeLanguage } from './languages';
import { en } from './locales/en';
import { menuTitles } from './locales/menuTitles';
import { zh_CN } from './locales/zh_CN';
import { zh_TW } from './locales/zh_TW';

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: readStoredLanguage(),
  fallbackLng: 'zh_CN',
  supportedLngs: ['zh_CN', 'en', 'zh_TW'],
  defaultNS: 'translation',
  ns: ['translation', 'menu'],
  resources: {
    en: { translation: en, menu: menuTitles.en },
    zh_CN: { translation: zh_CN, menu: menuTitles.zh_CN },
    zh_TW: { translation: zh_TW, menu: menuTitles.zh_TW },
  },
  // Resources are bundled, so init completes synchronously and the first render is already translated.
  initAsync: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

export async function changeLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  await i18n.changeLanguage(language);
}

/**
 * The title of a server menu entry: the `menu` namespace's entry for its permission_mark, in the user's
 * language, while the server's permission_name is still one of that mark's titles (the product's name);
 * a name an operator gave it in the menu editor is shown as it is. Marks contain dots ('admin.index'), so
 * they are looked up whole.
 */
export function translateMenuTitle(
  permissionMark: string,
  permissionName: string,
  language: Language,
): string {
  const options = { ns: 'menu', keySeparator: false, nsSeparator: false } as const;
  if (!permissionMark || !i18n.exists(permissionMark, { ...options, lng: language })) return permissionName;
  const productNames = LANGUAGES.map((lng) => i18n.t(permissionMark, { ...options, lng }));
  return productNames.includes(permissionName)
    ? i18n.t(permissionMark, { ...options, lng: language })
    : permissionName;
}

/** Known menu badges ('New', 'Hot') in the user's language; any other badge text as the server sent it. */
export function translateMenuBadge(badge: string, language: Language): string {
  const key = `badge.${badge.toLowerCase()}`;
  return i18n.exists(key, { lng: language }) ? i18n.t(key, { lng: language }) : badge;
}
