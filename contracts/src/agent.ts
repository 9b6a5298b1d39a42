import { z } from 'zod';
import { menuItem } from './menu.ts';

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
  opid: z.coerce.number().int().positive({ error: 'opid is required' }),
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
