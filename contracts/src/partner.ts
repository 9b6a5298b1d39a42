import { z } from 'zod';
import { teamProfileUpdateRequest } from './agent.ts';
import { isEmail } from './customer.ts';
import { pageQuery } from './envelope.ts';
import { isCalendarDay, rowId } from './input.ts';
import { organizationItem } from './organization.ts';
import { newPassword } from './password.ts';
import { Permission } from './permissions.ts';
import { defineRoute, reply } from './route.ts';

/**
 * Admin › partner (channel management, spec §2): the agents (white-label resellers) with their owner,
 * domains, verification (from the attestation) and status. The platform creates an agent with its owner
 * account, edits it, disables it (its site answers "site closed", its staff cannot sign in) and enables it.
 */

/** A domain of the agent's customer site: a host name (lower case, no scheme, port or path). */
const HOSTNAME =
  /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
export const isHostname = (value: string) => HOSTNAME.test(value);

export const partnerDomain = z
  .string()
  .trim()
  .toLowerCase()
  .refine(isHostname, { error: 'a domain must be a host name such as site.example.com' });

const domainList = z
  .array(partnerDomain, { error: 'enter at least one domain' })
  .max(10, { error: 'at most 10 domains' })
  .refine((domains) => new Set(domains).size === domains.length, { error: 'a domain is listed twice' });

/** A new agent's domains: at least one (its customer site has no other address). */
export const partnerDomains = domainList.refine((domains) => domains.length > 0, {
  error: 'enter at least one domain',
});

export const partnerOwner = z.object({ id: z.number().int(), name: z.string(), email: z.string() });

/** An agent as admin › partner shows it: the organisation (admin › team › organization) and more. */
export const partnerItem = organizationItem.extend({
  /** false: disabled by the platform (site closed, staff cannot sign in) */
  enabled: z.boolean(),
  /** when it was disabled ('' when enabled) */
  disabled_time: z.string(),
  domains: z.array(z.string()),
  /** the first member holding the built-in owner role (null: none) */
  owner: partnerOwner.nullable(),
  customers: z.number().int(),
});
export type PartnerItem = z.infer<typeof partnerItem>;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date written YYYY-MM-DD' })
  .refine(isCalendarDay, { error: 'must be a date written YYYY-MM-DD' });

export const partnerListQuery = pageQuery.extend({
  /** name, domain or owner email */
  keyword: z.string().trim().max(64).optional(),
  /** 1 verified, 0 not */
  status: z.union([z.literal(0), z.literal(1)], { error: 'status must be 0 or 1' }).optional(),
  /** 1 enabled, 0 disabled */
  enabled: z.union([z.literal(0), z.literal(1)], { error: 'enabled must be 0 or 1' }).optional(),
  start_date: day.optional(),
  end_date: day.optional(),
});

const profile = teamProfileUpdateRequest.omit({ corporate_avatar: true }).shape;

/**
 * A new agent and its owner: an existing agent user (by email) or a new account with a first password. The
 * owner holds the built-in owner role in the new team.
 */
export const partnerCreateRequest = z
  .object({
    ...profile,
    domains: partnerDomains,
    owner_mode: z.enum(['existing', 'new'], { error: 'choose an existing or a new owner account' }),
    owner_email: z
      .string({ error: "the owner's email is required" })
      .trim()
      .toLowerCase()
      .min(1, { error: "the owner's email is required" })
      .max(100, { error: 'email is not valid' })
      .refine(isEmail, { error: 'email is not valid' }),
    owner_name: z.string().trim().max(32, { error: 'name is at most 32 characters' }).default(''),
    owner_password: newPassword.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.owner_mode !== 'new') return;
    if (!value.owner_name)
      ctx.addIssue({ code: 'custom', path: ['owner_name'], message: "the owner's name is required" });
    if (!value.owner_password)
      ctx.addIssue({
        code: 'custom',
        path: ['owner_password'],
        message: 'a new owner account needs a first password',
      });
  });
export type PartnerCreateRequest = z.input<typeof partnerCreateRequest>;

export const partnerUpdateRequest = z.object({
  id: rowId('id is required'),
  ...profile,
  /** at least one, except for the platform's default agent (it serves every host without an agent) */
  domains: domainList,
});
export type PartnerUpdateRequest = z.input<typeof partnerUpdateRequest>;

export const partnerStatusRequest = z.object({
  id: rowId('id is required'),
  enabled: z.boolean({ error: 'enabled must be true or false' }),
});

export const partnerDetailQuery = z.object({ id: rowId('id is required') });

const tags = ['partner'];
const BASE = '/api/admin/partner';

export const partnerApi = {
  getList: defineRoute({
    method: 'GET',
    path: `${BASE}/getList`,
    access: { audience: 'admin', permission: Permission.admin.partner },
    tags,
    summary: 'Agents with their owner, domains, verification, status and customers count',
    query: partnerListQuery,
    reply: reply.list(partnerItem),
  }),
  detail: defineRoute({
    method: 'GET',
    path: `${BASE}/detail`,
    access: { audience: 'admin', permission: Permission.admin.partner },
    tags,
    summary: "An agent's basic information: organisation, owner, domains, contact, verification, counts",
    query: partnerDetailQuery,
    reply: reply.data(partnerItem),
  }),
  create: defineRoute({
    method: 'POST',
    path: `${BASE}/create`,
    access: { audience: 'admin', permission: Permission.admin.partnerCreate },
    tags,
    summary:
      'Create an agent with its domains and its owner account (existing, or new with a first password)',
    body: partnerCreateRequest,
    reply: reply.data(partnerItem),
  }),
  update: defineRoute({
    method: 'POST',
    path: `${BASE}/update`,
    access: { audience: 'admin', permission: Permission.admin.partnerUpdate },
    tags,
    summary: "Edit an agent's name, brief, contact and domains",
    body: partnerUpdateRequest,
    reply: reply.data(partnerItem),
  }),
  setStatus: defineRoute({
    method: 'POST',
    path: `${BASE}/setStatus`,
    access: { audience: 'admin', permission: Permission.admin.partnerStatus },
    tags,
    summary: "Disable (its site closes, its staff's and customers' sessions end) or enable an agent",
    body: partnerStatusRequest,
    reply: reply.data(partnerItem),
  }),
};
