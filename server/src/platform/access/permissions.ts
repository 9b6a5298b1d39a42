import { sql } from 'kysely';
import type { Db } from '#server/db/database.ts';
import { prepared } from '#server/db/prepared.ts';
import type { Principal } from '#server/platform/auth/principal.ts';

// On every staff request whose route names a permission: one statement that answers whether any of the
// principal's roles grants it (at most a row or two), compiled once — where the principal's roles and then
// every permission string they grant (hundreds of rows for a platform admin) were two statements a request.
const adminHolds = prepared<{ held: number }, [adminId: number, permission: string]>((db) =>
  db
    .selectFrom('admin_roles')
    .innerJoin('role_menus', 'role_menus.role_id', 'admin_roles.role_id')
    .innerJoin('menus', 'menus.id', 'role_menus.menu_id')
    .select(sql<number>`1`.as('held'))
    .where('admin_roles.admin_id', '=', 0)
    .where('menus.permission_mark', '=', '')
    .limit(sql.lit(1)),
);
const agentUserHolds = prepared<{ held: number }, [agentUserId: number, agentId: number, permission: string]>(
  (db) =>
    db
      .selectFrom('agent_memberships')
      .innerJoin('role_menus', 'role_menus.role_id', 'agent_memberships.role_id')
      .innerJoin('menus', 'menus.id', 'role_menus.menu_id')
      .select(sql<number>`1`.as('held'))
      .where('agent_memberships.agent_user_id', '=', 0)
      .where('agent_memberships.agent_id', '=', 0)
      .where('menus.permission_mark', '=', '')
      .limit(sql.lit(1)),
);

/**
 * Whether the principal holds a permission string: the permission_mark of a menu one of its roles grants.
 * Admins hold the union of their roles; agent users hold their role in the team they act in now; customers
 * hold none.
 */
export async function holdsPermission(db: Db, principal: Principal, permission: string): Promise<boolean> {
  if (principal.kind === 'admin') return (await adminHolds(db, principal.adminId, permission)).length > 0;
  if (principal.kind === 'agent')
    return (await agentUserHolds(db, principal.agentUserId, principal.agentId, permission)).length > 0;
  return false;
}

export async function roleIdsOf(db: Db, principal: Principal): Promise<number[]> {
  if (principal.kind === 'admin') {
    const rows = await db
      .selectFrom('admin_roles')
      .select('role_id')
      .where('admin_id', '=', principal.adminId)
      .execute();
    return rows.map((row) => row.role_id);
  }
  if (principal.kind === 'agent') {
    const row = await db
      .selectFrom('agent_memberships')
      .select('role_id')
      .where('agent_user_id', '=', principal.agentUserId)
      .where('agent_id', '=', principal.agentId)
      .executeTakeFirst();
    return row ? [row.role_id] : [];
  }
  return [];
}
