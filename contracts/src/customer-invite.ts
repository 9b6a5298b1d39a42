import { z } from 'zod';
import { pageQuery } from './envelope.ts';
import { nonNegative } from './input.ts';
import { Permission } from './permissions.ts';
import { defineRoute, reply } from './route.ts';

/**
 * A customer's own invitation (issue 18; spec §2's fixed /invite of the customer console): its link and QR
 * on its site, the sign-ups attributed to it (customers of the same site only) and what it earned: the
 * platform's reward per sign-up, credited to its resource account (SMS messages and/or balance cents).
 */
const tags = ['channel'];
const customerOnly = { audience: 'customer' } as const;

/** The reward per sign-up: SMS messages and balance cents; 0 and 0 = no reward. */
export const inviteReward = z.object({
  sms: nonNegative('the SMS reward must be a whole number of at least 0'),
  balance: nonNegative('the balance reward must be a whole number of cents of at least 0'),
});
export type InviteReward = z.infer<typeof inviteReward>;

export const inviteRewardSetting = inviteReward.extend({
  /** when it was last changed (the migration's time when never) */
  update_time: z.string(),
});

export const myInviteInfo = z.object({
  /** the public link on the customer's site (its QR code encodes it) */
  url: z.string(),
  code: z.string(),
  visits: z.number().int(),
  signups: z.number().int(),
  /** the reward a sign-up earns now */
  reward: inviteReward,
  /** what the customer's sign-ups earned in all */
  earned: inviteReward,
});
export type MyInviteInfo = z.infer<typeof myInviteInfo>;

export const myInvitee = z.object({
  /** masked: 138****0000, a***@example.com */
  account: z.string(),
  signup_time: z.string(),
  reward: inviteReward,
});
export type MyInvitee = z.infer<typeof myInvitee>;

export const customerInviteApi = {
  getInfo: defineRoute({
    method: 'GET',
    path: '/api/customer/invite/getInfo',
    access: customerOnly,
    tags,
    summary:
      "The customer's own invitation: its link (the code made on first read), visits, sign-ups, the reward in force and what it earned",
    reply: reply.data(myInviteInfo),
  }),
  getInvitees: defineRoute({
    method: 'GET',
    path: '/api/customer/invite/getInvitees',
    access: customerOnly,
    tags,
    summary:
      'The customers who signed up through my invitation (masked), newest first, with the reward of each',
    query: pageQuery,
    reply: reply.list(myInvitee),
  }),
  getReward: defineRoute({
    method: 'GET',
    path: '/api/admin/invite/getReward',
    access: { audience: 'admin', permission: Permission.admin.invite },
    tags,
    summary: "The reward a customer's invitation earns per sign-up",
    reply: reply.data(inviteRewardSetting),
  }),
  setReward: defineRoute({
    method: 'POST',
    path: '/api/admin/invite/setReward',
    access: { audience: 'admin', permission: Permission.admin.inviteReward },
    tags,
    summary: "Set the reward a customer's invitation earns per sign-up (0 and 0 = none)",
    body: inviteReward,
    reply: reply.data(inviteRewardSetting),
  }),
};
