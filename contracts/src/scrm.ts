import { z } from 'zod';
import { enquiryNoteRequest, staffOption } from './channel.ts';
import { pageQuery } from './envelope.ts';
import { rowId } from './input.ts';
import { Permission } from './permissions.ts';
import { defineRoute, perAudience, reply } from './route.ts';

/**
 * SCRM business (issue 17, admin view scrm › business): the leads of the platform's channels — its WeChat
 * official account's followers, its WeCom contacts, the people its acquisition links brought, or typed in by
 * staff — each with an owner (a staff member), a stage moved along the pipeline and an append-only history of
 * follow-up notes, assignments and stage changes. The platform's leads are its own (agent_id null); an
 * agent's leads (from its own channels, or typed in by its team on the agent console's /scrm/business) are
 * its team's, never the platform's page's nor another team's (404 there).
 */
const id = (error: string) => rowId(error);
const tags = ['scrm'];

export const LEAD_SOURCES = ['manual', 'wechat_follower', 'wecom_contact', 'acquisition_link'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];
const leadSource = z.enum(LEAD_SOURCES, {
  error: 'source must be manual, wechat_follower, wecom_contact or acquisition_link',
});

export const LEAD_STAGES = ['new', 'contacted', 'qualified', 'won', 'lost'] as const;
export type LeadStage = (typeof LEAD_STAGES)[number];
const leadStage = z.enum(LEAD_STAGES, { error: 'stage must be new, contacted, qualified, won or lost' });

/**
 * The pipeline: where a lead may move from each stage. A won lead is a customer (final); a lost one may be
 * reopened as new. Skipping forward past contacted is not allowed (a lead is qualified after a contact).
 */
export const LEAD_TRANSITIONS: Record<LeadStage, readonly LeadStage[]> = {
  new: ['contacted', 'lost'],
  contacted: ['qualified', 'lost'],
  qualified: ['won', 'lost', 'contacted'],
  won: [],
  lost: ['new'],
};

export const leadItem = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  company: z.string(),
  need: z.string(),
  source: leadSource,
  /** the follower's openid, the contact's external_userid or the link's id; '' for a manual lead */
  source_ref: z.string(),
  stage: leadStage,
  /** the owner as this console names its staff; null = nobody */
  owner_id: z.number().int().nullable(),
  /** '' = nobody */
  owner_name: z.string(),
  /** how many follow-up notes it has */
  notes: z.number().int(),
  create_time: z.string(),
  update_time: z.string(),
});
export type LeadItem = z.infer<typeof leadItem>;

export const leadNote = z.object({
  id: z.number().int(),
  kind: z.enum(['created', 'note', 'assign', 'stage']),
  /** the note; the owner's name ('' = nobody); 'from>to' of a stage change; the source when created */
  body: z.string(),
  author_name: z.string(),
  create_time: z.string(),
});
export type LeadNote = z.infer<typeof leadNote>;

export const leadDetail = leadItem.omit({ notes: true }).extend({
  history: z.array(leadNote),
  /** the stages it may move to now */
  next_stages: z.array(leadStage),
});
export type LeadDetail = z.infer<typeof leadDetail>;

export const leadListQuery = pageQuery.extend({
  /** name, phone, company or need */
  keyword: z.string().trim().max(64).optional(),
  stage: leadStage.optional(),
  source: leadSource.optional(),
  owner_id: id('owner_id must be a staff id').optional(),
  /** 1 = the leads nobody owns */
  unowned: z.union([z.literal(0), z.literal(1)], { error: 'unowned must be 0 or 1' }).optional(),
});

export const leadCreateRequest = z.object({
  name: z
    .string({ error: 'the name is required' })
    .trim()
    .min(1, { error: 'the name is required' })
    .max(40, { error: 'the name is at most 40 characters' }),
  phone: z
    .string()
    .trim()
    // a pattern (not a refinement), so the console's form checks it as the server does: '' or a mainland mobile
    .regex(/^(1[3-9]\d{9})?$/, { error: 'please enter a valid phone number' })
    .default(''),
  company: z.string().trim().max(60, { error: 'the company is at most 60 characters' }).default(''),
  need: z.string().trim().max(500, { error: 'what the lead needs is at most 500 characters' }).default(''),
  /** the staff member who follows it up; null or absent = nobody yet */
  owner_id: id('choose a staff member').nullable().default(null),
});
export type LeadCreateRequest = z.input<typeof leadCreateRequest>;

