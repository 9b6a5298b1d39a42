import { agentCopyrightApi, copyrightApi, copyrightPurchaseApi } from '@onsite/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paymentContextFor } from '#server/modules/order/index.ts';
import { principalOf } from '#server/platform/auth/auth-plugin.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok, okList } from '#server/platform/http/envelope.ts';
import { serve } from '#server/platform/http/route.ts';
import type { PaymentProvider } from '#server/platform/payment/payment-provider.ts';
import type { ObjectStorage } from '#server/platform/storage/storage.ts';
import { customerScope } from '#server/platform/tenancy/scope.ts';
import { sellingSite } from '#server/platform/tenancy/site.ts';
import * as service from './copyright.service.ts';
import * as purchase from './copyright-purchase.service.ts';

/**
 * Copyright: the platform's catalogue and its offers per agent (admin); what a site sells (public), a
 * customer's purchases, licences and their files.
 */
export const copyrightRoutes: FastifyPluginAsyncZod<
  AppDeps & { payment: PaymentProvider; storage: ObjectStorage }
> = async (app, { db, config, payment: gateway, storage }) => {
  // ---- the catalogue (/product/copyright) ----
  serve(app, copyrightApi.getList, async (request) => {
    const { page, limit, ...filter } = request.query;
    const { rows, total } = await service.listCopyright(db, filter, { page, limit });
    return okList(rows, total);
  });
  serve(app, copyrightApi.create, async (request) =>
    ok(await service.createCopyright(db, request.body), 'copyright item created'),
  );
  serve(app, copyrightApi.update, async (request) =>
    ok(await service.updateCopyright(db, request.body), 'copyright item saved'),
  );
  serve(app, copyrightApi.setStatus, async (request) => {
    const { id, status } = request.body;
    return ok(
      await service.setCopyrightStatus(db, id, status),
      status === 1 ? 'copyright item put on sale' : 'copyright item taken off sale',
    );
  });
  serve(app, copyrightApi.delete, async (request) => {
    await service.deleteCopyright(db, request.body.id);
    return ok(null, 'copyright item deleted');
  });

  // ---- the partner drawer's tab ----
  serve(app, agentCopyrightApi.getList, async (request) =>
    ok(await service.agentCopyright(db, request.query.agent_id)),
  );
  serve(app, agentCopyrightApi.setOffer, async (request) => {
    const adminId = principalOf(request, 'admin').adminId;
    return ok(
      await service.setAgentCopyright(db, adminId, request.body),
      request.body.offered
        ? 'copyright item offered through the agent'
        : 'copyright item withdrawn from the agent',
    );
  });

  // ---- the customer site ----
  serve(app, copyrightPurchaseApi.list, async (request) => {
    // a signed-in customer's own site (what it can buy there), else the site the host opened
    const site = await sellingSite(db, request);
    return ok(await service.siteCopyright(db, site));
  });
  const contextOf = paymentContextFor(db, config, gateway);
  const customerOf = (request: FastifyRequest) => customerScope(principalOf(request, 'customer'));
  serve(app, copyrightPurchaseApi.buy, async (request) =>
    ok(await purchase.buyCopyright(db, customerOf(request), request.body, await contextOf(request))),
  );
  serve(app, copyrightPurchaseApi.licences, async (request) => {
    const { rows, total } = await purchase.listLicences(db, customerOf(request), request.query);
    return okList(rows, total);
  });
  serve(app, copyrightPurchaseApi.asset, async (request) =>
    ok(await purchase.assetLink(db, storage, customerOf(request), request.query)),
  );
};
