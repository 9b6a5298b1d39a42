import type { Db } from '#server/db/database.ts';
import { customerScope } from '#server/platform/tenancy/scope.ts';
import * as repository from './activity.repository.ts';
import { type CustomerPrincipal, withActivity } from './activity-access.ts';

/** The customer's activity groups: the list (with how many activities each holds) and moving an activity. */

export async function groups(db: Db, principal: CustomerPrincipal) {
  const rows = await repository.listGroups(db, customerScope(principal));
  return rows.map((row) => ({ id: row.id, title: row.title, total: Number(row.total) }));
}

/** editGroup: into the group of this title (made when the customer has none yet); '' takes it out. */
export const editGroup = (db: Db, principal: CustomerPrincipal, input: { id: number; group_title: string }) =>
  withActivity(db, principal, input.id, 'group', async (trx, row, _now, scope) => {
    const groupId = input.group_title ? await repository.ensureGroup(trx, scope, input.group_title) : null;
    await repository.updateActivity(trx, scope, row.id, { group_id: groupId });
  });
