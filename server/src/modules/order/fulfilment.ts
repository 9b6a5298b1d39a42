import type { Db } from '#server/db/database.ts';
import type { PaidOrder } from './order.repository.ts';

export type { PaidOrder };

/**
 * What a paid order of one kind does (grant the VIP term, make the activity paid, credit the balance). It
 * runs inside the payment's transaction with the order row locked, exactly once per order: a repeated
 * notify finds the order paid and never gets here. A throw undoes the payment as a whole.
 */
export type Fulfilment = (trx: Db, order: PaidOrder, paidAt: Date) => Promise<void>;

// Order type → what paying it does. The modules that sell fill it at start (app.ts), so the order module
// needs to know none of them.
const fulfilments = new Map<number, Fulfilment>();

/** Declares what paying an order of these types does; registering the same function again changes nothing. */
export function registerFulfilment(orderTypes: readonly number[], fulfilment: Fulfilment): void {
  for (const orderType of orderTypes) {
    const current = fulfilments.get(orderType);
    if (current && current !== fulfilment) {
      throw new Error(`order type ${orderType} already has a fulfilment`);
    }
    fulfilments.set(orderType, fulfilment);
  }
}

/**
 * Applies what a just-paid order bought. An order type nobody registered is a programming error, not a
 * payment to accept silently: it throws, so the payment is rolled back and the gateway retries.
 */
export async function fulfil(trx: Db, order: PaidOrder, paidAt: Date): Promise<void> {
  const fulfilment = fulfilments.get(order.order_type);
  if (!fulfilment) throw new Error(`no fulfilment is registered for order type ${order.order_type}`);
  await fulfilment(trx, order, paidAt);
}

/**
 * Whether an unpaid order of one kind may still be paid (a fresh QR on payOrder): it throws the translated
 * reason when not, and may renew what the order reserves. Kinds without one are always payable.
 */
export type PayableCheck = (
  db: Db,
  order: { id: number; agent_id: number; customer_id: number },
) => Promise<void>;

const payables = new Map<number, PayableCheck>();

/** Declares what makes an unpaid order of these types payable again (a device rental's reservation). */
export function registerPayable(orderTypes: readonly number[], check: PayableCheck): void {
  for (const orderType of orderTypes) {
    const current = payables.get(orderType);
    if (current && current !== check) throw new Error(`order type ${orderType} already has a payable check`);
    payables.set(orderType, check);
  }
}

export async function checkPayable(
  db: Db,
  order: { id: number; order_type: number; agent_id: number; customer_id: number },
): Promise<void> {
  await payables.get(order.order_type)?.(db, order);
}
