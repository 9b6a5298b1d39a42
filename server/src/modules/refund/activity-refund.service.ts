import {
  type ConsoleAbolishBody,
  type CustomerRefund,
  Permission,
  type RefundableOrder,
} from '@onsite/contracts';
import type { Db } from '#server/db/database.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { abolishActivity } from '#server/modules/activity/index.ts';
import { access } from '#server/platform/access/access.ts';
import type { Principal } from '#server/platform/auth/principal.ts';
import { AppError, badRequest, notFound } from '#server/platform/http/errors.ts';
import type { PaymentProvider } from '#server/platform/payment/payment-provider.ts';
import type { CustomerScope, TenantScope } from '#server/platform/tenancy/scope.ts';
import { iso } from '#server/platform/time.ts';
import * as repository from './refund.repository.ts';
import { refundLockedOrder, type Staff } from './refund.service.ts';

type StaffScope = Exclude<TenantScope, { kind: 'customer' }>;

async function foundActivity(db: Db, scope: StaffScope, id: number) {
  const activity = await repository.findActivity(db, scope, id);
  if (!activity) throw notFound('activity not found');
  return activity;
}

/** The abolish dialog's list: the activity's paid orders with something left to refund. */
export async function refundableOrders(db: Db, scope: StaffScope, id: number): Promise<RefundableOrder[]> {
  return repository.listRefundableOrders(db, scope, await foundActivity(db, scope, id));
}

/**
 * The platform abolishes an activity (the customer's own abolish, run for its owner) and, with `refund`,
 * refunds what is left of each of its paid orders (create, renew, expand) — all in one transaction. A refund
 * needs the refund permission too: without it the call is refused before anything is written. The orders are
 * locked before the activity (the order a single refund locks them in), so two staff abolishing the same
 * activity at once run one after the other: the second finds nothing left and the activity abolished, which
 * the state machine refuses. Each refund is money only (the activity is abolished anyway) and writes the
 * customer's letter; when the gateway refuses one, nothing is abolished and nothing refunded.
 */
export async function abolishWithRefund(
  db: Db,
  gateway: PaymentProvider,
  principal: Principal,
  scope: StaffScope,
  staff: Staff,
  input: ConsoleAbolishBody,
) {
  const { refund } = input;
  if (refund) await access.require(db, principal, Permission[staff.audience].orderRefund);
  return inTransaction(db, async (trx) => {
    const activity = await foundActivity(trx, scope, input.id);
    const orders = refund ? await repository.lockRefundableOrders(trx, scope, activity) : [];
    await abolishActivity(trx, { agentId: activity.agent_id, customerId: activity.customer_id }, activity.id);
    const now = new Date();
    let refunded = 0;
    for (const order of orders) {
      const amount = order.pay_amount - order.refunded_amount;
      try {
        await refundLockedOrder(
          trx,
          gateway,
          scope,
          staff,
          order,
          { amount, reason: refund?.reason ?? '', moneyOnly: true },
          now,
        );
      } catch (error) {
        if (error instanceof AppError && error.key === 'the payment gateway refused the refund: {reason}') {
          throw badRequest(
            'the payment gateway refused the refund of order {order_no}: {reason}; nothing was abolished or refunded',
            { order_no: order.order_no, reason: String(error.params?.reason ?? '') },
          );
        }
        throw error;
      }
      refunded += amount;
    }
    return { refunded_orders: orders.length, refunded_amount: refunded };
  });
}

/** The refunds of one of the customer's own orders (another customer's order: not found), without staff names. */
export async function customerRefunds(
  db: Db,
  scope: CustomerScope,
  orderNo: string,
): Promise<CustomerRefund[]> {
  const order = await repository.findCustomerOrder(db, scope, orderNo);
  if (!order) throw notFound('order not found');
  const rows = await repository.listCustomerRefunds(db, scope, order.id);
  return rows.map((row) => ({
    refund_no: row.refund_no,
    amount: row.amount,
    reason: row.reason,
    create_time: iso(row.created_at),
  }));
}
