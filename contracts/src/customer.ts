import { z } from 'zod';
import { loginCaptchaFields } from './captcha.ts';
import { isEmail, isPhone } from './contact.ts';
import { emptyData, pageQuery } from './envelope.ts';
import { menuItem } from './menu.ts';
import { Permission } from './permissions.ts';
import { defineRoute, perAudience, reply } from './route.ts';
import { signInPaths } from './sign-in-paths.ts';

/** GET /api/customer/login/getInfo (spec §3 login settings). */
export const loginSettings = z.object({ phone_on: z.number().int(), on_wechat_login: z.number().int() });

export { isEmail, isPhone } from './contact.ts';

/** POST /api/customer/login/index — username is a phone number or an email (spec §5 "Login"). */
export const customerLoginRequest = z.object({
  username: z
    .string({ error: 'please enter a valid phone number or email' })
    .trim()
    .refine((value) => isPhone(value) || isEmail(value), {
      error: 'please enter a valid phone number or email',
    }),
  password: z
    .string({ error: 'please enter the password' })
    .min(1, { error: 'please enter the password' })
    .max(128),
  remember: z.boolean().default(true),
  ...loginCaptchaFields,
});

export type CustomerLoginRequest = z.infer<typeof customerLoginRequest>;

export const customerLoginResponse = z.object({ token: z.string(), expires_at: z.string() });

/** On the customer's info: who opened this session for support ("log in as", support.ts); null otherwise. */
export const supportSession = z.object({
  audience: z.enum(['admin', 'agent']),
  name: z.string(),
  started_at: z.string(),
});
export type SupportSession = z.infer<typeof supportSession>;

/** GET /api/customer/customer/getInfo (spec §3 customer login user info). A VIP has customer_vip_id > 0. */
export const customerInfo = z.object({
  id: z.number().int(),
  nickname: z.string(),
  mobile: z.string(),
  email: z.string(),
  avatar: z.string(),
  customer_vip_id: z.number().int(),
  vip_id: z.number().int(),
  vip_title: z.string(),
  expires_time: z.string(),
  activity_total: z.number().int(),
  from_admin: z.number().int(),
  from_agent: z.number().int(),
  /** set in a support session ("log in as"): who opened it, for the console's banner */
  support: supportSession.nullable(),
});
export type CustomerInfo = z.infer<typeof customerInfo>;

export const customerMenus = z.array(menuItem);

const customerOnly = { audience: 'customer' } as const;

/** The console customer lists: an agent its own team's customers, the platform every agent's. */
const CUSTOMER_LISTS = {
  agent: {
    permission: Permission.agent.customerList,
    summary: "The team's customers, newest first, searchable by name, phone, email or company",
  },
  admin: {
    permission: Permission.admin.customerList,
    summary: "Every agent's customers, newest first, searchable by name, phone, email or company",
  },
} as const;

/**
 * GET /api/agent/customer/getList: the team's customers, paged and searchable (beside the customer routes,
 * not with the transfer contracts, so that the login screen's customer routes do not bring every export's
 * filters: issue 19).
 */
export const customerListQuery = pageQuery.extend({ keyword: z.string().trim().max(100).optional() });
export type CustomerListQuery = z.infer<typeof customerListQuery>;

export const customerListItem = z.object({
  id: z.number().int(),
  nickname: z.string(),
  mobile: z.string(),
  email: z.string(),
  company_name: z.string(),
  city: z.string(),
  vip_title: z.string(),
  activity_total: z.number().int(),
  /** 1 active, 0 disabled */
  status: z.number().int(),
  create_time: z.string(),
});
export type CustomerListItem = z.infer<typeof customerListItem>;

export const customerApi = {
  loginInfo: defineRoute({
    method: 'GET',
    path: signInPaths.customerLoginSettings,
    access: { audience: 'public' },
    tags: ['customer login'],
    summary: "Login settings of this host's agent site",
    reply: reply.data(loginSettings),
  }),
  login: defineRoute({
    method: 'POST',
    path: signInPaths.customerLogin,
    access: { audience: 'public' },
    tags: ['customer login'],
    summary: 'Customer login by phone or email',
    body: customerLoginRequest,
    reply: reply.data(customerLoginResponse),
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/api/customer/login/logout',
    access: customerOnly,
    tags: ['customer login'],
    summary: 'End this customer session',
    reply: reply.data(emptyData),
  }),
  getInfo: defineRoute({
    method: 'GET',
    path: '/api/customer/customer/getInfo',
    access: customerOnly,
    tags: ['customer'],
    summary: 'The signed-in customer',
    reply: reply.data(customerInfo),
  }),
  getMenus: defineRoute({
    method: 'GET',
    path: '/api/customer/customer/getMenus',
    access: customerOnly,
    tags: ['customer'],
    summary: "The customer console's menus (partner-only entries need from_admin/from_agent = 1)",
    reply: reply.data(customerMenus),
  }),
  /** The console customer list, with the same filters its export uses. */
  getList: perAudience(['agent', 'admin'], (audience) =>
    defineRoute({
      method: 'GET',
      path: `/api/${audience}/customer/getList`,
      access: { audience, permission: CUSTOMER_LISTS[audience].permission },
      tags: ['customer'],
      summary: CUSTOMER_LISTS[audience].summary,
      query: customerListQuery,
      reply: reply.list(customerListItem),
    }),
  ),
};
