import { z } from 'zod';
import { authorizerProfile } from './customer-account.ts';
import { SANDBOX_OPENID_PATTERN, sandboxTicketQuery } from './customer-auth.ts';
import { emptyData, pageQuery } from './envelope.ts';
import { rowId } from './input.ts';
import { Permission } from './permissions.ts';
import { defineRoute, reply } from './route.ts';
import { type WechatMenu, wechatMenu } from './wechat-menu.ts';

/**
 * SCRM › 公众号 (issue 17, admin view scrm › wechat): the WeChat official accounts of the platform and of the
 * agents themselves (the platform's = the account of its default site's agent row), authorised through the
 * sandbox WeChat's authorisation page like a customer's on /account; their followers, synced from WeChat's
 * user/get and user/info/batchget by a durable job (each new follower becomes a lead of the account owner's
 * pipeline, source wechat_follower). Customers' accounts stay the customers' own (/account).
 */
const tags = ['scrm'];
const view = { audience: 'admin', permission: Permission.admin.scrmWechat } as const;
const manage = { audience: 'admin', permission: Permission.admin.scrmWechatManage } as const;

const accountId = () => rowId('account_id must be an official account id');

export const wechatMpAccount = z.object({
  id: z.number().int(),
  agent_id: z.number().int(),
  agent_name: z.string(),
  /** the platform's own account: owned by its default site's agent row */
  is_platform: z.boolean(),
  ...authorizerProfile,
  authorized_time: z.string(),
  /** subscribed followers as of the last sync */
  follower_count: z.number().int(),
  /** '' = never synced */
  synced_time: z.string(),
  /** what a phone opens to follow the account (the sandbox follow page when WECHAT_MP=sandbox) */
  follow_url: z.string(),
});
export type WechatMpAccount = z.infer<typeof wechatMpAccount>;

export const wechatMpListQuery = pageQuery.extend({
  /** the account's name, its appid or the owner's name */
  keyword: z.string().trim().max(64).optional(),
  agent_id: rowId('agent_id must be an agent id').optional(),
});

export const wechatMpOwner = z.object({ id: z.number().int(), name: z.string(), is_platform: z.boolean() });
export type WechatMpOwner = z.infer<typeof wechatMpOwner>;

export const wechatMpAuthorizeRequest = z.object({ agent_id: rowId('agent_id must be an agent id') });
export const wechatMpAuthorizeStart = z.object({
  auth_id: z.number().int(),
  auth_url: z.string(),
  expires_at: z.string(),
});
/** 0 waiting, 1 authorised, 2 expired */
export const wechatMpAuthorizeStatus = z.object({ status: z.number().int() });

export const wechatMpAccountRequest = z.object({ id: rowId('id must be an official account id') });

export const wechatFollower = z.object({
  openid: z.string(),
  nickname: z.string(),
  remark: z.string(),
  subscribed: z.boolean(),
  /** '' when WeChat did not say */
  subscribe_time: z.string(),
  synced_time: z.string(),
});
export type WechatFollower = z.infer<typeof wechatFollower>;

export const wechatFollowerQuery = pageQuery.extend({
  account_id: accountId(),
  /** nickname, remark or openid */
  keyword: z.string().trim().max(64).optional(),
  subscribed: z.enum(['1', '0'], { error: 'subscribed must be 1 or 0' }).optional(),
});

export const wechatSyncRequest = z.object({ account_id: accountId() });
export const WECHAT_SYNC_STATES = ['waiting', 'running', 'done', 'failed'] as const;
export const wechatSyncLog = z.object({
  log_id: z.number().int(),
  account_id: z.number().int(),
  state: z.enum(WECHAT_SYNC_STATES),
  /** followers WeChat counts (user/get's total) */
  total_num: z.number().int(),
  processed_num: z.number().int(),
  percentage: z.number().int(),
  /** the failure's reason in the reader's language ('' unless failed) */
  error: z.string(),
  create_time: z.string(),
  finish_time: z.string(),
});
export type WechatSyncLog = z.infer<typeof wechatSyncLog>;
export const wechatSyncStatusQuery = z.object({ log_id: rowId('log_id must be a sync id') });

