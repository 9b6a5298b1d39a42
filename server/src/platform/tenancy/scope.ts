import type { Principal } from '#server/platform/auth/principal.ts';

/**
 * What a principal may see, as the first argument of every tenant repository function:
 * the platform sees everything, an agent user its current team, a customer itself.
 */
export type TenantScope =
  | { kind: 'platform' }
  | { kind: 'agent'; agentId: number }
  | { kind: 'customer'; agentId: number; customerId: number };

/** A customer's scope: what customer-only services and repository functions take. */
export type CustomerScope = Extract<TenantScope, { kind: 'customer' }>;

/** An agent's (a team's) scope. */
export type AgentScope = Extract<TenantScope, { kind: 'agent' }>;

/** A console's scope: the platform's (every site) or an agent's (its team); what staff-side lists and reviews take. */
export type StaffScope = Exclude<TenantScope, { kind: 'customer' }>;

/** The scope of one customer of one agent, from anything that names both (a customer principal, an order row's owner). */
export const customerScope = (owner: { agentId: number; customerId: number }): CustomerScope => ({
  kind: 'customer',
  agentId: owner.agentId,
  customerId: owner.customerId,
});

/** An agent's scope, from its id (the agent user's current team, the site chosen by the host). */
export const agentScope = (agentId: number): AgentScope => ({ kind: 'agent', agentId });

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
