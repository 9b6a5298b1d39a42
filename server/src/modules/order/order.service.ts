import { randomInt } from 'node:crypto';
import {
  ActivityOrderType,
  type InvoiceRequest,
  type OrderInfo,
  type OrderListQuery,
  OrderType,
  type Payment,
  type PayOrderRequest,
  type PayType,
  type PayVipOrderRequest,
  ResourceOrderType,
  type VipPlan,
} from '@onsite/contracts';
import type { Db } from '#server/db/database.ts';
import { applyActivityOrder } from '#server/modules/activity/activity.service.ts';
import { inTransaction } from '#server/modules/resource/ledger.ts';
import { applyRechargeOrder } from '#server/modules/resource/recharge.ts';
import type { Principal } from '#server/platform/auth/principal.ts';
import { badRequest, notFound } from '#server/platform/http/errors.ts';
import type { PaymentProvider, VerifiedNotify } from '#server/platform/payment/payment-provider.ts';
import { iso } from '#server/platform/time.ts';
import * as repository from './order.repository.ts';
import { vipTermEnd } from './vip-term.ts';

type CustomerPrincipal = Extract<Principal, { kind: 'customer' }>;

export interface PaymentContext {
  gateway: PaymentProvider;
  /** how the customer's browser reached us, for the QR's cashier link */
  origin: string;
  /** the agent site's name, shown on the cashier page */
  merchant: string;
  /** the pay types this installation accepts (PAY_TYPES) */
  payTypes: readonly PayType[];
}

const ownerOf = (principal: CustomerPrincipal): repository.CustomerOwner => ({
  agentId: principal.agentId,
  customerId: principal.customerId,
});

export function vipPlans(db: Db, agentId: number): Promise<VipPlan[]> {
  return repository.vipPlans(db, agentId);
}

const PAY_TYPE_NAMES: Record<PayType, string> = { wechat: '微信支付', alipay: '支付宝' };

/** The accepted pay types, or the one asked for; none → "no valid payment method". */
export function payTypes(accepted: readonly PayType[], wanted?: PayType) {
  const list = accepted.filter((type) => !wanted || type === wanted);
  if (list.length === 0) throw badRequest('no valid payment method, contact customer service');
  return list.map((type) => ({ pay_type: type, name: PAY_TYPE_NAMES[type] }));
}

