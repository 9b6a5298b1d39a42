import { z } from 'zod';
import { Audience } from './auth.ts';
import { emptyData, pageQuery } from './envelope.ts';
import { nonNegative, rowId } from './input.ts';
import { MenuType, menuItem } from './menu.ts';
import { PAGE_KEYS, type PageKey } from './pages.ts';
import { Permission } from './permissions.ts';
import { defineRoute, reply } from './route.ts';

/**
 * The menu editor of the admin console (admin: system › menu): the menus and permission strings of every
 * console (spec §3 "Menu item from server", §6). Built-in entries come from the server's menu catalogue;
 * an operator may change only their presentation (MENU_OPERATOR_FIELDS), which the start-up sync keeps.
 */

/** A console holds at most this many entries: the editor's tree and a role's grants (at most 500) stay bounded. */
export const MENU_MAX_PER_CONSOLE = 500;

/** The menu types an entry may have: a menu, a permission string, or (customer console) a programme entry. */
export const MENU_TYPES = [MenuType.menu, MenuType.permission, MenuType.programme] as const;

/**
 * The fields of a built-in entry an operator may change: presentation. The start-up sync keeps an operator's
 * value of these; the rest (mark, component, route, type, partner-only, a permission string's parent) belong
 * to the catalogue and are read-only for built-ins.
 */
export const MENU_OPERATOR_FIELDS = [
  'permission_name',
  'icon',
  'sort',
  'hide',
  'badge',
  'badge_color',
  'keep_alive',
  'parent_id',
] as const;
export type MenuOperatorField = (typeof MENU_OPERATOR_FIELDS)[number];

/**
 * Whether an operator may set this field of a built-in entry of this type: the presentation fields, the
 * parent only of a menu (a permission string belongs to its page: a role granting it grants that parent).
 */
export function isOperatorField(field: string, menuType: number): field is MenuOperatorField {
  if (!(MENU_OPERATOR_FIELDS as readonly string[]).includes(field)) return false;
  return field !== 'parent_id' || menuType === MenuType.menu || menuType === MenuType.programme;
}

/** The page keys a console can show: its own and the shared ones. */
export function pageKeysOf(audience: Audience): PageKey[] {
  return PAGE_KEYS.filter((key) => key.startsWith(`${audience}/`) || key.startsWith('shared/'));
}

const audience = Audience.default('admin');

export const menuListQuery = pageQuery.extend({
  audience,
  /** the name, route or mark of an entry (its ancestors are shown with it) */
  keyword: z.string().trim().max(64).optional(),
});
export type MenuListQuery = z.infer<typeof menuListQuery>;

export const menuTreeQuery = z.object({ audience });

/** One entry as the editor shows it: every field of spec §3 plus who owns it. */
export const menuEditorItem = menuItem.omit({ opid: true }).extend({
  id: z.number().int(),
  requires_partner: z.number().int(),
  /** an entry of the product's catalogue: its mark, component, route and type are read-only, it is never deleted */
  built_in: z.boolean(),
  /** entries directly under it */
  children_count: z.number().int(),
});
export type MenuEditorItem = z.infer<typeof menuEditorItem>;

const flag = (error: string) => z.union([z.literal(0), z.literal(1)], { error });

