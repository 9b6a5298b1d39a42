import type { Db } from '#server/db/database.ts';
import type { AgentScope, TenantScope } from '#server/platform/tenancy/scope.ts';
import { whereTenant } from '#server/platform/tenancy/where-tenant.ts';

/** Team attestation submissions: a team sees its own, the platform every team's. */
type TeamScope = Exclude<TenantScope, { kind: 'customer' }>;

function submissions(db: Db, scope: TeamScope) {
  return db
    .selectFrom('agent_attestations')
    .innerJoin('agents', 'agents.id', 'agent_attestations.agent_id')
    .leftJoin('admins', 'admins.id', 'agent_attestations.reviewed_by')
    .where(whereTenant(scope, 'agent_attestations'));
}

const columns = [
  'agent_attestations.id',
  'agent_attestations.agent_id',
  'agents.corporate_name',
  'agent_attestations.licence_image',
  'agent_attestations.contact_name',
  'agent_attestations.contact_phone',
  'agent_attestations.status',
  'agent_attestations.reason',
  'agent_attestations.created_at',
  'agent_attestations.reviewed_at',
  'admins.nickname as reviewer',
] as const;

export async function listSubmissions(
  db: Db,
  scope: TeamScope,
  filter: { keyword?: string; status?: number },
  page: { page: number; limit: number },
) {
  let query = submissions(db, scope);
  if (filter.keyword)
    query = query.where('agents.corporate_name', 'ilike', `%${filter.keyword.replace(/[\\%_]/g, '\\$&')}%`);
  if (filter.status !== undefined) query = query.where('agent_attestations.status', '=', filter.status);
  const [rows, total] = await Promise.all([
    query
      .select(columns)
      // waiting ones first, then the newest
      .orderBy('agent_attestations.status', 'asc')
      .orderBy('agent_attestations.id', 'desc')
      .limit(page.limit)
      .offset((page.page - 1) * page.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.count) };
}

export type SubmissionRow = Awaited<ReturnType<typeof listSubmissions>>['rows'][number];

export function teamSubmissions(db: Db, scope: AgentScope) {
  return submissions(db, scope).select(columns).orderBy('agent_attestations.id', 'desc').limit(50).execute();
}

export function findSubmission(db: Db, scope: TeamScope, id: number) {
  return submissions(db, scope).select(columns).where('agent_attestations.id', '=', id).executeTakeFirst();
}

/** A new waiting submission; answers undefined when one is already waiting (the partial unique index). */
export async function insertSubmission(
  db: Db,
  scope: AgentScope,
  row: { licence_image: string; contact_name: string; contact_phone: string; submittedBy: number },
) {
  const inserted = await db
    .insertInto('agent_attestations')
    .values({
      agent_id: scope.agentId,
      licence_image: row.licence_image,
      contact_name: row.contact_name,
      contact_phone: row.contact_phone,
      submitted_by: row.submittedBy,
    })
    .onConflict((conflict) => conflict.column('agent_id').where('status', '=', 0).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

/** waiting → approved / rejected exactly once; answers the team of the submission, or undefined. */
export async function decide(
  db: Db,
  scope: TeamScope,
  id: number,
  decision: { status: 1 | 2; reason: string; reviewedBy: number },
) {
  const updated = await db
    .updateTable('agent_attestations')
    .set({
      status: decision.status,
      reason: decision.reason,
      reviewed_by: decision.reviewedBy,
      reviewed_at: new Date(),
    })
    .where('id', '=', id)
    .where('status', '=', 0)
    .where(whereTenant(scope))
    .returning('agent_id')
    .executeTakeFirst();
  return updated?.agent_id;
}

/** The team's verified mark (agents.status: 1 verified) follows the last decision. */
// tenancy: the platform's review (admin only) of the team whose submission it decided
export async function setTeamVerified(db: Db, agentId: number, verified: boolean) {
  await db
    .updateTable('agents')
    .set({ status: verified ? 1 : 0, updated_at: new Date() })
    .where('id', '=', agentId)
    .execute();
}

export async function teamVerified(db: Db, scope: AgentScope) {
  const row = await db
    .selectFrom('agents')
    .select('status')
    .where('id', '=', scope.agentId)
    .executeTakeFirstOrThrow();
  return row.status;
}
