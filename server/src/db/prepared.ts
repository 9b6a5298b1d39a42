import { type Compilable, CompiledQuery } from 'kysely';
import type { Db } from './database.ts';

/** Runs SQL text on the pool behind a root Kysely instance, bypassing Kysely's executor. */
export type DirectQuery = (sql: string, params: unknown[]) => Promise<unknown[]>;

const directQueries = new WeakMap<Db, DirectQuery>();

/**
 * Lets `prepared` queries on this instance go straight to its pool (PostgreSQL only: PGlite is one
 * connection that a transaction holds, so its queries must keep going through Kysely's driver, which queues
 * them). A transaction is another instance, so queries inside one still run on its connection.
 */
export function registerDirectQuery(db: Db, query: DirectQuery): void {
  directQueries.set(db, query);
}

/**
 * A query built and compiled by Kysely once, then run with fresh parameters. For the few queries on every
 * request's path (the session lookup), where building and compiling cost more than the query itself; on
 * PostgreSQL outside a transaction they skip Kysely's executor too (its query id, frozen nodes and
 * connection provider were a measurable share of the hot path's allocations: bench/RESULTS.md).
 * `build` receives placeholder values; `run` must pass the parameters in the order they appear in the SQL.
 */
export function prepared<Row, Params extends unknown[]>(build: (db: Db) => Compilable<Row>) {
  let sqlText: string | undefined;
  return async (db: Db, ...params: Params): Promise<Row[]> => {
    sqlText ??= build(db).compile().sql;
    const direct = directQueries.get(db);
    if (direct) return (await direct(sqlText, params)) as Row[];
    const result = await db.executeQuery<Row>(CompiledQuery.raw(sqlText, params));
    return result.rows;
  };
}
