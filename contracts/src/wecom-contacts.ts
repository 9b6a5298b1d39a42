import { z } from 'zod';
import { emptyData, pageQuery } from './envelope.ts';
import { rowId } from './input.ts';
import { Permission } from './permissions.ts';
import { defineRoute, reply } from './route.ts';
import { WECOM_STATUSES } from './wecom.ts';

/**
 * SCRM › 企微客户 (issue 17 weWork_custom): a bound corp's external contacts (客户) and its
 * customer-acquisition links (获客链接) with the corp tags they give. The admin picks one bound corp (the
 * platform's own first); links are created in WeCom (or the sandbox) through its customer_acquisition API,
 * a visitor who adds a member through one arrives as WeCom's add_external_contact event at the corp's
 * callback URL and becomes a contact with the link's tags and a lead of the corp owner's pipeline.
 */
const tags = ['wecom'];

/** WeCom's limits: a link's and a tag's name at most 30 characters, a link's members 1 to 100. */
export const WECOM_NAME_MAX = 30;
export const WECOM_LINK_MEMBERS_MAX = 100;
export const WECOM_LINK_TAGS_MAX = 20;

const agentId = () => rowId('agent_id must be an agent id');

export const wecomCorpOption = z.object({
  agent_id: z.number().int(),
  agent_name: z.string(),
  corp_id: z.string(),
  status: z.enum(WECOM_STATUSES),
  /** the platform's own corp (its default site's binding) */
  is_platform: z.boolean(),
  /** WeCom verified the callback URL: the corp's events (new contacts) reach us */
  callback_verified: z.boolean(),
});
export type WecomCorpOption = z.infer<typeof wecomCorpOption>;

export const wecomMember = z.object({ userid: z.string(), name: z.string() });
export type WecomMember = z.infer<typeof wecomMember>;

export const wecomTag = z.object({ id: z.string(), name: z.string(), group_name: z.string() });
export type WecomTag = z.infer<typeof wecomTag>;

/** A tag as a link or contact carries it: its id and its name when it was given. */
export const wecomTagRef = z.object({ id: z.string(), name: z.string() });

export const wecomLinkItem = z.object({
  id: z.number().int(),
  /** WeCom's link_id */
  link_id: z.string(),
  link_name: z.string(),
  url: z.string(),
  members: z.array(wecomMember),
  tags: z.array(wecomTagRef),
  /** how many contacts came through it */
  contacts: z.number().int(),
  create_time: z.string(),
});
export type WecomLinkItem = z.infer<typeof wecomLinkItem>;

export const wecomContactItem = z.object({
  id: z.number().int(),
  external_userid: z.string(),
  name: z.string(),
  corp_name: z.string(),
  /** 1 a WeChat user, 2 a WeCom user */
  type: z.number().int(),
  member_userid: z.string(),
  tags: z.array(wecomTagRef),
  add_time: z.string(),
  /** the acquisition link that brought it (null: added otherwise) */
  link_id: z.number().int().nullable(),
  link_name: z.string(),
});
export type WecomContactItem = z.infer<typeof wecomContactItem>;

/** The contacts sync (a durable job): its progress, and when the last one finished. */
export const wecomSyncStatus = z.object({
  state: z.enum(['waiting', 'running', 'done', 'failed']),
  percentage: z.number().int(),
  /** contacts read so far, of `total` (0 until the members are listed) */
  processed: z.number().int(),
  total: z.number().int(),
  /** contacts new to us (each became a lead) */
  created: z.number().int(),
  error: z.string(),
  create_time: z.string(),
  finish_time: z.string(),
});
export type WecomSyncStatus = z.infer<typeof wecomSyncStatus>;

export const wecomCorpQuery = z.object({ agent_id: agentId() });
export const wecomCorpRequest = z.object({ agent_id: agentId() });

const name = (what: 'link' | 'tag') =>
  z
    .string({ error: `the ${what} name is required` })
    .trim()
    .min(1, { error: `the ${what} name is required` })
    .max(WECOM_NAME_MAX, { error: `the ${what} name is at most 30 characters` });

const wecomId = (error: string) =>
  z
    .string({ error })
    .trim()
    .min(1, { error })
    .max(64, { error })
    .regex(/^[\w.@-]+$/, { error });

