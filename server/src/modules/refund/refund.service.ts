import {
  ActivityOrderType,
  OrderType,
  type RefundItem,
  type RefundRequest,
  ResourceOrderType,
} from '@onsite/contracts';
import type { Db } from '#server/db/database.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { reverseActivityOrder } from '#server/modules/activity/index.ts';
import { revokeCopyrightLicence } from '#server/modules/copyright/index.ts';
import { insertNotice } from '#server/modules/notice/index.ts';
import { paidByBankTransfer, takeBackVip } from '#server/modules/order/index.ts';
import { endRental } from '#server/modules/pbsign/index.ts';
import { postEntries } from '#server/modules/resource/index.ts';
import { recordRefundShare } from '#server/modules/settlement/index.ts';
import { revokeLicences } from '#server/modules/software/index.ts';
import { AppError, badRequest, notFound } from '#server/platform/http/errors.ts';
import { translate } from '#server/platform/i18n/translate.ts';
import { priceOf } from '#server/platform/money.ts';
import type { PaymentProvider } from '#server/platform/payment/payment-provider.ts';
import type { TenantScope } from '#server/platform/tenancy/scope.ts';
import { iso } from '#server/platform/time.ts';
import * as repository from './refund.repository.ts';

type StaffScope = Exclude<TenantScope, { kind: 'customer' }>;
export type LockedOrder = NonNullable<Awaited<ReturnType<typeof repository.lockOrder>>>;
export interface Staff {
  id: number;
  audience: 'admin' | 'agent';
}

const ACTIVITY_TYPES: readonly number[] = Object.values(ActivityOrderType);

/**
 * Money taken offline (a confirmed bank transfer `bank-…`, an imported order without a transaction) cannot
 * go back through a gateway: it goes to the customer's balance, from where a withdrawal pays it out.
 */
const channelOf = (order: LockedOrder) =>
  order.transaction_id && !paidByBankTransfer(order.transaction_id)
    ? ('gateway' as const)
    : ('balance' as const);

/**
 * What a refund takes back of what the order delivered. A recharge credited money to the balance, so every
 * refund of one debits what it refunds (refused when the balance no longer holds it). Other orders give back
 * only on a full refund: a VIP order's term, an activity order's effect (vip-fulfilment / activity
 * purchase), a software order's licences (revoked); a partial refund is money only. An order type
 * without a reversal is refunded money only.
 */
async function takeBack(trx: Db, order: LockedOrder, amount: number, full: boolean, now: Date) {
  const owner = { agentId: order.agent_id, customerId: order.customer_id };
  if (order.order_type === ResourceOrderType.recharge) {
    try {
      await postEntries(trx, owner, [
        {
          kind: 'balance',
          amount: -amount,
          type: 'refund_reversal',
          reason: 'recharge of order {order_no} refunded',
          params: { order_no: order.order_no },
          orderNo: order.order_no,
        },
      ]);
    } catch (error) {
      if (error instanceof AppError && error.key === 'insufficient balance') {
        throw badRequest("the customer's balance no longer holds the recharged amount");
      }
      throw error;
    }
    return;
  }
  if (!full) return;
  if (order.order_type === OrderType.vip) await takeBackVip(trx, order, now);
  else if (order.order_type === OrderType.software) await revokeLicences(trx, order, now);
  else if (order.order_type === OrderType.copyright) await revokeCopyrightLicence(trx, order, now);
  else if (order.order_type === OrderType.device) await endRental(trx, order, now);
  else if (ACTIVITY_TYPES.includes(order.order_type)) await reverseActivityOrder(trx, order, now);
}

/**
 * Refunds a paid order the scope may see, in one transaction with the order row locked: the amount is
 * checked against what is left (two refunds at once: the second waits for the lock and sees the first), what
 * the order delivered is taken back (takeBack), the money goes to the balance through the ledger or back
 * through the payment gateway, the refund is recorded and the customer gets a letter. The gateway is asked
 * last: when it refuses, everything is rolled back. The audit log records the call (state-changing route).
 */
export async function refundOrder(
  db: Db,
  gateway: PaymentProvider,
  scope: StaffScope,
  staff: Staff,
  input: RefundRequest,
  now = new Date(),
) {
  return inTransaction(db, async (trx) => {
    const order = await repository.lockOrder(trx, scope, input.id);
    if (!order) throw notFound('order not found');
    return refundLockedOrder(trx, gateway, scope, staff, order, input, now);
  });
}

