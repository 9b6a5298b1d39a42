import { z } from 'zod';
import { calendarDay } from './audit-filter.ts';
import { pageQuery } from './envelope.ts';
import { int4, rowId } from './input.ts';
import { Permission } from './permissions.ts';
import { defineRoute, reply } from './route.ts';

/**
 * The platform's payment fund (issue 16; spec §2 admin "payment fund"): every payment across tenants — the
 * paid orders, whatever they bought (VIP, activities, recharges), by gateway or by confirmed bank transfer —
 * with totals per channel and per day, and a reconciliation view of what does not add up.
 */

/** How money came in: the gateways (WeChat Pay, Alipay) or an offline bank transfer the agent confirmed. */
export const PAYMENT_CHANNELS = ['wechat', 'alipay', 'bank'] as const;
export const paymentChannel = z.enum(PAYMENT_CHANNELS, { error: 'pay_type must be wechat, alipay or bank' });

const paymentFilterFields = {
  pay_type: paymentChannel.optional(),
  /** one agent's customers' payments */
  agent_id: rowId('agent_id must be an agent id').optional(),
  /** what the order bought (17 VIP, 18 software, 21–23 activities, 30 recharge, 90 imported) */
  order_type: int4('order_type must be an order type').optional(),
  /** order number, customer nickname, mobile or email */
  keyword: z.string().trim().max(64, { error: 'the keyword is at most 64 characters' }).optional(),
  /** paid on or after this day */
  start_date: calendarDay.optional(),
  /** paid on or before this day */
  end_date: calendarDay.optional(),
};

export const paymentListQuery = pageQuery.extend(paymentFilterFields);
export type PaymentListQuery = z.infer<typeof paymentListQuery>;
export const paymentSummaryQuery = z.object(paymentFilterFields);
export type PaymentSummaryQuery = z.infer<typeof paymentSummaryQuery>;

export const paymentItem = z.object({
  id: z.number().int(),
  order_no: z.string(),
  order_type: z.number().int(),
  title: z.string(),
  customer_id: z.number().int(),
  customer_nickname: z.string(),
  /** the customer's mobile, else email */
  customer_login: z.string(),
  agent_id: z.number().int(),
  agent_name: z.string(),
  /** cents */
  pay_amount: z.number().int(),
  pay_type: z.string(),
  /** the gateway's transaction id ('' for a bank transfer or an imported order) */
  transaction_id: z.string(),
  pay_time: z.string(),
  create_time: z.string(),
});
export type PaymentItem = z.infer<typeof paymentItem>;

const total = z.object({ count: z.number().int(), amount: z.number().int() });
export const paymentSummary = z.object({
  total,
  by_channel: z.array(total.extend({ pay_type: z.string() })),
  /** per paid day (YYYY-MM-DD, UTC), newest first, at most PAYMENT_SUMMARY_DAYS */
  by_day: z.array(total.extend({ day: z.string() })),
});
export type PaymentSummary = z.infer<typeof paymentSummary>;
/** The per-day totals answer at most this many days (the newest). */
export const PAYMENT_SUMMARY_DAYS = 62;

/**
 * What does not add up: orders paid twice (a second gateway payment with another transaction id, or a
 * customer's bank transfer closed because the gateway paid the order first: money that came in twice and
 * is to be returned), payment notifies naming no order of ours, and orders still waiting for payment after
 * their payment link expired (30 minutes, the sandbox cashier's life).
 */
export const RECONCILE_KINDS = ['paid_twice', 'orphan_notify', 'stale_pending'] as const;
const reconcileKind = z.enum(RECONCILE_KINDS, {
  error: 'kind must be paid_twice, orphan_notify or stale_pending',
});
/** open: still to be dealt with; resolved: how each was dealt with */
export const RECONCILE_STATES = ['open', 'resolved'] as const;
export const reconcileQuery = pageQuery.extend({
  kind: reconcileKind.default('paid_twice'),
  state: z.enum(RECONCILE_STATES, { error: 'state must be open or resolved' }).default('open'),
});
export type ReconcileQuery = z.infer<typeof reconcileQuery>;

