import {
  flattenJsonSchema,
  INT4_MAX,
  INT4_MIN,
  type JsonSchemaNode,
  jsonTypeOf,
  jsonTypesOf,
} from '@onsite/contracts';
import fc from 'fast-check';
import { z } from 'zod';

/** The part of JSON Schema zod writes for a request (`z.toJSONSchema(schema, { io: 'input' })`). */
export interface JsonSchema extends JsonSchemaNode {
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
}

const jsonSchemas = new WeakMap<z.ZodType, JsonSchema>();

/** A request schema as the caller sends it: defaulted fields optional, refinements left out. */
export function inputJsonSchema(schema: z.ZodType): JsonSchema {
  let json = jsonSchemas.get(schema);
  if (!json) {
    json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    jsonSchemas.set(schema, json);
  }
  return json;
}

const flatten = (node: JsonSchema) => flattenJsonSchema(node);
export const typesOf = jsonTypesOf;

/**
 * The node a path leads to (object properties, array items), or undefined beyond what the schema says —
 * and through a union of objects, where a field one member refuses another may not know (and strip).
 */
export function nodeAt(root: JsonSchema, path: readonly string[]): JsonSchema | undefined {
  /** A nullable node is its one non-null member; another union is no one node. */
  const unwrap = (node: JsonSchema): JsonSchema | undefined => {
    const flat = flatten(node);
    const variants = flat.anyOf ?? flat.oneOf;
    if (!variants) return flat;
    const present = variants.filter((variant) => !typesOf(variant).has('null'));
    return present.length === 1 && present[0] ? unwrap(present[0]) : undefined;
  };
  let node: JsonSchema | undefined = root;
  for (const key of path) {
    const flat: JsonSchema | undefined = node && unwrap(node);
    if (!flat) return undefined;
    if (flat.items && /^\d+$/.test(key)) node = flat.items;
    else if (flat.properties?.[key]) node = flat.properties[key];
    else node = typeof flat.additionalProperties === 'object' ? flat.additionalProperties : undefined;
  }
  return node;
}

/**
 * Whether a JSON value is one the node can never accept, by JSON Schema alone (the contract's refinements
 * aside): another JSON type, a fraction where an integer goes, a number beyond the bounds, a value outside an
 * enum. False when the schema does not know (an extra field, a node that takes anything).
 */
export function violates(node: JsonSchema | undefined, value: unknown): boolean {
  if (!node) return false;
  const flat = flatten(node);
  const variants = flat.anyOf ?? flat.oneOf;
  if (variants) return variants.every((variant) => violates(variant, value));
  const types = typesOf(flat);
  if (types.has('any')) return false;
  if (!types.has(jsonTypeOf(value))) return true;
  if (flat.const !== undefined) return flat.const !== value;
  if (flat.enum) return !flat.enum.includes(value);
  if (typeof value === 'number') {
    const integer = ([] as string[]).concat(flat.type ?? []).includes('integer');
    if (integer && !Number.isInteger(value)) return true;
    if (flat.minimum !== undefined && value < flat.minimum) return true;
    if (flat.maximum !== undefined && value > flat.maximum) return true;
    if (flat.exclusiveMinimum !== undefined && value <= flat.exclusiveMinimum) return true;
    if (flat.exclusiveMaximum !== undefined && value >= flat.exclusiveMaximum) return true;
  }
  return false;
}

function stringArbitrary(node: JsonSchema): fc.Arbitrary<string> {
  const minLength = node.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(node.maxLength ?? 40, 60));
  if (node.format === 'email') return fc.emailAddress();
  if (node.format === 'uri' || node.format === 'url') return fc.webUrl();
  if (node.pattern) {
    try {
      return fc.stringMatching(new RegExp(node.pattern), { size: 'small' });
    } catch {
      // a pattern fast-check cannot generate from: plain text, which the contract mostly refuses
    }
  }
  return fc.oneof(
    fc.string({ minLength, maxLength, unit: 'grapheme-ascii' }),
    fc.string({ minLength, maxLength, unit: 'grapheme' }),
  );
}

function numberArbitrary(node: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const lowest = Math.max(
    node.minimum ?? INT4_MIN,
    node.exclusiveMinimum === undefined ? INT4_MIN : node.exclusiveMinimum + (integer ? 1 : 0),
  );
  const highest = Math.min(
    node.maximum ?? INT4_MAX,
    node.exclusiveMaximum === undefined ? INT4_MAX : node.exclusiveMaximum - (integer ? 1 : 0),
  );
  const min = Math.ceil(Math.min(lowest, highest));
  const max = Math.floor(Math.max(lowest, highest));
  if (!integer) return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  // small numbers are the ids of rows that exist
  return fc.oneof(fc.integer({ min, max: Math.max(min, Math.min(max, 30)) }), fc.integer({ min, max }));
}

/**
 * Values a JSON Schema node describes (most of them valid; refinements the schema cannot say are left to
 * chance): what the bad-input suite starts from before it mutates.
 */
export function arbitraryOf(node: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!node || depth > 6) return fc.jsonValue({ maxDepth: 2 });
  const flat = flatten(node);
  const variants = flat.anyOf ?? flat.oneOf;
  if (variants) return fc.oneof(...variants.map((variant) => arbitraryOf(variant, depth + 1)));
  if (flat.const !== undefined) return fc.constant(flat.const);
  if (flat.enum) return fc.constantFrom(...flat.enum);
  const types = ([] as string[]).concat(flat.type ?? []);
  if (types.length === 0) return fc.jsonValue({ maxDepth: 2 });
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<unknown> => {
      switch (type) {
        case 'string':
          return stringArbitrary(flat);
        case 'integer':
          return numberArbitrary(flat, true);
        case 'number':
          return numberArbitrary(flat, false);
        case 'boolean':
          return fc.boolean();
        case 'null':
          return fc.constant(null);
        case 'array':
          return fc.array(arbitraryOf(flat.items, depth + 1), {
            minLength: flat.minItems ?? 0,
            maxLength: Math.max(flat.minItems ?? 0, Math.min(flat.maxItems ?? 4, 4)),
          });
        case 'object':
          return objectArbitrary(flat, depth);
        default:
          return fc.jsonValue({ maxDepth: 2 });
      }
    }),
  );
}

function objectArbitrary(node: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const properties = node.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, child]) => [key, arbitraryOf(child, depth + 1)]),
  );
  const required = (node.required ?? []).filter((key) => key in model);
  const fixed = fc.record(model, { requiredKeys: required });
  if (typeof node.additionalProperties !== 'object') return fixed;
  const extra = fc.dictionary(
    fc.string({ minLength: 1, maxLength: 12 }),
    arbitraryOf(node.additionalProperties, depth + 1),
    { maxKeys: 6 },
  );
  return fc.tuple(fixed, extra).map(([known, more]) => ({ ...more, ...known }));
}
