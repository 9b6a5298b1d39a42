import { sendNoticeRequest } from '@onsite/contracts';
import type { FormInstance, FormRule } from 'antd';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { changeLanguage } from '#web/i18n';
import { fieldLimits, rulesFor } from './contractRules';

type RuleObject = Exclude<FormRule, (form: FormInstance) => unknown>;

/** The declarative rules, and the zod validator bound to a form holding `values`. */
function split(rules: FormRule[], values: Record<string, unknown> = {}) {
  const form = { getFieldsValue: () => values } as unknown as FormInstance;
  const objects = rules.filter((rule): rule is RuleObject => typeof rule !== 'function');
  const render = rules.find((rule) => typeof rule === 'function');
  const validator = render
    ? (render(form) as { validator: (rule: unknown, value: unknown) => Promise<void> })
    : null;
  return { objects, validate: (value: unknown) => validator?.validator({}, value) };
}

describe('rulesFor', () => {
  beforeAll(async () => {
    await changeLanguage('en');
  });

  it('answers required and the length limits a contract field declares (title: min 1, max 100)', () => {
    expect(fieldLimits(sendNoticeRequest, 'title')).toMatchObject({
      required: true,
      kind: 'string',
      minLength: 1,
      maxLength: 100,
    });
    const { objects } = split(rulesFor(sendNoticeRequest, 'title', 'Title'));
    expect(objects).toEqual([
      { required: true, whitespace: true, message: 'Please enter Title' },
      { max: 100, message: 'Title has at most 100 characters' },
    ]);
  });

  it('requires a list or a number with a bare rule, so a chosen value is not checked as text', () => {
    const schema = z.object({ scopes: z.array(z.enum(['read', 'write'])).min(1), seats: z.number().int() });
    expect(split(rulesFor(schema, 'scopes', 'Scopes')).objects[0]).toEqual({
      required: true,
      message: 'Please choose Scopes',
    });
    expect(split(rulesFor(schema, 'seats', 'Seats')).objects[0]).toEqual({
      required: true,
      message: 'Please enter Seats',
    });
  });

  it('leaves a defaulted field optional and keeps its pattern and length', () => {
    const { objects } = split(rulesFor(sendNoticeRequest, 'icon', 'Icon'));
    expect(objects.some((rule) => rule.required)).toBe(false);
    expect(objects).toContainEqual({ max: 64, message: 'Icon has at most 64 characters' });
    const pattern = objects.find((rule) => rule.pattern)?.pattern;
    expect(pattern?.test('SmileOutlined')).toBe(true);
    expect(pattern?.test('smile')).toBe(false);
  });

  it('turns enums into a choice and whole-number ranges into min and max', () => {
    const schema = z.object({
      audience: z.enum(['admin', 'agent']),
      seats: z.number().int().positive().max(500),
      ratio: z.number().min(0.5).optional(),
    });
    expect(split(rulesFor(schema, 'audience', 'Audience')).objects).toContainEqual({
      type: 'enum',
      enum: ['admin', 'agent'],
      message: 'Audience has a value that is not on the list',
    });
    expect(fieldLimits(schema, 'seats')).toMatchObject({ kind: 'integer', min: 1, max: 500, required: true });
    expect(fieldLimits(schema, 'ratio')).toMatchObject({ kind: 'number', min: 0.5, required: false });
  });

  it('applies a zod refinement JSON Schema cannot express, with the contract’s message', async () => {
    const schema = z.object({
      code: z
        .string()
        .min(1)
        .max(100)
        .refine((value) => value !== 'admin', { error: 'admin is a reserved code' }),
    });
    const { objects, validate } = split(rulesFor(schema, 'code', 'Code'));
    expect(objects).toContainEqual({ max: 100, message: 'Code has at most 100 characters' });
    await expect(validate('admin')).rejects.toThrow('admin is a reserved code');
    await expect(validate('fair')).resolves.toBeUndefined();
    // a limit the rules above already say in the user's language is not said twice
    await expect(validate('x'.repeat(101))).resolves.toBeUndefined();
  });

  it('applies the object’s own refinement about the field (a cross-field rule)', async () => {
    const base = { type: 'notice', title: 'Hello', content: 'World' };
    const toCustomer = split(rulesFor(sendNoticeRequest, 'customer_id'), { ...base, audience: 'admin' });
    await expect(toCustomer.validate(5)).rejects.toThrow(
      'a notice to one customer must have audience customer',
    );
    const fine = split(rulesFor(sendNoticeRequest, 'customer_id'), { ...base, audience: 'customer' });
    await expect(fine.validate(5)).resolves.toBeUndefined();
  });

  it('speaks the user’s language', async () => {
    await changeLanguage('zh_CN');
    const { objects } = split(rulesFor(sendNoticeRequest, 'title', '标题'));
    expect(objects.map((rule) => rule.message)).toEqual(['请输入标题', '标题最多 100 个字符']);
    await changeLanguage('en');
  });
});
