import type { ActivityListQuery, ActivitySummary } from '@onsite/contracts';
import type { Db } from '#server/db/database.ts';
import type { ServerLanguage } from '#server/platform/i18n/language.ts';
import { customerScope } from '#server/platform/tenancy/scope.ts';
import * as repository from './activity.repository.ts';
import { type CustomerPrincipal, ownActivity, toItem } from './activity-access.ts';
import * as purchases from './activity-purchase.repository.ts';

/** Reading the customer's activities: the list, one activity, its source and the tools it could switch to. */

/** getList: the activities outside the recycle bin (or those of one status). */
export async function list(
  db: Db,
  principal: CustomerPrincipal,
  query: ActivityListQuery,
  language: ServerLanguage,
) {
  const now = new Date();
  const { rows, total } = await repository.listActivities(db, customerScope(principal), {
    keyword: query.keyword,
    status: query.status === undefined ? 'notCancelled' : repository.STATUS_FILTER[query.status],
    groupId: query.group_id,
    toolId: query.tool_id,
    sort: query.sort,
    order: query.order,
    page: query.page,
    limit: query.limit,
    now,
  });
  return { rows: rows.map((row) => toItem(row, now, language)), total };
}

/** How many upcoming activities the /activity header lists. */
const UPCOMING = 5;

/** getSummary: my activities counted by state now, and the next ones to run. */
export async function summary(
  db: Db,
  principal: CustomerPrincipal,
  language: ServerLanguage,
): Promise<ActivitySummary> {
  const now = new Date();
  const scope = customerScope(principal);
  const [states, next] = await Promise.all([
    repository.countByState(db, scope, now),
    repository.nextToRun(db, scope, now, UPCOMING),
  ]);
  const counts: ActivitySummary['counts'] = { 0: 0, 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const { state, count } of states) counts[String(state) as keyof typeof counts] = Number(count);
  return {
    counts,
    // outside the recycle bin, as the list and the menu badge count
    total: Object.values(counts).reduce((sum, count) => sum + count, 0) - counts[4],
    upcoming: next.map((row) => {
      const { id, title, tool_title, status, begin_time, end_time } = toItem(row, now, language);
      return { id, title, tool_title, status, begin_time, end_time };
    }),
  };
}

export async function info(db: Db, principal: CustomerPrincipal, id: number, language: ServerLanguage) {
  return toItem(await ownActivity(db, principal, id), new Date(), language);
}

export async function sourceInfo(db: Db, principal: CustomerPrincipal, id: number, language: ServerLanguage) {
  const row = await ownActivity(db, principal, id);
  const tool = await purchases.findTool(db, row.tool_id, language);
  const programme = row.programme_id ? await purchases.findProgramme(db, row.programme_id) : undefined;
  return {
    tool: tool ?? null,
    programme: programme ? { id: programme.id, title: programme.title, summary: programme.summary } : null,
  };
}

/** getNewAddons: the tools an activity could switch to (updateProduct), or all tools; new ones first. */
export async function newAddons(db: Db, principal: CustomerPrincipal, language: ServerLanguage, id?: number) {
  const current = id ? (await ownActivity(db, principal, id)).tool_id : 0;
  return purchases.toolsExcept(db, current, language);
}