/** What one order's refund is: the amount and reason; `moneyOnly` never takes back what it delivered. */
export interface OrderRefund {
  amount: number;
  reason: string;
  /** an abolished activity's orders (activity-refund.service.ts): the activity is already gone */
  moneyOnly?: boolean;
}

/**
 * The per-order part of a refund, inside the caller's transaction with the order's row locked
 * (repository.lockOrder): refundOrder for one order, the abolish of an activity for each of its orders.
 */
export async function refundLockedOrder(
  trx: Db,
  gateway: PaymentProvider,
  scope: StaffScope,
  staff: Staff,
  order: LockedOrder,
  input: OrderRefund,
  now: Date,
) {
  if (order.is_pay !== 1) throw badRequest('only a paid order can be refunded');
  const left = order.pay_amount - order.refunded_amount;
  if (left <= 0) throw badRequest('this order has been fully refunded');
  if (input.amount > left) {
    throw badRequest('the refund is more than what is left to refund ({left})', { left: priceOf(left) });
  }
  const full = !input.moneyOnly && order.refunded_amount === 0 && input.amount === order.pay_amount;
  await takeBack(trx, order, input.amount, full, now);
  const channel = channelOf(order);
  const { count } = await repository.countRefunds(trx, scope, order.id);
  const refundNo = `R${order.order_no}-${Number(count) + 1}`;
  if (channel === 'balance') {
    await postEntries(trx, { agentId: order.agent_id, customerId: order.customer_id }, [
      {
        kind: 'balance',
        amount: input.amount,
        type: 'refund',
        reason: 'refund of order {order_no}',
        params: { order_no: order.order_no },
        orderNo: order.order_no,
      },
    ]);
  }
  await repository.addRefunded(trx, scope, order.id, input.amount);
  await insertNotice(trx, {
    type: 'letter',
    description: '',
    status: 0,
    audience: 'customer',
    agentId: order.agent_id,
    customerId: order.customer_id,
    createdByAdminId: null,
    icon: 'RollbackOutlined',
    title: translate('Your order has been refunded', 'zh_CN'),
    content: translate('Order {order_no} ({title}) was refunded {amount}: {reason}.', 'zh_CN', {
      order_no: order.order_no,
      title: order.title,
      amount: priceOf(input.amount),
      reason: input.reason,
    }),
  });
  let gatewayRefundId = '';
  if (channel === 'gateway') {
    const outcome = await gateway.refund({
      orderNo: order.order_no,
      transactionId: order.transaction_id ?? '',
      refundNo,
      amount: input.amount,
      total: order.pay_amount,
      reason: input.reason,
    });
    if (!outcome.ok)
      throw badRequest('the payment gateway refused the refund: {reason}', { reason: outcome.reason });
    gatewayRefundId = outcome.refundId;
  }
  const { id } = await repository.insertRefund(trx, {
    order_id: order.id,
    agent_id: order.agent_id,
    refund_no: refundNo,
    amount: input.amount,
    reason: input.reason,
    full,
    channel,
    gateway_refund_id: gatewayRefundId,
    created_by: staff.id,
    created_by_audience: staff.audience,
    created_at: now,
  });
  // the agent gives back its margin's share of what was refunded (reseller ledger)
  await recordRefundShare(
    trx,
    { id: order.id, agent_id: order.agent_id, refunded_before: order.refunded_amount },
    { id, amount: input.amount },
    now,
  );
  const refund: RefundItem = {
    id,
    refund_no: refundNo,
    amount: input.amount,
    reason: input.reason,
    full,
    channel,
    gateway_refund_id: gatewayRefundId,
    created_by: '',
    create_time: iso(now),
  };
  return { refund, pay_amount: order.pay_amount, refunded_amount: order.refunded_amount + input.amount };
}

/** The refunds of an order the scope may see (another tenant's order: not found). */
export async function listRefunds(db: Db, scope: StaffScope, orderId: number): Promise<RefundItem[]> {
  if (!(await repository.findOrder(db, scope, orderId))) throw notFound('order not found');
  const rows = await repository.listRefunds(db, scope, orderId);
  return rows.map((row) => ({
    id: row.id,
    refund_no: row.refund_no,
    amount: row.amount,
    reason: row.reason,
    full: row.full,
    channel: row.channel,
    gateway_refund_id: row.gateway_refund_id,
    created_by: (row.created_by_audience === 'admin' ? row.admin_name : row.agent_user_name) ?? '',
    create_time: iso(row.created_at),
  }));
}
