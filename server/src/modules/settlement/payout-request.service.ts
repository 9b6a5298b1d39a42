import type {
  PayoutRequestCreate,
  PayoutRequestItem,
  PayoutRequestPay,
  PayoutRequestQuery,
  PayoutRequestReject,
} from '@onsite/contracts';
import type { Db } from '#server/db/database.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { insertNotice } from '#server/modules/notice/index.ts';
import { badRequest, notFound } from '#server/platform/http/errors.ts';
import type { MessageKey, MessageParams } from '#server/platform/i18n/messages.ts';
import { translate } from '#server/platform/i18n/translate.ts';
import { priceOf } from '#server/platform/money.ts';
import { type AgentScope, agentScope, type StaffScope } from '#server/platform/tenancy/scope.ts';
import { iso } from '#server/platform/time.ts';
import * as requests from './payout-request.repository.ts';
import * as repository from './settlement.repository.ts';
import { recordPayout } from './settlement.service.ts';

/**
 * Agents' payout requests (issue 16, docs/decisions.md "Payout requests"): the agent's owners ask to be
 * paid what the platform owes them; the platform pays (a settlement payment of the amount, through the same
 * payout path and balance lock) or rejects with a reason; the agent may cancel while pending.
 */

const PLATFORM = { kind: 'platform' } as const;

type Row = NonNullable<Awaited<ReturnType<typeof requests.findRequest>>>;

const present = (row: Row): PayoutRequestItem => ({
  id: row.id,
  agent_id: row.agent_id,
  agent_name: row.agent_name,
  amount: row.amount,
  account: row.account,
  note: row.note,
  status: row.status,
  requested_by: row.requested_by ?? '',
  reason: row.reason,
  reference: row.reference ?? '',
  create_time: iso(row.created_at),
  decided_time: row.decided_at ? iso(row.decided_at) : '',
});

async function answer(db: Db, scope: StaffScope, id: number): Promise<PayoutRequestItem> {
  const row = await requests.findRequest(db, scope, id);
  if (!row) throw notFound('payout request not found');
  return present(row);
}

export async function list(db: Db, scope: StaffScope, query: PayoutRequestQuery) {
  const { rows, total } = await requests.listRequests(
    db,
    scope,
    { status: query.status, agentId: scope.kind === 'platform' ? query.agent_id : undefined },
    query,
  );
  return { rows: rows.map(present), total };
}

/** The agent asks for at most its balance, one pending request at a time (the balance row locked meanwhile). */
export async function request(
  db: Db,
  site: AgentScope,
  agentUserId: number,
  input: PayoutRequestCreate,
  now = new Date(),
): Promise<PayoutRequestItem> {
  const id = await inTransaction(db, async (trx) => {
    const balance = await repository.lockBalance(trx, site, now);
    if (await requests.hasPending(trx, site))
      throw badRequest('a payout request of the team is already pending');
    if (input.amount > balance) {
      throw badRequest('the request is more than the platform owes the team ({balance})', {
        balance: priceOf(Math.max(balance, 0)),
      });
    }
    return requests.insertRequest(
      trx,
      site,
      { amount: input.amount, account: input.account, note: input.note, requestedBy: agentUserId },
      now,
    );
  });
  return answer(db, site, id);
}

const REFUSAL = {
  paid: 'this payout request has already been paid',
  rejected: 'this payout request has already been rejected',
  cancelled: 'this payout request has been cancelled',
} as const satisfies Record<string, MessageKey>;

/** Locks a pending request in the scope (another tenant's: 404; decided: 400 saying how). */
async function lockPending(trx: Db, scope: StaffScope, id: number) {
  const locked = await requests.lockRequest(trx, scope, id);
  if (!locked) throw notFound('payout request not found');
  if (locked.status !== 'pending') throw badRequest(REFUSAL[locked.status]);
  return locked;
}

export async function cancel(db: Db, site: AgentScope, id: number, now = new Date()) {
  await inTransaction(db, async (trx) => {
    await lockPending(trx, site, id);
    await requests.decideRequest(trx, site, id, { status: 'cancelled', at: now });
  });
  return answer(db, site, id);
}

/** Pays the request's amount to the agent (a settlement payment with the reference) and closes it, once. */
export async function pay(db: Db, adminId: number, input: PayoutRequestPay, now = new Date()) {
  await inTransaction(db, async (trx) => {
    const locked = await lockPending(trx, PLATFORM, input.id);
    const { entryId } = await recordPayout(
      trx,
      PLATFORM,
      adminId,
      {
        agent_id: locked.agent_id,
        direction: 'to_agent',
        amount: locked.amount,
        reference: input.reference,
        note: input.note,
      },
      now,
    );
    await requests.decideRequest(trx, PLATFORM, input.id, {
      status: 'paid',
      ledgerId: entryId,
      adminId,
      at: now,
    });
    await tell(
      trx,
      locked.agent_id,
      'Your payout request is paid',
      'The platform paid your payout request of {amount} (transfer reference {reference}).',
      {
        amount: priceOf(locked.amount),
        reference: input.reference,
      },
    );
  });
  return answer(db, PLATFORM, input.id);
}

export async function reject(db: Db, adminId: number, input: PayoutRequestReject, now = new Date()) {
  await inTransaction(db, async (trx) => {
    const locked = await lockPending(trx, PLATFORM, input.id);
    await requests.decideRequest(trx, PLATFORM, input.id, {
      status: 'rejected',
      reason: input.reason,
      adminId,
      at: now,
    });
    await tell(
      trx,
      locked.agent_id,
      'Your payout request was rejected',
      'The platform rejected your payout request of {amount}: {reason}',
      {
        amount: priceOf(locked.amount),
        reason: input.reason,
      },
    );
  });
  return answer(db, PLATFORM, input.id);
}

/** A letter to the agent's team (its message centre), in the product's language. */
function tell(trx: Db, agentId: number, title: MessageKey, content: MessageKey, params: MessageParams) {
  return insertNotice(trx, {
    type: 'letter',
    description: '',
    status: 0,
    audience: 'agent',
    agentId: agentScope(agentId).agentId,
    customerId: null,
    createdByAdminId: null,
    icon: 'WalletOutlined',
    title: translate(title, 'zh_CN'),
    content: translate(content, 'zh_CN', params),
  });
}
