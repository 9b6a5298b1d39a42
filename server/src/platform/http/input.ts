import { fromText } from '@onsite/contracts';
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import type { MessageKey } from '#server/platform/i18n/messages.ts';

/** fastify-type-provider-zod marks its validation issues so; the error handler recognises them by it. */
const ZOD_VALIDATION_ISSUE = Symbol.for('ZodFastifySchemaValidationError');

/** A validation issue as the error handler reads it (keyword, path, message). */
interface ValidationIssue {
  [ZOD_VALIDATION_ISSUE]: true;
  keyword: string;
  instancePath: string;
  schemaPath: string;
  message: string;
  params: Record<string, unknown>;
}

export const badCharacterMessage =
  'must not contain a NUL character or an unpaired surrogate' satisfies MessageKey;

/** A NUL (PostgreSQL text cannot hold it) or a UTF-16 surrogate without its pair (no character at all). */
function hasBadCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 0) return true;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) index += 1;
      else return true;
    } else if (code >= 0xdc00 && code <= 0xdfff) return true;
  }
  return false;
}

const printable = (key: string) => (hasBadCharacter(key) ? key.replace(/[^\w.-]/g, '?') : key);

interface Visit {
  value: unknown;
  key: string;
  parent: Visit | undefined;
}

function pathOf(visit: Visit): string[] {
  const path: string[] = [];
  for (let at: Visit | undefined = visit; at?.parent; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * The path of the first string (value or key) of the input that holds a bad character, or undefined. Walks
 * with its own stack and parent links, so a deeply nested body neither overflows the call stack nor costs
 * more than its size.
 */
export function findBadText(input: unknown): string[] | undefined {
  const stack: Visit[] = [{ value: input, key: '', parent: undefined }];
  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    const { value } = visit;
    if (typeof value === 'string') {
      if (hasBadCharacter(value)) return pathOf(visit);
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, child] of Object.entries(value)) {
        if (hasBadCharacter(key)) return [...pathOf(visit), printable(key)];
        stack.push({ value: child, key, parent: visit });
      }
    }
  }
  return undefined;
}

function issue(keyword: string, path: readonly PropertyKey[], message: string, params = {}): ValidationIssue {
  const instancePath = `/${path.map(String).join('/')}`;
  return {
    [ZOD_VALIDATION_ISSUE]: true,
    keyword,
    instancePath,
    schemaPath: `#${instancePath}/${keyword}`,
    message,
    params,
  };
}

/** A refusal of input a handler read itself, answered like the validator's (a 400 naming the field). */
class InputError extends Error {
  readonly statusCode = 400;
  constructor(readonly validation: ValidationIssue[]) {
    super(validation[0]?.message ?? 'bad input');
  }
}

function validate(schema: z.ZodType, data: unknown, text: boolean) {
  const badText = findBadText(data);
  if (badText) return { error: [issue('invalid_text', badText, badCharacterMessage)] };
  const result = schema.safeParse(text ? fromText(schema, data) : data);
  if (result.success) return { value: result.data };
  return {
    error: result.error.issues.map(({ code, path, message, ...params }) =>
      issue(code, path, message, params),
    ),
  };
}

/** Refuses text a handler read itself (a file's name) that holds a NUL or an unpaired surrogate. */
export function assertCleanText(fields: Record<string, unknown>): void {
  const badText = findBadText(fields);
  if (badText) throw new InputError([issue('invalid_text', badText, badCharacterMessage)]);
}

/**
 * Reads text fields a handler parsed itself (a multipart form's) as a query string is read: clean text,
 * numbers from plain decimals, then the schema; an empty field counts as not given, as in any HTML form.
 */
export function parseTextFields<S extends z.ZodType>(schema: S, fields: Record<string, string>): z.output<S> {
  const given = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== ''));
  const result = validate(schema, given, true);
  if (result.error) throw new InputError(result.error);
  return result.value as z.output<S>;
}

/** Marks a parsed HTML form body: its values are text, read like a query string. */
const FORM_BODY = Symbol('form body');

/**
 * Lets the plugin's routes take ordinary HTML form posts (application/x-www-form-urlencoded), as well as
 * JSON: the fields are text, read like a query string (`fromText`). Only the plugins whose pages post
 * forms call this (the sandbox cashier and WeChat pages).
 */
export function acceptFormBodies(app: FastifyInstance, bodyLimit: number): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit },
    (_request, body, done) => {
      const fields: Record<string, string> = Object.fromEntries(new URLSearchParams(String(body)));
      Object.defineProperty(fields, FORM_BODY, { value: true });
      done(null, fields);
    },
  );
}

const isFormBody = (value: unknown) =>
  typeof value === 'object' && value !== null && (value as { [FORM_BODY]?: true })[FORM_BODY] === true;

/**
 * Validates every route's input against its contract (the schema compiler of `buildApp`):
 * - a string anywhere in the input (a value or a key) holding a NUL or an unpaired surrogate is refused;
 * - a query string or an HTML form is text: its numbers are read from plain decimals only (`fromText`);
 * - a JSON body is taken exactly as typed: `true` is no number and "5" no id (the contracts coerce nothing);
 * - then the contract's schema, whose integers are bounded to what an integer column holds.
 * A refusal is a 400 naming the field, in the request's language (error-handler.ts).
 */
export const inputValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  const query = httpPart === 'querystring';
  return (data: unknown) => validate(schema, data, query || isFormBody(data));
};
