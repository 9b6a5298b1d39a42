import type { ExportDataQuery } from '@onsite/contracts';
import { type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { zonedToInstant } from '#server/modules/activity/index.ts';
import type { TenantScope } from '#server/platform/tenancy/scope.ts';
import type { RowProblem, SymbolDefinition } from '../transfer.symbols.ts';

/** An export page's id window (see SymbolDefinition.exportPage). */
type ExportRange = Parameters<SymbolDefinition['exportPage']>[3];

/** Shared pieces of the symbol definitions (one definition per symbol, the common rules here). */

/** A refused row. */
export const problem = (reason: RowProblem['reason'], params?: RowProblem['params']) => ({
  problem: params ? { reason, params } : { reason },
});

/** The selected ids of an export request, if any. */
export const selectedIds = (query: ExportDataQuery): number[] | undefined =>
  query.ids ? query.ids.split(',').map(Number) : undefined;

/** The list's keyword of an export request, if any. */
export const keywordOf = (query: ExportDataQuery): string | undefined => query.keyword?.trim() || undefined;

/** An ILIKE pattern matching `text` anywhere, with LIKE's wildcards escaped. */
export { containing } from '#server/db/keyword.ts';

/** Money as the sheet shows it: cents → yuan with 2 decimals. */
export const yuan = (cents: number) => (cents / 100).toFixed(2);

/** A sheet's money cell (yuan, at most 2 decimals, ≥ 0) → cents; null when it is not one. */
export function centsOf(text: string): number | null {
  const value = text.replace(/[,\s¥￥]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return null;
  const [whole = '0', fraction = ''] = value.split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** The platform's time zone: wall-clock times in sheets are read in it unless the request names another. */
export const SHEET_TIME_ZONE = 'Asia/Shanghai';

/** A wall-clock time as the sheet shows it (YYYY-MM-DD HH:mm) in `timeZone`. */
export function sheetTime(instant: Date | null, timeZone = SHEET_TIME_ZONE): string {
  if (!instant) return '';
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(instant);
  const value = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return `${value('year')}-${value('month')}-${value('day')} ${value('hour')}:${value('minute')}`;
}

/**
 * A sheet's time cell → the instant, or null when it is not a time. Accepts `YYYY-MM-DD HH:mm[:ss]` (or with
 * `/`) as a wall-clock time in `timeZone`; a date cell (read as an ISO text whose UTC fields are the wall
 * clock, as Excel stores dates without a zone) is read the same way.
 */
export function instantOf(text: string, timeZone = SHEET_TIME_ZONE): Date | null {
  const iso = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}(?::\d{2})?)(?:\.\d+)?Z$/.exec(text);
  const local = iso
    ? `${iso[1]} ${iso[2]}`
    : /^\d{4}[-/]\d{1,2}[-/]\d{1,2}[ T]\d{1,2}:\d{2}(:\d{2})?$/.test(text)
      ? text
          .replace(/\//g, '-')
          .replace(/^(\d{4})-(\d)-/, '$1-0$2-')
          .replace(/-(\d)([ T])/, '-0$1$2')
          .replace(/ (\d):/, ' 0$1:')
      : null;
  if (!local) return null;
  try {
    const instant = zonedToInstant(local, timeZone);
    return Number.isNaN(instant.getTime()) ? null : instant;
  } catch {
    return null;
  }
}

/** The list filters the symbols share: the selected ids, the keyword and (platform scope) one agent's rows. */
export function listFilterOf(query: ExportDataQuery, scope: TenantScope) {
  return {
    ids: selectedIds(query),
    keyword: keywordOf(query),
    agentId: scope.kind === 'platform' ? query.agent_id : undefined,
  };
}

/** An export's rows counted, with the highest of their ids (`table.id`), where the export's paging stops. */
export async function idBounds<TB extends keyof Database, O>(
  query: SelectQueryBuilder<Database, TB, O>,
  id: `${TB & string}.id`,
): Promise<{ count: number; maxId: number }> {
  const row = await query
    .select([sql<string>`count(*)`.as('count'), sql<number | null>`max(${sql.ref(id)})`.as('max_id')])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), maxId: Number(row.max_id ?? 0) };
}

/** One export page: the rows with afterId < id <= throughId, by id, at most `limit`. */
export function idPage<TB extends keyof Database, O>(
  query: SelectQueryBuilder<Database, TB, O>,
  id: `${TB & string}.id`,
  range: ExportRange,
) {
  return query
    .where(sql.ref(id), '>', range.afterId)
    .where(sql.ref(id), '<=', range.throughId)
    .orderBy(sql.ref(id))
    .limit(range.limit);
}
