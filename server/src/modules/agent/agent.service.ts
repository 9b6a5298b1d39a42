import type { AgentInfo, MenuItem, TeamProfile, teamProfileUpdateRequest } from '@onsite/contracts';
import type { z } from 'zod';
import type { Db } from '#server/db/database.ts';
import { findAgentUser, membershipsOf, rolesByIds } from '#server/modules/auth/index.ts';
import { grantedMenus, toMenuItem } from '#server/modules/menus/index.ts';
import { ownFiles } from '#server/modules/upload/index.ts';
import { roleIdsOf } from '#server/platform/access/permissions.ts';
import type { Principal } from '#server/platform/auth/principal.ts';
import { badRequest, notFound } from '#server/platform/http/errors.ts';
import { type AgentScope, agentScope, type TenantScope } from '#server/platform/tenancy/scope.ts';
import * as repository from './agent.repository.ts';

type AgentPrincipal = Extract<Principal, { kind: 'agent' }>;

export async function basicInfo(db: Db, principal: AgentPrincipal): Promise<AgentInfo> {
  const user = await findAgentUser(db, principal.agentUserId);
  if (!user) throw notFound('account not found');
  const memberships = await membershipsOf(db, user.id);
  const current = memberships.find((membership) => membership.agent_id === principal.agentId);
  const roleIds = await roleIdsOf(db, principal);
  const roles = await rolesByIds(db, roleIds);
  const granted = await grantedMenus(db, 'agent', roleIds);
  return {
    basic_info: {
      name: user.name,
      avatar: user.avatar,
      email: user.email,
      phone: user.phone,
      gender: user.gender,
      wx_bound: user.wx_openid ? 1 : 0,
      qy_bound: user.qy_openid ? 1 : 0,
      last_team_id: principal.agentId,
      is_admin: current?.is_admin ?? 0,
      agent_id: principal.agentId,
      customer_id: 0,
    },
    roles: roles.map((role) => ({ roleCode: role.role_code, roleName: role.role_name })),
    teams: memberships.map((membership) => ({
      opid: membership.agent_id,
      corporate_name: membership.corporate_name,
      corporate_brief: membership.corporate_brief,
      corporate_avatar: membership.corporate_avatar,
      status: membership.status,
    })),
    authorities: granted.map((menu) => menu.permission_mark),
  };
}

/** Menus and permission rows the user's role grants in the team it acts in now. */
export async function permissionList(db: Db, principal: AgentPrincipal): Promise<MenuItem[]> {
  const roleIds = await roleIdsOf(db, principal);
  return (await grantedMenus(db, 'agent', roleIds)).map(toMenuItem);
}

/**
 * Switch the session to another team. Only teams the user belongs to: any other opid is answered as not
 * found, exactly like a team that does not exist.
 */
export async function changeTeam(db: Db, principal: AgentPrincipal, teamId: number): Promise<void> {
  const memberships = await membershipsOf(db, principal.agentUserId);
  if (!memberships.some((membership) => membership.agent_id === teamId)) throw notFound('team not found');
  await db.transaction().execute((trx) => repository.switchTeam(trx, agentScope(teamId), principal));
}

/** Renames the signed-in agent user (spec §7 updateBasicName); the name is the user's in every team. */
export async function updateName(db: Db, principal: AgentPrincipal, name: string): Promise<void> {
  await repository.updateAgentUser(db, principal.agentUserId, { name });
}

type TeamRow = NonNullable<Awaited<ReturnType<typeof repository.findTeam>>>;
const presentTeam = ({ id, ...row }: TeamRow): TeamProfile => ({ opid: id, ...row });

/** A team's profile (agent team › profile for the team the user acts in; admin › team › profile for the platform's). */
export async function teamProfileOf(db: Db, team: AgentScope): Promise<TeamProfile> {
  const row = await repository.findTeam(db, team);
  if (!row) throw notFound('team not found');
  return presentTeam(row);
}

/** The team the user acts in (agent team › profile). */
export const teamProfile = (db: Db, principal: AgentPrincipal) =>
  teamProfileOf(db, agentScope(principal.agentId));

/**
 * Edits a team's name, brief, avatar and contact. The avatar is the one it has, empty, or an image uploaded
 * by `uploader`: the team itself (its owners), or the platform (the platform's own team, admin › team › profile).
 */
export async function updateTeamProfileOf(
  db: Db,
  team: AgentScope,
  uploader: TenantScope,
  input: z.output<typeof teamProfileUpdateRequest>,
): Promise<TeamProfile> {
  const current = await repository.findTeam(db, team);
  if (!current) throw notFound('team not found');
  if (input.corporate_avatar !== current.corporate_avatar)
    await requireImage(db, uploader, input.corporate_avatar);
  const row = await repository.updateTeam(db, team, input);
  if (!row) throw notFound('team not found');
  return presentTeam(row);
}

/** Its owners edit the team's name, brief, avatar (an image uploaded in the team, or empty) and contact. */
export function updateTeamProfile(
  db: Db,
  principal: AgentPrincipal,
  input: z.output<typeof teamProfileUpdateRequest>,
): Promise<TeamProfile> {
  const team = agentScope(principal.agentId);
  return updateTeamProfileOf(db, team, team, input);
}

/** An image registered in the files of `owner` (a team's own, not its customers'; or the platform's), or empty. */
async function requireImage(db: Db, owner: TenantScope, key: string) {
  if (!key) return;
  if ((await ownFiles(db, owner, [key], 'image')).length === 0)
    throw badRequest('avatar must be an image uploaded in this team');
}

/**
 * Sets the signed-in agent user's avatar (spec §7 updateBasicAvatar): an image registered in the files of
 * the team the user acts in now, or empty for the default avatar. Another team's key is refused.
 */
export async function updateAvatar(db: Db, principal: AgentPrincipal, avatar: string): Promise<void> {
  await requireImage(db, agentScope(principal.agentId), avatar);
  await repository.updateAgentUser(db, principal.agentUserId, { avatar });
}
