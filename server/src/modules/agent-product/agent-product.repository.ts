import type { ProductKind } from '@onsite/contracts';
import { sql } from 'kysely';
import type { Db } from '#server/db/database.ts';
import { keywordMatch } from '#server/db/keyword.ts';
import type { Database } from '#server/db/schema.ts';
import type { AgentScope } from '#server/platform/tenancy/scope.ts';
import { whereTenant } from '#server/platform/tenancy/where-tenant.ts';

/**
 * A team's offers across the platform's catalogues (vip_plan_offers, agent_software_offers,
 * agent_copyright_offers, agent_device_offers (a price per day), agent_resource_pack_offers), read and changed through the team's scope: the
 * wholesale price is the platform's, the retail price and the switch the team's. Each offered catalogue names
 * its tables, the offer's item column and the item's name; the queries are one shape (typed as the software
 * catalogue's, whose columns each has). Every resource pack is offered to every team at the pack's price; a
 * pack the team has not changed (no row) sells at that price, switched on.
 */

type Page = { page: number; limit: number };

const CATALOGUES = {
  vip: { offers: 'vip_plan_offers', items: 'vip_plans', key: 'plan_id', name: 'title' },
  software: { offers: 'agent_software_offers', items: 'software_products', key: 'software_id', name: 'name' },
  copyright: {
    offers: 'agent_copyright_offers',
    items: 'copyright_products',
    key: 'copyright_id',
    name: 'title',
  },
  device: { offers: 'agent_device_offers', items: 'device_products', key: 'device_id', name: 'name' },
} as const satisfies Record<
  Exclude<ProductKind, 'resource'>,
  { offers: keyof Database; items: keyof Database; key: string; name: string }
>;
type OfferedKind = keyof typeof CATALOGUES;

// the shapes every catalogue shares, named as the software catalogue's
type Offers = 'agent_software_offers';
type Items = 'software_products';
const tablesOf = (kind: OfferedKind) => {
  const { offers, items, key, name } = CATALOGUES[kind];
  return {
    offers: offers as Offers,
    items: items as Items,
    key: key as 'software_id',
    name: name as 'name',
  };
};

function kindOffers(db: Db, scope: AgentScope, kind: OfferedKind, keyword?: string) {
  const { offers, items, key, name } = tablesOf(kind);
  let query = db
    .selectFrom(offers)
    .innerJoin(items, `${items}.id`, `${offers}.${key}`)
    .select([
      sql<ProductKind>`${kind}::text`.as('kind'),
      `${items}.id`,
      sql<string>`${sql.ref(`${items}.${name}`)}`.as('name'),
      `${items}.status`,
      `${items}.sort`,
      `${offers}.price as wholesale_price`,
      `${offers}.retail_price`,
      `${offers}.enabled`,
      `${offers}.updated_at`,
    ])
    .where(whereTenant(scope, offers));
  const match = keywordMatch<Database, Items>(keyword, [`${items}.${name}`]);
  if (match) query = query.where(match);
  return query;
}

function packOffers(db: Db, scope: AgentScope, keyword?: string) {
  let query = db
    .selectFrom('resource_packs')
    .leftJoin('agent_resource_pack_offers', (join) =>
      join
        .onRef('agent_resource_pack_offers.pack_id', '=', 'resource_packs.id')
        .on(whereTenant(scope, 'agent_resource_pack_offers')),
    )
    .select([
      sql<ProductKind>`'resource'`.as('kind'),
      'resource_packs.id',
      'resource_packs.name',
      'resource_packs.status',
      'resource_packs.sort',
      'resource_packs.price as wholesale_price',
      sql<number>`coalesce(agent_resource_pack_offers.retail_price, resource_packs.price)`.as('retail_price'),
      sql<boolean>`coalesce(agent_resource_pack_offers.enabled, true)`.as('enabled'),
      sql<Date>`coalesce(agent_resource_pack_offers.updated_at, resource_packs.updated_at)`.as('updated_at'),
    ]);
  const match = keywordMatch<Database, 'resource_packs'>(keyword, ['resource_packs.name']);
  if (match) query = query.where(match);
  return query;
}

