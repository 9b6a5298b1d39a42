import { z } from 'zod';
import { emptyData, pageQuery } from './envelope.ts';
import { nonNegative, rowId } from './input.ts';
import { Permission } from './permissions.ts';
import { feeRate } from './resource.ts';
import { defineRoute, reply } from './route.ts';

/**
 * Cost settings (/cost, issue 16): what an activity costs the customer — a new one, a day more, a block of
 * places more — per tool, as versions with an effective time instead of constants in the code. A tool
 * without versions of its own follows the default (tool 0). Versions are never edited: a change is a new
 * version, effective now or later; one not yet in force may be withdrawn. An order keeps the price it was
 * created with (its amount), whatever changes after.
 */

const tags = ['cost'];

/** past = replaced by a later version in force; current = in force now; scheduled = in force later. */
export const PRICE_STATES = ['past', 'current', 'scheduled'] as const;
export type PriceState = (typeof PRICE_STATES)[number];

const cents = (what: string) =>
  nonNegative(`${what} must be a whole number of cents, 0 or more`).refine((value) => value <= 100_000_000, {
    error: `${what} is at most 1000000 yuan`,
  });

export const activityPriceFields = {
  /** a new activity (or a copy) without a free VIP one, cents */
  create_price: cents('the new activity price'),
  /** extend (postRenew): per day, cents */
  renew_per_day: cents('the price of a day'),
  /** expand: per block of ActivityPricing.expandBlock places, cents */
  expand_per_block: cents('the price of a block of places'),
};

/** What every version (an activity price, a fee rate) tells besides its values. */
const versionFields = {
  effective_time: z.string(),
  state: z.enum(PRICE_STATES),
  note: z.string(),
  /** who set it ('' for the built-in default or a removed account) */
  created_by: z.string(),
  create_time: z.string(),
};

export const activityPriceVersion = z.object({
  id: z.number().int(),
  /** 0 = the default every tool without its own versions follows */
  tool_id: z.number().int(),
  /** the tool's name; '' for the default */
  tool_name: z.string(),
  ...activityPriceFields,
  ...versionFields,
});
export type ActivityPriceVersion = z.infer<typeof activityPriceVersion>;

/** One tool's (or the default's) price in force now, with where it comes from and what is scheduled next. */
export const activityPriceInForce = z.object({
  tool_id: z.number().int(),
  tool_name: z.string(),
  ...activityPriceFields,
  /** the version in force: the tool's own, or the default's when it has none */
  version_id: z.number().int(),
  follows_default: z.boolean(),
  effective_time: z.string(),
  /** the tool's (or default's) own next version, if one is scheduled */
  next: activityPriceVersion.nullable(),
});
export type ActivityPriceInForce = z.infer<typeof activityPriceInForce>;

export const activityPriceListQuery = pageQuery.extend({
  /** one tool's versions (0 = the default's) */
  tool_id: nonNegative('tool_id must be a tool id or 0').optional(),
  state: z.enum(PRICE_STATES, { error: 'state must be past, current or scheduled' }).optional(),
});

export const activityPriceCreateRequest = z.object({
  tool_id: nonNegative('tool_id must be a tool id or 0 (the default)'),
  ...activityPriceFields,
  /** ISO 8601 with its offset; absent = now. A later time schedules it (within a year). */
  effective_time: z.iso
    .datetime({ offset: true, error: 'effective_time must be a date and time' })
    .optional(),
  note: z.string().trim().max(200, { error: 'the note is at most 200 characters' }).default(''),
});
export type ActivityPriceCreateRequest = z.input<typeof activityPriceCreateRequest>;

/**
 * Fee rates (issue 16): the platform's rates — a withdrawal's fee, an SMS, the red-packet service fee —
 * which every site without a rate of its own follows, as versions like the activity prices. A code's mode
 * (percent of the amount, or cents per unit) is fixed; a version sets the rate, the minimum fee and the text
 * customers read beside it. The built-in rate is the platform default site's row (version_id 0).
 */
