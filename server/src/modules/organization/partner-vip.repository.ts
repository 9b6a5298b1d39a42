import type { Db } from '#server/db/database.ts';
import type { AgentScope } from '#server/platform/tenancy/scope.ts';
import { whereTenant } from '#server/platform/tenancy/where-tenant.ts';

/**
 * An agent's VIP plans as admin › partner edits them. The scope is the agent the platform works on (the
 * platform sees every agent; it names one, so one agent's plan is never reached through another's id).
 */

const planColumns = [
  'vip_plans.id',
  'vip_plans.agent_id',
  'vip_plans.vip_id',
  'vip_plans.title',
  'vip_plans.agent_price',
  'vip_plans.duration',
  'vip_plans.duration_unit',
  'vip_plans.scene',
  'vip_plans.scene_name',
  'vip_plans.showings_num',
  'vip_plans.free_num',
  'vip_plans.sort',
  'vip_plans.enabled',
] as const;

function plansOf(db: Db, scope: AgentScope) {
  return db
    .selectFrom('vip_plans')
    .where(whereTenant(scope, 'vip_plans'))
    .select(planColumns)
    .select((eb) =>
      eb
        .selectFrom('customer_vips')
        .select((inner) => inner.fn.countAll<string>().as('n'))
        .whereRef('customer_vips.plan_id', '=', 'vip_plans.id')
        .as('buyers'),
    );
}

export const listPlans = (db: Db, scope: AgentScope) =>
  plansOf(db, scope).orderBy('vip_plans.sort').orderBy('vip_plans.id').execute();

export type PlanRow = Awaited<ReturnType<typeof listPlans>>[number];

export const findPlan = (db: Db, scope: AgentScope, id: number) =>
  plansOf(db, scope).where('vip_plans.id', '=', id).executeTakeFirst();

export interface PlanValues {
  vip_id: number;
  title: string;
  agent_price: number;
  duration: number;
  duration_unit: number;
  scene: string;
  scene_name: string;
  showings_num: number;
  free_num: number;
  sort: number;
  enabled: number;
}

export async function insertPlans(db: Db, scope: AgentScope, plans: PlanValues[]): Promise<void> {
  if (plans.length === 0) return;
  await db
    .insertInto('vip_plans')
    .values(plans.map((plan) => ({ ...plan, agent_id: scope.agentId })))
    .execute();
}

export async function insertPlan(db: Db, scope: AgentScope, plan: PlanValues): Promise<number> {
  const row = await db
    .insertInto('vip_plans')
    .values({ ...plan, agent_id: scope.agentId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePlan(db: Db, scope: AgentScope, id: number, plan: PlanValues): Promise<boolean> {
  const result = await db
    .updateTable('vip_plans')
    .set(plan)
    .where(whereTenant(scope, 'vip_plans'))
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

// tenancy: the platform's catalogue of tools (the same for every agent) names a plan's scenes
export const toolTitles = (db: Db, marks: readonly string[]) =>
  db.selectFrom('tools').select(['mark', 'title']).where('mark', 'in', marks).execute();

// tenancy: agents as the platform manages them (admin.partner), to tell a missing agent from one without plans
export const agentExists = (db: Db, id: number) =>
  db.selectFrom('agents').select(['id', 'is_platform_default']).where('id', '=', id).executeTakeFirst();

// tenancy: the platform's own default agent, whose plans a new agent may start from
export const platformAgent = (db: Db) =>
  db.selectFrom('agents').select('id').where('is_platform_default', '=', true).executeTakeFirst();

// tenancy: the agent the platform works on, locked so that two copies of the platform's plans cannot both land
export async function lockAgent(db: Db, id: number): Promise<void> {
  await db.selectFrom('agents').select('id').where('id', '=', id).forUpdate().execute();
}
