import { type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '#server/db/schema.ts';

/** A page of the list's rows (by id, newest first) and how many rows it has in all. */
export async function newestPage<TB extends keyof Database, O>(
  rows: SelectQueryBuilder<Database, TB, O>,
  query: { page: number; limit: number },
) {
  const [page, total] = await Promise.all([
    rows
      .orderBy(sql.ref('id'), 'desc')
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute(),
    rows.clearSelect().select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: page, count: Number(total.n) };
}
