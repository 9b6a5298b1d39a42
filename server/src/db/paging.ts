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

/**
 * Counts the rows of `query` (its filters; its selection and order do not matter) up to LIST_WINDOW + 1, so
 * the count stops reading as soon as it knows the total is larger than the window.
 */
export async function countWithin<TB extends keyof Database, O>(
  db: Db,
  query: SelectQueryBuilder<Database, TB, O>,
): Promise<ListTotal> {
  const window = query
    .clearSelect()
    .clearOrderBy()
    .clearLimit()
    .clearOffset()
    .select((eb) => eb.lit(1).as('one'))
    .limit(LIST_WINDOW + 1)
    .as('counted');
  const row = await db
    .selectFrom(window)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const count = Number(row.count);
  return count > LIST_WINDOW ? { count: LIST_WINDOW, capped: true } : { count, capped: false };
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
