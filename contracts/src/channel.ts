import { z } from 'zod';
import { isPhone } from './customer.ts';
import { captchaFields } from './customer-auth.ts';
import { emptyData, pageQuery } from './envelope.ts';
import { rowId } from './input.ts';
import { Permission } from './permissions.ts';
import { defineRoute, perAudience, reply } from './route.ts';

/**
 * Invitations and enquiries (issue 15; admin views "invite" and "guidance", the agent console's own):
 * - invite links bring new customers to an agent: the public link counts the visit and leads to the sign-up
 *   of the agent's site with the code; a customer who registers with it is the link's sign-up and the
 *   agent's customer. The platform makes links for any agent, an agent for itself.
 * - enquiries: a visitor of an agent's site asks for guidance from a programme or tool page; the platform
 *   follows up every agent's, an agent its own: assign, note, status, each kept in the enquiry's history.
 */
const id = (error: string) => rowId(error);
const tags = ['channel'];

// ---- invite links ----

export const inviteLinkListQuery = pageQuery.extend({
  /** title, channel or code */
  keyword: z.string().trim().max(64).optional(),
  enabled: z.union([z.literal(0), z.literal(1)], { error: 'enabled must be 0 or 1' }).optional(),
  /** the platform's filter by agent (an agent sees its own links only) */
  agent_id: id('agent_id must be an agent id').optional(),
});

export const inviteLinkItem = z.object({
  id: z.number().int(),
  agent_id: z.number().int(),
  agent_name: z.string(),
  code: z.string(),
  title: z.string(),
  channel: z.string(),
  enabled: z.boolean(),
  /** the public link (its QR code encodes it): counts the visit, then opens the sign-up with the code */
  url: z.string(),
  visits: z.number().int(),
  signups: z.number().int(),
  create_time: z.string(),
});
export type InviteLinkItem = z.infer<typeof inviteLinkItem>;

const linkFields = {
  title: z
    .string({ error: 'title is required' })
    .trim()
    .min(1, { error: 'title is required' })
    .max(50, { error: 'title is at most 50 characters' }),
  /** where the link is shared (a note: a poster, a WeChat group, an exhibition) */
  channel: z.string().trim().max(50, { error: 'channel is at most 50 characters' }).default(''),
};

export const inviteLinkCreateRequest = z.object(linkFields);
/** The platform names the agent the link brings customers to. */
export const adminInviteLinkCreateRequest = z.object({ agent_id: id('choose an agent'), ...linkFields });
export type InviteLinkCreateRequest = z.input<typeof adminInviteLinkCreateRequest>;
export const inviteLinkUpdateRequest = z.object({ id: id('id is required'), ...linkFields });
export const inviteLinkEnabledRequest = z.object({
  id: id('id is required'),
  enabled: z.boolean({ error: 'enabled must be true or false' }),
});

export const agentOption = z.object({ id: z.number().int(), name: z.string() });
export type AgentOption = z.infer<typeof agentOption>;

/** The public link: any text is taken (a mangled QR still leads to the sign-up, only uncounted). */
export const inviteOpenQuery = z.object({ code: z.string().trim().max(64).default('') });

const linkAccess = {
  admin: { audience: 'admin', permission: Permission.admin.invite },
  agent: { audience: 'agent', permission: Permission.agent.invite },
} as const;
const linkManage = {
  admin: { audience: 'admin', permission: Permission.admin.inviteManage },
  agent: { audience: 'agent', permission: Permission.agent.inviteManage },
} as const;

