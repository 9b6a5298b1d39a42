import { softwarePurchaseApi } from '@onsite/contracts';
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
import * as service from './software-purchase.service.ts';

/** The customer site's software purchases: buy licences, the customer's licences, their installers. */
export const softwarePurchaseRoutes: FastifyPluginAsyncZod<
  AppDeps & { payment: PaymentProvider; storage: ObjectStorage }
> = async (app, { db, config, payment: gateway, storage }) => {
  const contextOf = paymentContextFor(db, config, gateway);
  const customerOf = (request: FastifyRequest) => customerScope(principalOf(request, 'customer'));

  serve(app, softwarePurchaseApi.buy, async (request) =>
    ok(await service.buySoftware(db, customerOf(request), request.body, await contextOf(request))),
  );
  serve(app, softwarePurchaseApi.licences, async (request) => {
    const { rows, total } = await service.listLicences(db, customerOf(request), request.query);
    return okList(rows, total);
  });
  serve(app, softwarePurchaseApi.installer, async (request) =>
    ok(await service.installerLink(db, storage, customerOf(request), request.query)),
  );
};
