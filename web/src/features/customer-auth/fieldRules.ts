import { isCommonPassword, isEmail, isPhone, PASSWORD_MAX, PASSWORD_MIN } from '@onsite/contracts';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export const phoneRules = (t: TFunction): FormRule[] => [
  { required: true, whitespace: true, message: t('customerAuth.phoneRequired') },
  {
    validator: async (_rule, value: unknown) => {
      if (text(value) && !isPhone(text(value))) throw new Error(t('customerAuth.phoneInvalid'));
    },
  },
];

export const emailRules = (t: TFunction): FormRule[] => [
  { required: true, whitespace: true, message: t('customerAuth.emailRequired') },
  {
    validator: async (_rule, value: unknown) => {
      if (text(value) && !isEmail(text(value))) throw new Error(t('customerAuth.emailInvalid'));
    },
  },
];

export const accountRules = (t: TFunction): FormRule[] => [
  { required: true, whitespace: true, message: t('login.customerUsernameInvalid') },
  {
    validator: async (_rule, value: unknown) => {
      const account = text(value);
      if (account && !isPhone(account) && !isEmail(account))
        throw new Error(t('login.customerUsernameInvalid'));
    },
  },
];

/** DESIGN.md policy on every password a customer sets: 8–64 characters, the most common refused. */
export const newPasswordRules = (t: TFunction): FormRule[] => [
  { required: true, message: t('password.newRequired') },
  {
    min: PASSWORD_MIN,
    max: PASSWORD_MAX,
    message: t('password.length', { min: PASSWORD_MIN, max: PASSWORD_MAX }),
  },
  {
    validator: async (_rule, value: unknown) => {
      if (typeof value === 'string' && isCommonPassword(value)) throw new Error(t('password.common'));
    },
  },
];
