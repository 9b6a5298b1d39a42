import { refundApi } from '@onsite/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '#server/platform/auth/auth-plugin.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok } from '#server/platform/http/envelope.ts';
import { serveEach } from '#server/platform/http/route.ts';
import type { PaymentProvider } from '#server/platform/payment/payment-provider.ts';
import { scopeOf } from '#server/platform/tenancy/scope.ts';
import * as service from './refund.service.ts';

/** Refunds by staff: the platform any paid order, an agent its team's (another tenant's order: not found). */
export const refundRoutes: FastifyPluginAsyncZod<AppDeps & { gateway: PaymentProvider }> = async (
  app,
  { db, gateway },
) => {
  serveEach(app, refundApi.refund, (audience) => async (request) => {
    const principal = principalOf(request, audience);
    const scope = scopeOf(principal);
    if (scope.kind === 'customer') throw new Error('a customer cannot refund');
    const staff = {
      id:
        principal.kind === 'admin'
          ? principal.adminId
          : principal.kind === 'agent'
            ? principal.agentUserId
            : 0,
      audience,
    };
    return ok(await service.refundOrder(db, gateway, scope, staff, request.body), 'order refunded');
  });
  serveEach(app, refundApi.list, (audience) => async (request) => {
    const scope = scopeOf(principalOf(request, audience));
    if (scope.kind === 'customer') throw new Error('a customer cannot list refunds');
    return ok(await service.listRefunds(db, scope, request.query.id));
  });
};
