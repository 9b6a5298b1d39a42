import { type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '#server/db/database.ts';
import { keywordMatch } from '#server/db/keyword.ts';
import { pageWithin } from '#server/db/paging.ts';
import type { Database } from '#server/db/schema.ts';
import type { CustomerScope, StaffScope, TenantScope } from '#server/platform/tenancy/scope.ts';
import { whereTenant } from '#server/platform/tenancy/where-tenant.ts';

export interface InvoiceFilter {
  status?: number;
  keyword?: string;
  start_date?: string;
  end_date?: string;
}

type Tables = 'invoices' | 'orders' | 'customers' | 'agents';

function joined(db: Db) {
  return db
    .selectFrom('invoices')
    .innerJoin('orders', 'orders.id', 'invoices.order_id')
    .innerJoin('customers', 'customers.id', 'invoices.customer_id')
    .innerJoin('agents', 'agents.id', 'invoices.agent_id');
}

function filtered<O>(
  query: SelectQueryBuilder<Database, Tables, O>,
  scope: TenantScope,
  filter: InvoiceFilter,
) {
  let narrowed = query.where(whereTenant(scope, 'invoices'));
  if (filter.status !== undefined) narrowed = narrowed.where('invoices.status', '=', filter.status);
  if (filter.start_date)
    narrowed = narrowed.where('invoices.created_at', '>=', sql<Date>`${filter.start_date}::date`);
  if (filter.end_date)
    narrowed = narrowed.where(
      'invoices.created_at',
      '<',
      sql<Date>`${filter.end_date}::date + interval '1 day'`,
    );
  const keyword = keywordMatch<Database, Tables>(filter.keyword, [
    'invoices.title',
    'invoices.tax_number',
    'orders.order_no',
  ]);
  return keyword ? narrowed.where(keyword) : narrowed;
}

const columns = [
  'invoices.id',
  'invoices.order_id',
  'invoices.agent_id',
  'invoices.customer_id',
  'invoices.title',
  'invoices.tax_number',
  'invoices.type',
  'invoices.email',
  'invoices.status',
  'invoices.reject_reason',
  'invoices.invoice_no',
  'invoices.file_key',
  'invoices.file_source',
  'invoices.issued_at',
  'invoices.decided_by_audience',
  'invoices.decided_by',
  'invoices.decided_at',
  'invoices.created_at',
  'orders.order_no',
  'orders.title as order_title',
  'orders.pay_amount',
  'customers.nickname as customer_nickname',
  'customers.mobile as customer_mobile',
  'agents.corporate_name as agent_name',
] as const;

function withDecider<O>(query: SelectQueryBuilder<Database, Tables, O>) {
  return query.select((eb) => [
    eb
      .case()
      .when('invoices.decided_by_audience', '=', 'admin')
      .then(
        eb.selectFrom('admins').select('admins.nickname').whereRef('admins.id', '=', 'invoices.decided_by'),
      )
      .when('invoices.decided_by_audience', '=', 'agent')
      .then(
        eb
          .selectFrom('agent_users')
          .select('agent_users.name')
          .whereRef('agent_users.id', '=', 'invoices.decided_by'),
      )
      .end()
      .as('decider'),
  ]);
}

/** One page of the scope's invoice requests, newest first, and the total, within the list window. */
export function listInvoices(
  db: Db,
  scope: StaffScope,
  filter: InvoiceFilter,
  page: { page: number; limit: number },
) {
  const query = filtered(joined(db), scope, filter);
  return pageWithin(db, query, page, (window) =>
    withDecider(query.select(columns))
      .orderBy('invoices.id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  );
}

export type InvoiceRow = Awaited<ReturnType<typeof findInvoice>> & object;

/** One invoice of the scope (another tenant's is not found). */
export function findInvoice(db: Db, scope: StaffScope, id: number) {
  return withDecider(filtered(joined(db), scope, {}).select(columns))
    .where('invoices.id', '=', id)
    .executeTakeFirst();
}

/** Locks the invoice row for a decision, so two staff answering at once decide in turn. */
export async function lockInvoice(db: Db, scope: StaffScope, id: number) {
  return db
    .selectFrom('invoices')
    .select(['id', 'status'])
    .where('id', '=', id)
    .where(whereTenant(scope))
    .forUpdate()
    .executeTakeFirst();
}

export interface Decision {
  audience: 'admin' | 'agent';
  userId: number;
}

/** The decision on a requested invoice: issued (its number and PDF) or rejected (the reason). */
export type DecisionValues =
  | {
      status: 1;
      invoice_no: string;
      file_key: string;
      file_source: 'generated' | 'uploaded';
      issued_at: Date;
    }
  | { status: 2; reject_reason: string };

/** requested → issued or rejected, once: answers whether this call decided it. */
export async function decide(
  db: Db,
  scope: StaffScope,
  id: number,
  decision: Decision & { at: Date; values: DecisionValues },
) {
  const updated = await db
    .updateTable('invoices')
    .set({
      reject_reason: '',
      ...decision.values,
      decided_by_audience: decision.audience,
      decided_by: decision.userId,
      decided_at: decision.at,
      updated_at: decision.at,
    })
    .where('id', '=', id)
    .where('status', '=', 0)
    .where(whereTenant(scope))
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/**
 * The customer's order and its invoice's number, state and PDF key (null: no invoice requested); another
 * customer's order is not found.
 */
export function customerOrderInvoice(db: Db, scope: CustomerScope, orderNo: string) {
  return db
    .selectFrom('orders')
    .leftJoin('invoices', 'invoices.order_id', 'orders.id')
    .select(['orders.id', 'invoices.invoice_no', 'invoices.file_key', 'invoices.status'])
    .where(whereTenant(scope, 'orders'))
    .where('orders.order_no', '=', orderNo)
    .executeTakeFirst();
}
