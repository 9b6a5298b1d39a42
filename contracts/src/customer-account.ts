import { z } from 'zod';
import { changePasswordRequest } from './auth.ts';
import { isEmail, isPhone } from './customer.ts';
import { SANDBOX_OPENID_PATTERN, sandboxTicketQuery } from './customer-auth.ts';
import { emptyData, pageQuery } from './envelope.ts';
import { rowId } from './input.ts';
import { defineRoute, reply } from './route.ts';

/**
 * The customer's own account (issue 5 part B): settings (/user), authorised official accounts (/account),
 * API credentials and third-party services (/api, partners only: from_admin or from_agent = 1).
 */

// ---- /user: account settings (spec §7 "Customer account") ----

/** GET /api/customer/customer/getProfile: what the settings page shows (getInfo plus the profile fields). */
export const customerProfile = z.object({
  id: z.number().int(),
  nickname: z.string(),
  avatar: z.string(),
  mobile: z.string(),
  email: z.string(),
  company_name: z.string(),
  city: z.string(),
  /** 1 = a WeChat identity is bound (login by scan works) */
  wx_bound: z.number().int(),
  has_password: z.number().int(),
});
export type CustomerProfile = z.infer<typeof customerProfile>;

export const NICKNAME_MAX = 30;
export const CITY_MAX = 50;
export const COMPANY_NAME_MAX = 100;

const verifyCode = z
  .string({ error: 'please enter the verification code' })
  .trim()
  .min(1, { error: 'please enter the verification code' })
  .max(12, { error: 'please enter the verification code' });

/** POST /api/customer/customer/postAvatar {avatar}: a storage key of an image this customer uploaded. */
export const postAvatarRequest = z.object({
  avatar: z
    .string({ error: 'please choose an avatar' })
    .trim()
    .min(1, { error: 'please choose an avatar' })
    .max(300, { error: 'please choose an avatar' }),
});
export const postNicknameRequest = z.object({
  nickname: z
    .string({ error: 'please enter a nickname' })
    .trim()
    .min(1, { error: 'please enter a nickname' })
    .max(NICKNAME_MAX, { error: `nickname: at most ${NICKNAME_MAX} characters` }),
});
export const postCityRequest = z.object({
  city: z
    .string({ error: 'please enter the city' })
    .trim()
    .min(1, { error: 'please enter the city' })
    .max(CITY_MAX, { error: `city: at most ${CITY_MAX} characters` }),
});
export const postCompanyNameRequest = z.object({
  companyName: z
    .string({ error: 'please enter the company name' })
    .trim()
    .min(1, { error: 'please enter the company name' })
    .max(COMPANY_NAME_MAX, { error: `companyName: at most ${COMPANY_NAME_MAX} characters` }),
});
/** POST postEmail: the code was sent to the new email by POST /api/customer/login/postEmailVerifyCode. */
export const postEmailRequest = z.object({
  email: z
    .string({ error: 'please enter a valid email' })
    .trim()
    .toLowerCase()
    .refine(isEmail, { error: 'please enter a valid email' }),
  verify_code: verifyCode,
});
/** POST postMobile: the code was sent to the new phone by POST /api/customer/login/postVerifyCode. */
export const postMobileRequest = z.object({
  mobile: z
    .string({ error: 'please enter a valid phone number' })
    .trim()
    .refine(isPhone, { error: 'please enter a valid phone number' }),
  verify_code: verifyCode,
});
/** POST postPassword {oldPassword, password, password2} (spec §2 password modal fields, §5 rules). */
export const postPasswordRequest = changePasswordRequest;

/** GET /api/customer/customer/getWechatBindQrcode: what the QR encodes (the sandbox phone page). */
export const wechatBindQrcode = z.object({
  bind_id: z.number().int(),
  qrcode_url: z.string(),
  expires_at: z.string(),
});
export const wechatBindStatusQuery = z.object({
  bind_id: rowId('bind_id must be a number'),
});
/** status 0 waiting for the scan, 1 bound, 2 expired, 3 refused (msg says why). */
export const wechatBindStatus = z.object({ status: z.number().int(), reason: z.string() });

// ---- /account: authorised WeChat official accounts ----

/** An official account's profile as WeChat's authorisation gives it (customers' and staff's own accounts alike). */
export const authorizerProfile = {
  appid: z.string(),
  nick_name: z.string(),
  head_img: z.string(),
  principal_name: z.string(),
  /** WeChat's service_type_info: 0/1 subscription account, 2 service account */
  service_type: z.number().int(),
  /** WeChat's verify_type_info: -1 not verified, 0 verified */
  verify_type: z.number().int(),
};

export const officialAccount = z.object({
  id: z.number().int(),
  ...authorizerProfile,
  authorized_time: z.string(),
  refreshed_time: z.string(),
  token_expires_time: z.string(),
});
export type OfficialAccount = z.infer<typeof officialAccount>;

