import type { AgentInfo, MenuItem, TeamProfile, teamProfileUpdateRequest } from '@onsite/contracts';
import type { z } from 'zod';
import type { Db } from '#server/db/database.ts';
import { findAgentUser, membershipsOf, rolesByIds } from '#server/modules/auth/index.ts';
import { grantedMenus, toMenuItem } from '#server/modules/menus/index.ts';
import { ownFiles } from '#server/modules/upload/index.ts';
import { roleIdsOf } from '#server/platform/access/permissions.ts';
import type { Principal } from '#server/platform/auth/principal.ts';
import { badRequest, notFound } from '#server/platform/http/errors.ts';
import { agentScope } from '#server/platform/tenancy/scope.ts';
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

/** The team the user acts in (agent team › profile). */
export async function teamProfile(db: Db, principal: AgentPrincipal): Promise<TeamProfile> {
  const row = await repository.findTeam(db, agentScope(principal.agentId));
  if (!row) throw notFound('team not found');
  return presentTeam(row);
}

/** Its owners edit the team's name, brief, avatar (an image uploaded in the team, or empty) and contact. */
export async function updateTeamProfile(
  db: Db,
  principal: AgentPrincipal,
  input: z.output<typeof teamProfileUpdateRequest>,
): Promise<TeamProfile> {
  await requireTeamImage(db, principal, input.corporate_avatar);
  const row = await repository.updateTeam(db, agentScope(principal.agentId), input);
  if (!row) throw notFound('team not found');
  return presentTeam(row);
}

/** An image registered in the files of the team the user acts in now (not one of its customers'), or empty. */
async function requireTeamImage(db: Db, principal: AgentPrincipal, key: string) {
  if (!key) return;
  const owned = key.startsWith(`agent/${principal.agentId}/`)
    ? await ownFiles(db, agentScope(principal.agentId), [key], 'image')
    : [];
  if (owned.length === 0) throw badRequest('avatar must be an image uploaded in this team');
}

/**
 * Sets the signed-in agent user's avatar (spec §7 updateBasicAvatar): an image registered in the files of
 * the team the user acts in now, or empty for the default avatar. Another team's key is refused.
 */
export async function updateAvatar(db: Db, principal: AgentPrincipal, avatar: string): Promise<void> {
  await requireTeamImage(db, principal, avatar);
  await repository.updateAgentUser(db, principal.agentUserId, { avatar });
}