export const scrmWechatApi = {
  getList: defineRoute({
    method: 'GET',
    path: '/api/admin/scrm/wechat/getList',
    access: view,
    tags,
    summary: "The platform's and the agents' own official accounts: the platform's first, then newest first",
    query: wechatMpListQuery,
    reply: reply.list(wechatMpAccount),
  }),
  getOwners: defineRoute({
    method: 'GET',
    path: '/api/admin/scrm/wechat/getOwners',
    access: view,
    tags,
    summary:
      'Who may own an account: the platform (its default site) first, then agents by name (at most 50)',
    query: z.object({ keyword: z.string().trim().max(64).optional() }),
    reply: reply.data(z.array(wechatMpOwner)),
  }),
  authorize: defineRoute({
    method: 'POST',
    path: '/api/admin/scrm/wechat/authorize',
    access: manage,
    tags,
    summary:
      "Opens WeChat's authorisation page for the platform's or an agent's official account (5 minutes)",
    body: wechatMpAuthorizeRequest,
    reply: reply.data(wechatMpAuthorizeStart),
  }),
  authorizeStatus: defineRoute({
    method: 'GET',
    path: '/api/admin/scrm/wechat/authorizeStatus',
    access: manage,
    tags,
    summary: 'Whether the authorisation page was confirmed (0 waiting, 1 authorised, 2 expired)',
    query: z.object({ auth_id: rowId('auth_id must be an authorisation id') }),
    reply: reply.data(wechatMpAuthorizeStatus),
  }),
  unbind: defineRoute({
    method: 'POST',
    path: '/api/admin/scrm/wechat/unbind',
    access: manage,
    tags,
    summary: 'Unbinds an official account (its followers and menu with it; the leads stay)',
    body: wechatMpAccountRequest,
    reply: reply.data(emptyData),
  }),
  getFollowers: defineRoute({
    method: 'GET',
    path: '/api/admin/scrm/wechat/getFollowers',
    access: view,
    tags,
    summary: "An account's followers as the last sync saw them, newest first",
    query: wechatFollowerQuery,
    reply: reply.list(wechatFollower),
  }),
  sync: defineRoute({
    method: 'POST',
    path: '/api/admin/scrm/wechat/sync',
    access: manage,
    tags,
    summary: "Queues a sync of the account's followers from WeChat (the one already queued, if any)",
    body: wechatSyncRequest,
    reply: reply.data(wechatSyncLog),
  }),
  syncStatus: defineRoute({
    method: 'GET',
    path: '/api/admin/scrm/wechat/syncStatus',
    access: view,
    tags,
    summary: 'A follower sync by its log_id: state and progress',
    query: wechatSyncStatusQuery,
    reply: reply.data(wechatSyncLog),
  }),
  lastSync: defineRoute({
    method: 'GET',
    path: '/api/admin/scrm/wechat/lastSync',
    access: view,
    tags,
    summary: "The account's latest follower sync (null when never synced)",
    query: z.object({ account_id: accountId() }),
    reply: reply.data(wechatSyncLog.nullable()),
  }),
};

// ---- the sandbox WeChat (WECHAT_MP=sandbox): the authorisation page, the follow page, the API ----

/** POST /api/sandbox/wechat/mp/authorize: the owner's HTML form (what the authorised account says it is). */
export const sandboxMpAuthorizeForm = z.object({
  ticket: z.string().max(100),
  appid: z.string().regex(/^wx[0-9a-f]{16}$/),
  nick_name: z.string().trim().min(1).max(30),
  principal_name: z.string().trim().max(60).default(''),
  service_type: z.union([z.literal(0), z.literal(2)]),
  verify_type: z.union([z.literal(0), z.literal(-1)]),
});
export const sandboxFollowQuery = z.object({ appid: z.string().max(32).default('') });
export const sandboxFollowForm = z.object({
  appid: z.string().regex(/^wx[0-9a-f]{16}$/),
  openid: z.string().regex(SANDBOX_OPENID_PATTERN),
  nickname: z.string().trim().max(32).default(''),
  action: z.enum(['follow', 'unfollow']),
});
/** WeChat's own query fields: anything is taken, WeChat answers its errcodes for what is wrong. */
const wechatText = z.string().max(600).optional();

const sandbox = { audience: 'public' } as const;
const sandboxTags = ['sandbox'];

