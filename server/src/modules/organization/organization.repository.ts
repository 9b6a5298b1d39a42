import { sql } from 'kysely';
import type { Db } from '#server/db/database.ts';
import { ROLE } from '#server/seed/menu-catalogue.ts';

/**
 * The agent teams (organisations) as the platform sees them. `agents` is the tenant table itself: only the
 * platform (admin.team.organization) reaches these functions, and it sees every team.
 */

function teams(db: Db, filter: { keyword?: string; status?: number }) {
  let query = db.selectFrom('agents');
  if (filter.keyword) {
    const pattern = `%${filter.keyword.replace(/[\\%_]/g, '\\$&')}%`;
    query = query.where((eb) =>
      eb.or([
        eb('corporate_name', 'ilike', pattern),
        eb('contact_name', 'ilike', pattern),
        eb('contact_phone', 'ilike', pattern),
      ]),
    );
  }
  if (filter.status !== undefined) query = query.where('status', '=', filter.status);
  return query;
}

const columns = [
  'agents.id',
  'agents.corporate_name',
  'agents.corporate_brief',
  'agents.corporate_avatar',
  'agents.contact_name',
  'agents.contact_phone',
  'agents.status',
  'agents.is_platform_default',
  'agents.created_at',
] as const;

/** The team's columns and its members count. */
function withMembers(query: ReturnType<typeof teams>) {
  return query.select(columns).select((eb) =>
    eb
      .selectFrom('agent_memberships')
      .select((inner) => inner.fn.countAll<string>().as('members'))
      .whereRef('agent_memberships.agent_id', '=', 'agents.id')
      .as('members'),
  );
}

// tenancy: the platform's list of every team (admin.team.organization)
export async function listTeams(
  db: Db,
  filter: { keyword?: string; status?: number },
  page: { page: number; limit: number },
) {
  const query = teams(db, filter);
  const [rows, total] = await Promise.all([
    withMembers(query)
      .orderBy('agents.id', 'asc')
      .limit(page.limit)
      .offset((page.page - 1) * page.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.count) };
}

export type TeamRow = Awaited<ReturnType<typeof listTeams>>['rows'][number];

// tenancy: the platform edits any team's profile (admin.team.organization)
export async function updateTeam(
  db: Db,
  id: number,
  change: { corporate_name: string; corporate_brief: string; contact_name: string; contact_phone: string },
) {
  const updated = await db
    .updateTable('agents')
    .set({ ...change, updated_at: new Date() })
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) return undefined;
  return withMembers(teams(db, {})).where('agents.id', '=', id).executeTakeFirst();
}

// admin › partner: the agents with their owner, domains, status and customers count

export interface PartnerFilter {
  /** the selected rows of an export */
  ids?: number[];
  keyword?: string;
  status?: number;
  enabled?: number;
  start_date?: string;
  end_date?: string;
}

// tenancy: the platform's agents (admin.partner), the only caller
export function partners(db: Db, filter: PartnerFilter) {
  let query = db.selectFrom('agents');
  if (filter.ids) query = query.where('agents.id', 'in', filter.ids);
  if (filter.keyword) {
    const pattern = `%${filter.keyword.replace(/[\\%_]/g, '\\$&')}%`;
    query = query.where((eb) =>
      eb.or([
        eb('agents.corporate_name', 'ilike', pattern),
        eb.exists(
          eb
            .selectFrom('agent_domains')
            .select('agent_domains.domain')
            .whereRef('agent_domains.agent_id', '=', 'agents.id')
            .where('agent_domains.domain', 'ilike', pattern),
        ),
        eb.exists(
          eb
            .selectFrom('agent_memberships')
            .innerJoin('agent_users', 'agent_users.id', 'agent_memberships.agent_user_id')
            .innerJoin('roles', 'roles.id', 'agent_memberships.role_id')
            .select('agent_users.id')
            .whereRef('agent_memberships.agent_id', '=', 'agents.id')
            .where('roles.agent_id', 'is', null)
            .where('roles.role_code', '=', ROLE.agentOwner)
            .where('agent_users.email', 'ilike', pattern),
        ),
      ]),
    );
  }
  if (filter.status !== undefined) query = query.where('agents.status', '=', filter.status);
  if (filter.enabled === 1) query = query.where('agents.disabled_at', 'is', null);
  if (filter.enabled === 0) query = query.where('agents.disabled_at', 'is not', null);
  if (filter.start_date)
    query = query.where('agents.created_at', '>=', sql<Date>`${filter.start_date}::date`);
  if (filter.end_date)
    query = query.where('agents.created_at', '<', sql<Date>`${filter.end_date}::date + interval '1 day'`);
  return query;
}

