import {
  type InvoiceRequest,
  type OrderInfo,
  type OrderListQuery,
  OrderType,
  type Payment,
  type PayOrderRequest,
  type PayType,
  type PayVipOrderRequest,
  type VipPlan,
} from '@onsite/contracts';
import type { Db } from '#server/db/database.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { recordSale } from '#server/modules/settlement/index.ts';
import { badRequest, notFound } from '#server/platform/http/errors.ts';
import type { ServerLanguage } from '#server/platform/i18n/language.ts';
import type { PaymentProvider, VerifiedNotify } from '#server/platform/payment/payment-provider.ts';
import {
  type AgentScope,
  agentScope,
  type CustomerScope,
  customerScope,
} from '#server/platform/tenancy/scope.ts';
import { dayIn, iso, PLATFORM_TIME_ZONE } from '#server/platform/time.ts';
import { paidByBankTransfer } from './bank-transaction.ts';
import { closePendingTransfers } from './bank-transfer.repository.ts';
import { checkPayable, fulfil } from './fulfilment.ts';
import * as repository from './order.repository.ts';
import { newOrderNo } from './order-number.ts';

export interface PaymentContext {
  gateway: PaymentProvider;
  /** how the customer's browser reached us, for the QR's cashier link */
  origin: string;
  /** the agent site's name, shown on the cashier page */
  merchant: string;
  /** the pay types this installation accepts (PAY_TYPES) */
  payTypes: readonly PayType[];
}

/** The plans a site sells (a customer's own site, or the site a visitor opened). */
/** The site's plans for the popup, their titles and tool names in the visitor's `language`. */
export async function vipPlans(db: Db, site: AgentScope, language: ServerLanguage): Promise<VipPlan[]> {
  const [plans, tools] = await Promise.all([
    repository.vipPlans(db, site, language),
    repository.toolNames(db, language),
  ]);
  const names = new Map(tools.map((tool) => [tool.mark, tool.title]));
  return plans.map((plan) => {
    // scene_name keeps the zh_CN names the plan was saved with, position by position with its marks
    const saved = plan.scene_name.split(',');
    const marks = plan.scene.split(',').filter(Boolean);
    return {
      ...plan,
      scene_name: marks.map((mark, index) => names.get(mark) ?? saved[index] ?? mark).join(','),
    };
  });
}

const PAY_TYPE_NAMES: Record<PayType, string> = { wechat: '微信支付', alipay: '支付宝' };

/** The accepted pay types, or the one asked for; none → "no valid payment method". */
export function payTypes(accepted: readonly PayType[], wanted?: PayType) {
  const list = accepted.filter((type) => !wanted || type === wanted);
  if (list.length === 0) throw badRequest('no valid payment method, contact customer service');
  return list.map((type) => ({ pay_type: type, name: PAY_TYPE_NAMES[type] }));
}

/** The payment QR of a just-made order, in one of the pay types the site accepts. */
export function paymentFor(
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

/** The customer opened the VIP popup: recorded once a day (the dashboards' funnel, migration 0063). */
export function vipPopupOpened(db: Db, scope: CustomerScope, now = new Date()) {
  return repository.recordPopupView(db, scope, dayIn(now, PLATFORM_TIME_ZONE), now);
}

/** payVipOrder: an unpaid order for a plan of the customer's site, at the plan's current price. */
export async function createVipOrder(
  db: Db,
  scope: CustomerScope,
  input: PayVipOrderRequest,
  context: PaymentContext,
): Promise<Payment> {
  const plan = await repository.vipPlan(db, agentScope(scope.agentId), input.vip_id);
  if (!plan) throw notFound('product does not exist');
  // The page shows a price; the order is made only at the price the server holds now.
  if (input.amount !== plan.agent_price || input.pay_amount !== plan.agent_price) {
    throw badRequest('the price has changed, please refresh and try again');
  }
  payTypes(context.payTypes, input.pay_type);
  const order = {
    order_no: await newOrderNo(db),
    order_type: OrderType.vip,
    subject_id: plan.id,
    title: plan.title,
    duration: plan.duration,
    duration_unit: plan.duration_unit,
    amount: plan.agent_price,
    original_amount: plan.agent_price,
    pay_amount: plan.agent_price,
    // the agent's wholesale price of the offer: the platform's part of the sale
    wholesale_amount: Math.min(plan.wholesale_price, plan.agent_price),
    pay_type: input.pay_type,
  };
  await repository.insertOrder(db, scope, order);
  return paymentFor(context, order, input.pay_type);
}

async function ownOrder(db: Db, scope: CustomerScope, orderNo: string) {
  const order = await repository.findOrder(db, scope, orderNo);
  if (!order) throw notFound('order not found');
  return order;
}

/** payOrder (new_pay 1): a fresh QR for one of the customer's unpaid orders. */
export async function payOrder(
  db: Db,
  scope: CustomerScope,
  input: PayOrderRequest,
  context: PaymentContext,
): Promise<Payment> {
  const order = await ownOrder(db, scope, input.order_no);
  if (order.is_pay === 1) throw badRequest('the order is already paid');
  if (order.pay_amount <= 0) throw badRequest('product does not exist');
  await checkPayable(db, order);
  const payment = paymentFor(context, order, input.pay_type);
  await repository.setPayType(db, scope, order.id, input.pay_type);
  return payment;
}

export async function payStatus(db: Db, scope: CustomerScope, orderNo: string) {
  const order = await ownOrder(db, scope, orderNo);
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
    refunded_amount: row.refunded_amount,
    is_pay: row.is_pay,
    pay_type: row.pay_type,
    pay_time: row.paid_at ? iso(row.paid_at) : null,
    bank_transfer:
      row.transfer_status === null
        ? null
        : {
            status: row.transfer_status,
            close_reason: row.transfer_close_reason ?? null,
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
            reject_reason: row.invoice_reject_reason ?? '',
            invoice_no: row.invoice_no ?? '',
            issue_time: row.invoice_issued_at ? iso(row.invoice_issued_at) : '',
          },
  };
}

