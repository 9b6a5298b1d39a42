import { z } from 'zod';
import { withNewPassword } from './auth.ts';
import { isEmail, isPhone } from './customer.ts';
import { emptyData, pageQuery } from './envelope.ts';
import { rowId } from './input.ts';
import { menuItem } from './menu.ts';
import { newPassword } from './password.ts';
import { Permission } from './permissions.ts';
import { defineRoute, reply } from './route.ts';

/** Staff accounts of the admin console (admin: system › user): 1 active, 0 disabled. */
const id = (error: string) => rowId(error);

export const staffListQuery = pageQuery.extend({
  /** username, name, email or phone */
  keyword: z.string().trim().max(64).optional(),
  role_id: id('role_id must be a role id').optional(),
  status: z.union([z.literal(0), z.literal(1)], { error: 'status must be 0 or 1' }).optional(),
});

export const roleOption = z.object({ id: z.number().int(), role_name: z.string(), role_code: z.string() });
export type RoleOption = z.infer<typeof roleOption>;

export const staffItem = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  email: z.string(),
  phone: z.string(),
  status: z.number().int(),
  roles: z.array(roleOption),
  /** the signed-in administrator's own account (it cannot disable or delete itself) */
  is_self: z.boolean(),
  /** created with an emailed set-password link not used yet: the account cannot sign in until it is */
  password_pending: z.boolean(),
  create_time: z.string(),
  /** the last sign-in ('' when never) */
  last_login_time: z.string(),
});
export type StaffItem = z.infer<typeof staffItem>;

/** An email that may be left empty ('' = none). */
export const optionalEmail = z
  .string()
  .trim()
  .max(100, { error: 'email is not valid' })
  .refine((value) => value === '' || isEmail(value), { error: 'email is not valid' })
  .default('');

const contact = {
  nickname: z
    .string({ error: 'name is required' })
    .trim()
    .min(1, { error: 'name is required' })
    .max(32, { error: 'name is at most 32 characters' }),
  email: optionalEmail,
  phone: z
    .string()
    .trim()
    .refine((value) => value === '' || isPhone(value), { error: 'phone is not a valid mobile number' })
    .default(''),
  role_ids: z
    .array(id('role_ids must be role ids'), { error: 'choose at least one role' })
    .min(1, { error: 'choose at least one role' })
    .max(20, { error: 'at most 20 roles' }),
};

/** How a new staff account gets its password: set here, or chosen by the person through an emailed link. */
export const STAFF_PASSWORD_MODES = ['password', 'link'] as const;

export const staffCreateRequest = z
  .object({
    username: z
      .string({ error: 'username is required' })
      .trim()
      .regex(/^[A-Za-z0-9_.@-]{3,32}$/, { error: 'username must be 3-32 letters, digits or _ . @ -' }),
    ...contact,
    password_mode: z
      .enum(STAFF_PASSWORD_MODES, { error: 'choose how the password is set' })
      .default('password'),
    /** the first password (password_mode `password`) */
    password: newPassword.optional(),
  })
  .superRefine((value, context) => {
    if (value.password_mode === 'password' && value.password === undefined)
      context.addIssue({ code: 'custom', path: ['password'], message: 'please enter the new password' });
    if (value.password_mode === 'link' && value.email === '')
      context.addIssue({
        code: 'custom',
        path: ['email'],
        message: 'an email is required to send a set-password link',
      });
  });
export type StaffCreateRequest = z.input<typeof staffCreateRequest>;

export const staffUpdateRequest = z.object({ id: id('id is required'), ...contact });
export type StaffUpdateRequest = z.input<typeof staffUpdateRequest>;

export const staffStatusRequest = z.object({
  id: id('id is required'),
  status: z.union([z.literal(0), z.literal(1)], { error: 'status must be 0 or 1' }),
});
export const staffPasswordRequest = z.object({ id: id('id is required'), password: newPassword });
export const staffDeleteRequest = z.object({ id: id('id is required') });

/** When a set-password link stops working (hours after it is sent). */
export const PASSWORD_LINK_HOURS = 72;
export const passwordLinkSent = z.object({ expires_at: z.string() });

const passwordLinkToken = z
  .string({ error: 'this set-password link is not valid' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'this set-password link is not valid' });

/** What the public set-password page shows: the account the link is for. */
export const setPasswordInfo = z.object({
  username: z.string(),
  nickname: z.string(),
  expires_at: z.string(),
});
export type SetPasswordInfo = z.infer<typeof setPasswordInfo>;
export const setPasswordRequest = withNewPassword({ token: passwordLinkToken });
export type SetPasswordRequest = z.input<typeof setPasswordRequest>;

/** The public page of an emailed set-password link (admin console /set-password), rate limited per address. */
export const setPasswordApi = {
  getInfo: defineRoute({
    method: 'GET',
    path: '/api/auth/setPassword/getInfo',
    access: { audience: 'public' },
    tags: ['staff'],
    summary:
      'Which staff account an emailed set-password link is for, or why it cannot be used (rate limited)',
    query: z.object({ token: passwordLinkToken }),
    reply: reply.data(setPasswordInfo),
  }),
  submit: defineRoute({
    method: 'POST',
    path: '/api/auth/setPassword/submit',
    access: { audience: 'public' },
    tags: ['staff'],
    summary: 'The staff account chooses its password with the emailed link; then it signs in (rate limited)',
    body: setPasswordRequest,
    reply: reply.data(emptyData),
  }),
};

