import { z } from 'zod';
import { emptyData, pageQuery } from './envelope.ts';
import { nonNegative, rowId } from './input.ts';
import { offerFields, offerRequest } from './offer.ts';
import { payment, payType } from './order.ts';
import { Permission } from './permissions.ts';
import { defineRoute, reply } from './route.ts';
import { licenceStatus } from './software.ts';

/**
 * Licensed content the platform sells through agents (issue 16, the "copyright" product kind: music,
 * templates, fonts, images with their licence terms). The platform's catalogue (admin 产品 › 版权), which
 * items each agent may sell at its wholesale price (the partner drawer's tab), the agent's retail price and
 * switch (agent-product.ts); a signed-in customer buys a licence of an item its site sells (order type 19,
 * the same pay box as software): paid, it gets one licence with the terms as they were, valid for the item's
 * term (or perpetual), and downloads the asset through a signed link; a full refund revokes it.
 */

const id = (error: string) => rowId(error);
const tags = ['copyright'];

export const COPYRIGHT_CONTENT_TYPES = ['music', 'template', 'font', 'image'] as const;
export const copyrightContentType = z.enum(COPYRIGHT_CONTENT_TYPES, {
  error: 'the content type must be music, template, font or image',
});
export type CopyrightContentType = z.infer<typeof copyrightContentType>;

/** The longest licence term, months; longer is perpetual. */
export const COPYRIGHT_TERM_MAX = 120;
const status = z.union([z.literal(0), z.literal(1)], { error: 'status must be 0 (off sale) or 1 (on sale)' });

/** The titles an item shows in each language ('' = the zh_CN one). */
const titles = {
  title: z.string(),
  title_en: z.string(),
  title_zh_tw: z.string(),
};

export const copyrightItem = z.object({
  id: z.number().int(),
  ...titles,
  content_type: copyrightContentType,
  licensor: z.string(),
  /** the licence text customers accept, plain multi-line text */
  terms: z.string(),
  /** the licence term in months, 1–120; null = perpetual */
  term_months: z.number().int().nullable(),
  commercial: z.boolean(),
  /** the storage key of the licensed asset the platform uploaded; '' = none */
  asset: z.string(),
  /** the platform's price of one licence, cents */
  price: z.number().int(),
  status: z.number().int(),
  sort: z.number().int(),
  /** agents that may sell it */
  agents: z.number().int(),
  /** licences sold (an item once sold is never deleted) */
  sold: z.number().int(),
  create_time: z.string(),
  update_time: z.string(),
});
export type CopyrightItem = z.infer<typeof copyrightItem>;

export const copyrightListQuery = pageQuery.extend({
  /** a title, the licensor */
  keyword: z.string().trim().max(64).optional(),
  status: status.optional(),
  content_type: copyrightContentType.optional(),
});

const TERM_ERROR = 'the licence term must be a whole number of months from 1 to 120, or perpetual';
const otherTitle = z.string().trim().max(60, { error: 'a title is at most 60 characters' }).default('');

const copyrightFields = {
  title: z
    .string({ error: 'the Chinese (simplified) title is required' })
    .trim()
    .min(1, { error: 'the Chinese (simplified) title is required' })
    .max(60, { error: 'a title is at most 60 characters' }),
  title_en: otherTitle,
  title_zh_tw: otherTitle,
  content_type: copyrightContentType,
  licensor: z.string().trim().max(100, { error: 'the licensor is at most 100 characters' }).default(''),
  terms: z
    .string({ error: 'the licence terms are required' })
    .trim()
    .min(1, { error: 'the licence terms are required' })
    .max(10_000, { error: 'the licence terms are at most 10000 characters' }),
  term_months: z
    .number({ error: TERM_ERROR })
    .int({ error: TERM_ERROR })
    .min(1, { error: TERM_ERROR })
    .max(COPYRIGHT_TERM_MAX, { error: TERM_ERROR })
    .nullable()
    .default(null),
  commercial: z.boolean({ error: 'commercial use must be allowed or not' }).default(false),
  asset: z
    .string()
    .trim()
    .max(500, { error: 'the licensed file must be a file the platform uploaded' })
    .default(''),
  price: nonNegative('the price must be a whole number of cents, 0 or more').default(0),
  sort: nonNegative('sort must be a whole number, 0 or more').default(0),
  status: status.default(1),
};

export const copyrightCreateRequest = z.object(copyrightFields);
export type CopyrightCreateRequest = z.input<typeof copyrightCreateRequest>;
export const copyrightUpdateRequest = z.object({ id: id('id is required'), ...copyrightFields });
export type CopyrightUpdateRequest = z.input<typeof copyrightUpdateRequest>;
export const copyrightStatusRequest = z.object({ id: id('id is required'), status });

const catalogue = { audience: 'admin', permission: Permission.admin.copyright } as const;
const catalogueManage = { audience: 'admin', permission: Permission.admin.copyrightManage } as const;