export const feeRateFields = {
  /** percent codes: basis points of the amount (60 = 0.60 %, at most 100 %); unit codes: cents per unit */
  rate: nonNegative('the rate must be a whole number, 0 or more').refine((value) => value <= 100_000, {
    error: 'the rate is too large',
  }),
  min_fee: cents('the minimum fee'),
  description: z.string().trim().max(200, { error: 'the description is at most 200 characters' }).default(''),
};

/** A version of a platform rate: its values as customers read them (id = the version's), and when. */
export const feeRateVersion = feeRate.extend(versionFields);
export type FeeRateVersion = z.infer<typeof feeRateVersion>;

export const feeRateInForce = feeRate.omit({ id: true }).extend({
  /** 0 = the built-in rate (no version set yet) */
  version_id: z.number().int(),
  /** '' for the built-in rate */
  effective_time: z.string(),
  next: feeRateVersion.nullable(),
});
export type FeeRateInForce = z.infer<typeof feeRateInForce>;

export const feeRateListQuery = pageQuery.extend({
  code: z.string().max(40).optional(),
  state: z.enum(PRICE_STATES, { error: 'state must be past, current or scheduled' }).optional(),
});

export const feeRateCreateRequest = z.object({
  code: z.string().trim().min(1, { error: 'code is required' }).max(40, { error: 'fee rate not found' }),
  ...feeRateFields,
  effective_time: activityPriceCreateRequest.shape.effective_time,
  note: activityPriceCreateRequest.shape.note,
});
export type FeeRateCreateRequest = z.input<typeof feeRateCreateRequest>;

const read = { audience: 'admin', permission: Permission.admin.cost } as const;
const manage = { audience: 'admin', permission: Permission.admin.costManage } as const;

export const costApi = {
  getInForce: defineRoute({
    method: 'GET',
    path: '/api/admin/cost/activityPrice/getInForce',
    access: read,
    tags,
    summary:
      'The activity prices in force now: the default and every tool, with their next scheduled version',
    reply: reply.data(z.array(activityPriceInForce)),
  }),
  getList: defineRoute({
    method: 'GET',
    path: '/api/admin/cost/activityPrice/getList',
    access: read,
    tags,
    summary: 'Every version of the activity prices, latest effective first',
    query: activityPriceListQuery,
    reply: reply.list(activityPriceVersion),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/admin/cost/activityPrice/create',
    access: manage,
    tags,
    summary: "Set a tool's (or the default) activity prices from now or from a later time",
    body: activityPriceCreateRequest,
    reply: reply.data(activityPriceVersion),
  }),
  delete: defineRoute({
    method: 'POST',
    path: '/api/admin/cost/activityPrice/delete',
    access: manage,
    tags,
    summary: 'Withdraw a version not yet in force (one in force or past stays: set a new one instead)',
    body: z.object({ id: rowId('id is required') }),
    reply: reply.data(emptyData),
  }),
  feeRateInForce: defineRoute({
    method: 'GET',
    path: '/api/admin/cost/feeRate/getInForce',
    access: read,
    tags,
    summary: "The platform's fee rates in force now, with their next scheduled version",
    reply: reply.data(z.array(feeRateInForce)),
  }),
  feeRateList: defineRoute({
    method: 'GET',
    path: '/api/admin/cost/feeRate/getList',
    access: read,
    tags,
    summary: "Every version of the platform's fee rates, latest effective first",
    query: feeRateListQuery,
    reply: reply.list(feeRateVersion),
  }),
  feeRateCreate: defineRoute({
    method: 'POST',
    path: '/api/admin/cost/feeRate/create',
    access: manage,
    tags,
    summary: 'Set a fee rate of the platform from now or from a later time',
    body: feeRateCreateRequest,
    reply: reply.data(feeRateVersion),
  }),
  feeRateDelete: defineRoute({
    method: 'POST',
    path: '/api/admin/cost/feeRate/delete',
    access: manage,
    tags,
    summary: 'Withdraw a fee rate version not yet in force',
    body: z.object({ id: rowId('id is required') }),
    reply: reply.data(emptyData),
  }),
};
