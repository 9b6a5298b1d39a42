import { COPYRIGHT_CATALOGUE_MAX, type CopyrightContentType, OrderType } from '@onsite/contracts';
import type { Db } from '#server/db/database.ts';
import { keywordMatch } from '#server/db/keyword.ts';
import { pageWithin } from '#server/db/paging.ts';
import type { Database } from '#server/db/schema.ts';
import { liftedRetail } from '#server/platform/catalogue-offer.ts';
import type { AgentScope } from '#server/platform/tenancy/scope.ts';
import { whereTenant } from '#server/platform/tenancy/where-tenant.ts';

/**
 * Copyright: the catalogue (`copyright_products`) is the platform's, the same for every tenant; an offer
 * (`agent_copyright_offers`) belongs to one agent and is read through that agent's scope.
 */

export interface CopyrightFilter {
  keyword?: string;
  status?: number;
  content_type?: CopyrightContentType;
}

type Page = { page: number; limit: number };

const columns = [
  'copyright_products.id',
  'copyright_products.title',
  'copyright_products.title_en',
  'copyright_products.title_zh_tw',
  'copyright_products.content_type',
  'copyright_products.licensor',
  'copyright_products.terms',
  'copyright_products.term_months',
  'copyright_products.commercial',
  'copyright_products.asset',
  'copyright_products.price',
  'copyright_products.status',
  'copyright_products.sort',
  'copyright_products.created_at',
  'copyright_products.updated_at',
] as const;

function filtered(db: Db, filter: CopyrightFilter) {
  let query = db.selectFrom('copyright_products');
  const keyword = keywordMatch<Database, 'copyright_products'>(filter.keyword, [
    'copyright_products.title',
    'copyright_products.title_en',
    'copyright_products.title_zh_tw',
    'copyright_products.licensor',
  ]);
  if (keyword) query = query.where(keyword);
  if (filter.status !== undefined) query = query.where('copyright_products.status', '=', filter.status);
  if (filter.content_type) query = query.where('copyright_products.content_type', '=', filter.content_type);
  return query;
}

function withCounts(query: ReturnType<typeof filtered>) {
  return query
    .select(columns)
    .select((eb) => [
      eb
        .selectFrom('agent_copyright_offers')
        .select(eb.fn.countAll<string>().as('count'))
        .whereRef('agent_copyright_offers.copyright_id', '=', 'copyright_products.id')
        .as('agents'),
      eb
        .selectFrom('copyright_licences')
        .select(eb.fn.countAll<string>().as('count'))
        .whereRef('copyright_licences.copyright_id', '=', 'copyright_products.id')
        .as('sold'),
    ]);
}

const inOrder = (query: ReturnType<typeof withCounts>) =>
  query.orderBy('copyright_products.sort').orderBy('copyright_products.id');

// tenancy: the platform's catalogue (admin.product.copyright); the counts are of every agent and customer
export function listCopyright(db: Db, filter: CopyrightFilter, page: Page) {
  const query = filtered(db, filter);
  return pageWithin(db, query, page, (window) =>
    inOrder(withCounts(query)).limit(window.limit).offset(window.offset).execute(),
  );
}

export type CopyrightRow = Awaited<ReturnType<typeof listCopyright>>['rows'][number];

// tenancy: the platform's catalogue: one item by id
export const findCopyright = (db: Db, id: number): Promise<CopyrightRow | undefined> =>
  withCounts(filtered(db, {}).where('copyright_products.id', '=', id)).executeTakeFirst();

// tenancy: the platform's catalogue, whole (bounded): the partner drawer's tab
export const catalogueCopyright = (db: Db): Promise<CopyrightRow[]> =>
  inOrder(withCounts(filtered(db, {})))
    .limit(COPYRIGHT_CATALOGUE_MAX)
    .execute();

export interface CopyrightValues {
  title: string;
  title_en: string;
  title_zh_tw: string;
  content_type: CopyrightContentType;
  licensor: string;
  terms: string;
  term_months: number | null;
  commercial: boolean;
  asset: string;
  price: number;
  sort: number;
  status: number;
}

