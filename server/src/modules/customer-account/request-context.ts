import type { FastifyRequest } from 'fastify';
import { principalOf } from '#server/platform/auth/auth-plugin.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import { linkOrigin } from '#server/platform/http/public-origin.ts';
import type { CustomerScope } from '#server/platform/tenancy/scope.ts';

/** What the account routes read off a request: the signed-in customer's scope, the origin links start with. */

export function scopeOf(request: FastifyRequest): CustomerScope {
  const principal = principalOf(request, 'customer');
  return { kind: 'customer', agentId: principal.agentId, customerId: principal.customerId };
}

/**
 * Where the sandbox QR and authorisation links point: PUBLIC_URL, else the customer's own agent site's
 * registered domain the request came in on, else the server's own address (never a forged Host).
 */
export function originOf(deps: Pick<AppDeps, 'config' | 'db'>, request: FastifyRequest) {
  return linkOrigin(deps.db, deps.config, request, principalOf(request, 'customer').agentId);
}
