import { z } from 'zod';
import { calendarDay } from './audit-filter.ts';
import { pageQuery } from './envelope.ts';
import { isPayFilter, payType } from './order.ts';
import { Permission } from './permissions.ts';
import { defineRoute, perAudience, reply } from './route.ts';

/**
 * The customers' resource-account recharges (issue 15; spec §2 admin customer › recharge and operational ›
 * recharge, the agent console's customers): every recharge order (order type 30) with its state, amount and
 * channel, filtered like the other console lists and exported through the job centre (symbol `recharge`).
 */
export const rechargeListQuery = pageQuery.extend({
  /** 1 paid, 0 waiting for payment */
  is_pay: isPayFilter.optional(),
  /** the payment channel */
  pay_type: payType.optional(),
  /** order number, customer nickname, mobile or email */
  keyword: z.string().trim().max(64, { error: 'the keyword is at most 64 characters' }).optional(),
  /** created on or after this day */
  start_date: calendarDay.optional(),
  /** created on or before this day */
  end_date: calendarDay.optional(),
});
export type RechargeListQuery = z.infer<typeof rechargeListQuery>;

export const rechargeItem = z.object({
  id: z.number().int(),
  order_no: z.string(),
  customer_id: z.number().int(),
  customer_nickname: z.string(),
  /** the customer's mobile, else email */
  customer_login: z.string(),
  agent_id: z.number().int(),
  agent_name: z.string(),
  /** cents */
  amount: z.number().int(),
  is_pay: z.number().int(),
  pay_type: z.string(),
  create_time: z.string(),
  /** '' until paid */
  pay_time: z.string(),
});
export type RechargeItem = z.infer<typeof rechargeItem>;

const LIST = { admin: Permission.admin.customerRecharge, agent: Permission.agent.customerRecharge } as const;
const WHOSE = { admin: "every customer's", agent: "the team's customers'" } as const;

export const rechargeApi = {
  getList: perAudience(['admin', 'agent'] as const, (audience) =>
    defineRoute({
      method: 'GET',
      path: `/api/${audience}/customer/recharge/getList`,
      access: { audience, permission: LIST[audience] },
      tags: ['resource'],
      summary: `Recharges of ${WHOSE[audience]} resource accounts, newest first, by state, channel, day and keyword`,
      query: rechargeListQuery,
      reply: reply.list(rechargeItem),
    }),
  ),
};
