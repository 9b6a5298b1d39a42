import { z } from 'zod';
import { emptyData, pageQuery } from './envelope.ts';
import { nonNegative, rowId } from './input.ts';
import { Permission } from './permissions.ts';
import { defineRoute, reply } from './route.ts';
import { programmeItem, programmeTag } from './site.ts';

/**
 * Substance (issue 17, spec §2 admin "substance (project, tag, topic)"): the platform's projects (groups of
 * programmes), tags (on programmes and on the platform's articles) and topics (curated pages of programmes
 * and articles), managed in admin › 内容 and read by every customer site's /programme page (topic banners,
 * the tag and project filters, /programme?topic=…).
 */

const tags = ['substance'];

/** 1 = shown on the sites, 0 = hidden. */
const status = z.union([z.literal(0), z.literal(1)], { error: 'status must be 0 (hidden) or 1 (shown)' });
const keyword = z.string().trim().max(64).optional();
const sort = nonNegative('sort must be a whole number, 0 or more').default(0);
/** An image: '' (none), an http(s) link or an image the platform uploaded (checked by the server). */
const image = (error: string) => z.string({ error }).trim().max(500, { error }).default('');
/**
 * Deleting something that is in use: without `detach` the server answers 400 with what uses it; with
 * `detach: true` (the confirmation) the links go and the row is deleted.
 */
const deleteBody = z.object({
  id: rowId('id is required'),
  detach: z.boolean({ error: 'detach must be true or false' }).default(false),
});
export type SubstanceDelete = z.input<typeof deleteBody>;

// ---- projects ----

export const substanceProject = z.object({
  id: z.number().int(),
  name: z.string(),
  /** '' = none, an http(s) link or an uploaded image's storage key */
  cover: z.string(),
  intro: z.string(),
  sort: z.number().int(),
  status: z.number().int(),
  /** programmes in the project */
  programmes: z.number().int(),
  create_time: z.string(),
  update_time: z.string(),
});
export type SubstanceProject = z.infer<typeof substanceProject>;

const projectFields = {
  name: z
    .string({ error: 'the project name is required' })
    .trim()
    .min(1, { error: 'the project name is required' })
    .max(40, { error: 'the project name is at most 40 characters' }),
  cover: image('the cover must be an uploaded image or an http(s) link'),
  intro: z.string().trim().max(500, { error: 'the introduction is at most 500 characters' }).default(''),
  sort,
  status: status.default(1),
};
export const substanceProjectCreate = z.object(projectFields);
export type SubstanceProjectCreate = z.input<typeof substanceProjectCreate>;
export const substanceProjectUpdate = z.object({ id: rowId('id is required'), ...projectFields });

// ---- tags ----

/** A tag as the admin edits it, with how many programmes and articles carry it. */
export const substanceTag = programmeTag.extend({
  sort: z.number().int(),
  programmes: z.number().int(),
  articles: z.number().int(),
});
export type SubstanceTag = z.infer<typeof substanceTag>;

