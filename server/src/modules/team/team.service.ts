import type {
  InvitationCreated,
  InvitationItem,
  InvitationStatus,
  InviteInfo,
  InviteRegisterRequest,
  RoleDetail,
  RoleItem,
  TeamMember,
  TeamRoleOption,
} from '@onsite/contracts';
import type { Db } from '#server/db/database.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { switchTeam } from '#server/modules/agent/index.ts';
import { grantedMenuIds, grantsWithAncestors, setGrants, toRoleItem } from '#server/modules/role/index.ts';
import { hashPassword, refuseOwnIdentifiers } from '#server/platform/auth/passwords.ts';
import type { Principal } from '#server/platform/auth/principal.ts';
import { hashToken, newToken } from '#server/platform/auth/tokens.ts';
import { badRequest, notFound } from '#server/platform/http/errors.ts';
import type { Messenger } from '#server/platform/messaging/messenger.ts';
import { type AgentScope, agentScope } from '#server/platform/tenancy/scope.ts';
import { iso } from '#server/platform/time.ts';
import { ROLE } from '#server/seed/menu-catalogue.ts';
import * as repository from './team.repository.ts';

/**
 * The rules of a team's members, roles and invitations. Everything runs in the scope of the team the session
 * acts in: an id of another team's member, role or invitation is simply not found. An owner is a member
 * holding the built-in owner role; a team always keeps one.
 */
export type AgentPrincipal = Extract<Principal, { kind: 'agent' }>;

const scopeOf = (principal: AgentPrincipal) => agentScope(principal.agentId);
const DAY_MS = 24 * 60 * 60 * 1000;

async function ownerRoleId(db: Db, scope: AgentScope): Promise<number> {
  return (await repository.sharedAgentRoleId(db, scope, ROLE.agentOwner)) ?? 0;
}

/** A role a member of the team may be given (shared or the team's own), or 404. */
async function assignableRole(db: Db, scope: AgentScope, roleId: number) {
  const role = await repository.findTeamRole(db, scope, roleId);
  if (!role) throw notFound('role not found');
  return { id: role.id, isOwner: role.id === (await ownerRoleId(db, scope)), name: role.role_name };
}

// members

const toMember = (row: repository.MemberRow, ownerId: number, self: number): TeamMember => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  avatar: row.avatar,
  role_id: row.role_id,
  role_name: row.role_name,
  role_code: row.role_code,
  is_owner: row.role_id === ownerId,
  is_self: row.id === self,
  join_time: iso(row.created_at),
});

export async function listMembers(
  db: Db,
  principal: AgentPrincipal,
  query: { page: number; limit: number; keyword?: string; role_id?: number },
) {
  const scope = scopeOf(principal);
  const { rows, total } = await repository.listMembers(
    db,
    scope,
    { keyword: query.keyword, roleId: query.role_id },
    query,
  );
  const ownerId = await ownerRoleId(db, scope);
  return { rows: rows.map((row) => toMember(row, ownerId, principal.agentUserId)), total };
}

export async function roleOptions(db: Db, principal: AgentPrincipal): Promise<TeamRoleOption[]> {
  const rows = await repository.teamRoleOptions(db, scopeOf(principal));
  return rows.map((row) => ({
    id: row.id,
    role_name: row.role_name,
    role_code: row.role_code,
    built_in: row.agent_id === null,
  }));
}

async function memberOf(db: Db, scope: AgentScope, agentUserId: number) {
  const member = await repository.findMember(db, scope, agentUserId);
  if (!member) throw notFound('member not found');
  return member;
}

/** The last owner keeps the owner role: a team without an owner could not be managed any more. */
export function changeMemberRole(db: Db, principal: AgentPrincipal, input: { id: number; role_id: number }) {
  const scope = scopeOf(principal);
  return inTransaction(db, async (trx) => {
    const member = await memberOf(trx, scope, input.id);
    const role = await assignableRole(trx, scope, input.role_id);
    const ownerId = await ownerRoleId(trx, scope);
    if (
      member.role_id === ownerId &&
      !role.isOwner &&
      (await repository.membersHolding(trx, scope, ownerId)) <= 1
    )
      throw badRequest('the team needs an owner: make another member an owner first');
    await repository.setMemberRole(trx, scope, member.id, role);
    return toMember(await memberOf(trx, scope, member.id), ownerId, principal.agentUserId);
  });
}

