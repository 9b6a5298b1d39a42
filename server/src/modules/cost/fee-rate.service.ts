import type { FeeRateInForce, FeeRateVersion, feeRateCreateRequest, PriceState } from '@onsite/contracts';
import type { z } from 'zod';
import type { Db } from '#server/db/database.ts';
import { badRequest, notFound } from '#server/platform/http/errors.ts';
import { iso } from '#server/platform/time.ts';
import { effectiveAtOrRefuse, withdrawScheduled } from './cost.service.ts';
import * as repository from './fee-rate.repository.ts';

type CreateInput = z.output<typeof feeRateCreateRequest>;
type PlatformRate = Awaited<ReturnType<typeof repository.platformRates>>[number];

const present =
  (rates: PlatformRate[]) =>
  (row: repository.FeeVersionRow): FeeRateVersion => {
    const rate = rates.find((candidate) => candidate.code === row.code);
    return {
      id: row.id,
      code: row.code,
      name: rate?.name ?? row.code,
      mode: rate?.mode ?? 'percent',
      rate: row.rate,
      min_fee: row.min_fee,
      description: row.description,
      effective_time: iso(row.effective_at),
      state: row.state,
      note: row.note,
      created_by: row.created_by ?? '',
      create_time: iso(row.created_at),
    };
  };

export async function listVersions(
  db: Db,
  filter: { code?: string; state?: PriceState },
  page: { page: number; limit: number },
) {
  const [rates, { rows, total }] = await Promise.all([
    repository.platformRates(db),
    repository.listVersions(db, filter, page, new Date()),
  ]);
  return { rows: rows.map(present(rates)), total };
}

/** Each platform rate in force now: its latest version by now, else its built-in values; and what is next. */
export async function inForce(db: Db): Promise<FeeRateInForce[]> {
  const [rates, { current, next }] = await Promise.all([
    repository.platformRates(db),
    repository.inForceAndNext(db, new Date()),
  ]);
  const show = present(rates);
  return rates.map((rate) => {
    const version = current.find((row) => row.code === rate.code);
    const upcoming = next.find((row) => row.code === rate.code);
    return {
      code: rate.code,
      name: rate.name,
      mode: rate.mode,
      rate: version?.rate ?? rate.rate,
      min_fee: version?.min_fee ?? rate.min_fee,
      description: version?.description ?? rate.description,
      version_id: version?.id ?? 0,
      effective_time: version ? iso(version.effective_at) : '',
      next: upcoming ? show(upcoming) : null,
    };
  });
}

/** A new version of a platform rate from now or later; a percent rate is at most 100 %. */
export async function createVersion(db: Db, adminId: number, input: CreateInput) {
  const rates = await repository.platformRates(db);
  const rate = rates.find((candidate) => candidate.code === input.code);
  if (!rate) throw badRequest('fee rate not found');
  if (rate.mode === 'percent' && input.rate > 10_000) throw badRequest('a percent rate is at most 100%');
  const { id } = await repository.insertVersion(db, {
    code: rate.code,
    rate: input.rate,
    min_fee: input.min_fee,
    description: input.description,
    effective_at: effectiveAtOrRefuse(input.effective_time),
    note: input.note,
    created_by: adminId,
  });
  const row = await repository.findVersion(db, id, new Date());
  if (!row) throw notFound('price version not found');
  return present(rates)(row);
}

export const deleteVersion = (db: Db, id: number) =>
  withdrawScheduled(
    (now) => repository.deleteScheduled(db, id, now),
    (now) => repository.findVersion(db, id, now),
  );

/** The platform's rates in force now that differ from their built-in rows, by code (the resource module's fees). */
export async function platformRateVersionsNow(db: Db) {
  const current = await repository.inForceVersions(db, new Date());
  return new Map(
    current.map((row) => [row.code, { rate: row.rate, min_fee: row.min_fee, description: row.description }]),
  );
}
