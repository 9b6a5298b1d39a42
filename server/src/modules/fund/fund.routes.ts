import { fundApi } from '@onsite/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '#server/platform/auth/auth-plugin.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok, okList } from '#server/platform/http/envelope.ts';
import { serve } from '#server/platform/http/route.ts';
import type { PaymentProvider } from '#server/platform/payment/payment-provider.ts';
import * as service from './fund.service.ts';

/** The platform's payment fund: payments across tenants, their totals, and what does not add up, dealt with one by one. */
export const fundRoutes: FastifyPluginAsyncZod<AppDeps & { gateway: PaymentProvider }> = async (
  app,
  { db, gateway },
) => {
  serve(app, fundApi.getPaymentList, async (request) => {
    const { rows, total } = await service.paymentList(db, request.query);
    return okList(rows, total);
  });

  serve(app, fundApi.getPaymentSummary, async (request) =>
    ok(await service.paymentSummary(db, request.query)),
  );

  serve(app, fundApi.getReconcileList, async (request) => {
    const { rows, total } = await service.reconcileList(db, request.query);
    return okList(rows, total);
  });

  serve(app, fundApi.resolve, async (request) =>
    ok(
      await service.resolveReconcile(db, gateway, principalOf(request, 'admin').adminId, request.body),
      'the item is dealt with',
    ),
  );
};