export const leadIdQuery = z.object({ id: id('id is required') });
export const leadAssignRequest = z.object({
  id: id('id is required'),
  /** a staff member of the pipeline's console (an active admin, a team member); null = nobody */
  owner_id: id('choose a staff member').nullable(),
});
export const leadStageRequest = z.object({ id: id('id is required'), stage: leadStage });
/** A follow-up note: the same as an enquiry's. */
export const leadNoteRequest = enquiryNoteRequest;

const STAFF = ['admin', 'agent'] as const;
const read = {
  admin: { audience: 'admin', permission: Permission.admin.scrmBusiness },
  agent: { audience: 'agent', permission: Permission.agent.scrmBusiness },
} as const;
const manage = {
  admin: { audience: 'admin', permission: Permission.admin.scrmBusinessManage },
  agent: { audience: 'agent', permission: Permission.agent.scrmBusinessManage },
} as const;
const base = (audience: (typeof STAFF)[number]) => `/api/${audience}/scrm/business`;
const whose = { admin: "The platform's", agent: "The team's" } as const;

/** Each console works its own pipeline: the platform's leads (admin), the team's (agent). */
export const scrmBusinessApi = {
  getList: perAudience(STAFF, (audience) =>
    defineRoute({
      method: 'GET',
      path: `${base(audience)}/getList`,
      access: read[audience],
      tags,
      summary: `${whose[audience]} leads, newest first, by stage, source, owner and keyword`,
      query: leadListQuery,
      reply: reply.list(leadItem),
    }),
  ),
  getInfo: perAudience(STAFF, (audience) =>
    defineRoute({
      method: 'GET',
      path: `${base(audience)}/getInfo`,
      access: read[audience],
      tags,
      summary: 'One lead with its history and the stages it may move to',
      query: leadIdQuery,
      reply: reply.data(leadDetail),
    }),
  ),
  getOwners: perAudience(STAFF, (audience) =>
    defineRoute({
      method: 'GET',
      path: `${base(audience)}/getOwners`,
      access: read[audience],
      tags,
      summary:
        audience === 'admin'
          ? 'The active admin accounts a lead may be owned by (and filtered by)'
          : "The team's members a lead may be owned by (and filtered by)",
      reply: reply.data(z.array(staffOption)),
    }),
  ),
  create: perAudience(STAFF, (audience) =>
    defineRoute({
      method: 'POST',
      path: `${base(audience)}/create`,
      access: manage[audience],
      tags,
      summary: 'Add a lead by hand (source manual), new, with an owner or none',
      body: leadCreateRequest,
      reply: reply.data(leadDetail),
    }),
  ),
  assign: perAudience(STAFF, (audience) =>
    defineRoute({
      method: 'POST',
      path: `${base(audience)}/assign`,
      access: manage[audience],
      tags,
      summary: "Give a lead to a staff member (or nobody); kept in the lead's history",
      body: leadAssignRequest,
      reply: reply.data(leadDetail),
    }),
  ),
  setStage: perAudience(STAFF, (audience) =>
    defineRoute({
      method: 'POST',
      path: `${base(audience)}/setStage`,
      access: manage[audience],
      tags,
      summary: "Move a lead to another stage of the pipeline (LEAD_TRANSITIONS); kept in the lead's history",
      body: leadStageRequest,
      reply: reply.data(leadDetail),
    }),
  ),
  addNote: perAudience(STAFF, (audience) =>
    defineRoute({
      method: 'POST',
      path: `${base(audience)}/addNote`,
      access: manage[audience],
      tags,
      summary: 'Add a follow-up note to a lead (notes are never edited or deleted)',
      body: leadNoteRequest,
      reply: reply.data(leadDetail),
    }),
  ),
};
