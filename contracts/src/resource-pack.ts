import { z } from 'zod';
import { emptyData, pageQuery } from './envelope.ts';
import { INT4_MAX, INT4_TOO_BIG, rowId } from './input.ts';
import { payment, payType } from './order.ts';
import { Permission } from './permissions.ts';
import { defineRoute, reply } from './route.ts';

/**
 * Resource packs (issue 16, the "resource" product kind, Admin › 产品 › 资源包): credit packs the platform
 * offers on every site — SMS messages or red-packet funds — at its own price as the agent's wholesale and the
 * agent's retail price (agent › 产品), bought by a customer through the payment gateway (order type 31) and
 * credited to its resource account exactly once when paid.
 */

const tags = ['resource-pack'];

/** What a pack credits: SMS messages (`quantity` messages) or red-packet funds (`quantity` cents). */
export const RESOURCE_PACK_KINDS = ['sms', 'redpacket'] as const;
export type ResourcePackKind = (typeof RESOURCE_PACK_KINDS)[number];
const packKind = z.enum(RESOURCE_PACK_KINDS, { error: 'kind must be sms or redpacket' });

/** 1 = on sale (customers see it), 0 = off sale. */
const status = z.union([z.literal(0), z.literal(1)], { error: 'status must be 0 (off sale) or 1 (on sale)' });

/** An order of a pack (ours, beside the recharge's 30). */
export const RESOURCE_PACK_ORDER_TYPE = 31;

export const resourcePackItem = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: packKind,
  /** messages (sms) or cents (redpacket) credited per pack */
  quantity: z.number().int(),
  /** cents */
  price: z.number().int(),
  status: z.number().int(),
  sort: z.number().int(),
  /** packs of it paid for */
  sold: z.number().int(),
  create_time: z.string(),
  update_time: z.string(),
});
export type ResourcePackItem = z.infer<typeof resourcePackItem>;

export const resourcePackListQuery = pageQuery.extend({
  keyword: z.string().trim().max(64, { error: 'the keyword is at most 64 characters' }).optional(),
  kind: packKind.optional(),
  status: status.optional(),
});

const positive = (error: string, max: number) =>
  z.number({ error }).int({ error }).positive({ error }).max(max, { error });

const packFields = {
  name: z
    .string({ error: 'the pack name is required' })
    .trim()
    .min(1, { error: 'the pack name is required' })
    .max(40, { error: 'the pack name is at most 40 characters' }),
  kind: packKind,
  quantity: positive('the quantity must be a whole number from 1 to 10000000', 10_000_000),
  price: positive('the price must be from 0.01 to 100000.00 yuan', 10_000_000),
  sort: z.number().int().min(0).max(9999).default(0),
  status: status.default(1),
};

export const resourcePackCreateRequest = z.object(packFields);
export type ResourcePackCreateRequest = z.input<typeof resourcePackCreateRequest>;
export const resourcePackUpdateRequest = z.object({ id: rowId('id is required'), ...packFields });
export type ResourcePackUpdateRequest = z.input<typeof resourcePackUpdateRequest>;

/** A pack as the customer's /resource page offers it: `price` is the site's agent's retail price. */
export const siteResourcePack = resourcePackItem.pick({
  id: true,
  name: true,
  kind: true,
  quantity: true,
  price: true,
});
export type SiteResourcePack = z.infer<typeof siteResourcePack>;

/**
 * A pack as one agent has it (the partner drawer's "resource packs" tab): the pack's price is the agent's
 * wholesale; the agent sets its retail price and switch on its 产品 page (none set: the price, on).
 */
export const agentResourcePackRow = resourcePackItem
  .pick({ id: true, name: true, kind: true, quantity: true, price: true, status: true })
  .extend({
    /** the agent's retail price, cents (never below the price) */
    retail_price: z.number().int(),
    /** the agent's switch: off, its site neither shows nor sells the pack */
    enabled: z.boolean(),
    /** whether the agent has set its own retail price or switch (else the defaults apply) */
    changed: z.boolean(),
  });
export type AgentResourcePackRow = z.infer<typeof agentResourcePackRow>;

export const agentResourcePackQuery = z.object({ agent_id: rowId('agent_id must be an agent id') });

/** Buying a pack: its id and the price the page showed (refused when it changed). */
export const buyResourcePackRequest = z.object({
  pack_id: rowId('pack_id must be a resource pack id'),
  price: z
    .number({ error: 'price is required' })
    .int({ error: 'price is required' })
    .min(0)
    .max(INT4_MAX, { error: INT4_TOO_BIG }),
  pay_type: payType.default('wechat'),
});
export type BuyResourcePackRequest = z.input<typeof buyResourcePackRequest>;

const view = { audience: 'admin', permission: Permission.admin.resourcePack } as const;
const manage = { audience: 'admin', permission: Permission.admin.resourcePackManage } as const;
const BASE = '/api/admin/resourcePack';

export const resourcePackApi = {
  getList: defineRoute({
    method: 'GET',
    path: `${BASE}/getList`,
    access: view,
    tags,
    summary: 'The resource packs (SMS, red-packet funds) with how many of each were sold, in sort order',
    query: resourcePackListQuery,
    reply: reply.list(resourcePackItem),
  }),
  create: defineRoute({
    method: 'POST',
    path: `${BASE}/create`,
    access: manage,
    tags,
    summary: 'Add a resource pack',
    body: resourcePackCreateRequest,
    reply: reply.data(resourcePackItem),
  }),
  update: defineRoute({
    method: 'POST',
    path: `${BASE}/update`,
    access: manage,
    tags,
    summary: 'Edit a resource pack (orders already made keep what they bought)',
    body: resourcePackUpdateRequest,
    reply: reply.data(resourcePackItem),
  }),
  setStatus: defineRoute({
    method: 'POST',
    path: `${BASE}/setStatus`,
    access: manage,
    tags,
    summary: 'Put a resource pack on sale or take it off (unpaid orders of it can still be paid)',
    body: z.object({ id: rowId('id is required'), status }),
    reply: reply.data(resourcePackItem),
  }),
  delete: defineRoute({
    method: 'POST',
    path: `${BASE}/delete`,
    access: manage,
    tags,
    summary: 'Delete a resource pack nobody ordered (take one that sold off sale instead)',
    body: z.object({ id: rowId('id is required') }),
    reply: reply.data(emptyData),
  }),
  agentPacks: defineRoute({
    method: 'GET',
    path: '/api/admin/partner/resourcePack/getList',
    access: { audience: 'admin', permission: Permission.admin.partner },
    tags,
    summary: "Every resource pack with the agent's retail price and whether its site sells it",
    query: agentResourcePackQuery,
    reply: reply.data(z.array(agentResourcePackRow)),
  }),
  sitePacks: defineRoute({
    method: 'GET',
    path: '/api/customer/resource/getPacks',
    access: { audience: 'customer' },
    tags,
    summary:
      "The resource packs the customer's site sells at its agent's retail prices, cheapest first within each kind",
    reply: reply.data(z.array(siteResourcePack)),
  }),
  buy: defineRoute({
    method: 'POST',
    path: '/api/customer/resource/buyPack',
    access: { audience: 'customer' },
    tags,
    summary:
      "Buy a resource pack: an unpaid order (type 31) at the site's current retail price and its payment QR",
    body: buyResourcePackRequest,
    reply: reply.data(payment),
  }),
};
