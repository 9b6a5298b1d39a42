import { type Compilable, CompiledQuery } from 'kysely';
import type { Db } from './database.ts';

/**
 * A query built and compiled by Kysely once, then run with fresh parameters. For the few queries on every
 * request's path (the session lookup), where building and compiling cost more than the query itself.
 * `build` receives placeholder values; `run` must pass the parameters in the order they appear in the SQL.
 */
export function prepared<Row, Params extends unknown[]>(build: (db: Db) => Compilable<Row>) {
  let sqlText: string | undefined;
  return async (db: Db, ...params: Params): Promise<Row[]> => {
    sqlText ??= build(db).compile().sql;
    const result = await db.executeQuery<Row>(CompiledQuery.raw(sqlText, params));
    return result.rows;
  };
}
