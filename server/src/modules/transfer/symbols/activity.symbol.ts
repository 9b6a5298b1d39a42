import { Permission } from '@onsite/contracts';
import type { Db } from '#server/db/database.ts';
import {
  type ConsoleFilterQuery,
  consoleFilterOf,
  filteredActivities,
  groupIdFor,
  insertActivity,
} from '#server/modules/activity/index.ts';
import { badRequest } from '#server/platform/http/errors.ts';
import type { TenantScope } from '#server/platform/tenancy/scope.ts';
import type { RowProblem, SymbolDefinition } from '../transfer.symbols.ts';
import { idBounds, idPage, instantOf, listFilterOf, problem, SHEET_TIME_ZONE, sheetTime } from './common.ts';

interface ActivityRow {
  title: string;
  tool: string;
  beginTime: Date;
  endTime: Date;
  group: string;
}

/**
 * The console activity list's filters as the request names them (kept so in the job, as JSON; read into the
 * list's own filter when the job runs: one definition of "what is shown" for the list and its export).
 */
type ActivityFilter = ConsoleFilterQuery;

function filtered(db: Db, scope: TenantScope, filter: ActivityFilter) {
  return filteredActivities(db, scope, consoleFilterOf(filter, scope), new Date())
    .innerJoin('tools', 'tools.id', 'activities.tool_id')
    .innerJoin('customers', 'customers.id', 'activities.customer_id')
    .leftJoin('activity_groups', 'activity_groups.id', 'activities.group_id');
}

/**
 * Activities. Import (customer): each row creates an activity exactly as "create" does (free from the
 * membership's quota, else unpaid with its order), with title, tool (its title or mark), begin and end
 * (wall-clock times in the request's `tz`, default Asia/Shanghai) and an optional group. Natural key: the
 * customer's activity with the same title and begin time — a re-imported row changes nothing. Export (admin,
 * agent, customer): the activities of the scope, with the console list's filters.
 */
export const activitySymbol: SymbolDefinition<ActivityRow, ActivityFilter> = {
  symbol: 'activity',
  importAudiences: ['customer'],
  exportAudiences: ['admin', 'agent', 'customer'],
  // the consoles' activity list permissions; a customer imports and exports its own activities
  listPermission: { admin: Permission.admin.activityList, agent: Permission.agent.activityList },
  columns: [
    { header: 'Title', example: '2026 年会' },
    { header: 'Tool', example: 'screen' },
    { header: 'Begin time', example: '2026-12-01 19:00' },
    { header: 'End time', example: '2026-12-01 22:00' },
    { header: 'Group', example: '年会' },
  ],

  async prepareImport(_db, _scope, params) {
    const tz = params.tz?.trim() || SHEET_TIME_ZONE;
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: tz });
    } catch {
      throw badRequest('tz must be an IANA time zone');
    }
    return { tz };
  },

  parseRow(cells) {
    const [title = '', tool = '', beginCell = '', endCell = '', group = ''] = cells;
    if (!title) return problem('title is required');
    if (title.length > 50) return problem('title must be at most 50 characters');
    if (!tool) return problem('tool is required');
    if (group.length > 20) return problem('group name must be at most 20 characters');
    // the zone is the job's; parsed again in writeBatch with it — here only the shape is checked
    const beginTime = instantOf(beginCell);
    const endTime = instantOf(endCell);
    if (!beginTime) return problem('begin time must be a time like 2026-12-01 19:00');
    if (!endTime) return problem('end time must be a time like 2026-12-01 22:00');
    if (beginTime >= endTime) return problem('the begin time must be before the end time');
    return { row: { title, tool, beginTime, endTime, group } };
  },

  async writeBatch(trx, context, rows) {
    const { scope } = context;
    if (scope.kind !== 'customer') throw new Error('activities are imported by a customer');
    const owner = { agentId: scope.agentId, customerId: scope.customerId };
    const tz = String(context.params.tz ?? SHEET_TIME_ZONE);
    // rows were parsed in the platform zone; move them to the job's zone (same wall clock)
    const shift = (instant: Date) =>
      tz === SHEET_TIME_ZONE ? instant : (instantOf(sheetTime(instant), tz) ?? instant);
    const tools = await trx.selectFrom('tools').select(['id', 'mark', 'title']).execute();
    const toolOf = (name: string) =>
      tools.find((tool) => tool.mark === name || tool.title === name || String(tool.id) === name);
    const now = new Date();
    const results: ({ ok: true } | { ok: false; problem: RowProblem })[] = [];
    for (const row of rows) {
      const tool = toolOf(row.tool);
      if (!tool) {
        results.push({ ok: false, problem: { reason: 'tool not found' } });
        continue;
      }
      const beginTime = shift(row.beginTime);
      const endTime = shift(row.endTime);
      const existing = await trx
        .selectFrom('activities')
        .select('id')
        .where('customer_id', '=', owner.customerId)
        .where('title', '=', row.title)
        .where('begin_time', '=', beginTime)
        .executeTakeFirst();
      if (existing) {
        results.push({ ok: true });
        continue;
      }
      const groupId = row.group ? await groupIdFor(trx, owner, row.group) : null;
      await insertActivity(
        trx,
        owner,
        {
          title: row.title,
          toolId: tool.id,
          toolMark: tool.mark,
          programmeId: null,
          groupId,
          beginTime,
          endTime,
        },
        now,
      );
      results.push({ ok: true });
    }
    return results;
  },

  exportFilter(query, scope) {
    const { ids, keyword, agentId } = listFilterOf(query, scope);
    const filter: ActivityFilter = {
      ids,
      keyword,
      agent_id: agentId,
      customer: query.customer || undefined,
      tool_id: query.tool_id,
      status: query.status,
      start_date: query.start_date,
      end_date: query.end_date,
    };
    // a customer's own activities are a filter already: all of them may be exported; a console's export
    // names its rows (selected ids or at least one filter)
    const named = Object.values(filter).some((value) => value !== undefined);
    if (scope.kind !== 'customer' && !named) return null;
    return JSON.parse(JSON.stringify(filter)) as ActivityFilter;
  },

  exportColumns: [
    'ID',
    'Title',
    'Tool',
    'Begin time',
    'End time',
    'Group',
    'VIP persons',
    'Customer',
    'Created',
  ],

  exportBounds(db, scope, filter) {
    return idBounds(filtered(db, scope, filter), 'activities.id');
  },

  async exportPage(db, scope, filter, range) {
    const rows = await idPage(filtered(db, scope, filter), 'activities.id', range)
      .select([
        'activities.id',
        'activities.title',
        'tools.mark as tool_mark',
        'activities.begin_time',
        'activities.end_time',
        'activity_groups.title as group_title',
        'activities.vip_count',
        'customers.nickname as customer_nickname',
        'activities.created_at',
      ])
      .execute();
    return rows.map((row) => ({
      id: row.id,
      cells: [
        row.id,
        row.title,
        row.tool_mark,
        sheetTime(row.begin_time),
        sheetTime(row.end_time),
        row.group_title ?? '',
        row.vip_count,
        row.customer_nickname,
        sheetTime(row.created_at),
      ],
    }));
  },
};