/** A sortable, unguessable-enough order number: UTC time to the second and six random digits. */
export function newOrderNo(now = new Date()): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  return `${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

function paymentFor(
  context: PaymentContext,
  order: { order_no: string; pay_amount: number; title: string },
  payType: PayType,
): Payment {
  payTypes(context.payTypes, payType);
  const qrcode_url = context.gateway.qrcodeUrl(
    {
      orderNo: order.order_no,
      amount: order.pay_amount,
      title: order.title,
      payType,
      merchant: context.merchant,
    },
    context.origin,
  );
  return { order_no: order.order_no, pay_amount: order.pay_amount, qrcode_url };
}

/** payVipOrder: an unpaid order for a plan of the customer's site, at the plan's current price. */
export async function createVipOrder(
  db: Db,
  principal: CustomerPrincipal,
  input: PayVipOrderRequest,
  context: PaymentContext,
): Promise<Payment> {
  const plan = await repository.vipPlan(db, principal.agentId, input.vip_id);
  if (!plan) throw badRequest('product does not exist');
  // The page shows a price; the order is made only at the price the server holds now.
  if (input.amount !== plan.agent_price || input.pay_amount !== plan.agent_price) {
    throw badRequest('the price has changed, please refresh and try again');
  }
  payTypes(context.payTypes, input.pay_type);
  const order = {
    order_no: newOrderNo(),
    agent_id: principal.agentId,
    customer_id: principal.customerId,
    order_type: OrderType.vip,
    subject_id: plan.id,
    title: plan.title,
    duration: plan.duration,
    duration_unit: plan.duration_unit,
    amount: plan.agent_price,
    original_amount: plan.agent_price,
    pay_amount: plan.agent_price,
    pay_type: input.pay_type,
  };
  await repository.insertOrder(db, order);
  return paymentFor(context, order, input.pay_type);
}

async function ownOrder(db: Db, principal: CustomerPrincipal, orderNo: string) {
  const order = await repository.findOrder(db, ownerOf(principal), orderNo);
  if (!order) throw notFound('order not found');
  return order;
}

/** payOrder (new_pay 1): a fresh QR for one of the customer's unpaid orders. */
export async function payOrder(
  db: Db,
  principal: CustomerPrincipal,
  input: PayOrderRequest,
  context: PaymentContext,
): Promise<Payment> {
  const order = await ownOrder(db, principal, input.order_no);
  if (order.is_pay === 1) throw badRequest('the order is already paid');
  if (order.pay_amount <= 0) throw badRequest('product does not exist');
  const payment = paymentFor(context, order, input.pay_type);
  await repository.setPayType(db, order.id, input.pay_type);
  return payment;
}

export async function payStatus(db: Db, principal: CustomerPrincipal, orderNo: string) {
  const order = await ownOrder(db, principal, orderNo);
  return { order_no: order.order_no, is_pay: order.is_pay };
}

export function toOrderInfo(row: repository.OrderRow): OrderInfo {
  return {
    order_no: row.order_no,
    order_type: row.order_type,
    create_time: iso(row.created_at),
    title: row.title,
    duration: row.duration,
    duration_unit: row.duration_unit,
    amount: row.amount,
    original_amount: row.original_amount,
    pay_amount: row.pay_amount,
    is_pay: row.is_pay,
    pay_type: row.pay_type,
    pay_time: row.paid_at ? iso(row.paid_at) : null,
    bank_transfer:
      row.transfer_status === null
        ? null
        : {
            status: row.transfer_status,
            payer_name: row.transfer_payer_name ?? '',
            account_tail: row.transfer_account_tail ?? '',
            create_time: row.transfer_created_at ? iso(row.transfer_created_at) : '',
          },
    invoice:
      row.invoice_title === null
        ? null
        : {
            title: row.invoice_title,
            tax_number: row.invoice_tax_number ?? '',
            type: row.invoice_type ?? 1,
            email: row.invoice_email ?? '',
            status: row.invoice_status ?? 0,
          },
  };
}

export async function orderInfo(db: Db, principal: CustomerPrincipal, orderNo: string): Promise<OrderInfo> {
  return toOrderInfo(await ownOrder(db, principal, orderNo));
}

export async function listOrders(db: Db, principal: CustomerPrincipal, query: OrderListQuery) {
  const { rows, total } = await repository.listOrders(db, ownerOf(principal), {
    isPay: query.is_pay,
    orderType: query.order_type,
    keyword: query.keyword,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return { rows: rows.map(toOrderInfo), total };
}

/** Invoice status: 0 requested, 1 issued, 2 rejected. */
const InvoiceStatus = { requested: 0, issued: 1, rejected: 2 } as const;

/**
 * Request an invoice for a paid order, or change the request while it is not issued (a rejected request
 * changed is requested again).
 */
export async function saveInvoice(
  db: Db,
  principal: CustomerPrincipal,
  input: InvoiceRequest,
): Promise<OrderInfo> {
  const order = await ownOrder(db, principal, input.order_no);
  if (order.is_pay !== 1) throw badRequest('only a paid order can be invoiced');
  if (order.invoice_status === InvoiceStatus.issued) {
    throw badRequest('the invoice has been issued and can no longer be changed');
  }
  const values = {
    title: input.title,
    tax_number: input.type === 2 ? input.tax_number : '',
    type: input.type,
    email: input.email,
    status: InvoiceStatus.requested,
  };
  await db
    .insertInto('invoices')
    .values({ ...values, order_id: order.id, agent_id: order.agent_id, customer_id: order.customer_id })
    .onConflict((conflict) => conflict.column('order_id').doUpdateSet({ ...values, updated_at: new Date() }))
    .execute();
  return orderInfo(db, principal, input.order_no);
}

export type NotifyOutcome = 'accepted' | 'duplicate' | 'unknown order' | 'amount mismatch';

/**
 * A verified payment notification: marks the order paid exactly once and applies what was bought, in one
 * transaction with the order row locked. A repeated notify finds the order paid and changes nothing.
 */
export async function applyPayment(db: Db, notify: VerifiedNotify, now = new Date()): Promise<NotifyOutcome> {
  // inside the caller's transaction when there is one (a confirmed bank transfer), else a new one
  return inTransaction(db, async (trx) => {
    const order = await trx
      .selectFrom('orders')
      .selectAll()
      .where('order_no', '=', notify.orderNo)
      .forUpdate()
      .executeTakeFirst();
    if (!order) return 'unknown order';
    if (order.pay_amount !== notify.amount) return 'amount mismatch';
    if (order.is_pay === 1) return 'duplicate';
    await trx
      .updateTable('orders')
      .set({ is_pay: 1, paid_at: now, transaction_id: notify.transactionId })
      .where('id', '=', order.id)
      .execute();
    if (order.order_type === OrderType.vip) await grantVip(trx, order, now);
    // activity purchases (issue 5): creating an unpaid activity, extending (renewing) or expanding one
    if (
      order.order_type === ActivityOrderType.create ||
      order.order_type === ActivityOrderType.renew ||
      order.order_type === ActivityOrderType.expand
    ) {
      await applyActivityOrder(trx, order, now);
    }
    // a balance recharge (resource account): credits the ledger once
    if (order.order_type === ResourceOrderType.recharge) await applyRechargeOrder(trx, order);
    return 'accepted';
  });
}

async function grantVip(
  db: Db,
  order: { id: number; customer_id: number; subject_id: number },
  paidAt: Date,
) {
  const plan = await db
    .selectFrom('vip_plans')
    .selectAll()
    .where('id', '=', order.subject_id)
    .executeTakeFirstOrThrow();
  const customer = await db
    .selectFrom('customers')
    .select(['vip_id', 'vip_expires_at', 'customer_vip_id'])
    .where('id', '=', order.customer_id)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const term = vipTermEnd({
    paidAt,
    duration: plan.duration,
    durationUnit: plan.duration_unit,
    current:
      customer.customer_vip_id > 0 ? { vipId: customer.vip_id, expiresAt: customer.vip_expires_at } : null,
    vipId: plan.vip_id,
  });
  const membership = await db
    .insertInto('customer_vips')
    .values({
      customer_id: order.customer_id,
      order_id: order.id,
      plan_id: plan.id,
      vip_id: plan.vip_id,
      title: plan.title,
      starts_at: term.startsAt,
      expires_at: term.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('customers')
    .set({
      customer_vip_id: membership.id,
      vip_id: plan.vip_id,
      vip_title: plan.title,
      vip_expires_at: term.expiresAt,
      updated_at: new Date(),
    })
    .where('id', '=', order.customer_id)
    .execute();
}
