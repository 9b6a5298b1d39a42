import type { FastifyRequest } from 'fastify';
import { principalOf } from '#server/platform/auth/auth-plugin.ts';
import type { AppDeps } from '#server/platform/deps.ts';
import type { CustomerScope } from '#server/platform/tenancy/scope.ts';

/** What the account routes read off a request: the signed-in customer's scope, the origin links start with. */

export function scopeOf(request: FastifyRequest): CustomerScope {
  const principal = principalOf(request, 'customer');
  return { kind: 'customer', agentId: principal.agentId, customerId: principal.customerId };
}

/** The public URL the sandbox QR and authorisation links point at (the configured one, else the request's). */
export function originOf(deps: Pick<AppDeps, 'config'>, request: FastifyRequest) {
  return deps.config.publicUrl?.replace(/\/$/, '') ?? `${request.protocol}://${request.host}`;
}
