import { z } from 'zod';
import { activityVipInfo } from './activity.ts';
import { auditFilterFields } from './audit-filter.ts';
import { emptyData, pageQuery } from './envelope.ts';
import { rowId } from './input.ts';
import { Permission } from './permissions.ts';
import { refundReason } from './refund.ts';
import { defineRoute, perAudience, reply } from './route.ts';

/**
 * The activities as the staff consoles see them (spec §2 admin "activity list and detail", operational ›
 * activity): the admin every tenant's, an agent its own customers'. The platform may end, abolish or restore
 * one through the same state machine the customer's own calls use (contracts/src/activity.ts ACTIVITY_ALLOWED).
 */

/** The list's own filters, shared by its export (transfer.ts), besides keyword, agent_id and the dates. */
export const activityFilterFields = {
  /** the customer's name, mobile or email */
  customer: z.string().trim().max(64, { error: 'customer is at most 64 characters' }).optional(),
  tool_id: rowId('tool_id must be a tool id').optional(),
  /** ActivityStatus */
  status: z
    .number({ error: 'status must be 0 to 5' })
    .int({ error: 'status must be 0 to 5' })
    .min(0, { error: 'status must be 0 to 5' })
    .max(5, { error: 'status must be 0 to 5' })
    .optional(),
};

export const consoleActivityListQuery = pageQuery.extend({
  /** the activity's title */
  keyword: z.string().trim().max(100).optional(),
  ...activityFilterFields,
  /** admin only: one agent's activities */
  agent_id: auditFilterFields.agent_id,
  /** activities beginning on or after this day (Asia/Shanghai) */
  start_date: auditFilterFields.start_date,
  /** activities beginning on or before this day (Asia/Shanghai) */
  end_date: auditFilterFields.end_date,
});
export type ConsoleActivityListQuery = z.infer<typeof consoleActivityListQuery>;

export const consoleActivityItem = z.object({
  id: z.number().int(),
  title: z.string(),
  tool_id: z.number().int(),
  tool_title: z.string(),
  /** ActivityStatus, derived at the moment of the answer */
  status: z.number().int(),
  begin_time: z.string(),
  end_time: z.string(),
  capacity: z.number().int(),
  vip_count: z.number().int(),
  customer_id: z.number().int(),
  customer_nickname: z.string(),
  /** mobile, else email */
  customer_login: z.string(),
  agent_id: z.number().int(),
  agent_name: z.string(),
  create_time: z.string(),
});
export type ConsoleActivityItem = z.infer<typeof consoleActivityItem>;

/** An order that bought, extended or expanded the activity (order types 21, 22, 23). */
export const consoleActivityOrder = z.object({
  id: z.number().int(),
  order_no: z.string(),
  order_type: z.number().int(),
  title: z.string(),
  pay_amount: z.number().int(),
  is_pay: z.number().int(),
  pay_type: z.string(),
  pay_time: z.string(),
  create_time: z.string(),
});
export type ConsoleActivityOrder = z.infer<typeof consoleActivityOrder>;

export const consoleActivityDetail = consoleActivityItem.extend({
  programme_title: z.string(),
  group_title: z.string(),
  showings: z.number().int(),
  /** how it was paid for: the customer's VIP quota or an order */
  /** vip: from the VIP quota; order: by its create order; code: by an activation code */
  charge: z.enum(['vip', 'order', 'code']),
  /** when it went to the recycle bin ('' when it is not there) */
  cancel_time: z.string(),
  update_time: z.string(),
  customer_email: z.string(),
  customer_mobile: z.string(),
  settings: z.object({
    /** 1 when the activity's pages ask for an access password */
    has_password: z.number().int(),
    /** the deadline for adding VIP persons ('' = none) */
    vip_last_time: z.string(),
    /** 1 when its big-screen look (cover, music, video, gallery) was customised */
    has_appearance: z.number().int(),
    /** the template (skin) the customer picked ('' = none) */
    template_name: z.string(),
  }),
  orders: z.array(consoleActivityOrder),
  vip_persons: activityVipInfo.shape.persons,
});
export type ConsoleActivityDetail = z.infer<typeof consoleActivityDetail>;

export const consoleActivityIdQuery = z.object({ id: rowId('id is required') });
export const consoleActivityIdBody = z.object({ id: rowId('id is required') });

/**
 * The platform's abolish; with `refund`, the activity's paid orders with something left to refund
 * (refundApi.activityOrders) are refunded what is left of each in the same transaction (money only: the
 * activity is abolished anyway). `refund` needs the refund permission as well.
 */
export const consoleAbolishBody = consoleActivityIdBody.extend({
  refund: z.object({ reason: refundReason }, { error: 'refund must be an object with a reason' }).optional(),
});
export type ConsoleAbolishBody = z.infer<typeof consoleAbolishBody>;

/** What the abolish refunded: how many orders and how much in all (cents). */
export const consoleAbolishResult = z.object({
  refunded_orders: z.number().int(),
  refunded_amount: z.number().int(),
});

const LIST_ACCESS = {
  admin: { audience: 'admin', permission: Permission.admin.activityList },
  agent: { audience: 'agent', permission: Permission.agent.activityList },
} as const;
const MANAGE = { audience: 'admin', permission: Permission.admin.activityManage } as const;
/** the platform's operators abolish any activity; an agent's owner its customers' (i16-abolish) */
const ABOLISH = {
  admin: MANAGE,
  agent: { audience: 'agent', permission: Permission.agent.activityAbolish },
} as const;
const tags = ['activity'];

/** A platform operation on one activity (the state machine decides whether it may run now). */
const operation = (path: string, summary: string) =>
  defineRoute({
    method: 'POST',
    path: `/api/admin/activity/${path}`,
    access: MANAGE,
    tags,
    summary,
    body: consoleActivityIdBody,
    reply: reply.data(emptyData),
  });

export const consoleActivityApi = {
  getList: perAudience(['admin', 'agent'], (audience) =>
    defineRoute({
      method: 'GET',
      path: `/api/${audience}/activity/getList`,
      access: LIST_ACCESS[audience],
      tags,
      summary:
        audience === 'admin'
          ? "Every tenant's activities, newest first: by title, agent, customer, tool, status and begin date"
          : "The team's customers' activities, newest first: by title, customer, tool, status and begin date",
      query: consoleActivityListQuery,
      reply: reply.list(consoleActivityItem),
    }),
  ),
  getInfo: perAudience(['admin', 'agent'], (audience) =>
    defineRoute({
      method: 'GET',
      path: `/api/${audience}/activity/getInfo`,
      access: LIST_ACCESS[audience],
      tags,
      summary: 'One activity with its customer, agent, settings, orders and VIP persons',
      query: consoleActivityIdQuery,
      reply: reply.data(consoleActivityDetail),
    }),
  ),
  postOver: operation('postOver', 'End a running activity now (as its customer may)'),
  postAbolish: perAudience(['admin', 'agent'], (audience) =>
    defineRoute({
      method: 'POST',
      path: `/api/${audience}/activity/postAbolish`,
      access: ABOLISH[audience],
      tags,
      summary:
        audience === 'admin'
          ? 'Abolish an activity that has not run (terminal; unpaid orders withdrawn), optionally refunding its paid orders'
          : "Abolish an activity of the team's customers that has not run, optionally refunding its paid orders",
      body: consoleAbolishBody,
      reply: reply.data(consoleAbolishResult),
    }),
  ),
  postRestore: operation('postRestore', "Restore an activity from its customer's recycle bin"),
};
