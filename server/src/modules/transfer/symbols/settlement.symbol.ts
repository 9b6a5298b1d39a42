import { Permission } from '@onsite/contracts';
import {
  filteredSettlementEntries,
  type SettlementEntryFilter,
  settlementEntryColumns,
} from '#server/modules/settlement/index.ts';
import { badRequest } from '#server/platform/http/errors.ts';
import { agentScope, type TenantScope } from '#server/platform/tenancy/scope.ts';
import type { ExportOnlyDefinition } from '../transfer.symbols.ts';
import { idBounds, idPage, sheetTime, yuan } from './common.ts';

type StatementFilter = SettlementEntryFilter & { agentId: number; month: string };

/**
 * One agent's monthly statement (the reseller ledger's entries of one month on the platform's calendar),
 * exported through the job centre: the platform names the agent, an agent's console exports its own team's.
 * Never imported: the ledger is written by payments, refunds and recorded settlement payments only.
 */
export const settlementSymbol: ExportOnlyDefinition<StatementFilter> = {
  symbol: 'settlement',
  importAudiences: [],
  exportAudiences: ['admin', 'agent'],
  listPermission: { admin: Permission.admin.fundSettlement, agent: Permission.agent.settlement },

  exportFilter(query, scope) {
    if (!query.month) return null;
    const agentId =
      scope.kind === 'platform' ? query.agent_id : scope.kind === 'agent' ? scope.agentId : undefined;
    if (!agentId) throw badRequest('choose an agent');
    return { agentId, month: query.month };
  },

  async checkExport(_db, scope, filter) {
    site(scope, filter);
  },

  exportColumns: [
    'ID',
    'Kind',
    'Order no',
    'Title',
    'Gross (yuan)',
    'Wholesale (yuan)',
    'Margin (yuan)',
    'Collected by',
    'Balance change (yuan)',
    'Balance after (yuan)',
    'Reference',
    'Note',
    'Time',
  ],

  exportBounds(db, scope, filter) {
    return idBounds(filteredSettlementEntries(db, site(scope, filter), filter), 'agent_ledger.id');
  },

  async exportPage(db, scope, filter, range) {
    const rows = await idPage(
      filteredSettlementEntries(db, site(scope, filter), filter),
      'agent_ledger.id',
      range,
    )
      .select(settlementEntryColumns)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      cells: [
        row.id,
        row.kind,
        row.order_no ?? '',
        row.title ?? '',
        yuan(row.gross),
        yuan(row.wholesale),
        yuan(row.margin),
        row.collected_by ?? '',
        yuan(row.amount),
        yuan(row.balance_after),
        row.reference,
        row.note,
        sheetTime(row.created_at),
      ],
    }));
  },
};

/** The ledger an export reads: the platform's named agent, an agent's own team; anything else is a wiring error. */
function site(scope: TenantScope, filter: StatementFilter) {
  if (scope.kind === 'platform') return agentScope(filter.agentId);
  if (scope.kind === 'agent' && scope.agentId === filter.agentId) return scope;
  throw new Error('a settlement statement is exported by the platform or its own agent only');
}
