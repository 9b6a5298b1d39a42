import { z } from 'zod';
import { emptyData, pageQuery } from './envelope.ts';
import { rowId } from './input.ts';
import { Permission } from './permissions.ts';
import { defineRoute, reply } from './route.ts';

/** Roles of the admin console (admin: system › role) and what they grant: menus and permission strings. */
const id = (error: string) => rowId(error);

export const roleListQuery = pageQuery.extend({ keyword: z.string().trim().max(64).optional() });

export const roleItem = z.object({
  id: z.number().int(),
  role_code: z.string(),
  role_name: z.string(),
  /** a role of the product: its grants follow the menu catalogue and cannot be edited or deleted */
  built_in: z.boolean(),
  /** holders sign in with a TOTP code (enrolling at their next sign-in if they have no authenticator) */
  require_totp: z.boolean(),
  /** accounts holding it */
  holders: z.number().int(),
  /** menus and permission strings it grants */
  grants: z.number().int(),
  create_time: z.string(),
});
export type RoleItem = z.infer<typeof roleItem>;

export const roleDetail = roleItem.extend({ menu_ids: z.array(z.number().int()) });
export type RoleDetail = z.infer<typeof roleDetail>;

/** One node of the grant tree: a menu (menu_type 0) or a permission string, under its parent. */
export const grantNode = z.object({
  id: z.number().int(),
  parent_id: z.number().int(),
  name: z.string(),
  mark: z.string(),
  menu_type: z.number().int(),
});
export type GrantNode = z.infer<typeof grantNode>;

const grantsOf = z
  .array(id('menu_ids must be menu ids'), { error: 'menu_ids must be menu ids' })
  .max(500, { error: 'at most 500 grants' });

export const roleCreateRequest = z.object({
  role_code: z
    .string({ error: 'role code is required' })
    .trim()
    .regex(/^[a-z][a-z0-9_]{2,31}$/, { error: 'role code must be 3-32 lowercase letters, digits or _' }),
  role_name: z
    .string({ error: 'role name is required' })
    .trim()
    .min(1, { error: 'role name is required' })
    .max(32, { error: 'role name is at most 32 characters' }),
  menu_ids: grantsOf,
  require_totp: z.boolean({ error: 'require_totp must be true or false' }).default(false),
});
export type RoleCreateRequest = z.input<typeof roleCreateRequest>;

export const roleUpdateRequest = roleCreateRequest
  .omit({ role_code: true })
  .extend({ id: id('id is required') });
export type RoleUpdateRequest = z.input<typeof roleUpdateRequest>;

export const roleIdRequest = z.object({ id: id('id is required') });

const access = { audience: 'admin', permission: Permission.admin.systemRole } as const;
const BASE = '/api/admin/system/role';
const tags = ['role'];

export const roleApi = {
  getList: defineRoute({
    method: 'GET',
    path: `${BASE}/getList`,
    access,
    tags,
    summary: 'Admin roles with how many accounts hold each and how much it grants',
    query: roleListQuery,
    reply: reply.list(roleItem),
  }),
  getGrantTree: defineRoute({
    method: 'GET',
    path: `${BASE}/getGrantTree`,
    access,
    tags,
    summary: "The admin console's menus and permission strings, as the tree a role grants from",
    reply: reply.data(z.array(grantNode)),
  }),
  getInfo: defineRoute({
    method: 'GET',
    path: `${BASE}/getInfo`,
    access,
    tags,
    summary: 'One role with the menus and permission strings it grants',
    query: roleIdRequest,
    reply: reply.data(roleDetail),
  }),
  create: defineRoute({
    method: 'POST',
    path: `${BASE}/create`,
    access,
    tags,
    summary: 'Create a role with its grants',
    body: roleCreateRequest,
    reply: reply.data(roleDetail),
  }),
  update: defineRoute({
    method: 'POST',
    path: `${BASE}/update`,
    access,
    tags,
    summary: "Change a role's name and grants (holders get them on their next request)",
    body: roleUpdateRequest,
    reply: reply.data(roleDetail),
  }),
  delete: defineRoute({
    method: 'POST',
    path: `${BASE}/delete`,
    access,
    tags,
    summary: 'Delete a role nobody holds (built-in roles stay)',
    body: roleIdRequest,
    reply: reply.data(emptyData),
  }),
};

const sharedAccess = { audience: 'admin', permission: Permission.admin.teamRole } as const;
const SHARED = '/api/admin/team/role';
const sharedTags = ['team-role'];

/**
 * Admin › team › role: the roles every agent team shares (agent_id null: the built-in owner and staff roles
 * and those the platform adds), granted from the agent console's menus. Same shapes as the admin roles;
 * `holders` counts the members holding it in every team.
 */
export const sharedTeamRoleApi = {
  getList: defineRoute({
    method: 'GET',
    path: `${SHARED}/getList`,
    access: sharedAccess,
    tags: sharedTags,
    summary: 'The roles every agent team shares, with how many members of all teams hold each',
    query: roleListQuery,
    reply: reply.list(roleItem),
  }),
  getGrantTree: defineRoute({
    method: 'GET',
    path: `${SHARED}/getGrantTree`,
    access: sharedAccess,
    tags: sharedTags,
    summary: "The agent console's menus and permission strings, as the tree a shared team role grants from",
    reply: reply.data(z.array(grantNode)),
  }),
  getInfo: defineRoute({
    method: 'GET',
    path: `${SHARED}/getInfo`,
    access: sharedAccess,
    tags: sharedTags,
    summary: 'One shared team role with the menus and permission strings it grants',
    query: roleIdRequest,
    reply: reply.data(roleDetail),
  }),
  create: defineRoute({
    method: 'POST',
    path: `${SHARED}/create`,
    access: sharedAccess,
    tags: sharedTags,
    summary: 'Create a role every agent team may give its members',
    body: roleCreateRequest,
    reply: reply.data(roleDetail),
  }),
  update: defineRoute({
    method: 'POST',
    path: `${SHARED}/update`,
    access: sharedAccess,
    tags: sharedTags,
    summary:
      "Change a shared team role's name and grants (holders in every team get them on their next request)",
    body: roleUpdateRequest,
    reply: reply.data(roleDetail),
  }),
  delete: defineRoute({
    method: 'POST',
    path: `${SHARED}/delete`,
    access: sharedAccess,
    tags: sharedTags,
    summary: 'Delete a shared team role no member of any team holds (built-in roles stay)',
    body: roleIdRequest,
    reply: reply.data(emptyData),
  }),
};
