import { agentSoftwareApi, siteSoftwareApi, softwareApi } from '@onsite/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '#server/platform/auth/auth-plugin.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok, okList } from '#server/platform/http/envelope.ts';
import { serve } from '#server/platform/http/route.ts';
import { sellingSite } from '#server/platform/tenancy/site.ts';
import * as service from './software.service.ts';

/** Software: the platform's catalogue and its offers per agent (admin), a site's (public). */
export const softwareRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  // ---- the catalogue (/product/software) ----
  serve(app, softwareApi.getList, async (request) => {
    const { page, limit, keyword, status } = request.query;
    const { rows, total } = await service.listSoftware(db, { keyword, status }, { page, limit });
    return okList(rows, total);
  });
  serve(app, softwareApi.create, async (request) =>
    ok(await service.createSoftware(db, request.body), 'software created'),
  );
  serve(app, softwareApi.update, async (request) =>
    ok(await service.updateSoftware(db, request.body), 'software saved'),
  );
  serve(app, softwareApi.setStatus, async (request) => {
    const { id, status } = request.body;
    return ok(
      await service.setSoftwareStatus(db, id, status),
      status === 1 ? 'software put on sale' : 'software taken off sale',
    );
  });
  serve(app, softwareApi.delete, async (request) => {
    await service.deleteSoftware(db, request.body.id);
    return ok(null, 'software deleted');
  });

  // ---- the partner drawer's tab ----
  serve(app, agentSoftwareApi.getList, async (request) =>
    ok(await service.agentSoftware(db, request.query.agent_id)),
  );
  serve(app, agentSoftwareApi.setOffer, async (request) => {
    const adminId = principalOf(request, 'admin').adminId;
    return ok(
      await service.setAgentSoftware(db, adminId, request.body),
      request.body.offered ? 'software offered through the agent' : 'software withdrawn from the agent',
    );
  });

  // ---- the customer site (the agent console's 产品 page is modules/agent-product's) ----
  serve(app, siteSoftwareApi.getList, async (request) => {
    // a signed-in customer's own site (what it can buy there), else the site the host opened
    const site = await sellingSite(db, request);
    return ok(await service.siteSoftware(db, site));
  });
};
