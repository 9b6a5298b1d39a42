import { z } from 'zod';
import { isCalendarDay, rowId } from './input.ts';

/**
 * The audit log's filters, apart from its routes (audit.ts) so that the export query (transfer.ts) can
 * share them without an import cycle.
 */

/** Who acted: a console's staff, a customer, or someone not signed in (a login, a public form). */
export const AUDIT_ACTORS = ['admin', 'agent', 'customer', 'visitor'] as const;
/** How the call ended: served (HTTP < 400), refused (4xx: bad input, no right, not found), failed (5xx). */
export const AUDIT_RESULTS = ['ok', 'refused', 'error'] as const;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date written YYYY-MM-DD' })
  .refine(isCalendarDay, { error: 'must be a date written YYYY-MM-DD' });
/** A calendar day written YYYY-MM-DD (list filters' created ranges). */
export const calendarDay = day;

/** The audit log's own filters, shared by its list and its export (transfer.ts). */
export const auditFilterFields = {
  audience: z.enum(AUDIT_ACTORS, { error: 'must be admin, agent, customer or visitor' }).optional(),
  result: z.enum(AUDIT_RESULTS, { error: 'must be ok, refused or error' }).optional(),
  /** only sign-ins (the login log) */
  login: z.enum(['1']).optional(),
  /** admin only: one agent team's rows */
  agent_id: rowId('agent_id must be an agent id').optional(),
  start_date: day.optional(),
  end_date: day.optional(),
};
