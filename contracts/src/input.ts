import { z } from 'zod';

/**
 * What request numbers are made of. Every integer column of the schema is a PostgreSQL `integer` (int4;
 * server/src/db/migrations), so every integer a request carries is bounded to it: an id or an amount above
 * 2^31 − 1 is bad input (400), never a database error. Numbers are numbers: a JSON body takes JSON numbers
 * exactly (no coercion: `true` is not 1, "5" is not 5); query strings and HTML forms, which are text, are read
 * by the server's validation layer (server/src/platform/http/input.ts), from plain decimals only.
 * `server/src/platform/http/input-contracts.test.ts` holds every route to this.
 */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

/** What a number beyond an integer column answers (the server puts the field's name before it). */
export const INT4_TOO_BIG = 'must be at most 2147483647';
export const INT4_TOO_SMALL = 'must be at least -2147483648';

const withError = (error: string | undefined) => (error === undefined ? undefined : { error });

/** A whole number an integer column holds; `error` answers a wrong type or a fraction. */
export function int4(error?: string) {
  return z
    .number(withError(error))
    .int(withError(error))
    .min(INT4_MIN, { error: INT4_TOO_SMALL })
    .max(INT4_MAX, { error: INT4_TOO_BIG });
}

/** Whether decimal digits (an id written as text) name a number an integer column holds. */
export const fitsInt4 = (digits: string) => Number(digits) <= INT4_MAX;

/** A row id: 1 … 2^31 − 1; `error` answers a wrong type, a fraction or a number below 1. */
export function rowId(error?: string) {
  return z
    .number(withError(error))
    .int(withError(error))
    .positive(withError(error))
    .max(INT4_MAX, { error: INT4_TOO_BIG });
}

/** A count or an amount in cents: 0 … 2^31 − 1; `error` answers a wrong type, a fraction or a negative. */
export function nonNegative(error?: string) {
  return z
    .number(withError(error))
    .int(withError(error))
    .min(0, withError(error))
    .max(INT4_MAX, { error: INT4_TOO_BIG });
}

/** A number written plainly: digits, an optional minus sign and decimal part (no hex, exponent, sign or space). */
const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;

/** The part of JSON Schema that says which JSON types a request field takes (`z.toJSONSchema`, io input). */
export interface JsonSchemaNode {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchemaNode[];
  oneOf?: JsonSchemaNode[];
  allOf?: JsonSchemaNode[];
  items?: JsonSchemaNode;
  properties?: Record<string, JsonSchemaNode>;
}

/** A node with its allOf members folded in (zod writes a string's second pattern that way); its own keywords win. */
export function flattenJsonSchema<N extends JsonSchemaNode>(node: N): N {
  if (!node.allOf) return node;
  const { allOf, ...rest } = node;
  return Object.assign({}, ...allOf.map(flattenJsonSchema).reverse(), rest) as N;
}

/** The JSON type of a value as JSON Schema names it ('null', 'array', 'object', 'string', 'number'…). */
export const jsonTypeOf = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

/** What JSON types a JSON Schema node accepts ('integer' counts as 'number'; 'any' for a node that says nothing). */
export function jsonTypesOf(node: JsonSchemaNode | undefined): Set<string> {
  if (!node) return new Set(['any']);
  const flat = flattenJsonSchema(node);
  const variants = flat.anyOf ?? flat.oneOf;
  if (variants) return new Set(variants.flatMap((variant) => [...jsonTypesOf(variant)]));
  if (flat.const !== undefined) return new Set([jsonTypeOf(flat.const)]);
  if (flat.enum) return new Set(flat.enum.map(jsonTypeOf));
  if (flat.type === undefined) return new Set(['any']);
  return new Set(([] as string[]).concat(flat.type).map((type) => (type === 'integer' ? 'number' : type)));
}

/** A field read from text becomes a number only where the schema takes a number and never a string. */
const takesNumber = (node: JsonSchemaNode | undefined) => {
  const types = jsonTypesOf(node);
  return types.has('number') && !types.has('string') && !types.has('any');
};

interface TextFields {
  numbers: Set<string>;
  numberLists: Set<string>;
}

const textFields = new WeakMap<z.ZodType, TextFields>();

/** The fields of an object schema (or of each object of a union) that take numbers or lists of numbers. */
function numericFieldsOf(schema: z.ZodType): TextFields {
  let fields = textFields.get(schema);
  if (fields) return fields;
  fields = { numbers: new Set(), numberLists: new Set() };
  const root = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchemaNode;
  const objects = [root, ...(root.anyOf ?? []), ...(root.oneOf ?? []), ...(root.allOf ?? [])];
  for (const object of objects) {
    for (const [name, node] of Object.entries(object.properties ?? {})) {
      if (takesNumber(node)) fields.numbers.add(name);
      else if (jsonTypesOf(node).has('array') && takesNumber(node.items)) fields.numberLists.add(name);
    }
  }
  textFields.set(schema, fields);
  return fields;
}

const numberFromText = (value: unknown) =>
  typeof value === 'string' && PLAIN_DECIMAL.test(value) ? Number(value) : value;

/**
 * The input of a schema read from text: a query string or an HTML form, where every value arrives as a
 * string. A plain decimal becomes a number where the schema takes a number (so `?id=5` is the id 5); any
 * other text stays text for the schema to refuse (`0x10`, `1e3`, `+5`, ` 5`, ''). The server reads query
 * strings and forms through it (server/src/platform/http/input.ts), the consoles their URL state; a JSON body
 * is never read this way: its types are taken exactly.
 */
export function fromText(schema: z.ZodType, input: unknown): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  const { numbers, numberLists } = numericFieldsOf(schema);
  if (numbers.size === 0 && numberLists.size === 0) return input;
  const read: Record<string, unknown> = { ...input };
  for (const name of numbers) if (Object.hasOwn(read, name)) read[name] = numberFromText(read[name]);
  for (const name of numberLists) {
    const value = read[name];
    if (Array.isArray(value)) read[name] = value.map(numberFromText);
  }
  return read;
}

/**
 * Whether text starting `YYYY-MM-DD` names a real calendar day of the years 1000–9999 (what `Date.UTC`
 * reads without rolling a month 13 into the next year or a year 0099 into 1999).
 */
export function isCalendarDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (year < 1000 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Whether text `YYYY-MM-DD HH:mm[:ss]` (or with a `T`) names a real day and a time of it. */
export function isWallClockTime(text: string): boolean {
  const match = /^\d{4}-\d{2}-\d{2}[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  if (!match || !isCalendarDay(text)) return false;
  const [hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [number, number, number];
  return hour <= 23 && minute <= 59 && second <= 59;
}