/** The agent's columns with its members and customers counts. */
// tenancy: the platform's agents (admin.partner), each with the count of its own customers
export function partnerColumns(query: ReturnType<typeof partners>) {
  return withMembers(query)
    .select('agents.disabled_at')
    .select((eb) =>
      eb
        .selectFrom('customers')
        .select((inner) => inner.fn.countAll<string>().as('customers'))
        .whereRef('customers.agent_id', '=', 'agents.id')
        .as('customers'),
    );
}

/** The owners (first holder of the built-in owner role) and the domains of these agents. */
async function ownersAndDomains(db: Db, ids: number[]) {
  if (ids.length === 0) return { owners: [], domains: [] };
  const [owners, domains] = await Promise.all([
    db
      .selectFrom('agent_memberships')
      .innerJoin('agent_users', 'agent_users.id', 'agent_memberships.agent_user_id')
      .innerJoin('roles', 'roles.id', 'agent_memberships.role_id')
      .select(['agent_memberships.agent_id', 'agent_users.id', 'agent_users.name', 'agent_users.email'])
      .where('agent_memberships.agent_id', 'in', ids)
      .where('roles.agent_id', 'is', null)
      .where('roles.role_code', '=', ROLE.agentOwner)
      .orderBy('agent_memberships.created_at', 'asc')
      .orderBy('agent_users.id', 'asc')
      .execute(),
    db
      .selectFrom('agent_domains')
      .select(['agent_id', 'domain'])
      .where('agent_id', 'in', ids)
      .orderBy('domain')
      .execute(),
  ]);
  return { owners, domains };
}

export async function withOwnersAndDomains<R extends { id: number }>(db: Db, rows: R[]) {
  const { owners, domains } = await ownersAndDomains(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const owner = owners.find((candidate) => candidate.agent_id === row.id);
    return {
      ...row,
      owner: owner ? { id: owner.id, name: owner.name, email: owner.email } : null,
      domains: domains.filter((domain) => domain.agent_id === row.id).map((domain) => domain.domain),
    };
  });
}

// tenancy: the platform's list of every agent (admin.partner)
export async function listPartners(db: Db, filter: PartnerFilter, page: { page: number; limit: number }) {
  const query = partners(db, filter);
  const [rows, total] = await Promise.all([
    partnerColumns(query)
      .orderBy('agents.id', 'desc')
      .limit(page.limit)
      .offset((page.page - 1) * page.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows: await withOwnersAndDomains(db, rows), total: Number(total.count) };
}

export type PartnerRow = Awaited<ReturnType<typeof listPartners>>['rows'][number];

// tenancy: the platform reads any agent (admin.partner)
export async function findPartner(db: Db, id: number): Promise<PartnerRow | undefined> {
  const row = await partnerColumns(partners(db, {})).where('agents.id', '=', id).executeTakeFirst();
  return row ? (await withOwnersAndDomains(db, [row]))[0] : undefined;
}

// tenancy: domains are unique across agents; which of these another agent holds (admin.partner)
export async function domainsTakenByOthers(db: Db, domains: readonly string[], agentId?: number) {
  if (domains.length === 0) return [];
  let query = db
    .selectFrom('agent_domains')
    .select('domain')
    .where('domain', 'in', [...domains]);
  if (agentId !== undefined) query = query.where('agent_id', '!=', agentId);
  return (await query.execute()).map((row) => row.domain);
}

// tenancy: the platform replaces an agent's domains (admin.partner)
export async function replaceDomains(db: Db, agentId: number, domains: readonly string[]) {
  await db.deleteFrom('agent_domains').where('agent_id', '=', agentId).execute();
  if (domains.length)
    await db
      .insertInto('agent_domains')
      .values(domains.map((domain) => ({ domain, agent_id: agentId })))
      .execute();
}

// tenancy: the platform disables or enables any agent but its own default (admin.partner)
export async function setPartnerDisabled(db: Db, id: number, disabled: boolean) {
  const updated = await db
    .updateTable('agents')
    .set({ disabled_at: disabled ? new Date() : null, updated_at: new Date() })
    .where('id', '=', id)
    .where('is_platform_default', '=', false)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** Every live session acting in the agent ends: its staff's and its customers'. */
// tenancy: the platform disabled this agent (admin.partner)
export async function endAgentSessions(db: Db, agentId: number, reason: string) {
  await db
    .updateTable('sessions')
    .set({ revoked_at: new Date(), revoked_reason: reason })
    .where('agent_id', '=', agentId)
    .where('audience', 'in', ['agent', 'customer'])
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date())
    .execute();
}

// tenancy: the platform's own team (is_platform_default, one at most), for admin.team.profile
export async function platformTeamId(db: Db): Promise<number | undefined> {
  const row = await db
    .selectFrom('agents')
    .select('id')
    .where('is_platform_default', '=', true)
    .executeTakeFirst();
  return row?.id;
}
