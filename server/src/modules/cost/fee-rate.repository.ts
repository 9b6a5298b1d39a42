import type { PriceState } from '@onsite/contracts';
import type { Db } from '#server/db/database.ts';
import { pageWithin } from '#server/db/paging.ts';
import { inForceIds, nextIds, stateAt } from './versions.ts';

/** The platform's fee rates as versions (platform data: no tenant columns). */

const FEES = { table: 'fee_rate_versions', key: 'code' } as const;

export interface FeeRateValues {
  code: string;
  rate: number;
  min_fee: number;
  description: string;
  effective_at: Date;
  note: string;
  created_by: number | null;
}

/** The platform's rates as built in: the platform default site's fee_rates rows (code, name, mode, values). */
export const platformRates = (db: Db) =>
  db
    .selectFrom('fee_rates')
    .innerJoin('agents', 'agents.id', 'fee_rates.agent_id')
    .select([
      'fee_rates.code',
      'fee_rates.name',
      'fee_rates.mode',
      'fee_rates.rate',
      'fee_rates.min_fee',
      'fee_rates.description',
    ])
    .where('agents.is_platform_default', '=', true)
    .orderBy('fee_rates.sort')
    .orderBy('fee_rates.id')
    .execute();

function versions(db: Db, now: Date) {
  return db
    .selectFrom('fee_rate_versions')
    .leftJoin('admins', 'admins.id', 'fee_rate_versions.created_by')
    .select([
      'fee_rate_versions.id',
      'fee_rate_versions.code',
      'fee_rate_versions.rate',
      'fee_rate_versions.min_fee',
      'fee_rate_versions.description',
      'fee_rate_versions.effective_at',
      'fee_rate_versions.note',
      'admins.nickname as created_by',
      'fee_rate_versions.created_at',
      stateAt(FEES, now).as('state'),
    ]);
}

export type FeeVersionRow = Awaited<ReturnType<ReturnType<typeof versions>['execute']>>[number];

/** Every version, latest effective first (one code's or one state's with the filter). */
export function listVersions(
  db: Db,
  filter: { code?: string; state?: PriceState },
  page: { page: number; limit: number },
  now: Date,
) {
  const filtered = db
    .selectFrom('fee_rate_versions')
    .$if(filter.code !== undefined, (q) => q.where('fee_rate_versions.code', '=', filter.code ?? ''))
    .$if(filter.state !== undefined, (q) => q.where(stateAt(FEES, now), '=', filter.state ?? 'current'));
  const ids = filtered.select('fee_rate_versions.id');
  return pageWithin(db, filtered, page, (window) =>
    versions(db, now)
      .where('fee_rate_versions.id', 'in', ids)
      .orderBy('fee_rate_versions.effective_at', 'desc')
      .orderBy('fee_rate_versions.id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  );
}

export const findVersion = (db: Db, id: number, now: Date) =>
  versions(db, now).where('fee_rate_versions.id', '=', id).executeTakeFirst();

/** The versions in force at `now`, one per code that has any. */
export const inForceVersions = (db: Db, now: Date) =>
  versions(db, now).where('fee_rate_versions.id', 'in', inForceIds(FEES, now)).execute();

/** The versions in force at `now` and the next scheduled of each code. */
export async function inForceAndNext(db: Db, now: Date) {
  const [current, next] = await Promise.all([
    inForceVersions(db, now),
    versions(db, now).where('fee_rate_versions.id', 'in', nextIds(FEES, now)).execute(),
  ]);
  return { current, next };
}

export const insertVersion = (db: Db, values: FeeRateValues) =>
  db.insertInto('fee_rate_versions').values(values).returning('id').executeTakeFirstOrThrow();

/** Deletes a version only while it is not yet in force (the check and the delete are one statement). */
export async function deleteScheduled(db: Db, id: number, now: Date) {
  const result = await db
    .deleteFrom('fee_rate_versions')
    .where('id', '=', id)
    .where('effective_at', '>', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
