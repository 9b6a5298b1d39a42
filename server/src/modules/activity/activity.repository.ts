import { ActivityStatus } from '@onsite/contracts';
import { type NotNull, type SelectQueryBuilder, sql, type Updateable } from 'kysely';
import type { Db } from '#server/db/database.ts';
import { pageWithin } from '#server/db/paging.ts';
import type { ActivityTable, Database } from '#server/db/schema.ts';
import { type CustomerScope, customerScope } from '#server/platform/tenancy/scope.ts';
import { whereTenant } from '#server/platform/tenancy/where-tenant.ts';

/**
 * A customer's activities, their groups, VIP lists and settings. Every function takes the customer's scope
 * (from the principal, never from the request): another customer's activity is simply not found.
 */

const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** Activities narrowed by where clauses only (the caller orders and pages them). */
export type OwnActivities = SelectQueryBuilder<Database, 'activities', object>;

/** The customer's activities (where clauses only; the caller narrows, orders and pages them). */
function ownActivities(db: Db, scope: CustomerScope): OwnActivities {
  return db.selectFrom('activities').where(whereTenant(scope, 'activities'));
}

/**
 * The activities `picked` chose (already narrowed, ordered and paged) as the wire shows them, with their
 * tool, programme, group and password: each a scalar subquery on the picked rows only, never on rows a page
 * skips. Not joins: PostgreSQL spends its planning time on the join order, and planning a page of the
 * console's list (these four, the customer and the agent: seven tables) took 2.8 ms at a million rows
 * against 0.25 ms to run it; with subqueries, each a key lookup planned alone, it plans in 0.15 ms.
 * tenancy: `picked` is already narrowed by the caller's scope; this only looks up names for those rows.
 */
export function withNames(db: Db, picked: OwnActivities) {
  return (
    db
      .selectFrom(picked.selectAll('activities').as('activities'))
      .select((eb) => {
        const tool = () => eb.selectFrom('tools').whereRef('tools.id', '=', 'activities.tool_id');
        return [
          'activities.id',
          'activities.title',
          'activities.tool_id',
          tool().select('tools.title').as('tool_title'),
          tool().select('tools.title_en').as('tool_title_en'),
          tool().select('tools.title_zh_tw').as('tool_title_zh_tw'),
          'activities.programme_id',
          eb
            .selectFrom('programmes')
            .select('programmes.title')
            .whereRef('programmes.id', '=', 'activities.programme_id')
            .as('programme_title'),
          'activities.group_id',
          eb
            .selectFrom('activity_groups')
            .select('activity_groups.title')
            .whereRef('activity_groups.id', '=', 'activities.group_id')
            .as('group_title'),
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
          eb
            .selectFrom('activity_settings')
            .select('activity_settings.password_hash')
            .whereRef('activity_settings.activity_id', '=', 'activities.id')
            .as('password_hash'),
        ];
      })
      // every activity has its tool (a foreign key)
      .$narrowType<{ tool_title: NotNull; tool_title_en: NotNull; tool_title_zh_tw: NotNull }>()
  );
}

export type ActivityRow = NonNullable<Awaited<ReturnType<typeof findActivity>>>;

/** One of the customer's activities; another customer's id is not found. */
export function findActivity(db: Db, scope: CustomerScope, id: number) {
  return withNames(db, ownActivities(db, scope).where('activities.id', '=', id)).executeTakeFirst();
}

