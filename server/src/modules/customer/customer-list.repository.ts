import type { SelectQueryBuilder } from 'kysely';
import type { Db } from '#server/db/database.ts';
import { keywordMatch } from '#server/db/keyword.ts';
import { pageWithin } from '#server/db/paging.ts';
import type { Database } from '#server/db/schema.ts';
import type { TenantScope } from '#server/platform/tenancy/scope.ts';

/** The customer list's filters, shared by the list page and its export (one definition of "what is shown"). */
export interface CustomerFilter {
  keyword?: string;
  ids?: number[];
  /** platform scope only: one agent's customers */
  agentId?: number;
}

type CustomerQuery<O> = SelectQueryBuilder<Database, 'customers', O>;

/** The customers a scope may list: the platform all, an agent its own; a customer none but itself. */
export function filteredCustomers<O>(query: CustomerQuery<O>, scope: TenantScope, filter: CustomerFilter) {
  let scoped = query;
  if (scope.kind === 'agent') scoped = scoped.where('customers.agent_id', '=', scope.agentId);
  if (scope.kind === 'customer') scoped = scoped.where('customers.id', '=', scope.customerId);
  if (scope.kind === 'platform' && filter.agentId)
    scoped = scoped.where('customers.agent_id', '=', filter.agentId);
  if (filter.ids) scoped = scoped.where('customers.id', 'in', filter.ids.length > 0 ? filter.ids : [0]);
  const keyword = keywordMatch<Database, 'customers'>(filter.keyword, [
    'customers.nickname',
    'customers.mobile',
    'customers.email',
    'customers.company_name',
  ]);
  if (keyword) scoped = scoped.where(keyword);
  return scoped;
}

export const customerListColumns = [
  'customers.id',
  'customers.nickname',
  'customers.mobile',
  'customers.email',
  'customers.company_name',
  'customers.city',
  'customers.vip_title',
  'customers.activity_total',
  'customers.status',
  'customers.created_at',
] as const;

/**
 * One page of the scope's customers, newest first, and the total, within the list window (db/paging.ts); an
 * agent's through customers_agent_list, the platform's through the primary key.
 */
export function listCustomers(
  db: Db,
  scope: TenantScope,
  filter: CustomerFilter,
  page: { page: number; limit: number },
) {
  const query = filteredCustomers(db.selectFrom('customers'), scope, filter);
  return pageWithin(db, query, page, (window) =>
    // the page's ids first (the index alone), then those rows
    filteredCustomers(db.selectFrom('customers'), scope, {})
      .select(customerListColumns)
      .where(
        'customers.id',
        'in',
        query
          .select('customers.id')
          .orderBy('customers.id', 'desc')
          .limit(window.limit)
          .offset(window.offset),
      )
      .orderBy('customers.id', 'desc')
      .execute(),
  );
}
