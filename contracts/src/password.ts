import { z } from 'zod';

/**
 * DESIGN.md security baseline: 8–64 characters, and the most common passwords are refused.
 * The spec's "6-30" placeholder was never enforced; this policy replaces it everywhere a password is set.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;

// A short list of the most used passwords that fit the length rule (from public breach top lists).
const COMMON_PASSWORDS = new Set([
  '12345678',
  '123456789',
  '1234567890',
  'password',
  'password1',
  'password123',
  'qwertyuiop',
  'qwerty123',
  '11111111',
  '00000000',
  '88888888',
  '66666666',
  '87654321',
  'iloveyou',
  'abcd1234',
  '1qaz2wsx',
  'a1234567',
  'admin123',
  'admin1234',
  'administrator',
  'welcome1',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'starwars',
  'trustno1',
  'superman',
  'letmein1',
  'passw0rd',
  'p@ssw0rd',
  'aa123456',
  'qq123456',
  'woaini1314',
  '5201314520',
  '147258369',
  '123123123',
  '12341234',
  'asdfghjkl',
  'zxcvbnm1',
  'qwer1234',
  '1q2w3e4r',
  '1q2w3e4r5t',
  'changeme',
  'computer',
  'whatever',
  'abc12345',
  'abcdefgh',
]);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

export const newPassword = z
  .string({ error: 'please enter the new password' })
  .min(PASSWORD_MIN, { error: `password must be ${PASSWORD_MIN}-${PASSWORD_MAX} characters` })
  .max(PASSWORD_MAX, { error: `password must be ${PASSWORD_MIN}-${PASSWORD_MAX} characters` })
  .refine((value) => !isCommonPassword(value), { error: 'this password is too common, choose another' });
