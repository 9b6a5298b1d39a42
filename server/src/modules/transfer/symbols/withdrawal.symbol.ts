import { Permission } from '@onsite/contracts';
import {
  filteredWithdrawals,
  type WithdrawalFilter,
  withdrawalListColumns,
} from '#server/modules/resource/index.ts';
import type { TenantScope } from '#server/platform/tenancy/scope.ts';
import type { ExportOnlyDefinition } from '../transfer.symbols.ts';
import { idBounds, idPage, keywordOf, selectedIds, sheetTime, yuan } from './common.ts';

/**
 * The customers' withdrawals, exported through the job centre with the review list's filters (admin:
 * every customer's, the whole account number, as the platform pays them). Never imported: a withdrawal is
 * the customer's request, decided one by one. Export is the platform's only: the agent console lists its
 * customers' withdrawals read only and without export (its account numbers are masked).
 */
export const withdrawalSymbol: ExportOnlyDefinition<WithdrawalFilter> = {
  symbol: 'withdrawal',
  importAudiences: [],
  exportAudiences: ['admin'],
  listPermission: { admin: Permission.admin.fundWithdrawal },

  exportFilter(query) {
    const filter: WithdrawalFilter = {
      ids: selectedIds(query),
      keyword: keywordOf(query),
      status: query.withdrawal_status,
      agentId: query.agent_id,
      amountMin: query.amount_min,
      amountMax: query.amount_max,
      startDate: query.start_date,
      endDate: query.end_date,
    };
    // like the other lists, an export names its rows: selected ids or at least one filter
    const named = Object.values(filter).some((value) => value !== undefined);
    return named ? (JSON.parse(JSON.stringify(filter)) as WithdrawalFilter) : null;
  },

  exportColumns: [
    'ID',
    'Customer',
    'Customer mobile or email',
    'Agent',
    'From account',
    'Amount (yuan)',
    'Fee (yuan)',
    'Paid out (yuan)',
    'Channel',
    'Payee',
    'Bank',
    'Account no',
    'Status',
    'Reject reason',
    'Transfer reference',
    'Requested',
    'Reviewed',
    'Paid at',
  ],

  exportBounds(db, scope, filter) {
    return idBounds(filteredWithdrawals(db, platformOnly(scope), filter), 'withdrawals.id');
  },

  async exportPage(db, scope, filter, range) {
    const rows = await idPage(filteredWithdrawals(db, platformOnly(scope), filter), 'withdrawals.id', range)
      .select(withdrawalListColumns)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      cells: [
        row.id,
        row.customer_nickname,
        row.customer_mobile ?? row.customer_email ?? '',
        row.agent_name,
        row.kind,
        yuan(row.amount),
        yuan(row.fee),
        yuan(row.amount - row.fee),
        row.channel,
        row.account_name,
        row.bank_name,
        row.account_no,
        row.status,
        row.review_note,
        row.paid_reference,
        sheetTime(row.created_at),
        sheetTime(row.reviewed_at),
        sheetTime(row.paid_at),
      ],
    }));
  },
};

/** exportAudiences holds the platform only; any other scope would be a wiring error, refused rather than narrowed. */
function platformOnly(scope: TenantScope) {
  if (scope.kind !== 'platform') throw new Error('withdrawals are exported by the platform only');
  return scope;
}
