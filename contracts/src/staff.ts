import { z } from 'zod';
import { isEmail, isPhone } from './customer.ts';
import { emptyData, pageQuery } from './envelope.ts';
import { rowId } from './input.ts';
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

export const staffCreateRequest = z.object({
  username: z
    .string({ error: 'username is required' })
    .trim()
    .regex(/^[A-Za-z0-9_.@-]{3,32}$/, { error: 'username must be 3-32 letters, digits or _ . @ -' }),
  ...contact,
  password: newPassword,
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
    summary: 'Create a staff account with its roles and first password',
    body: staffCreateRequest,
    reply: reply.data(staffItem),
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
};
