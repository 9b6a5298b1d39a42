import { partnerVipApi, vipPlanApi } from '@onsite/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '#server/platform/auth/auth-plugin.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok, okList } from '#server/platform/http/envelope.ts';
import { serve } from '#server/platform/http/route.ts';
import * as service from './vip-plan.service.ts';

/** VIP plans: the platform's catalogue (/product/vip) and what each agent's site sells (the partner tab). */
export const vipPlanRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  serve(app, vipPlanApi.getList, async (request) => {
    const { page, limit, keyword, status } = request.query;
    const { rows, total } = await service.listPlans(db, { keyword, status }, { page, limit });
    return okList(rows, total);
  });
  serve(app, vipPlanApi.create, async (request) =>
    ok(await service.createPlan(db, request.body), 'VIP plan created'),
  );
  serve(app, vipPlanApi.update, async (request) =>
    ok(await service.updatePlan(db, request.body), 'VIP plan saved'),
  );
  serve(app, vipPlanApi.setStatus, async (request) => {
    const { id, status } = request.body;
    return ok(
      await service.setPlanStatus(db, id, status),
      status === 1 ? 'VIP plan put on sale' : 'VIP plan taken off sale',
    );
  });
  serve(app, vipPlanApi.delete, async (request) => {
    await service.deletePlan(db, request.body.id);
    return ok(null, 'VIP plan deleted');
  });

  // ---- the partner drawer's tab ----
  serve(app, partnerVipApi.getList, async (request) =>
    ok(await service.agentPlans(db, request.query.agent_id)),
  );
  serve(app, partnerVipApi.setOffer, async (request) => {
    const adminId = principalOf(request, 'admin').adminId;
    return ok(
      await service.setAgentPlan(db, adminId, request.body),
      request.body.offered
        ? 'VIP plan offered on the agent’s site'
        : 'VIP plan withdrawn from the agent’s site',
    );
  });
};