/** The fields an entry is made of; the server checks what depends on the console and the other entries. */
export const menuFields = z.object({
  parent_id: z
    .union([z.literal(0), rowId('parent_id must be a menu id')], { error: 'parent_id must be a menu id' })
    .default(0),
  permission_name: z
    .string({ error: 'menu name is required' })
    .trim()
    .min(1, { error: 'menu name is required' })
    .max(50, { error: 'menu name is at most 50 characters' }),
  permission_mark: z
    .string({ error: 'menu mark is required' })
    .trim()
    .min(1, { error: 'menu mark is required' })
    .max(100, { error: 'menu mark is at most 100 characters' })
    .regex(/^[A-Za-z][A-Za-z0-9_-]*(\.[A-Za-z0-9_-]+)*$/, {
      error: 'menu mark must be letters, digits, _ or - in parts joined by dots',
    }),
  component: z.string().trim().max(100, { error: 'menu component is not a page' }).default(''),
  route: z
    .string()
    .trim()
    .max(200, { error: 'menu route is at most 200 characters' })
    .regex(/^(\/[A-Za-z0-9_\-/.?=&%]*)?$/, { error: 'menu route must start with / and have no spaces' })
    .default(''),
  icon: z
    .string()
    .trim()
    .max(64, { error: 'icon must be an outlined antd icon name' })
    .regex(/^([A-Z][A-Za-z0-9]*Outlined)?$/, { error: 'icon must be an outlined antd icon name' })
    .default(''),
  hide: flag('hide must be 0 or 1').default(0),
  menu_type: z
    .union([z.literal(MenuType.menu), z.literal(MenuType.permission), z.literal(MenuType.programme)], {
      error: 'menu_type must be 0 (menu), 1 (permission) or 4 (programme)',
    })
    .default(MenuType.menu),
  sort: nonNegative('sort must be a whole number from 0').default(0),
  badge: z.string().trim().max(16, { error: 'menu badge is at most 16 characters' }).default(''),
  badge_color: z
    .string()
    .trim()
    .regex(/^(#[0-9a-fA-F]{6}|#[0-9a-fA-F]{3})?$/, { error: 'badge colour must be a colour like #52c41a' })
    .default(''),
  keep_alive: flag('keep_alive must be 0 or 1').default(0),
  requires_partner: flag('requires_partner must be 0 or 1').default(0),
});

export const menuCreateRequest = menuFields.extend({ audience: Audience });
export type MenuCreateRequest = z.input<typeof menuCreateRequest>;

export const menuUpdateRequest = menuFields.extend({ id: rowId('id is required') });
export type MenuUpdateRequest = z.input<typeof menuUpdateRequest>;

export const menuIdRequest = z.object({ id: rowId('id is required') });

/** A drag: the new parent and sort of each moved entry (siblings renumbered with it), written at once. */
export const menuReorderRequest = z.object({
  audience: Audience,
  moves: z
    .array(
      z.object({
        id: rowId('moves must name menu ids'),
        parent_id: z.union([z.literal(0), rowId('parent_id must be a menu id')], {
          error: 'parent_id must be a menu id',
        }),
        sort: nonNegative('sort must be a whole number from 0'),
      }),
      { error: 'moves must name menu ids' },
    )
    .min(1, { error: 'nothing to move' })
    .max(MENU_MAX_PER_CONSOLE, { error: 'at most 500 moves' }),
});
export type MenuReorderRequest = z.input<typeof menuReorderRequest>;

const BASE = '/api/admin/system/menu';
const tags = ['menu'];
const read = { audience: 'admin', permission: Permission.admin.systemMenu } as const;

export const menuEditorApi = {
  getList: defineRoute({
    method: 'GET',
    path: `${BASE}/getList`,
    access: read,
    tags,
    summary:
      "A console's menu tree, paged by its top-level entries: each page lists the top-level entries then every entry under them (count = top-level entries); a keyword keeps matching entries and their ancestors",
    query: menuListQuery,
    reply: reply.list(menuEditorItem),
  }),
  getTree: defineRoute({
    method: 'GET',
    path: `${BASE}/getTree`,
    access: read,
    tags,
    summary: 'Every entry of a console (at most 500), for the parent picker and the drag-to-reorder tree',
    query: menuTreeQuery,
    reply: reply.data(z.array(menuEditorItem)),
  }),
  create: defineRoute({
    method: 'POST',
    path: `${BASE}/create`,
    access: { audience: 'admin', permission: Permission.admin.systemMenuCreate },
    tags,
    summary: 'Create a menu entry or a permission string in a console',
    body: menuCreateRequest,
    reply: reply.data(menuEditorItem),
  }),
  update: defineRoute({
    method: 'POST',
    path: `${BASE}/update`,
    access: { audience: 'admin', permission: Permission.admin.systemMenuUpdate },
    tags,
    summary: "Change an entry (a built-in entry's presentation only); holders see it on their next request",
    body: menuUpdateRequest,
    reply: reply.data(menuEditorItem),
  }),
  reorder: defineRoute({
    method: 'POST',
    path: `${BASE}/reorder`,
    access: { audience: 'admin', permission: Permission.admin.systemMenuUpdate },
    tags,
    summary: 'Write the new parent and sort of the moved entries of a console, in one transaction',
    body: menuReorderRequest,
    reply: reply.data(emptyData),
  }),
  delete: defineRoute({
    method: 'POST',
    path: `${BASE}/delete`,
    access: { audience: 'admin', permission: Permission.admin.systemMenuDelete },
    tags,
    summary: 'Delete an entry an operator made, with its role grants (refused while entries are under it)',
    body: menuIdRequest,
    reply: reply.data(emptyData),
  }),
};
