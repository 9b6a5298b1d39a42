import { z } from 'zod';
import { pageQuery } from './envelope.ts';
import { INT4_MAX, INT4_TOO_BIG, isCalendarDay } from './input.ts';
import { payment, payType } from './order.ts';
import { defineRoute, reply } from './route.ts';
import { idQuery } from './site.ts';
import { withdrawalStatus } from './withdrawal-filter.ts';

/**
 * The customer's resource account (spec §2 /resource: note, profit, rate, redpacket, special, withdrawal,
 * payment, logs, recharge). Money is an append-only ledger per account kind; amounts are integer cents,
 * except the `sms` kind, which counts messages.
 */
export const RESOURCE_KINDS = ['balance', 'profit', 'redpacket', 'special', 'sms'] as const;
export const resourceKind = z.enum(RESOURCE_KINDS, {
  error: 'kind must be balance, profit, redpacket, special or sms',
});
export type ResourceKind = z.infer<typeof resourceKind>;

/** Ours (the spec names only 17 and the activity types): a balance recharge order. */
export const ResourceOrderType = { recharge: 30 } as const;

/** What a ledger entry records. */
export const LEDGER_TYPES = [
  'recharge',
  'sms_purchase',
  'transfer_in',
  'transfer_out',
  'fee',
  'withdrawal',
  'withdrawal_refund',
  'income',
  'grant',
  'spend',
  'refund',
  'refund_reversal',
  'pack_purchase',
] as const;
export const ledgerType = z.enum(LEDGER_TYPES, { error: 'type is not a ledger entry type' });
export type LedgerType = z.infer<typeof ledgerType>;

export const resourceAccount = z.object({
  kind: resourceKind,
  /** cents, or messages for sms */
  balance: z.number().int(),
});

/** GET /customer/Product/getResourceInfo: every account's balance and what is held by pending withdrawals. */
export const resourceInfo = z.object({
  accounts: z.array(resourceAccount),
  /** cents requested in withdrawals not yet paid or rejected */
  withdrawing: z.number().int(),
});
export type ResourceInfo = z.infer<typeof resourceInfo>;

export const ledgerEntry = z.object({
  id: z.number().int(),
  kind: resourceKind,
  type: z.string(),
  /** signed: credits positive, debits negative */
  amount: z.number().int(),
  balance_after: z.number().int(),
  reason: z.string(),
  order_no: z.string().nullable(),
  activity_id: z.number().int().nullable(),
  withdrawal_id: z.number().int().nullable(),
  create_time: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntry>;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'dates must be YYYY-MM-DD' })
  .refine(isCalendarDay, { error: 'dates must be YYYY-MM-DD' })
  .optional()
  .or(z.literal('').transform(() => undefined));

/** GET /customer/Product/getResourceList: the ledger, newest first, by kind, type and day range. */
export const ledgerQuery = pageQuery.extend({
  kind: resourceKind.optional(),
  type: ledgerType.optional(),
  /** first day, inclusive (the customer's calendar day in `tz`) */
  start_date: day,
  /** last day, inclusive */
  end_date: day,
  tz: z
    .string()
    .trim()
    .refine(
      (zone) => {
        try {
          new Intl.DateTimeFormat('en', { timeZone: zone });
          return true;
        } catch {
          return false;
        }
      },
      { error: 'tz must be an IANA time zone' },
    )
    .default('Asia/Shanghai'),
  /** part of an order number */
  keyword: z.string().trim().max(64).optional(),
});
export type LedgerQuery = z.infer<typeof ledgerQuery>;

const cents = (field: string) =>
  z
    .number({ error: `${field} is required` })
    .int({ error: `${field} must be whole cents` })
    .positive({ error: `${field} must be greater than 0` })
    .max(INT4_MAX, { error: INT4_TOO_BIG });

/** Recharges are 1.00 to 50,000.00. */
export const RECHARGE_MIN = 100;
export const RECHARGE_MAX = 5_000_000;

/** POST /customer/customerOrder/payment: a balance recharge order and its payment QR. */
export const rechargeRequest = z.object({
  amount: cents('amount')
    .min(RECHARGE_MIN, { error: 'amount must be between 1.00 and 50000.00' })
    .max(RECHARGE_MAX, { error: 'amount must be between 1.00 and 50000.00' }),
  pay_type: payType.default('wechat'),
});
export type RechargeRequest = z.infer<typeof rechargeRequest>;

/** SMS packs are bought from the balance at the site's sms rate. */
export const buySmsRequest = z.object({
  count: z
    .number({ error: 'count is required' })
    .int({ error: 'count must be a whole number' })
    .min(100, { error: 'count must be between 100 and 100000' })
    .max(100_000, { error: 'count must be between 100 and 100000' }),
});