export const reconcileItem = z.object({
  /** a key unique within the kind's rows */
  key: z.string(),
  order_no: z.string(),
  agent_name: z.string(),
  customer_nickname: z.string(),
  /** cents: what the second payment, the notify or the waiting order is for */
  amount: z.number().int(),
  /** the channel or the notify's provider */
  pay_type: z.string(),
  /** the second payment's transaction id, the bank transfer's payer, or '' */
  reference: z.string(),
  /** when the second payment, the notify or the order came */
  time: z.string(),
  /** how the platform dealt with it (resolved items only) */
  resolution: z
    .object({
      action: z.enum(['refund', 'returned', 'dismiss']),
      reference: z.string(),
      note: z.string(),
      resolved_by: z.string(),
      resolved_at: z.string(),
    })
    .nullable(),
});
export type ReconcileItem = z.infer<typeof reconcileItem>;

/**
 * How an item is dealt with: `refund` gives the money of a second gateway payment or of a notify without an
 * order back through the gateway (notify items only); `returned` records money given back outside it (the
 * transfer's reference required); `dismiss` records that nothing is to be given back (a note required).
 */
export const RECONCILE_ACTIONS = ['refund', 'returned', 'dismiss'] as const;
/** The request's fields without the rules between them (what a form's fields check one by one). */
export const reconcileResolveFields = z.object({
  kind: reconcileKind,
  key: z
    .string({ error: 'key must name a reconciliation item' })
    .regex(/^(notify|transfer|order)-\d{1,10}$/, { error: 'key must name a reconciliation item' }),
  action: z.enum(RECONCILE_ACTIONS, { error: 'action must be refund, returned or dismiss' }),
  reference: z
    .string()
    .trim()
    .max(64, { error: 'the transfer reference is at most 64 characters' })
    .default(''),
  note: z.string().trim().max(200, { error: 'the note is at most 200 characters' }).default(''),
});
export const reconcileResolveRequest = reconcileResolveFields
  .refine((body) => body.action !== 'returned' || body.reference !== '', {
    error: 'please give the transfer reference',
    path: ['reference'],
  })
  .refine((body) => body.action !== 'dismiss' || body.note !== '', {
    error: 'please say why nothing is to be given back',
    path: ['note'],
  });
export type ReconcileResolveRequest = z.input<typeof reconcileResolveRequest>;

const access = { audience: 'admin' as const, permission: Permission.admin.fundPayment };
const reconcile = { audience: 'admin' as const, permission: Permission.admin.fundReconcile };
const tags = ['fund'];

export const fundApi = {
  getPaymentList: defineRoute({
    method: 'GET',
    path: '/api/admin/fund/payment/getList',
    access,
    tags,
    summary:
      'Every paid order across tenants, newest payment first, by channel, agent, order type, day and keyword',
    query: paymentListQuery,
    reply: reply.list(paymentItem),
  }),
  getPaymentSummary: defineRoute({
    method: 'GET',
    path: '/api/admin/fund/payment/getSummary',
    access,
    tags,
    summary: "The payments' totals with the list's filters: overall, per channel and per day",
    query: paymentSummaryQuery,
    reply: reply.data(paymentSummary),
  }),
  getReconcileList: defineRoute({
    method: 'GET',
    path: '/api/admin/fund/reconcile/getList',
    access: reconcile,
    tags,
    summary:
      'Reconciliation: orders paid twice, payment notifies without an order, orders waiting past their expiry',
    query: reconcileQuery,
    reply: reply.list(reconcileItem),
  }),
  resolve: defineRoute({
    method: 'POST',
    path: '/api/admin/fund/reconcile/resolve',
    access: { audience: 'admin', permission: Permission.admin.fundReconcileResolve },
    tags,
    summary:
      'Deal with a reconciliation item once: refund it through the gateway, record money returned outside it, or dismiss it with a note',
    body: reconcileResolveRequest,
    reply: reply.data(reconcileItem),
  }),
};
