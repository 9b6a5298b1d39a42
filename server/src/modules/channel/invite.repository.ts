import type { Db } from '#server/db/database.ts';
import { keywordMatch } from '#server/db/keyword.ts';
import { pageWithin } from '#server/db/paging.ts';
import type { Agent, Database } from '#server/db/schema.ts';
import type { AgentScope, TenantScope } from '#server/platform/tenancy/scope.ts';
import { whereTenant } from '#server/platform/tenancy/where-tenant.ts';

/** Who reads invite links: the platform (every agent's) or a team (its own). */
export type ChannelScope = Extract<TenantScope, { kind: 'platform' }> | AgentScope;

export interface InviteLinkFilter {
  keyword?: string;
  enabled?: 0 | 1;
  agent_id?: number;
}

function links(db: Db, scope: ChannelScope) {
  return db
    .selectFrom('invite_links')
    .innerJoin('agents', 'agents.id', 'invite_links.agent_id')
    .where(whereTenant(scope, 'invite_links'));
}

const linkColumns = [
  'invite_links.id',
  'invite_links.agent_id',
  'agents.corporate_name as agent_name',
  'invite_links.code',
  'invite_links.title',
  'invite_links.channel',
  'invite_links.enabled',
  'invite_links.visits',
  'invite_links.created_at',
] as const;

function withSignups(query: ReturnType<typeof links>) {
  return query
    .select(linkColumns)
    .select((eb) =>
      eb
        .selectFrom('invite_signups')
        .select(eb.fn.countAll<string>().as('count'))
        .whereRef('invite_signups.invite_link_id', '=', 'invite_links.id')
        .as('signups'),
    );
}

export async function listLinks(
  db: Db,
  scope: ChannelScope,
  filter: InviteLinkFilter,
  page: { page: number; limit: number },
) {
  let query = links(db, scope);
  const keyword = keywordMatch<Database, 'invite_links' | 'agents'>(filter.keyword, [
    'invite_links.title',
    'invite_links.channel',
    'invite_links.code',
  ]);
  if (keyword) query = query.where(keyword);
  if (filter.enabled !== undefined) query = query.where('invite_links.enabled', '=', filter.enabled === 1);
  if (filter.agent_id !== undefined) query = query.where('invite_links.agent_id', '=', filter.agent_id);
  const filtered = query;
  return pageWithin(db, filtered, page, (window) =>
    withSignups(filtered)
      .orderBy('invite_links.id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  );
}

export type InviteLinkRow = Awaited<ReturnType<typeof listLinks>>['rows'][number];

export const findLink = (db: Db, scope: ChannelScope, id: number): Promise<InviteLinkRow | undefined> =>
  withSignups(links(db, scope).where('invite_links.id', '=', id)).executeTakeFirst();

export const insertLink = (
  db: Db,
  values: {
    agent_id: number;
    code: string;
    title: string;
    channel: string;
    created_by_audience: 'admin' | 'agent';
    created_by: number;
  },
) => db.insertInto('invite_links').values(values).returning('id').executeTakeFirstOrThrow();

export const updateLink = (
  db: Db,
  scope: ChannelScope,
  id: number,
  values: Partial<{ title: string; channel: string; enabled: boolean }>,
) =>
  db
    .updateTable('invite_links')
    .set({ ...values, updated_at: new Date() })
    .where(whereTenant(scope))
    .where('id', '=', id)
    .executeTakeFirst();

/** The first registered domain of each agent (its customer site's address), by agent. */
// tenancy: agent domains are public routing data (which site a host is)
export async function firstDomains(db: Db, agentIds: number[]): Promise<Map<number, string>> {
  if (agentIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('agent_domains')
    .select(['agent_id', (eb) => eb.fn.min('domain').as('domain')])
    .where('agent_id', 'in', agentIds)
    .groupBy('agent_id')
    .execute();
  return new Map(rows.map((row) => [row.agent_id, row.domain as string]));
}

/** Agents by name, for the platform's form and filter. */
// tenancy: the platform's own choice of any agent (admin.invite reads every agent's links)
export const agentOptions = (db: Db, keyword: string | undefined) => {
  let query = db.selectFrom('agents').select(['id', 'corporate_name as name']);
  const match = keywordMatch<Database, 'agents'>(keyword, ['agents.corporate_name']);
  if (match) query = query.where(match);
  return query.orderBy('is_platform_default', 'desc').orderBy('id').limit(50).execute();
};

/** Whether an agent exists (the platform's link is made for it). */
// tenancy: the platform names any agent
export const agentExists = async (db: Db, agentId: number) =>
  Boolean(await db.selectFrom('agents').select('id').where('id', '=', agentId).executeTakeFirst());

/** A link by its public code, with its agent (the public link and the sign-up read it). */
// tenancy: the code is the public link itself; it names its agent
export const linkByCode = (db: Db, code: string) =>
  db
    .selectFrom('invite_links')
    .innerJoin('agents', 'agents.id', 'invite_links.agent_id')
    .selectAll('agents')
    .select(['invite_links.id as link_id', 'invite_links.enabled as link_enabled'])
    .where('invite_links.code', '=', code)
    .executeTakeFirst() as Promise<(Agent & { link_id: number; link_enabled: boolean }) | undefined>;

/** One more opening of the link. */
// tenancy: the public link's own counter (found by its code)
export const countVisit = (db: Db, linkId: number) =>
  db
    .updateTable('invite_links')
    .set((eb) => ({ visits: eb('visits', '+', 1) }))
    .where('id', '=', linkId)
    .execute();

/** The customer signed up through the link (once: a customer signs up once). */
// tenancy: the sign-up's own row, of the link's agent (the customer was just created under it)
export const insertSignup = (
  db: Db,
  values: { customer_id: number; invite_link_id: number; agent_id: number },
) =>
  db
    .insertInto('invite_signups')
    .values(values)
    .onConflict((oc) => oc.column('customer_id').doNothing())
    .execute();