/** Moves between accounts the customer may make. */
export const TRANSFERS = [
  { from: 'balance', to: 'redpacket' },
  { from: 'redpacket', to: 'balance' },
  { from: 'profit', to: 'balance' },
] as const;

export const transferRequest = z
  .object({
    from: resourceKind,
    to: resourceKind,
    amount: cents('amount'),
  })
  .refine((value) => TRANSFERS.some((pair) => pair.from === value.from && pair.to === value.to), {
    error: 'this transfer is not allowed',
    path: ['to'],
  });
export type TransferRequest = z.infer<typeof transferRequest>;

export const feeRate = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  /** percent: rate in basis points (60 = 0.60 %); unit: rate in cents per unit */
  mode: z.enum(['percent', 'unit']),
  rate: z.number().int(),
  /** cents */
  min_fee: z.number().int(),
  description: z.string(),
});
export type FeeRate = z.infer<typeof feeRate>;

export const withdrawalChannel = z.enum(['bank', 'wechat'], { error: 'channel must be bank or wechat' });
export type WithdrawalChannel = z.infer<typeof withdrawalChannel>;

/** Withdrawals are 10.00 to 50,000.00, from the balance or the profit account. */
export const WITHDRAWAL_MIN = 1000;
export const WITHDRAWAL_MAX = 5_000_000;

export const withdrawalRequest = z
  .object({
    kind: z.enum(['balance', 'profit'], { error: 'kind must be balance or profit' }),
    amount: cents('amount')
      .min(WITHDRAWAL_MIN, { error: 'amount must be between 10.00 and 50000.00' })
      .max(WITHDRAWAL_MAX, { error: 'amount must be between 10.00 and 50000.00' }),
    channel: withdrawalChannel,
    account_name: z
      .string({ error: 'account_name is required' })
      .trim()
      .min(1, { error: 'account_name is required' })
      .max(30, { error: 'account_name must be at most 30 characters' }),
    bank_name: z.string().trim().max(50, { error: 'bank_name must be at most 50 characters' }).default(''),
    account_no: z
      .string({ error: 'account_no is required' })
      .trim()
      .min(1, { error: 'account_no is required' })
      .max(40, { error: 'account_no must be at most 40 characters' }),
    remark: z.string().trim().max(100, { error: 'remark must be at most 100 characters' }).default(''),
  })
  .refine((value) => value.channel !== 'bank' || value.bank_name.length > 0, {
    error: 'bank_name is required for a bank withdrawal',
    path: ['bank_name'],
  })
  .refine((value) => value.channel !== 'bank' || /^\d{12,30}$/.test(value.account_no), {
    error: 'a bank card number has 12 to 30 digits',
    path: ['account_no'],
  });
export type WithdrawalRequest = z.infer<typeof withdrawalRequest>;

export const withdrawal = z.object({
  id: z.number().int(),
  kind: z.enum(['balance', 'profit']),
  amount: z.number().int(),
  fee: z.number().int(),
  /** what reaches the account: amount - fee */
  actual_amount: z.number().int(),
  channel: withdrawalChannel,
  account_name: z.string(),
  bank_name: z.string(),
  /** masked but the last 4 characters */
  account_no: z.string(),
  status: withdrawalStatus,
  remark: z.string(),
  /** why the platform rejected it ('' otherwise) */
  review_note: z.string(),
  review_time: z.string().nullable(),
  /** the transfer's reference once the platform paid it ('' until then) */
  paid_reference: z.string(),
  paid_time: z.string().nullable(),
  create_time: z.string(),
});
export type Withdrawal = z.infer<typeof withdrawal>;

export const withdrawalListQuery = pageQuery.extend({ status: withdrawalStatus.optional() });
export type WithdrawalListQuery = z.infer<typeof withdrawalListQuery>;

/** /resource/payment: where the customer's money is paid out (prefills withdrawal requests). */
export const collectionSetting = z.object({
  default_channel: withdrawalChannel,
  bank_account_name: z.string().trim().max(30, { error: 'bank_account_name must be at most 30 characters' }),
  bank_name: z.string().trim().max(50, { error: 'bank_name must be at most 50 characters' }),
  bank_branch: z.string().trim().max(80, { error: 'bank_branch must be at most 80 characters' }),
  bank_account_no: z
    .string()
    .trim()
    .refine((value) => value === '' || /^\d{12,30}$/.test(value), {
      error: 'a bank card number has 12 to 30 digits',
    }),
  wechat_name: z.string().trim().max(30, { error: 'wechat_name must be at most 30 characters' }),
  wechat_account: z.string().trim().max(40, { error: 'wechat_account must be at most 40 characters' }),
});
export type CollectionSetting = z.infer<typeof collectionSetting>;