export const inviteLinkApi = {
  getList: perAudience(['admin', 'agent'], (audience) =>
    defineRoute({
      method: 'GET',
      path: `/api/${audience}/invite/getList`,
      access: linkAccess[audience],
      tags,
      summary:
        audience === 'admin'
          ? "Every agent's invite links with their visits and sign-ups, newest first"
          : "The team's invite links with their visits and sign-ups, newest first",
      query: inviteLinkListQuery,
      reply: reply.list(inviteLinkItem),
    }),
  ),
  create: {
    admin: defineRoute({
      method: 'POST',
      path: '/api/admin/invite/create',
      access: linkManage.admin,
      tags,
      summary: 'Create an invite link that brings new customers to an agent',
      body: adminInviteLinkCreateRequest,
      reply: reply.data(inviteLinkItem),
    }),
    agent: defineRoute({
      method: 'POST',
      path: '/api/agent/invite/create',
      access: linkManage.agent,
      tags,
      summary: 'Create an invite link that brings new customers to the team',
      body: inviteLinkCreateRequest,
      reply: reply.data(inviteLinkItem),
    }),
  },
  update: perAudience(['admin', 'agent'], (audience) =>
    defineRoute({
      method: 'POST',
      path: `/api/${audience}/invite/update`,
      access: linkManage[audience],
      tags,
      summary: "Change an invite link's title and channel",
      body: inviteLinkUpdateRequest,
      reply: reply.data(inviteLinkItem),
    }),
  ),
  setEnabled: perAudience(['admin', 'agent'], (audience) =>
    defineRoute({
      method: 'POST',
      path: `/api/${audience}/invite/setEnabled`,
      access: linkManage[audience],
      tags,
      summary: 'Disable an invite link (it still opens the sign-up, uncounted) or enable it again',
      body: inviteLinkEnabledRequest,
      reply: reply.data(inviteLinkItem),
    }),
  ),
  /** The agents a link may be made for (the platform's form and filter). */
  getAgents: defineRoute({
    method: 'GET',
    path: '/api/admin/invite/getAgents',
    access: { audience: 'admin', permission: Permission.admin.invite },
    tags,
    summary: 'The agents, by name, to choose for an invite link or as a filter',
    query: z.object({ keyword: z.string().trim().max(64).optional() }),
    reply: reply.data(z.array(agentOption)),
  }),
  open: defineRoute({
    method: 'GET',
    path: '/api/customer/invite/open',
    access: { audience: 'public' },
    tags,
    summary:
      "The public invite link: counts the visit (an enabled link's) and redirects to the site's sign-up with the code (rate limited)",
    query: inviteOpenQuery,
    reply: reply.raw(),
  }),
};

// ---- enquiries ----

