import type { RoleDetail, RoleItem } from '@onsite/contracts';
import type { Db } from '#server/db/database.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { badRequest, notFound } from '#server/platform/http/errors.ts';
import { iso } from '#server/platform/time.ts';
import * as repository from './role.repository.ts';

/** A role row with its counts as a list item (the team roles' rows have the same columns). */
export const toRoleItem = (
  row: Pick<
    repository.RoleRow,
    'id' | 'role_code' | 'role_name' | 'built_in' | 'require_totp' | 'holders' | 'grants' | 'created_at'
  >,
): RoleItem => ({
  id: row.id,
  role_code: row.role_code,
  role_name: row.role_name,
  built_in: row.built_in,
  require_totp: row.require_totp,
  holders: Number(row.holders ?? 0),
  grants: Number(row.grants ?? 0),
  create_time: iso(row.created_at),
});

export async function roleDetail(db: Db, set: repository.RoleSet, id: number): Promise<RoleDetail> {
  const row = await repository.findRole(db, set, id);
  if (!row) throw notFound('role not found');
  return { ...toRoleItem(row), menu_ids: await repository.grantedMenuIds(db, id) };
}

/**
 * The grants to store: the menus asked for, each with its ancestors (a granted page needs its parent menu
 * to be reachable); an id that is not a menu of the console is refused (the team roles use it too).
 */
export async function grantsWithAncestors(
  db: Db,
  audience: 'admin' | 'agent',
  menuIds: number[],
): Promise<number[]> {
  const menus = new Map((await repository.menuTree(db, audience)).map((menu) => [menu.id, menu]));
  const granted = new Set<number>();
  for (const id of menuIds) {
    if (!menus.has(id)) throw badRequest('menu not found');
    for (let node = menus.get(id); node && !granted.has(node.id); node = menus.get(node.parent_id))
      granted.add(node.id);
  }
  return [...granted].sort((a, b) => a - b);
}

async function editable(db: Db, set: repository.RoleSet, id: number) {
  const row = await repository.findRole(db, set, id);
  if (!row) throw notFound('role not found');
  if (row.built_in) throw badRequest('built-in roles follow the product and cannot be changed');
  return row;
}

interface RoleInput {
  role_name: string;
  menu_ids: number[];
  require_totp: boolean;
}

/**
 * A role of the set (admin roles, or the roles every agent team shares), granted from its console's menus.
 * The code is unique in the audience: among the admin roles, or among every agent role (shared or a team's).
 */
export function createRole(db: Db, set: repository.RoleSet, input: RoleInput & { role_code: string }) {
  return inTransaction(db, async (trx) => {
    if (await repository.roleByCode(trx, set, input.role_code)) throw badRequest('this role code is taken');
    const grants = await grantsWithAncestors(trx, set, input.menu_ids);
    const { id } = await repository.insertRole(trx, set, {
      role_code: input.role_code,
      role_name: input.role_name,
      require_totp: input.require_totp,
    });
    await repository.setGrants(trx, id, grants);
    return roleDetail(trx, set, id);
  });
}

/**
 * Holders get the new grants on their next request: permissions are read from role_menus per request
 * (platform/access/permissions.ts), nothing caches them.
 */
export function updateRole(db: Db, set: repository.RoleSet, input: RoleInput & { id: number }) {
  return inTransaction(db, async (trx) => {
    await editable(trx, set, input.id);
    const grants = await grantsWithAncestors(trx, set, input.menu_ids);
    await repository.updateRoleRow(trx, input.id, {
      role_name: input.role_name,
      require_totp: input.require_totp,
    });
    await repository.setGrants(trx, input.id, grants);
    return roleDetail(trx, set, input.id);
  });
}

/** A role nobody holds (an admin account, or a member of any team) and no pending invitation offers. */
export function deleteRole(db: Db, set: repository.RoleSet, id: number) {
  return inTransaction(db, async (trx) => {
    const row = await editable(trx, set, id);
    const holders = Number(row.holders ?? 0);
    if (holders > 0)
      throw set === 'admin'
        ? badRequest('this role is held by {count} accounts; take it from them first', { count: holders })
        : badRequest('this role is held by {count} members; give them another role first', {
            count: holders,
          });
    if (set === 'agent') {
      const offered = await repository.pendingInvitationsOffering(trx, id);
      if (offered > 0)
        throw badRequest('this role is offered by {count} pending invitations; revoke them first', {
          count: offered,
        });
    }
    await repository.deleteRole(trx, id);
  });
}
