/** Money is kept in cents (integers); these write it for people. */

/** Cents as yuan with two decimals, never through floating point (12345 → "123.45", -5 → "-0.05"). */
export function yuan(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(cents);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/** Cents as a price in a message or a notice: "¥123.45". */
export function priceOf(cents: number): string {
  return `¥${yuan(cents)}`;
}
