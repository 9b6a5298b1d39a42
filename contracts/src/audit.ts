import { z } from 'zod';
import { AUDIT_RESULTS, auditFilterFields } from './audit-filter.ts';
import { pageQuery } from './envelope.ts';
import { Permission } from './permissions.ts';
import { defineRoute, perAudience, reply } from './route.ts';
import { idQuery } from './site.ts';

/** The audit log's filters (admin: every tenant; agent: its own team). */
export const auditListQuery = pageQuery.extend({
  /** the actor's name or login, the route, or the IP */
  keyword: z.string().trim().max(64).optional(),
  ...auditFilterFields,
});
export type AuditListQuery = z.infer<typeof auditListQuery>;

export const auditLogItem = z.object({
  id: z.number().int(),
  create_time: z.string(),
  audience: z.string(),
  actor_id: z.number().int().nullable(),
  /** the actor's name and login as they are now ('' for visitors) */
  actor_name: z.string(),
  /** a call made in a support session ("log in as"): the staff account acting as the customer; '' otherwise */
  support_by_name: z.string(),
  agent_id: z.number().int().nullable(),
  /** the tenant: the agent team the call was made in ('' for the platform) */
  agent_name: z.string(),
  customer_id: z.number().int().nullable(),
  method: z.string(),
  route: z.string(),
  status_code: z.number().int(),
  result: z.enum(AUDIT_RESULTS),
  ip: z.string(),
  user_agent: z.string(),
  request_id: z.string(),
});
export type AuditLogItem = z.infer<typeof auditLogItem>;

/** One row with what the call asked for (query and body, secrets masked). */
export const auditLogDetail = auditLogItem.extend({ summary: z.string() });
export type AuditLogDetail = z.infer<typeof auditLogDetail>;

const AUDIT_ACCESS = {
  admin: { audience: 'admin', permission: Permission.admin.auditLog },
  agent: { audience: 'agent', permission: Permission.agent.auditLog },
} as const;

export const auditApi = {
  getList: perAudience(['admin', 'agent'], (audience) =>
    defineRoute({
      method: 'GET',
      path: `/api/${audience}/audit/getList`,
      access: AUDIT_ACCESS[audience],
      tags: ['audit'],
      summary:
        audience === 'admin'
          ? 'The audit log of every tenant: state-changing calls and sign-ins, newest first, filtered'
          : "The audit log of the agent's own team, newest first, filtered",
      query: auditListQuery,
      reply: reply.list(auditLogItem),
    }),
  ),
  getInfo: perAudience(['admin', 'agent'], (audience) =>
    defineRoute({
      method: 'GET',
      path: `/api/${audience}/audit/getInfo`,
      access: AUDIT_ACCESS[audience],
      tags: ['audit'],
      summary: 'One audit row with the summary of what the call asked for',
      query: idQuery,
      reply: reply.data(auditLogDetail),
    }),
  ),
};
