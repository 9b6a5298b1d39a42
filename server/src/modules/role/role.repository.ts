import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Db } from '#server/db/database.ts';
import { keywordMatch } from '#server/db/keyword.ts';
import type { Database } from '#server/db/schema.ts';

/**
 * The roles a console's platform pages manage: the admin roles (system › role), or the roles every agent team
 * shares (team › role: audience agent, agent_id null — never a team's own role).
 */
export type RoleSet = 'admin' | 'agent';

// tenancy: admin roles and the shared agent roles are the platform's own; only admins with admin.system.role
// (admin) or admin.team.role (agent) reach them; a team's own role (agent_id set) is never in the set
function rolesOf(db: Db, set: RoleSet, keyword?: string) {
  let query = db.selectFrom('roles').where('roles.audience', '=', set);
  if (set === 'agent') query = query.where('roles.agent_id', 'is', null);
  const match = keywordMatch<Database, 'roles'>(keyword, ['roles.role_name', 'roles.role_code']);
  if (match) query = query.where(match);
  return query;
}

export const roleColumns = [
  'roles.id',
  'roles.role_code',
  'roles.role_name',
  'roles.built_in',
  'roles.require_totp',
  'roles.created_at',
] as const;

type RoleRowsIn = ExpressionBuilder<Database, 'roles'>;
type MembershipFilter = (eb: ExpressionBuilder<Database, 'agent_memberships'>) => Expression<SqlBool>;

/**
 * How many hold the role: admin accounts, or members of agent teams — of every team, or of those `members`
 * narrows to (a team counts its own members only).
 * tenancy: a shared role's holders across teams are the platform's count; a team passes its own scope as `members`.
 */
export function roleHolders(eb: RoleRowsIn, set: RoleSet, members?: MembershipFilter) {
  if (set === 'admin') {
    return eb
      .selectFrom('admin_roles')
      .select((inner) => inner.fn.countAll<string>().as('n'))
      .whereRef('admin_roles.role_id', '=', 'roles.id')
      .as('holders');
  }
  let holders = eb
    .selectFrom('agent_memberships')
    .select((inner) => inner.fn.countAll<string>().as('n'))
    .whereRef('agent_memberships.role_id', '=', 'roles.id');
  if (members) holders = holders.where(members);
  return holders.as('holders');
}

/** How many menus the role grants. */
export const roleGrants = (eb: RoleRowsIn) =>
  eb
    .selectFrom('role_menus')
    .select((inner) => inner.fn.countAll<string>().as('n'))
    .whereRef('role_menus.role_id', '=', 'roles.id')
    .as('grants');

const withCounts = (query: ReturnType<typeof rolesOf>, set: RoleSet) =>
  query.select((eb) => [...roleColumns, roleHolders(eb, set), roleGrants(eb)]);

export async function listRoles(
  db: Db,
  set: RoleSet,
  keyword: string | undefined,
  page: { page: number; limit: number },
) {
  const query = rolesOf(db, set, keyword);
  const [rows, total] = await Promise.all([
    withCounts(query, set)
      .orderBy('roles.id')
      .limit(page.limit)
      .offset((page.page - 1) * page.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.count) };
}

export type RoleRow = Awaited<ReturnType<typeof listRoles>>['rows'][number];

export const findRole = (db: Db, set: RoleSet, id: number): Promise<RoleRow | undefined> =>
  withCounts(rolesOf(db, set), set).where('roles.id', '=', id).executeTakeFirst();

/**
 * A role of the set with this code. A shared agent role's code is also refused when any team already named
 * its own role so: a team sees the shared roles and its own side by side, where a code is unique.
 */
export const roleByCode = (db: Db, set: RoleSet, code: string) =>
  db
    .selectFrom('roles')
    .select('roles.id')
    .where('roles.audience', '=', set)
    .where('roles.role_code', '=', code)
    .executeTakeFirst();

// tenancy: pending invitations of every team offering a shared role (admin.team.role): deleting it would take them away
export async function pendingInvitationsOffering(db: Db, roleId: number): Promise<number> {
  const row = await db
    .selectFrom('agent_invitations')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('role_id', '=', roleId)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

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

export const insertRole = (
  db: Db,
  set: RoleSet,
  values: { role_code: string; role_name: string; require_totp: boolean },
) =>
  db
    .insertInto('roles')
    .values({ ...values, audience: set })
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
