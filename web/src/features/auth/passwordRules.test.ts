import type { RuleObject } from 'antd/es/form';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '#web/i18n';
import { newPasswordRules } from './passwordRules';

/** What the rules' validator answers for a value: its message, or null when it passes. */
async function refusal(value: string): Promise<string | null> {
  for (const rule of newPasswordRules(i18n.t)) {
    if (typeof rule === 'function' || !rule.validator) continue;
    try {
      await rule.validator({} as RuleObject, value, () => {});
    } catch (error) {
      return (error as Error).message;
    }
  }
  return null;
}

describe('the password rules of the forms', () => {
  beforeAll(async () => {
    await changeLanguage('en');
  });

  it('refuse what the server refuses, in the same words', async () => {
    expect(await refusal(' '.repeat(8))).toBe('This password is too simple, choose another');
    expect(await refusal('abababab')).toBe('This password is too simple, choose another');
    expect(await refusal('\u0000'.repeat(8))).toBe('The password contains characters that cannot be used');
    expect(await refusal('password123')).toBe('This password is too common, choose another');
    expect(await refusal('Tenant-Test-Pass-42')).toBeNull();
  });
});
