import { Permission } from '@onsite/contracts';
import {
  type AuditFilter,
  auditColumns,
  filteredAuditLogs,
  toAuditDetail,
} from '#server/modules/audit/index.ts';
import type { TenantScope } from '#server/platform/tenancy/scope.ts';
import type { ExportOnlyDefinition } from '../transfer.symbols.ts';
import { idBounds, idPage, keywordOf, selectedIds, sheetTime } from './common.ts';

/** The audit log is the platform's or one team's: a customer never reads it (exportAudiences). */
const auditScope = (scope: TenantScope) =>
  scope.kind === 'platform' ? scope : { kind: 'agent' as const, agentId: scope.agentId };

/**
 * The audit log, exported through the job centre with the list's filters (admin: every tenant, or one agent
 * team; an agent owner: the calls of the team's staff). Never imported: no template, no import audiences.
 */
export const auditLogSymbol: ExportOnlyDefinition<AuditFilter> = {
  symbol: 'audit_log',
  importAudiences: [],
  exportAudiences: ['admin', 'agent'],
  listPermission: { admin: Permission.admin.auditLog, agent: Permission.agent.auditLog },

  exportFilter(query, scope) {
    const filter: AuditFilter = {
      ids: selectedIds(query),
      keyword: keywordOf(query),
      audience: query.audience,
      result: query.result,
      login: query.login,
      agent_id: scope.kind === 'platform' ? query.agent_id : undefined,
      start_date: query.start_date,
      end_date: query.end_date,
    };
    // like the other lists, an export names its rows: selected ids or at least one filter
    const named = Object.values(filter).some((value) => value !== undefined);
    return named ? (JSON.parse(JSON.stringify(filter)) as AuditFilter) : null;
  },

  exportColumns: [
    'ID',
    'Time',
    'Console',
    'Actor',
    'Tenant',
    'Method',
    'Route',
    'Status',
    'Result',
    'IP',
    'User agent',
    'Request id',
    'Request summary',
  ],

  exportBounds(db, scope, filter) {
    return idBounds(filteredAuditLogs(db, auditScope(scope), filter), 'audit_logs.id');
  },

  async exportPage(db, scope, filter, range) {
    const rows = await idPage(filteredAuditLogs(db, auditScope(scope), filter), 'audit_logs.id', range)
      .select(auditColumns)
      .execute();
    return rows.map((row) => {
      const item = toAuditDetail(row);
      return {
        id: item.id,
        cells: [
          item.id,
          sheetTime(row.created_at),
          item.audience,
          item.actor_name,
          item.agent_name,
          item.method,
          item.route,
          item.status_code,
          item.result,
          item.ip,
          item.user_agent,
          item.request_id,
          item.summary,
        ],
      };
    });
  },
};
