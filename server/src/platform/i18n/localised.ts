import { type RawBuilder, sql } from 'kysely';
import type { ServerLanguage } from './language.ts';

/**
 * Content an operator wrote in three languages (issue 17): the zh_CN text is required, the en and zh_TW ones
 * may be '' and then read as the zh_CN one (as copyright titles and activity menus do).
 */
export interface LocalisedText {
  zh_CN: string;
  en: string;
  zh_TW: string;
}

/** The text in `language`, its zh_CN one where that language's is ''. */
export function inLanguage(language: ServerLanguage, text: LocalisedText): string {
  return text[language] || text.zh_CN;
}

/**
 * A row's title in `language` as a SQL expression, for a table with `title` (zh_CN), `title_en` and
 * `title_zh_tw` ('' = the zh_CN title): `localisedTitle(language, 'tools').as('title')`.
 */
export function localisedTitle(
  language: ServerLanguage,
  table: 'tools' | 'vip_plans' | 'articles',
): RawBuilder<string> {
  const title = sql.ref(`${table}.title`);
  if (language === 'zh_CN') return sql<string>`${title}`;
  const other = sql.ref(`${table}.${language === 'en' ? 'title_en' : 'title_zh_tw'}`);
  return sql<string>`coalesce(nullif(${other}, ''), ${title})`;
}
