import type { Db } from '#server/db/database.ts';
import type { Audience } from '#server/db/schema.ts';
import type { Principal } from '#server/platform/auth/principal.ts';

/** Who a job belongs to: the account that queued it, in its tenant (jobs are per account, not per team). */
export interface JobOwnerScope {
  audience: Audience;
  userId: number;
  agentId: number | null;
  customerId: number | null;
}

export function jobOwnerOf(principal: Principal): JobOwnerScope {
  switch (principal.kind) {
    case 'admin':
      return { audience: 'admin', userId: principal.adminId, agentId: null, customerId: null };
    case 'agent':
      return {
        audience: 'agent',
        userId: principal.agentUserId,
        agentId: principal.agentId,
        customerId: null,
      };
    case 'customer':
      return {
        audience: 'customer',
        userId: principal.customerId,
        agentId: principal.agentId,
        customerId: principal.customerId,
      };
  }
}

/**
 * Whether the principal owns the job whose file (its uploaded sheet or its result) is stored under `key`:
 * the storage server asks it before serving a job's file to a session.
 */
// tenancy: the key names one job's file; the answer compares that job's owner with the caller
export async function ownsJobFile(db: Db, principal: Principal, key: string): Promise<boolean> {
  const owner = jobOwnerOf(principal);
  const job = await db
    .selectFrom('jobs')
    .select(['audience', 'user_id', 'agent_id', 'customer_id'])
    .where((eb) => eb.or([eb('result_key', '=', key), eb('source_key', '=', key)]))
    .executeTakeFirst();
  return (
    job !== undefined &&
    job.audience === owner.audience &&
    job.user_id === owner.userId &&
    job.agent_id === owner.agentId &&
    job.customer_id === owner.customerId
  );
}