export const wecomLinkCreateRequest = z.object({
  agent_id: agentId(),
  link_name: name('link'),
  user_list: z
    .array(wecomId('a member is a WeCom userid'), { error: 'choose at least one member' })
    .min(1, { error: 'choose at least one member' })
    .max(WECOM_LINK_MEMBERS_MAX, { error: 'a link adds people to at most 100 members' })
    .refine((list) => new Set(list).size === list.length, { error: 'a member is chosen twice' }),
  tag_ids: z
    .array(wecomId('a tag is a WeCom tag id'))
    .max(WECOM_LINK_TAGS_MAX, { error: 'a link gives at most 20 tags' })
    .refine((list) => new Set(list).size === list.length, { error: 'a tag is chosen twice' })
    .default([]),
});

export const wecomLinkDeleteRequest = z.object({
  agent_id: agentId(),
  id: rowId('id must be an acquisition link id'),
});

export const wecomTagCreateRequest = z.object({ agent_id: agentId(), name: name('tag') });

export const wecomLinkListQuery = pageQuery.extend({ agent_id: agentId() });

export const wecomContactListQuery = pageQuery.extend({
  agent_id: agentId(),
  /** a corp tag's id */
  tag_id: z.string().trim().max(64).optional(),
  /** an acquisition link's id (ours) */
  link_id: rowId('link_id must be an acquisition link id').optional(),
  /** the contact's name, corp name or the member's userid */
  keyword: z.string().trim().max(64).optional(),
});

const view = { audience: 'admin', permission: Permission.admin.scrmWeworkCustom } as const;
const manage = { audience: 'admin', permission: Permission.admin.scrmWeworkCustomManage } as const;
const base = '/api/admin/scrm/weWork_custom';

export const wecomContactsApi = {
  corps: defineRoute({
    method: 'GET',
    path: `${base}/corps`,
    access: view,
    tags,
    summary: "The bound WeCom corps to work on: the platform's own first, then the agents'",
    reply: reply.data(z.array(wecomCorpOption)),
  }),
  members: defineRoute({
    method: 'GET',
    path: `${base}/members`,
    access: view,
    tags,
    summary: "The corp's members, from WeCom (user/simplelist)",
    query: wecomCorpQuery,
    reply: reply.data(z.array(wecomMember)),
  }),
  tags: defineRoute({
    method: 'GET',
    path: `${base}/tags`,
    access: view,
    tags,
    summary: "The corp's customer tags, from WeCom (get_corp_tag_list)",
    query: wecomCorpQuery,
    reply: reply.data(z.array(wecomTag)),
  }),
  addTag: defineRoute({
    method: 'POST',
    path: `${base}/addTag`,
    access: manage,
    tags,
    summary: 'Create a customer tag in the corp (add_corp_tag, in the group 获客标签)',
    body: wecomTagCreateRequest,
    reply: reply.data(wecomTag),
  }),
  links: defineRoute({
    method: 'GET',
    path: `${base}/links`,
    access: view,
    tags,
    summary: "The corp's acquisition links with the contacts each brought, newest first",
    query: wecomLinkListQuery,
    reply: reply.list(wecomLinkItem),
  }),
  createLink: defineRoute({
    method: 'POST',
    path: `${base}/createLink`,
    access: manage,
    tags,
    summary: 'Create an acquisition link in WeCom (create_link) for members, giving the tags chosen',
    body: wecomLinkCreateRequest,
    reply: reply.data(wecomLinkItem),
  }),
  deleteLink: defineRoute({
    method: 'POST',
    path: `${base}/deleteLink`,
    access: manage,
    tags,
    summary: 'Delete an acquisition link in WeCom (delete_link); its contacts stay',
    body: wecomLinkDeleteRequest,
    reply: reply.data(emptyData),
  }),
  contacts: defineRoute({
    method: 'GET',
    path: `${base}/contacts`,
    access: view,
    tags,
    summary: "The corp's external contacts, newest first; by tag, link or keyword",
    query: wecomContactListQuery,
    reply: reply.list(wecomContactItem),
  }),
  sync: defineRoute({
    method: 'POST',
    path: `${base}/sync`,
    access: manage,
    tags,
    summary: "Queue a sync of the corp's contacts from WeCom (members → list → get), a durable job",
    body: wecomCorpRequest,
    reply: reply.data(wecomSyncStatus),
  }),
  syncStatus: defineRoute({
    method: 'GET',
    path: `${base}/syncStatus`,
    access: view,
    tags,
    summary: "The corp's latest contacts sync: progress, or when it finished (null: never synced)",
    query: wecomCorpQuery,
    reply: reply.data(wecomSyncStatus.nullable()),
  }),
};

