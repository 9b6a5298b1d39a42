import { randomInt } from 'node:crypto';
import type { InviteLinkItem } from '@onsite/contracts';
import type { Db } from '#server/db/database.ts';
import type { Agent } from '#server/db/schema.ts';
import { badRequest, notFound } from '#server/platform/http/errors.ts';
import type { ChannelScope, InviteLinkRow } from './invite.repository.ts';
import * as repository from './invite.repository.ts';

/** Letters and digits people do not confuse when they type a code off a poster. */
export const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
const CODE_LENGTH = 10;

export const newInviteCode = () =>
  Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/** Where a link's URL starts: the origin of its agent's site (by the agent's first domain). */
export type SiteOrigin = (domain: string | null) => string;

export const OPEN_PATH = '/api/customer/invite/open';

export async function present(db: Db, rows: InviteLinkRow[], origin: SiteOrigin): Promise<InviteLinkItem[]> {
  const domains = await repository.firstDomains(db, [...new Set(rows.map((row) => row.agent_id))]);
  return rows.map((row) => ({
    id: row.id,
    agent_id: row.agent_id,
    agent_name: row.agent_name,
    code: row.code,
    title: row.title,
    channel: row.channel,
    enabled: row.enabled,
    url: `${origin(domains.get(row.agent_id) ?? null)}${OPEN_PATH}?code=${row.code}`,
    visits: row.visits,
    signups: Number(row.signups ?? 0),
    create_time: row.created_at.toISOString(),
  }));
}

async function presentOne(db: Db, scope: ChannelScope, id: number, origin: SiteOrigin) {
  const row = await repository.findLink(db, scope, id);
  if (!row) throw notFound('invite link not found');
  return (await present(db, [row], origin))[0];
}

export async function createLink(
  db: Db,
  scope: ChannelScope,
  creator: { audience: 'admin' | 'agent'; id: number },
  input: { agent_id?: number; title: string; channel: string },
  origin: SiteOrigin,
) {
  const agentId = scope.kind === 'agent' ? scope.agentId : (input.agent_id as number);
  if (scope.kind === 'platform' && !(await repository.agentExists(db, agentId)))
    throw badRequest('choose an agent');
  const { id } = await repository.insertLink(db, {
    agent_id: agentId,
    code: newInviteCode(),
    title: input.title,
    channel: input.channel,
    created_by_audience: creator.audience,
    created_by: creator.id,
  });
  return presentOne(db, scope, id, origin);
}

export async function updateLink(
  db: Db,
  scope: ChannelScope,
  id: number,
  values: Partial<{ title: string; channel: string; enabled: boolean }>,
  origin: SiteOrigin,
) {
  const result = await repository.updateLink(db, scope, id, values);
  if (Number(result.numUpdatedRows) === 0) throw notFound('invite link not found');
  return presentOne(db, scope, id, origin);
}

/**
 * Opening the public link: an enabled link of an open site counts the visit. Answers where the visitor goes
 * next: the site's sign-up, with the code when the link counts (a disabled or unknown one leads there
 * uncounted, so a stale poster still reaches the site).
 */
export async function openLink(db: Db, code: string): Promise<string> {
  const link = code ? await repository.linkByCode(db, code) : undefined;
  if (!link?.link_enabled || link.disabled_at) return '/my/login?register=1';
  await repository.countVisit(db, link.link_id);
  return `/my/login?invite=${encodeURIComponent(code)}`;
}

/**
 * The link a sign-up came through, when it counts: enabled, of an open agent, and opened on that agent's
 * own site or on the platform's (which serves the agents without a domain). Its agent is the new customer's.
 * A code from another agent's site is ignored: the customer belongs to the site it signed up on.
 */
/**
 * Whether a sign-up on `hostAgent`'s site may go to `agentId` through an invitation: on that agent's own site,
 * or on the platform's (which serves the agents without a domain). Agent links and customer codes alike.
 */
export const signupCountsOn = (hostAgent: Agent, agentId: number) =>
  hostAgent.is_platform_default || hostAgent.id === agentId;

export async function inviteForSignup(
  db: Db,
  code: string | undefined,
  hostAgent: Agent,
): Promise<{ linkId: number; agent: Agent } | null> {
  if (!code) return null;
  const link = await repository.linkByCode(db, code);
  if (!link?.link_enabled || link.disabled_at) return null;
  if (!signupCountsOn(hostAgent, link.id)) return null;
  const { link_id: linkId, link_enabled: _enabled, ...agent } = link;
  return { linkId, agent };
}

export const recordSignup = (db: Db, invite: { linkId: number; agent: Agent }, customerId: number) =>
  repository.insertSignup(db, {
    customer_id: customerId,
    invite_link_id: invite.linkId,
    agent_id: invite.agent.id,
  });

export const agentOptions = repository.agentOptions;
export const listLinks = repository.listLinks;