export const officialAccountListQuery = pageQuery.extend({
  keyword: z.string().trim().max(50, { error: 'keyword: at most 50 characters' }).optional(),
});
export type OfficialAccountListQuery = z.infer<typeof officialAccountListQuery>;

/** POST /api/customer/officialAccount/authorize: the authorisation page to open, and the id to poll. */
export const officialAuthorization = z.object({
  auth_id: z.number().int(),
  auth_url: z.string(),
  expires_at: z.string(),
});
export const officialAuthStatusQuery = z.object({
  auth_id: rowId('auth_id must be a number'),
});
/** status 0 waiting, 1 authorised, 2 expired. */
export const officialAuthStatus = z.object({ status: z.number().int() });

export const idRequest = z.object({
  id: rowId('id must be a number'),
});

// ---- /api: API credentials and third-party services (partners only) ----

/** What a credential may read through the open API (GET /api/open/v1/...). */
export const API_SCOPES = ['profile.read', 'activity.read'] as const;
export type ApiScope = (typeof API_SCOPES)[number];

export const apiCredential = z.object({
  id: z.number().int(),
  name: z.string(),
  app_key: z.string(),
  scopes: z.array(z.string()),
  /** '' = never used */
  last_used_time: z.string(),
  create_time: z.string(),
  /** '' = active */
  revoked_time: z.string(),
});
export type ApiCredential = z.infer<typeof apiCredential>;

export const apiCredentialListQuery = pageQuery;

export const createApiCredentialRequest = z.object({
  name: z
    .string({ error: 'please enter a name' })
    .trim()
    .min(1, { error: 'please enter a name' })
    .max(50, { error: 'name: at most 50 characters' }),
  scopes: z
    .array(z.enum(API_SCOPES, { error: 'scopes: unknown scope' }), {
      error: 'please choose at least one scope',
    })
    .min(1, { error: 'please choose at least one scope' })
    .max(API_SCOPES.length),
});
export type CreateApiCredentialRequest = z.infer<typeof createApiCredentialRequest>;

/** The new credential with its secret, shown this once (only its hash is stored). */
export const createdApiCredential = apiCredential.extend({ secret: z.string() });

/** Third-party services a partner customer configures. */
export const THIRD_PARTY_SERVICES = ['search_engine'] as const;
export const SEARCH_ENGINES = ['baidu', 'bing', 'indexnow'] as const;

/**
 * The search-engine service: pages of the customer's published activities are pushed to the engine's URL
 * submission API for the site below (Baidu: site + token; Bing / IndexNow: the key).
 */
export const searchEngineConfig = z.object({
  engine: z.enum(SEARCH_ENGINES, { error: 'engine: choose a search engine' }),
  site: z
    .string({ error: 'site: please enter the site address' })
    .trim()
    .max(200, { error: 'site: at most 200 characters' })
    .url({ error: 'site: please enter the site address, e.g. https://www.example.com' })
    .refine((value) => /^https?:\/\//.test(value), {
      error: 'site: please enter the site address, e.g. https://www.example.com',
    }),
  token: z
    .string({ error: 'token: please enter the token' })
    .trim()
    .min(8, { error: 'token: 8-128 characters' })
    .max(128, { error: 'token: 8-128 characters' }),
});

/** POST /api/customer/customerApi/saveService. An empty token keeps the stored one. */
export const saveServiceRequest = z.object({
  service: z.literal('search_engine', { error: 'service: unknown service' }),
  enabled: z.union([z.literal(0), z.literal(1)], { error: 'enabled must be 0 or 1' }),
  config: searchEngineConfig.extend({
    token: searchEngineConfig.shape.token.or(z.literal('')),
  }),
});
export type SaveServiceRequest = z.infer<typeof saveServiceRequest>;

/** GET /api/customer/customerApi/getServices: the token is never sent back, only its last 4 characters. */
export const thirdPartyService = z.object({
  service: z.string(),
  enabled: z.number().int(),
  configured: z.number().int(),
  config: z.object({ engine: z.string(), site: z.string(), token_tail: z.string() }),
  update_time: z.string(),
});
export type ThirdPartyService = z.infer<typeof thirdPartyService>;

// ---- the open API (authenticated by an API credential, not a session) ----

export const openProfile = z.object({
  id: z.number().int(),
  nickname: z.string(),
  company_name: z.string(),
  city: z.string(),
});
export const openActivity = z.object({
  id: z.number().int(),
  title: z.string(),
  begin_time: z.string(),
  end_time: z.string(),
});

// ---- the sandbox WeChat pages (opened from the bind QR and the authorisation button) ----