/** Locks the customer's activity row for the rest of the transaction (state checks happen under it). */
export function lockActivity(db: Db, scope: CustomerScope, id: number) {
  return db
    .selectFrom('activities')
    .select('id')
    .where(whereTenant(scope))
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

/** The wire status (ActivityStatus) a list filters by → its filter. */
export const STATUS_FILTER: Record<number, StatusFilter> = {
  [ActivityStatus.unpaid]: 'unpaid',
  [ActivityStatus.notStarted]: 'notStarted',
  [ActivityStatus.inProgress]: 'inProgress',
  [ActivityStatus.ended]: 'ended',
  [ActivityStatus.cancelled]: 'cancelled',
  [ActivityStatus.abolished]: 'abolished',
};

export interface ActivityFilter {
  keyword?: string;
  status?: StatusFilter;
  groupId?: number;
  toolId?: number;
  sort: 'create_time' | 'begin_time' | 'title';
  order: 'asc' | 'desc';
  page: number;
  limit: number;
  now: Date;
}

const SORT_COLUMN = {
  create_time: 'activities.created_at',
  begin_time: 'activities.begin_time',
  title: 'activities.title',
} as const;

/**
 * Narrows activities to those a status filter selects at `now` (the SQL twin of activity-state.ts statusOf);
 * no filter keeps them all. Shared by the customer's list and the consoles' (activity-console.repository.ts).
 */
export function whereStatus(
  activities: OwnActivities,
  status: StatusFilter | undefined,
  now: Date,
): OwnActivities {
  const live = activities.where('activities.cancelled_at', 'is', null);
  switch (status) {
    case undefined:
      return activities;
    case 'abolished':
      return activities.where('activities.lifecycle', '=', 'abolished');
    case 'cancelled':
      return activities
        .where('activities.lifecycle', '!=', 'abolished')
        .where('activities.cancelled_at', 'is not', null);
    case 'unpaid':
      return live.where('activities.lifecycle', '=', 'unpaid');
    case 'notStarted':
      return live.where('activities.lifecycle', '=', 'paid').where('activities.begin_time', '>', now);
    case 'inProgress':
      return live
        .where('activities.lifecycle', '=', 'paid')
        .where('activities.begin_time', '<=', now)
        .where('activities.end_time', '>', now);
    case 'ended':
      return live.where('activities.lifecycle', '=', 'paid').where('activities.end_time', '<=', now);
    case 'notCancelled':
      return activities.where((eb) =>
        eb.or([eb('activities.cancelled_at', 'is', null), eb('activities.lifecycle', '=', 'abolished')]),
      );
  }
}

export function listActivities(db: Db, scope: CustomerScope, filter: ActivityFilter) {
  let query = ownActivities(db, scope);
  if (filter.keyword) query = query.where('activities.title', 'ilike', escapeLike(filter.keyword));
  if (filter.groupId !== undefined) {
    query =
      filter.groupId === 0
        ? query.where('activities.group_id', 'is', null)
        : query.where('activities.group_id', '=', filter.groupId);
  }
  if (filter.toolId) query = query.where('activities.tool_id', '=', filter.toolId);
  const filtered = whereStatus(query, filter.status, filter.now);
  const sort = SORT_COLUMN[filter.sort];
  // One statement for the page and one for the total, whatever the customer's size (the status is derived
  // from the row and the clock, never swept on read): index activities_customer_board (migration 0071) for
  // the default order.
  return pageWithin(db, filtered, filter, (window) =>
    // the page's ids from the index alone (activities_customer_board), then those rows with their names
    withNames(
      db,
      ownActivities(db, scope).where(
        'activities.id',
        'in',
        filtered
          .select('activities.id')
          .orderBy(sort, filter.order)
          .orderBy('activities.id', filter.order)
          .limit(window.limit)
          .offset(window.offset),
      ),
    )
      .orderBy(sort, filter.order)
      .orderBy('activities.id', filter.order)
      .execute(),
  );
}

/**
 * How many of the customer's activities are in each state at `now`, in one grouped statement: the CASE is
 * the SQL twin of activity-state.ts statusOf (and of whereStatus above; the summary test holds the three
 * to the same answer).
 */
export function countByState(db: Db, scope: CustomerScope, now: Date) {
  const state = sql<number>`case
    when activities.lifecycle = 'abolished' then ${sql.lit(ActivityStatus.abolished)}
    when activities.cancelled_at is not null then ${sql.lit(ActivityStatus.cancelled)}
    when activities.lifecycle = 'unpaid' then ${sql.lit(ActivityStatus.unpaid)}
    when activities.begin_time > ${now} then ${sql.lit(ActivityStatus.notStarted)}
    when activities.end_time > ${now} then ${sql.lit(ActivityStatus.inProgress)}
    else ${sql.lit(ActivityStatus.ended)} end`;
  return ownActivities(db, scope)
    .select([state.as('state'), (eb) => eb.fn.countAll<string>().as('count')])
    .groupBy(sql`1`)
    .execute();
}

/** The customer's paid activities still to end (in progress, then not started), earliest begin first. */
export function nextToRun(db: Db, scope: CustomerScope, now: Date, limit: number) {
  const live = ownActivities(db, scope)
    .where('activities.cancelled_at', 'is', null)
    .where('activities.lifecycle', '=', 'paid')
    .where('activities.end_time', '>', now);
  return withNames(db, live.orderBy('activities.begin_time').orderBy('activities.id').limit(limit))
    .orderBy('activities.begin_time')
    .orderBy('activities.id')
    .execute();
}

export function findGroupByTitle(db: Db, scope: CustomerScope, title: string) {
  return db
    .selectFrom('activity_groups')
    .select('id')
    .where(whereTenant(scope))
    .where('title', '=', title)
    .executeTakeFirst();
}

/** The customer's group of this title, made when it has none yet. */
export async function ensureGroup(db: Db, scope: CustomerScope, title: string): Promise<number> {
  await db
    .insertInto('activity_groups')
    .values({ agent_id: scope.agentId, customer_id: scope.customerId, title })
    .onConflict((conflict) => conflict.columns(['customer_id', 'title']).doNothing())
    .execute();
  const group = await findGroupByTitle(db, scope, title);
  if (!group) throw new Error('activity group vanished');
  return group.id;
}

/**
 * ensureGroup for a caller that holds the bare owner ids (the activity import of modules/transfer); it
 * goes once that caller passes a CustomerScope.
 */
export const groupIdFor = (db: Db, owner: { agentId: number; customerId: number }, title: string) =>
  ensureGroup(db, customerScope(owner), title);

export function listGroups(db: Db, scope: CustomerScope) {
  return db
    .selectFrom('activity_groups')
    .leftJoin('activities', 'activities.group_id', 'activity_groups.id')
    .select(['activity_groups.id', 'activity_groups.title'])
    .select((eb) => eb.fn.count<string>('activities.id').as('total'))
    .where(whereTenant(scope, 'activity_groups'))
    .groupBy(['activity_groups.id', 'activity_groups.title'])
    .orderBy('activity_groups.title')
    .limit(100)
    .execute();
}

// ---- changing one activity (the service has locked it and checked its state) ----

export function updateActivity(db: Db, scope: CustomerScope, id: number, values: Updateable<ActivityTable>) {
  return db
    .updateTable('activities')
    .set({ ...values, updated_at: new Date() })
    .where(whereTenant(scope))
    .where('id', '=', id)
    .execute();
}

export function saveActivityPassword(db: Db, activityId: number, passwordHash: string | null) {
  return db
    .insertInto('activity_settings')
    .values({ activity_id: activityId, password_hash: passwordHash })
    .onConflict((conflict) =>
      conflict.column('activity_id').doUpdateSet({ password_hash: passwordHash, updated_at: new Date() }),
    )
    .execute();
}

// ---- the VIP list ----

export function vipPersons(db: Db, activityId: number) {
  return db
    .selectFrom('activity_vip_persons')
    .select(['id', 'name', 'mobile', 'created_at'])
    .where('activity_id', '=', activityId)
    .orderBy('id')
    .limit(500)
    .execute();
}

export function findVipPersonByMobile(db: Db, activityId: number, mobile: string) {
  return db
    .selectFrom('activity_vip_persons')
    .select('id')
    .where('activity_id', '=', activityId)
    .where('mobile', '=', mobile)
    .executeTakeFirst();
}

/** Adds a person to the activity's VIP list and counts it on the activity. */
export async function insertVipPerson(
  db: Db,
  scope: CustomerScope,
  activityId: number,
  person: { name: string; mobile: string },
) {
  await db
    .insertInto('activity_vip_persons')
    .values({ activity_id: activityId, name: person.name, mobile: person.mobile })
    .execute();
  await db
    .updateTable('activities')
    .set((eb) => ({ vip_count: eb('vip_count', '+', 1), updated_at: new Date() }))
    .where(whereTenant(scope))
    .where('id', '=', activityId)
    .execute();
}

// ---- the recycle bin ----

/** The ids of the activities in the customer's recycle bin, locked for the rest of the transaction. */
export function lockRecycleBin(db: Db, scope: CustomerScope) {
  return db
    .selectFrom('activities')
    .select('id')
    .where(whereTenant(scope))
    .where('cancelled_at', 'is not', null)
    .where('lifecycle', '!=', 'abolished')
    .forUpdate()
    .execute();
}

/** Deletes the customer's activities for good; answers how many were deleted. */
export async function deleteActivities(db: Db, scope: CustomerScope, ids: number[]): Promise<number> {
  const removed = await db
    .deleteFrom('activities')
    .where(whereTenant(scope))
    .where('id', 'in', ids)
    .executeTakeFirst();
  return Number(removed.numDeletedRows);
}

// ---- appearance (activity-appearance.service) ----

/** The saved appearance of one of the customer's activities, if it was ever saved. */
export function findAppearance(db: Db, scope: CustomerScope, activityId: number) {
  return (
    db
      .selectFrom('activity_appearances')
      .innerJoin('activities', 'activities.id', 'activity_appearances.activity_id')
      // tenancy: the platform's template catalogue names the template the customer picked
      .leftJoin('templates', 'templates.id', 'activity_appearances.template_id')
      .selectAll('activity_appearances')
      .select('templates.name as template_name')
      .where(whereTenant(scope, 'activities'))
      .where('activity_appearances.activity_id', '=', activityId)
      .executeTakeFirst()
  );
}

export function saveAppearance(
  db: Db,
  activityId: number,
  values: {
    cover: string;
    music: string;
    video: string;
    gallery_on: boolean;
    gallery: string;
    template_id: number | null;
    updated_at: Date;
  },
) {
  return db
    .insertInto('activity_appearances')
    .values({ activity_id: activityId, ...values })
    .onConflict((conflict) => conflict.column('activity_id').doUpdateSet(values))
    .execute();
}
