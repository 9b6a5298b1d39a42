import {
  hasUnusableCharacters,
  isCommonPassword,
  isTooSimplePassword,
  PASSWORD_MAX,
  PASSWORD_MIN,
} from '@onsite/contracts';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';

/**
 * The password policy of contracts/src/password.ts in the forms that set a password (the change dialog,
 * register, reset): the same refusals as the server's, in the UI's words. The check against the account's
 * own identifiers is the server's (it knows them).
 */
export const newPasswordRules = (t: TFunction): FormRule[] => [
  { required: true, message: t('password.newRequired') },
  {
    min: PASSWORD_MIN,
    max: PASSWORD_MAX,
    message: t('password.length', { min: PASSWORD_MIN, max: PASSWORD_MAX }),
  },
  {
    validator: async (_rule, value: unknown) => {
      if (typeof value !== 'string' || value.length < PASSWORD_MIN) return;
      if (hasUnusableCharacters(value)) throw new Error(t('password.unusable'));
      if (isTooSimplePassword(value)) throw new Error(t('password.simple'));
      if (isCommonPassword(value)) throw new Error(t('password.common'));
    },
  },
];
