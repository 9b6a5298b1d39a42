import { ActivityOrderType } from '@onsite/contracts';
import type { Insertable } from 'kysely';
import type { Db } from '#server/db/database.ts';
import type { ActivityTable } from '#server/db/schema.ts';
import { DEFAULT_SERVER_LANGUAGE, type ServerLanguage } from '#server/platform/i18n/language.ts';
import { localisedTitle } from '#server/platform/i18n/localised.ts';
import type { CustomerScope } from '#server/platform/tenancy/scope.ts';
import { whereTenant } from '#server/platform/tenancy/where-tenant.ts';

/**
 * What making and buying activities reads and writes besides the activity itself: the catalogue it is made
 * from, the customer's membership quota, the purchase orders and what a paid one adds.
 */

// ---- the catalogue (tools and programmes are the platform's, the same for every tenant) ----

/** A tool with its name in `language` (zh_CN by default: what orders and logs record). */
export function findTool(db: Db, id: number, language: ServerLanguage = DEFAULT_SERVER_LANGUAGE) {
  return db
    .selectFrom('tools')
    .select(['id', 'mark', 'slogan'])
    .select(localisedTitle(language, 'tools').as('title'))
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Every tool but the one given (0: all), new ones first, named in `language`. */
export function toolsExcept(db: Db, toolId: number, language: ServerLanguage) {
  return db
    .selectFrom('tools')
    .select(['id', 'mark', 'slogan', 'is_new'])
    .select(localisedTitle(language, 'tools').as('title'))
    .where('id', '!=', toolId)
    .orderBy('is_new', 'desc')
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function findProgramme(db: Db, id: number) {
  return db
    .selectFrom('programmes')
    .select(['id', 'title', 'summary', 'tools'])
    .where('id', '=', id)
    .executeTakeFirst();
}

// ---- the membership quota ----

/**
 * The customer's current membership. With `lock` (creating) the customer row stays locked for the rest of
 * the transaction, so two concurrent creates cannot both take the last free activity.
 */
export function findMembership(db: Db, scope: CustomerScope, options: { lock: boolean }) {
  let query = db
    .selectFrom('customers')
    .select(['customer_vip_id', 'vip_expires_at'])
    .where(whereTenant(scope, 'customers'));
  if (options.lock) query = query.forUpdate();
  return query.executeTakeFirstOrThrow();
}

/** What the plan of one of the customer's memberships gives: free activities, showings, covered tools. */
export function membershipPlan(db: Db, scope: CustomerScope, customerVipId: number) {
  return db
    .selectFrom('customer_vips')
    .innerJoin('vip_plans', 'vip_plans.id', 'customer_vips.plan_id')
    .select(['vip_plans.free_num', 'vip_plans.showings_num', 'vip_plans.scene'])
    .where('customer_vips.id', '=', customerVipId)
    .where('customer_vips.customer_id', '=', scope.customerId)
    .executeTakeFirst();
}

/** How many of the customer's activities the membership made free. */
export async function countFreeActivities(db: Db, scope: CustomerScope, customerVipId: number) {
  const row = await db
    .selectFrom('activities')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where(whereTenant(scope))
    .where('customer_vip_id', '=', customerVipId)
    .where('charge', '=', 'vip')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

// ---- making one ----

export type NewActivity = Omit<Insertable<ActivityTable>, 'agent_id' | 'customer_id'>;

/** Inserts the customer's activity with its (empty) settings row; answers its id. */
export async function insertActivity(db: Db, scope: CustomerScope, activity: NewActivity): Promise<number> {
  const row = await db
    .insertInto('activities')
    .values({ ...activity, agent_id: scope.agentId, customer_id: scope.customerId })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('activity_settings').values({ activity_id: row.id, password_hash: null }).execute();
  return row.id;
}

/** Moves the customer's activity_total by `delta`; the column's check keeps it from going below zero. */
export function adjustActivityTotal(db: Db, scope: CustomerScope, delta: number) {
  return db
    .updateTable('customers')
    .set((eb) => ({ activity_total: eb('activity_total', '+', delta), updated_at: new Date() }))
    .where(whereTenant(scope, 'customers'))
    .execute();
}

// ---- purchase orders ----

/** The places an expand order adds once it is paid. */
export function insertExpansion(db: Db, expansion: { orderNo: string; activityId: number; persons: number }) {
  return db
    .insertInto('activity_expansions')
    .values({ order_no: expansion.orderNo, activity_id: expansion.activityId, persons: expansion.persons })
    .execute();
}

export function findExpansion(db: Db, orderNo: string, activityId: number) {
  return db
    .selectFrom('activity_expansions')
    .select('persons')
    .where('order_no', '=', orderNo)
    .where('activity_id', '=', activityId)
    .executeTakeFirst();
}

/**
 * Withdraws the unpaid purchase orders (create, extend, expand) of activities that are abolished or
 * deleted for good, so nothing can be paid for a void activity; paid orders stay as the record.
 */
export async function dropPendingOrders(db: Db, scope: CustomerScope, activityIds: number[]) {
  if (activityIds.length === 0) return;
  await db
    .deleteFrom('orders')
    .where(whereTenant(scope))
    .where('is_pay', '=', 0)
    .where('order_type', 'in', Object.values(ActivityOrderType))
    .where('subject_id', 'in', activityIds)
    .execute();
}

/** The activity a just-paid order (or a redeemed activation code) is for, locked while its effect is written. */
export function lockActivityOfOrder(db: Db, scope: CustomerScope, activityId: number) {
  return db
    .selectFrom('activities')
    .select(['id', 'title', 'tool_id', 'lifecycle', 'end_time', 'capacity', 'vip_count'])
    .where(whereTenant(scope))
    .where('id', '=', activityId)
    .forUpdate()
    .executeTakeFirst();
}
