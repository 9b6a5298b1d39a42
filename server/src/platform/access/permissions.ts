import type { Db } from '#server/db/database.ts';
import type { Principal } from '#server/platform/auth/principal.ts';

/**
 * The permission strings a principal holds: the permission_mark of every menu its roles grant.
 * Admins hold the union of their roles; agent users hold their role in the team they act in now.
 */
export async function permissionsOf(db: Db, principal: Principal): Promise<Set<string>> {
  const roleIds = await roleIdsOf(db, principal);
  if (roleIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('role_menus')
    .innerJoin('menus', 'menus.id', 'role_menus.menu_id')
    .select('menus.permission_mark')
    .where('role_menus.role_id', 'in', roleIds)
    .execute();
  return new Set(rows.map((row) => row.permission_mark));
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
