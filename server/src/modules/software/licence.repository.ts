import type { Db } from '#server/db/database.ts';
import type { AgentScope, CustomerScope, TenantScope } from '#server/platform/tenancy/scope.ts';
import { whereTenant } from '#server/platform/tenancy/where-tenant.ts';

/**
 * Software licences (`software_licences`, migration 0059): the customer's, read through its scope. The
 * catalogue's product and the site's offer are read for a purchase through the site's (agent's) scope.
 */

/** A product the site sells now: on sale, offered to the site's agent and switched on; with both prices. */
export const sellableSoftware = (db: Db, site: AgentScope, softwareId: number) =>
  db
    .selectFrom('software_products')
    .innerJoin('agent_software_offers', 'agent_software_offers.software_id', 'software_products.id')
    .where(whereTenant(site, 'agent_software_offers'))
    .where('software_products.id', '=', softwareId)
    .where('software_products.status', '=', 1)
    .where('agent_software_offers.enabled', '=', true)
    .select([
      'software_products.id',
      'software_products.name',
      'software_products.version',
      'agent_software_offers.price as wholesale_price',
      'agent_software_offers.retail_price',
    ])
    .executeTakeFirst();

// tenancy: the platform's catalogue, the same for every tenant: the seats a paid order's licences get
export const productSeats = (db: Db, softwareId: number) =>
  db.selectFrom('software_products').select('seats').where('id', '=', softwareId).executeTakeFirstOrThrow();

export interface NewLicence {
  order_id: number;
  software_id: number;
  n: number;
  licence_key: string;
  seats: number;
  created_at: Date;
}

/**
 * Issues the order's licences; one already issued for the same (order, n) is left as it is, so a repeat
 * issues nothing twice. Answers how many rows were written.
 */
export async function insertLicences(db: Db, scope: CustomerScope, licences: readonly NewLicence[]) {
  const rows = await db
    .insertInto('software_licences')
    .values(licences.map((row) => ({ ...row, agent_id: scope.agentId, customer_id: scope.customerId })))
    .onConflict((conflict) => conflict.columns(['order_id', 'n']).doNothing())
    .returning('id')
    .execute();
  return rows.length;
}

/** Licences with their product and order, in a scope: the customer's own, or those staff see. */
export function scopedLicences(db: Db, scope: TenantScope) {
  return db
    .selectFrom('software_licences')
    .innerJoin('software_products', 'software_products.id', 'software_licences.software_id')
    .innerJoin('orders', 'orders.id', 'software_licences.order_id')
    .where(whereTenant(scope, 'software_licences'));
}

const licencesOf = (db: Db, scope: CustomerScope) => scopedLicences(db, scope);

const licenceColumns = [
  'software_licences.id',
  'software_licences.software_id',
  'software_licences.licence_key',
  'software_licences.seats',
  'software_licences.status',
  'software_licences.created_at',
  'software_products.name',
  'software_products.version',
  'software_products.installer',
  'orders.order_no',
] as const;

/** The customer's licences, newest first. */
export async function listLicences(db: Db, scope: CustomerScope, page: { page: number; limit: number }) {
  const [rows, total] = await Promise.all([
    licencesOf(db, scope)
      .select(licenceColumns)
      .orderBy('software_licences.created_at', 'desc')
      .orderBy('software_licences.id', 'desc')
      .limit(page.limit)
      .offset((page.page - 1) * page.limit)
      .execute(),
    db
      .selectFrom('software_licences')
      .where(whereTenant(scope))
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.count) };
}

export type LicenceRow = Awaited<ReturnType<typeof listLicences>>['rows'][number];

/** One of the customer's licences (another customer's: undefined). */
export const findLicence = (db: Db, scope: CustomerScope, id: number) =>
  licencesOf(db, scope).select(licenceColumns).where('software_licences.id', '=', id).executeTakeFirst();