const tagFields = {
  name_zh_cn: z
    .string({ error: 'the tag name (简体中文) is required' })
    .trim()
    .min(1, { error: 'the tag name (简体中文) is required' })
    .max(20, { error: 'a tag name is at most 20 characters' }),
  name_en: z.string().trim().max(40, { error: 'a tag name is at most 40 characters' }).default(''),
  name_zh_tw: z.string().trim().max(20, { error: 'a tag name is at most 20 characters' }).default(''),
  colour: z
    .string({ error: 'the colour is #rrggbb' })
    .regex(/^#[0-9a-fA-F]{6}$/, { error: 'the colour is #rrggbb' })
    .default('#1677ff'),
  sort,
};
export const substanceTagCreate = z.object(tagFields);
export type SubstanceTagCreate = z.input<typeof substanceTagCreate>;
export const substanceTagUpdate = z.object({ id: rowId('id is required'), ...tagFields });

/** What the programme and article forms pick from: the projects and the tags. */
export const substanceOptions = z.object({
  projects: z.array(z.object({ id: z.number().int(), name: z.string(), status: z.number().int() })),
  tags: z.array(programmeTag),
});
export type SubstanceOptions = z.infer<typeof substanceOptions>;

// ---- topics ----

/** A date and time with its offset, in years the database stores (PostgreSQL has no year 0). */
const instant = (error: string) =>
  z.iso
    .datetime({ offset: true, error })
    .refine((value) => /^(19[7-9]\d|[2-9]\d{3})-/.test(value), { error })
    .nullable()
    .default(null);

export const substanceTopic = z.object({
  id: z.number().int(),
  title: z.string(),
  /** '' = none (the sites draw a colour band), an http(s) link or an uploaded image's storage key */
  banner: z.string(),
  intro: z.string(),
  sort: z.number().int(),
  status: z.number().int(),
  /** the published window; null = open on that side */
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  /** shown on the sites now: status 1 and now within the window */
  published: z.boolean(),
  items: z.number().int(),
  create_time: z.string(),
  update_time: z.string(),
});
export type SubstanceTopic = z.infer<typeof substanceTopic>;

const topicFields = z.object({
  title: z
    .string({ error: 'the topic title is required' })
    .trim()
    .min(1, { error: 'the topic title is required' })
    .max(60, { error: 'the topic title is at most 60 characters' }),
  banner: image('the banner must be an uploaded image or an http(s) link'),
  intro: z.string().trim().max(1000, { error: 'the introduction is at most 1000 characters' }).default(''),
  sort,
  status: status.default(1),
  starts_at: instant('starts_at must be a date and time'),
  ends_at: instant('ends_at must be a date and time'),
});
const windowInOrder = (value: { starts_at: string | null; ends_at: string | null }) =>
  value.starts_at === null ||
  value.ends_at === null ||
  Date.parse(value.ends_at) > Date.parse(value.starts_at);
const windowError = { error: 'the end of the published window must be after its start', path: ['ends_at'] };
export const substanceTopicCreate = topicFields.refine(windowInOrder, windowError);
export type SubstanceTopicCreate = z.input<typeof substanceTopicCreate>;
export const substanceTopicUpdate = topicFields
  .extend({ id: rowId('id is required') })
  .refine(windowInOrder, windowError);

export const TOPIC_ITEM_KINDS = ['programme', 'article'] as const;
export type TopicItemKind = (typeof TOPIC_ITEM_KINDS)[number];
const itemKind = z.enum(TOPIC_ITEM_KINDS, { error: 'kind must be programme or article' });

/** One item of a topic as the admin orders it. */
export const substanceTopicItem = z.object({
  id: z.number().int(),
  kind: itemKind,
  /** the programme's or the article's id */
  item_id: z.number().int(),
  title: z.string(),
  sort: z.number().int(),
});
export type SubstanceTopicItem = z.infer<typeof substanceTopicItem>;

/** A programme or platform article that may be added to a topic. */
export const topicCandidate = z.object({ id: z.number().int(), title: z.string() });
export type TopicCandidate = z.infer<typeof topicCandidate>;

const topicId = rowId('topic_id is required');

// ---- the admin routes ----

const projectRead = { audience: 'admin', permission: Permission.admin.substanceProject } as const;
const projectManage = { audience: 'admin', permission: Permission.admin.substanceProjectManage } as const;
const tagRead = { audience: 'admin', permission: Permission.admin.substanceTag } as const;
const tagManage = { audience: 'admin', permission: Permission.admin.substanceTagManage } as const;
const topicRead = { audience: 'admin', permission: Permission.admin.substanceTopic } as const;
const topicManage = { audience: 'admin', permission: Permission.admin.substanceTopicManage } as const;

/** Admin › 内容 › 项目. */
export const substanceProjectApi = {
  getList: defineRoute({
    method: 'GET',
    path: '/api/admin/substance/project/getList',
    access: projectRead,
    tags,
    summary: 'The projects with their programme counts, by name and status, in sort order',
    query: pageQuery.extend({ keyword, status: status.optional() }),
    reply: reply.list(substanceProject),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/admin/substance/project/create',
    access: projectManage,
    tags,
    summary: 'Add a project',
    body: substanceProjectCreate,
    reply: reply.data(substanceProject),
  }),
  update: defineRoute({
    method: 'POST',
    path: '/api/admin/substance/project/update',
    access: projectManage,
    tags,
    summary: 'Edit a project',
    body: substanceProjectUpdate,
    reply: reply.data(substanceProject),
  }),
  setStatus: defineRoute({
    method: 'POST',
    path: '/api/admin/substance/project/setStatus',
    access: projectManage,
    tags,
    summary: 'Show a project on the sites or hide it',
    body: z.object({ id: rowId('id is required'), status }),
    reply: reply.data(substanceProject),
  }),
  delete: defineRoute({
    method: 'POST',
    path: '/api/admin/substance/project/delete',
    access: projectManage,
    tags,
    summary:
      'Delete a project; one with programmes only with detach (its programmes stay, without a project)',
    body: deleteBody,
    reply: reply.data(emptyData),
  }),
};

/** Admin › 内容 › 标签. */
export const substanceTagApi = {
  getList: defineRoute({
    method: 'GET',
    path: '/api/admin/substance/tag/getList',
    access: tagRead,
    tags,
    summary: 'The tags with how many programmes and articles carry them, by name, in sort order',
    query: pageQuery.extend({ keyword }),
    reply: reply.list(substanceTag),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/admin/substance/tag/create',
    access: tagManage,
    tags,
    summary: 'Add a tag (names in 简体中文, English and 繁體中文, colour, order)',
    body: substanceTagCreate,
    reply: reply.data(substanceTag),
  }),
  update: defineRoute({
    method: 'POST',
    path: '/api/admin/substance/tag/update',
    access: tagManage,
    tags,
    summary: 'Edit a tag',
    body: substanceTagUpdate,
    reply: reply.data(substanceTag),
  }),
  delete: defineRoute({
    method: 'POST',
    path: '/api/admin/substance/tag/delete',
    access: tagManage,
    tags,
    summary: 'Delete a tag; one in use only with detach (it comes off its programmes and articles)',
    body: deleteBody,
    reply: reply.data(emptyData),
  }),
};

/** Admin › 内容 › 专题. */
export const substanceTopicApi = {
  getList: defineRoute({
    method: 'GET',
    path: '/api/admin/substance/topic/getList',
    access: topicRead,
    tags,
    summary: 'The topics with their item counts and whether they show now, by title and status',
    query: pageQuery.extend({ keyword, status: status.optional() }),
    reply: reply.list(substanceTopic),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/admin/substance/topic/create',
    access: topicManage,
    tags,
    summary: 'Add a topic (title, banner, introduction, order, status, published window)',
    body: substanceTopicCreate,
    reply: reply.data(substanceTopic),
  }),
  update: defineRoute({
    method: 'POST',
    path: '/api/admin/substance/topic/update',
    access: topicManage,
    tags,
    summary: 'Edit a topic',
    body: substanceTopicUpdate,
    reply: reply.data(substanceTopic),
  }),
  setStatus: defineRoute({
    method: 'POST',
    path: '/api/admin/substance/topic/setStatus',
    access: topicManage,
    tags,
    summary: 'Publish a topic (within its window) or hide it',
    body: z.object({ id: rowId('id is required'), status }),
    reply: reply.data(substanceTopic),
  }),
  delete: defineRoute({
    method: 'POST',
    path: '/api/admin/substance/topic/delete',
    access: topicManage,
    tags,
    summary:
      'Delete a topic; one with items only with detach (its items go, the programmes and articles stay)',
    body: deleteBody,
    reply: reply.data(emptyData),
  }),
  getItems: defineRoute({
    method: 'GET',
    path: '/api/admin/substance/topic/getItems',
    access: topicRead,
    tags,
    summary: "A topic's items (programmes and platform articles) in their order",
    query: z.object({ topic_id: topicId }),
    reply: reply.data(z.array(substanceTopicItem)),
  }),
  getCandidates: defineRoute({
    method: 'GET',
    path: '/api/admin/substance/topic/getCandidates',
    access: topicRead,
    tags,
    summary: 'Programmes or platform articles matching a keyword, to add to a topic (20 at most)',
    query: z.object({ kind: itemKind, keyword }),
    reply: reply.data(z.array(topicCandidate)),
  }),
  addItem: defineRoute({
    method: 'POST',
    path: '/api/admin/substance/topic/addItem',
    access: topicManage,
    tags,
    summary: "Add a programme or a platform article at the end of a topic's items",
    body: z.object({ topic_id: topicId, kind: itemKind, item_id: rowId('item_id is required') }),
    reply: reply.data(z.array(substanceTopicItem)),
  }),
  removeItem: defineRoute({
    method: 'POST',
    path: '/api/admin/substance/topic/removeItem',
    access: topicManage,
    tags,
    summary: 'Take an item off a topic (the programme or article stays)',
    body: z.object({ topic_id: topicId, id: rowId('id is required') }),
    reply: reply.data(z.array(substanceTopicItem)),
  }),
  sortItems: defineRoute({
    method: 'POST',
    path: '/api/admin/substance/topic/sortItems',
    access: topicManage,
    tags,
    summary: "Put a topic's items in a new order (every item's id, once, in the order wanted)",
    body: z.object({
      topic_id: topicId,
      ids: z
        .array(rowId('ids must be the topic’s item ids'), { error: 'ids must be the topic’s item ids' })
        .min(1, { error: 'ids must be the topic’s item ids' })
        .max(200, { error: 'ids must be the topic’s item ids' }),
    }),
    reply: reply.data(z.array(substanceTopicItem)),
  }),
};

/**
 * What the programme form (admin.scheme) and the article forms pick from: the platform's article form
 * (admin.website), an agent's articles in the partner drawer (admin.partner) and the team's own (agent).
 */
export const substanceOptionsApi = {
  forScheme: defineRoute({
    method: 'GET',
    path: '/api/admin/scheme/getSubstanceOptions',
    access: { audience: 'admin', permission: Permission.admin.scheme },
    tags,
    summary: 'The projects and tags a programme may be put in and given',
    reply: reply.data(substanceOptions),
  }),
  forArticle: defineRoute({
    method: 'GET',
    path: '/api/admin/website/article/getSubstanceOptions',
    access: { audience: 'admin', permission: Permission.admin.website },
    tags,
    summary: "The tags the platform's articles may be given",
    reply: reply.data(substanceOptions),
  }),
  forPartnerArticle: defineRoute({
    method: 'GET',
    path: '/api/admin/partner/article/getSubstanceOptions',
    access: { audience: 'admin', permission: Permission.admin.partner },
    tags,
    summary: "The tags an agent's own articles may be given (the platform's tags)",
    reply: reply.data(substanceOptions),
  }),
  forTeamArticle: defineRoute({
    method: 'GET',
    path: '/api/agent/site/article/getSubstanceOptions',
    access: { audience: 'agent', permission: Permission.agent.siteArticle },
    tags,
    summary: "The tags the team's own articles may be given (the platform's tags)",
    reply: reply.data(substanceOptions),
  }),
};

// ---- the customer site (/programme) ----

export const siteProject = z.object({
  id: z.number().int(),
  name: z.string(),
  cover: z.string(),
  intro: z.string(),
});
export type SiteProject = z.infer<typeof siteProject>;

/** A published topic as the programme page's banner. */
export const siteTopic = z.object({
  id: z.number().int(),
  title: z.string(),
  banner: z.string(),
  intro: z.string(),
});
export type SiteTopic = z.infer<typeof siteTopic>;

/** What /programme filters and shows above the list: shown projects, tags in use, published topics. */
export const siteSubstance = z.object({
  projects: z.array(siteProject),
  tags: z.array(programmeTag),
  topics: z.array(siteTopic),
});
export type SiteSubstance = z.infer<typeof siteSubstance>;

export const siteTopicItem = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('programme'), programme: programmeItem }),
  z.object({
    kind: z.literal('article'),
    article: z.object({ id: z.number().int(), title: z.string(), tags: z.array(programmeTag) }),
  }),
]);
export type SiteTopicItem = z.infer<typeof siteTopicItem>;

export const siteTopicDetail = siteTopic.extend({ items: z.array(siteTopicItem) });
export type SiteTopicDetail = z.infer<typeof siteTopicDetail>;

const visitor = { audience: 'public' } as const;

export const substanceSiteApi = {
  getSubstance: defineRoute({
    method: 'GET',
    path: '/api/customer/Product/getSubstance',
    access: visitor,
    tags,
    summary:
      'The shown projects, the tags programmes carry and the published topics (the same on every site)',
    reply: reply.data(siteSubstance),
  }),
  getTopic: defineRoute({
    method: 'GET',
    path: '/api/customer/Product/getTopic',
    access: visitor,
    tags,
    summary:
      'A published topic with its programmes and articles in order (a hidden or unknown one: not found)',
    query: z.object({ id: rowId('id is required') }),
    reply: reply.data(siteTopicDetail),
  }),
};
