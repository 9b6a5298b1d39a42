import { resourceApi } from '@onsite/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paymentContextFor } from '#server/modules/order/index.ts';
import { principalOf } from '#server/platform/auth/auth-plugin.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok, okList } from '#server/platform/http/envelope.ts';
import { requestLanguage } from '#server/platform/http/localise.ts';
import { serve } from '#server/platform/http/route.ts';
import type { PaymentProvider } from '#server/platform/payment/payment-provider.ts';
import { agentScope } from '#server/platform/tenancy/scope.ts';
import * as service from './resource.service.ts';

/**
 * The customer's resource account (spec §2 /resource, /resource/payment). The spec names
 * `Product/getResourceInfo`, `Product/getResourceList` and `customerOrder/payment`; the other paths are ours
 * (docs/decisions.md).
 */
export const resourceRoutes: FastifyPluginAsyncZod<AppDeps & { payment: PaymentProvider }> = async (
  app,
  { db, config, payment: gateway },
) => {
  const contextOf = paymentContextFor(db, config, gateway);

  serve(app, resourceApi.getResourceInfo, async (request) =>
    ok(await service.resourceInfo(db, principalOf(request, 'customer'))),
  );

  serve(app, resourceApi.getResourceList, async (request) => {
    const { rows, total } = await service.listEntries(
      db,
      principalOf(request, 'customer'),
      request.query,
      requestLanguage(request),
    );
    return okList(rows, total);
  });

  serve(app, resourceApi.getEntryInfo, async (request) =>
    ok(
      await service.entryInfo(
        db,
        principalOf(request, 'customer'),
        request.query.id,
        requestLanguage(request),
      ),
    ),
  );

  serve(app, resourceApi.recharge, async (request) =>
    ok(
      await service.createRecharge(
        db,
        principalOf(request, 'customer'),
        request.body,
        await contextOf(request),
      ),
    ),
  );

  serve(app, resourceApi.getRateList, async (request) => {
    const rows = await service.feeRates(db, agentScope(principalOf(request, 'customer').agentId));
    return okList(rows, rows.length);
  });

  serve(app, resourceApi.buySms, async (request) =>
    ok(await service.buySms(db, principalOf(request, 'customer'), request.body.count), 'success'),
  );

  serve(app, resourceApi.transfer, async (request) =>
    ok(await service.transfer(db, principalOf(request, 'customer'), request.body), 'success'),
  );

  serve(app, resourceApi.getWithdrawalList, async (request) => {
    const { rows, total } = await service.listWithdrawals(
      db,
      principalOf(request, 'customer'),
      request.query,
    );
    return okList(rows, total);
  });

  serve(app, resourceApi.getWithdrawalInfo, async (request) =>
    ok(await service.withdrawalInfo(db, principalOf(request, 'customer'), request.query.id)),
  );

  serve(app, resourceApi.postWithdrawal, async (request) =>
    ok(
      await service.requestWithdrawal(db, principalOf(request, 'customer'), request.body),
      'withdrawal requested',
    ),
  );

  serve(app, resourceApi.getPaymentSetting, async (request) =>
    ok(await service.collectionSetting(db, principalOf(request, 'customer'))),
  );

  serve(app, resourceApi.savePaymentSetting, async (request) =>
    ok(await service.saveCollectionSetting(db, principalOf(request, 'customer'), request.body), 'saved'),
  );
};
