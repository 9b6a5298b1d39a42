import { VIP_CATALOGUE_MAX } from '@onsite/contracts';
import type { Db } from '#server/db/database.ts';
import { keywordMatch } from '#server/db/keyword.ts';
import { pageWithin } from '#server/db/paging.ts';
import type { Database } from '#server/db/schema.ts';
import { liftedRetail } from '#server/platform/catalogue-offer.ts';
import type { AgentScope } from '#server/platform/tenancy/scope.ts';
import { whereTenant } from '#server/platform/tenancy/where-tenant.ts';

/**
 * VIP plans: the catalogue (`vip_plans`) is the platform's, the same for every tenant; an offer
 * (`vip_plan_offers`) belongs to one agent and is read through that agent's scope.
 */

export interface VipPlanFilter {
  keyword?: string;
  status?: number;
}

type Page = { page: number; limit: number };

const planColumns = [
  'vip_plans.id',
  'vip_plans.vip_id',
  'vip_plans.title',
  'vip_plans.title_en',
  'vip_plans.title_zh_tw',
  'vip_plans.duration',
  'vip_plans.duration_unit',
  'vip_plans.scene',
  'vip_plans.scene_name',
  'vip_plans.showings_num',
  'vip_plans.free_num',
  'vip_plans.price',
  'vip_plans.status',
  'vip_plans.sort',
  'vip_plans.created_at',
  'vip_plans.updated_at',
] as const;

function filtered(db: Db, filter: VipPlanFilter) {
  let query = db.selectFrom('vip_plans');
  const keyword = keywordMatch<Database, 'vip_plans'>(filter.keyword, [
    'vip_plans.title',
    'vip_plans.title_en',
    'vip_plans.title_zh_tw',
    'vip_plans.scene_name',
  ]);
  if (keyword) query = query.where(keyword);
  if (filter.status !== undefined) query = query.where('vip_plans.status', '=', filter.status);
  return query;
}

function withCounts(query: ReturnType<typeof filtered>) {
  return query.select(planColumns).select((eb) => [
    eb
      .selectFrom('vip_plan_offers')
      .select(eb.fn.countAll<string>().as('count'))
      .whereRef('vip_plan_offers.plan_id', '=', 'vip_plans.id')
      .as('agents'),
    eb
      .selectFrom('customer_vips')
      .select((inner) => inner.fn.count<string>('customer_vips.customer_id').distinct().as('count'))
      .whereRef('customer_vips.plan_id', '=', 'vip_plans.id')
      .as('buyers'),
  ]);
}

// tenancy: the platform's catalogue (admin.product.vip); the counts are of every agent and customer
export function listPlans(db: Db, filter: VipPlanFilter, page: Page) {
  const query = filtered(db, filter);
  return pageWithin(db, query, page, (window) =>
    withCounts(query)
      .orderBy('vip_plans.sort')
      .orderBy('vip_plans.id')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  );
}

export type VipPlanRow = Awaited<ReturnType<typeof listPlans>>['rows'][number];

// tenancy: the platform's catalogue: one plan by id
export const findPlan = (db: Db, id: number): Promise<VipPlanRow | undefined> =>
  withCounts(filtered(db, {}).where('vip_plans.id', '=', id)).executeTakeFirst();

// tenancy: the platform's catalogue, whole (bounded): the partner drawer's tab
export const cataloguePlans = (db: Db): Promise<VipPlanRow[]> =>
  withCounts(filtered(db, {}))
    .orderBy('vip_plans.sort')
    .orderBy('vip_plans.id')
    .limit(VIP_CATALOGUE_MAX)
    .execute();

export interface VipPlanValues {
  vip_id: number;
  title: string;
  title_en: string;
  title_zh_tw: string;
  duration: number;
  duration_unit: number;
  scene: string;
  scene_name: string;
  showings_num: number;
  free_num: number;
  price: number;
  sort: number;
  status: number;
}

