import { z } from 'zod';

export { MenuType } from './menu-type.ts';

export const menuItem = z.object({
  opid: z.number().int(),
  parent_id: z.number().int(),
  permission_name: z.string(),
  permission_mark: z.string(),
  component: z.string(),
  route: z.string(),
  icon: z.string(),
  hide: z.number().int(),
  menu_type: z.number().int(),
  sort: z.number().int(),
  badge: z.string(),
  badge_color: z.string(),
  keep_alive: z.number().int(),
  create_time: z.string(),
  update_time: z.string(),
});
export type MenuItem = z.infer<typeof menuItem>;

/** Admin-user shape (spec §3): authorities are the permission rows, menus the route entries. */
export const authority = z.object({
  authority: z.string(),
  menuType: z.number().int(),
  menuId: z.number().int(),
  parentId: z.number().int(),
});
export type Authority = z.infer<typeof authority>;
