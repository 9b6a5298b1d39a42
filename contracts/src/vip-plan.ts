import { z } from 'zod';
import { emptyData, pageQuery } from './envelope.ts';
import { nonNegative, rowId } from './input.ts';
import { offerFields, offerRequest } from './offer.ts';
import { Permission } from './permissions.ts';
import { defineRoute, reply } from './route.ts';

/**
 * VIP plans (spec §3 "VIP plan"; issue 16, the "vip" product kind, Admin › 产品 › VIP 套餐): the platform's
 * catalogue of plans (title, VIP level, duration and unit, the tools it covers, showings and free
 * activities, the platform's price), and which of them each agent's site sells at what price (never below
 * the platform's; the partner drawer's "vip" tab). The VIP popup of a customer site lists its agent's
 * offers of plans on sale, at the agent's price; a plan taken off sale leaves the popups, the memberships
 * bought keep working.
 */

const id = (error: string) => rowId(error);
const tags = ['vip-plan'];

/** 1 = on sale (agents may offer it, customers see it), 0 = off sale. */
export const VipPlanStatus = { off: 0, onSale: 1 } as const;
const status = z.union([z.literal(0), z.literal(1)], { error: 'status must be 0 (off sale) or 1 (on sale)' });

/** At most this many plans in one answer of the catalogue's unpaged views (the partner tab). */
export const VIP_CATALOGUE_MAX = 200;

export const vipPlanItem = z.object({
  id: z.number().int(),
  /** the VIP level the plan grants (customers' vip_id) */
  vip_id: z.number().int(),
  /** zh_CN; the en / zh_TW titles beside it ('' = shown as it) */
  title: z.string(),
  title_en: z.string(),
  title_zh_tw: z.string(),
  duration: z.number().int(),
  /** 2 = days, otherwise years (spec §3) */
  duration_unit: z.number().int(),
  /** the tools (marks) the plan covers */
  scenes: z.array(z.string()),
  scene_name: z.string(),
  showings_num: z.number().int(),
  free_num: z.number().int(),
  /** the platform's price, cents */
  price: z.number().int(),
  status: z.number().int(),
  sort: z.number().int(),
  /** agents whose sites sell it */
  agents: z.number().int(),
  /** customers who bought it (memberships, current or past) */
  buyers: z.number().int(),
  create_time: z.string(),
  update_time: z.string(),
});
export type VipPlanItem = z.infer<typeof vipPlanItem>;

export const vipPlanListQuery = pageQuery.extend({
  /** title or tool names */
  keyword: z.string().trim().max(64).optional(),
  status: status.optional(),
});

/** The plan's English / Traditional Chinese title: '' (or absent) = the customer site shows the zh_CN one. */
const otherTitle = z
  .string()
  .trim()
  .max(40, { error: 'the plan title is at most 40 characters' })
  .default('');

const planFields = {
  vip_id: rowId('choose the VIP level').max(9, { error: 'choose the VIP level' }),
  title: z
    .string({ error: 'the plan title is required' })
    .trim()
    .min(1, { error: 'the plan title is required' })
    .max(40, { error: 'the plan title is at most 40 characters' }),
  title_en: otherTitle,
  title_zh_tw: otherTitle,
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
  price: nonNegative('the price must be a whole number of cents, 0 or more'),
  sort: nonNegative('sort must be a whole number, 0 or more').default(0),
  status: status.default(1),
};

export const vipPlanCreateRequest = z.object(planFields);
export type VipPlanCreateRequest = z.input<typeof vipPlanCreateRequest>;
export const vipPlanUpdateRequest = z.object({ id: id('id is required'), ...planFields });
export type VipPlanUpdateRequest = z.input<typeof vipPlanUpdateRequest>;
export const vipPlanStatusRequest = z.object({ id: id('id is required'), status });

const catalogue = { audience: 'admin', permission: Permission.admin.vipPlan } as const;
const catalogueManage = { audience: 'admin', permission: Permission.admin.vipPlanManage } as const;
const BASE = '/api/admin/vipPlan';

export const vipPlanApi = {
  getList: defineRoute({
    method: 'GET',
    path: `${BASE}/getList`,
    access: catalogue,
    tags,
    summary:
      'The VIP plan catalogue with how many agents sell and how many customers hold each, in sort order',
    query: vipPlanListQuery,
    reply: reply.list(vipPlanItem),
  }),
  create: defineRoute({
    method: 'POST',
    path: `${BASE}/create`,
    access: catalogueManage,
    tags,
    summary: 'Add a VIP plan to the catalogue',
    body: vipPlanCreateRequest,
    reply: reply.data(vipPlanItem),
  }),
  update: defineRoute({
    method: 'POST',
    path: `${BASE}/update`,
    access: catalogueManage,
    tags,
    summary: "Edit a VIP plan (a higher price is refused while an agent's price is below it)",
    body: vipPlanUpdateRequest,
    reply: reply.data(vipPlanItem),
  }),
  setStatus: defineRoute({
    method: 'POST',
    path: `${BASE}/setStatus`,
    access: catalogueManage,
    tags,
    summary:
      'Put a VIP plan on sale or take it off (off: out of every VIP popup, memberships bought keep working)',
    body: vipPlanStatusRequest,
    reply: reply.data(vipPlanItem),
  }),
  delete: defineRoute({
    method: 'POST',
    path: `${BASE}/delete`,
    access: catalogueManage,
    tags,
    summary: 'Delete a VIP plan nothing refers to (no agent sells it, no customer holds or ordered it)',
    body: z.object({ id: id('id is required') }),
    reply: reply.data(emptyData),
  }),
};

// ---- offers per agent (the partner drawer's "vip" tab) ----

/** A plan of the catalogue as one agent has it: every plan, sold by the agent or not. */
export const partnerVipPlan = vipPlanItem
  .omit({ agents: true, create_time: true, update_time: true })
  .extend(offerFields);
export type PartnerVipPlan = z.infer<typeof partnerVipPlan>;

export const partnerVipListQuery = z.object({ agent_id: id('agent_id must be an agent id') });

export const partnerVipOfferRequest = offerRequest('plan_id', 'plan_id must be a VIP plan id');
export type PartnerVipOfferRequest = z.input<typeof partnerVipOfferRequest>;

export const partnerVipApi = {
  getList: defineRoute({
    method: 'GET',
    path: '/api/admin/partner/vip/getList',
    access: { audience: 'admin', permission: Permission.admin.partner },
    tags,
    summary: 'Every VIP plan of the catalogue with whether and at what price the agent’s site sells it',
    query: partnerVipListQuery,
    reply: reply.data(z.array(partnerVipPlan)),
  }),
  setOffer: defineRoute({
    method: 'POST',
    path: '/api/admin/partner/vip/setOffer',
    access: { audience: 'admin', permission: Permission.admin.vipPlanOffer },
    tags,
    summary: "Sell a VIP plan on an agent's site at its price (not below the platform's), or withdraw it",
    body: partnerVipOfferRequest,
    reply: reply.data(partnerVipPlan),
  }),
};
