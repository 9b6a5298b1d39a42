import type { FastifyRequest } from 'fastify';
import type { Config } from '#server/config/config.ts';
import type { Db } from '#server/db/database.ts';
import { principalOf } from '#server/platform/auth/auth-plugin.ts';
import { linkOrigin } from '#server/platform/http/public-origin.ts';
import type { PaymentProvider } from '#server/platform/payment/payment-provider.ts';
import { agentScope } from '#server/platform/tenancy/scope.ts';
import { merchantName } from './order.repository.ts';
import type { PaymentContext } from './order.service.ts';

/**
 * The payment context of a customer's request, for every route that opens a payment (orders, recharges):
 * the payee is the customer's own agent site; the cashier link is PUBLIC_URL, else that site's registered
 * domain the browser used, else the server's own address — never a host the request merely names.
 */
export function paymentContextFor(db: Db, config: Config, gateway: PaymentProvider) {
  return async (request: FastifyRequest): Promise<PaymentContext> => {
    const { agentId } = principalOf(request, 'customer');
    return {
      gateway,
      origin: await linkOrigin(db, config, request, agentId),
      merchant: await merchantName(db, agentScope(agentId)),
      payTypes: config.payTypes,
    };
  };
}