// tenancy: the platform's catalogue (admin.product.vip.manage)
export async function insertPlan(db: Db, values: VipPlanValues): Promise<number> {
  const row = await db.insertInto('vip_plans').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

// tenancy: the platform's catalogue (admin.product.vip.manage)
export async function updatePlan(db: Db, id: number, values: Partial<VipPlanValues>): Promise<boolean> {
  const result = await db
    .updateTable('vip_plans')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

// tenancy: the platform's catalogue (admin.product.vip.manage); only a plan nothing refers to: no agent's
// offer, no customer's membership, no order of any tenant
export async function deleteUnusedPlan(db: Db, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('vip_plans')
    .where('id', '=', id)
    .where((eb) =>
      eb.not(
        eb.or([
          eb.exists(
            eb
              .selectFrom('vip_plan_offers')
              .select('vip_plan_offers.id')
              .whereRef('vip_plan_offers.plan_id', '=', 'vip_plans.id'),
          ),
          eb.exists(
            eb
              .selectFrom('customer_vips')
              .select('customer_vips.id')
              .whereRef('customer_vips.plan_id', '=', 'vip_plans.id'),
          ),
          eb.exists(
            eb
              .selectFrom('orders')
              .select('orders.id')
              .where('orders.order_type', '=', 17)
              .whereRef('orders.subject_id', '=', 'vip_plans.id'),
          ),
        ]),
      ),
    )
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

// tenancy: every agent's offers of one plan, for the platform: the lowest agent price (a raise of the
// platform's price must not pass it)
export async function lowestOfferPrice(db: Db, planId: number): Promise<number | null> {
  const row = await db
    .selectFrom('vip_plan_offers')
    .select((eb) => eb.fn.min<number>('price').as('lowest'))
    .where('plan_id', '=', planId)
    .executeTakeFirst();
  return row?.lowest ?? null;
}

// tenancy: the platform's catalogue of tools (the same for every agent) names a plan's scenes
export const toolTitles = (db: Db, marks: readonly string[]) =>
  db.selectFrom('tools').select(['mark', 'title']).where('mark', 'in', marks).execute();

// tenancy: the platform's catalogue: one plan's price and status, its row locked until the transaction ends
// (an offer's price and a change of the platform's price are checked against each other)
export const lockPlan = (db: Db, id: number) =>
  db
    .selectFrom('vip_plans')
    .select(['id', 'price', 'status'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();

// ---- offers ----

/** The agent's offers (the drawer's tab: at what price, when and by whom each was offered). */
export const offersOf = (db: Db, scope: AgentScope) =>
  db
    .selectFrom('vip_plan_offers')
    .leftJoin('admins', 'admins.id', 'vip_plan_offers.offered_by')
    .select([
      'vip_plan_offers.plan_id',
      'vip_plan_offers.price',
      'vip_plan_offers.retail_price',
      'vip_plan_offers.enabled',
      'vip_plan_offers.offered_at',
      'admins.nickname as offered_by',
    ])
    .where(whereTenant(scope, 'vip_plan_offers'))
    .execute();

/**
 * Offers the plan on the agent's site at the wholesale `price` (retail the same, switched on), or changes its
 * wholesale price (keeping when and by whom, and the agent's retail price unless the wholesale passes it).
 */
export async function upsertOffer(
  db: Db,
  scope: AgentScope,
  planId: number,
  price: number,
  offeredBy: number | null,
): Promise<void> {
  await db
    .insertInto('vip_plan_offers')
    .values({ agent_id: scope.agentId, plan_id: planId, price, retail_price: price, offered_by: offeredBy })
    .onConflict((conflict) =>
      conflict.columns(['agent_id', 'plan_id']).doUpdateSet({
        price,
        retail_price: liftedRetail('vip_plan_offers'),
        updated_at: new Date(),
      }),
    )
    .execute();
}

export async function deleteOffer(db: Db, scope: AgentScope, planId: number): Promise<void> {
  await db.deleteFrom('vip_plan_offers').where(whereTenant(scope)).where('plan_id', '=', planId).execute();
}

// tenancy: agents as the platform manages them (admin.partner), to tell a missing agent from one without offers
export const agentExists = (db: Db, id: number) =>
  db.selectFrom('agents').select('id').where('id', '=', id).executeTakeFirst();
