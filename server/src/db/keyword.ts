import type { Expression, ExpressionBuilder, ReferenceExpression, SqlBool } from 'kysely';

/** `%text%` for ILIKE, with the pattern characters of the text itself escaped. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

/**
 * A list's keyword search: any of `columns` contains `keyword` (case-insensitive). Answers undefined for
 * an empty keyword, so callers add no condition: `if (condition) query = query.where(condition)`.
 */
export function keywordMatch<DB, TB extends keyof DB>(
  keyword: string | undefined,
  columns: readonly ReferenceExpression<DB, TB>[],
): ((eb: ExpressionBuilder<DB, TB>) => Expression<SqlBool>) | undefined {
  const text = keyword?.trim();
  if (!text) return undefined;
  const pattern = containing(text);
  return (eb) => eb.or(columns.map((column) => eb(column, 'ilike', pattern)));
}
