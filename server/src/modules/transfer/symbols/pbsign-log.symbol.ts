import { deviceSignins, type LogFilter, logColumns } from '#server/modules/pbsign/index.ts';
import { notFound } from '#server/platform/http/errors.ts';
import type { CustomerScope, TenantScope } from '#server/platform/tenancy/scope.ts';
import type { ExportOnlyDefinition } from '../transfer.symbols.ts';
import { idBounds, idPage, keywordOf, selectedIds, sheetTime } from './common.ts';

/**
 * The sign-ins the customer's devices recorded (/my/tool/pbsign's 签到记录), exported through the job centre
 * with the list's filters (activity, device, dates, keyword) or the selected rows. The mobile is written in
 * full: the file is the organiser's own attendee list. Never imported (sign-ins are made at the kiosk).
 */
export const pbsignLogSymbol: ExportOnlyDefinition<LogFilter> = {
  symbol: 'pbsign_log',
  importAudiences: [],
  exportAudiences: ['customer'],
  listPermission: {},

  exportFilter(query) {
    return JSON.parse(
      JSON.stringify({
        activityId: query.activity_id,
        deviceId: query.device_id,
        startDate: query.start_date,
        endDate: query.end_date,
        keyword: keywordOf(query),
        ids: selectedIds(query),
      }),
    ) as LogFilter;
  },

  async checkExport(_db, scope) {
    customerOnly(scope);
  },

  exportColumns: ['ID', 'Activity', 'Name', 'Mobile', 'Device serial number', 'Signed in at'],

  exportBounds(db, scope, filter) {
    return idBounds(deviceSignins(db, customerOnly(scope), filter), 'activity_signins.id');
  },

  async exportPage(db, scope, filter, range) {
    const rows = await idPage(deviceSignins(db, customerOnly(scope), filter), 'activity_signins.id', range)
      .select(logColumns)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      cells: [row.id, row.activity_title, row.name, row.phone, row.serial, sheetTime(row.created_at)],
    }));
  },
};

/** exportAudiences holds the customer only; any other scope would be a wiring error, refused rather than widened. */
function customerOnly(scope: TenantScope): CustomerScope {
  if (scope.kind !== 'customer') throw notFound('activity not found');
  return scope;
}
