import { INT4_MAX, INT4_MIN } from '@onsite/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contractRoutes, routeName } from '#server/test/contract-routes.ts';

/** The input parts of every route: its query and its body schema. */
const inputs = contractRoutes().flatMap((route) =>
  (['query', 'body'] as const).flatMap((part) => {
    const schema = route[part];
    return schema ? [{ name: `${routeName(route)} ${part}`, schema }] : [];
  }),
);

interface JsonNode {
  type?: string | string[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  const?: unknown;
  enum?: unknown[];
  [key: string]: unknown;
}

/** The numeric nodes of a JSON Schema that accept a number outside int4, with their paths. */
function unboundedNumbers(node: unknown, path: string): string[] {
  if (typeof node !== 'object' || node === null) return [];
  if (Array.isArray(node))
    return node.flatMap((child, index) => unboundedNumbers(child, `${path}[${index}]`));
  const schema = node as JsonNode;
  const types = ([] as unknown[]).concat(schema.type ?? []);
  const found: string[] = [];
  if ((types.includes('integer') || types.includes('number')) && schema.const === undefined && !schema.enum) {
    const min = schema.minimum ?? schema.exclusiveMinimum ?? Number.NEGATIVE_INFINITY;
    const max = schema.maximum ?? schema.exclusiveMaximum ?? Number.POSITIVE_INFINITY;
    if (min < INT4_MIN || max > INT4_MAX) found.push(`${path || '(root)'} [${min}, ${max}]`);
  }
  for (const [key, child] of Object.entries(schema)) {
    if (key === 'default' || key === 'const' || key === 'enum' || key === 'examples') continue;
    found.push(...unboundedNumbers(child, key === 'properties' ? path : `${path}${path ? '.' : ''}${key}`));
  }
  return found;
}

type Def = { type: string; coerce?: boolean; [key: string]: unknown };

/** Schemas inside a zod schema that coerce their input (z.coerce.*), with their paths. */
function coercions(schema: z.ZodType, path: string, seen = new Set<unknown>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = (schema as unknown as { _zod: { def: Def } })._zod.def;
  const found = def.coerce ? [path || '(root)'] : [];
  const child = (value: unknown, at: string) =>
    value && typeof value === 'object' && '_zod' in value ? coercions(value as z.ZodType, at, seen) : [];
  for (const [key, value] of Object.entries(def)) {
    if (key === 'shape' && value && typeof value === 'object') {
      for (const [field, fieldSchema] of Object.entries(value)) {
        found.push(...child(fieldSchema, `${path}${path ? '.' : ''}${field}`));
      }
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => {
        found.push(...child(item, `${path}|${index}`));
      });
    } else found.push(...child(value, path));
  }
  return found;
}

describe('request contracts', () => {
  it('finds the routes', () => {
    expect(inputs.length).toBeGreaterThan(100);
  });

  // Every integer column is an int4 (server/src/db/migrations): a bigger number is bad input, not a 500.
  it('bound every number a request carries to what an integer column holds', () => {
    const unbounded = inputs.flatMap(({ name, schema }) =>
      unboundedNumbers(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }), '').map(
        (field) => `${name}: ${field}`,
      ),
    );
    expect(unbounded).toEqual([]);
  });

  // Inputs match their types exactly: `true` is no id, "0x10" no number (platform/http/input.ts reads the
  // text of query strings and forms).
  it('coerce nothing', () => {
    const coerced = inputs.flatMap(({ name, schema }) =>
      coercions(schema, '').map((field) => `${name}: ${field}`),
    );
    expect(coerced).toEqual([]);
  });
});
