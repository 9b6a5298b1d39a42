import { z } from 'zod';
import { nonNegative, rowId } from './input.ts';
import { Permission } from './permissions.ts';
import { defineRoute, reply } from './route.ts';

/**
 * Admin › partner, an agent's "vip" tab (issue 15, spec §3 "VIP plan"): the VIP plans the agent's site sells
 * and its price for each (agent_price, in cents). The VIP popup of the agent's customer site lists its
 * enabled plans in this order.
 */
export const partnerVipPlan = z.object({
  id: z.number().int(),
  agent_id: z.number().int(),
  /** the VIP level the plan grants (customers' vip_id) */
  vip_id: z.number().int(),
  title: z.string(),
  /** cents */
  agent_price: z.number().int(),
  duration: z.number().int(),
  /** 2 = days, otherwise years (spec §3) */
  duration_unit: z.number().int(),
  /** the tools (marks) the plan covers */
  scenes: z.array(z.string()),
  scene_name: z.string(),
  showings_num: z.number().int(),
  free_num: z.number().int(),
  sort: z.number().int(),
  enabled: z.boolean(),
  /** customers who bought it (a plan with buyers is disabled, never deleted) */
  buyers: z.number().int(),
});
export type PartnerVipPlan = z.infer<typeof partnerVipPlan>;

export const partnerVipListQuery = z.object({ agent_id: rowId('agent_id must be an agent id') });

export const partnerVipSaveRequest = z.object({
  /** absent: a new plan */
  id: rowId('id must be a plan id').optional(),
  agent_id: rowId('agent_id must be an agent id'),
  vip_id: rowId('choose the VIP level').max(9, { error: 'choose the VIP level' }),
  title: z
    .string({ error: 'the plan title is required' })
    .trim()
    .min(1, { error: 'the plan title is required' })
    .max(40, { error: 'the plan title is at most 40 characters' }),
  agent_price: nonNegative('the price must be a whole number of cents, 0 or more'),
  duration: rowId('the duration must be a whole number, 1 or more').max(3660, {
    error: 'the duration is at most 3660',
  }),
  duration_unit: z.union([z.literal(1), z.literal(2)], { error: 'the unit is years (1) or days (2)' }),
  scenes: z
    .array(z.string().trim().min(1).max(40), { error: 'choose the tools of the plan' })
    .min(1, { error: 'choose the tools of the plan' })
    .max(20, { error: 'choose the tools of the plan' }),
  showings_num: nonNegative('showings must be a whole number, 0 or more'),
  free_num: nonNegative('free activities must be a whole number, 0 or more'),
  sort: nonNegative('sort must be a whole number, 0 or more').default(0),
  enabled: z.boolean({ error: 'enabled must be true or false' }).default(true),
});
export type PartnerVipSaveRequest = z.input<typeof partnerVipSaveRequest>;

export const partnerVipCopyRequest = z.object({ agent_id: rowId('agent_id must be an agent id') });

const tags = ['partner'];
const BASE = '/api/admin/partner/vip';

export const partnerVipApi = {
  getList: defineRoute({
    method: 'GET',
    path: `${BASE}/getList`,
    access: { audience: 'admin', permission: Permission.admin.partner },
    tags,
    summary: "An agent's VIP plans with its price for each, in the order its site shows them",
    query: partnerVipListQuery,
    reply: reply.data(z.array(partnerVipPlan)),
  }),
  save: defineRoute({
    method: 'POST',
    path: `${BASE}/save`,
    access: { audience: 'admin', permission: Permission.admin.partnerUpdate },
    tags,
    summary:
      "Create or edit one of an agent's VIP plans (title, level, duration, tools, quotas, price, order)",
    body: partnerVipSaveRequest,
    reply: reply.data(partnerVipPlan),
  }),
  copyDefaults: defineRoute({
    method: 'POST',
    path: `${BASE}/copyDefaults`,
    access: { audience: 'admin', permission: Permission.admin.partnerUpdate },
    tags,
    summary: "Give an agent without plans a copy of the platform's own plans (then its own to edit)",
    body: partnerVipCopyRequest,
    reply: reply.data(z.array(partnerVipPlan)),
  }),
};
