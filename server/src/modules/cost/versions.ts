import type { PriceState } from '@onsite/contracts';
import { sql } from 'kysely';

/**
 * What activity prices and fee rates share: rows that are versions of one thing (a tool's prices, a fee
 * code's rate) with an effective time, never updated. The version in force at T is the thing's latest with
 * effective_at <= T (the higher id first when two share a time).
 */
export type VersionTable =
  | { table: 'activity_prices'; key: 'tool_id' }
  | { table: 'fee_rate_versions'; key: 'code' };

/** The ids of the versions in force at `at`, one per thing (a parenthesised subquery, for `in`). */
export const inForceIds = ({ table, key }: VersionTable, at: Date) =>
  sql<number>`(select distinct on (${sql.ref(key)}) id from ${sql.table(table)}
    where effective_at <= ${at} order by ${sql.ref(key)}, effective_at desc, id desc)`;

/** The ids of the next scheduled version of each thing that has one. */
export const nextIds = ({ table, key }: VersionTable, at: Date) =>
  sql<number>`(select distinct on (${sql.ref(key)}) id from ${sql.table(table)}
    where effective_at > ${at} order by ${sql.ref(key)}, effective_at, id)`;

/** A version's state at `now`: scheduled (later), current (in force) or past (replaced). */
export const stateAt = (versions: VersionTable, now: Date) =>
  sql<PriceState>`case when ${sql.ref(`${versions.table}.effective_at`)} > ${now} then 'scheduled'
    when ${sql.ref(`${versions.table}.id`)} in ${inForceIds(versions, now)} then 'current' else 'past' end`;

const YEAR_MS = 366 * 24 * 3600 * 1000;

/**
 * When a new version takes effect: now, or a later time within a year (a time in the last minute — the
 * form's "now" on a slow clock — is now). Null when the time is refused, with the reason.
 */
export function effectiveFrom(
  requested: string | undefined,
  now: Date,
): { at: Date } | { refused: 'past' | 'too late' } {
  const at = requested ? new Date(requested) : now;
  if (at.getTime() < now.getTime() - 60_000) return { refused: 'past' };
  if (at.getTime() > now.getTime() + YEAR_MS) return { refused: 'too late' };
  return { at: at < now ? now : at };
}
