import type {
  ActivityPriceInForce,
  ActivityPriceVersion,
  activityPriceCreateRequest,
} from '@onsite/contracts';
import type { z } from 'zod';
import type { Db } from '#server/db/database.ts';
import { badRequest, notFound } from '#server/platform/http/errors.ts';
import { iso } from '#server/platform/time.ts';
import * as repository from './cost.repository.ts';
import { effectiveFrom } from './versions.ts';

type CreateInput = z.output<typeof activityPriceCreateRequest>;

/** When a new version (a price or a fee rate) takes effect, or the clear refusal. */
export function effectiveAtOrRefuse(requested: string | undefined): Date {
  const when = effectiveFrom(requested, new Date());
  if ('at' in when) return when.at;
  throw badRequest(
    when.refused === 'past'
      ? 'effective_time: a price cannot take effect in the past'
      : 'effective_time: a price takes effect within a year',
  );
}

const present = (row: repository.PriceRow): ActivityPriceVersion => ({
  id: row.id,
  tool_id: row.tool_id,
  tool_name: row.tool_name ?? '',
  create_price: row.create_price,
  renew_per_day: row.renew_per_day,
  expand_per_block: row.expand_per_block,
  effective_time: iso(row.effective_at),
  state: row.state,
  note: row.note,
  created_by: row.created_by ?? '',
  create_time: iso(row.created_at),
});

export async function listVersions(
  db: Db,
  filter: repository.PriceFilter,
  page: { page: number; limit: number },
) {
  const { rows, total } = await repository.listVersions(db, filter, page, new Date());
  return { rows: rows.map(present), total };
}

/** The default's prices in force and every tool's: its own version, or the default's when it has none. */
export async function inForce(db: Db): Promise<ActivityPriceInForce[]> {
  const now = new Date();
  const [tools, { current, next }] = await Promise.all([
    repository.listTools(db),
    repository.inForceAndNext(db, now),
  ]);
  const currentOf = new Map(current.map((row) => [row.tool_id, row]));
  const nextOf = new Map(next.map((row) => [row.tool_id, present(row)]));
  const fallback = currentOf.get(0);
  // the built-in default is in force since the epoch and cannot be withdrawn: there is always one
  if (!fallback) throw new Error('activity_prices holds no default in force');
  return [{ id: 0, title: '' }, ...tools].map((tool) => {
    const own = currentOf.get(tool.id);
    const version = own ?? fallback;
    return {
      tool_id: tool.id,
      tool_name: tool.title,
      create_price: version.create_price,
      renew_per_day: version.renew_per_day,
      expand_per_block: version.expand_per_block,
      version_id: version.id,
      follows_default: !own,
      effective_time: iso(version.effective_at),
      next: nextOf.get(tool.id) ?? null,
    };
  });
}

/** A new version from now, or from a later time within a year; the tool must exist (0 = the default). */
export async function createVersion(db: Db, adminId: number, input: CreateInput) {
  const effectiveAt = effectiveAtOrRefuse(input.effective_time);
  if (input.tool_id !== 0 && !(await repository.listTools(db)).some((tool) => tool.id === input.tool_id))
    throw badRequest('tool not found');
  const { id } = await repository.insertVersion(db, {
    tool_id: input.tool_id,
    create_price: input.create_price,
    renew_per_day: input.renew_per_day,
    expand_per_block: input.expand_per_block,
    effective_at: effectiveAt,
    note: input.note,
    created_by: adminId,
  });
  const row = await repository.findVersion(db, id, new Date());
  if (!row) throw notFound('price version not found');
  return present(row);
}

/** Withdraws a version (a price or a fee rate) not yet in force; one in force or past is history and stays. */
export async function withdrawScheduled(
  deleteIfScheduled: (now: Date) => Promise<boolean>,
  find: (now: Date) => Promise<unknown>,
) {
  const now = new Date();
  if (await deleteIfScheduled(now)) return;
  if (await find(now))
    throw badRequest('a price in force or past cannot be withdrawn: set a new one instead');
  throw notFound('price version not found');
}

export const deleteVersion = (db: Db, id: number) =>
  withdrawScheduled(
    (now) => repository.deleteScheduled(db, id, now),
    (now) => repository.findVersion(db, id, now),
  );

/** What an activity of this tool costs at `at` (the activity module's prices). */
export async function activityPriceAt(db: Db, toolId: number, at: Date) {
  const price = await repository.priceAt(db, toolId, at);
  if (!price) throw new Error('activity_prices holds no default in force');
  return {
    create: price.create_price,
    renewPerDay: price.renew_per_day,
    expandPerBlock: price.expand_per_block,
  };
}
