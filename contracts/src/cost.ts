import { z } from 'zod';
import { emptyData, pageQuery } from './envelope.ts';
import { nonNegative, rowId } from './input.ts';
import { Permission } from './permissions.ts';
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

export const activityPriceVersion = z.object({
  id: z.number().int(),
  /** 0 = the default every tool without its own versions follows */
  tool_id: z.number().int(),
  /** the tool's name; '' for the default */
  tool_name: z.string(),
  ...activityPriceFields,
  effective_time: z.string(),
  state: z.enum(PRICE_STATES),
  note: z.string(),
  /** who set it ('' for the built-in default or a removed account) */
  created_by: z.string(),
  create_time: z.string(),
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
};
