import { sql } from 'kysely';
import type { Db } from '#server/db/database.ts';
import { keywordMatch } from '#server/db/keyword.ts';
import { pageWithin } from '#server/db/paging.ts';
import type { Database } from '#server/db/schema.ts';
import type { StaffScope } from '#server/platform/tenancy/scope.ts';
import { whereTenant } from '#server/platform/tenancy/where-tenant.ts';
import { scopedLicences } from './licence.repository.ts';

/**
 * Issued licences as staff see them (`software_licences`, migration 0059): the platform every one, an agent
 * those of its own customers — read and revoked through the staff's scope.
 */

export interface LicenceFilter {
  keyword?: string;
  software_id?: number;
  status?: 'active' | 'revoked';
  agent_id?: number;
}

function licences(db: Db, scope: StaffScope) {
  return scopedLicences(db, scope)
    .innerJoin('customers', 'customers.id', 'software_licences.customer_id')
    .innerJoin('agents', 'agents.id', 'software_licences.agent_id');
}

const COLUMNS = [
  'software_licences.id',
  'software_licences.software_id',
  'software_licences.customer_id',
  'software_licences.agent_id',
  'software_licences.licence_key',
  'software_licences.seats',
  'software_licences.status',
  'software_licences.created_at',
  'software_licences.revoked_at',
  'software_products.name',
  'software_products.version',
  'orders.order_no',
  'agents.corporate_name as agent',
  sql<string>`coalesce(nullif(customers.nickname, ''), customers.mobile, customers.email, '')`.as('customer'),
] as const;

function filtered(db: Db, scope: StaffScope, filter: LicenceFilter) {
  let query = licences(db, scope);
  if (filter.software_id !== undefined)
    query = query.where('software_licences.software_id', '=', filter.software_id);
  if (filter.status) query = query.where('software_licences.status', '=', filter.status);
  if (filter.agent_id !== undefined) query = query.where('software_licences.agent_id', '=', filter.agent_id);
  const match = keywordMatch<Database, 'software_licences' | 'orders' | 'customers'>(filter.keyword, [
    'customers.nickname',
    'customers.mobile',
    'customers.email',
    'software_licences.licence_key',
    'orders.order_no',
  ]);
  return match ? query.where(match) : query;
}

/** A page of the licences the scope sees, newest first. */
export function listLicences(
  db: Db,
  scope: StaffScope,
  filter: LicenceFilter,
  page: { page: number; limit: number },
) {
  const query = filtered(db, scope, filter);
  return pageWithin(db, query, page, (window) =>
    query
      .select(COLUMNS)
      .orderBy('software_licences.created_at', 'desc')
      .orderBy('software_licences.id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  );
}

export type StaffLicenceRow = Awaited<ReturnType<typeof listLicences>>['rows'][number];

/** One licence the scope sees (another agent's: undefined). */
export const findLicence = (db: Db, scope: StaffScope, id: number) =>
  licences(db, scope).select(COLUMNS).where('software_licences.id', '=', id).executeTakeFirst();

/** Revokes one active licence the scope sees; answers whether it did (not found or revoked already: false). */
export async function revokeLicence(db: Db, scope: StaffScope, id: number, at: Date): Promise<boolean> {
  const row = await db
    .updateTable('software_licences')
    .set({ status: 'revoked', revoked_at: at })
    .where(whereTenant(scope))
    .where('id', '=', id)
    .where('status', '=', 'active')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