export const copyrightApi = {
  getList: defineRoute({
    method: 'GET',
    path: '/api/admin/copyright/getList',
    access: catalogue,
    tags,
    summary: 'The copyright catalogue with how many agents sell each item and licences sold, in sort order',
    query: copyrightListQuery,
    reply: reply.list(copyrightItem),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/admin/copyright/create',
    access: catalogueManage,
    tags,
    summary: 'Add a licensed content item to the catalogue',
    body: copyrightCreateRequest,
    reply: reply.data(copyrightItem),
  }),
  update: defineRoute({
    method: 'POST',
    path: '/api/admin/copyright/update',
    access: catalogueManage,
    tags,
    summary: "Edit a copyright item (a higher price is refused while an agent's price is below it)",
    body: copyrightUpdateRequest,
    reply: reply.data(copyrightItem),
  }),
  setStatus: defineRoute({
    method: 'POST',
    path: '/api/admin/copyright/setStatus',
    access: catalogueManage,
    tags,
    summary:
      'Put a copyright item on sale or take it off (off: agents keep the offer, customers no longer see it)',
    body: copyrightStatusRequest,
    reply: reply.data(copyrightItem),
  }),
  delete: defineRoute({
    method: 'POST',
    path: '/api/admin/copyright/delete',
    access: catalogueManage,
    tags,
    summary: 'Delete a copyright item never sold and offered by no agent (else it is taken off sale instead)',
    body: z.object({ id: id('id is required') }),
    reply: reply.data(emptyData),
  }),
};

// ---- offers per agent (the partner drawer's "copyright" tab) ----

export const agentCopyrightRow = copyrightItem
  .omit({ agents: true, sold: true, create_time: true, update_time: true, terms: true })
  .extend(offerFields);
export type AgentCopyrightRow = z.infer<typeof agentCopyrightRow>;

export const agentCopyrightSetRequest = offerRequest('copyright_id', 'copyright_id must be a copyright id');
export type AgentCopyrightSetRequest = z.input<typeof agentCopyrightSetRequest>;

/** At most this many items in one answer of the catalogue's unpaged views (the tab, the site). */
export const COPYRIGHT_CATALOGUE_MAX = 200;

export const agentCopyrightApi = {
  getList: defineRoute({
    method: 'GET',
    path: '/api/admin/partner/copyright/getList',
    access: { audience: 'admin', permission: Permission.admin.partner },
    tags,
    summary: 'Every copyright item of the catalogue with whether and at what price the agent offers it',
    query: z.object({ agent_id: id('agent_id must be an agent id') }),
    reply: reply.data(z.array(agentCopyrightRow)),
  }),
  setOffer: defineRoute({
    method: 'POST',
    path: '/api/admin/partner/copyright/setOffer',
    access: { audience: 'admin', permission: Permission.admin.copyrightOffer },
    tags,
    summary:
      "Offer a copyright item through an agent at its price (not below the platform's), or withdraw it",
    body: agentCopyrightSetRequest,
    reply: reply.data(agentCopyrightRow),
  }),
};

// ---- the customer site ----

/** What the customer site shows of an item: the agent's retail price and the terms to accept. */
export const siteCopyright = z.object({
  id: z.number().int(),
  ...titles,
  content_type: copyrightContentType,
  licensor: z.string(),
  terms: z.string(),
  term_months: z.number().int().nullable(),
  commercial: z.boolean(),
  has_asset: z.boolean(),
  /** the site's agent's retail price, cents */
  price: z.number().int(),
});
export type SiteCopyright = z.infer<typeof siteCopyright>;

/**
 * POST buyCopyright: one licence of an item the customer's site sells; `amount` and `pay_amount` are the
 * price the page showed (cents), checked against the server's.
 */
export const buyCopyrightRequest = z.object({
  copyright_id: rowId('copyright_id is required'),
  amount: nonNegative('amount is required'),
  pay_amount: nonNegative('amount is required'),
  pay_type: payType.default('wechat'),
});
export type BuyCopyrightRequest = z.input<typeof buyCopyrightRequest>;

/** One of the customer's copyright licences. */
export const copyrightLicence = z.object({
  id: z.number().int(),
  copyright_id: z.number().int(),
  ...titles,
  content_type: copyrightContentType,
  licensor: z.string(),
  /** the terms as bought */
  terms: z.string(),
  commercial: z.boolean(),
  valid_from: z.string(),
  /** '' = perpetual */
  valid_until: z.string(),
  status: licenceStatus,
  /** past valid_until (an active licence whose term is over) */
  expired: z.boolean(),
  order_no: z.string(),
  has_asset: z.boolean(),
});
export type CopyrightLicence = z.infer<typeof copyrightLicence>;

export const copyrightLicenceQuery = z.object({ id: id('id must be a licence id') });
export type CopyrightLicenceQuery = z.infer<typeof copyrightLicenceQuery>;

const customerOnly = { audience: 'customer' } as const;

export const copyrightPurchaseApi = {
  list: defineRoute({
    method: 'GET',
    path: '/api/customer/Product/getCopyrightList',
    access: { audience: 'public' },
    tags,
    summary:
      "The licensed content the site sells (its agent's on-sale, switched-on offers at its retail prices): a signed-in customer's own site, else the request's",
    reply: reply.data(z.array(siteCopyright)),
  }),
  buy: defineRoute({
    method: 'POST',
    path: '/api/customer/Product/buyCopyright',
    access: customerOnly,
    tags,
    summary:
      "Buy a licence of a copyright item the customer's site sells: an unpaid order (type 19) at its retail price and its payment QR",
    body: buyCopyrightRequest,
    reply: reply.data(payment),
  }),
  licences: defineRoute({
    method: 'GET',
    path: '/api/customer/Product/getCopyrightLicences',
    access: customerOnly,
    tags,
    summary: "The customer's copyright licences, newest first",
    query: pageQuery,
    reply: reply.list(copyrightLicence),
  }),
  asset: defineRoute({
    method: 'GET',
    path: '/api/customer/Product/getCopyrightAsset',
    access: customerOnly,
    tags,
    summary:
      "A signed link, good for 10 minutes, to the licensed file of one of the customer's active licences",
    query: copyrightLicenceQuery,
    reply: reply.data(z.object({ url: z.string() })),
  }),
};
