import type { ExpressionBuilder } from 'kysely';
import type { Db } from '#server/db/database.ts';
import { keywordMatch } from '#server/db/keyword.ts';
import type { Database } from '#server/db/schema.ts';
import { roleColumns, roleGrants, roleHolders } from '#server/modules/role/index.ts';
import type { AgentScope } from '#server/platform/tenancy/scope.ts';
import { whereTenant } from '#server/platform/tenancy/where-tenant.ts';

/**
 * Every query of the team module. Each takes the team's scope (the session's team, never an id from the
 * request) except the invitation lookup by token and the account look-ups of the public sign-up, which
 * say why above them.
 */

/** The roles a team sees: the shared agent roles (agent_id null) and its own. */
const rolesOfTeam = (scope: AgentScope) => (eb: ExpressionBuilder<Database, 'roles'>) =>
  eb.and([
    eb('roles.audience', '=', 'agent'),
    eb.or([eb('roles.agent_id', 'is', null), whereTenant(scope, 'roles')(eb)]),
  ]);

function teamRoleRows(db: Db, scope: AgentScope) {
  return db
    .selectFrom('roles')
    .where(rolesOfTeam(scope))
    .select((eb) => [
      ...roleColumns,
      'roles.agent_id',
      // this team's members only: another team's use of a shared role is not this team's business
      roleHolders(eb, 'agent', whereTenant(scope, 'agent_memberships')),
      roleGrants(eb),
    ]);
}