// tenancy: the platform's catalogue (admin.product.copyright.manage)
export async function insertCopyright(db: Db, values: CopyrightValues): Promise<number> {
  const row = await db
    .insertInto('copyright_products')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

// tenancy: the platform's catalogue (admin.product.copyright.manage)
export async function updateCopyright(
  db: Db,
  id: number,
  values: Partial<CopyrightValues>,
): Promise<boolean> {
  const result = await db
    .updateTable('copyright_products')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

// tenancy: the platform's catalogue (admin.product.copyright.manage); only an item never sold, offered by none
export async function deleteUnusedCopyright(db: Db, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('copyright_products')
    .where('id', '=', id)
    .where((eb) =>
      eb.not(
        eb.or([
          eb.exists(
            eb
              .selectFrom('agent_copyright_offers')
              .select('agent_copyright_offers.id')
              .whereRef('agent_copyright_offers.copyright_id', '=', 'copyright_products.id'),
          ),
          eb.exists(
            eb
              .selectFrom('orders')
              .select('orders.id')
              .where('orders.order_type', '=', OrderType.copyright)
              .whereRef('orders.subject_id', '=', 'copyright_products.id'),
          ),
        ]),
      ),
    )
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

// tenancy: any tenant's orders of one item, for the platform: whether it was ever sold (or is being bought)
export const everOrdered = async (db: Db, id: number) =>
  (await db
    .selectFrom('orders')
    .select('id')
    .where('order_type', '=', OrderType.copyright)
    .where('subject_id', '=', id)
    .executeTakeFirst()) !== undefined;

// tenancy: every agent's offers of one item, for the platform: the lowest agent price (a raise of the
// platform's price must not pass it)
export async function lowestOfferPrice(db: Db, copyrightId: number): Promise<number | null> {
  const row = await db
    .selectFrom('agent_copyright_offers')
    .select((eb) => eb.fn.min<number>('price').as('lowest'))
    .where('copyright_id', '=', copyrightId)
    .executeTakeFirst();
  return row?.lowest ?? null;
}

// ---- offers ----

/** The agent's offers (the drawer's tab: at what price, when and by whom each was offered). */
export const offersOf = (db: Db, scope: AgentScope) =>
  db
    .selectFrom('agent_copyright_offers')
    .leftJoin('admins', 'admins.id', 'agent_copyright_offers.offered_by')
    .select([
      'agent_copyright_offers.copyright_id',
      'agent_copyright_offers.price',
      'agent_copyright_offers.retail_price',
      'agent_copyright_offers.enabled',
      'agent_copyright_offers.offered_at',
      'admins.nickname as offered_by',
    ])
    .where(whereTenant(scope, 'agent_copyright_offers'))
    .execute();

/** Offers the item at the wholesale `price` (retail the same, switched on), or changes its wholesale. */
export async function upsertOffer(
  db: Db,
  scope: AgentScope,
  copyrightId: number,
  price: number,
  offeredBy: number | null,
): Promise<void> {
  await db
    .insertInto('agent_copyright_offers')
    .values({
      agent_id: scope.agentId,
      copyright_id: copyrightId,
      price,
      retail_price: price,
      offered_by: offeredBy,
    })
    .onConflict((conflict) =>
      conflict.columns(['agent_id', 'copyright_id']).doUpdateSet({
        price,
        retail_price: liftedRetail('agent_copyright_offers'),
        updated_at: new Date(),
      }),
    )
    .execute();
}

export async function deleteOffer(db: Db, scope: AgentScope, copyrightId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('agent_copyright_offers')
    .where(whereTenant(scope))
    .where('copyright_id', '=', copyrightId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** What the site sells: the team's offers switched on, of items on sale, at the retail price. */
export const siteCopyright = (db: Db, site: AgentScope) =>
  db
    .selectFrom('copyright_products')
    .innerJoin('agent_copyright_offers', 'agent_copyright_offers.copyright_id', 'copyright_products.id')
    .where(whereTenant(site, 'agent_copyright_offers'))
    .where('copyright_products.status', '=', 1)
    .where('agent_copyright_offers.enabled', '=', true)
    .select(columns)
    .select(['agent_copyright_offers.price as wholesale_price', 'agent_copyright_offers.retail_price']);

// tenancy: agents as the platform manages them (admin.partner), to tell a missing agent from one without offers
export const agentExists = (db: Db, id: number) =>
  db.selectFrom('agents').select('id').where('id', '=', id).executeTakeFirst();

// tenancy: the platform's catalogue: one item's price and status, its row locked until the transaction ends
export const lockCopyright = (db: Db, id: number) =>
  db
    .selectFrom('copyright_products')
    .select(['id', 'price', 'status'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
