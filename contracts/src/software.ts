import { z } from 'zod';
import { emptyData, pageQuery } from './envelope.ts';
import { nonNegative, rowId } from './input.ts';
import { offerFields, offerRequest } from './offer.ts';
import { payment, payType } from './order.ts';
import { Permission } from './permissions.ts';
import { defineRoute, reply } from './route.ts';

/**
 * PC software licences the platform sells through agents (issue 15, the agent detail's "software" tab;
 * issue 16, the "software" product kind): the platform's catalogue of software products (name, version,
 * cover, seats per licence, price, installer), which of them each agent may sell and at what price (never
 * below the platform's): that price is the agent's wholesale price. The agent console's 产品 page
 * (agent-product.ts) sets its retail prices; the customer site's /tool/software page lists its agent's on-sale,
 * switched-on offers at those, and a signed-in customer buys licences of them (order type 18, paid through
 * the same pay box as VIP orders): each paid licence has a random key, the product's seats, and the
 * product's installer to download; a full refund revokes them.
 */

const id = (error: string) => rowId(error);
const tags = ['software'];

/** 1 = on sale (agents may offer it, customers see it), 0 = off sale. */
export const SoftwareStatus = { off: 0, onSale: 1 } as const;
const status = z.union([z.literal(0), z.literal(1)], { error: 'status must be 0 (off sale) or 1 (on sale)' });

export const softwareItem = z.object({
  id: z.number().int(),
  name: z.string(),
  version: z.string(),
  description: z.string(),
  /** a storage key of an image the platform uploaded, or an http(s) link; '' = none */
  cover: z.string(),
  /** computers one licence covers */
  seats: z.number().int(),
  /** the platform's price of one licence, cents */
  price: z.number().int(),
  /** the storage key of the installer the platform uploaded; '' = none yet */
  installer: z.string(),
  status: z.number().int(),
  sort: z.number().int(),
  /** agents that may sell it */
  agents: z.number().int(),
  create_time: z.string(),
  update_time: z.string(),
});
export type SoftwareItem = z.infer<typeof softwareItem>;

export const softwareListQuery = pageQuery.extend({
  /** name, version or description */
  keyword: z.string().trim().max(64).optional(),
  status: status.optional(),
});

const softwareFields = {
  name: z
    .string({ error: 'the software name is required' })
    .trim()
    .min(1, { error: 'the software name is required' })
    .max(60, { error: 'the software name is at most 60 characters' }),
  version: z.string().trim().max(30, { error: 'the version is at most 30 characters' }).default(''),
  description: z
    .string()
    .trim()
    .max(1000, { error: 'the software description is at most 1000 characters' })
    .default(''),
  cover: z
    .string()
    .trim()
    .max(500, { error: 'the cover must be an uploaded image or an http(s) link' })
    .default(''),
  seats: z
    .number({ error: 'seats must be a whole number from 1 to 10000' })
    .int({ error: 'seats must be a whole number from 1 to 10000' })
    .min(1, { error: 'seats must be a whole number from 1 to 10000' })
    .max(10_000, { error: 'seats must be a whole number from 1 to 10000' })
    .default(1),
  price: nonNegative('the price must be a whole number of cents, 0 or more').default(0),
  installer: z
    .string()
    .trim()
    .max(500, { error: 'the installer must be a file the platform uploaded' })
    .default(''),
  sort: nonNegative('sort must be a whole number, 0 or more').default(0),
  status: status.default(1),
};

export const softwareCreateRequest = z.object(softwareFields);
export type SoftwareCreateRequest = z.input<typeof softwareCreateRequest>;
export const softwareUpdateRequest = z.object({ id: id('id is required'), ...softwareFields });
export type SoftwareUpdateRequest = z.input<typeof softwareUpdateRequest>;
export const softwareStatusRequest = z.object({ id: id('id is required'), status });

const catalogue = { audience: 'admin', permission: Permission.admin.software } as const;
const catalogueManage = { audience: 'admin', permission: Permission.admin.softwareManage } as const;

export const softwareApi = {
  getList: defineRoute({
    method: 'GET',
    path: '/api/admin/software/getList',
    access: catalogue,
    tags,
    summary: 'The software catalogue with how many agents may sell each, in sort order',
    query: softwareListQuery,
    reply: reply.list(softwareItem),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/admin/software/create',
    access: catalogueManage,
    tags,
    summary: 'Add a software product to the catalogue',
    body: softwareCreateRequest,
    reply: reply.data(softwareItem),
  }),
  update: defineRoute({
    method: 'POST',
    path: '/api/admin/software/update',
    access: catalogueManage,
    tags,
    summary: "Edit a software product (a higher price is refused while an agent's price is below it)",
    body: softwareUpdateRequest,
    reply: reply.data(softwareItem),
  }),
  setStatus: defineRoute({
    method: 'POST',
    path: '/api/admin/software/setStatus',
    access: catalogueManage,
    tags,
    summary:
      'Put a software product on sale or take it off (off: agents keep the offer, customers no longer see it)',
    body: softwareStatusRequest,
    reply: reply.data(softwareItem),
  }),
  delete: defineRoute({
    method: 'POST',
    path: '/api/admin/software/delete',
    access: catalogueManage,
    tags,
    summary: 'Delete a software product no agent offers (one that is offered is taken off sale instead)',
    body: z.object({ id: id('id is required') }),
    reply: reply.data(emptyData),
  }),
};

