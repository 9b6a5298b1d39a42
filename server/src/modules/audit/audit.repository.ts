import type { AuditListQuery } from '@onsite/contracts';
import { type ExpressionBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '#server/db/database.ts';
import { keywordMatch } from '#server/db/keyword.ts';
import { pageWithin } from '#server/db/paging.ts';
import type { Database } from '#server/db/schema.ts';
import type { AgentScope, TenantScope } from '#server/platform/tenancy/scope.ts';
import { whereTenant } from '#server/platform/tenancy/where-tenant.ts';

/** The sign-in endpoints: their rows are the login log (success and failure, IP, user agent). */
export const LOGIN_ROUTES = ['/api/auth/login', '/api/customer/login/index'] as const;

/** Scopes that read an audit log: the platform (every tenant) or one agent team (its staff's calls). */
export type AuditScope = Extract<TenantScope, { kind: 'platform' }> | AgentScope;

export type AuditFilter = Omit<AuditListQuery, 'page' | 'limit'> & { ids?: number[] };

type Tables = 'audit_logs' | 'admins' | 'agent_users' | 'customers' | 'agents';
type AuditQuery = SelectQueryBuilder<Database, Tables, object>;

/** The actor of each row (joined by audience) and its tenant. */
function withActors(db: Db): AuditQuery {
  return db
    .selectFrom('audit_logs')
    .leftJoin('admins', (join) =>
      join.onRef('admins.id', '=', 'audit_logs.actor_id').on('audit_logs.audience', '=', 'admin'),
    )
    .leftJoin('agent_users', (join) =>
      join.onRef('agent_users.id', '=', 'audit_logs.actor_id').on('audit_logs.audience', '=', 'agent'),
    )
    .leftJoin('customers', (join) =>
      join.onRef('customers.id', '=', 'audit_logs.actor_id').on('audit_logs.audience', '=', 'customer'),
    )
    .leftJoin('agents', 'agents.id', 'audit_logs.agent_id') as AuditQuery;
}

const resultCondition = (eb: ExpressionBuilder<Database, Tables>, result: AuditFilter['result']) =>
  result === 'ok'
    ? eb('audit_logs.status_code', '<', 400)
    : result === 'refused'
      ? eb.and([eb('audit_logs.status_code', '>=', 400), eb('audit_logs.status_code', '<', 500)])
      : eb('audit_logs.status_code', '>=', 500);

/**
 * The rows a scope may read, filtered: the platform every row, an agent team the calls its own staff made in
 * it (its customers' calls are theirs, not the team's to read).
 */
export function filteredAuditLogs(db: Db, scope: AuditScope, filter: AuditFilter): AuditQuery {
  let query = withActors(db).where(whereTenant(scope, 'audit_logs'));
  if (scope.kind === 'agent') query = query.where('audit_logs.audience', '=', 'agent');
  else if (filter.agent_id) query = query.where('audit_logs.agent_id', '=', filter.agent_id);
  if (filter.ids) query = query.where('audit_logs.id', 'in', filter.ids.length > 0 ? filter.ids : [0]);
  if (filter.audience) query = query.where('audit_logs.audience', '=', filter.audience);
  if (filter.result) {
    const result = filter.result;
    query = query.where((eb) => resultCondition(eb, result));
  }
  if (filter.login) query = query.where('audit_logs.route', 'in', [...LOGIN_ROUTES]);
  if (filter.start_date)
    query = query.where('audit_logs.created_at', '>=', sql<Date>`${filter.start_date}::date`);
  if (filter.end_date)
    query = query.where('audit_logs.created_at', '<', sql<Date>`${filter.end_date}::date + interval '1 day'`);
  const keyword = keywordMatch<Database, Tables>(filter.keyword, [
    'audit_logs.route',
    'audit_logs.ip',
    'audit_logs.summary',
    'admins.username',
    'admins.nickname',
    'agent_users.email',
    'agent_users.name',
    'customers.nickname',
    'customers.mobile',
    'customers.email',
    'agents.corporate_name',
  ]);
  if (keyword) query = query.where(keyword);
  return query;
}

/** The staff account behind a support session's call ("log in as": the event's support_by), by its name now. */
const supportByName = sql<string | null>`case audit_logs.event->'support_by'->>'audience'
  when 'admin' then (select nickname from admins where id = (audit_logs.event->'support_by'->>'id')::int)
  when 'agent' then (select name from agent_users where id = (audit_logs.event->'support_by'->>'id')::int)
  end`.as('support_by_name');

export const auditColumns = [
  'audit_logs.id',
  'audit_logs.created_at',
  'audit_logs.audience',
  'audit_logs.actor_id',
  'audit_logs.agent_id',
  'audit_logs.customer_id',
  'audit_logs.method',
  'audit_logs.route',
  'audit_logs.status_code',
  'audit_logs.ip',
  'audit_logs.user_agent',
  'audit_logs.request_id',
  'audit_logs.summary',
  'admins.username as admin_username',
  'admins.nickname as admin_nickname',
  'agent_users.name as agent_user_name',
  'agent_users.email as agent_user_email',
  'customers.nickname as customer_nickname',
  'customers.mobile as customer_mobile',
  'customers.email as customer_email',
  'agents.corporate_name as agent_name',
  supportByName,
] as const;

/** One page of the scope's rows, newest first, and the total (capped at the list window). */
export async function listAuditLogs(
  db: Db,
  scope: AuditScope,
  filter: AuditFilter,
  page: { page: number; limit: number },
) {
  const query = filteredAuditLogs(db, scope, filter);
  // within the list window: the log grows without end, so no page reads past its first 10,000 rows
  return pageWithin(db, query, page, (window) =>
    query
      .select(auditColumns)
      .orderBy('audit_logs.id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  );
}

export type AuditRow = Awaited<ReturnType<typeof listAuditLogs>>['rows'][number];

/** One row the scope may read, or undefined (another tenant's row is simply not found). */
export function findAuditLog(db: Db, scope: AuditScope, id: number): Promise<AuditRow | undefined> {
  return filteredAuditLogs(db, scope, {})
    .select(auditColumns)
    .where('audit_logs.id', '=', id)
    .executeTakeFirst();
}