export const ENQUIRY_STATUSES = ['new', 'following', 'closed'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
const enquiryStatus = z.enum(ENQUIRY_STATUSES, { error: 'status must be new, following or closed' });

export const enquirySubmitRequest = z.object({
  name: z
    .string({ error: 'please enter your name' })
    .trim()
    .min(1, { error: 'please enter your name' })
    .max(30, { error: 'name is at most 30 characters' }),
  phone: z
    .string({ error: 'please enter a valid phone number' })
    .trim()
    .refine(isPhone, { error: 'please enter a valid phone number' }),
  need: z
    .string({ error: 'please tell us what you need' })
    .trim()
    .min(1, { error: 'please tell us what you need' })
    .max(500, { error: 'what you need is at most 500 characters' }),
  /** the site page the visitor was on (its path and query) */
  page: z.string().trim().max(200, { error: 'page is at most 200 characters' }).default(''),
  ...captchaFields,
});
export type EnquirySubmitRequest = z.input<typeof enquirySubmitRequest>;

export const enquiryListQuery = pageQuery.extend({
  /** name, phone or need */
  keyword: z.string().trim().max(64).optional(),
  status: enquiryStatus.optional(),
  /** the platform's filter by agent */
  agent_id: id('agent_id must be an agent id').optional(),
  /** 1 = assigned to the signed-in account */
  mine: z.union([z.literal(0), z.literal(1)], { error: 'mine must be 0 or 1' }).optional(),
});

export const enquiryItem = z.object({
  id: z.number().int(),
  agent_id: z.number().int(),
  agent_name: z.string(),
  name: z.string(),
  phone: z.string(),
  need: z.string(),
  page: z.string(),
  status: enquiryStatus,
  /** '' = nobody */
  assignee_name: z.string(),
  /** the assignee as this console names its staff (null: nobody, or the other console's staff) */
  assignee_id: z.number().int().nullable(),
  create_time: z.string(),
  update_time: z.string(),
});
export type EnquiryItem = z.infer<typeof enquiryItem>;

export const enquiryNote = z.object({
  id: z.number().int(),
  kind: z.enum(['note', 'assign', 'status']),
  /** the note, the assignee's name ('' = unassigned) or the new status */
  body: z.string(),
  author_name: z.string(),
  create_time: z.string(),
});
export type EnquiryNote = z.infer<typeof enquiryNote>;

export const enquiryDetail = enquiryItem.extend({ notes: z.array(enquiryNote) });
export type EnquiryDetail = z.infer<typeof enquiryDetail>;

export const enquiryAssignRequest = z.object({
  id: id('id is required'),
  /** an admin (platform) or a member of the enquiry's team (agent); null = nobody */
  assignee_id: id('choose a staff member').nullable(),
});
export const enquiryNoteRequest = z.object({
  id: id('id is required'),
  body: z
    .string({ error: 'please write a note' })
    .trim()
    .min(1, { error: 'please write a note' })
    .max(1000, { error: 'a note is at most 1000 characters' }),
});
export const enquiryStatusRequest = z.object({ id: id('id is required'), status: enquiryStatus });
export const enquiryIdQuery = z.object({ id: id('id is required') });

export const staffOption = z.object({ id: z.number().int(), name: z.string() });
export type StaffOption = z.infer<typeof staffOption>;

const enquiryAccess = {
  admin: { audience: 'admin', permission: Permission.admin.guidance },
  agent: { audience: 'agent', permission: Permission.agent.guidance },
} as const;
const enquiryFollow = {
  admin: { audience: 'admin', permission: Permission.admin.guidanceFollow },
  agent: { audience: 'agent', permission: Permission.agent.guidanceFollow },
} as const;

export const enquiryApi = {
  submit: defineRoute({
    method: 'POST',
    path: '/api/customer/enquiry/submit',
    access: { audience: 'public' },
    tags,
    summary:
      "A visitor leaves an enquiry on the host's site (name, phone, need, page; graphic captcha, rate limited)",
    body: enquirySubmitRequest,
    reply: reply.data(emptyData),
  }),
  getList: perAudience(['admin', 'agent'], (audience) =>
    defineRoute({
      method: 'GET',
      path: `/api/${audience}/enquiry/getList`,
      access: enquiryAccess[audience],
      tags,
      summary:
        audience === 'admin'
          ? "Every agent site's enquiries, newest first, filtered"
          : "The enquiries the team's site received, newest first, filtered",
      query: enquiryListQuery,
      reply: reply.list(enquiryItem),
    }),
  ),
  getInfo: perAudience(['admin', 'agent'], (audience) =>
    defineRoute({
      method: 'GET',
      path: `/api/${audience}/enquiry/getInfo`,
      access: enquiryAccess[audience],
      tags,
      summary: 'One enquiry with its history of notes, assignments and status changes',
      query: enquiryIdQuery,
      reply: reply.data(enquiryDetail),
    }),
  ),
  getAssignees: perAudience(['admin', 'agent'], (audience) =>
    defineRoute({
      method: 'GET',
      path: `/api/${audience}/enquiry/getAssignees`,
      access: enquiryFollow[audience],
      tags,
      summary:
        audience === 'admin'
          ? 'The active admin accounts an enquiry may be assigned to'
          : "The team's members an enquiry may be assigned to",
      reply: reply.data(z.array(staffOption)),
    }),
  ),
  assign: perAudience(['admin', 'agent'], (audience) =>
    defineRoute({
      method: 'POST',
      path: `/api/${audience}/enquiry/assign`,
      access: enquiryFollow[audience],
      tags,
      summary: 'Assign an enquiry to a staff member (or to nobody); kept in its history',
      body: enquiryAssignRequest,
      reply: reply.data(enquiryDetail),
    }),
  ),
  addNote: perAudience(['admin', 'agent'], (audience) =>
    defineRoute({
      method: 'POST',
      path: `/api/${audience}/enquiry/addNote`,
      access: enquiryFollow[audience],
      tags,
      summary: 'Add a follow-up note to an enquiry (notes are never edited or deleted)',
      body: enquiryNoteRequest,
      reply: reply.data(enquiryDetail),
    }),
  ),
  setStatus: perAudience(['admin', 'agent'], (audience) =>
    defineRoute({
      method: 'POST',
      path: `/api/${audience}/enquiry/setStatus`,
      access: enquiryFollow[audience],
      tags,
      summary: "Change an enquiry's status (new, following, closed); kept in its history",
      body: enquiryStatusRequest,
      reply: reply.data(enquiryDetail),
    }),
  ),
};
