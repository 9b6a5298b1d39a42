import { z } from 'zod';
import { emptyData, pageQuery } from './envelope.ts';
import { int4, nonNegative, rowId } from './input.ts';
import { Permission } from './permissions.ts';
import { defineRoute, perAudience, reply } from './route.ts';

/** A list filter on the paid state: 1 paid, 0 not (the order and recharge lists and their exports). */
export const isPayFilter = z
  .number()
  .int()
  .min(0, { error: 'is_pay must be 0 or 1' })
  .max(1, { error: 'is_pay must be 0 or 1' });

/**
 * GET /api/{admin,agent}/order/getList: the orders of the scope, paged and searchable (the export's
 * filters). Beside the order routes, not with the transfer contracts, so that the routes that name an order
 * schema (a site's bank account) do not bring every export's filters (issue 19).
 */
export const consoleOrderListQuery = pageQuery.extend({
  keyword: z.string().trim().max(100).optional(),
  is_pay: isPayFilter.optional(),
});
export type ConsoleOrderListQuery = z.infer<typeof consoleOrderListQuery>;

/** An offline bank transfer's state: awaiting the agent, confirmed (order paid), rejected, or closed. */
export const bankTransferStatus = z.enum(['pending', 'confirmed', 'rejected', 'closed']);
export type BankTransferStatus = z.infer<typeof bankTransferStatus>;
/** Why a transfer was closed: paid_by_other_payment = a gateway payment (QR) paid the order first. */
export const bankTransferCloseReason = z.enum(['paid_by_other_payment']);
export type BankTransferCloseReason = z.infer<typeof bankTransferCloseReason>;

/** One order of the console order list; amounts in cents. */
export const consoleOrderListItem = z.object({
  id: z.number().int(),
  order_no: z.string(),
  order_type: z.number().int(),
  title: z.string(),
  customer_nickname: z.string(),
  customer_login: z.string(),
  pay_amount: z.number().int(),
  is_pay: z.number().int(),
  pay_type: z.string(),
  pay_time: z.string(),
  create_time: z.string(),
  /** what staff refunded of it so far (cents; refundApi) */
  refunded_amount: z.number().int(),
  /** the customer's latest offline bank transfer of the order (payBankOrder), if any */
  bank_transfer: z
    .object({
      id: z.number().int(),
      status: bankTransferStatus,
      /** why a closed transfer was closed (null otherwise) */
      close_reason: bankTransferCloseReason.nullable(),
      payer_name: z.string(),
      account_tail: z.string(),
      voucher: z.string(),
      amount: z.number().int(),
      create_time: z.string(),
    })
    .nullable()
    .optional(),
});
export type ConsoleOrderListItem = z.infer<typeof consoleOrderListItem>;

/**
 * Spec §9: order type 17 is a VIP purchase; 18, 19 and 20 are ours: software licences (issue 16, software.ts),
 * a copyright licence (issue 16, copyright.ts) and a sign-in device's rental (issue 16, pbsign.ts).
 */
export const OrderType = { vip: 17, software: 18, copyright: 19, device: 20 } as const;
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
  /** what staff refunded of it so far (cents); its refunds: refundApi.customerList */
  refunded_amount: z.number().int(),
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
      /** why staff rejected it ('' otherwise) */
      reject_reason: z.string(),
      /** the issued invoice's number ('' until issued); its PDF: invoiceApi.download */
      invoice_no: z.string(),
      /** '' until issued */
      issue_time: z.string(),
    })
    .nullable(),
  /** the latest offline bank transfer reported for the order (payBankOrder), if any */
  bank_transfer: z
    .object({
      status: bankTransferStatus,
      /** why a closed transfer was closed (null otherwise) */
      close_reason: bankTransferCloseReason.nullable(),
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
  order_type: int4().refine((value) => value === OrderType.vip, { error: 'order_type must be 17' }),
  vip_id: rowId('vip_id is required'),
  amount: nonNegative('amount is required'),
  pay_amount: nonNegative('amount is required'),
  pay_type: payType.default('wechat'),
});

