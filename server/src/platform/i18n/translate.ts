import { z } from 'zod';
import type { ServerLanguage } from './language.ts';
import { type MessageParams, messages, type Translation } from './messages.ts';

const catalogue: Record<string, Translation | undefined> = messages;

export function hasMessage(message: string): boolean {
  return Object.hasOwn(catalogue, message);
}

function fill(template: string, params: MessageParams | undefined): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/**
 * A catalogue message (its English text, with `{name}` placeholders) in the given language. A message the
 * catalogue lacks is answered as it is: `messages.test.ts` keeps that from happening to our own messages.
 */
export function translate(message: string, language: ServerLanguage, params?: MessageParams): string {
  const entry = hasMessage(message) ? catalogue[message] : undefined;
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