/** Takes a member out of the team (never its last owner, the caller included); their sessions there end. */
export function removeMember(db: Db, principal: AgentPrincipal, agentUserId: number) {
  const scope = scopeOf(principal);
  return inTransaction(db, async (trx) => {
    const member = await memberOf(trx, scope, agentUserId);
    const ownerId = await ownerRoleId(trx, scope);
    if (member.role_id === ownerId && (await repository.membersHolding(trx, scope, ownerId)) <= 1)
      throw badRequest('the last owner of a team cannot be removed');
    await repository.deleteMember(trx, scope, member.id);
    await repository.endSessionsInTeam(trx, scope, member.id);
  });
}

// roles

/** In a team, the shared roles (agent_id null) follow the product: they are shown, never changed. */
const toTeamRoleItem = (row: repository.TeamRoleRow): RoleItem =>
  toRoleItem({ ...row, built_in: row.agent_id === null });

export async function listRoles(
  db: Db,
  principal: AgentPrincipal,
  query: { page: number; limit: number; keyword?: string },
) {
  const { rows, total } = await repository.listTeamRoles(db, scopeOf(principal), query.keyword, query);
  return { rows: rows.map(toTeamRoleItem), total };
}

async function roleDetailIn(db: Db, scope: AgentScope, id: number): Promise<RoleDetail> {
  const row = await repository.findTeamRole(db, scope, id);
  if (!row) throw notFound('role not found');
  return { ...toTeamRoleItem(row), menu_ids: await grantedMenuIds(db, id) };
}

export const roleDetail = (db: Db, principal: AgentPrincipal, id: number) =>
  roleDetailIn(db, scopeOf(principal), id);

/** The team's own role, or 404 (another team's) / 400 (a shared one). */
async function ownRole(db: Db, scope: AgentScope, id: number) {
  const row = await repository.findTeamRole(db, scope, id);
  if (!row) throw notFound('role not found');
  if (row.agent_id === null) throw badRequest('built-in roles follow the product and cannot be changed');
  return row;
}

export function createRole(
  db: Db,
  principal: AgentPrincipal,
  input: { role_code: string; role_name: string; menu_ids: number[]; require_totp: boolean },
) {
  const scope = scopeOf(principal);
  return inTransaction(db, async (trx) => {
    if (await repository.teamRoleByCode(trx, scope, input.role_code))
      throw badRequest('this role code is taken');
    const grants = await grantsWithAncestors(trx, 'agent', input.menu_ids);
    const { id } = await repository.insertTeamRole(trx, scope, {
      role_code: input.role_code,
      role_name: input.role_name,
      require_totp: input.require_totp,
    });
    await setGrants(trx, id, grants);
    return roleDetailIn(trx, scope, id);
  });
}

/** Its holders get the new grants on their next request (permissions are read per request). */
export function updateRole(
  db: Db,
  principal: AgentPrincipal,
  input: { id: number; role_name: string; menu_ids: number[]; require_totp: boolean },
) {
  const scope = scopeOf(principal);
  return inTransaction(db, async (trx) => {
    await ownRole(trx, scope, input.id);
    const grants = await grantsWithAncestors(trx, 'agent', input.menu_ids);
    await repository.updateTeamRole(trx, scope, input.id, {
      role_name: input.role_name,
      require_totp: input.require_totp,
    });
    await setGrants(trx, input.id, grants);
    return roleDetailIn(trx, scope, input.id);
  });
}

export function deleteRole(db: Db, principal: AgentPrincipal, id: number) {
  const scope = scopeOf(principal);
  return inTransaction(db, async (trx) => {
    const row = await ownRole(trx, scope, id);
    const holders = Number(row.holders ?? 0);
    if (holders > 0)
      throw badRequest('this role is held by {count} members; give them another role first', {
        count: holders,
      });
    const offered = await repository.pendingInvitationsOffering(trx, scope, id);
    if (offered > 0)
      throw badRequest('this role is offered by {count} pending invitations; revoke them first', {
        count: offered,
      });
    await repository.deleteTeamRole(trx, scope, id);
  });
}

// invitations

type InvitationFields = Pick<
  repository.InvitationRow,
  | 'id'
  | 'role_id'
  | 'role_name'
  | 'email'
  | 'inviter_name'
  | 'expires_at'
  | 'created_at'
  | 'accepted_at'
  | 'revoked_at'
  | 'emailed_at'
>;

export function invitationStatus(
  row: Pick<InvitationFields, 'accepted_at' | 'revoked_at' | 'expires_at'>,
  now = new Date(),
): InvitationStatus {
  if (row.accepted_at) return 'accepted';
  if (row.revoked_at) return 'revoked';
  if (new Date(row.expires_at) <= now) return 'expired';
  return 'pending';
}

const toInvitationItem = (row: InvitationFields): InvitationItem => ({
  id: row.id,
  role_id: row.role_id,
  role_name: row.role_name,
  email: row.email,
  inviter_name: row.inviter_name ?? '',
  status: invitationStatus(row),
  expires_at: iso(row.expires_at),
  create_time: iso(row.created_at),
  emailed_at: iso(row.emailed_at),
});

