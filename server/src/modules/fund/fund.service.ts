import type {
  PaymentItem,
  PaymentListQuery,
  PaymentSummaryQuery,
  ReconcileItem,
  ReconcileQuery,
} from '@onsite/contracts';
import type { Db } from '#server/db/database.ts';
import { badRequest } from '#server/platform/http/errors.ts';
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

type Page = { page: number; limit: number };
const READERS = {
  paid_twice: (db: Db, page: Page) => repository.paidTwice(db, PLATFORM, page),
  orphan_notify: (db: Db, page: Page) => repository.orphanNotifies(db, page),
  stale_pending: (db: Db, page: Page) => repository.stalePending(db, PLATFORM, page, new Date()),
} as const;

/** One kind of what does not add up, newest first. */
export async function reconcileList(db: Db, query: ReconcileQuery) {
  const { kind, page, limit } = query;
  const { rows, total } = await READERS[kind](db, { page, limit });
  const items: ReconcileItem[] = rows.map((row) => ({
    key: row.key,
    order_no: row.order_no,
    agent_name: row.agent_name ?? '',
    customer_nickname: row.customer_nickname ?? '',
    amount: Number(row.amount),
    pay_type: row.pay_type,
    reference: row.reference ?? '',
    time: iso(row.time),
  }));
  return { rows: items, total };
}
