import type { SelectQueryBuilder } from 'kysely';
import type { Db } from './database.ts';
import type { Database } from './schema.ts';

/**
 * How deep a console list pages, and how far it counts (docs/decisions.md "i19-scale: lists at any size"):
 * the first LIST_WINDOW rows of a list, in its order, are reachable page by page; past them a page is empty
 * (narrow the filter to see other rows), and the total is counted up to the window — a larger one answers
 * `count: LIST_WINDOW` with `count_capped: true` (the table shows "10,000+"). So no request reads more than
 * LIST_WINDOW + 1 rows of a list however big the tenant is, and every page the pager offers is answered.
 */
export const LIST_WINDOW = 10_000;

/** A list's total: exact up to the window, else the window with `capped`. */
export interface ListTotal {
  count: number;
  capped: boolean;
}

/** The rows of a page that lie within the window: `undefined` when none does (nothing to ask for). */
export function pageWindow(page: {
  page: number;
  limit: number;
}): { limit: number; offset: number } | undefined {
  const offset = (page.page - 1) * page.limit;
  if (offset >= LIST_WINDOW) return undefined;
  return { offset, limit: Math.min(page.limit, LIST_WINDOW - offset) };
}

/** How long a total found above the window is taken as still above it (see countWithin). */
export const CAPPED_MEMO_MS = 30_000;
const CAPPED_MEMO_SIZE = 1_000;

/** The count statements (SQL and parameters) lately found above the window, with when, oldest first. */
const cappedLately = new Map<string, number>();

/** Forgets every remembered total (bench/scale-plans.ts, to record a request's count statement). */
export function forgetCappedTotals() {
  cappedLately.clear();
}

/**
 * Counts the rows of `query` (its filters; its selection and order do not matter) up to LIST_WINDOW + 1, so
 * the count stops reading as soon as it knows the total is larger than the window.
 *
 * A count that found more than the window is remembered for CAPPED_MEMO_MS by its statement and parameters
 * (which hold the caller's tenant), and the same count within that time answers "capped" without reading:
 * on a big tenant, reading the 10,001 index entries was most of what each page of its lists cost (1.3 ms of
 * a 2 ms request at a million orders). The memo only ever says "more than 10,000"; a list that falls below
 * the window shows its exact total again at most CAPPED_MEMO_MS later. Exact totals are never remembered.
 */
export async function countWithin<TB extends keyof Database, O>(
  db: Db,
  query: SelectQueryBuilder<Database, TB, O>,
  now = Date.now(),
): Promise<ListTotal> {
  const window = query
    .clearSelect()
    .clearOrderBy()
    .clearLimit()
    .clearOffset()
    .select((eb) => eb.lit(1).as('one'))
    .limit(LIST_WINDOW + 1)
    .as('counted');
  const counting = db.selectFrom(window).select((eb) => eb.fn.countAll<number>().as('count'));
  const compiled = counting.compile();
  const key = `${compiled.sql}\n${JSON.stringify(compiled.parameters)}`;
  const seen = cappedLately.get(key);
  if (seen !== undefined && now - seen < CAPPED_MEMO_MS) return { count: LIST_WINDOW, capped: true };
  const row = await counting.executeTakeFirstOrThrow();
  const count = Number(row.count);
  if (count <= LIST_WINDOW) {
    cappedLately.delete(key);
    return { count, capped: false };
  }
  cappedLately.delete(key); // a Map keeps insertion order: re-inserted, the key is the newest
  cappedLately.set(key, now);
  if (cappedLately.size > CAPPED_MEMO_SIZE) cappedLately.delete(cappedLately.keys().next().value as string);
  return { count: LIST_WINDOW, capped: true };
}

/** One page of `rows` (a query ordered by the list's order), and the total, both within the window. */
export async function pageWithin<TB extends keyof Database, O, Row>(
  db: Db,
  filtered: SelectQueryBuilder<Database, TB, O>,
  page: { page: number; limit: number },
  rows: (window: { limit: number; offset: number }) => Promise<Row[]>,
): Promise<{ rows: Row[]; total: ListTotal }> {
  const window = pageWindow(page);
  const [pageRows, total] = await Promise.all([
    window ? rows(window) : Promise.resolve([]),
    countWithin(db, filtered),
  ]);
  return { rows: pageRows, total };
}
