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
