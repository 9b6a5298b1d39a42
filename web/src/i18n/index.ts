import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, type Language, readStoredLanguage, storeLanguage } from './languages';
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

export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

export async function changeLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  await i18n.changeLanguage(language);
}

/** The title of a server menu entry: `menu:<permission_mark>` when translated, else the server's name. */
export function translateMenuTitle(permissionMark: string, permissionName: string): string {
  const options = { ns: 'menu', keySeparator: false, nsSeparator: false } as const;
  return permissionMark && i18n.exists(permissionMark, options) ? i18n.t(permissionMark, options) : permissionName;
}
