import type { Db } from '#server/db/database.ts';
import type { Agent } from '#server/db/schema.ts';
import { siteClosed } from '#server/platform/http/errors.ts';
import { type AgentScope, agentScope } from './scope.ts';

/**
 * White label: the customer site belongs to the agent whose domain matches the request's host;
 * any other host gets the platform's default agent. A disabled agent's site is closed (410, "site closed"):
 * its content, sign-in and sign-up answer that, not the platform's site.
 */
export async function agentForHost(db: Db, host: string | undefined): Promise<Agent> {
  const domain = (host ?? '').toLowerCase().replace(/:\d+$/, '');
  if (domain) {
    const byDomain = await db
      .selectFrom('agent_domains')
      .innerJoin('agents', 'agents.id', 'agent_domains.agent_id')
      .selectAll('agents')
      .where('agent_domains.domain', '=', domain)
      .executeTakeFirst();
    if (byDomain?.disabled_at) throw siteClosed();
    if (byDomain) return byDomain;
  }
  const fallback = await db
    .selectFrom('agents')
    .selectAll()
    .where('is_platform_default', '=', true)
    .executeTakeFirst();
  if (!fallback) throw new Error('no platform default agent: the database was not seeded');
  return fallback;
}

/**
 * The host as one of the registered agent domains (lower case, no port), or null when no agent registered
 * it; `agentId` narrows to that agent's own domains.
 */
// tenancy: agent domains are public routing data (which site a host is); `agentId` narrows when given
export async function registeredDomain(
  db: Db,
  host: string | undefined,
  agentId?: number,
): Promise<string | null> {
  const domain = (host ?? '').toLowerCase().replace(/:\d+$/, '');
  if (!domain) return null;
  let query = db.selectFrom('agent_domains').select('domain').where('domain', '=', domain);
  if (agentId !== undefined) query = query.where('agent_id', '=', agentId);
  const row = await query.executeTakeFirst();
  return row?.domain ?? null;
}

/**
 * The site whose catalogue a public request sees (VIP plans, software, licensed content): a signed-in
 * customer's own site (what it can buy there), else the site the request's host opened.
 */
export async function sellingSite(
  db: Db,
  request: { principal?: { kind: string; agentId?: number } | null; headers: { host?: string } },
): Promise<AgentScope> {
  const principal = request.principal;
  if (principal?.kind === 'customer' && principal.agentId !== undefined) return agentScope(principal.agentId);
  return agentScope((await agentForHost(db, request.headers.host)).id);
}
