import type { ConfigProviderProps } from 'antd';
import en_US from 'antd/locale/en_US';
import zh_CN from 'antd/locale/zh_CN';
import zh_TW from 'antd/locale/zh_TW';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';
import type { Language } from '#web/i18n/languages';

type Locale = NonNullable<ConfigProviderProps['locale']>;

const antdLocales: Record<Language, Locale> = { en: en_US, zh_CN, zh_TW };
const dayjsLocales: Record<Language, string> = { en: 'en', zh_CN: 'zh-cn', zh_TW: 'zh-tw' };
const htmlLangs: Record<Language, string> = { en: 'en', zh_CN: 'zh-CN', zh_TW: 'zh-TW' };

/** Points antd, dayjs and the document at the language; returns antd's locale for the ConfigProvider. */
export function applyLocale(language: Language): Locale {
  dayjs.locale(dayjsLocales[language]);
  document.documentElement.lang = htmlLangs[language];
  return antdLocales[language];
}
