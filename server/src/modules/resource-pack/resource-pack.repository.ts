import { type Insertable, sql, type Updateable } from 'kysely';
import type { Db } from '#server/db/database.ts';
import { keywordMatch } from '#server/db/keyword.ts';
import { pageWithin } from '#server/db/paging.ts';
import type { Database, ResourcePackOrderTable, ResourcePackTable } from '#server/db/schema.ts';

// The pack catalogue is the platform's, the same for every tenant: no tenant scope applies to it. What a
// customer ordered (resource_pack_orders) is read through its order, which the order module scopes.

export interface PackFilter {
  keyword?: string;
  kind?: 'sms' | 'redpacket';
  status?: number;
}

const COLUMNS = [
  'resource_packs.id',
  'resource_packs.name',
  'resource_packs.kind',
  'resource_packs.quantity',
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

/** The packs on sale, each kind's cheapest first. */
export function packsOnSale(db: Db) {
  return db
    .selectFrom('resource_packs')
    .select(['id', 'name', 'kind', 'quantity', 'price'])
    .where('status', '=', 1)
    .orderBy('kind', 'desc')
    .orderBy('price')
    .orderBy('id')
    .execute();
}

export function packOnSale(db: Db, id: number) {
  return db
    .selectFrom('resource_packs')
    .select(['id', 'name', 'kind', 'quantity', 'price'])
    .where('id', '=', id)
    .where('status', '=', 1)
    .executeTakeFirst();
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
