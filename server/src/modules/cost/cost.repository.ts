import type { PriceState } from '@onsite/contracts';
import { sql } from 'kysely';
import type { Db } from '#server/db/database.ts';
import { pageWithin } from '#server/db/paging.ts';
import { inForceIds, nextIds, stateAt } from './versions.ts';

/** Activity prices (platform data: no tenant columns). */

export interface PriceValues {
  tool_id: number;
  create_price: number;
  renew_per_day: number;
  expand_per_block: number;
  effective_at: Date;
  note: string;
  created_by: number | null;
}

const PRICES = { table: 'activity_prices', key: 'tool_id' } as const;

function versions(db: Db, now: Date) {
  return db
    .selectFrom('activity_prices')
    .leftJoin('tools', 'tools.id', 'activity_prices.tool_id')
    .leftJoin('admins', 'admins.id', 'activity_prices.created_by')
    .select([
      'activity_prices.id',
      'activity_prices.tool_id',
      'tools.title as tool_name',
      'activity_prices.create_price',
      'activity_prices.renew_per_day',
      'activity_prices.expand_per_block',
      'activity_prices.effective_at',
      'activity_prices.note',
      'admins.nickname as created_by',
      'activity_prices.created_at',
      stateAt(PRICES, now).as('state'),
    ]);
}

export interface PriceFilter {
  toolId?: number;
  state?: PriceState;
}

/** Every version, latest effective first (one tool's or one state's with the filter). */
export function listVersions(db: Db, filter: PriceFilter, page: { page: number; limit: number }, now: Date) {
  const filtered = db
    .selectFrom('activity_prices')
    .$if(filter.toolId !== undefined, (q) => q.where('activity_prices.tool_id', '=', filter.toolId ?? 0))
    .$if(filter.state !== undefined, (q) => q.where(stateAt(PRICES, now), '=', filter.state ?? 'current'));
  const ids = filtered.select('activity_prices.id');
  return pageWithin(db, filtered, page, (window) =>
    versions(db, now)
      .where('activity_prices.id', 'in', ids)
      .orderBy('activity_prices.effective_at', 'desc')
      .orderBy('activity_prices.id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  );
}

export const findVersion = (db: Db, id: number, now: Date) =>
  versions(db, now).where('activity_prices.id', '=', id).executeTakeFirst();

export type PriceRow = NonNullable<Awaited<ReturnType<typeof findVersion>>>;

/** The versions in force now (one per tool that has any, and the default) and the next scheduled of each. */
export async function inForceAndNext(db: Db, now: Date) {
  const current = await versions(db, now)
    .where('activity_prices.id', 'in', inForceIds(PRICES, now))
    .execute();
  const next = await versions(db, now).where('activity_prices.id', 'in', nextIds(PRICES, now)).execute();
  return { current, next };
}

/** The prices of a tool at `at`: its own latest version by then, else the default's. */
export async function priceAt(db: Db, toolId: number, at: Date) {
  return db
    .selectFrom('activity_prices')
    .select(['id', 'create_price', 'renew_per_day', 'expand_per_block'])
    .where('tool_id', 'in', [0, toolId])
    .where('effective_at', '<=', at)
    .orderBy(sql`tool_id = ${toolId}`, 'desc')
    .orderBy('effective_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export const listTools = (db: Db) =>
  db.selectFrom('tools').select(['id', 'title']).orderBy('sort').orderBy('id').execute();

export const insertVersion = (db: Db, values: PriceValues) =>
  db.insertInto('activity_prices').values(values).returning('id').executeTakeFirstOrThrow();

/** Deletes a version only while it is not yet in force (the check and the delete are one statement). */
export async function deleteScheduled(db: Db, id: number, now: Date) {
  const result = await db
    .deleteFrom('activity_prices')
    .where('id', '=', id)
    .where('effective_at', '>', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
