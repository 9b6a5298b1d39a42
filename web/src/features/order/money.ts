import { DurationUnit } from '@onsite/contracts';

/** Spec §9: amounts are cents, shown divided by 100 with 2 decimals. */
export function formatYuan(cents: number): string {
  return `¥${(cents / 100).toFixed(2)}`;
}

/** The translation key and count of a plan or order duration (unit 2 = days, otherwise years). */
export function durationOf(
  duration: number,
  unit: number,
): { key: 'order.days' | 'order.years'; count: number } {
  return { key: unit === DurationUnit.days ? 'order.days' : 'order.years', count: duration };
}