/** POST /api/sandbox/wechat/bind: the phone's HTML form. */
export const sandboxWechatBindForm = z.object({
  ticket: z.string().max(100),
  openid: z.string().regex(SANDBOX_OPENID_PATTERN),
});

/** POST /api/sandbox/wechat/authorize: the owner's HTML form (what the authorised account says it is). */
export const sandboxAuthorizeForm = z.object({
  ticket: z.string().max(100),
  appid: z.string().regex(/^wx[0-9a-f]{16}$/),
  nick_name: z.string().trim().min(1).max(30),
  principal_name: z.string().trim().max(60).default(''),
  service_type: z.union([z.literal(0), z.literal(2)]),
  verify_type: z.union([z.literal(0), z.literal(-1)]),
});

const customer = { audience: 'customer' } as const;
const publicAccess = { audience: 'public' } as const;
const accountTags = ['customer account'];
const apiTags = ['customer api'];

/**
 * The customer's own account: settings (/user), authorised official accounts (/account), API credentials
 * and third-party services (/api, partners only), the open API a credential reads, and the sandbox WeChat
 * pages the bind QR and the authorisation button open.
 */
export const customerAccountApi = {
  // ---- /user ----
  getProfile: defineRoute({
    method: 'GET',
    path: '/api/customer/customer/getProfile',
    access: customer,
    tags: accountTags,
    summary: 'The account settings page: profile fields and whether WeChat is bound',
    reply: reply.data(customerProfile),
  }),
  postAvatar: defineRoute({
    method: 'POST',
    path: '/api/customer/customer/postAvatar',
    access: customer,
    tags: accountTags,
    summary: 'Set the avatar: the storage key of an image this customer uploaded',
    body: postAvatarRequest,
    reply: reply.data(emptyData),
  }),
  postNickname: defineRoute({
    method: 'POST',
    path: '/api/customer/customer/postNickname',
    access: customer,
    tags: accountTags,
    summary: 'Set the nickname',
    body: postNicknameRequest,
    reply: reply.data(emptyData),
  }),
  postCity: defineRoute({
    method: 'POST',
    path: '/api/customer/customer/postCity',
    access: customer,
    tags: accountTags,
    summary: 'Set the city',
    body: postCityRequest,
    reply: reply.data(emptyData),
  }),
  postCompanyName: defineRoute({
    method: 'POST',
    path: '/api/customer/customer/postCompanyName',
    access: customer,
    tags: accountTags,
    summary: 'Set the company name',
    body: postCompanyNameRequest,
    reply: reply.data(emptyData),
  }),
  postEmail: defineRoute({
    method: 'POST',
    path: '/api/customer/customer/postEmail',
    access: customer,
    tags: accountTags,
    summary: 'Change the email with the code sent to it (POST /api/customer/login/postEmailVerifyCode)',
    body: postEmailRequest,
    reply: reply.data(emptyData),
  }),
  postMobile: defineRoute({
    method: 'POST',
    path: '/api/customer/customer/postMobile',
    access: customer,
    tags: accountTags,
    summary: 'Change the phone with the code sent to it (POST /api/customer/login/postVerifyCode)',
    body: postMobileRequest,
    reply: reply.data(emptyData),
  }),
  postPassword: defineRoute({
    method: 'POST',
    path: '/api/customer/customer/postPassword',
    access: customer,
    tags: accountTags,
    summary: 'Change the password (old password required); every session ends',
    body: postPasswordRequest,
    reply: reply.data(emptyData),
  }),
  unbindWx: defineRoute({
    method: 'POST',
    path: '/api/customer/customer/unbindWx',
    access: customer,
    tags: accountTags,
    summary: 'Unbind the WeChat identity (scan login stops working for it)',
    reply: reply.data(emptyData),
  }),
  getWechatBindQrcode: defineRoute({
    method: 'GET',
    path: '/api/customer/customer/getWechatBindQrcode',
    access: customer,
    tags: accountTags,
    summary: 'A QR to bind WeChat (sandbox: it opens our bind page), and the id to poll',
    reply: reply.data(wechatBindQrcode),
  }),
  getWechatBindStatus: defineRoute({
    method: 'GET',
    path: '/api/customer/customer/getWechatBindStatus',
    access: customer,
    tags: accountTags,
    summary: 'Poll a WeChat bind (every 2 s): 0 waiting, 1 bound, 2 expired, 3 refused',
    query: wechatBindStatusQuery,
    reply: reply.data(wechatBindStatus),
  }),

  // ---- /account: official accounts ----
  officialList: defineRoute({
    method: 'GET',
    path: '/api/customer/officialAccount/getList',
    access: customer,
    tags: accountTags,
    summary: 'Authorised official accounts, newest first, by name or AppID',
    query: officialAccountListQuery,
    reply: reply.list(officialAccount),
  }),
  officialAuthorize: defineRoute({
    method: 'POST',
    path: '/api/customer/officialAccount/authorize',
    access: customer,
    tags: accountTags,
    summary: 'Start an authorisation: the page to open (sandbox) and the id to poll',
    reply: reply.data(officialAuthorization),
  }),
  officialAuthorizeStatus: defineRoute({
    method: 'GET',
    path: '/api/customer/officialAccount/getAuthorizeStatus',
    access: customer,
    tags: accountTags,
    summary: 'Poll an authorisation (every 2 s): 0 waiting, 1 authorised, 2 expired',
    query: officialAuthStatusQuery,
    reply: reply.data(officialAuthStatus),
  }),
  officialRefresh: defineRoute({
    method: 'POST',
    path: '/api/customer/officialAccount/refresh',
    access: customer,
    tags: accountTags,
    summary: "Refresh an official account's authorisation (renews the authoriser token)",
    body: idRequest,
    reply: reply.data(officialAccount),
  }),
  officialUnbind: defineRoute({
    method: 'POST',
    path: '/api/customer/officialAccount/unbind',
    access: customer,
    tags: accountTags,
    summary: 'Unbind an official account',
    body: idRequest,
    reply: reply.data(emptyData),
  }),

  // ---- /api: partners only (from_admin or from_agent = 1) ----
  credentialList: defineRoute({
    method: 'GET',
    path: '/api/customer/customerApi/getList',
    access: customer,
    tags: apiTags,
    summary: "The customer's API credentials (partners only), newest first",
    query: apiCredentialListQuery,
    reply: reply.list(apiCredential),
  }),
  credentialCreate: defineRoute({
    method: 'POST',
    path: '/api/customer/customerApi/create',
    access: customer,
    tags: apiTags,
    summary: 'Create an API credential with scopes; the secret is answered this once',
    body: createApiCredentialRequest,
    reply: reply.data(createdApiCredential),
  }),
  credentialRevoke: defineRoute({
    method: 'POST',
    path: '/api/customer/customerApi/revoke',
    access: customer,
    tags: apiTags,
    summary: 'Revoke an API credential (it stops working at once)',
    body: idRequest,
    reply: reply.data(emptyData),
  }),
  getServices: defineRoute({
    method: 'GET',
    path: '/api/customer/customerApi/getServices',
    access: customer,
    tags: apiTags,
    summary: 'Third-party service settings (search engine); tokens are never sent back',
    reply: reply.data(z.array(thirdPartyService)),
  }),
  saveService: defineRoute({
    method: 'POST',
    path: '/api/customer/customerApi/saveService',
    access: customer,
    tags: apiTags,
    summary: 'Save a third-party service setting (an empty token keeps the stored one)',
    body: saveServiceRequest,
    reply: reply.data(emptyData),
  }),

  // ---- the open API: x-app-key + x-app-secret instead of a session ----
  openProfile: defineRoute({
    method: 'GET',
    path: '/api/open/v1/profile',
    access: publicAccess,
    tags: ['open api'],
    summary: 'The credential owner’s profile (scope profile.read; headers x-app-key, x-app-secret)',
    reply: reply.data(openProfile),
  }),
  openActivities: defineRoute({
    method: 'GET',
    path: '/api/open/v1/activities',
    access: publicAccess,
    tags: ['open api'],
    summary: 'The credential owner’s activities (scope activity.read; headers x-app-key, x-app-secret)',
    query: pageQuery,
    reply: reply.list(openActivity),
  }),

  // ---- sandbox WeChat pages ----
  sandboxBindPage: defineRoute({
    method: 'GET',
    path: '/api/sandbox/wechat/bind',
    access: publicAccess,
    tags: ['sandbox'],
    summary: 'Sandbox WeChat: the page a phone opens from the bind QR (HTML)',
    query: sandboxTicketQuery,
    reply: reply.html(),
  }),
  sandboxBind: defineRoute({
    method: 'POST',
    path: '/api/sandbox/wechat/bind',
    access: publicAccess,
    tags: ['sandbox'],
    summary: 'Sandbox WeChat: the phone confirms the bind with its openid (HTML form)',
    body: sandboxWechatBindForm,
    reply: reply.html(),
  }),
  sandboxAuthorizePage: defineRoute({
    method: 'GET',
    path: '/api/sandbox/wechat/authorize',
    access: publicAccess,
    tags: ['sandbox'],
    summary: 'Sandbox WeChat: the official-account authorisation page (HTML)',
    query: sandboxTicketQuery,
    reply: reply.html(),
  }),
  sandboxAuthorize: defineRoute({
    method: 'POST',
    path: '/api/sandbox/wechat/authorize',
    access: publicAccess,
    tags: ['sandbox'],
    summary: 'Sandbox WeChat: the owner authorises the official account (HTML form)',
    body: sandboxAuthorizeForm,
    reply: reply.html(),
  }),
};
