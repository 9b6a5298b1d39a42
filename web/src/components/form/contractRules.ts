import type { FormRule } from 'antd';
import { z } from 'zod';
import { shapeOf } from '#web/components/zodShape';
import { i18n } from '#web/i18n';

/** The part of JSON Schema that zod writes for a request's fields. */
interface JsonSchema {
  type?: string | string[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

/** A top-level field of a request schema. */
export type ContractFieldName<S extends z.ZodType> =
  z.input<S> extends object ? keyof z.input<S> & string : string;

/** What the contract says about one field, as a form needs it (e.g. `maxLength` for an Input). */
export interface FieldLimits {
  required: boolean;
  kind: 'string' | 'number' | 'integer' | 'boolean' | 'array' | 'enum' | 'unknown';
  minLength?: number;
  maxLength?: number;
  pattern?: RegExp;
  format?: string;
  min?: number;
  max?: number;
  minItems?: number;
  maxItems?: number;
  options?: unknown[];
}

const jsonSchemas = new WeakMap<z.ZodType, JsonSchema>();

/** The request's JSON Schema as the caller sends it (`io: 'input'`: defaulted fields are optional). */
function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  let json = jsonSchemas.get(schema);
  if (!json) {
    try {
      json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    } catch {
      // a schema JSON Schema cannot hold: the field validators below still run the zod schema itself
      json = {};
    }
    jsonSchemas.set(schema, json);
  }
  return json;
}

/** A nullable field is `anyOf [X, null]`; a union of literals is an enum. */
function unwrap(node: JsonSchema): JsonSchema {
  const variants = node.anyOf ?? node.oneOf;
  if (!variants) return node;
  const present = variants.filter((variant) => variant.type !== 'null');
  if (present.length > 0 && present.every((variant) => 'const' in variant)) {
    return { enum: present.map((variant) => variant.const) };
  }
  return present.length === 1 && present[0] ? unwrap(present[0]) : {};
}

const SAFE = Number.MAX_SAFE_INTEGER;

/** The field's limits as the contract declares them. */
export function fieldLimits<S extends z.ZodType>(schema: S, field: ContractFieldName<S>): FieldLimits {
  const json = jsonSchemaOf(schema);
  const node = unwrap(json.properties?.[field] ?? {});
  const required = json.required?.includes(field) ?? false;
  const type = Array.isArray(node.type) ? node.type.find((entry) => entry !== 'null') : node.type;
  if (node.enum) return { required, kind: 'enum', options: node.enum };
  if (type === 'string') {
    return {
      required,
      kind: 'string',
      minLength: node.minLength,
      maxLength: node.maxLength,
      pattern: node.pattern === undefined ? undefined : new RegExp(node.pattern),
      format: node.format,
    };
  }
  if (type === 'number' || type === 'integer') {
    const step = type === 'integer' ? 1 : 0;
    // an exclusive bound is inclusive one step in for whole numbers; other numbers leave it to zod
    const min =
      node.minimum ??
      (step && node.exclusiveMinimum !== undefined ? node.exclusiveMinimum + step : undefined);
    const max =
      node.maximum ??
      (step && node.exclusiveMaximum !== undefined ? node.exclusiveMaximum - step : undefined);
    return {
      required,
      kind: type,
      min: min !== undefined && min > -SAFE ? min : undefined,
      max: max !== undefined && max < SAFE ? max : undefined,
    };
  }
  if (type === 'array') return { required, kind: 'array', minItems: node.minItems, maxItems: node.maxItems };
  if (type === 'boolean') return { required, kind: 'boolean' };
  return { required, kind: 'unknown' };
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** A number typed into a text input still checks as a number. */
const toNumber = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value)) ? Number(value) : value;

/**
 * The antd rules of one field, from the zod contract: required, length, pattern, range and choice, with
 * messages in the user's language; then a validator that runs the field's own zod schema (and the object's
 * refinements about the field), so a rule JSON Schema cannot express still applies, in the contract's words.
 * Type mismatches are left out: a form may hold a field as a Dayjs or a string that submit converts.
 */
