import { resourcePackApi } from '@onsite/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paymentContextFor } from '#server/modules/order/index.ts';
import { principalOf } from '#server/platform/auth/auth-plugin.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok, okList } from '#server/platform/http/envelope.ts';
import { serve } from '#server/platform/http/route.ts';
import type { PaymentProvider } from '#server/platform/payment/payment-provider.ts';
import { customerScope } from '#server/platform/tenancy/scope.ts';
import * as service from './resource-pack.service.ts';

/** The platform's resource packs: its catalogue (admin) and buying one (the customer's /resource page). */
export const resourcePackRoutes: FastifyPluginAsyncZod<AppDeps & { payment: PaymentProvider }> = async (
  app,
  { db, config, payment },
) => {
  const contextOf = paymentContextFor(db, config, payment);

  serve(app, resourcePackApi.getList, async (request) => {
    const { rows, total } = await service.list(db, request.query);
    return okList(rows, total);
  });
  serve(app, resourcePackApi.create, async (request) =>
    ok(await service.create(db, request.body), 'resource pack created'),
  );
  serve(app, resourcePackApi.update, async (request) =>
    ok(await service.update(db, request.body), 'resource pack saved'),
  );
  serve(app, resourcePackApi.setStatus, async (request) =>
    ok(await service.setStatus(db, request.body.id, request.body.status), 'resource pack saved'),
  );
  serve(app, resourcePackApi.delete, async (request) => {
    await service.remove(db, request.body.id);
    return ok(null, 'resource pack deleted');
  });

  serve(app, resourcePackApi.agentPacks, async (request) =>
    ok(await service.agentPacks(db, request.query.agent_id)),
  );
  serve(app, resourcePackApi.sitePacks, async (request) =>
    ok(await service.sitePacks(db, customerScope(principalOf(request, 'customer')))),
  );
  serve(app, resourcePackApi.buy, async (request) => {
    const principal = principalOf(request, 'customer');
    return ok(await service.buy(db, customerScope(principal), request.body, await contextOf(request)));
  });
};
