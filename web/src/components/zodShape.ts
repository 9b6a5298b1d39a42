import type { z } from 'zod';

/**
 * The fields of a contract's object schema (through pipes and the wrappers a query or a body may carry), or
 * an empty record when the schema is not an object. The kit reads a route's own declaration this way
 * instead of being told its keys a second time.
 */
export function shapeOf(schema: z.ZodType | undefined): Record<string, z.ZodType> {
  if (!schema) return {};
  const def = schema._zod.def as z.core.$ZodTypeDef & {
    shape?: Record<string, z.ZodType>;
    in?: z.ZodType;
    innerType?: z.ZodType;
  };
  if (def.type === 'object' && def.shape) return def.shape;
  if (def.type === 'pipe' && def.in) return shapeOf(def.in);
  if (def.innerType) return shapeOf(def.innerType);
  return {};
}

/** The value a field takes when it is left out (its `.default()`), or undefined. */
export function defaultOf(field: z.ZodType | undefined): unknown {
  if (!field) return undefined;
  const parsed = field.safeParse(undefined);
  return parsed.success ? parsed.data : undefined;
}

/** Whether the field accepts the value, e.g. whether an `order` field takes 'asc'. */
export function accepts(field: z.ZodType | undefined, value: unknown): boolean {
  return field ? field.safeParse(value).success : false;
}
