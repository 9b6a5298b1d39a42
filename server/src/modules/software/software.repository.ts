import { SOFTWARE_CATALOGUE_MAX } from '@onsite/contracts';
import type { Db } from '#server/db/database.ts';
import { keywordMatch } from '#server/db/keyword.ts';
import { pageWithin } from '#server/db/paging.ts';
import type { Database } from '#server/db/schema.ts';
import { liftedRetail } from '#server/platform/catalogue-offer.ts';
import type { AgentScope } from '#server/platform/tenancy/scope.ts';
import { whereTenant } from '#server/platform/tenancy/where-tenant.ts';

/**
 * Software: the catalogue (`software_products`) is the platform's, the same for every tenant; an offer
 * (`agent_software_offers`) belongs to one agent and is read through that agent's scope.
 */

export interface SoftwareFilter {
  keyword?: string;
  status?: number;
}

type Page = { page: number; limit: number };

const softwareColumns = [
  'software_products.id',
  'software_products.name',
  'software_products.version',
  'software_products.description',
  'software_products.cover',
  'software_products.seats',
  'software_products.price',
  'software_products.installer',
  'software_products.status',
  'software_products.sort',
  'software_products.created_at',
  'software_products.updated_at',
] as const;

function filtered(db: Db, filter: SoftwareFilter) {
  let query = db.selectFrom('software_products');
  const keyword = keywordMatch<Database, 'software_products'>(filter.keyword, [
    'software_products.name',
    'software_products.version',
    'software_products.description',
  ]);
  if (keyword) query = query.where(keyword);
  if (filter.status !== undefined) query = query.where('software_products.status', '=', filter.status);
  return query;
}

function withAgents(query: ReturnType<typeof filtered>) {
  return query
    .select(softwareColumns)
    .select((eb) =>
      eb
        .selectFrom('agent_software_offers')
        .select(eb.fn.countAll<string>().as('count'))
        .whereRef('agent_software_offers.software_id', '=', 'software_products.id')
        .as('agents'),
    );
}

// tenancy: the platform's catalogue (admin.product.software); the agents count is of every agent
export function listSoftware(db: Db, filter: SoftwareFilter, page: Page) {
  const query = filtered(db, filter);
  return pageWithin(db, query, page, (window) =>
    withAgents(query)
      .orderBy('software_products.sort')
      .orderBy('software_products.id')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  );
}

export type SoftwareRow = Awaited<ReturnType<typeof listSoftware>>['rows'][number];

// tenancy: the platform's catalogue: one product by id
export const findSoftware = (db: Db, id: number): Promise<SoftwareRow | undefined> =>
  withAgents(filtered(db, {}).where('software_products.id', '=', id)).executeTakeFirst();

// tenancy: the platform's catalogue, whole (bounded): the partner drawer's tab
export const catalogueSoftware = (db: Db): Promise<SoftwareRow[]> =>
  withAgents(filtered(db, {}))
    .orderBy('software_products.sort')
    .orderBy('software_products.id')
    .limit(SOFTWARE_CATALOGUE_MAX)
    .execute();

export interface SoftwareValues {
  name: string;
  version: string;
  description: string;
  cover: string;
  seats: number;
  price: number;
  installer: string;
  sort: number;
  status: number;
}

// tenancy: the platform's catalogue (admin.product.software.manage)
export async function insertSoftware(db: Db, values: SoftwareValues): Promise<number> {
  const row = await db
    .insertInto('software_products')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

// tenancy: the platform's catalogue (admin.product.software.manage)
export async function updateSoftware(db: Db, id: number, values: Partial<SoftwareValues>): Promise<boolean> {
  const result = await db
    .updateTable('software_products')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

// tenancy: the platform's catalogue (admin.product.software.manage); only a product no agent offers
export async function deleteUnofferedSoftware(db: Db, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('software_products')
    .where('id', '=', id)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('agent_software_offers')
            .select('agent_software_offers.id')
            .whereRef('agent_software_offers.software_id', '=', 'software_products.id'),
        ),
      ),
    )
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