/** "View as": what a staff account gets, and why a chosen permission, page or API route is allowed or not. */
export const staffExplainQuery = z.object({
  id: id('id is required'),
  /** a permission mark (admin.system.user), a page route (/system/user) or an API route (GET /api/admin/…) */
  target: z.string().trim().max(200, { error: 'target is at most 200 characters' }).optional(),
});
export type StaffExplainQuery = z.input<typeof staffExplainQuery>;

/** One menu or permission string of the admin console, and which roles grant it. */
export const explainedGrant = z.object({
  opid: z.number().int(),
  parent_id: z.number().int(),
  permission_name: z.string(),
  permission_mark: z.string(),
  menu_type: z.number().int(),
  route: z.string(),
  /** the account's roles that grant it (empty: the account does not hold it) */
  granted_by: z.array(roleOption),
});
export type ExplainedGrant = z.infer<typeof explainedGrant>;

/**
 * Why a target is allowed or not: `disabled` (the account cannot sign in), `audience_only` (any admin
 * account may call it), `granted` (granted_by names the roles), `not_granted` (other_roles would grant it;
 * empty: no role does), `unknown_target` (not a mark, page route or API route of the admin console).
 */
export const explainReason = z.enum([
  'disabled',
  'audience_only',
  'granted',
  'not_granted',
  'unknown_target',
]);
export type ExplainReason = z.infer<typeof explainReason>;

export const explainVerdict = z.object({
  target: z.string(),
  kind: z.enum(['permission', 'page', 'api', 'unknown']),
  /** the permission string the target needs (null: none, or unknown target) */
  permission: z.string().nullable(),
  allowed: z.boolean(),
  reason: explainReason,
  granted_by: z.array(roleOption),
  /** roles the account does not hold that grant the permission */
  other_roles: z.array(roleOption),
});
export type ExplainVerdict = z.infer<typeof explainVerdict>;

export const staffExplanation = z.object({
  account: z.object({
    id: z.number().int(),
    username: z.string(),
    nickname: z.string(),
    status: z.number().int(),
  }),
  roles: z.array(roleOption),
  /** exactly the menu entries the account's console shows (GET /auth/user for that account) */
  menus: z.array(menuItem),
  /** every menu and permission string of the admin console, with the account's roles granting each */
  grants: z.array(explainedGrant),
  /** the admin API routes and the permission each needs (null: the audience is enough), for the target picker */
  routes: z.array(z.object({ route: z.string(), permission: z.string().nullable() })),
  verdict: explainVerdict.nullable(),
});
export type StaffExplanation = z.infer<typeof staffExplanation>;

const access = { audience: 'admin', permission: Permission.admin.systemUser } as const;
const BASE = '/api/admin/system/user';
const tags = ['staff'];

export const staffApi = {
  getList: defineRoute({
    method: 'GET',
    path: `${BASE}/getList`,
    access,
    tags,
    summary: 'Staff accounts of the admin console, by name, role and status',
    query: staffListQuery,
    reply: reply.list(staffItem),
  }),
  getRoles: defineRoute({
    method: 'GET',
    path: `${BASE}/getRoles`,
    access,
    tags,
    summary: 'The admin roles an account may hold',
    reply: reply.data(z.array(roleOption)),
  }),
  create: defineRoute({
    method: 'POST',
    path: `${BASE}/create`,
    access,
    tags,
    summary: 'Create a staff account with its roles and a first password, or email it a set-password link',
    body: staffCreateRequest,
    /** link_emailed: the set-password mail went out (false: first password, or the delivery failed) */
    reply: reply.data(staffItem.extend({ link_emailed: z.boolean() })),
  }),
  update: defineRoute({
    method: 'POST',
    path: `${BASE}/update`,
    access,
    tags,
    summary: "Change a staff account's name, contact and roles",
    body: staffUpdateRequest,
    reply: reply.data(staffItem),
  }),
  setStatus: defineRoute({
    method: 'POST',
    path: `${BASE}/setStatus`,
    access,
    tags,
    summary: 'Disable (its sessions end at once) or enable a staff account',
    body: staffStatusRequest,
    reply: reply.data(staffItem),
  }),
  resetPassword: defineRoute({
    method: 'POST',
    path: `${BASE}/resetPassword`,
    access,
    tags,
    summary: "Set a staff account's password (its sessions end)",
    body: staffPasswordRequest,
    reply: reply.data(emptyData),
  }),
  delete: defineRoute({
    method: 'POST',
    path: `${BASE}/delete`,
    access,
    tags,
    summary: "Delete a staff account (not one's own, not the last active super admin)",
    body: staffDeleteRequest,
    reply: reply.data(emptyData),
  }),
  sendPasswordLink: defineRoute({
    method: 'POST',
    path: `${BASE}/sendPasswordLink`,
    access,
    tags,
    summary:
      'Email a new set-password link to an account that has not chosen its password yet (the previous link stops working)',
    body: staffDeleteRequest,
    reply: reply.data(passwordLinkSent),
  }),
  explain: defineRoute({
    method: 'GET',
    path: `${BASE}/explain`,
    access,
    tags,
    summary: "View as: a staff account's menus and permission strings, and why a target is allowed or denied",
    query: staffExplainQuery,
    reply: reply.data(staffExplanation),
  }),
};