export function rulesFor<S extends z.ZodType>(
  schema: S,
  field: ContractFieldName<S>,
  label?: string,
): FormRule[] {
  const limits = fieldLimits(schema, field);
  const name = label ?? field;
  const t = (key: string, values: Record<string, unknown> = {}) => i18n.t(key, { label: name, ...values });
  const rules: FormRule[] = [];
  // zod issue codes a rule above already answers in the user's language
  const answered = new Set<string>(['invalid_type']);

  if (limits.required) {
    const typed = limits.kind === 'string' || limits.kind === 'number' || limits.kind === 'integer';
    const message = t(typed ? 'form.required' : 'form.requiredChoice');
    // only a string's rule may name `whitespace`: with any key besides `required`, antd's validator checks
    // the value as a string, and a chosen list or a number would fail as "required"
    rules.push(
      limits.kind === 'string' ? { required: true, whitespace: true, message } : { required: true, message },
    );
  }
  if (limits.kind === 'string') {
    if (limits.minLength !== undefined) {
      // a minimum of 1 is what "required" already says
      if (limits.minLength > 1) {
        rules.push({ min: limits.minLength, message: t('form.minLength', { min: limits.minLength }) });
        answered.add('too_small');
      } else if (limits.required) answered.add('too_small');
    }
    if (limits.maxLength !== undefined) {
      rules.push({ max: limits.maxLength, message: t('form.maxLength', { max: limits.maxLength }) });
      answered.add('too_big');
    }
    if (limits.format === 'email' || limits.format === 'uri' || limits.format === 'url') {
      rules.push({
        type: limits.format === 'email' ? 'email' : 'url',
        message: t(limits.format === 'email' ? 'form.email' : 'form.url'),
      });
      answered.add('invalid_format');
    } else if (limits.pattern) {
      rules.push({ pattern: limits.pattern, message: t('form.pattern') });
      answered.add('invalid_format');
    }
  }
  if (limits.kind === 'number' || limits.kind === 'integer') {
    const type = limits.kind;
    rules.push({ type, transform: toNumber, message: t(`form.${type}`) });
    if (limits.min !== undefined) {
      rules.push({ type, transform: toNumber, min: limits.min, message: t('form.min', { min: limits.min }) });
      answered.add('too_small');
    }
    if (limits.max !== undefined) {
      rules.push({ type, transform: toNumber, max: limits.max, message: t('form.max', { max: limits.max }) });
      answered.add('too_big');
    }
  }
  if (limits.kind === 'array') {
    if (limits.minItems !== undefined) {
      rules.push({
        type: 'array',
        min: limits.minItems,
        message: t('form.minItems', { min: limits.minItems }),
      });
      answered.add('too_small');
    }
    if (limits.maxItems !== undefined) {
      rules.push({
        type: 'array',
        max: limits.maxItems,
        message: t('form.maxItems', { max: limits.maxItems }),
      });
      answered.add('too_big');
    }
  }
  if (limits.kind === 'enum' && limits.options) {
    rules.push({ type: 'enum', enum: limits.options as (string | number)[], message: t('form.enum') });
    answered.add('invalid_value');
  }

  const own = shapeOf(schema)[field];
  rules.push((form) => ({
    validator: async (_rule, value: unknown) => {
      // an empty field is the required rule's business
      if (isBlank(value)) return;
      const issues: z.core.$ZodIssue[] = [];
      const result = own?.safeParse(value);
      if (result && !result.success) issues.push(...result.error.issues);
      else {
        // the object's refinements that name this field (cross-field rules); they run once the rest parses
        const whole = schema.safeParse({ ...form.getFieldsValue(true), [field]: value });
        if (!whole.success) {
          issues.push(
            ...whole.error.issues.filter((issue) => issue.code === 'custom' && issue.path[0] === field),
          );
        }
      }
      const unanswered = issues.find((issue) => !answered.has(issue.code));
      if (unanswered) throw new Error(unanswered.message);
    },
  }));
  return rules;
}

/** `rulesFor` bound to one schema: `const rules = contractRules(sendNoticeRequest); rules('title', label)`. */
export function contractRules<S extends z.ZodType>(schema: S) {
  return (field: ContractFieldName<S>, label?: string) => rulesFor(schema, field, label);
}