/** POST payOrder: pay an existing unpaid order; new_pay 1 answers with a qrcode_url. */
export const payOrderRequest = z.object({
  order_no: orderNo,
  pay_type: payType.default('wechat'),
  new_pay: int4().default(1),
  ali_pay_type: int4().optional(),
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
  is_pay: z.number().int().min(0).max(1).optional(),
  order_type: int4().optional(),
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
    type: int4().refine((value) => value === 1 || value === 2, { error: 'invoice type must be 1 or 2' }),
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
    // spaces between the digits are kept out of the stored number
    .regex(/^\d( *\d){7,31}$/, { error: 'account_no must be 8 to 32 digits' }),
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

/** POST /api/{admin,agent}/order/reviewBankTransfer: staff confirm (order paid) or reject a transfer. */
export const reviewBankTransferRequest = z.object({
  id: rowId('id is required'),
  action: z.enum(['confirm', 'reject'], { error: 'action must be confirm or reject' }),
});
export type ReviewBankTransferRequest = z.infer<typeof reviewBankTransferRequest>;

/** What reviewBankTransfer answers: the transfer and its new state. */
export const reviewBankTransferResponse = z.object({
  id: z.number().int(),
  status: z.enum(['confirmed', 'rejected']),
});
export type ReviewBankTransferResponse = z.infer<typeof reviewBankTransferResponse>;

const tags = ['order'];
const customerOnly = { audience: 'customer' } as const;
const BASE = '/api/customer/customerOrder';

/** The console order lists: the platform every agent's orders, an agent its team's. */
const ORDER_LISTS = {
  admin: {
    permission: Permission.admin.customerList,
    summary: "Every agent's orders, newest first, searchable by order number, title or customer",
  },
  agent: {
    permission: Permission.agent.customerList,
    summary: "The team's customers' orders, newest first, searchable by order number, title or customer",
  },
} as const;

/** Orders and payment (spec §7 "Orders and payment"): the customer site's, and the consoles' order lists. */
export const orderApi = {
  payType: defineRoute({
    method: 'GET',
    path: `${BASE}/payType`,
    access: { audience: 'public' },
    tags,
    summary: 'The pay types this site accepts, or the one asked for',
    query: payTypeQuery,
    reply: reply.data(payTypes),
  }),
  getVipList: defineRoute({
    method: 'GET',
    path: `${BASE}/getVipList`,
    access: { audience: 'public' },
    tags,
    summary: "VIP plans of the customer's site (a visitor: the site of the request's host)",
    reply: reply.data(z.array(vipPlan)),
  }),
  vipPopupOpened: defineRoute({
    method: 'POST',
    path: `${BASE}/vipPopupOpened`,
    access: customerOnly,
    tags,
    summary: 'The customer opened the VIP popup (counted once a day, for the dashboards’ conversion)',
    reply: reply.data(emptyData),
  }),
  payVipOrder: defineRoute({
    method: 'POST',
    path: `${BASE}/payVipOrder`,
    access: customerOnly,
    tags,
    summary: 'Buy a VIP plan: an unpaid order (type 17) at the current price and its payment QR',
    body: payVipOrderRequest,
    reply: reply.data(payment),
  }),
  payOrder: defineRoute({
    method: 'POST',
    path: `${BASE}/payOrder`,
    access: customerOnly,
    tags,
    summary: 'Pay an unpaid order: a new payment QR (new_pay 1)',
    body: payOrderRequest,
    reply: reply.data(payment),
  }),
  getPayStatus: defineRoute({
    method: 'GET',
    path: `${BASE}/getPayStatus`,
    access: customerOnly,
    tags,
    summary: 'Whether an order is paid (polled every 2 s by the pay dialogs)',
    query: orderNoQuery,
    reply: reply.data(payStatus),
  }),
  getOrderInfo: defineRoute({
    method: 'GET',
    path: `${BASE}/getOrderInfo`,
    access: customerOnly,
    tags,
    summary: 'One order of the customer, with its invoice request',
    query: orderNoQuery,
    reply: reply.data(orderInfo),
  }),
  getList: defineRoute({
    method: 'GET',
    path: `${BASE}/getList`,
    access: customerOnly,
    tags,
    summary: "The customer's orders, newest first, by paid state, type and keyword",
    query: orderListQuery,
    reply: reply.list(orderInfo),
  }),
  postInvoice: defineRoute({
    method: 'POST',
    path: `${BASE}/postInvoice`,
    access: customerOnly,
    tags,
    summary: 'Request an invoice for a paid order, or change a request not yet issued',
    body: invoiceRequest,
    reply: reply.data(orderInfo),
  }),
  getBankAccount: defineRoute({
    method: 'GET',
    path: `${BASE}/getBankAccount`,
    access: customerOnly,
    tags,
    summary: "The bank account the customer's site receives transfers on (null: no bank transfer)",
    reply: reply.data(bankAccount.nullable()),
  }),
  payBankOrder: defineRoute({
    method: 'POST',
    path: `${BASE}/payBankOrder`,
    access: customerOnly,
    tags,
    summary: 'Report an offline bank transfer of an unpaid order; it awaits the agent’s confirmation',
    body: payBankOrderRequest,
    reply: reply.data(orderInfo),
  }),
  /** The console order list, with the same filters its export uses. */
  consoleList: perAudience(['admin', 'agent'], (audience) =>
    defineRoute({
      method: 'GET',
      path: `/api/${audience}/order/getList`,
      access: { audience, permission: ORDER_LISTS[audience].permission },
      tags,
      summary: ORDER_LISTS[audience].summary,
      query: consoleOrderListQuery,
      reply: reply.list(consoleOrderListItem),
    }),
  ),
  // the platform reviews any site's transfers, an agent its own site's (one exactly-once path)
  reviewBankTransfer: perAudience(['admin', 'agent'], (audience) =>
    defineRoute({
      method: 'POST',
      path: `/api/${audience}/order/reviewBankTransfer`,
      access: { audience, permission: Permission[audience].orderConfirm },
      tags,
      summary:
        audience === 'admin'
          ? "Confirm (the order is paid) or reject a customer's bank transfer on any site"
          : "Confirm (the order is paid) or reject a customer's bank transfer of the team's order",
      body: reviewBankTransferRequest,
      reply: reply.data(reviewBankTransferResponse),
    }),
  ),
};

/** The sandbox cashier's ticket: the signed payment the QR carries (`?t=`, or the cashier form's `t`). */
export const sandboxCashierTicket = z.object({ t: z.string().max(4096).default('') });

/**
 * The sandbox gateway's notify body: its signed fields (order_no, amount, transaction_id, sign…), text or
 * whole numbers an integer column holds (the amount is stored with the notify).
 */
export const sandboxPayNotify = z.record(z.string().max(64), z.union([z.string().max(4096), int4()]));

/**
 * The sandbox payment gateway's side: the cashier page a phone opens from the payment QR, its "pay"
 * button, and our notify endpoint the gateway then calls (like a real gateway's callback).
 */
export const sandboxCashierApi = {
  cashierPage: defineRoute({
    method: 'GET',
    path: '/api/sandbox/pay/cashier',
    access: { audience: 'public' },
    tags: ['sandbox'],
    summary: 'Sandbox payment: the cashier page the payment QR opens (HTML)',
    query: sandboxCashierTicket,
    reply: reply.html(),
  }),
  cashierPay: defineRoute({
    method: 'POST',
    path: '/api/sandbox/pay/cashier',
    access: { audience: 'public' },
    tags: ['sandbox'],
    summary: 'Sandbox payment: "pay" on the cashier; the gateway then calls our notify endpoint (HTML)',
    body: sandboxCashierTicket,
    reply: reply.html(),
  }),
  /** answers `{ outcome }` in the envelope; declared raw, as the gateway reads only the HTTP status */
  notify: defineRoute({
    method: 'POST',
    path: '/api/pay/notify/sandbox',
    access: { audience: 'public' },
    tags: ['sandbox'],
    summary: "The sandbox gateway's signed payment notification (marks the order paid once)",
    body: sandboxPayNotify,
    reply: reply.raw(),
  }),
};
