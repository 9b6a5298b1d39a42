import type { Db } from '#server/db/database.ts';
import { nextOrderSerial, orderNumberTaken } from './order.repository.ts';

/** The serial is zero-padded to this width (it simply grows longer past 99,999,999). */
const SERIAL_DIGITS = 8;

/** `YYYYMMDDHHMMSS` (UTC) followed by the serial, zero-padded to at least 8 digits. */
export function formatOrderNo(now: Date, serial: string): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  return `${stamp}${serial.padStart(SERIAL_DIGITS, '0')}`;
}

/**
 * A new order number, readable and sortable: the UTC time to the second, then the next value of the
 * `order_no_seq` sequence (migration 0021). Unique by construction: the time part has a fixed width, so
 * two equal numbers would need the same serial, and a sequence never hands out a value twice (whatever the
 * clock does, however many numbers one second sees, in one process or many). Numbers of the old shape
 * (the second + 6 random digits) are 20 characters, these at least 22, so the two never meet. An order
 * imported from a sheet may carry any number, this shape included: such a number is skipped.
 */
export async function newOrderNo(db: Db, now = new Date()): Promise<string> {
  for (;;) {
    const orderNo = formatOrderNo(now, await nextOrderSerial(db));
    if (!(await orderNumberTaken(db, orderNo))) return orderNo;
  }
}
