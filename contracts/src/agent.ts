import { z } from 'zod';
import { emptyData } from './envelope.ts';
import { rowId } from './input.ts';
import { menuItem } from './menu.ts';
import { defineRoute, reply } from './route.ts';

export const team = z.object({
  opid: z.number().int(),
  corporate_name: z.string(),
  corporate_brief: z.string(),
  corporate_avatar: z.string(),
  /** 1 = verified */
  status: z.number().int(),
});
export type Team = z.infer<typeof team>;

/** GET /api/agent/BasicInfo/getInfo (spec §3 agent user info). */
export const agentInfo = z.object({
  basic_info: z.object({
    name: z.string(),
    avatar: z.string(),
    last_team_id: z.number().int(),
    is_admin: z.number().int(),
    agent_id: z.number().int(),
    customer_id: z.number().int(),
  }),
  roles: z.array(z.object({ roleCode: z.string(), roleName: z.string() })),
  teams: z.array(team),
  authorities: z.array(z.string()),
});
export type AgentInfo = z.infer<typeof agentInfo>;

export const agentPermissions = z.array(menuItem);

export const changeTeamRequest = z.object({
  opid: rowId('opid is required'),
});

/** POST /api/agent/BasicInfo/updateBasicName (spec §7): the signed-in agent user's display name. */
export const updateBasicNameRequest = z.object({
  name: z
    .string({ error: 'name is required' })
    .trim()
    .min(1, { error: 'name is required' })
    .max(50, { error: 'name is at most 50 characters' }),
});
export type UpdateBasicNameRequest = z.infer<typeof updateBasicNameRequest>;

/**
 * POST /api/agent/BasicInfo/updateBasicAvatar (spec §7): a storage key uploaded in the current team
 * (agent/{agent_id}/…), or empty to go back to the default avatar.
 */
export const updateBasicAvatarRequest = z.object({
  avatar: z
    .string({ error: 'avatar must be a storage key' })
    .trim()
    .max(255, { error: 'avatar must be a storage key' }),
});
export type UpdateBasicAvatarRequest = z.infer<typeof updateBasicAvatarRequest>;

const agentOnly = { audience: 'agent' } as const;

/** The agent console's own user and team (spec §7 BasicInfo, Permissions). */
export const agentApi = {
  getInfo: defineRoute({
    method: 'GET',
    path: '/api/agent/BasicInfo/getInfo',
    access: agentOnly,
    tags: ['agent'],
    summary: 'Signed-in agent user, roles, teams and authorities',
    reply: reply.data(agentInfo),
  }),
  permissions: defineRoute({
    method: 'GET',
    path: '/api/agent/Permissions/getList',
    access: agentOnly,
    tags: ['agent'],
    summary: 'Menus and permissions in the current team',
    reply: reply.data(agentPermissions),
  }),
  changeTeam: defineRoute({
    method: 'POST',
    path: '/api/agent/BasicInfo/changeTeam',
    access: agentOnly,
    tags: ['agent'],
    summary: 'Act in another team of the user',
    body: changeTeamRequest,
    reply: reply.data(emptyData),
  }),
  updateBasicName: defineRoute({
    method: 'POST',
    path: '/api/agent/BasicInfo/updateBasicName',
    access: agentOnly,
    tags: ['agent'],
    summary: 'Rename the signed-in agent user',
    body: updateBasicNameRequest,
    reply: reply.data(emptyData),
  }),
  updateBasicAvatar: defineRoute({
    method: 'POST',
    path: '/api/agent/BasicInfo/updateBasicAvatar',
    access: agentOnly,
    tags: ['agent'],
    summary: "Set the signed-in agent user's avatar to an image uploaded in the current team",
    body: updateBasicAvatarRequest,
    reply: reply.data(emptyData),
  }),
};