// tenancy: every agent's offers of one product, for the platform: the lowest agent price (a raise of the
// platform's price must not pass it)
export async function lowestOfferPrice(db: Db, softwareId: number): Promise<number | null> {
  const row = await db
    .selectFrom('agent_software_offers')
    .select((eb) => eb.fn.min<number>('price').as('lowest'))
    .where('software_id', '=', softwareId)
    .executeTakeFirst();
  return row?.lowest ?? null;
}

// ---- offers ----

const offerColumns = [
  'agent_software_offers.id',
  'agent_software_offers.software_id',
  'agent_software_offers.price',
  'agent_software_offers.retail_price',
  'agent_software_offers.enabled',
  'agent_software_offers.offered_at',
  'admins.nickname as offered_by',
] as const;

/** The agent's offers (the drawer's tab: at what price, when and by whom each was offered). */
export const offersOf = (db: Db, scope: AgentScope) =>
  db
    .selectFrom('agent_software_offers')
    .leftJoin('admins', 'admins.id', 'agent_software_offers.offered_by')
    .select(offerColumns)
    .where(whereTenant(scope, 'agent_software_offers'))
    .execute();

/**
 * Offers the product through the agent at the wholesale `price` (retail the same, switched on), or changes its
 * wholesale price (keeping when and by whom, and the agent's retail price unless the wholesale passes it).
 */
export async function upsertOffer(
  db: Db,
  scope: AgentScope,
  softwareId: number,
  price: number,
  offeredBy: number | null,
): Promise<void> {
  await db
    .insertInto('agent_software_offers')
    .values({
      agent_id: scope.agentId,
      software_id: softwareId,
      price,
      retail_price: price,
      offered_by: offeredBy,
    })
    .onConflict((conflict) =>
      conflict.columns(['agent_id', 'software_id']).doUpdateSet({
        price,
        retail_price: liftedRetail('agent_software_offers'),
        updated_at: new Date(),
      }),
    )
    .execute();
}

export async function deleteOffer(db: Db, scope: AgentScope, softwareId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('agent_software_offers')
    .where(whereTenant(scope))
    .where('software_id', '=', softwareId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

// ---- what a team and its site see ----

/** The team's offers (on sale or not), in catalogue order; `onSaleOnly` for its customer site (on sale, switched on). */
export async function ownSoftware(
  db: Db,
  scope: AgentScope,
  filter: { keyword?: string; onSaleOnly?: boolean },
  page: Page,
) {
  let query = filtered(db, { keyword: filter.keyword })
    .innerJoin('agent_software_offers', 'agent_software_offers.software_id', 'software_products.id')
    .where(whereTenant(scope, 'agent_software_offers'));
  if (filter.onSaleOnly)
    query = query.where('software_products.status', '=', 1).where('agent_software_offers.enabled', '=', true);
  const [rows, total] = await Promise.all([
    query
      .select(softwareColumns)
      .select([
        'agent_software_offers.price as agent_price',
        'agent_software_offers.retail_price',
        'agent_software_offers.offered_at',
      ])
      .orderBy('software_products.sort')
      .orderBy('software_products.id')
      .limit(page.limit)
      .offset((page.page - 1) * page.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.count) };
}

// tenancy: agents as the platform manages them (admin.partner), to tell a missing agent from one without offers
export const agentExists = (db: Db, id: number) =>
  db.selectFrom('agents').select('id').where('id', '=', id).executeTakeFirst();

// tenancy: the platform's catalogue: one product's price and status, its row locked until the transaction
// ends (an offer's price and a change of the platform's price are checked against each other)
export const lockSoftware = (db: Db, id: number) =>
  db
    .selectFrom('software_products')
    .select(['id', 'price', 'status'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
