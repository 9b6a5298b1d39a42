import { consoleActivityApi, refundApi } from '@onsite/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '#server/platform/auth/auth-plugin.ts';
import type { Principal } from '#server/platform/auth/principal.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok } from '#server/platform/http/envelope.ts';
import { serve, serveEach } from '#server/platform/http/route.ts';
import type { PaymentProvider } from '#server/platform/payment/payment-provider.ts';
import { customerScope, scopeOf } from '#server/platform/tenancy/scope.ts';
import * as activityRefunds from './activity-refund.service.ts';
import * as service from './refund.service.ts';

/**
 * Refunds by staff: the platform any paid order, an agent its team's (another tenant's order: not found); the
 * platform's abolish of an activity, refunding its paid orders with it; a customer's view of its refunds.
 */
export const refundRoutes: FastifyPluginAsyncZod<AppDeps & { gateway: PaymentProvider }> = async (
  app,
  { db, gateway },
) => {
  serveEach(app, refundApi.refund, (audience) => async (request) => {
    const principal = principalOf(request, audience);
    const scope = scopeOf(principal);
    if (scope.kind === 'customer') throw new Error('a customer cannot refund');
    return ok(
      await service.refundOrder(db, gateway, scope, staffOf(principal, audience), request.body),
      'order refunded',
    );
  });
  serveEach(app, refundApi.list, (audience) => async (request) => {
    const scope = scopeOf(principalOf(request, audience));
    if (scope.kind === 'customer') throw new Error('a customer cannot list refunds');
    return ok(await service.listRefunds(db, scope, request.query.id));
  });
  serveEach(app, refundApi.activityOrders, (audience) => async (request) => {
    const scope = scopeOf(principalOf(request, audience));
    if (scope.kind === 'customer') throw new Error('a customer has no activity console');
    return ok(await activityRefunds.refundableOrders(db, scope, request.query.id));
  });
  // the activity console's abolish (contracts/src/activity-console.ts), here because it may refund
  serveEach(app, consoleActivityApi.postAbolish, (audience) => async (request) => {
    const principal = principalOf(request, audience);
    const scope = scopeOf(principal);
    if (scope.kind === 'customer') throw new Error('a customer has no activity console');
    const staff = staffOf(principal, audience);
    return ok(
      await activityRefunds.abolishWithRefund(db, gateway, principal, scope, staff, request.body),
      request.body.refund ? 'activity abolished and its orders refunded' : 'saved',
    );
  });
  serve(app, refundApi.customerList, async (request) =>
    ok(
      await activityRefunds.customerRefunds(
        db,
        customerScope(principalOf(request, 'customer')),
        request.query.order_no,
      ),
    ),
  );
};

/** Who refunds: the admin or agent user behind the principal. */
function staffOf(principal: Principal, audience: 'admin' | 'agent'): service.Staff {
  const id =
    principal.kind === 'admin' ? principal.adminId : principal.kind === 'agent' ? principal.agentUserId : 0;
  return { id, audience };
}