export const collectionSettingRequest = collectionSetting
  .refine(
    (value) =>
      value.default_channel !== 'bank' ||
      (value.bank_account_name !== '' && value.bank_name !== '' && value.bank_account_no !== ''),
    { error: 'the default bank channel needs the account name, bank and card number', path: ['bank_name'] },
  )
  .refine(
    (value) =>
      value.default_channel !== 'wechat' || (value.wechat_name !== '' && value.wechat_account !== ''),
    { error: 'the default WeChat channel needs the real name and WeChat account', path: ['wechat_account'] },
  );

const customerOnly = { audience: 'customer' } as const;
const tags = ['resource'];

/**
 * The customer's resource account (spec §2 /resource, /resource/payment). The spec names
 * `Product/getResourceInfo`, `Product/getResourceList` and `customerOrder/payment`; the other paths are ours
 * (docs/decisions.md).
 */
export const resourceApi = {
  getResourceInfo: defineRoute({
    method: 'GET',
    path: '/api/customer/Product/getResourceInfo',
    access: customerOnly,
    tags,
    summary: "The customer's account balances (cents; SMS in messages) and what pending withdrawals hold",
    reply: reply.data(resourceInfo),
  }),
  getResourceList: defineRoute({
    method: 'GET',
    path: '/api/customer/Product/getResourceList',
    access: customerOnly,
    tags,
    summary: 'The ledger: every entry, newest first, by account kind, type, day range and order number',
    query: ledgerQuery,
    reply: reply.list(ledgerEntry),
  }),
  getEntryInfo: defineRoute({
    method: 'GET',
    path: '/api/customer/resource/getEntryInfo',
    access: customerOnly,
    tags,
    summary: 'One ledger entry',
    query: idQuery,
    reply: reply.data(ledgerEntry),
  }),
  recharge: defineRoute({
    method: 'POST',
    path: '/api/customer/customerOrder/payment',
    access: customerOnly,
    tags,
    summary: 'Recharge the balance: an unpaid order (type 30) and its payment QR; paid → one ledger entry',
    body: rechargeRequest,
    reply: reply.data(payment),
  }),
  getRateList: defineRoute({
    method: 'GET',
    path: '/api/customer/resource/getRateList',
    access: customerOnly,
    tags,
    summary: "The fee rates of the customer's site (read-only)",
    reply: reply.list(feeRate),
  }),
  buySms: defineRoute({
    method: 'POST',
    path: '/api/customer/resource/buySms',
    access: customerOnly,
    tags,
    summary: 'Buy SMS credits from the balance at the sms rate',
    body: buySmsRequest,
    reply: reply.data(resourceInfo),
  }),
  transfer: defineRoute({
    method: 'POST',
    path: '/api/customer/resource/transfer',
    access: customerOnly,
    tags,
    summary:
      'Move money: balance → red-packet funds (service fee), red-packet funds → balance, profit → balance',
    body: transferRequest,
    reply: reply.data(resourceInfo),
  }),
  getWithdrawalList: defineRoute({
    method: 'GET',
    path: '/api/customer/resource/getWithdrawalList',
    access: customerOnly,
    tags,
    summary: "The customer's withdrawal requests, newest first, by status",
    query: withdrawalListQuery,
    reply: reply.list(withdrawal),
  }),
  getWithdrawalInfo: defineRoute({
    method: 'GET',
    path: '/api/customer/resource/getWithdrawalInfo',
    access: customerOnly,
    tags,
    summary: 'One withdrawal request',
    query: idQuery,
    reply: reply.data(withdrawal),
  }),
  postWithdrawal: defineRoute({
    method: 'POST',
    path: '/api/customer/resource/postWithdrawal',
    access: customerOnly,
    tags,
    summary: 'Request a withdrawal to a bank card or WeChat; the amount is held from the account at once',
    body: withdrawalRequest,
    reply: reply.data(withdrawal),
  }),
  getPaymentSetting: defineRoute({
    method: 'GET',
    path: '/api/customer/resource/getPaymentSetting',
    access: customerOnly,
    tags,
    summary: "The customer's collection settings (/resource/payment)",
    reply: reply.data(collectionSetting),
  }),
  savePaymentSetting: defineRoute({
    method: 'POST',
    path: '/api/customer/resource/savePaymentSetting',
    access: customerOnly,
    tags,
    summary: "Save the customer's collection settings",
    body: collectionSettingRequest,
    reply: reply.data(collectionSetting),
  }),
};
