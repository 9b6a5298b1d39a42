import { isPhone } from '@onsite/contracts';
import { sql } from 'kysely';
import type { Db } from '#server/db/database.ts';
import { assertAllowed } from '#server/modules/activity/index.ts';
import { badRequest, notFound } from '#server/platform/http/errors.ts';
import type { TenantScope } from '#server/platform/tenancy/scope.ts';
import type { RowProblem, SymbolDefinition } from '../transfer.symbols.ts';
import { containing, idBounds, idPage, keywordOf, problem, selectedIds, sheetTime } from './common.ts';

interface VipPersonRow {
  name: string;
  mobile: string;
}

interface VipPersonFilter {
  activityId: number;
  ids?: number[];
  keyword?: string;
}

/** The scope's activity (a customer its own; the platform any), or nothing. */
function activityOf(db: Db, scope: TenantScope, activityId: number) {
  let query = db
    .selectFrom('activities')
    .select(['id', 'lifecycle', 'cancelled_at', 'begin_time', 'end_time', 'capacity', 'vip_count'])
    .where('id', '=', activityId);
  if (scope.kind !== 'platform') query = query.where('agent_id', '=', scope.agentId);
  if (scope.kind === 'customer') query = query.where('customer_id', '=', scope.customerId);
  return query;
}

const clockOf = (row: {
  lifecycle: 'unpaid' | 'paid' | 'abolished';
  cancelled_at: Date | null;
  begin_time: Date;
  end_time: Date;
}) => ({
  lifecycle: row.lifecycle,
  cancelledAt: row.cancelled_at,
  beginTime: row.begin_time,
  endTime: row.end_time,
});

function vipPersonsOf(db: Db, scope: TenantScope, filter: VipPersonFilter) {
  let query = db
    .selectFrom('activity_vip_persons')
    .innerJoin('activities', 'activities.id', 'activity_vip_persons.activity_id')
    .where('activity_vip_persons.activity_id', '=', filter.activityId);
  if (scope.kind !== 'platform') query = query.where('activities.agent_id', '=', scope.agentId);
  if (scope.kind === 'customer') query = query.where('activities.customer_id', '=', scope.customerId);
  if (filter.ids)
    query = query.where('activity_vip_persons.id', 'in', filter.ids.length > 0 ? filter.ids : [0]);
  if (filter.keyword) {
    const pattern = containing(filter.keyword);
    query = query.where((eb) =>
      eb.or([
        eb('activity_vip_persons.name', 'ilike', pattern),
        eb('activity_vip_persons.mobile', 'ilike', pattern),
      ]),
    );
  }
  return query;
}

/**
 * An activity's VIP persons (customer console, per activity: the form's `activity_id`). Natural key: the
 * mobile number within the activity — a re-imported row renames the person it names instead of adding one.
 * The same rules as adding one by hand (addVipPerson): the activity must allow it and the list has a cap.
 */
export const vipPersonSymbol: SymbolDefinition<VipPersonRow, VipPersonFilter> = {
  symbol: 'vip_person',
  importAudiences: ['customer'],
  exportAudiences: ['customer'],
  // a customer's own activity's VIP persons
  listPermission: {},
  columns: [
    { header: 'Name', example: '王嘉宾' },
    { header: 'Mobile', example: '13900000000' },
  ],

  async prepareImport(db, scope, params) {
    const activityId = Number(params.activity_id);
    if (!Number.isInteger(activityId) || activityId <= 0)
      throw badRequest('activity_id must be an activity id');
    const activity = await activityOf(db, scope, activityId).executeTakeFirst();
    if (!activity) throw notFound('activity not found');
    assertAllowed('addVipPerson', clockOf(activity), new Date());
    return { activity_id: activity.id };
  },

  parseRow(cells) {
    const [name = '', mobileCell = ''] = cells;
    const mobile = mobileCell.replace(/[\s-]/g, '');
    if (!name) return problem('name is required');
    if (name.length > 30) return problem('name must be at most 30 characters');
    if (!mobile) return problem('mobile is required');
    if (!isPhone(mobile)) return problem('mobile is not a valid phone number');
    return { row: { name, mobile } };
  },

  async writeBatch(trx, context, rows) {
    const activityId = Number(context.params.activity_id);
    // Locked for the batch: the count and the cap are checked against what other writers see.
    const activity = await activityOf(trx, context.scope, activityId).forUpdate().executeTakeFirst();
    if (!activity) return rows.map(() => ({ ok: false as const, problem: { reason: 'activity not found' } }));
    const existing = await trx
      .selectFrom('activity_vip_persons')
      .select(['id', 'mobile'])
      .where('activity_id', '=', activityId)
      .where(
        'mobile',
        'in',
        rows.map((row) => row.mobile),
      )
      .execute();
    const known = new Map(existing.map((person) => [person.mobile, person.id]));
    let count = activity.vip_count;
    const results: ({ ok: true } | { ok: false; problem: RowProblem })[] = [];
    for (const row of rows) {
      const id = known.get(row.mobile);
      if (id !== undefined) {
        await trx.updateTable('activity_vip_persons').set({ name: row.name }).where('id', '=', id).execute();
        results.push({ ok: true });
        continue;
      }
      if (count >= activity.capacity) {
        results.push({ ok: false, problem: { reason: 'the VIP list of this activity is full' } });
        continue;
      }
      const inserted = await trx
        .insertInto('activity_vip_persons')
        .values({ activity_id: activityId, name: row.name, mobile: row.mobile })
        .returning('id')
        .executeTakeFirstOrThrow();
      known.set(row.mobile, inserted.id);
      count += 1;
      results.push({ ok: true });
    }
    if (count !== activity.vip_count)
      await trx
        .updateTable('activities')
        .set({ vip_count: count, updated_at: sql<Date>`now()` })
        .where('id', '=', activityId)
        .execute();
    return results;
  },

  exportFilter(query) {
    // the activity is the filter: without one there is nothing to export
    if (!query.activity_id) return null;
    return { activityId: query.activity_id, ids: selectedIds(query), keyword: keywordOf(query) };
  },

  async checkExport(db, scope, filter) {
    if (!(await activityOf(db, scope, filter.activityId).executeTakeFirst()))
      throw notFound('activity not found');
  },

  exportColumns: ['ID', 'Name', 'Mobile', 'Created'],

  exportBounds(db, scope, filter) {
    return idBounds(vipPersonsOf(db, scope, filter), 'activity_vip_persons.id');
  },

  async exportPage(db, scope, filter, range) {
    const rows = await idPage(vipPersonsOf(db, scope, filter), 'activity_vip_persons.id', range)
      .select([
        'activity_vip_persons.id',
        'activity_vip_persons.name',
        'activity_vip_persons.mobile',
        'activity_vip_persons.created_at',
      ])
      .execute();
    return rows.map((row) => ({
      id: row.id,
      cells: [row.id, row.name, row.mobile, sheetTime(row.created_at)],
    }));
  },
};
