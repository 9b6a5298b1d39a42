import { Permission } from '@onsite/contracts';
import {
  filteredRecharges,
  type RechargeFilter,
  rechargeListColumns,
} from '#server/modules/resource/index.ts';
import type { TenantScope } from '#server/platform/tenancy/scope.ts';
import type { ExportOnlyDefinition } from '../transfer.symbols.ts';
import { idBounds, idPage, keywordOf, selectedIds, sheetTime, yuan } from './common.ts';

/** Recharges are listed by staff only: a customer's scope never reaches here (exportAudiences). */
const staffScope = (scope: TenantScope) =>
  scope.kind === 'platform' ? scope : { kind: 'agent' as const, agentId: scope.agentId };

/**
 * The customers' resource-account recharges, exported through the job centre with the list's filters
 * (admin: every customer's, agent: its team's customers'). Never imported: a recharge is a payment.
 */
export const rechargeSymbol: ExportOnlyDefinition<RechargeFilter> = {
  symbol: 'recharge',
  importAudiences: [],
  exportAudiences: ['admin', 'agent'],
  listPermission: { admin: Permission.admin.customerRecharge, agent: Permission.agent.customerRecharge },

  exportFilter(query) {
    const filter: RechargeFilter = {
      ids: selectedIds(query),
      keyword: keywordOf(query),
      isPay: query.is_pay,
      payType: query.pay_type,
      startDate: query.start_date,
      endDate: query.end_date,
    };
    // like the other lists, an export names its rows: selected ids or at least one filter
    const named = Object.values(filter).some((value) => value !== undefined);
    return named ? (JSON.parse(JSON.stringify(filter)) as RechargeFilter) : null;
  },

  exportColumns: [
    'ID',
    'Order no',
    'Customer',
    'Customer mobile or email',
    'Agent',
    'Amount (yuan)',
    'Paid (1 = yes)',
    'Pay type',
    'Created',
    'Paid at',
  ],

  exportBounds(db, scope, filter) {
    return idBounds(filteredRecharges(db, staffScope(scope), filter), 'orders.id');
  },

  async exportPage(db, scope, filter, range) {
    const rows = await idPage(filteredRecharges(db, staffScope(scope), filter), 'orders.id', range)
      .select(rechargeListColumns)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      cells: [
        row.id,
        row.order_no,
        row.customer_nickname ?? '',
        row.customer_mobile ?? row.customer_email ?? '',
        row.agent_name ?? '',
        yuan(row.pay_amount),
        row.is_pay ? 1 : 0,
        row.pay_type,
        sheetTime(row.created_at),
        sheetTime(row.paid_at),
      ],
    }));
  },
};
