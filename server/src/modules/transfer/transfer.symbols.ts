import type { ExportDataQuery, PermissionKey, TransferSymbol } from '@onsite/contracts';
import type { Transaction } from 'kysely';
import type { Db } from '#server/db/database.ts';
import type { Audience, Database } from '#server/db/schema.ts';
import { badRequest } from '#server/platform/http/errors.ts';
import type { MessageKey, MessageParams } from '#server/platform/i18n/messages.ts';
import type { TenantScope } from '#server/platform/tenancy/scope.ts';
import { activitySymbol } from './symbols/activity.symbol.ts';
import { auditLogSymbol } from './symbols/audit-log.symbol.ts';
import { cdkeySymbol, codeSymbol } from './symbols/cdkey.symbol.ts';
import { customerSymbol } from './symbols/customer.symbol.ts';
import { dashboardSymbol } from './symbols/dashboard.symbol.ts';
import { orderSymbol } from './symbols/order.symbol.ts';
import { partnerSymbol } from './symbols/partner.symbol.ts';
import { pbsignLogSymbol } from './symbols/pbsign-log.symbol.ts';
import { rechargeSymbol } from './symbols/recharge.symbol.ts';
import { settlementSymbol } from './symbols/settlement.symbol.ts';
import { vipPersonSymbol } from './symbols/vip-person.symbol.ts';
import { withdrawalSymbol } from './symbols/withdrawal.symbol.ts';

/** One column of a dataset's spreadsheet: its header (a catalogue key, written in the reader's language). */
export interface Column {
  header: MessageKey;
  /** the template's example value */
  example: string;
}

/** A row refused by validation or by the writer, with the reason shown in the failed-data file. */
export interface RowProblem {
  reason: MessageKey;
  params?: MessageParams;
}

/** Everything an import job knows besides the rows: who imports (scope) and the request's extra params. */
export interface ImportContext {
  scope: TenantScope;
  params: Record<string, unknown>;
}

/**
 * The export half of a dataset: ONE definition per symbol. Adding one means writing a file like
 * symbols/customer.symbol.ts and listing it in SYMBOLS (and its name in the contracts' TRANSFER_SYMBOLS);
 * routes, jobs, widgets and the download centre need no change.
 */
export interface ExportDefinition<Filter = unknown> {
  symbol: TransferSymbol;
  /** which consoles may export it */
  exportAudiences: readonly Audience[];
  /**
   * What a console's roles must grant to import it, export it or read its jobs there: the permission of the
   * dataset's list in that console (absent: the console's own data, its audience is enough).
   */
  listPermission: Partial<Record<Audience, PermissionKey>>;
  /** The export filter from the request: ids or the list's filters; null when neither is given. */
  exportFilter(query: ExportDataQuery, scope: TenantScope): Filter | null;
  /** Checks what the filter names is the caller's (e.g. the activity of its VIP persons) before queueing; may throw. */
  checkExport?(db: Db, scope: TenantScope, filter: Filter): Promise<void>;
  /** The export's header row. */
  exportColumns: readonly MessageKey[];
  /** How many rows the export will have, and the highest id among them (where paging stops). */
  exportBounds(db: Db, scope: TenantScope, filter: Filter): Promise<{ count: number; maxId: number }>;
  /**
   * Up to `limit` rows with afterId < id <= throughId, by id, as cells. The id window keeps every page an
   * index range scan whatever the planner knows (PGlite has no autovacuum to keep statistics fresh).
   */
  exportPage(
    db: Db,
    scope: TenantScope,
    filter: Filter,
    range: { afterId: number; throughId: number; limit: number },
  ): Promise<{ id: number; cells: (string | number)[] }[]>;
}

/** The import half of a dataset that spreadsheets can also write. */
export interface ImportDefinition<Row = unknown> {
  /** which consoles may import it */
  importAudiences: readonly Audience[];
  /**
   * What a console's roles must grant, besides the list permission, to import it there (an import writes;
   * a role that may only view the list may not). Absent: the list permission is enough.
   */
  importPermission?: Partial<Record<Audience, PermissionKey>>;
  /** the import template's columns, in order (the template's header row and example row) */
  columns: readonly Column[];
  /** Checks the request's extra params before the job is queued (e.g. an admin's target agent); may throw. */
  prepareImport?(
    db: Db,
    scope: TenantScope,
    params: Record<string, string>,
  ): Promise<Record<string, unknown>>;
  /** One row's cells (template order) → a row to write, or why not. Pure: no database. */
  parseRow(cells: string[]): { row: Row } | { problem: RowProblem };
  /**
   * Writes a batch of valid rows inside the job's transaction, idempotently by the symbol's natural key
   * (importing the same file twice changes nothing the second time). Answers one result per row.
   */
  writeBatch(
    trx: Transaction<Database>,
    context: ImportContext,
    rows: Row[],
  ): Promise<({ ok: true } | { ok: false; problem: RowProblem })[]>;
}

/** A dataset that is imported and exported (customers, orders, activities, VIP persons). */
export type SymbolDefinition<Row = unknown, Filter = unknown> = ExportDefinition<Filter> &
  ImportDefinition<Row>;

/** A dataset that is only exported (the audit log): no console imports it, it has no template. */
export type ExportOnlyDefinition<Filter = unknown> = ExportDefinition<Filter> & {
  importAudiences: readonly [];
  importPermission?: undefined;
};

// biome-ignore lint/suspicious/noExplicitAny: each definition has its own row and filter types
const SYMBOLS: Record<TransferSymbol, SymbolDefinition<any, any> | ExportOnlyDefinition<any>> = {
  customer: customerSymbol,
  order: orderSymbol,
  activity: activitySymbol,
  vip_person: vipPersonSymbol,
  audit_log: auditLogSymbol,
  partner: partnerSymbol,
  recharge: rechargeSymbol,
  withdrawal: withdrawalSymbol,
  cdkey: cdkeySymbol,
  code: codeSymbol,
  dashboard: dashboardSymbol,
  settlement: settlementSymbol,
  pbsign_log: pbsignLogSymbol,
};

export function symbolOf(symbol: TransferSymbol): SymbolDefinition | ExportOnlyDefinition {
  return SYMBOLS[symbol];
}

/** The definition of a dataset that can be imported; 400 for one that is only exported. */
export function importableSymbol(symbol: TransferSymbol): SymbolDefinition {
  const definition = SYMBOLS[symbol];
  if (!('parseRow' in definition)) throw badRequest('this dataset cannot be imported here');
  return definition;
}
