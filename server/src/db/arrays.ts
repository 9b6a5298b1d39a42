import { type RawBuilder, sql } from 'kysely';

/**
 * One parameter holding a whole column of values, typed for PostgreSQL: `unnest(textArray(a), textArray(b))`
 * turns a batch into rows with one bind parameter per column instead of one per value (a set-based write of
 * a thousand rows is then one short statement to compile, bind and plan), and `= any(textArray(a))` matches
 * a list. null stays null. Both drivers (pg, PGlite) send a JS array as a PostgreSQL array.
 */
export const textArray = (values: readonly (string | null)[]): RawBuilder<string[]> =>
  sql<string[]>`${[...values]}::text[]`;

export const intArray = (values: readonly (number | null)[]): RawBuilder<number[]> =>
  sql<number[]>`${[...values]}::int[]`;
