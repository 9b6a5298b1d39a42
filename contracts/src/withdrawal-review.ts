import { z } from 'zod';
import { pageQuery } from './envelope.ts';
import { rowId } from './input.ts';
import { Permission } from './permissions.ts';
import { withdrawal } from './resource.ts';
import { defineRoute, perAudience, reply } from './route.ts';
import { withdrawalReviewFilterFields, withdrawalStatus } from './withdrawal-filter.ts';

/**
 * The platform's review of the customers' withdrawals (issue 16; spec §2 admin payment fund): every request
 * across agents, approved, rejected with a reason (the held amount returns to the customer's account) or,
 * once approved, marked paid with the transfer's reference. The agent console lists its own customers'
 * withdrawals read only: the platform pays out.
 *
 * pending → approved → paid, pending → rejected; nothing else (a paid or rejected one is final).
 */

export const withdrawalReviewListQuery = pageQuery.extend({
  status: withdrawalStatus.optional(),
  ...withdrawalReviewFilterFields,
});
export type WithdrawalReviewListQuery = z.infer<typeof withdrawalReviewListQuery>;

/** A customer's withdrawal (resource.ts) as staff see it: with its customer, agent and who decided it. */
export const withdrawalReviewItem = withdrawal.extend({
  customer_id: z.number().int(),
  customer_nickname: z.string(),
  /** the customer's mobile, else email */
  customer_login: z.string(),
  agent_id: z.number().int(),
  agent_name: z.string(),
  /** in full for the platform, who pays it; masked but the last 4 characters for an agent */
  account_no: z.string(),
  /** '' until approved or rejected */
  review_time: z.string(),
  /** the admin who approved or rejected it ('' until then) */
  reviewed_by: z.string(),
  /** '' until paid */
  paid_time: z.string(),
  paid_by: z.string(),
});
export type WithdrawalReviewItem = z.infer<typeof withdrawalReviewItem>;

const withdrawalId = rowId('id is required');

export const withdrawalApproveRequest = z.object({ id: withdrawalId });
export type WithdrawalApproveRequest = z.infer<typeof withdrawalApproveRequest>;

export const withdrawalRejectRequest = z.object({
  id: withdrawalId,
  reason: z
    .string({ error: 'please give the reason for the rejection' })
    .trim()
    .min(1, { error: 'please give the reason for the rejection' })
    .max(200, { error: 'the reason is at most 200 characters' }),
});
export type WithdrawalRejectRequest = z.infer<typeof withdrawalRejectRequest>;

export const withdrawalPayRequest = z.object({
  id: withdrawalId,
  /** the bank or WeChat transfer's reference, as the bank statement shows it */
  reference: z
    .string({ error: 'please give the transfer reference' })
    .trim()
    .min(1, { error: 'please give the transfer reference' })
    .max(64, { error: 'the transfer reference is at most 64 characters' }),
});
export type WithdrawalPayRequest = z.infer<typeof withdrawalPayRequest>;

const tags = ['resource'];
const admin = 'admin' as const;

export const withdrawalReviewApi = {
  getList: perAudience(['admin', 'agent'] as const, (audience) =>
    defineRoute({
      method: 'GET',
      path:
        audience === 'admin'
          ? '/api/admin/fund/withdrawal/getList'
          : '/api/agent/customer/withdrawal/getList',
      access: {
        audience,
        permission:
          audience === 'admin' ? Permission.admin.fundWithdrawal : Permission.agent.customerWithdrawal,
      },
      tags,
      summary:
        audience === 'admin'
          ? "Every customer's withdrawals, newest first, by status, agent, keyword, amount and day"
          : "The team's customers' withdrawals and their review state, newest first (read only)",
      query: withdrawalReviewListQuery,
      reply: reply.list(withdrawalReviewItem),
    }),
  ),
  approve: defineRoute({
    method: 'POST',
    path: '/api/admin/fund/withdrawal/approve',
    access: { audience: admin, permission: Permission.admin.fundWithdrawalReview },
    tags,
    summary: 'Approve a pending withdrawal (it is then paid out and marked paid); the customer is told',
    body: withdrawalApproveRequest,
    reply: reply.data(withdrawalReviewItem),
  }),
  reject: defineRoute({
    method: 'POST',
    path: '/api/admin/fund/withdrawal/reject',
    access: { audience: admin, permission: Permission.admin.fundWithdrawalReview },
    tags,
    summary:
      "Reject a pending withdrawal with the reason the customer reads; the held amount returns to the customer's account",
    body: withdrawalRejectRequest,
    reply: reply.data(withdrawalReviewItem),
  }),
  pay: defineRoute({
    method: 'POST',
    path: '/api/admin/fund/withdrawal/pay',
    access: { audience: admin, permission: Permission.admin.fundWithdrawalPay },
    tags,
    summary:
      "Mark an approved withdrawal paid with the transfer's reference, exactly once; the customer is told",
    body: withdrawalPayRequest,
    reply: reply.data(withdrawalReviewItem),
  }),
};
