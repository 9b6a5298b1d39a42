import { z } from 'zod';
import { emptyData, pageQuery } from './envelope.ts';
import { rowId } from './input.ts';
import { Permission } from './permissions.ts';
import { defineRoute, reply } from './route.ts';

/**
 * An agent's WeCom (企业微信) binding (issue 15, the agent detail's "wework" tab; issue 17 SCRM wework): the
 * corp and self-built app the agent's WeCom features run on, its app secret (write-only: a browser only
 * learns that one is set and its last four characters), and the callback settings WeCom signs and encrypts
 * with. "Verify" asks WeCom (or the sandbox) for an access token with the corp id and secret and records the
 * result; WeCom verifies the callback URL itself, signed with the token and EncodingAESKey.
 */
const tags = ['wecom'];

export const WECOM_STATUSES = ['unverified', 'verified', 'failed'] as const;
export type WecomStatus = (typeof WECOM_STATUSES)[number];

/** The sandbox's one corp (WECOM=sandbox): the pair its gettoken accepts, shown to the admin. */
export const wecomSandbox = z.object({ corp_id: z.string(), secret: z.string() });

export const wecomBinding = z.object({
  agent_id: z.number().int(),
  corp_id: z.string(),
  app_agent_id: z.number().int(),
  /** true when a secret is stored; the secret itself never leaves the server */
  secret_set: z.boolean(),
  /** the secret's last four characters ('' when none) */
  secret_tail: z.string(),
  callback_token: z.string(),
  encoding_aes_key: z.string(),
  /** the URL to enter as the app's callback ("接收消息" server URL) in WeCom's admin console */
  callback_url: z.string(),
  status: z.enum(WECOM_STATUSES),
  verified_at: z.string(),
  /** why the last check failed, in the reader's language ('' when it did not) */
  last_error: z.string(),
  /** when WeCom last verified the callback URL ('' = not yet) */
  callback_verified_at: z.string(),
  update_time: z.string(),
});
export type WecomBinding = z.infer<typeof wecomBinding>;

/** What the partner drawer's tab reads: the binding (null = none yet) and the sandbox pair when in use. */
export const wecomBindingAnswer = z.object({
  binding: wecomBinding.nullable(),
  /** set when WECOM=sandbox: the corp id and secret the sandbox accepts */
  sandbox: wecomSandbox.nullable(),
  /** the callback URL this agent's binding would have (to copy before saving) */
  callback_url: z.string(),
});
export type WecomBindingAnswer = z.infer<typeof wecomBindingAnswer>;

const agentId = () => rowId('agent_id must be an agent id');

export const wecomAgentQuery = z.object({ agent_id: agentId() });
export const wecomAgentRequest = z.object({ agent_id: agentId() });

/** A corp id: "ww" or "wx" and 16 letters or digits (what WeCom's admin console shows under 我的企业). */
export const WECOM_CORP_ID = /^w[wx][A-Za-z0-9]{16}$/;
export const WECOM_ENCODING_AES_KEY = /^[A-Za-z0-9]{43}$/;

export const wecomBindingSaveRequest = z.object({
  agent_id: agentId(),
  corp_id: z
    .string({ error: 'the corp id is required' })
    .trim()
    .min(1, { error: 'the corp id is required' })
    .regex(WECOM_CORP_ID, { error: 'the corp id is "ww" followed by 16 letters or digits' }),
  app_agent_id: rowId('the app AgentId is a positive whole number'),
  /** '' or absent = keep the stored secret (required when there is none) */
  secret: z
    .string()
    .trim()
    .max(128, { error: 'the secret is at most 128 characters' })
    .regex(/^[A-Za-z0-9_-]*$/, { error: 'the secret is letters, digits, _ and - only' })
    .optional(),
  callback_token: z
    .string({ error: 'the callback token is required' })
    .trim()
    .min(1, { error: 'the callback token is required' })
    .max(32, { error: 'the callback token is at most 32 letters or digits' })
    .regex(/^[A-Za-z0-9]+$/, { error: 'the callback token is at most 32 letters or digits' }),
  encoding_aes_key: z
    .string({ error: 'the EncodingAESKey is required' })
    .trim()
    .regex(WECOM_ENCODING_AES_KEY, { error: 'the EncodingAESKey is 43 letters or digits' }),
});

/** WeCom's URL verification GET (its parameters added to the callback URL). */
export const wecomCallbackQuery = z.object({
  agent_id: agentId(),
  msg_signature: z.string().max(64).optional(),
  timestamp: z.string().max(20).optional(),
  nonce: z.string().max(64).optional(),
  echostr: z.string().max(4096).optional(),
});

