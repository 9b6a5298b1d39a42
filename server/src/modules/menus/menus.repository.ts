import type { MenuItem } from '@onsite/contracts';
import { sql } from 'kysely';
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

// The menu editor (admin: system › menu).
// tenancy: menus are the product's, the same for every tenant; only admins with admin.system.menu reach them

/** Every entry of a console, in menu order (a console holds at most MENU_MAX_PER_CONSOLE). */
export const consoleMenus = (db: Db, audience: Audience): Promise<Menu[]> =>
  db.selectFrom('menus').selectAll().where('audience', '=', audience).orderBy('sort').orderBy('id').execute();

// tenancy: see the menu editor above
export const findMenu = (db: Db, id: number): Promise<Menu | undefined> =>
  db.selectFrom('menus').selectAll().where('id', '=', id).executeTakeFirst();

/** The fields the editor writes. */
export type MenuValues = Pick<
  Menu,
  | 'parent_id'
  | 'permission_name'
  | 'permission_mark'
  | 'component'
  | 'route'
  | 'icon'
  | 'hide'
  | 'menu_type'
  | 'sort'
  | 'badge'
  | 'badge_color'
  | 'keep_alive'
  | 'requires_partner'
>;

// tenancy: see the menu editor above
export const insertMenu = (db: Db, audience: Audience, values: MenuValues) =>
  db
    .insertInto('menus')
    .values({ ...values, audience, built_in: false })
    .returning('id')
    .executeTakeFirstOrThrow();

// tenancy: see the menu editor above
export const updateMenu = (
  db: Db,
  id: number,
  values: Partial<MenuValues> & { operator_fields?: string[] },
) => {
  const { operator_fields: operatorFields, ...fields } = values;
  return db
    .updateTable('menus')
    .set({
      ...fields,
      ...(operatorFields ? { operator_fields: JSON.stringify(operatorFields) } : {}),
      update_time: sql`now()`,
    })
    .where('id', '=', id)
    .execute();
};

/** Removes an entry and every role's grant of it. */
// tenancy: see the menu editor above
export async function deleteMenu(db: Db, id: number): Promise<void> {
  await db.deleteFrom('role_menus').where('menu_id', '=', id).execute();
  await db.deleteFrom('menus').where('id', '=', id).execute();
}

/** Grants an entry to the roles of its console with these codes (the all-access built-in roles). */
// tenancy: only the shared built-in roles (agent_id null), never a team's own role of the same code
export async function grantToRoles(db: Db, menuId: number, audience: Audience, roleCodes: string[]) {
  if (roleCodes.length === 0) return;
  await db
    .insertInto('role_menus')
    .columns(['role_id', 'menu_id'])
    .expression((eb) =>
      eb
        .selectFrom('roles')
        .select(['roles.id as role_id', eb.val(menuId).as('menu_id')])
        .where('roles.audience', '=', audience)
        .where('roles.agent_id', 'is', null)
        .where('roles.built_in', '=', true)
        .where('roles.role_code', 'in', roleCodes),
    )
    .execute();
}
