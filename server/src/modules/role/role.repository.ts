import type { Db } from '#server/db/database.ts';
import { keywordMatch } from '#server/db/keyword.ts';
import type { Database } from '#server/db/schema.ts';

// tenancy: admin roles and admin menus are the platform's own; only admins with admin.system.role reach them

const roleColumns = [
  'roles.id',
  'roles.role_code',
  'roles.role_name',
  'roles.built_in',
  'roles.require_totp',
  'roles.created_at',
] as const;

function adminRoles(db: Db, keyword?: string) {
  let query = db.selectFrom('roles').where('roles.audience', '=', 'admin');
  const match = keywordMatch<Database, 'roles'>(keyword, ['roles.role_name', 'roles.role_code']);
  if (match) query = query.where(match);
  return query;
}

const withCounts = (query: ReturnType<typeof adminRoles>) =>
  query.select((eb) => [
    ...roleColumns,
    eb
      .selectFrom('admin_roles')
      .select((inner) => inner.fn.countAll<string>().as('n'))
      .whereRef('admin_roles.role_id', '=', 'roles.id')
      .as('holders'),
    eb
      .selectFrom('role_menus')
      .select((inner) => inner.fn.countAll<string>().as('n'))
      .whereRef('role_menus.role_id', '=', 'roles.id')
      .as('grants'),
  ]);

export async function listRoles(db: Db, keyword: string | undefined, page: { page: number; limit: number }) {
  const query = adminRoles(db, keyword);
  const [rows, total] = await Promise.all([
    withCounts(query)
      .orderBy('roles.id')
      .limit(page.limit)
      .offset((page.page - 1) * page.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.count) };
}

export type RoleRow = Awaited<ReturnType<typeof listRoles>>['rows'][number];

export const findRole = (db: Db, id: number): Promise<RoleRow | undefined> =>
  withCounts(adminRoles(db)).where('roles.id', '=', id).executeTakeFirst();

export const roleByCode = (db: Db, code: string) =>
  adminRoles(db).select('roles.id').where('roles.role_code', '=', code).executeTakeFirst();

export async function grantedMenuIds(db: Db, roleId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('role_menus')
    .select('menu_id')
    .where('role_id', '=', roleId)
    .orderBy('menu_id')
    .execute();
  return rows.map((row) => row.menu_id);
}

/** A console's menus and permission strings (what its roles may grant), in menu order. */
export const menuTree = (db: Db, audience: 'admin' | 'agent') =>
  db
    .selectFrom('menus')
    .select(['id', 'parent_id', 'permission_name as name', 'permission_mark as mark', 'menu_type'])
    .where('audience', '=', audience)
    .orderBy('sort')
    .orderBy('id')
    .execute();

export const insertRole = (db: Db, values: { role_code: string; role_name: string; require_totp: boolean }) =>
  db
    .insertInto('roles')
    .values({ ...values, audience: 'admin' })
    .returning('id')
    .executeTakeFirstOrThrow();

export const updateRoleRow = (db: Db, id: number, values: { role_name: string; require_totp: boolean }) =>
  db.updateTable('roles').set(values).where('id', '=', id).execute();

export async function setGrants(db: Db, roleId: number, menuIds: number[]) {
  await db.deleteFrom('role_menus').where('role_id', '=', roleId).execute();
  if (menuIds.length > 0)
    await db
      .insertInto('role_menus')
      .values(menuIds.map((menuId) => ({ role_id: roleId, menu_id: menuId })))
      .execute();
}

export const deleteRole = (db: Db, id: number) => db.deleteFrom('roles').where('id', '=', id).execute();
