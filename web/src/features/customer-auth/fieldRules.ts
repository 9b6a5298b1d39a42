import { isEmail, isPhone } from '@onsite/contracts';
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

/** What is wrong with a typed account (a phone number or an email), or null: the login form's check. */
export const accountProblem = (t: TFunction, value: unknown): string | null => {
  const account = text(value);
  return account && (isPhone(account) || isEmail(account)) ? null : t('login.customerUsernameInvalid');
};

export const accountRules = (t: TFunction): FormRule[] => [
  { required: true, whitespace: true, message: t('login.customerUsernameInvalid') },
  {
    validator: async (_rule, value: unknown) => {
      if (text(value) && accountProblem(t, value)) throw new Error(t('login.customerUsernameInvalid'));
    },
  },
];
