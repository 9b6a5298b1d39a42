import { z } from 'zod';
import { activityIdQuery } from './activity.ts';
import { pageQuery } from './envelope.ts';
import { nonNegative, rowId } from './input.ts';
import { Permission } from './permissions.ts';
import { defineRoute, reply } from './route.ts';

/**
 * Activity templates (skins; spec §2 admin /skin "模板列表", the agent's "skin" tab): the platform's
 * catalogue of big-screen and activity looks, one tool each, free or for VIP members only. Each agent offers
 * its customers every template that is on, or a list the platform chose for it; a customer picks one in the
 * activity's appearance tab (contracts/src/activity-appearance.ts `template_id`).
 */

/** The tools a template may be for: spec §2's tool ids (screen 1 … score 11; not the hidden "inside"). */
export const TEMPLATE_TOOL_IDS = [1, 2, 5, 6, 8, 9, 10, 11] as const;

export const TEMPLATE_TIERS = ['free', 'vip'] as const;
export type TemplateTier = (typeof TEMPLATE_TIERS)[number];

/** #rrggbb */
const COLOR = /^#[0-9a-fA-F]{6}$/;

/** An image: a storage key of one of the platform's own files, or an http(s) link ('' = none). */
const image = (error: string) =>
  z
    .string({ error })
    .trim()
    .max(500, { error })
    .refine((value) => !/[\s,]/.test(value), { error })
    .default('');

/** Whether an image value is a link rather than a storage key. */
export const isImageLink = (value: string) => /^https?:\/\/[^/\s]+/i.test(value);

export const templateItem = z.object({
  id: z.number().int(),
  name: z.string(),
  tool_id: z.number().int(),
  tool_title: z.string(),
  /** a storage key or an http(s) link; '' = the card is drawn from the colours */
  cover: z.string(),
  /** #rrggbb */
  primary_color: z.string(),
  /** #rrggbb */
  background_color: z.string(),
  /** a storage key or an http(s) link ('' = none) */
  background_image: z.string(),
  tier: z.enum(TEMPLATE_TIERS),
  enabled: z.boolean(),
  sort: z.number().int(),
  create_time: z.string(),
  update_time: z.string(),
});
export type TemplateItem = z.infer<typeof templateItem>;

const zeroOrOne = (field: string) =>
  z.union([z.literal(0), z.literal(1)], { error: `${field} must be 0 or 1` }).optional();

export const templateListQuery = pageQuery.extend({
  /** the template's name */
  keyword: z.string().trim().max(64).optional(),
  tool_id: rowId('tool_id must be a tool id').optional(),
  tier: z.enum(TEMPLATE_TIERS, { error: 'tier must be free or vip' }).optional(),
  /** 1 on, 0 off */
  enabled: zeroOrOne('enabled'),
});
export type TemplateListQuery = z.input<typeof templateListQuery>;

const color = (error: string) =>
  z
    .string({ error })
    .trim()
    .regex(COLOR, { error })
    .transform((value) => value.toLowerCase());

export const templateSaveRequest = z.object({
  name: z
    .string({ error: 'the template name is required' })
    .trim()
    .min(1, { error: 'the template name is required' })
    .max(40, { error: 'the template name is at most 40 characters' }),
  tool_id: rowId('choose the tool of the template'),
  cover: image('the cover must be an uploaded image or an http(s) link'),
  primary_color: color('the primary colour must be written #rrggbb'),
  background_color: color('the background colour must be written #rrggbb'),
  background_image: image('the background image must be an uploaded image or an http(s) link'),
  tier: z.enum(TEMPLATE_TIERS, { error: 'choose free or VIP only' }),
  enabled: z.boolean({ error: 'enabled must be true or false' }).default(true),
  sort: nonNegative('sort must be a whole number, 0 or more').default(0),
});
export type TemplateSaveRequest = z.input<typeof templateSaveRequest>;

export const templateUpdateRequest = templateSaveRequest.extend({ id: rowId('id is required') });
export type TemplateUpdateRequest = z.input<typeof templateUpdateRequest>;

export const templateStatusRequest = z.object({
  id: rowId('id is required'),
  enabled: z.boolean({ error: 'enabled must be true or false' }),
});

/** An agent's templates: 'all' = every template that is on (new ones too); 'chosen' = only those listed. */
export const TEMPLATE_SCOPES = ['all', 'chosen'] as const;

export const agentTemplatesQuery = z.object({ agent_id: rowId('agent_id must be an agent id') });

