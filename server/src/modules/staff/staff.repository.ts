import type { Db } from '#server/db/database.ts';
import { keywordMatch } from '#server/db/keyword.ts';
import type { Database } from '#server/db/schema.ts';

// tenancy: admin accounts are the platform's own; only the platform (admin.system.user) reaches this module

export interface StaffFilter {
  keyword?: string;
  roleId?: number;
  status?: number;
}

const staffColumns = [
  'admins.id',
  'admins.username',
  'admins.nickname',
  'admins.email',
  'admins.phone',
  'admins.status',
  'admins.password_pending',
  'admins.created_at',
] as const;

function filteredStaff(db: Db, filter: StaffFilter) {
  let query = db.selectFrom('admins');
  const keyword = keywordMatch<Database, 'admins'>(filter.keyword, [
    'admins.username',
    'admins.nickname',
    'admins.email',
    'admins.phone',
  ]);
  if (keyword) query = query.where(keyword);
  if (filter.status !== undefined) query = query.where('admins.status', '=', filter.status);
  const roleId = filter.roleId;
  if (roleId !== undefined)
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('admin_roles')
          .select('admin_roles.role_id')
          .whereRef('admin_roles.admin_id', '=', 'admins.id')
          .where('admin_roles.role_id', '=', roleId),
      ),
    );
  return query;
}

export async function listStaff(db: Db, filter: StaffFilter, page: { page: number; limit: number }) {
  const query = filteredStaff(db, filter);
  const [rows, total] = await Promise.all([
    query
      .select(staffColumns)
      .orderBy('admins.id', 'asc')
      .limit(page.limit)
      .offset((page.page - 1) * page.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.count) };
}

export type StaffRow = Awaited<ReturnType<typeof listStaff>>['rows'][number];

export const findStaff = (db: Db, id: number): Promise<StaffRow | undefined> =>
  db.selectFrom('admins').select(staffColumns).where('admins.id', '=', id).executeTakeFirst();

export const findStaffByUsername = (db: Db, username: string) =>
  db
    .selectFrom('admins')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
    .executeTakeFirst();

/** The admin roles of these accounts, by account. */
// tenancy: admin roles are shared (agent_id null), the platform's own
export async function rolesOfStaff(db: Db, adminIds: number[]) {
  const rows =
    adminIds.length === 0
      ? []
      : await db
          .selectFrom('admin_roles')
          .innerJoin('roles', 'roles.id', 'admin_roles.role_id')
          .select(['admin_roles.admin_id', 'roles.id', 'roles.role_name', 'roles.role_code'])
          .where('admin_roles.admin_id', 'in', adminIds)
          .orderBy('roles.id')
          .execute();
  const byAdmin = new Map<number, { id: number; role_name: string; role_code: string }[]>();
  for (const { admin_id: adminId, ...role } of rows)
    byAdmin.set(adminId, [...(byAdmin.get(adminId) ?? []), role]);
  return byAdmin;
}

/** Each account's last sign-in (its newest session). */
// tenancy: admin sessions only (audience admin), which no tenant owns
export async function lastLogins(db: Db, adminIds: number[]) {
  const rows =
    adminIds.length === 0
      ? []
      : await db
          .selectFrom('sessions')
          .select(['subject_id', (eb) => eb.fn.max('created_at').as('last')])
          .where('audience', '=', 'admin')
          .where('subject_id', 'in', adminIds)
          .groupBy('subject_id')
          .execute();
  return new Map(rows.map((row) => [row.subject_id, row.last as Date | null]));
}

export const adminRoles = (db: Db) =>
  db
    .selectFrom('roles')
    .select(['id', 'role_name', 'role_code'])
    .where('audience', '=', 'admin')
    .orderBy('id')
    .execute();

/** Active accounts holding the super admin role, other than `exceptId`. */
export async function otherActiveSuperAdmins(db: Db, exceptId: number, superRoleId: number): Promise<number> {
  const row = await db
    .selectFrom('admins')
    .innerJoin('admin_roles', 'admin_roles.admin_id', 'admins.id')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('admin_roles.role_id', '=', superRoleId)
    .where('admins.status', '=', 1)
    .where('admins.id', '<>', exceptId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function setRoles(db: Db, adminId: number, roleIds: number[]) {
  await db.deleteFrom('admin_roles').where('admin_id', '=', adminId).execute();
  await db
    .insertInto('admin_roles')
    .values(roleIds.map((roleId) => ({ admin_id: adminId, role_id: roleId })))
    .execute();
}

export const insertStaff = (
  db: Db,
  values: {
    username: string;
    nickname: string;
    email: string;
    phone: string;
    password_hash: string;
    password_pending: boolean;
  },
) => db.insertInto('admins').values(values).returning('id').executeTakeFirstOrThrow();

export const updateStaffRow = (
  db: Db,
  id: number,
  values: Partial<{
    nickname: string;
    email: string;
    phone: string;
    status: number;
    password_hash: string;
    password_pending: boolean;
  }>,
) =>
  db
    .updateTable('admins')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .execute();

export const deleteStaffRow = (db: Db, id: number) => db.deleteFrom('admins').where('id', '=', id).execute();

/** Every menu and permission string of the admin console, and which admin role grants which mark. */
// tenancy: admin roles are the platform's own (audience admin; no team holds one)
export async function adminGrants(db: Db) {
  const [menus, links] = await Promise.all([
    db
      .selectFrom('menus')
      .select(['id', 'parent_id', 'permission_name', 'permission_mark', 'menu_type', 'route'])
      .where('audience', '=', 'admin')
      .orderBy('sort')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('role_menus')
      .innerJoin('menus', 'menus.id', 'role_menus.menu_id')
      .innerJoin('roles', 'roles.id', 'role_menus.role_id')
      .select(['role_menus.role_id', 'menus.permission_mark'])
      .where('roles.audience', '=', 'admin')
      .execute(),
  ]);
  return { menus, links };
}

// set-password links (only the token's hash is kept)

/** The account's links that could still be used stop working (a newer link, or a password set otherwise). */
export const voidPasswordLinks = (db: Db, adminId: number) =>
  db
    .updateTable('staff_password_links')
    .set({ voided_at: new Date() })
    .where('admin_id', '=', adminId)
    .where('used_at', 'is', null)
    .where('voided_at', 'is', null)
    .execute();

export const insertPasswordLink = (
  db: Db,
  values: { adminId: number; tokenHash: string; expiresAt: Date; createdBy: number },
) =>
  db
    .insertInto('staff_password_links')
    .values({
      admin_id: values.adminId,
      token_hash: values.tokenHash,
      expires_at: values.expiresAt,
      created_by: values.createdBy,
    })
    .execute();

export const passwordLinkByHash = (db: Db, tokenHash: string) =>
  db
    .selectFrom('staff_password_links')
    .innerJoin('admins', 'admins.id', 'staff_password_links.admin_id')
    .select([
      'staff_password_links.id',
      'staff_password_links.expires_at',
      'staff_password_links.used_at',
      'staff_password_links.voided_at',
      'admins.id as admin_id',
      'admins.username',
      'admins.nickname',
      'admins.email',
      'admins.phone',
    ])
    .where('staff_password_links.token_hash', '=', tokenHash)
    .executeTakeFirst();

/** Uses the link once: of two submissions at the same moment one wins. */
export async function usePasswordLink(db: Db, id: number) {
  const used = await db
    .updateTable('staff_password_links')
    .set({ used_at: new Date() })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('voided_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning('id')
    .executeTakeFirst();
  return used !== undefined;
}
