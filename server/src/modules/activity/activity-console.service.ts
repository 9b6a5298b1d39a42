import type { ConsoleActivityDetail, ConsoleActivityItem, ConsoleActivityListQuery } from '@onsite/contracts';
import type { Db } from '#server/db/database.ts';
import { notFound } from '#server/platform/http/errors.ts';
import type { TenantScope } from '#server/platform/tenancy/scope.ts';
import { addDays, iso, PLATFORM_TIME_ZONE } from '#server/platform/time.ts';
import { STATUS_FILTER, vipPersons } from './activity.repository.ts';
import { clockOf } from './activity-access.ts';
import * as consoleRepository from './activity-console.repository.ts';
import * as lifecycle from './activity-lifecycle.service.ts';
import { statusOf } from './activity-state.ts';
import { zonedToInstant } from './zoned-time.ts';

/**
 * The activities in the staff consoles: the admin's every tenant, an agent's its own customers'. The
 * platform's operations (end, abolish, restore) are the customer's own lifecycle calls, run for the
 * activity's owner: the same state machine refuses them in the same words, and nothing else writes.
 */

/** The list's filters as the wire names them (an export job keeps them so, as JSON). */
export type ConsoleFilterQuery = Pick<
  ConsoleActivityListQuery,
  'keyword' | 'customer' | 'tool_id' | 'status' | 'start_date' | 'end_date' | 'agent_id'
> & { ids?: number[] };

/** The list's (and its export's) query → the repository's filter. */
export function consoleFilterOf(
  query: ConsoleFilterQuery,
  scope: TenantScope,
): consoleRepository.ConsoleActivityFilter {
  return {
    keyword: query.keyword || undefined,
    customer: query.customer || undefined,
    toolId: query.tool_id,
    status: query.status === undefined ? undefined : STATUS_FILTER[query.status],
    beginFrom: query.start_date ? zonedToInstant(`${query.start_date} 00:00`, PLATFORM_TIME_ZONE) : undefined,
    beginBefore: query.end_date
      ? zonedToInstant(`${addDays(query.end_date, 1)} 00:00`, PLATFORM_TIME_ZONE)
      : undefined,
    ids: query.ids,
    agentId: scope.kind === 'platform' ? query.agent_id : undefined,
  };
}

function toItem(row: consoleRepository.ConsoleActivityRow, now: Date): ConsoleActivityItem {
  return {
    id: row.id,
    title: row.title,
    tool_id: row.tool_id,
    tool_title: row.tool_title,
    status: statusOf(clockOf(row), now),
    begin_time: iso(row.begin_time),
    end_time: iso(row.end_time),
    capacity: row.capacity,
    vip_count: row.vip_count,
    customer_id: row.customer_id,
    customer_nickname: row.customer_nickname,
    customer_login: row.customer_mobile ?? row.customer_email ?? '',
    agent_id: row.agent_id,
    agent_name: row.agent_name,
    create_time: iso(row.created_at),
  };
}

export async function list(db: Db, scope: TenantScope, query: ConsoleActivityListQuery) {
  const now = new Date();
  const { rows, total } = await consoleRepository.listConsoleActivities(
    db,
    scope,
    consoleFilterOf(query, scope),
    query,
    now,
  );
  return { rows: rows.map((row) => toItem(row, now)), total };
}

async function found(db: Db, scope: TenantScope, id: number) {
  const row = await consoleRepository.findConsoleActivity(db, scope, id);
  if (!row) throw notFound('activity not found');
  return row;
}

export async function info(db: Db, scope: TenantScope, id: number): Promise<ConsoleActivityDetail> {
  const row = await found(db, scope, id);
  const [orders, persons, appearance] = await Promise.all([
    consoleRepository.activityOrders(db, scope, row),
    vipPersons(db, row.id),
    consoleRepository.savedAppearance(db, row.id),
  ]);
  return {
    ...toItem(row, new Date()),
    programme_title: row.programme_title ?? '',
    group_title: row.group_title ?? '',
    showings: row.showings,
    charge: row.charge,
    cancel_time: iso(row.cancelled_at),
    update_time: iso(row.updated_at),
    customer_email: row.customer_email ?? '',
    customer_mobile: row.customer_mobile ?? '',
    settings: {
      has_password: row.password_hash ? 1 : 0,
      vip_last_time: iso(row.vip_last_time),
      has_appearance: appearance ? 1 : 0,
      template_name: appearance?.template_name ?? '',
    },
    orders: orders.map((order) => ({
      id: order.id,
      order_no: order.order_no,
      order_type: order.order_type,
      title: order.title,
      pay_amount: order.pay_amount,
      is_pay: order.is_pay,
      pay_type: order.pay_type,
      pay_time: iso(order.paid_at),
      create_time: iso(order.created_at),
    })),
    vip_persons: persons.map((person) => ({
      id: person.id,
      name: person.name,
      mobile: person.mobile,
      create_time: iso(person.created_at),
    })),
  };
}

/** The platform's operations: the customer's own, for the owner of the activity found in the platform's scope. */
const PLATFORM_OPERATIONS = {
  over: lifecycle.over,
  restore: lifecycle.restore,
} as const;

export async function operate(
  db: Db,
  scope: TenantScope,
  operation: keyof typeof PLATFORM_OPERATIONS,
  id: number,
): Promise<void> {
  const row = await found(db, scope, id);
  await PLATFORM_OPERATIONS[operation](db, { agentId: row.agent_id, customerId: row.customer_id }, id);
}
