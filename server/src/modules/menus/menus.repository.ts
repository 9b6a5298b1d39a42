import type { MenuItem } from '@onsite/contracts';
import type { Db } from '#server/db/database.ts';
import type { Audience, Menu } from '#server/db/schema.ts';
import { iso } from '#server/platform/time.ts';

/** Every menu and permission row granted to any of the roles, in display order. */
export function grantedMenus(db: Db, audience: Audience, roleIds: number[]): Promise<Menu[]> {
  if (roleIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('menus')
    .selectAll()
    .where('audience', '=', audience)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('role_menus')
          .select('role_menus.menu_id')
          .whereRef('role_menus.menu_id', '=', 'menus.id')
          .where('role_menus.role_id', 'in', roleIds),
      ),
    )
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** Customers have no roles: they get the customer menus, less the partner-only ones unless from_admin/from_agent. */
export function customerMenus(db: Db, isPartner: boolean): Promise<Menu[]> {
  let query = db.selectFrom('menus').selectAll().where('audience', '=', 'customer');
  if (!isPartner) query = query.where('requires_partner', '=', 0);
  return query.orderBy('sort').orderBy('id').execute();
}

export function toMenuItem(menu: Menu): MenuItem {
  return {
    opid: menu.id,
    parent_id: menu.parent_id,
    permission_name: menu.permission_name,
    permission_mark: menu.permission_mark,
    component: menu.component,
    route: menu.route,
    icon: menu.icon,
    hide: menu.hide,
    menu_type: menu.menu_type,
    sort: menu.sort,
    badge: menu.badge,
    badge_color: menu.badge_color,
    keep_alive: menu.keep_alive,
    create_time: iso(menu.create_time),
    update_time: iso(menu.update_time),
  };
}
