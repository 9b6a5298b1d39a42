import type { ActivityItem } from '@onsite/contracts';
import type { Db } from '#server/db/database.ts';
import { inTransaction } from '#server/db/transaction.ts';
import type { Principal } from '#server/platform/auth/principal.ts';
import { notFound } from '#server/platform/http/errors.ts';
import type { ServerLanguage } from '#server/platform/i18n/language.ts';
import { inLanguage } from '#server/platform/i18n/localised.ts';
import { type CustomerScope, customerScope } from '#server/platform/tenancy/scope.ts';
import { iso } from '#server/platform/time.ts';
import * as repository from './activity.repository.ts';
import { type ActivityOperation, assertAllowed, statusOf } from './activity-state.ts';

/**
 * Reaching one of the customer's activities, shared by the activity services: the row as the wire shows
 * it, found in the customer's scope, or locked and checked against the state machine before a change.
 */

export type CustomerPrincipal = Extract<Principal, { kind: 'customer' }>;

/**
 * Whose activity a change acts for: the signed-in customer, or — for the platform's operations
 * (activity-console.service.ts) — the owner of the activity the platform found in its own scope.
 */
export type ActivityOwner = { agentId: number; customerId: number };

export const DAY_MS = 86_400_000;

/** What the state machine reads of a row (activity-state.ts). */
export const clockOf = (
  row: Pick<repository.ActivityRow, 'lifecycle' | 'cancelled_at' | 'begin_time' | 'end_time'>,
) => ({
  lifecycle: row.lifecycle,
  cancelledAt: row.cancelled_at,
  beginTime: row.begin_time,
  endTime: row.end_time,
});

/** An activity as the customer's pages show it, its tool named in the reader's `language`. */
export function toItem(row: repository.ActivityRow, now: Date, language: ServerLanguage): ActivityItem {
  return {
    id: row.id,
    title: row.title,
    tool_id: row.tool_id,
    tool_title: inLanguage(language, {
      zh_CN: row.tool_title,
      en: row.tool_title_en,
      zh_TW: row.tool_title_zh_tw,
    }),
    programme_id: row.programme_id ?? 0,
    programme_title: row.programme_title ?? '',
    group_id: row.group_id ?? 0,
    group_title: row.group_title ?? '',
    status: statusOf(clockOf(row), now),
    begin_time: iso(row.begin_time),
    end_time: iso(row.end_time),
    capacity: row.capacity,
    showings: row.showings,
    vip_count: row.vip_count,
    vip_last_time: iso(row.vip_last_time),
    has_password: row.password_hash ? 1 : 0,
    order_no: row.lifecycle === 'unpaid' ? row.order_no : '',
    create_time: iso(row.created_at),
  };
}

export async function ownActivity(db: Db, principal: CustomerPrincipal, id: number) {
  const row = await repository.findActivity(db, customerScope(principal), id);
  if (!row) throw notFound('activity not found');
  return row;
}

/**
 * Runs `change` on one of the customer's activities inside a transaction (the caller's when `db` is one: the
 * platform's abolish with refunds), with the row locked and the operation checked against its state at
 * `now`; a refusal throws before anything is written.
 */
export async function withActivity<T>(
  db: Db,
  principal: ActivityOwner,
  id: number,
  operation: ActivityOperation,
  change: (trx: Db, row: repository.ActivityRow, now: Date, scope: CustomerScope) => Promise<T>,
): Promise<T> {
  return inTransaction(db, async (trx) => {
    const scope = customerScope(principal);
    if (!(await repository.lockActivity(trx, scope, id))) throw notFound('activity not found');
    const row = await repository.findActivity(trx, scope, id);
    if (!row) throw notFound('activity not found');
    const now = new Date();
    assertAllowed(operation, clockOf(row), now);
    return change(trx, row, now, scope);
  });
}
