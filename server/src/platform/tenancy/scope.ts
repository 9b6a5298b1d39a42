import type { Principal } from '#server/platform/auth/principal.ts';

/**
 * What a principal may see, as the first argument of every tenant repository function:
 * the platform sees everything, an agent user its current team, a customer itself.
 */
export type TenantScope =
  | { kind: 'platform' }
  | { kind: 'agent'; agentId: number }
  | { kind: 'customer'; agentId: number; customerId: number };

export function scopeOf(principal: Principal): TenantScope {
  switch (principal.kind) {
    case 'admin':
      return { kind: 'platform' };
    case 'agent':
      return { kind: 'agent', agentId: principal.agentId };
    case 'customer':
      return { kind: 'customer', agentId: principal.agentId, customerId: principal.customerId };
  }
}
