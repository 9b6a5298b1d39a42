import type { PartnerVipPlan, partnerVipSaveRequest } from '@onsite/contracts';
import type { z } from 'zod';
import type { Db } from '#server/db/database.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { badRequest, notFound } from '#server/platform/http/errors.ts';
import { agentScope } from '#server/platform/tenancy/scope.ts';
import * as repository from './partner-vip.repository.ts';

type SaveInput = z.output<typeof partnerVipSaveRequest>;

const present = ({ scene, buyers, enabled, ...row }: repository.PlanRow): PartnerVipPlan => ({
  ...row,
  scenes: scene ? scene.split(',') : [],
  enabled: enabled === 1,
  buyers: Number(buyers ?? 0),
});

async function theAgent(db: Db, agentId: number) {
  const agent = await repository.agentExists(db, agentId);
  if (!agent) throw notFound('agent not found');
  return agent;
}

export async function agentPlans(db: Db, agentId: number): Promise<PartnerVipPlan[]> {
  await theAgent(db, agentId);
  return (await repository.listPlans(db, agentScope(agentId))).map(present);
}

/** Creates or edits a plan of the agent; the tools are the catalogue's, their names kept beside the marks. */
export async function savePlan(db: Db, input: SaveInput): Promise<PartnerVipPlan> {
  await theAgent(db, input.agent_id);
  const marks = [...new Set(input.scenes)];
  const tools = await repository.toolTitles(db, marks);
  if (tools.length !== marks.length) throw badRequest('choose the tools of the plan');
  const title = new Map(tools.map((tool) => [tool.mark, tool.title]));
  const values: repository.PlanValues = {
    vip_id: input.vip_id,
    title: input.title,
    agent_price: input.agent_price,
    duration: input.duration,
    duration_unit: input.duration_unit,
    scene: marks.join(','),
    scene_name: marks.map((mark) => title.get(mark)).join(','),
    showings_num: input.showings_num,
    free_num: input.free_num,
    sort: input.sort,
    enabled: input.enabled ? 1 : 0,
  };
  const scope = agentScope(input.agent_id);
  let id = input.id;
  if (id === undefined) id = await repository.insertPlan(db, scope, values);
  else if (!(await repository.updatePlan(db, scope, id, values))) throw notFound('VIP plan not found');
  const saved = await repository.findPlan(db, scope, id);
  if (!saved) throw notFound('VIP plan not found');
  return present(saved);
}

/**
 * A new agent sells nothing until it has plans: it may start from a copy of the platform's own (then edited
 * as its own). Refused when it has plans already, so a second click copies nothing twice.
 */
export async function copyPlatformPlans(db: Db, agentId: number): Promise<PartnerVipPlan[]> {
  const agent = await theAgent(db, agentId);
  if (agent.is_platform_default) throw badRequest('the platform’s own plans are the ones copied');
  const platform = await repository.platformAgent(db);
  if (!platform) throw notFound('agent not found');
  const scope = agentScope(agentId);
  await inTransaction(db, async (tx) => {
    await repository.lockAgent(tx, agentId);
    if ((await repository.listPlans(tx, scope)).length > 0)
      throw badRequest('this agent has VIP plans already');
    const plans = await repository.listPlans(tx, agentScope(platform.id));
    await repository.insertPlans(
      tx,
      scope,
      plans.map(({ id: _id, agent_id: _agent, buyers: _buyers, ...plan }) => plan),
    );
  });
  return agentPlans(db, agentId);
}
