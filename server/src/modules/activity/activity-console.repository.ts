import { ActivityOrderType } from '@onsite/contracts';
import type { NotNull } from 'kysely';
import type { Db } from '#server/db/database.ts';
import { containing, keywordMatch } from '#server/db/keyword.ts';
import { pageWithin } from '#server/db/paging.ts';
import type { Database } from '#server/db/schema.ts';
import type { TenantScope } from '#server/platform/tenancy/scope.ts';
import { whereTenant } from '#server/platform/tenancy/where-tenant.ts';
import { type OwnActivities, type StatusFilter, whereStatus, withNames } from './activity.repository.ts';

/**
 * The activities as the staff consoles (and the activity export) see them: the platform every tenant's, an
 * agent its own customers', a customer its own. Every function takes the caller's scope; a row outside it is
 * simply not found.
 */

/** The console list's filters, shared by the list and its export (one definition of "what is shown"). */
export interface ConsoleActivityFilter {
  /** the title */
  keyword?: string;
  /** the customer's name, mobile or email */
  customer?: string;
  toolId?: number;
  status?: StatusFilter;
  /** begin time on or after / before these instants */
  beginFrom?: Date;
  beginBefore?: Date;
  ids?: number[];
  /** platform scope only: one agent's activities */
  agentId?: number;
}

/** The scope's activities narrowed by the filter (where clauses only). */
export function filteredActivities(
  db: Db,
  scope: TenantScope,
  filter: ConsoleActivityFilter,
  now: Date,
): OwnActivities {
  let query: OwnActivities = db.selectFrom('activities').where(whereTenant(scope, 'activities'));
  if (scope.kind === 'platform' && filter.agentId)
    query = query.where('activities.agent_id', '=', filter.agentId);
  if (filter.ids) query = query.where('activities.id', 'in', filter.ids.length > 0 ? filter.ids : [0]);
  if (filter.keyword) query = query.where('activities.title', 'ilike', containing(filter.keyword));
  if (filter.toolId) query = query.where('activities.tool_id', '=', filter.toolId);
  if (filter.beginFrom) query = query.where('activities.begin_time', '>=', filter.beginFrom);
  if (filter.beginBefore) query = query.where('activities.begin_time', '<', filter.beginBefore);
  const customer = keywordMatch<Database, 'customers'>(filter.customer, [
    'customers.nickname',
    'customers.mobile',
    'customers.email',
  ]);
  if (customer) {
    // the customers of the scope that match, as a semi-join (the list reads no customer column otherwise)
    query = query.where(
      'activities.customer_id',
      'in',
      db
        .selectFrom('customers')
        .select('customers.id')
        .where(whereTenant(scope, 'customers'))
        .where(customer),
    );
  }
  return whereStatus(query, filter.status, now);
}

/** The picked activities with their names (activity.repository.ts withNames), customer and agent: lookups too. */
function withOwners(db: Db, picked: OwnActivities) {
  return (
    withNames(db, picked)
      .select((eb) => {
        const customer = () =>
          eb.selectFrom('customers').whereRef('customers.id', '=', 'activities.customer_id');
        return [
          'activities.updated_at',
          'activities.customer_id',
          customer().select('customers.nickname').as('customer_nickname'),
          customer().select('customers.mobile').as('customer_mobile'),
          customer().select('customers.email').as('customer_email'),
          'activities.agent_id',
          eb
            .selectFrom('agents')
            .select('agents.corporate_name')
            .whereRef('agents.id', '=', 'activities.agent_id')
            .as('agent_name'),
        ];
      })
      // every activity has its customer and its agent (foreign keys)
      .$narrowType<{ customer_nickname: NotNull; agent_name: NotNull }>()
  );
}

export type ConsoleActivityRow = Awaited<ReturnType<typeof listConsoleActivities>>['rows'][number];

/**
 * One page of the scope's activities, newest first, and the total, within the list window (db/paging.ts):
 * an agent's through activities_agent_list (migration 0038), the platform's through the primary key.
 */
export function listConsoleActivities(
  db: Db,
  scope: TenantScope,
  filter: ConsoleActivityFilter,
  page: { page: number; limit: number },
  now: Date,
) {
  const query = filteredActivities(db, scope, filter, now);
  return pageWithin(db, query, page, (window) =>
    // the page's ids first (the index alone when no filter reads the row), then those rows with their names
    withOwners(
      db,
      db
        .selectFrom('activities')
        .where(whereTenant(scope, 'activities'))
        .where(
          'activities.id',
          'in',
          query
            .select('activities.id')
            .orderBy('activities.id', 'desc')
            .limit(window.limit)
            .offset(window.offset),
        ),
    )
      .orderBy('activities.id', 'desc')
      .execute(),
  );
}

/** One activity of the scope with its names; another tenant's id is not found. */
export function findConsoleActivity(db: Db, scope: TenantScope, id: number) {
  return withOwners(
    db,
    db.selectFrom('activities').where(whereTenant(scope, 'activities')).where('activities.id', '=', id),
  ).executeTakeFirst();
}

/** The orders that bought, extended or expanded one of the scope's activities, newest first. */
export function activityOrders(db: Db, scope: TenantScope, activity: { id: number; customer_id: number }) {
  return db
    .selectFrom('orders')
    .select([
      'id',
      'order_no',
      'order_type',
      'title',
      'pay_amount',
      'is_pay',
      'pay_type',
      'paid_at',
      'created_at',
    ])
    .where(whereTenant(scope))
    .where('customer_id', '=', activity.customer_id)
    .where('subject_id', '=', activity.id)
    .where('order_type', 'in', Object.values(ActivityOrderType))
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
}

/** The activity's big-screen look when it was ever saved, with the name of the template it uses. */
// tenancy: keyed by an activity the caller has found in its scope (findConsoleActivity); the template
// catalogue is the platform's
export function savedAppearance(db: Db, activityId: number) {
  return db
    .selectFrom('activity_appearances')
    .leftJoin('templates', 'templates.id', 'activity_appearances.template_id')
    .select(['activity_appearances.activity_id', 'templates.name as template_name'])
    .where('activity_appearances.activity_id', '=', activityId)
    .executeTakeFirst();
}