export const wechatMpSandboxApi = {
  authorizePage: defineRoute({
    method: 'GET',
    path: '/api/sandbox/wechat/mp/authorize',
    access: sandbox,
    tags: sandboxTags,
    summary: "Sandbox WeChat: the official-account authorisation page an admin's QR opens (HTML)",
    query: sandboxTicketQuery,
    reply: reply.html(),
  }),
  authorize: defineRoute({
    method: 'POST',
    path: '/api/sandbox/wechat/mp/authorize',
    access: sandbox,
    tags: sandboxTags,
    summary: 'Sandbox WeChat: the account holder authorises the platform (HTML form)',
    body: sandboxMpAuthorizeForm,
    reply: reply.html(),
  }),
  followPage: defineRoute({
    method: 'GET',
    path: '/api/sandbox/wechat/mp/follow',
    access: sandbox,
    tags: sandboxTags,
    summary: "Sandbox WeChat: an official account's profile page, where the sandbox phone follows it (HTML)",
    query: sandboxFollowQuery,
    reply: reply.html(),
  }),
  follow: defineRoute({
    method: 'POST',
    path: '/api/sandbox/wechat/mp/follow',
    access: sandbox,
    tags: sandboxTags,
    summary: 'Sandbox WeChat: the sandbox phone follows or unfollows the account (HTML form)',
    body: sandboxFollowForm,
    reply: reply.html(),
  }),
  token: defineRoute({
    method: 'GET',
    path: '/api/sandbox/wechat/mp/cgi-bin/token',
    access: sandbox,
    tags: sandboxTags,
    summary: 'Sandbox WeChat: cgi-bin/token (client_credential) as WeChat answers it',
    query: z.object({ grant_type: wechatText, appid: wechatText, secret: wechatText }),
    reply: reply.raw(),
  }),
  userGet: defineRoute({
    method: 'GET',
    path: '/api/sandbox/wechat/mp/cgi-bin/user/get',
    access: sandbox,
    tags: sandboxTags,
    summary: "Sandbox WeChat: cgi-bin/user/get, the account's followers' openids in pages of at most 10000",
    query: z.object({ access_token: wechatText, next_openid: wechatText }),
    reply: reply.raw(),
  }),
  userBatchget: defineRoute({
    method: 'POST',
    path: '/api/sandbox/wechat/mp/cgi-bin/user/info/batchget',
    access: sandbox,
    tags: sandboxTags,
    summary: 'Sandbox WeChat: cgi-bin/user/info/batchget, up to 100 followers’ profiles',
    query: z.object({ access_token: wechatText }),
    body: z.object({ user_list: z.unknown().optional() }),
    reply: reply.raw(),
  }),
  menuCreate: defineRoute({
    method: 'POST',
    path: '/api/sandbox/wechat/mp/cgi-bin/menu/create',
    access: sandbox,
    tags: sandboxTags,
    summary: "Sandbox WeChat: cgi-bin/menu/create, checked by WeChat's rules (40016, 40017, 40018 …)",
    query: z.object({ access_token: wechatText }),
    body: z.object({ button: z.unknown().optional() }),
    reply: reply.raw(),
  }),
  currentMenu: defineRoute({
    method: 'GET',
    path: '/api/sandbox/wechat/mp/cgi-bin/get_current_selfmenu_info',
    access: sandbox,
    tags: sandboxTags,
    summary: 'Sandbox WeChat: get_current_selfmenu_info, the menu live on the account',
    query: z.object({ access_token: wechatText }),
    reply: reply.raw(),
  }),
};

// ---- SCRM › 自定义菜单: an account's custom menu (draft, publish through menu/create, what is live) ----

const menuView = { audience: 'admin', permission: Permission.admin.scrmWechatCustom } as const;
const menuManage = { audience: 'admin', permission: Permission.admin.scrmWechatCustomManage } as const;

export const wechatMenuDetail = z.object({
  account_id: z.number().int(),
  /** the editor's draft (null = none saved yet) */
  draft: z.custom<WechatMenu>().nullable(),
  /** what WeChat accepted last (null = never published) */
  published: z.custom<WechatMenu>().nullable(),
  published_time: z.string(),
});
export type WechatMenuDetail = z.infer<typeof wechatMenuDetail>;

export const wechatMenuSaveRequest = z.object({ account_id: accountId(), menu: wechatMenu });
export type WechatMenuSaveRequest = z.infer<typeof wechatMenuSaveRequest>;

/** What get_current_selfmenu_info says is live on the account (sub-buttons flattened back to sub_button). */
export const wechatLiveMenu = z.object({
  is_menu_open: z.boolean(),
  menu: z.custom<WechatMenu>().nullable(),
});

export const scrmWechatMenuApi = {
  getMenu: defineRoute({
    method: 'GET',
    path: '/api/admin/scrm/wechat_custom/getMenu',
    access: menuView,
    tags,
    summary: "An account's custom menu: the draft, and what was published last and when",
    query: z.object({ account_id: accountId() }),
    reply: reply.data(wechatMenuDetail),
  }),
  getAccounts: defineRoute({
    method: 'GET',
    path: '/api/admin/scrm/wechat_custom/getAccounts',
    access: menuView,
    tags,
    summary: 'The official accounts whose menus may be edited (the platform’s first), by name or appid',
    query: wechatMpListQuery,
    reply: reply.list(wechatMpAccount),
  }),
  saveDraft: defineRoute({
    method: 'POST',
    path: '/api/admin/scrm/wechat_custom/saveDraft',
    access: menuManage,
    tags,
    summary: "Saves the menu as the account's draft (checked by WeChat's rules)",
    body: wechatMenuSaveRequest,
    reply: reply.data(wechatMenuDetail),
  }),
  publish: defineRoute({
    method: 'POST',
    path: '/api/admin/scrm/wechat_custom/publish',
    access: menuManage,
    tags,
    summary:
      "Publishes the menu through WeChat's menu/create; refused with WeChat's reason, nothing is recorded published",
    body: wechatMenuSaveRequest,
    reply: reply.data(wechatMenuDetail),
  }),
  getLive: defineRoute({
    method: 'GET',
    path: '/api/admin/scrm/wechat_custom/getLive',
    access: menuView,
    tags,
    summary: 'What WeChat says is live on the account (get_current_selfmenu_info)',
    query: z.object({ account_id: accountId() }),
    reply: reply.data(wechatLiveMenu),
  }),
};