/** The sandbox's gettoken: WeCom's own parameters, checked as WeCom checks them. */
export const wecomGettokenQuery = z.object({
  corpid: z.string().max(64).optional(),
  corpsecret: z.string().max(128).optional(),
});

const view = { audience: 'admin', permission: Permission.admin.partner } as const;
const manage = { audience: 'admin', permission: Permission.admin.partnerWework } as const;

export const wecomAdminApi = {
  detail: defineRoute({
    method: 'GET',
    path: '/api/admin/partner/wework/detail',
    access: view,
    tags,
    summary: "An agent's WeCom binding (its secret only as set / last four), with its callback URL",
    query: wecomAgentQuery,
    reply: reply.data(wecomBindingAnswer),
  }),
  save: defineRoute({
    method: 'POST',
    path: '/api/admin/partner/wework/save',
    access: manage,
    tags,
    summary:
      "Create or change an agent's WeCom binding (an empty secret keeps the stored one); back to unverified",
    body: wecomBindingSaveRequest,
    reply: reply.data(wecomBinding),
  }),
  verify: defineRoute({
    method: 'POST',
    path: '/api/admin/partner/wework/verify',
    access: manage,
    tags,
    summary: 'Check the corp id and secret against WeCom (gettoken) and record verified or failed with why',
    body: wecomAgentRequest,
    reply: reply.data(wecomBinding),
  }),
  sandboxCallback: defineRoute({
    method: 'POST',
    path: '/api/admin/partner/wework/sandboxCallback',
    access: manage,
    tags,
    summary:
      "WECOM=sandbox: the sandbox WeCom verifies the binding's callback URL as WeCom does when it is saved there (signed GET, encrypted echostr)",
    body: wecomAgentRequest,
    reply: reply.data(wecomBinding),
  }),
  remove: defineRoute({
    method: 'POST',
    path: '/api/admin/partner/wework/delete',
    access: manage,
    tags,
    summary: "Delete an agent's WeCom binding (its sealed secret with it)",
    body: wecomAgentRequest,
    reply: reply.data(emptyData),
  }),
};

export const ownWecomApi = {
  detail: defineRoute({
    method: 'GET',
    path: '/api/agent/wework/detail',
    access: { audience: 'agent', permission: Permission.agent.wework },
    tags,
    summary: "The team's WeCom binding and its state (no secret), as the platform set it",
    reply: reply.data(wecomBinding.nullable()),
  }),
};

export const wecomPublicApi = {
  callback: defineRoute({
    method: 'GET',
    path: '/api/wecom/callback',
    access: { audience: 'public' },
    tags,
    summary:
      "WeCom's callback URL verification: the plain echostr after checking msg_signature and decrypting (text)",
    query: wecomCallbackQuery,
    reply: reply.raw(),
  }),
  sandboxGettoken: defineRoute({
    method: 'GET',
    path: '/api/sandbox/wecom/cgi-bin/gettoken',
    access: { audience: 'public' },
    tags: ['sandbox'],
    summary: 'Sandbox WeCom: gettoken as WeCom answers it (its JSON and errcodes), for the sandbox corp only',
    query: wecomGettokenQuery,
    reply: reply.raw(),
  }),
};

// ---- SCRM › wework: every agent's binding at a glance (read-only; changed in the partner drawer's tab) ----

/** One agent's binding in the SCRM overview: no secret, token or key. */
export const wecomBindingOverview = wecomBinding
  .pick({
    agent_id: true,
    corp_id: true,
    app_agent_id: true,
    status: true,
    verified_at: true,
    last_error: true,
    callback_verified_at: true,
    update_time: true,
  })
  .extend({
    agent_name: z.string(),
    /** the platform's own corp: the binding of its default site (the agent row `is_platform_default`) */
    is_platform: z.boolean(),
  });
export type WecomBindingOverview = z.infer<typeof wecomBindingOverview>;

export const wecomOverviewQuery = pageQuery.extend({
  /** the agent's name or the corp id */
  keyword: z.string().trim().max(64).optional(),
  status: z.enum(WECOM_STATUSES, { error: 'status must be unverified, verified or failed' }).optional(),
});

export const scrmWeworkApi = {
  getList: defineRoute({
    method: 'GET',
    path: '/api/admin/scrm/wework/getList',
    access: { audience: 'admin', permission: Permission.admin.scrmWework },
    tags,
    summary:
      "Every WeCom binding (corp, app, check and callback state): the platform's own first, then the agents', last changed first",
    query: wecomOverviewQuery,
    reply: reply.list(wecomBindingOverview),
  }),
};
