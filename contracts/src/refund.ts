import { z } from 'zod';
import { rowId } from './input.ts';
import { Permission } from './permissions.ts';
import { defineRoute, perAudience, reply } from './route.ts';

/**
 * Refunds of a paid order by staff (issue 16): the platform any order, an agent its team's. An amount up
 * to what is left to refund (cents); a full refund (everything left, nothing refunded before) also takes
 * back what the order delivered, a partial one is money only.
 */
/** Why staff refund: shown to the customer in its letter and on its order page. */
export const refundReason = z
  .string({ error: 'a refund reason is required' })
  .trim()
  .min(1, { error: 'a refund reason is required' })
  .max(200, { error: 'the refund reason is at most 200 characters' });

export const refundRequest = z.object({
  id: rowId('id is required'),
  amount: rowId('amount must be a positive whole number of cents'),
  reason: refundReason,
});
export type RefundRequest = z.infer<typeof refundRequest>;

/** One refund of an order. `full`: it took back what the order delivered. */
export const refundItem = z.object({
  id: z.number().int(),
  refund_no: z.string(),
  amount: z.number().int(),
  reason: z.string(),
  full: z.boolean(),
  /** where the money went: the payment gateway, or the customer's balance (offline payments) */
  channel: z.enum(['gateway', 'balance']),
  /** the gateway's refund id ('' for a refund to the balance) */
  gateway_refund_id: z.string(),
  created_by: z.string(),
  create_time: z.string(),
});
export type RefundItem = z.infer<typeof refundItem>;

/** What a refund answers: the refund and the order's refunded total after it. */
export const refundResult = z.object({
  refund: refundItem,
  pay_amount: z.number().int(),
  refunded_amount: z.number().int(),
});

/**
 * A paid order of an activity (create, renew or expand) with something left to refund: what the abolish
 * dialog offers to refund with the activity (contracts/src/activity-console.ts postAbolish `refund`).
 */
export const refundableOrder = z.object({
  id: z.number().int(),
  order_no: z.string(),
  order_type: z.number().int(),
  title: z.string(),
  pay_amount: z.number().int(),
  refunded_amount: z.number().int(),
});
export type RefundableOrder = z.infer<typeof refundableOrder>;

/** A refund of one of the customer's own orders, as the customer sees it (no staff names). */
export const customerRefund = z.object({
  refund_no: z.string(),
  amount: z.number().int(),
  reason: z.string(),
  create_time: z.string(),
});
export type CustomerRefund = z.infer<typeof customerRefund>;

// site.ts's idQuery and order.ts's orderNoQuery, not imported: activity-console.ts imports this file, and
// order.ts reaches activity-console.ts (through transfer.ts)
const idQuery = z.object({ id: rowId('id is required') });
const orderNoQuery = z.object({
  order_no: z.string({ error: 'order_no is required' }).trim().min(1, { error: 'order_no is required' }),
});

const PERMISSION = { admin: Permission.admin.orderRefund, agent: Permission.agent.orderRefund } as const;
const tags = ['order'];

export const refundApi = {
  refund: perAudience(['admin', 'agent'], (audience) =>
    defineRoute({
      method: 'POST',
      path: `/api/${audience}/order/refund`,
      access: { audience, permission: PERMISSION[audience] },
      tags,
      summary:
        audience === 'admin'
          ? 'Refund a paid order, fully (what it delivered is taken back) or partly (money only)'
          : "Refund a paid order of the team's customers, fully or partly",
      body: refundRequest,
      reply: reply.data(refundResult),
    }),
  ),
  list: perAudience(['admin', 'agent'], (audience) =>
    defineRoute({
      method: 'GET',
      path: `/api/${audience}/order/getRefunds`,
      access: { audience, permission: PERMISSION[audience] },
      tags,
      summary: 'The refunds of one order, oldest first',
      query: idQuery,
      reply: reply.data(z.array(refundItem)),
    }),
  ),
  /** The abolish dialog's list: an activity's paid orders with something left to refund. */
  activityOrders: perAudience(['admin', 'agent'], (audience) =>
    defineRoute({
      method: 'GET',
      path: `/api/${audience}/activity/getRefundable`,
      access: {
        audience,
        permission: audience === 'admin' ? Permission.admin.activityList : Permission.agent.activityList,
      },
      tags: ['activity'],
      summary: "An activity's paid orders (create, renew, expand) with something left to refund",
      query: idQuery,
      reply: reply.data(z.array(refundableOrder)),
    }),
  ),
  customerList: defineRoute({
    method: 'GET',
    path: '/api/customer/customerOrder/getRefunds',
    access: { audience: 'customer' },
    tags,
    summary: 'The refunds of one of the customer’s own orders, oldest first',
    query: orderNoQuery,
    reply: reply.data(z.array(customerRefund)),
  }),
};