export const agentTemplates = z.object({
  agent_id: z.number().int(),
  mode: z.enum(TEMPLATE_SCOPES),
  /** the chosen templates (mode 'chosen'; kept while 'all' applies) */
  template_ids: z.array(z.number().int()),
});
export type AgentTemplates = z.infer<typeof agentTemplates>;

/** The catalogue is small (a template per look and tool); a choice longer than this is not a real one. */
export const AGENT_TEMPLATES_MAX = 500;

export const agentTemplatesSaveRequest = z.object({
  agent_id: rowId('agent_id must be an agent id'),
  mode: z.enum(TEMPLATE_SCOPES, { error: 'choose all templates or the chosen ones' }),
  template_ids: z
    .array(rowId('choose templates of the list'), { error: 'choose templates of the list' })
    .max(AGENT_TEMPLATES_MAX, { error: 'choose templates of the list' })
    .default([]),
});
export type AgentTemplatesSaveRequest = z.input<typeof agentTemplatesSaveRequest>;

/** A template as the customer's appearance tab offers it for one activity. */
export const activityTemplateOption = templateItem
  .pick({
    id: true,
    name: true,
    tool_id: true,
    cover: true,
    primary_color: true,
    background_color: true,
    background_image: true,
    tier: true,
  })
  .extend({
    /** VIP only and the customer is not a VIP member: shown, not chosen (the VIP popup opens) */
    locked: z.boolean(),
  });
export type ActivityTemplateOption = z.infer<typeof activityTemplateOption>;

/** A tool's templates offered to one customer: at most this many (the catalogue's first by sort). */
export const ACTIVITY_TEMPLATES_MAX = 100;

const tags = ['template'];

export const templateApi = {
  getList: defineRoute({
    method: 'GET',
    path: '/api/admin/skin/getList',
    access: { audience: 'admin', permission: Permission.admin.skin },
    tags,
    summary: 'The template catalogue (skins): search by name, filter by tool, tier and status',
    query: templateListQuery,
    reply: reply.list(templateItem),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/admin/skin/create',
    access: { audience: 'admin', permission: Permission.admin.skinManage },
    tags,
    summary: 'Add a template: name, tool, cover, colours, background image, tier, status, sort',
    body: templateSaveRequest,
    reply: reply.data(templateItem),
  }),
  update: defineRoute({
    method: 'POST',
    path: '/api/admin/skin/update',
    access: { audience: 'admin', permission: Permission.admin.skinManage },
    tags,
    summary: 'Edit a template',
    body: templateUpdateRequest,
    reply: reply.data(templateItem),
  }),
  setStatus: defineRoute({
    method: 'POST',
    path: '/api/admin/skin/setStatus',
    access: { audience: 'admin', permission: Permission.admin.skinManage },
    tags,
    summary: 'Turn a template on or off (off: no customer may pick it; activities keep it)',
    body: templateStatusRequest,
    reply: reply.data(templateItem),
  }),
  /** admin › partner, an agent's "skin" tab */
  getAgentTemplates: defineRoute({
    method: 'GET',
    path: '/api/admin/partner/skin/get',
    access: { audience: 'admin', permission: Permission.admin.partner },
    tags,
    summary: "Which templates an agent's customers may use: all that are on, or the chosen ones",
    query: agentTemplatesQuery,
    reply: reply.data(agentTemplates),
  }),
  saveAgentTemplates: defineRoute({
    method: 'POST',
    path: '/api/admin/partner/skin/save',
    access: { audience: 'admin', permission: Permission.admin.partnerUpdate },
    tags,
    summary: "Set which templates an agent's customers may use",
    body: agentTemplatesSaveRequest,
    reply: reply.data(agentTemplates),
  }),
  /** the agent console's read-only page */
  getAgentList: defineRoute({
    method: 'GET',
    path: '/api/agent/skin/getList',
    access: { audience: 'agent', permission: Permission.agent.skin },
    tags,
    summary: "The templates the team's customers may use (on and offered to the team)",
    query: templateListQuery.omit({ enabled: true }),
    reply: reply.list(templateItem),
  }),
  /** the customer's appearance tab: the activity's tool's templates its agent offers */
  getActivityTemplates: defineRoute({
    method: 'GET',
    path: '/api/ym/ActiveSetting/getTemplates',
    access: { audience: 'customer' },
    tags,
    summary:
      "The templates the customer may pick for an activity: its tool's, offered by the agent, VIP-only ones locked for non-members",
    query: activityIdQuery,
    reply: reply.data(z.array(activityTemplateOption)),
  }),
};
