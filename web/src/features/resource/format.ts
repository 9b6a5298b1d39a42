import type { ResourceKind } from '@onsite/contracts';
import { formatYuan } from '#web/features/order/money';

/** Yuan typed in an input → integer cents (null stays null). */
export function yuanToCents(yuan: number | null | undefined): number | null {
  if (yuan === null || yuan === undefined || Number.isNaN(yuan)) return null;
  return Math.round(yuan * 100);
}

/** An amount of an account: money in ¥ with 2 decimals, SMS in messages. */
export function formatAmount(kind: ResourceKind, amount: number, smsUnit: (count: number) => string): string {
  return kind === 'sms' ? smsUnit(amount) : formatYuan(amount);
}

/** A signed ledger amount: "+¥10.00" / "-¥10.00" (SMS: "+100 条"). */
export function formatSigned(kind: ResourceKind, amount: number, smsUnit: (count: number) => string): string {
  return `${amount > 0 ? '+' : '-'}${formatAmount(kind, Math.abs(amount), smsUnit)}`;
}

/** A percent fee in basis points, e.g. 60 → "0.60%". */
export function formatBasisPoints(rate: number): string {
  return `${(rate / 100).toFixed(2)}%`;
}

/** The fee of a rate for an amount, as the server computes it (rounded up, at least the minimum). */
export function feeFor(
  rate: { mode: 'percent' | 'unit'; rate: number; min_fee: number },
  amount: number,
): number {
  const fee = rate.mode === 'percent' ? Math.ceil((amount * rate.rate) / 10_000) : amount * rate.rate;
  return Math.max(fee, rate.min_fee);
}