export async function listInvitations(
  db: Db,
  principal: AgentPrincipal,
  page: { page: number; limit: number },
) {
  const { rows, total } = await repository.listPendingInvitations(db, scopeOf(principal), page);
  return { rows: rows.map(toInvitationItem), total };
}

/** How the team's invitations are mailed: the messenger, and the link's origin (PUBLIC_URL or the server's). */
export interface InvitationMail {
  messenger: Messenger;
  origin: string;
  log: { warn(details: object, message: string): void };
}

/** The invitation mail: who invites to which team with which role, the link and until when it works. */
async function mailInvitation(
  mail: InvitationMail,
  row: NonNullable<Awaited<ReturnType<typeof repository.findInvitation>>>,
  token: string,
) {
  const link = `${mail.origin}/new_agent/invite?token=${encodeURIComponent(token)}`;
  const inviter = row.inviter_name || row.corporate_name;
  const until = iso(row.expires_at).slice(0, 16).replace('T', ' ');
  await mail.messenger.sendEmail({
    agentId: row.agent_id,
    to: row.email,
    subject: `${inviter} 邀请您加入 ${row.corporate_name} / invites you to join ${row.corporate_name}`,
    text: [
      `${inviter} 邀请您以「${row.role_name}」的角色加入团队「${row.corporate_name}」。打开下面的链接即可加入（${until} UTC 前有效）：`,
      link,
      '',
      `${inviter} invites you to join the team "${row.corporate_name}" as "${row.role_name}". Open the link to join (valid until ${until} UTC):`,
      link,
    ].join('\n'),
  });
}

/**
 * A new invitation link: the token is told once, only its hash is kept. One limited to an email is mailed
 * there; a failed delivery is logged and leaves `emailed_at` empty (the owner can resend).
 */
export async function createInvitation(
  db: Db,
  principal: AgentPrincipal,
  input: { role_id: number; email: string; days: number },
  mail: InvitationMail,
): Promise<InvitationCreated> {
  const scope = scopeOf(principal);
  const token = newToken();
  const id = await inTransaction(db, async (trx) => {
    const role = await assignableRole(trx, scope, input.role_id);
    const inserted = await repository.insertInvitation(trx, scope, {
      tokenHash: hashToken(token),
      roleId: role.id,
      email: input.email.toLowerCase(),
      invitedBy: principal.agentUserId,
      expiresAt: new Date(Date.now() + input.days * DAY_MS),
    });
    return inserted.id;
  });
  let row = await invitationIn(db, scope, id);
  if (row.email) {
    try {
      await mailInvitation(mail, row, token);
      await repository.markInvitationEmailed(db, scope, id);
      row = await invitationIn(db, scope, id);
    } catch (error) {
      mail.log.warn({ err: error, invitation: id }, 'invitation mail not delivered');
    }
  }
  return { ...toInvitationItem(row), token };
}

async function invitationIn(db: Db, scope: AgentScope, id: number) {
  const row = await repository.findInvitation(db, scope, id);
  if (!row) throw notFound('invitation not found');
  return row;
}

/**
 * Mails a pending invitation limited to an email again. Only the hash of its token is kept, so the mail
 * carries a new link and the previous one (and its QR) stops working; a failed delivery changes nothing.
 */
export async function resendInvitation(
  db: Db,
  principal: AgentPrincipal,
  id: number,
  mail: InvitationMail,
): Promise<InvitationItem> {
  const scope = scopeOf(principal);
  const row = await invitationIn(db, scope, id);
  const status = invitationStatus(row);
  if (status !== 'pending') throw badRequest(REFUSAL[status]);
  if (!row.email) throw badRequest('this invitation has no email: share its link instead');
  const token = newToken();
  try {
    await mailInvitation(mail, row, token);
  } catch {
    throw badRequest('the email could not be sent, please try again later');
  }
  await repository.markInvitationEmailed(db, scope, id, hashToken(token));
  return toInvitationItem(await invitationIn(db, scope, id));
}

export function revokeInvitation(db: Db, principal: AgentPrincipal, id: number) {
  const scope = scopeOf(principal);
  return inTransaction(db, async (trx) => {
    const row = await invitationIn(trx, scope, id);
    const status = invitationStatus(row);
    if (status !== 'pending') throw badRequest(REFUSAL[status]);
    await repository.revokeInvitation(trx, scope, id);
  });
}

// the public /invite page

const REFUSAL = {
  accepted: 'this invitation was already used',
  revoked: 'this invitation was revoked',
  expired: 'this invitation has expired',
} as const;

