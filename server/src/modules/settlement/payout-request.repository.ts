import type { PayoutRequestState } from '@onsite/contracts';
import type { Db } from '#server/db/database.ts';
import { pageWithin } from '#server/db/paging.ts';
import type { AgentScope, StaffScope } from '#server/platform/tenancy/scope.ts';
import { whereTenant } from '#server/platform/tenancy/where-tenant.ts';

/** Agents' payout requests (migration 0072): the platform's view and each agent's own. */

const columns = [
  'payout_requests.id',
  'payout_requests.agent_id',
  'agents.corporate_name as agent_name',
  'payout_requests.amount',
  'payout_requests.account',
  'payout_requests.note',
  'payout_requests.status',
  'agent_users.name as requested_by',
  'payout_requests.reason',
  'agent_ledger.reference',
  'payout_requests.created_at',
  'payout_requests.decided_at',
] as const;

function withNames(db: Db, scope: StaffScope) {
  return db
    .selectFrom('payout_requests')
    .innerJoin('agents', 'agents.id', 'payout_requests.agent_id')
    .leftJoin('agent_users', 'agent_users.id', 'payout_requests.requested_by')
    .leftJoin('agent_ledger', 'agent_ledger.id', 'payout_requests.ledger_id')
    .where(whereTenant(scope, 'payout_requests'));
}

export function listRequests(
  db: Db,
  scope: StaffScope,
  filter: { status?: PayoutRequestState; agentId?: number },
  page: { page: number; limit: number },
) {
  let query = withNames(db, scope);
  if (filter.status) query = query.where('payout_requests.status', '=', filter.status);
  if (filter.agentId) query = query.where('payout_requests.agent_id', '=', filter.agentId);
  return pageWithin(db, query, page, (window) =>
    query
      .select(columns)
      // the platform works the pending ones first; then newest first
      .orderBy((eb) => eb.case().when('payout_requests.status', '=', 'pending').then(0).else(1).end())
      .orderBy('payout_requests.id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  );
}

export function findRequest(db: Db, scope: StaffScope, id: number) {
  return withNames(db, scope).select(columns).where('payout_requests.id', '=', id).executeTakeFirst();
}

/** The request's row locked until the transaction ends (deciding it happens once). */
export function lockRequest(trx: Db, scope: StaffScope, id: number) {
  return trx
    .selectFrom('payout_requests')
    .select(['id', 'agent_id', 'amount', 'status', 'note'])
    .where(whereTenant(scope))
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export function hasPending(db: Db, site: AgentScope) {
  return db
    .selectFrom('payout_requests')
    .select('id')
    .where(whereTenant(site))
    .where('status', '=', 'pending')
    .executeTakeFirst();
}

export async function insertRequest(
  trx: Db,
  site: AgentScope,
  values: { amount: number; account: string; note: string; requestedBy: number },
  now: Date,
) {
  const row = await trx
    .insertInto('payout_requests')
    .values({
      agent_id: site.agentId,
      amount: values.amount,
      account: values.account,
      note: values.note,
      requested_by: values.requestedBy,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** pending → paid / rejected / cancelled (the row is locked by the caller). */
export function decideRequest(
  trx: Db,
  scope: StaffScope,
  id: number,
  decision: {
    status: 'paid' | 'rejected' | 'cancelled';
    reason?: string;
    ledgerId?: number;
    adminId?: number;
    at: Date;
  },
) {
  return trx
    .updateTable('payout_requests')
    .set({
      status: decision.status,
      reason: decision.reason ?? '',
      ledger_id: decision.ledgerId ?? null,
      decided_by_admin: decision.adminId ?? null,
      decided_at: decision.at,
    })
    .where(whereTenant(scope))
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
}