function offers(db: Db, scope: AgentScope, filter: { kind?: ProductKind; keyword?: string }) {
  if (filter.kind === 'resource') return packOffers(db, scope, filter.keyword);
  if (filter.kind) return kindOffers(db, scope, filter.kind, filter.keyword);
  return kindOffers(db, scope, 'vip', filter.keyword)
    .unionAll(kindOffers(db, scope, 'software', filter.keyword))
    .unionAll(kindOffers(db, scope, 'copyright', filter.keyword))
    .unionAll(kindOffers(db, scope, 'device', filter.keyword))
    .unionAll(packOffers(db, scope, filter.keyword));
}

/** The team's offers, each kind together (VIP plans first), each catalogue in its order. */
export async function listOffers(
  db: Db,
  scope: AgentScope,
  filter: { kind?: ProductKind; keyword?: string },
  page: Page,
) {
  const all = () => db.selectFrom(offers(db, scope, filter).as('offers'));
  const [rows, total] = await Promise.all([
    all()
      .selectAll()
      .orderBy('kind', 'desc')
      .orderBy('sort')
      .orderBy('id')
      .limit(page.limit)
      .offset((page.page - 1) * page.limit)
      .execute(),
    all()
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.count) };
}

export type OfferRow = Awaited<ReturnType<typeof listOffers>>['rows'][number];

/** One of the team's offers; another team's, or none, is undefined. */
export function findOffer(
  db: Db,
  scope: AgentScope,
  kind: ProductKind,
  id: number,
): Promise<OfferRow | undefined> {
  if (kind === 'resource')
    return packOffers(db, scope).where('resource_packs.id', '=', id).executeTakeFirst();
  const { items } = tablesOf(kind);
  return kindOffers(db, scope, kind).where(`${items}.id`, '=', id).executeTakeFirst();
}

/** One of the team's offers, its row locked until the transaction ends (the platform may reprice it meanwhile). */
export async function lockOffer(db: Db, scope: AgentScope, kind: ProductKind, id: number) {
  if (kind === 'resource')
    // the pack's row: its price changes (and rewrites the offers) under the same lock
    return packOffers(db, scope)
      .clearSelect()
      .select([
        'resource_packs.price',
        sql<number>`coalesce(agent_resource_pack_offers.retail_price, resource_packs.price)`.as(
          'retail_price',
        ),
        sql<boolean>`coalesce(agent_resource_pack_offers.enabled, true)`.as('enabled'),
      ])
      .where('resource_packs.id', '=', id)
      .forUpdate('resource_packs')
      .executeTakeFirst();
  const { offers, key } = tablesOf(kind);
  return db
    .selectFrom(offers)
    .select(['price', 'retail_price', 'enabled'])
    .where(whereTenant(scope, offers))
    .where(key, '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Sets the team's retail price and switch of one of its offers. */
export async function updateOffer(
  db: Db,
  scope: AgentScope,
  kind: ProductKind,
  id: number,
  values: { retail_price: number; enabled: boolean },
  /** the wholesale the offer was locked at (a pack's row keeps it beside the retail) */
  wholesale: number,
): Promise<void> {
  const set = { ...values, updated_at: new Date() };
  if (kind === 'resource') {
    await db
      .insertInto('agent_resource_pack_offers')
      .values({ agent_id: scope.agentId, pack_id: id, price: wholesale, ...set })
      .onConflict((conflict) =>
        conflict.columns(['agent_id', 'pack_id']).doUpdateSet({ ...set, price: wholesale }),
      )
      .execute();
    return;
  }
  const { offers, key } = tablesOf(kind);
  await db.updateTable(offers).set(set).where(whereTenant(scope)).where(key, '=', id).execute();
}
