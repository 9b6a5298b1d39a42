import type { Db } from '#server/db/database.ts';
import { notFound } from '#server/platform/http/errors.ts';
import type { ServerLanguage } from '#server/platform/i18n/language.ts';
import { type CustomerScope, customerScope } from '#server/platform/tenancy/scope.ts';
import * as repository from './activity.repository.ts';
import {
  type ActivityOwner,
  type CustomerPrincipal,
  clockOf,
  toItem,
  withActivity,
} from './activity-access.ts';
import * as purchases from './activity-purchase.repository.ts';
import { assertAllowed } from './activity-state.ts';

/**
 * An activity's life cycle besides paying (activity-state.ts): cancel into the recycle bin and restore,
 * abolish, end now; and the recycle bin itself — its list, deleting some for good, emptying it.
 */

/** cancel: into the recycle bin, out of the "my activities" count (customers.activity_total). */
export const cancel = (db: Db, principal: ActivityOwner, id: number) =>
  withActivity(db, principal, id, 'cancel', async (trx, row, now, scope) => {
    await repository.updateActivity(trx, scope, row.id, { cancelled_at: now });
    await purchases.adjustActivityTotal(trx, scope, -1);
  });

export const restore = (db: Db, principal: ActivityOwner, id: number) =>
  withActivity(db, principal, id, 'restore', async (trx, row, _now, scope) => {
    await repository.updateActivity(trx, scope, row.id, { cancelled_at: null });
    await purchases.adjustActivityTotal(trx, scope, 1);
  });

/** abolish: terminal; its unpaid orders are withdrawn so nothing can be paid for it any more. */
export const abolish = (db: Db, principal: ActivityOwner, id: number) =>
  withActivity(db, principal, id, 'abolish', async (trx, row, _now, scope) => {
    await repository.updateActivity(trx, scope, row.id, { lifecycle: 'abolished', order_no: '' });
    await purchases.dropPendingOrders(trx, scope, [row.id]);
  });

/** over: ends a running activity now (its end time becomes now). */
export const over = (db: Db, principal: ActivityOwner, id: number) =>
  withActivity(db, principal, id, 'over', (trx, row, now, scope) =>
    repository.updateActivity(trx, scope, row.id, {
      end_time: now > row.begin_time ? now : new Date(row.begin_time.getTime() + 1),
    }),
  );

// ---- the recycle bin ----

/** getCancelList: the recycle bin, newest first. */
export async function cancelList(
  db: Db,
  principal: CustomerPrincipal,
  page: { page: number; limit: number },
  language: ServerLanguage,
) {
  const now = new Date();
  const { rows, total } = await repository.listActivities(db, customerScope(principal), {
    status: 'cancelled',
    sort: 'create_time',
    order: 'desc',
    page: page.page,
    limit: page.limit,
    now,
  });
  return { rows: rows.map((row) => toItem(row, now, language)), total };
}

/** deleteRecycle: removes the chosen activities for good; every one must be the customer's and in the bin. */
export async function deleteRecycle(db: Db, principal: CustomerPrincipal, ids: number[]) {
  const unique = [...new Set(ids)];
  const scope = customerScope(principal);
  await db.transaction().execute(async (trx) => {
    const now = new Date();
    for (const id of unique) {
      if (!(await repository.lockActivity(trx, scope, id))) throw notFound('activity not found');
      const row = await repository.findActivity(trx, scope, id);
      if (!row) throw notFound('activity not found');
      assertAllowed('deleteRecycle', clockOf(row), now);
    }
    await removeActivities(trx, scope, unique);
  });
  return { deleted: unique.length };
}

/** emptyRecycle: removes every activity in the customer's recycle bin. */
export async function emptyRecycle(db: Db, principal: CustomerPrincipal) {
  const scope = customerScope(principal);
  return db.transaction().execute(async (trx) => {
    const rows = await repository.lockRecycleBin(trx, scope);
    await removeActivities(
      trx,
      scope,
      rows.map((row) => row.id),
    );
    return { deleted: rows.length };
  });
}

/** Deletes recycle-bin activities for good (they left activity_total when they were cancelled). */
async function removeActivities(trx: Db, scope: CustomerScope, ids: number[]) {
  if (ids.length === 0) return;
  await purchases.dropPendingOrders(trx, scope, ids);
  await repository.deleteActivities(trx, scope, ids);
}
