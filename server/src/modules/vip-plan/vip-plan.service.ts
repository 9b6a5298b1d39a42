import type {
  PartnerVipPlan,
  partnerVipOfferRequest,
  VipPlanItem,
  vipPlanCreateRequest,
  vipPlanUpdateRequest,
} from '@onsite/contracts';
import type { z } from 'zod';
import type { Db } from '#server/db/database.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { asOffered, changeOffer } from '#server/platform/catalogue-offer.ts';
import { badRequest, notFound } from '#server/platform/http/errors.ts';
import { type AgentScope, agentScope } from '#server/platform/tenancy/scope.ts';
import { iso } from '#server/platform/time.ts';
import * as repository from './vip-plan.repository.ts';

type Input = z.output<typeof vipPlanCreateRequest>;
type UpdateInput = z.output<typeof vipPlanUpdateRequest>;
type Page = { page: number; limit: number };

const present = ({
  agents,
  buyers,
  scene,
  created_at,
  updated_at,
  ...row
}: repository.VipPlanRow): VipPlanItem => ({
  ...row,
  scenes: scene ? scene.split(',') : [],
  agents: Number(agents ?? 0),
  buyers: Number(buyers ?? 0),
  create_time: iso(created_at),
  update_time: iso(updated_at),
});

export async function listPlans(db: Db, filter: repository.VipPlanFilter, page: Page) {
  const { rows, total } = await repository.listPlans(db, filter, page);
  return { rows: rows.map(present), total };
}

async function thePlan(db: Db, id: number): Promise<VipPlanItem> {
  const row = await repository.findPlan(db, id);
  if (!row) throw notFound('VIP plan not found');
  return present(row);
}

/** The plan's values; its tools are the platform's catalogue's, their names kept beside the marks. */
async function valuesOf(db: Db, input: Input): Promise<repository.VipPlanValues> {
  const marks = [...new Set(input.scenes)];
  const tools = await repository.toolTitles(db, marks);
  if (tools.length !== marks.length) throw badRequest('choose the tools of the plan');
  const title = new Map(tools.map((tool) => [tool.mark, tool.title]));
  return {
    vip_id: input.vip_id,
    title: input.title,
    title_en: input.title_en,
    title_zh_tw: input.title_zh_tw,
    duration: input.duration,
    duration_unit: input.duration_unit,
    scene: marks.join(','),
    scene_name: marks.map((mark) => title.get(mark)).join(','),
    showings_num: input.showings_num,
    free_num: input.free_num,
    price: input.price,
    sort: input.sort,
    status: input.status,
  };
}

export async function createPlan(db: Db, input: Input): Promise<VipPlanItem> {
  return thePlan(db, await repository.insertPlan(db, await valuesOf(db, input)));
}

/**
 * Edits a plan. Its price may not rise above an agent's price for it (an agent never sells below the
 * platform): the agents' prices are raised first, in the partner drawer. Orders made keep their amount and
 * memberships bought their term; the new duration and quotas hold for what is bought from now on.
 */
export async function updatePlan(db: Db, input: UpdateInput): Promise<VipPlanItem> {
  const values = await valuesOf(db, input);
  await inTransaction(db, async (tx) => {
    if (!(await repository.lockPlan(tx, input.id))) throw notFound('VIP plan not found');
    const lowest = await repository.lowestOfferPrice(tx, input.id);
    if (lowest !== null && input.price > lowest)
      throw badRequest("an agent sells this VIP plan below the new price: raise the agent's price first");
    await repository.updatePlan(tx, input.id, values);
  });
  return thePlan(db, input.id);
}

/** Off sale: out of every VIP popup (agents keep their offer: on sale again, it is back); memberships stay. */
export async function setPlanStatus(db: Db, id: number, status: number): Promise<VipPlanItem> {
  if (!(await repository.updatePlan(db, id, { status }))) throw notFound('VIP plan not found');
  return thePlan(db, id);
}

/** Deletes a plan nothing refers to; one an agent sells, a customer holds or an order names stays. */
export async function deletePlan(db: Db, id: number): Promise<void> {
  if (await repository.deleteUnusedPlan(db, id)) return;
  if (!(await repository.findPlan(db, id))) throw notFound('VIP plan not found');
  throw badRequest(
    'this VIP plan is in use (agents sell it, customers hold or ordered it): take it off sale instead',
  );
}

// ---- the partner drawer's tab ----

async function theAgent(db: Db, agentId: number): Promise<AgentScope> {
  if (!(await repository.agentExists(db, agentId))) throw notFound('agent not found');
  return agentScope(agentId);
}

/** Every plan of the catalogue with whether (at what price, when, by whom) the agent's site sells it. */
export async function agentPlans(db: Db, agentId: number): Promise<PartnerVipPlan[]> {
  const scope = await theAgent(db, agentId);
  const [catalogue, offers] = await Promise.all([
    repository.cataloguePlans(db),
    repository.offersOf(db, scope),
  ]);
  const byPlan = new Map(offers.map((row) => [row.plan_id, row]));
  return catalogue.map((row) => {
    const { agents: _agents, create_time: _created, update_time: _updated, ...item } = present(row);
    return asOffered(item, byPlan.get(item.id));
  });
}

/**
 * Sells a plan on the agent's site at its price (again: a new price, the first offer's time and admin
 * kept), or withdraws it. The agent's price is never below the platform's; a plan off sale may be
 * withdrawn or repriced, not newly offered.
 */
export async function setAgentPlan(
  db: Db,
  adminId: number,
  input: z.output<typeof partnerVipOfferRequest>,
): Promise<PartnerVipPlan> {
  const scope = await theAgent(db, input.agent_id);
  await inTransaction(db, async (tx) => {
    await changeOffer(
      await repository.lockPlan(tx, input.plan_id),
      input,
      {
        has: async (id) => (await repository.offersOf(tx, scope)).some((row) => row.plan_id === id),
        withdraw: (id) => repository.deleteOffer(tx, scope, id),
        upsert: (id, price) => repository.upsertOffer(tx, scope, id, price, adminId),
      },
      { notFound: 'VIP plan not found', offSale: 'this VIP plan is off sale: put it on sale first' },
    );
  });
  const row = (await agentPlans(db, input.agent_id)).find((candidate) => candidate.id === input.plan_id);
  if (!row) throw notFound('VIP plan not found');
  return row;
}
