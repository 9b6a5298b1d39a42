import type { Payment, PayType } from '@onsite/contracts';
import type { Db } from '#server/db/database.ts';
import { badRequest, notFound } from '#server/platform/http/errors.ts';
import type { CustomerScope } from '#server/platform/tenancy/scope.ts';
import { insertOrder } from './order.repository.ts';
import { type PaymentContext, paymentFor, payTypes } from './order.service.ts';
import { newOrderNo } from './order-number.ts';

/**
 * An unpaid order of an agent's offer (software licences, a copyright licence): `quantity` of the item at the
 * offer's retail price, read by the server — the total the page showed (`amount`, `pay_amount`) must be it —,
 * carrying the offer's wholesale × quantity (never above the total) for the reseller ledger; answers its
 * payment QR. `offer` undefined (not sold on the customer's site) and a free offer (nothing to pay through the
 * gateway) are 'product does not exist'.
 */
export async function sellOffer(
  db: Db,
  scope: CustomerScope,
  context: PaymentContext,
  offer: { id: number; retail_price: number; wholesale_price: number } | undefined,
  order: {
    order_type: number;
    title: string;
    quantity: number;
    amount: number;
    pay_amount: number;
    pay_type: PayType;
  },
): Promise<Payment> {
  if (!offer) throw notFound('product does not exist');
  const total = offer.retail_price * order.quantity;
  if (order.amount !== total || order.pay_amount !== total) {
    throw badRequest('the price has changed, please refresh and try again');
  }
  if (total <= 0) throw notFound('product does not exist');
  payTypes(context.payTypes, order.pay_type);
  const row = {
    order_no: await newOrderNo(db),
    order_type: order.order_type,
    subject_id: offer.id,
    title: order.title,
    quantity: order.quantity,
    amount: total,
    original_amount: total,
    pay_amount: total,
    wholesale_amount: Math.min(offer.wholesale_price * order.quantity, total),
    pay_type: order.pay_type,
  };
  await insertOrder(db, scope, row);
  return paymentFor(context, row, order.pay_type);
}
