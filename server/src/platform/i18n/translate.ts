import { z } from 'zod';
import type { ServerLanguage } from './language.ts';
import { type MessageCatalogue, type MessageParams, platformMessages, type Translation } from './messages.ts';

/** Every message `translate` knows, with the name of the catalogue that defines it. */
const catalogue = new Map<string, { owner: string; translation: Translation }>();
const catalogues = new Map<string, MessageCatalogue>();

/**
 * Makes `translate` know a catalogue's messages, under its owner's name: 'platform' (registered here), or a
 * module's (server/src/messages.ts registers them all; platform/ imports no module). Registering an owner
 * again replaces its catalogue. A key that another owner already defines is refused, before anything is
 * added: one English text, one translation.
 */
export function registerMessages(owner: string, messages: MessageCatalogue): void {
  if (catalogues.get(owner) === messages) return;
  const clashes = Object.keys(messages).flatMap((key) => {
    const other = catalogue.get(key)?.owner;
    return other && other !== owner ? [`"${key}" (${other})`] : [];
  });
  if (clashes.length > 0) {
    throw new Error(`the ${owner} catalogue redefines messages another catalogue has: ${clashes.join(', ')}`);
  }
  for (const [key, entry] of catalogue) if (entry.owner === owner) catalogue.delete(key);
  catalogues.set(owner, messages);
  for (const [key, translation] of Object.entries(messages)) catalogue.set(key, { owner, translation });
}

registerMessages('platform', platformMessages);

/** The catalogues registered so far, by owner, the platform's first. */
export function registeredCatalogues(): ReadonlyMap<string, MessageCatalogue> {
  return catalogues;
}

export function hasMessage(message: string): boolean {
  return catalogue.has(message);
}

function fill(template: string, params: MessageParams | undefined): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/**
 * A catalogue message (its English text, with `{name}` placeholders) in the given language. A message no
 * registered catalogue has is answered as it is: `messages.test.ts` keeps that from happening to our own
 * messages, and the entry points register the modules' catalogues (server/src/messages.ts).
 */
export function translate(message: string, language: ServerLanguage, params?: MessageParams): string {
  const entry = catalogue.get(message)?.translation;
  if (language === 'en' || !entry) return fill(message, params);
  return fill(entry[language], params);
}

/** The issue as fastify-type-provider-zod reports it: zod's code as `keyword`, the rest in `params`. */
export interface ValidationIssue {
  keyword: string;
  message?: string;
  params?: Record<string, unknown>;
}

const zodLocales = { zh_CN: z.locales.zhCN(), zh_TW: z.locales.zhTW() };

/** A value of the type zod named in its English message, so the other locale can name it again. */
const sampleOfType: Record<string, unknown> = {
  undefined: undefined,
  null: null,
  string: '',
  number: 0,
  nan: Number.NaN,
  boolean: false,
  array: [],
  object: {},
  bigint: 0n,
  date: new Date(0),
};

/**
 * A validation issue's message in the language: our own messages (the contracts' `error:` texts) from the
 * catalogue, zod's built-in ones from zod's own locale.
 */
export function translateIssue(issue: ValidationIssue, language: ServerLanguage): string {
  const message = issue.message ?? 'invalid value';
  if (language === 'en' || hasMessage(message)) return translate(message, language);
  const rebuilt: Record<string, unknown> = { ...issue.params, code: issue.keyword };
  if (issue.keyword === 'invalid_type' && !('input' in rebuilt)) {
    const received = /received (\w+)$/.exec(message)?.[1]?.toLowerCase();
    if (received && received in sampleOfType) rebuilt.input = sampleOfType[received];
  }
  const answer = zodLocales[language].localeError(rebuilt as never);
  const text = typeof answer === 'string' ? answer : answer?.message;
  return text ?? translate('invalid value', language);
}
