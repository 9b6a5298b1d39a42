import type { Db } from '#server/db/database.ts';
import type { AgentScope, CustomerScope } from '#server/platform/tenancy/scope.ts';
import { whereTenant } from '#server/platform/tenancy/where-tenant.ts';
import { siteCopyright } from './copyright.repository.ts';

/**
 * Copyright licences (`copyright_licences`, migration 0069): the customer's, read through its scope. The item
 * and the site's offer are read for a purchase through the site's (agent's) scope.
 */

/** An item the site sells now: on sale, offered to the site's agent and switched on; with both prices. */
export const sellableCopyright = (db: Db, site: AgentScope, copyrightId: number) =>
  siteCopyright(db, site).where('copyright_products.id', '=', copyrightId).executeTakeFirst();

// tenancy: the platform's catalogue, the same for every tenant: what a paid order's licence is issued with
export const itemTerms = (db: Db, copyrightId: number) =>
  db
    .selectFrom('copyright_products')
    .select(['terms', 'commercial', 'term_months'])
    .where('id', '=', copyrightId)
    .executeTakeFirstOrThrow();

/** Issues the order's licence; one already issued for the order is left as it is. Answers rows written. */
export async function insertLicence(
  db: Db,
  scope: CustomerScope,
  licence: {
    order_id: number;
    copyright_id: number;
    terms: string;
    commercial: boolean;
    valid_from: Date;
    valid_until: Date | null;
  },
) {
  const rows = await db
    .insertInto('copyright_licences')
    .values({ ...licence, agent_id: scope.agentId, customer_id: scope.customerId })
    .onConflict((conflict) => conflict.column('order_id').doNothing())
    .returning('id')
    .execute();
  return rows.length;
}

function licencesOf(db: Db, scope: CustomerScope) {
  return db
    .selectFrom('copyright_licences')
    .innerJoin('copyright_products', 'copyright_products.id', 'copyright_licences.copyright_id')
    .innerJoin('orders', 'orders.id', 'copyright_licences.order_id')
    .where(whereTenant(scope, 'copyright_licences'));
}

const licenceColumns = [
  'copyright_licences.id',
  'copyright_licences.copyright_id',
  'copyright_licences.terms',
  'copyright_licences.commercial',
  'copyright_licences.valid_from',
  'copyright_licences.valid_until',
  'copyright_licences.status',
  'copyright_products.title',
  'copyright_products.title_en',
  'copyright_products.title_zh_tw',
  'copyright_products.content_type',
  'copyright_products.licensor',
  'copyright_products.asset',
  'orders.order_no',
] as const;

/** The customer's licences, newest first. */
export async function listLicences(db: Db, scope: CustomerScope, page: { page: number; limit: number }) {
  const [rows, total] = await Promise.all([
    licencesOf(db, scope)
      .select(licenceColumns)
      .orderBy('copyright_licences.valid_from', 'desc')
      .orderBy('copyright_licences.id', 'desc')
      .limit(page.limit)
      .offset((page.page - 1) * page.limit)
      .execute(),
    db
      .selectFrom('copyright_licences')
      .where(whereTenant(scope))
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.count) };
}

export type LicenceRow = Awaited<ReturnType<typeof listLicences>>['rows'][number];

/** One of the customer's licences (another customer's: undefined). */
export const findLicence = (db: Db, scope: CustomerScope, id: number) =>
  licencesOf(db, scope).select(licenceColumns).where('copyright_licences.id', '=', id).executeTakeFirst();