export async function orderInfo(db: Db, scope: CustomerScope, orderNo: string): Promise<OrderInfo> {
  return toOrderInfo(await ownOrder(db, scope, orderNo));
}

export async function listOrders(db: Db, scope: CustomerScope, query: OrderListQuery) {
  const { rows, total } = await repository.listOrders(db, scope, {
    isPay: query.is_pay,
    orderType: query.order_type,
    keyword: query.keyword,
    page: query.page,
    limit: query.limit,
  });
  return { rows: rows.map(toOrderInfo), total };
}

/** Invoice status: 0 requested, 1 issued, 2 rejected. */
const InvoiceStatus = { requested: 0, issued: 1, rejected: 2 } as const;

/**
 * Request an invoice for a paid order, or change the request while it is not issued (a rejected request
 * changed is requested again).
 */
export async function saveInvoice(db: Db, scope: CustomerScope, input: InvoiceRequest): Promise<OrderInfo> {
  const order = await ownOrder(db, scope, input.order_no);
  if (order.is_pay !== 1) throw badRequest('only a paid order can be invoiced');
  if (order.invoice_status === InvoiceStatus.issued) {
    throw badRequest('the invoice has been issued and can no longer be changed');
  }
  await repository.saveInvoice(db, scope, order.id, {
    title: input.title,
    tax_number: input.type === 2 ? input.tax_number : '',
    type: input.type,
    email: input.email,
    status: InvoiceStatus.requested,
  });
  return orderInfo(db, scope, input.order_no);
}

export type NotifyOutcome = 'accepted' | 'duplicate' | 'unknown order' | 'amount mismatch';

/**
 * A verified payment notification: marks the order paid exactly once and applies what was bought (the
 * fulfilment its seller registered), in one transaction with the order row locked. A repeated notify finds
 * the order paid and changes nothing.
 */
export async function applyPayment(db: Db, notify: VerifiedNotify, now = new Date()): Promise<NotifyOutcome> {
  // inside the caller's transaction when there is one (a confirmed bank transfer), else a new one
  return inTransaction(db, async (trx) => {
    const order = await repository.lockOrderByNumber(trx, notify.orderNo);
    if (!order) return 'unknown order';
    if (order.pay_amount !== notify.amount) return 'amount mismatch';
    if (order.is_pay === 1) return 'duplicate';
    const scope = customerScope({ agentId: order.agent_id, customerId: order.customer_id });
    await repository.markPaid(trx, scope, order.id, {
      paidAt: now,
      transactionId: notify.transactionId,
      payType: notify.payType,
    });
    // A bank transfer reported for the order and still awaiting the agent is closed: the order is paid.
    // (A confirmed transfer pays through here too; its own row is already confirmed, so it is not pending.)
    await closePendingTransfers(trx, scope, { orderId: order.id }, 'paid_by_other_payment', now);
    await fulfil(trx, order, now);
    // the sale's split between the platform and the site's agent (reseller ledger)
    await recordSale(trx, order, paidByBankTransfer(notify.transactionId) ? 'agent' : 'platform', now);
    return 'accepted';
  });
}
