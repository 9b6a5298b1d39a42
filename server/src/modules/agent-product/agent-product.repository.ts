import type { ProductKind } from '@onsite/contracts';
import { sql } from 'kysely';
import type { Db } from '#server/db/database.ts';
import { keywordMatch } from '#server/db/keyword.ts';
import type { Database } from '#server/db/schema.ts';
import type { AgentScope } from '#server/platform/tenancy/scope.ts';
import { whereTenant } from '#server/platform/tenancy/where-tenant.ts';

/**
 * A team's offers across the platform's catalogues (vip_plan_offers, agent_software_offers,
 * agent_copyright_offers), read and changed through the team's scope: the wholesale price is the platform's,
 * the retail price and the switch the team's. Each catalogue names its tables, the offer's item column and
 * the item's name; the queries are one shape (typed as the software catalogue's, whose columns each has).
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
} as const satisfies Record<
  ProductKind,
  { offers: keyof Database; items: keyof Database; key: string; name: string }
>;

// the shapes every catalogue shares, named as the software catalogue's
type Offers = 'agent_software_offers';
type Items = 'software_products';
const tablesOf = (kind: ProductKind) => {
  const { offers, items, key, name } = CATALOGUES[kind];
  return {
    offers: offers as Offers,
    items: items as Items,
    key: key as 'software_id',
    name: name as 'name',
  };
};

function kindOffers(db: Db, scope: AgentScope, kind: ProductKind, keyword?: string) {
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

function offers(db: Db, scope: AgentScope, filter: { kind?: ProductKind; keyword?: string }) {
  if (filter.kind) return kindOffers(db, scope, filter.kind, filter.keyword);
  return kindOffers(db, scope, 'vip', filter.keyword)
    .unionAll(kindOffers(db, scope, 'software', filter.keyword))
    .unionAll(kindOffers(db, scope, 'copyright', filter.keyword));
}

/** The team's offers, VIP plans first, then software, then copyright; each catalogue in its order. */
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
  const { items } = tablesOf(kind);
  return kindOffers(db, scope, kind).where(`${items}.id`, '=', id).executeTakeFirst();
}

/** One of the team's offers, its row locked until the transaction ends (the platform may reprice it meanwhile). */
export async function lockOffer(db: Db, scope: AgentScope, kind: ProductKind, id: number) {
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
): Promise<void> {
  const { offers, key } = tablesOf(kind);
  await db
    .updateTable(offers)
    .set({ ...values, updated_at: new Date() })
    .where(whereTenant(scope))
    .where(key, '=', id)
    .execute();
}
