import { z } from 'zod';
import {
  hasUnusableCharacters,
  isCommonPassword,
  isTooSimplePassword,
  PASSWORD_MAX,
  PASSWORD_MIN,
} from './password-policy.ts';

export {
  hasUnusableCharacters,
  isCommonPassword,
  isTooSimplePassword,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_RESEMBLES_ACCOUNT,
  resemblesIdentifier,
} from './password-policy.ts';

/**
 * The policy on every path that sets a password (register, reset, change; seed data excepted): 8–64
 * characters, no control characters, not blank or nearly one character, not a common password. The check
 * against the account's own identifiers needs the account: request schemas that carry them refine with
 * `resemblesIdentifier`, and the server checks the stored ones.
 */
export const newPassword = z
  .string({ error: 'please enter the new password' })
  .min(PASSWORD_MIN, { error: `password must be ${PASSWORD_MIN}-${PASSWORD_MAX} characters` })
  .max(PASSWORD_MAX, { error: `password must be ${PASSWORD_MIN}-${PASSWORD_MAX} characters` })
  .refine((value) => !hasUnusableCharacters(value), {
    error: 'the password contains characters that cannot be used',
  })
  .refine((value) => !isTooSimplePassword(value), { error: 'this password is too simple, choose another' })
  .refine((value) => !isCommonPassword(value), { error: 'this password is too common, choose another' });
