import type { ProductKind } from '@onsite/contracts';
import { sql } from 'kysely';
import type { Db } from '#server/db/database.ts';
import { keywordMatch } from '#server/db/keyword.ts';
import type { Database } from '#server/db/schema.ts';
import type { AgentScope } from '#server/platform/tenancy/scope.ts';
import { whereTenant } from '#server/platform/tenancy/where-tenant.ts';

/**
 * A team's offers across the platform's catalogues (vip_plan_offers, agent_software_offers,
 * agent_resource_pack_offers), read and changed through the team's scope: the wholesale price is the
 * platform's, the retail price and the switch the team's. Every resource pack is offered to every team at the
 * pack's price; a pack the team has not changed (no row) sells at that price, switched on.
 */

type Page = { page: number; limit: number };

function vipOffers(db: Db, scope: AgentScope, keyword?: string) {
  let query = db
    .selectFrom('vip_plan_offers')
    .innerJoin('vip_plans', 'vip_plans.id', 'vip_plan_offers.plan_id')
    .select([
      sql<ProductKind>`'vip'`.as('kind'),
      'vip_plans.id',
      'vip_plans.title as name',
      'vip_plans.status',
      'vip_plans.sort',
      'vip_plan_offers.price as wholesale_price',
      'vip_plan_offers.retail_price',
      'vip_plan_offers.enabled',
      'vip_plan_offers.updated_at',
    ])
    .where(whereTenant(scope, 'vip_plan_offers'));
  const match = keywordMatch<Database, 'vip_plans'>(keyword, ['vip_plans.title']);
  if (match) query = query.where(match);
  return query;
}

function softwareOffers(db: Db, scope: AgentScope, keyword?: string) {
  let query = db
    .selectFrom('agent_software_offers')
    .innerJoin('software_products', 'software_products.id', 'agent_software_offers.software_id')
    .select([
      sql<ProductKind>`'software'`.as('kind'),
      'software_products.id',
      'software_products.name',
      'software_products.status',
      'software_products.sort',
      'agent_software_offers.price as wholesale_price',
      'agent_software_offers.retail_price',
      'agent_software_offers.enabled',
      'agent_software_offers.updated_at',
    ])
    .where(whereTenant(scope, 'agent_software_offers'));
  const match = keywordMatch<Database, 'software_products'>(keyword, ['software_products.name']);
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
  if (filter.kind === 'vip') return vipOffers(db, scope, filter.keyword);
  if (filter.kind === 'software') return softwareOffers(db, scope, filter.keyword);
  if (filter.kind === 'resource') return packOffers(db, scope, filter.keyword);
  return vipOffers(db, scope, filter.keyword)
    .unionAll(softwareOffers(db, scope, filter.keyword))
    .unionAll(packOffers(db, scope, filter.keyword));
}

/** The team's offers, VIP plans first, then software and packs, each catalogue in its order. */
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
  if (kind === 'vip') return vipOffers(db, scope).where('vip_plans.id', '=', id).executeTakeFirst();
  if (kind === 'resource')
    return packOffers(db, scope).where('resource_packs.id', '=', id).executeTakeFirst();
  return softwareOffers(db, scope).where('software_products.id', '=', id).executeTakeFirst();
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
  const query =
    kind === 'vip'
      ? db
          .selectFrom('vip_plan_offers')
          .select(['price', 'retail_price', 'enabled'])
          .where(whereTenant(scope, 'vip_plan_offers'))
          .where('plan_id', '=', id)
      : db
          .selectFrom('agent_software_offers')
          .select(['price', 'retail_price', 'enabled'])
          .where(whereTenant(scope, 'agent_software_offers'))
          .where('software_id', '=', id);
  return query.forUpdate().executeTakeFirst();
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
  if (kind === 'resource')
    await db
      .insertInto('agent_resource_pack_offers')
      .values({ agent_id: scope.agentId, pack_id: id, price: wholesale, ...set })
      .onConflict((conflict) =>
        conflict.columns(['agent_id', 'pack_id']).doUpdateSet({ ...set, price: wholesale }),
      )
      .execute();
  else if (kind === 'vip')
    await db
      .updateTable('vip_plan_offers')
      .set(set)
      .where(whereTenant(scope))
      .where('plan_id', '=', id)
      .execute();
  else
    await db
      .updateTable('agent_software_offers')
      .set(set)
      .where(whereTenant(scope))
      .where('software_id', '=', id)
      .execute();
}