export async function listTeamRoles(
  db: Db,
  scope: AgentScope,
  keyword: string | undefined,
  page: { page: number; limit: number },
) {
  let query = db.selectFrom('roles').where(rolesOfTeam(scope));
  let rowsQuery = teamRoleRows(db, scope);
  const match = keywordMatch<Database, 'roles'>(keyword, ['roles.role_name', 'roles.role_code']);
  if (match) {
    query = query.where(match);
    rowsQuery = rowsQuery.where(match);
  }
  const [rows, total] = await Promise.all([
    rowsQuery
      // the shared roles first, then the team's own in the order they were made
      .orderBy((eb) => eb('roles.agent_id', 'is not', null))
      .orderBy('roles.id')
      .limit(page.limit)
      .offset((page.page - 1) * page.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.count) };
}
export type TeamRoleRow = Awaited<ReturnType<typeof listTeamRoles>>['rows'][number];

export async function findTeamRole(db: Db, scope: AgentScope, id: number): Promise<TeamRoleRow | undefined> {
  return teamRoleRows(db, scope).where('roles.id', '=', id).executeTakeFirst();
}

/** The roles a member may be given: the shared ones first, then the team's own. */
export async function teamRoleOptions(db: Db, scope: AgentScope) {
  return db
    .selectFrom('roles')
    .where(rolesOfTeam(scope))
    .select(['roles.id', 'roles.role_name', 'roles.role_code', 'roles.agent_id'])
    .orderBy((eb) => eb('roles.agent_id', 'is not', null))
    .orderBy('roles.id')
    .execute();
}

export async function teamRoleByCode(db: Db, scope: AgentScope, code: string) {
  return db
    .selectFrom('roles')
    .where(rolesOfTeam(scope))
    .select('roles.id')
    .where('roles.role_code', '=', code)
    .executeTakeFirst();
}

/** The shared built-in role with this code (the owner role). */
export async function sharedAgentRoleId(db: Db, scope: AgentScope, code: string): Promise<number | null> {
  const row = await db
    .selectFrom('roles')
    .where(rolesOfTeam(scope))
    .where('roles.agent_id', 'is', null)
    .where('roles.role_code', '=', code)
    .select('roles.id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function insertTeamRole(
  db: Db,
  scope: AgentScope,
  values: { role_code: string; role_name: string; require_totp: boolean },
) {
  return db
    .insertInto('roles')
    .values({ ...values, audience: 'agent', agent_id: scope.agentId })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function updateTeamRole(
  db: Db,
  scope: AgentScope,
  id: number,
  values: { role_name: string; require_totp: boolean },
) {
  await db.updateTable('roles').set(values).where('id', '=', id).where(whereTenant(scope)).execute();
}

export async function deleteTeamRole(db: Db, scope: AgentScope, id: number) {
  await db.deleteFrom('roles').where('id', '=', id).where(whereTenant(scope)).execute();
}

/** Pending invitations of the team offering the role. */
export async function pendingInvitationsOffering(db: Db, scope: AgentScope, roleId: number) {
  const row = await pendingInvitations(db, scope)
    .where('agent_invitations.role_id', '=', roleId)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

// members

export interface MemberFilter {
  keyword?: string;
  roleId?: number;
}

function teamMembers(db: Db, scope: AgentScope) {
  return db
    .selectFrom('agent_memberships')
    .innerJoin('agent_users', 'agent_users.id', 'agent_memberships.agent_user_id')
    .innerJoin('roles', 'roles.id', 'agent_memberships.role_id')
    .where(whereTenant(scope, 'agent_memberships'));
}

const memberColumns = [
  'agent_users.id',
  'agent_users.name',
  'agent_users.email',
  'agent_users.phone',
  'agent_users.avatar',
  'agent_memberships.role_id',
  'agent_memberships.created_at',
  'roles.role_name',
  'roles.role_code',
] as const;

export async function listMembers(
  db: Db,
  scope: AgentScope,
  filter: MemberFilter,
  page: { page: number; limit: number },
) {
  let query = teamMembers(db, scope);
  const match = keywordMatch<Database, 'agent_users' | 'agent_memberships' | 'roles'>(filter.keyword, [
    'agent_users.name',
    'agent_users.email',
    'agent_users.phone',
  ]);
  if (match) query = query.where(match);
  if (filter.roleId !== undefined) query = query.where('agent_memberships.role_id', '=', filter.roleId);
  const [rows, total] = await Promise.all([
    query
      .select(memberColumns)
      .orderBy('agent_memberships.created_at')
      .orderBy('agent_users.id')
      .limit(page.limit)
      .offset((page.page - 1) * page.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.count) };
}
export type MemberRow = Awaited<ReturnType<typeof listMembers>>['rows'][number];

export async function findMember(
  db: Db,
  scope: AgentScope,
  agentUserId: number,
): Promise<MemberRow | undefined> {
  return teamMembers(db, scope)
    .select(memberColumns)
    .where('agent_memberships.agent_user_id', '=', agentUserId)
    .executeTakeFirst();
}

export async function membersHolding(db: Db, scope: AgentScope, roleId: number): Promise<number> {
  const row = await db
    .selectFrom('agent_memberships')
    .where(whereTenant(scope))
    .where('role_id', '=', roleId)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function setMemberRole(
  db: Db,
  scope: AgentScope,
  agentUserId: number,
  role: { id: number; isOwner: boolean },
) {
  await db
    .updateTable('agent_memberships')
    .set({ role_id: role.id, is_admin: role.isOwner ? 1 : 0 })
    .where(whereTenant(scope))
    .where('agent_user_id', '=', agentUserId)
    .execute();
}

export async function addMember(
  db: Db,
  scope: AgentScope,
  agentUserId: number,
  role: { id: number; isOwner: boolean },
) {
  await db
    .insertInto('agent_memberships')
    .values({
      agent_user_id: agentUserId,
      agent_id: scope.agentId,
      role_id: role.id,
      is_admin: role.isOwner ? 1 : 0,
    })
    .execute();
}

export async function deleteMember(db: Db, scope: AgentScope, agentUserId: number) {
  await db
    .deleteFrom('agent_memberships')
    .where(whereTenant(scope))
    .where('agent_user_id', '=', agentUserId)
    .execute();
}

/** A removed member's sessions acting in the team end at once (their next request is a 401). */
export async function endSessionsInTeam(db: Db, scope: AgentScope, agentUserId: number) {
  await db
    .updateTable('sessions')
    .set({ revoked_at: new Date(), revoked_reason: 'removed_from_team' })
    .where(whereTenant(scope))
    .where('audience', '=', 'agent')
    .where('subject_id', '=', agentUserId)
    .where('revoked_at', 'is', null)
    .execute();
}

// invitations

const pendingInvitations = (db: Db, scope: AgentScope) =>
  db
    .selectFrom('agent_invitations')
    .where(whereTenant(scope, 'agent_invitations'))
    .where('agent_invitations.accepted_at', 'is', null)
    .where('agent_invitations.revoked_at', 'is', null)
    .where('agent_invitations.expires_at', '>', new Date());

const invitationColumns = [
  'agent_invitations.id',
  'agent_invitations.agent_id',
  'agent_invitations.role_id',
  'agent_invitations.email',
  'agent_invitations.expires_at',
  'agent_invitations.created_at',
  'agent_invitations.accepted_at',
  'agent_invitations.revoked_at',
  'agent_invitations.emailed_at',
  'roles.role_name',
] as const;

export async function listPendingInvitations(
  db: Db,
  scope: AgentScope,
  page: { page: number; limit: number },
) {
  const query = pendingInvitations(db, scope);
  const [rows, total] = await Promise.all([
    query
      .innerJoin('roles', 'roles.id', 'agent_invitations.role_id')
      .leftJoin('agent_users', 'agent_users.id', 'agent_invitations.invited_by')
      .select([...invitationColumns, 'agent_users.name as inviter_name'])
      .orderBy('agent_invitations.id', 'desc')
      .limit(page.limit)
      .offset((page.page - 1) * page.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.count) };
}
export type InvitationRow = Awaited<ReturnType<typeof listPendingInvitations>>['rows'][number];

function invitations(db: Db) {
  return db
    .selectFrom('agent_invitations')
    .innerJoin('roles', 'roles.id', 'agent_invitations.role_id')
    .innerJoin('agents', 'agents.id', 'agent_invitations.agent_id')
    .leftJoin('agent_users', 'agent_users.id', 'agent_invitations.invited_by')
    .select([
      ...invitationColumns,
      'agent_users.name as inviter_name',
      'agents.corporate_name',
      'agents.corporate_avatar',
      'agents.status as team_status',
    ]);
}

export async function findInvitation(db: Db, scope: AgentScope, id: number) {
  return invitations(db)
    .where(whereTenant(scope, 'agent_invitations'))
    .where('agent_invitations.id', '=', id)
    .executeTakeFirst();
}

// tenancy: the invitation link's token is its own proof (only its hash is stored); it names its team
export async function invitationByToken(db: Db, tokenHash: string) {
  return invitations(db).where('agent_invitations.token_hash', '=', tokenHash).executeTakeFirst();
}

export async function insertInvitation(
  db: Db,
  scope: AgentScope,
  values: { tokenHash: string; roleId: number; email: string; invitedBy: number; expiresAt: Date },
) {
  return db
    .insertInto('agent_invitations')
    .values({
      agent_id: scope.agentId,
      token_hash: values.tokenHash,
      role_id: values.roleId,
      email: values.email,
      invited_by: values.invitedBy,
      expires_at: values.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** The invitation was mailed now; `tokenHash` replaces the link when a resend made a new one. */
export async function markInvitationEmailed(db: Db, scope: AgentScope, id: number, tokenHash?: string) {
  await db
    .updateTable('agent_invitations')
    .set({ emailed_at: new Date(), ...(tokenHash ? { token_hash: tokenHash } : {}) })
    .where(whereTenant(scope))
    .where('id', '=', id)
    .execute();
}

export async function revokeInvitation(db: Db, scope: AgentScope, id: number) {
  await db
    .updateTable('agent_invitations')
    .set({ revoked_at: new Date() })
    .where(whereTenant(scope))
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Uses the invitation once: only a pending one is marked, so of two sign-ups at the same moment one wins
 * and the other is told it was used.
 */
export async function useInvitation(db: Db, scope: AgentScope, id: number, agentUserId: number) {
  const used = await db
    .updateTable('agent_invitations')
    .set({ accepted_at: new Date(), accepted_by: agentUserId })
    .where(whereTenant(scope))
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning('id')
    .executeTakeFirst();
  return used !== undefined;
}

// accounts (agent_users belong to no team: a user may be a member of several)

export function agentUserById(db: Db, id: number) {
  return db.selectFrom('agent_users').select(['id', 'email', 'name']).where('id', '=', id).executeTakeFirst();
}

export function agentUserByEmail(db: Db, email: string) {
  return db
    .selectFrom('agent_users')
    .select('id')
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
}

export function insertAgentUser(
  db: Db,
  values: { email: string; name: string; passwordHash: string; lastTeamId: number },
) {
  return (
    db
      .insertInto('agent_users')
      .values({
        email: values.email.toLowerCase(),
        name: values.name,
        password_hash: values.passwordHash,
        last_team_id: values.lastTeamId,
      })
      // a sign-up with the same email at the same moment: one wins, the other is told the email is taken
      .onConflict((conflict) => conflict.column('email').doNothing())
      .returning('id')
      .executeTakeFirst()
  );
}
