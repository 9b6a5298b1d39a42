import type {
  PaymentItem,
  PaymentListQuery,
  PaymentSummaryQuery,
  ReconcileItem,
  ReconcileQuery,
  ReconcileResolveRequest,
} from '@onsite/contracts';
import type { Db } from '#server/db/database.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { badRequest, notFound } from '#server/platform/http/errors.ts';
import type { PaymentProvider } from '#server/platform/payment/payment-provider.ts';
import { iso } from '#server/platform/time.ts';
import * as repository from './fund.repository.ts';

const PLATFORM = { kind: 'platform' } as const;

function filterOf(query: PaymentSummaryQuery): repository.PaymentFilter {
  if (query.start_date && query.end_date && query.start_date > query.end_date) {
    throw badRequest('start_date must not be after end_date');
  }
  return {
    payType: query.pay_type,
    agentId: query.agent_id,
    orderType: query.order_type,
    keyword: query.keyword,
    startDate: query.start_date,
    endDate: query.end_date,
  };
}

/** Every paid order across tenants, newest payment first. */
export async function paymentList(db: Db, query: PaymentListQuery) {
  const { page, limit, ...filter } = query;
  const { rows, total } = await repository.listPayments(db, PLATFORM, filterOf(filter), { page, limit });
  const items: PaymentItem[] = rows.map((row) => ({
    id: row.id,
    order_no: row.order_no,
    order_type: row.order_type,
    title: row.title,
    customer_id: row.customer_id,
    customer_nickname: row.customer_nickname,
    customer_login: row.customer_mobile ?? row.customer_email ?? '',
    agent_id: row.agent_id,
    agent_name: row.agent_name,
    pay_amount: row.pay_amount,
    pay_type: row.pay_type,
    transaction_id: row.transaction_id ?? '',
    pay_time: iso(row.paid_at),
    create_time: iso(row.created_at),
  }));
  return { rows: items, total };
}

/** The payments' totals with the list's filters. */
export function paymentSummary(db: Db, query: PaymentSummaryQuery) {
  return repository.summarisePayments(db, PLATFORM, filterOf(query));
}

type ItemRow = NonNullable<Awaited<ReturnType<typeof repository.reconcileItem>>>;

const itemOf = (row: ItemRow): ReconcileItem => ({
  key: row.key,
  order_no: row.order_no,
  agent_name: row.agent_name ?? '',
  customer_nickname: row.customer_nickname ?? '',
  amount: Number(row.amount),
  pay_type: row.pay_type,
  reference: row.reference ?? '',
  time: iso(row.time),
  resolution: row.action
    ? {
        action: row.action,
        reference: row.resolution_reference ?? '',
        note: row.resolution_note ?? '',
        resolved_by: row.resolved_by ?? '',
        resolved_at: row.resolved_at ? iso(row.resolved_at) : '',
      }
    : null,
});

/** One kind of what does not add up, open or resolved, newest first. */
export async function reconcileList(db: Db, query: ReconcileQuery, now = new Date()) {
  const { kind, page, limit, state } = query;
  const { rows, total } = await repository.reconcileItems(db, PLATFORM, kind, { page, limit, state }, now);
  return { rows: rows.map(itemOf), total };
}

/**
 * Deals with one reconciliation item, once (its resolution row is unique: a second staff member is told it
 * was handled). `refund` gives a notify's money back through the gateway — the gateway is asked last, inside
 * the transaction, so a refusal leaves nothing recorded; its refund number is the item's, so a retried call
 * answers the same refund. The audit log records the call (state-changing route).
 */
export async function resolveReconcile(
  db: Db,
  gateway: PaymentProvider,
  adminId: number,
  input: ReconcileResolveRequest & { reference: string; note: string },
  now = new Date(),
): Promise<ReconcileItem> {
  await inTransaction(db, async (trx) => {
    const item = await repository.reconcileItem(trx, PLATFORM, input.kind, input.key, now);
    if (!item) throw notFound('reconciliation item not found');
    if (item.action) throw badRequest('this item has already been dealt with');
    const [source, id] = input.key.split('-');
    if (input.action === 'refund' && source !== 'notify') {
      throw badRequest('only a gateway payment can be refunded through the gateway');
    }
    let reference = input.reference;
    try {
      await repository.insertResolution(trx, {
        item_key: input.key,
        kind: input.kind,
        action: input.action,
        amount: Number(item.amount),
        reference,
        note: input.note,
        resolved_by: adminId,
        created_at: now,
      });
    } catch (error) {
      // two staff at once: the unique key answers the second
      if ((error as { code?: string }).code === '23505')
        throw badRequest('this item has already been dealt with');
      throw error;
    }
    if (input.action === 'refund') {
      const payment = await repository.notifyPayment(trx, Number(id));
      if (!payment) throw notFound('reconciliation item not found');
      const outcome = await gateway.refund({
        orderNo: payment.order_no,
        transactionId: payment.transaction_id,
        refundNo: `RC${payment.id}`,
        amount: payment.amount,
        total: payment.amount,
        reason: input.note || 'reconciliation',
      });
      if (!outcome.ok) {
        throw badRequest('the payment gateway refused the refund: {reason}', { reason: outcome.reason });
      }
      reference = outcome.refundId;
      await repository.setResolutionReference(trx, input.key, reference);
    }
  });
  const resolved = await repository.reconcileItem(db, PLATFORM, input.kind, input.key, now);
  if (!resolved) throw notFound('reconciliation item not found');
  return itemOf(resolved);
}