/** WeCom's event POST: its query (the body is the XML, read by the handler). */
export const wecomEventQuery = z.object({
  agent_id: agentId(),
  msg_signature: z.string().max(64).optional(),
  timestamp: z.string().max(20).optional(),
  nonce: z.string().max(64).optional(),
});

/** The sandbox API's query: WeCom's access_token (and a GET call's own parameters). */
export const wecomSandboxApiQuery = z.object({ access_token: z.string().max(512).optional() });

/**
 * The sandbox's link page: the link and the customer_channel its url carries (WeCom's event brings it back
 * as State), and (on "add") the visitor's name.
 */
export const wecomSandboxLinkQuery = z.object({
  link_id: z.string().max(64).default(''),
  customer_channel: z.string().max(64).default(''),
});
export const wecomSandboxLinkForm = wecomSandboxLinkQuery.extend({ name: z.string().max(64).default('') });

const sandboxApi = (
  method: 'GET' | 'POST',
  path: string,
  summary: string,
  query: z.ZodObject = wecomSandboxApiQuery,
) =>
  defineRoute({
    method,
    path: `/api/sandbox/wecom/cgi-bin/${path}`,
    access: { audience: 'public' },
    tags: ['sandbox'],
    summary: `Sandbox WeCom: ${summary}, answered as WeCom does (its JSON and errcodes)`,
    query,
    ...(method === 'POST' ? { body: z.looseObject({}) } : {}),
    reply: reply.raw(),
  });

export const wecomEventApi = {
  event: defineRoute({
    method: 'POST',
    path: '/api/wecom/callback',
    access: { audience: 'public' },
    tags,
    summary:
      "WeCom's event push (XML): signature checked, decrypted, recorded once, acted on (a new contact); answers success",
    query: wecomEventQuery,
    body: z.string().max(64 * 1024),
    reply: reply.raw(),
  }),
  sandboxLinkPage: defineRoute({
    method: 'GET',
    path: '/api/sandbox/wecom/ca',
    access: { audience: 'public' },
    tags: ['sandbox'],
    summary: "Sandbox WeCom: an acquisition link's page, where a visitor adds the member (HTML)",
    query: wecomSandboxLinkQuery,
    reply: reply.html(),
  }),
  sandboxLinkAdd: defineRoute({
    method: 'POST',
    path: '/api/sandbox/wecom/ca',
    access: { audience: 'public' },
    tags: ['sandbox'],
    summary:
      "Sandbox WeCom: the visitor adds the link's member; the sandbox posts add_external_contact to the corp's callback (HTML)",
    body: wecomSandboxLinkForm,
    reply: reply.html(),
  }),
  simplelist: sandboxApi(
    'GET',
    'user/simplelist',
    "the corp's members",
    wecomSandboxApiQuery.extend({
      department_id: z.string().max(16).optional(),
      fetch_child: z.string().max(4).optional(),
    }),
  ),
  createLink: sandboxApi(
    'POST',
    'externalcontact/customer_acquisition/create_link',
    'create an acquisition link',
  ),
  listLink: sandboxApi(
    'POST',
    'externalcontact/customer_acquisition/list_link',
    "the corp's acquisition links",
  ),
  deleteLink: sandboxApi(
    'POST',
    'externalcontact/customer_acquisition/delete_link',
    'delete an acquisition link',
  ),
  list: sandboxApi(
    'GET',
    'externalcontact/list',
    "a member's external contacts",
    wecomSandboxApiQuery.extend({ userid: z.string().max(64).optional() }),
  ),
  get: sandboxApi(
    'GET',
    'externalcontact/get',
    'an external contact and the members who added it',
    wecomSandboxApiQuery.extend({
      external_userid: z.string().max(64).optional(),
      cursor: z.string().max(128).optional(),
    }),
  ),
  corpTags: sandboxApi('POST', 'externalcontact/get_corp_tag_list', "the corp's customer tags"),
  addCorpTag: sandboxApi('POST', 'externalcontact/add_corp_tag', 'create customer tags'),
  markTag: sandboxApi('POST', 'externalcontact/mark_tag', "tag a member's external contact"),
};
