import { type Insertable, sql, type Updateable } from 'kysely';
import type { Db } from '#server/db/database.ts';
import { keywordMatch } from '#server/db/keyword.ts';
import { pageWithin } from '#server/db/paging.ts';
import type { Database, ResourcePackOrderTable, ResourcePackTable } from '#server/db/schema.ts';
import type { AgentScope } from '#server/platform/tenancy/scope.ts';
import { whereTenant } from '#server/platform/tenancy/where-tenant.ts';

// The pack catalogue is the platform's, the same for every tenant: no tenant scope applies to it. What a
// customer ordered (resource_pack_orders) is read through its order, which the order module scopes. An
// agent's retail price and switch of a pack (agent_resource_pack_offers) is read through the site's scope; a
// pack the agent has not changed (no row) sells at its price, switched on.

export interface PackFilter {
  keyword?: string;
  kind?: 'sms' | 'redpacket';
  status?: number;
}

/** What a pack credits: the columns every view of it shows. */
const PACK = [
  'resource_packs.id',
  'resource_packs.name',
  'resource_packs.kind',
  'resource_packs.quantity',
] as const;

const COLUMNS = [
  ...PACK,
  'resource_packs.price',
  'resource_packs.status',
  'resource_packs.sort',
  'resource_packs.created_at',
  'resource_packs.updated_at',
] as const;

/** Packs of it paid for. */
const sold = sql<string>`(select count(*) from resource_pack_orders o join orders on orders.id = o.order_id
  where o.pack_id = resource_packs.id and orders.is_pay = 1)`;

function filtered(db: Db, filter: PackFilter) {
  let query = db.selectFrom('resource_packs');
  if (filter.kind) query = query.where('resource_packs.kind', '=', filter.kind);
  if (filter.status !== undefined) query = query.where('resource_packs.status', '=', filter.status);
  const keyword = keywordMatch<Database, 'resource_packs'>(filter.keyword, ['resource_packs.name']);
  return keyword ? query.where(keyword) : query;
}

/** A page of the catalogue in sort order, with what each sold. */
export function listPacks(db: Db, filter: PackFilter, page: { page: number; limit: number }) {
  const query = filtered(db, filter);
  return pageWithin(db, query, page, (window) =>
    query
      .select([...COLUMNS, sold.as('sold')])
      .orderBy('resource_packs.sort')
      .orderBy('resource_packs.id')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  );
}

export function findPack(db: Db, id: number) {
  return db
    .selectFrom('resource_packs')
    .select([...COLUMNS, sold.as('sold')])
    .where('resource_packs.id', '=', id)
    .executeTakeFirst();
}

export async function insertPack(db: Db, pack: Insertable<ResourcePackTable>) {
  const row = await db.insertInto('resource_packs').values(pack).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export function updatePack(db: Db, id: number, changes: Updateable<ResourcePackTable>) {
  return db.updateTable('resource_packs').set(changes).where('id', '=', id).executeTakeFirst();
}

/** Deletes a pack no order names; answers whether it did. */
export async function deleteUnorderedPack(db: Db, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('resource_packs')
    .where('id', '=', id)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('resource_pack_orders').select('order_id').where('pack_id', '=', id))),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The packs with the site's agent's offer of each (its retail price and switch; none: the pack's price, on). */
function withOffers(db: Db, site: AgentScope) {
  return db
    .selectFrom('resource_packs')
    .leftJoin('agent_resource_pack_offers', (join) =>
      join
        .onRef('agent_resource_pack_offers.pack_id', '=', 'resource_packs.id')
        .on(whereTenant(site, 'agent_resource_pack_offers')),
    );
}

const retail = sql<number>`coalesce(agent_resource_pack_offers.retail_price, resource_packs.price)`;
const enabled = sql<boolean>`coalesce(agent_resource_pack_offers.enabled, true)`;

/** The packs a site sells: on sale and not switched off by its agent, at the agent's retail price. */
function soldOn(db: Db, site: AgentScope) {
  return withOffers(db, site)
    .select([...PACK, retail.as('price'), 'resource_packs.price as wholesale_price'])
    .where('resource_packs.status', '=', 1)
    .where(enabled);
}

/** The packs the site sells, each kind's cheapest (at the retail price) first. */
export function packsOnSale(db: Db, site: AgentScope) {
  return soldOn(db, site)
    .orderBy('resource_packs.kind', 'desc')
    .orderBy('price')
    .orderBy('resource_packs.id')
    .execute();
}

/** One pack the site sells; off sale, switched off by the site's agent, or none: undefined. */
export function packOnSale(db: Db, site: AgentScope, id: number) {
  return soldOn(db, site).where('resource_packs.id', '=', id).executeTakeFirst();
}

/** Every pack with one agent's retail price and switch (the partner drawer's tab). */
export function packsOf(db: Db, agent: AgentScope) {
  return withOffers(db, agent)
    .select([
      ...PACK,
      'resource_packs.price',
      'resource_packs.status',
      retail.as('retail_price'),
      enabled.as('enabled'),
      sql<boolean>`agent_resource_pack_offers.id is not null`.as('changed'),
    ])
    .orderBy('resource_packs.sort')
    .orderBy('resource_packs.id')
    .execute();
}

/**
 * A pack's new price reaches the agents' offers of it (inside the pack's update): their wholesale is the new
 * price, a retail price below it is lifted to it (the rule of the other offers, docs/decisions "i16-retail").
 * tenancy: the platform reprices every agent's offer of its own pack.
 */
export function repriceOffers(db: Db, packId: number, price: number) {
  return db
    .updateTable('agent_resource_pack_offers')
    .set({ price, retail_price: sql<number>`greatest(retail_price, ${price})` })
    .where('pack_id', '=', packId)
    .execute();
}

export function insertPackOrder(db: Db, row: ResourcePackOrderTable) {
  return db.insertInto('resource_pack_orders').values(row).execute();
}

/** What a (locked, just-paid) order bought. tenancy: the order's own row, named by the payment that locked it. */
export function packOfOrder(db: Db, orderId: number) {
  return db
    .selectFrom('resource_pack_orders')
    .select(['kind', 'quantity'])
    .where('order_id', '=', orderId)
    .executeTakeFirst();
}

// tenancy: agents as the platform manages them (admin.partner), to tell a missing agent from one without offers
export const agentExists = (db: Db, id: number) =>
  db.selectFrom('agents').select('id').where('id', '=', id).executeTakeFirst();
