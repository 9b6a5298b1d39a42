import { z } from 'zod';
import { pageQuery } from './envelope.ts';

/** Spec §9: order type 17 is a VIP purchase. */
export const OrderType = { vip: 17 } as const;
/** Spec §9: a duration unit of 2 means days, anything else years. */
export const DurationUnit = { days: 2, years: 1 } as const;

export const payType = z.enum(['wechat', 'alipay'], { error: 'pay_type must be wechat or alipay' });
export type PayType = z.infer<typeof payType>;

/** Spec §3 "VIP plan"; prices in cents. */
export const vipPlan = z.object({
  id: z.number().int(),
  vip_id: z.number().int(),
  title: z.string(),
  agent_price: z.number().int(),
  duration: z.number().int(),
  duration_unit: z.number().int(),
  /** comma-separated scene (tool) ids */
  scene: z.string(),
  scene_name: z.string(),
  showings_num: z.number().int(),
  free_num: z.number().int(),
});
export type VipPlan = z.infer<typeof vipPlan>;

/** Spec §3 "Order info"; amounts in cents, shown /100 with 2 decimals. */
export const orderInfo = z.object({
  order_no: z.string(),
  order_type: z.number().int(),
  create_time: z.string(),
  title: z.string(),
  duration: z.number().int(),
  duration_unit: z.number().int(),
  amount: z.number().int(),
  original_amount: z.number().int(),
  pay_amount: z.number().int(),
  /** 1 = paid */
  is_pay: z.number().int(),
  pay_type: z.string(),
  pay_time: z.string().nullable(),
  invoice: z
    .object({
      title: z.string(),
      tax_number: z.string(),
      type: z.number().int(),
      email: z.string(),
      /** 0 requested, 1 issued, 2 rejected */
      status: z.number().int(),
    })
    .nullable(),
  /** the latest offline bank transfer reported for the order (payBankOrder), if any */
  bank_transfer: z
    .object({
      status: z.enum(['pending', 'confirmed', 'rejected']),
      payer_name: z.string(),
      account_tail: z.string(),
      create_time: z.string(),
    })
    .nullable(),
});
export type OrderInfo = z.infer<typeof orderInfo>;

const orderNo = z.string({ error: 'order_no is required' }).trim().min(1, { error: 'order_no is required' });

/** POST payVipOrder: spec payload order_type 17, vip_id, amount, pay_amount (cents, checked by the server). */
export const payVipOrderRequest = z.object({
  order_type: z.coerce
    .number()
    .int()
    .refine((value) => value === OrderType.vip, { error: 'order_type must be 17' }),
  vip_id: z.coerce.number({ error: 'vip_id is required' }).int().positive({ error: 'vip_id is required' }),
  amount: z.coerce.number({ error: 'amount is required' }).int().min(0, { error: 'amount is required' }),
  pay_amount: z.coerce.number({ error: 'amount is required' }).int().min(0, { error: 'amount is required' }),
  pay_type: payType.default('wechat'),
});

/** POST payOrder: pay an existing unpaid order; new_pay 1 answers with a qrcode_url. */
export const payOrderRequest = z.object({
  order_no: orderNo,
  pay_type: payType.default('wechat'),
  new_pay: z.coerce.number().int().default(1),
  ali_pay_type: z.coerce.number().int().optional(),
});

/** What a payment call answers: the order and the QR to scan. */
export const payment = z.object({
  order_no: z.string(),
  pay_amount: z.number().int(),
  qrcode_url: z.string(),
});
export type Payment = z.infer<typeof payment>;

export const orderNoQuery = z.object({ order_no: orderNo });
export const payStatus = z.object({ order_no: z.string(), is_pay: z.number().int() });

/** GET payType?pay_type: the payment methods this site accepts (all when pay_type is absent). */
export const payTypeQuery = z.object({ pay_type: payType.optional() });
export const payTypes = z.array(z.object({ pay_type: payType, name: z.string() }));

export const orderListQuery = pageQuery.extend({
  is_pay: z.coerce.number().int().min(0).max(1).optional(),
  order_type: z.coerce.number().int().optional(),
  keyword: z.string().trim().max(64).optional(),
});

/** Invoice request and edit (spec §2 /order: invoice, invoice edit). Type 1 personal, 2 company. */
export const invoiceRequest = z
  .object({
    order_no: orderNo,
    title: z
      .string({ error: 'invoice title is required' })
      .trim()
      .min(1, { error: 'invoice title is required' })
      .max(100),
    tax_number: z.string().trim().max(30).default(''),
    type: z.coerce
      .number()
      .int()
      .refine((value) => value === 1 || value === 2, { error: 'invoice type must be 1 or 2' }),
    email: z.email({ error: 'a valid email is required' }),
  })
  .refine((value) => value.type === 1 || /^[0-9A-Z]{15,20}$/.test(value.tax_number), {
    error: 'a company invoice needs a tax number of 15 to 20 letters and digits',
    path: ['tax_number'],
  });

export type PayVipOrderRequest = z.infer<typeof payVipOrderRequest>;
export type PayOrderRequest = z.infer<typeof payOrderRequest>;
export type OrderListQuery = z.infer<typeof orderListQuery>;
export type InvoiceRequest = z.infer<typeof invoiceRequest>;

/** The account an agent site receives offline bank transfers on (null answer: the site takes none). */
export const bankAccount = z.object({
  account_name: z
    .string({ error: 'account_name is required' })
    .trim()
    .min(1, { error: 'account_name is required' })
    .max(100, { error: 'account_name is at most 100 characters' }),
  bank_name: z
    .string({ error: 'bank_name is required' })
    .trim()
    .min(1, { error: 'bank_name is required' })
    .max(100, { error: 'bank_name is at most 100 characters' }),
  account_no: z
    .string({ error: 'account_no is required' })
    .trim()
    .regex(/^[0-9 ]{8,32}$/, { error: 'account_no must be 8 to 32 digits' }),
});
export type BankAccount = z.infer<typeof bankAccount>;

/** POST /api/agent/site/saveBankAccount: the account, or clear: 1 to stop taking bank transfers. */
export const saveBankAccountRequest = z.union([bankAccount, z.object({ clear: z.literal(1) })]);

/** POST payBankOrder: the customer reports an offline transfer of an unpaid order (awaits confirmation). */
export const payBankOrderRequest = z.object({
  order_no: orderNo,
  payer_name: z
    .string({ error: 'payer_name is required' })
    .trim()
    .min(1, { error: 'payer_name is required' })
    .max(50, { error: 'payer_name is at most 50 characters' }),
  account_tail: z
    .string({ error: 'account_tail is required' })
    .trim()
    .regex(/^\d{4}$/, { error: 'account_tail must be the last 4 digits of the paying account' }),
  /** optional transfer voucher image: an upload of the customer or an http(s) link */
  voucher: z.string().trim().max(500, { error: 'voucher is too long' }).default(''),
});
export type PayBankOrderRequest = z.infer<typeof payBankOrderRequest>;

/** POST /api/agent/order/reviewBankTransfer: the agent confirms (order paid) or rejects a transfer. */
export const reviewBankTransferRequest = z.object({
  id: z.coerce.number({ error: 'id is required' }).int().positive({ error: 'id is required' }),
  action: z.enum(['confirm', 'reject'], { error: 'action must be confirm or reject' }),
});
export type ReviewBankTransferRequest = z.infer<typeof reviewBankTransferRequest>;
