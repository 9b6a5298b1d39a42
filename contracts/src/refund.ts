import { z } from 'zod';
import { rowId } from './input.ts';
import { Permission } from './permissions.ts';
import { defineRoute, perAudience, reply } from './route.ts';
import { idQuery } from './site.ts';

/**
 * Refunds of a paid order by staff (issue 16): the platform any order, an agent its team's. An amount up
 * to what is left to refund (cents); a full refund (everything left, nothing refunded before) also takes
 * back what the order delivered, a partial one is money only.
 */
export const refundRequest = z.object({
  id: rowId('id is required'),
  amount: rowId('amount must be a positive whole number of cents'),
  reason: z
    .string({ error: 'a refund reason is required' })
    .trim()
    .min(1, { error: 'a refund reason is required' })
    .max(200, { error: 'the refund reason is at most 200 characters' }),
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
};
