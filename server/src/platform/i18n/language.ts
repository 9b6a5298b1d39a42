/** The languages the server answers in; the same codes the web console uses. */
export const SERVER_LANGUAGES = ['zh_CN', 'en', 'zh_TW'] as const;
export type ServerLanguage = (typeof SERVER_LANGUAGES)[number];

export const DEFAULT_SERVER_LANGUAGE: ServerLanguage = 'zh_CN';

/** One language tag ('zh-CN', 'zh_TW', 'zh-Hant-HK', 'en-US') → our language, or null when we have none. */
export function languageOfTag(tag: string): ServerLanguage | null {
  const parts = tag.trim().replaceAll('_', '-').toLowerCase().split('-');
  const [primary, ...rest] = parts;
  if (primary === 'en') return 'en';
  if (primary !== 'zh') return null;
  if (rest.includes('hant') || rest.some((part) => part === 'tw' || part === 'hk' || part === 'mo')) {
    return 'zh_TW';
  }
  return 'zh_CN';
}

/**
 * The language of a request from its Accept-Language header: the supported tag with the highest q
 * (earlier wins a tie); zh_CN when the header is missing or names nothing we have.
 */
export function languageOf(acceptLanguage: string | string[] | undefined): ServerLanguage {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : (acceptLanguage ?? '');
  // browsers send the same few headers again and again: each is read once
  const known = languageOfHeader.get(header);
  if (known) return known;
  const language = readLanguage(header);
  if (languageOfHeader.size >= LANGUAGE_CACHE_SIZE) languageOfHeader.clear();
  languageOfHeader.set(header, language);
  return language;
}

const LANGUAGE_CACHE_SIZE = 500;
const languageOfHeader = new Map<string, ServerLanguage>();

function readLanguage(header: string): ServerLanguage {
  let best: { language: ServerLanguage; q: number } | null = null;
  for (const entry of header.split(',')) {
    const [tag = '', ...params] = entry.split(';');
    const language = languageOfTag(tag);
    if (!language) continue;
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { language, q };
  }
  return best?.language ?? DEFAULT_SERVER_LANGUAGE;
}
