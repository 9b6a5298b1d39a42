import { orderApi } from '@onsite/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '#server/platform/auth/auth-plugin.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok, okList } from '#server/platform/http/envelope.ts';
import { requestLanguage } from '#server/platform/http/localise.ts';
import { serve } from '#server/platform/http/route.ts';
import type { PaymentProvider } from '#server/platform/payment/payment-provider.ts';
import { agentScope, customerScope } from '#server/platform/tenancy/scope.ts';
import { sellingSite } from '#server/platform/tenancy/site.ts';
import * as bankTransfers from './bank-transfer.service.ts';
import * as service from './order.service.ts';
import { paymentContextFor } from './payment-context.ts';

/** Orders and payment of the customer site (spec §7 "Orders and payment"); paths match case-insensitively. */
export const orderRoutes: FastifyPluginAsyncZod<AppDeps & { payment: PaymentProvider }> = async (
  app,
  { db, config, payment: gateway },
) => {
  const contextOf = paymentContextFor(db, config, gateway);
  /** the signed-in customer's own orders */
  const customerOf = (request: FastifyRequest) => customerScope(principalOf(request, 'customer'));

  serve(app, orderApi.payType, async (request) =>
    ok(service.payTypes(config.payTypes, request.query.pay_type)),
  );

  serve(app, orderApi.getVipList, async (request) => {
    // a signed-in customer's own site (what it can buy there), else the site the host opened
    const site = await sellingSite(db, request);
    return ok(await service.vipPlans(db, site, requestLanguage(request)));
  });

  serve(app, orderApi.vipPopupOpened, async (request) => {
    await service.vipPopupOpened(db, customerOf(request));
    return ok(null);
  });

  serve(app, orderApi.payVipOrder, async (request) =>
    ok(await service.createVipOrder(db, customerOf(request), request.body, await contextOf(request))),
  );

  serve(app, orderApi.payOrder, async (request) =>
    ok(await service.payOrder(db, customerOf(request), request.body, await contextOf(request))),
  );

  serve(app, orderApi.getPayStatus, async (request) =>
    ok(await service.payStatus(db, customerOf(request), request.query.order_no)),
  );

  serve(app, orderApi.getOrderInfo, async (request) =>
    ok(await service.orderInfo(db, customerOf(request), request.query.order_no)),
  );

  serve(app, orderApi.getList, async (request) => {
    const { rows, total } = await service.listOrders(db, customerOf(request), request.query);
    return okList(rows, total);
  });

  serve(app, orderApi.postInvoice, async (request) =>
    ok(await service.saveInvoice(db, customerOf(request), request.body), 'invoice requested'),
  );

  serve(app, orderApi.getBankAccount, async (request) =>
    ok(await bankTransfers.bankAccountOf(db, agentScope(principalOf(request, 'customer').agentId))),
  );

  serve(app, orderApi.payBankOrder, async (request) =>
    ok(
      await bankTransfers.payBankOrder(db, customerOf(request), request.body),
      'transfer submitted, awaiting confirmation',
    ),
  );
};
