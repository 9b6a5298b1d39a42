import { ActivityOrderType } from '@onsite/contracts';
import type { Db } from '#server/db/database.ts';

/** The customer an activity query is scoped to (from the principal, never from the request). */
export type CustomerScope = { agentId: number; customerId: number };

const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

function ownActivities(db: Db, scope: CustomerScope) {
  return db
    .selectFrom('activities')
    .innerJoin('tools', 'tools.id', 'activities.tool_id')
    .leftJoin('programmes', 'programmes.id', 'activities.programme_id')
    .leftJoin('activity_groups', 'activity_groups.id', 'activities.group_id')
    .leftJoin('activity_settings', 'activity_settings.activity_id', 'activities.id')
    .select([
      'activities.id',
      'activities.title',
      'activities.tool_id',
      'tools.title as tool_title',
      'activities.programme_id',
      'programmes.title as programme_title',
      'activities.group_id',
      'activity_groups.title as group_title',
      'activities.lifecycle',
      'activities.cancelled_at',
      'activities.begin_time',
      'activities.end_time',
      'activities.capacity',
      'activities.showings',
      'activities.vip_count',
      'activities.vip_last_time',
      'activities.charge',
      'activities.order_no',
      'activities.created_at',
      'activity_settings.password_hash',
    ])
    .where('activities.agent_id', '=', scope.agentId)
    .where('activities.customer_id', '=', scope.customerId);
}

export type ActivityRow = NonNullable<Awaited<ReturnType<typeof findActivity>>>;

/** One of the customer's activities; another customer's id is not found. */
export function findActivity(db: Db, scope: CustomerScope, id: number) {
  return ownActivities(db, scope).where('activities.id', '=', id).executeTakeFirst();
}

/** Locks the customer's activity row for the rest of the transaction (state checks happen under it). */
export function lockActivity(db: Db, scope: CustomerScope, id: number) {
  return db
    .selectFrom('activities')
    .select('id')
    .where('agent_id', '=', scope.agentId)
    .where('customer_id', '=', scope.customerId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Which stored rows a wire status selects at `now` (the SQL twin of activity-state.ts statusOf). */
export type StatusFilter =
  | 'unpaid'
  | 'notStarted'
  | 'inProgress'
  | 'ended'
  | 'cancelled'
  | 'abolished'
  | 'notCancelled';

export interface ActivityFilter {
  keyword?: string;
  status?: StatusFilter;
  groupId?: number;
  toolId?: number;
  sort: 'create_time' | 'begin_time' | 'title';
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
  now: Date;
}

const SORT_COLUMN = {
  create_time: 'activities.created_at',
  begin_time: 'activities.begin_time',
  title: 'activities.title',
} as const;

export async function listActivities(db: Db, scope: CustomerScope, filter: ActivityFilter) {
  let query = ownActivities(db, scope);
  if (filter.keyword) query = query.where('activities.title', 'ilike', escapeLike(filter.keyword));
  if (filter.groupId !== undefined) {
    query =
      filter.groupId === 0
        ? query.where('activities.group_id', 'is', null)
        : query.where('activities.group_id', '=', filter.groupId);
  }
  if (filter.toolId) query = query.where('activities.tool_id', '=', filter.toolId);
  const now = filter.now;
  const live = query.where('activities.cancelled_at', 'is', null);
  switch (filter.status) {
    case 'abolished':
      query = query.where('activities.lifecycle', '=', 'abolished');
      break;
    case 'cancelled':
      query = query
        .where('activities.lifecycle', '!=', 'abolished')
        .where('activities.cancelled_at', 'is not', null);
      break;
    case 'unpaid':
      query = live.where('activities.lifecycle', '=', 'unpaid');
      break;
    case 'notStarted':
      query = live.where('activities.lifecycle', '=', 'paid').where('activities.begin_time', '>', now);
      break;
    case 'inProgress':
      query = live
        .where('activities.lifecycle', '=', 'paid')
        .where('activities.begin_time', '<=', now)
        .where('activities.end_time', '>', now);
      break;
    case 'ended':
      query = live.where('activities.lifecycle', '=', 'paid').where('activities.end_time', '<=', now);
      break;
    case 'notCancelled':
      query = query.where((eb) =>
        eb.or([eb('activities.cancelled_at', 'is', null), eb('activities.lifecycle', '=', 'abolished')]),
      );
      break;
  }
  const [rows, total] = await Promise.all([
    query
      .orderBy(SORT_COLUMN[filter.sort], filter.order)
      .orderBy('activities.id', filter.order)
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.total) };
}

export function findGroupByTitle(db: Db, scope: CustomerScope, title: string) {
  return db
    .selectFrom('activity_groups')
    .select('id')
    .where('agent_id', '=', scope.agentId)
    .where('customer_id', '=', scope.customerId)
    .where('title', '=', title)
    .executeTakeFirst();
}

export async function groupIdFor(db: Db, scope: CustomerScope, title: string): Promise<number> {
  await db
    .insertInto('activity_groups')
    .values({ agent_id: scope.agentId, customer_id: scope.customerId, title })
    .onConflict((conflict) => conflict.columns(['customer_id', 'title']).doNothing())
    .execute();
  const group = await findGroupByTitle(db, scope, title);
  if (!group) throw new Error('activity group vanished');
  return group.id;
}

export function listGroups(db: Db, scope: CustomerScope) {
  return db
    .selectFrom('activity_groups')
    .leftJoin('activities', 'activities.group_id', 'activity_groups.id')
    .select(['activity_groups.id', 'activity_groups.title'])
    .select((eb) => eb.fn.count<string>('activities.id').as('total'))
    .where('activity_groups.agent_id', '=', scope.agentId)
    .where('activity_groups.customer_id', '=', scope.customerId)
    .groupBy(['activity_groups.id', 'activity_groups.title'])
    .orderBy('activity_groups.title')
    .limit(100)
    .execute();
}

export function vipPersons(db: Db, activityId: number) {
  return db
    .selectFrom('activity_vip_persons')
    .select(['id', 'name', 'mobile', 'created_at'])
    .where('activity_id', '=', activityId)
    .orderBy('id')
    .limit(500)
    .execute();
}

/** Moves customers.activity_total by `delta`; the column's check keeps it from going below zero. */
export function adjustActivityTotal(db: Db, customerId: number, delta: number) {
  return db
    .updateTable('customers')
    .set((eb) => ({ activity_total: eb('activity_total', '+', delta), updated_at: new Date() }))
    .where('id', '=', customerId)
    .execute();
}

/**
 * Withdraws the unpaid purchase orders (create, extend, expand) of activities that are abolished or
 * deleted for good, so nothing can be paid for a void activity; paid orders stay as the record.
 */
export function dropPendingOrders(db: Db, customerId: number, activityIds: number[]) {
  if (activityIds.length === 0) return Promise.resolve();
  return db
    .deleteFrom('orders')
    .where('customer_id', '=', customerId)
    .where('is_pay', '=', 0)
    .where('order_type', 'in', Object.values(ActivityOrderType))
    .where('subject_id', 'in', activityIds)
    .execute()
    .then(() => undefined);
}
