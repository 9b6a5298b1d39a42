import type { Db } from '#server/db/database.ts';
import type { SupportBy } from '#server/platform/auth/sessions.ts';
import { hashToken } from '#server/platform/auth/tokens.ts';
import type { StaffScope } from '#server/platform/tenancy/scope.ts';
import { whereTenant } from '#server/platform/tenancy/where-tenant.ts';

/** The customer a support session is opened for, within the staff's scope (another agent's: not found). */
export function customerForSupport(db: Db, scope: StaffScope, id: number) {
  return db
    .selectFrom('customers')
    .innerJoin('agents', 'agents.id', 'customers.agent_id')
    .select(['customers.id', 'customers.agent_id', 'customers.status', 'agents.disabled_at'])
    .where(whereTenant(scope, 'customers'))
    .where('customers.id', '=', id)
    .executeTakeFirst();
}

// tenancy: the one-time code is the credential (256 bits, hashed); it names its own session, which it trades
// for a new token once: the code stops working in the same statement
export async function claimSupportSession(
  db: Db,
  code: string,
  next: { token: string; expiresAt: Date },
): Promise<
  | {
      subject_id: number;
      agent_id: number | null;
      support_audience: string | null;
      support_subject_id: number | null;
    }
  | undefined
> {
  return db
    .updateTable('sessions')
    .set({ token_hash: hashToken(next.token), expires_at: next.expiresAt, last_seen_at: new Date() })
    .where('token_hash', '=', hashToken(code))
    .where('audience', '=', 'customer')
    .where('support_audience', 'is not', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning(['subject_id', 'agent_id', 'support_audience', 'support_subject_id'])
    .executeTakeFirst();
}

// tenancy: the name of the staff account that opened the caller's own support session (shown in its banner)
export async function supportName(db: Db, by: SupportBy): Promise<string> {
  const row =
    by.audience === 'admin'
      ? await db
          .selectFrom('admins')
          .select('nickname as name')
          .where('id', '=', by.subjectId)
          .executeTakeFirst()
      : await db.selectFrom('agent_users').select('name').where('id', '=', by.subjectId).executeTakeFirst();
  return row?.name ?? '';
}

// tenancy: the caller's own session row (its id comes from the session itself)
export function sessionStart(db: Db, sessionId: number) {
  return db.selectFrom('sessions').select('created_at').where('id', '=', sessionId).executeTakeFirst();
}