// ---- offers per agent (the partner drawer's "software" tab) ----

/** A software product as one agent has it: every product, offered by the agent or not. */
export const agentSoftwareRow = softwareItem
  .omit({ agents: true, create_time: true, update_time: true })
  .extend(offerFields);
export type AgentSoftwareRow = z.infer<typeof agentSoftwareRow>;

export const agentSoftwareQuery = z.object({ agent_id: id('agent_id must be an agent id') });

export const agentSoftwareSetRequest = offerRequest('software_id', 'software_id must be a software id');
export type AgentSoftwareSetRequest = z.input<typeof agentSoftwareSetRequest>;

/** At most this many products in one answer of the catalogue's unpaged views (the tab, the site). */
export const SOFTWARE_CATALOGUE_MAX = 200;

export const agentSoftwareApi = {
  getList: defineRoute({
    method: 'GET',
    path: '/api/admin/partner/software/getList',
    access: { audience: 'admin', permission: Permission.admin.partner },
    tags,
    summary: 'Every software product of the catalogue with whether and at what price the agent offers it',
    query: agentSoftwareQuery,
    reply: reply.data(z.array(agentSoftwareRow)),
  }),
  setOffer: defineRoute({
    method: 'POST',
    path: '/api/admin/partner/software/setOffer',
    access: { audience: 'admin', permission: Permission.admin.softwareOffer },
    tags,
    summary:
      "Offer a software product through an agent at its price (not below the platform's), or withdraw it",
    body: agentSoftwareSetRequest,
    reply: reply.data(agentSoftwareRow),
  }),
};

// ---- the agent console and the customer site ----

/** What the customer site's /tool/software page shows of a product: the agent's retail price. */
export const siteSoftware = z.object({
  id: z.number().int(),
  name: z.string(),
  version: z.string(),
  description: z.string(),
  cover: z.string(),
  seats: z.number().int(),
  /** the site's agent's retail price, cents */
  price: z.number().int(),
});
export type SiteSoftware = z.infer<typeof siteSoftware>;

export const siteSoftwareApi = {
  getList: defineRoute({
    method: 'GET',
    path: '/api/customer/Product/getSoftwareList',
    access: { audience: 'public' },
    tags,
    summary:
      "The software the site sells (its agent's on-sale offers, at its retail prices): a signed-in customer's own site, else the request's",
    reply: reply.data(z.array(siteSoftware)),
  }),
};

// ---- buying licences on the customer site (order type 18) ----

/** At most this many licences in one order. */
export const SOFTWARE_LICENCES_MAX = 20;
const QUANTITY_ERROR = 'quantity must be a whole number from 1 to 20';

/**
 * POST buySoftware: `quantity` licences of a product the customer's site sells; `amount` and `pay_amount`
 * are the total the page showed (retail × quantity, cents), checked against the server's.
 */
export const buySoftwareRequest = z.object({
  software_id: rowId('software_id is required'),
  quantity: z
    .number({ error: QUANTITY_ERROR })
    .int({ error: QUANTITY_ERROR })
    .min(1, { error: QUANTITY_ERROR })
    .max(SOFTWARE_LICENCES_MAX, { error: QUANTITY_ERROR }),
  amount: nonNegative('amount is required'),
  pay_amount: nonNegative('amount is required'),
  pay_type: payType.default('wechat'),
});
export type BuySoftwareRequest = z.input<typeof buySoftwareRequest>;

/** A licence's state: active, or revoked (its order was fully refunded). */
export const licenceStatus = z.enum(['active', 'revoked']);

/** One of the customer's licences (the /tool/software page's 我的授权). */
export const softwareLicence = z.object({
  id: z.number().int(),
  software_id: z.number().int(),
  name: z.string(),
  version: z.string(),
  /** four hyphen-joined groups of five characters, e.g. 7KQ2M-HT4XC-9PRWA-3DNE6 */
  licence_key: z.string(),
  /** computers the licence covers (the product's at purchase) */
  seats: z.number().int(),
  status: licenceStatus,
  order_no: z.string(),
  /** whether the product has an installer to download (getSoftwareInstaller) */
  has_installer: z.boolean(),
  create_time: z.string(),
});
export type SoftwareLicence = z.infer<typeof softwareLicence>;

export const softwareLicenceQuery = z.object({ id: id('id must be a licence id') });
export type SoftwareLicenceQuery = z.infer<typeof softwareLicenceQuery>;

const customerOnly = { audience: 'customer' } as const;

export const softwarePurchaseApi = {
  buy: defineRoute({
    method: 'POST',
    path: '/api/customer/Product/buySoftware',
    access: customerOnly,
    tags,
    summary:
      "Buy 1–20 licences of a software the customer's site sells: an unpaid order (type 18) at its retail price and its payment QR",
    body: buySoftwareRequest,
    reply: reply.data(payment),
  }),
  licences: defineRoute({
    method: 'GET',
    path: '/api/customer/Product/getSoftwareLicences',
    access: customerOnly,
    tags,
    summary: "The customer's software licences, newest first",
    query: pageQuery,
    reply: reply.list(softwareLicence),
  }),
  installer: defineRoute({
    method: 'GET',
    path: '/api/customer/Product/getSoftwareInstaller',
    access: customerOnly,
    tags,
    summary: "A signed link, good for 10 minutes, to the installer of one of the customer's active licences",
    query: softwareLicenceQuery,
    reply: reply.data(z.object({ url: z.string() })),
  }),
};
