import { DurationUnit } from '@onsite/contracts';

/**
 * The end of a VIP term bought at `paidAt`: counted from the current expiry when the customer already holds
 * the same VIP level and it has not expired (a renewal adds to it), else from the payment. Spec §9:
 * duration_unit 2 = days, anything else years. A year is a calendar year (Feb 29 → Feb 28 or Mar 1 as
 * the calendar has it, by UTC date arithmetic).
 */
export function vipTermEnd(options: {
  paidAt: Date;
  duration: number;
  durationUnit: number;
  current: { vipId: number; expiresAt: Date | null } | null;
  vipId: number;
}): { startsAt: Date; expiresAt: Date } {
  const { paidAt, duration, durationUnit, current, vipId } = options;
  const continues = current?.expiresAt && current.vipId === vipId && current.expiresAt > paidAt;
  const startsAt = continues && current.expiresAt ? current.expiresAt : paidAt;
  const expiresAt = new Date(startsAt);
  if (durationUnit === DurationUnit.days) expiresAt.setUTCDate(expiresAt.getUTCDate() + duration);
  else expiresAt.setUTCFullYear(expiresAt.getUTCFullYear() + duration);
  return { startsAt, expiresAt };
}
