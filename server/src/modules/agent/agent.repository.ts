import type { Db } from '#server/db/database.ts';
import type { AgentBottomData, AgentRightData, AgentWebsiteData } from '#server/db/schema.ts';
import type { AgentScope } from '#server/platform/tenancy/scope.ts';

/** The signed-in agent user's own records: its session and its account (the same in every team). */

/**
 * Makes `team` the team the session acts in and the one the user's next sign-in starts in. The service has
 * checked the membership; the session's and the user's ids come from the principal.
 */
export async function switchTeam(trx: Db, team: AgentScope, who: { sessionId: number; agentUserId: number }) {
  await trx.updateTable('sessions').set({ agent_id: team.agentId }).where('id', '=', who.sessionId).execute();
  await trx
    .updateTable('agent_users')
    .set({ last_team_id: team.agentId, updated_at: new Date() })
    .where('id', '=', who.agentUserId)
    .execute();
}

/** What the user may change of its own account (BasicInfo); the id is the principal's. */
export type AgentUserChange = Partial<{
  name: string;
  avatar: string;
  gender: number;
  phone: string;
  email: string;
  password_hash: string;
  wx_openid: string;
  qy_openid: string;
}>;

export function updateAgentUser(db: Db, agentUserId: number, change: AgentUserChange) {
  return db
    .updateTable('agent_users')
    .set({ ...change, updated_at: new Date() })
    .where('id', '=', agentUserId)
    .execute();
}

/** The other agent user holding a phone, an email or a bound identity, if any (these are one per account). */
export function holderOf(
  db: Db,
  column: 'phone' | 'email' | 'wx_openid' | 'qy_openid',
  value: string,
  exceptUserId: number,
) {
  return db
    .selectFrom('agent_users')
    .select('id')
    .where(column, '=', value)
    .where('id', '<>', exceptUserId)
    .executeTakeFirst();
}

/** Ends every live session of the agent user but `keepSessionId` (a password change keeps the one that made it). */
// tenancy: the signed-in account's own sessions in every team, by the principal's account id
export function revokeOtherSessionsOf(db: Db, agentUserId: number, keepSessionId: number, reason: string) {
  return db
    .updateTable('sessions')
    .set({ revoked_at: new Date(), revoked_reason: reason })
    .where('audience', '=', 'agent')
    .where('subject_id', '=', agentUserId)
    .where('id', '<>', keepSessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

// ---- WeChat / WeCom bind tickets of the signed-in user (not tenant data: an account's own, by its id) ----

export type BindKind = 'wechat' | 'wework';

export async function createBind(
  db: Db,
  row: { agentUserId: number; kind: BindKind; ticketHash: string; expiresAt: Date },
) {
  await db
    .deleteFrom('agent_user_binds')
    .where('expires_at', '<', new Date(Date.now() - 3_600_000))
    .execute();
  return db
    .insertInto('agent_user_binds')
    .values({
      agent_user_id: row.agentUserId,
      kind: row.kind,
      ticket_hash: row.ticketHash,
      expires_at: row.expiresAt,
    })
    .returning(['id', 'expires_at'])
    .executeTakeFirstOrThrow();
}

/** One of the user's own bind tickets; another user's id is not found. */
export function findBind(db: Db, agentUserId: number, id: number) {
  return db
    .selectFrom('agent_user_binds')
    .selectAll()
    .where('id', '=', id)
    .where('agent_user_id', '=', agentUserId)
    .executeTakeFirst();
}

// tenancy: the QR ticket is the credential of the scan (the sandbox phone page has no session)
export function findBindByTicket(db: Db, ticketHash: string) {
  return db
    .selectFrom('agent_user_binds as bind')
    .innerJoin('agent_users as user', 'user.id', 'bind.agent_user_id')
    .select(['bind.id', 'bind.kind', 'bind.status', 'bind.expires_at', 'user.name'])
    .where('bind.ticket_hash', '=', ticketHash)
    .executeTakeFirst();
}

/** The phone confirmed: pending → confirmed with its identity (once, before it expires). */
// tenancy: the bind found by its QR ticket, by id
export async function confirmBind(db: Db, id: number, openid: string) {
  const updated = await db
    .updateTable('agent_user_binds')
    .set({ status: 'confirmed', openid })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** confirmed → done exactly once (the identity was written to the account). */
export async function finishBind(db: Db, agentUserId: number, id: number) {
  const updated = await db
    .updateTable('agent_user_binds')
    .set({ status: 'done' })
    .where('id', '=', id)
    .where('agent_user_id', '=', agentUserId)
    .where('status', '=', 'confirmed')
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

// ---- the team (organisation) profile its owners edit ----

const teamColumns = [
  'id',
  'corporate_name',
  'corporate_brief',
  'corporate_avatar',
  'contact_name',
  'contact_phone',
  'status',
] as const;

// tenancy: the agent's own row (agents is the tenant itself), by the scope's id
export function findTeam(db: Db, scope: AgentScope) {
  return db.selectFrom('agents').select(teamColumns).where('id', '=', scope.agentId).executeTakeFirst();
}

// tenancy: the agent's own row (agents is the tenant itself), by the scope's id
export function updateTeam(
  db: Db,
  scope: AgentScope,
  change: {
    corporate_name: string;
    corporate_brief: string;
    corporate_avatar: string;
    contact_name: string;
    contact_phone: string;
  },
) {
  return db
    .updateTable('agents')
    .set({ ...change, updated_at: new Date() })
    .where('id', '=', scope.agentId)
    .returning(teamColumns)
    .executeTakeFirst();
}

/** A new agent (tenant) row with its site settings, and the domains of its customer site. */
// tenancy: creates the tenant itself (the platform's agent management and the seed)
export async function insertAgent(
  db: Db,
  values: {
    corporate_name: string;
    corporate_brief: string;
    contact_name: string;
    contact_phone: string;
    status: number;
    is_platform_default: boolean;
    phone_on: number;
    on_wechat_login: number;
    bottom_data: AgentBottomData;
    right_data: AgentRightData;
    website_data: AgentWebsiteData;
  },
  domains: readonly string[],
): Promise<number> {
  const agent = await db
    .insertInto('agents')
    .values({
      ...values,
      bottom_data: JSON.stringify(values.bottom_data),
      right_data: JSON.stringify(values.right_data),
      website_data: JSON.stringify(values.website_data),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (domains.length) {
    await db
      .insertInto('agent_domains')
      .values(domains.map((domain) => ({ domain: domain.toLowerCase(), agent_id: agent.id })))
      .execute();
  }
  return agent.id;
}
