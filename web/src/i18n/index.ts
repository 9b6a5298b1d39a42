import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language, readStoredLanguage, storeLanguage } from './languages';
import type { Messages } from './locales/en';
import { zh_CN } from './locales/zh_CN';
import { receiveStrings } from './registry';

export const i18n = i18next.createInstance();

/**
 * The default language's shared strings are in the first load (it is also every other language's
 * fallback), a feature's own come with its pages (`registry.ts`); the other languages are chunks of their
 * own, fetched when chosen — at start-up beside the console's chunk (see `languageReady`), or when the
 * user switches.
 */
const otherLanguages: Record<Exclude<Language, 'zh_CN'>, () => Promise<Messages>> = {
  en: async () => (await import('./locales/en')).en,
  zh_TW: async () => (await import('./locales/zh_TW')).zh_TW,
};

async function loadLanguage(language: Language): Promise<void> {
  if (language === 'zh_CN' || i18n.hasResourceBundle(language, 'translation')) return;
  i18n.addResourceBundle(language, 'translation', await otherLanguages[language]());
}

void i18n.use(initReactI18next).init({
  lng: 'zh_CN',
  fallbackLng: 'zh_CN',
  supportedLngs: ['zh_CN', 'en', 'zh_TW'],
  defaultNS: 'translation',
  ns: ['translation', 'menu'],
  // the `menu` namespace (the menus' titles in every language) is added when the shell loads
  // (menuTitleBundles.ts): no menu is shown before there is a shell
  // a copy: i18next merges the features' registered strings into the bundle it is given, and the locale
  // module's own object stays the default language's shared strings only (architecture.test.ts reads it)
  resources: { zh_CN: { translation: { ...zh_CN } } },
  // The default language is bundled, so init completes synchronously; the stored language follows below.
  initAsync: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

receiveStrings((strings) => i18n.addResourceBundle('zh_CN', 'translation', strings, true));

export async function changeLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  storeLanguage(language);
  await i18n.changeLanguage(language);
}

/**
 * The user's stored language, loaded and switched to: the console renders once this settles, so its first
 * paint is in that language (a failed fetch leaves the default language rather than no console).
 */
export const languageReady: Promise<void> = (async () => {
  const stored = readStoredLanguage();
  if (stored === 'zh_CN') return;
  try {
    await loadLanguage(stored);
    await i18n.changeLanguage(stored);
  } catch {
    // the chunk could not be fetched: stay in the default language
  }
})();

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