async function invitationFor(db: Db, token: string) {
  const row = await repository.invitationByToken(db, hashToken(token));
  if (!row) throw notFound('invitation not found');
  return row;
}

/** A usable invitation for `email`, or why not. */
function checkUsable(row: Awaited<ReturnType<typeof invitationFor>>, email: string) {
  const status = invitationStatus(row);
  if (status !== 'pending') throw badRequest(REFUSAL[status]);
  if (row.email && row.email !== email.toLowerCase())
    throw badRequest('this invitation is for another email address');
}

export async function inviteInfo(db: Db, token: string): Promise<InviteInfo> {
  const row = await invitationFor(db, token);
  return {
    team_name: row.corporate_name,
    team_avatar: row.corporate_avatar,
    team_status: row.team_status,
    inviter_name: row.inviter_name ?? '',
    role_name: row.role_name,
    email: row.email,
    status: invitationStatus(row),
    expires_at: iso(row.expires_at),
  };
}

/** The signed-in user joins the team with the invitation's role and acts in it from now on. */
export function acceptInvitation(db: Db, principal: AgentPrincipal, token: string) {
  return inTransaction(db, async (trx) => {
    const row = await invitationFor(trx, token);
    const user = await repository.agentUserById(trx, principal.agentUserId);
    if (!user) throw notFound('account not found');
    checkUsable(row, user.email);
    const team = agentScope(row.agent_id);
    if (await repository.findMember(trx, team, user.id))
      throw badRequest('you are already a member of this team');
    if (!(await repository.useInvitation(trx, team, row.id, user.id))) throw badRequest(REFUSAL.accepted);
    await repository.addMember(trx, team, user.id, {
      id: row.role_id,
      isOwner: row.role_id === (await ownerRoleId(trx, team)),
    });
    await switchTeam(trx, team, { sessionId: principal.sessionId, agentUserId: user.id });
    return { agentId: row.agent_id };
  });
}

/**
 * A new agent user signs up with the invitation and joins its team; the route then signs them in the way the
 * login does (the two-factor set-up first when the role requires it).
 */
export async function registerWithInvitation(db: Db, input: InviteRegisterRequest & { password: string }) {
  const email = input.email.trim().toLowerCase();
  // a dead link is told before the password is hashed; the transaction checks again
  checkUsable(await invitationFor(db, input.token), email);
  refuseOwnIdentifiers(input.password, [email, input.name]);
  const passwordHash = await hashPassword(input.password);
  return inTransaction(db, async (trx) => {
    const row = await invitationFor(trx, input.token);
    checkUsable(row, email);
    const taken = 'an account with this email already exists: sign in, then open the invitation again';
    if (await repository.agentUserByEmail(trx, email)) throw badRequest(taken);
    const team = agentScope(row.agent_id);
    const user = await repository.insertAgentUser(trx, {
      email,
      name: input.name.trim(),
      passwordHash,
      lastTeamId: row.agent_id,
    });
    if (!user) throw badRequest(taken);
    if (!(await repository.useInvitation(trx, team, row.id, user.id))) throw badRequest(REFUSAL.accepted);
    await repository.addMember(trx, team, user.id, {
      id: row.role_id,
      isOwner: row.role_id === (await ownerRoleId(trx, team)),
    });
    return { userId: user.id, agentId: row.agent_id, passwordHash };
  });
}

/**
 * The owner of a new team (the platform's agent management): an existing agent user by email, or a new
 * account with its first password (hashed by the caller, outside the transaction). The owner holds the
 * built-in owner role; a new account starts in this team. Answers the user's id.
 */
export async function addTeamOwner(
  trx: Db,
  team: AgentScope,
  owner:
    | { kind: 'existing'; email: string }
    | { kind: 'new'; email: string; name: string; passwordHash: string },
): Promise<number> {
  const role = { id: await ownerRoleId(trx, team), isOwner: true };
  if (owner.kind === 'existing') {
    const user = await repository.agentUserByEmail(trx, owner.email);
    if (!user) throw badRequest('no agent account has this email: choose a new owner account instead');
    await repository.addMember(trx, team, user.id, role);
    return user.id;
  }
  const taken = 'an agent account with this email already exists: choose it as the existing owner';
  if (await repository.agentUserByEmail(trx, owner.email)) throw badRequest(taken);
  const user = await repository.insertAgentUser(trx, {
    email: owner.email,
    name: owner.name,
    passwordHash: owner.passwordHash,
    lastTeamId: team.agentId,
  });
  if (!user) throw badRequest(taken);
  await repository.addMember(trx, team, user.id, role);
  return user.id;
}
