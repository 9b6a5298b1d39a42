import { randomInt } from 'node:crypto';

/** A sortable, unguessable-enough order number: UTC time to the second and six random digits. */
export function newOrderNo(now = new Date()): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  return `${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}
