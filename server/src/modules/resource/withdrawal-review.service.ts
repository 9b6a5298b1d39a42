import type {
  WithdrawalPayRequest,
  WithdrawalRejectRequest,
  WithdrawalReviewItem,
  WithdrawalReviewListQuery,
} from '@onsite/contracts';
import type { Db } from '#server/db/database.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { insertNotice } from '#server/modules/notice/index.ts';
import { badRequest, notFound } from '#server/platform/http/errors.ts';
import type { MessageKey, MessageParams } from '#server/platform/i18n/messages.ts';
import { translate } from '#server/platform/i18n/translate.ts';
import { priceOf } from '#server/platform/money.ts';
import type { StaffScope } from '#server/platform/tenancy/scope.ts';
import { iso } from '#server/platform/time.ts';
import { postEntries } from './ledger.ts';
import { mask } from './resource.service.ts';
import * as repository from './withdrawal-review.repository.ts';

const PLATFORM = { kind: 'platform' } as const;

/** The platform sees the whole account number (it pays it); an agent the last 4 characters. */
export function present(row: repository.StaffWithdrawalRow, scope: StaffScope): WithdrawalReviewItem {
  return {
    id: row.id,
    customer_id: row.customer_id,
    customer_nickname: row.customer_nickname,
    customer_login: row.customer_mobile ?? row.customer_email ?? '',
    agent_id: row.agent_id,
    agent_name: row.agent_name,
    kind: row.kind,
    amount: row.amount,
    fee: row.fee,
    actual_amount: row.amount - row.fee,
    channel: row.channel,
    account_name: row.account_name,
    bank_name: row.bank_name,
    account_no: scope.kind === 'platform' ? row.account_no : mask(row.account_no),
    status: row.status,
    remark: row.remark,
    review_note: row.review_note,
    review_time: iso(row.reviewed_at),
    reviewed_by: row.reviewer ?? '',
    paid_reference: row.paid_reference,
    paid_time: iso(row.paid_at),
    paid_by: row.payer ?? '',
    create_time: iso(row.created_at),
  };
}

export async function list(db: Db, scope: StaffScope, query: WithdrawalReviewListQuery) {
  const { page, limit, status, keyword, agent_id, amount_min, amount_max, start_date, end_date } = query;
  if (amount_min !== undefined && amount_max !== undefined && amount_min > amount_max) {
    throw badRequest('amount_min must not be above amount_max');
  }
  const { rows, total } = await repository.listWithdrawals(
    db,
    scope,
    {
      status,
      keyword,
      // an agent's list is its own customers' whatever it asks
      agentId: scope.kind === 'platform' ? agent_id : undefined,
      amountMin: amount_min,
      amountMax: amount_max,
      startDate: start_date,
      endDate: end_date,
    },
    { page, limit },
  );
  return { rows: rows.map((row) => present(row, scope)), total };
}

const REFUSAL: Record<'approved' | 'rejected' | 'paid', MessageKey> = {
  approved: 'this withdrawal has already been approved',
  rejected: 'this withdrawal has already been rejected',
  paid: 'this withdrawal has already been paid',
};

type Locked = NonNullable<Awaited<ReturnType<typeof repository.lockWithdrawal>>>;

/**
 * One decision on a withdrawal, in one transaction: the row is locked, its state checked, moved by a
 * conditional update (still in the state it was read in), then `andThen` writes what goes with it (the
 * ledger entry, the customer's letter). Two admins deciding at once: the second waits for the lock and is
 * refused with the state the first left.
 */
async function decide(
  db: Db,
  id: number,
  expected: 'pending' | 'approved',
  move: (locked: Locked) => repository.WithdrawalMove,
  andThen: (trx: Db, locked: Locked) => Promise<void>,
) {
  await inTransaction(db, async (trx) => {
    const locked = await repository.lockWithdrawal(trx, PLATFORM, id);
    if (!locked) throw notFound('withdrawal not found');
    if (locked.status !== expected) {
      if (locked.status === 'pending') throw badRequest('only an approved withdrawal can be marked paid');
      throw badRequest(REFUSAL[locked.status]);
    }
    const moved = await repository.moveWithdrawal(trx, PLATFORM, id, move(locked));
    if (!moved) throw badRequest('this withdrawal has already been decided');
    await andThen(trx, locked);
  });
  const row = await repository.findWithdrawal(db, PLATFORM, id);
  if (!row) throw notFound('withdrawal not found');
  return present(row, PLATFORM);
}

/** A letter to the withdrawal's customer (its message centre's "letter" tab), in the product's language. */
function tell(
  trx: Db,
  locked: Locked,
  title: MessageKey,
  content: MessageKey,
  params: MessageParams,
): Promise<unknown> {
  return insertNotice(trx, {
    type: 'letter',
    description: '',
    status: 0,
    audience: 'customer',
    agentId: locked.agent_id,
    customerId: locked.customer_id,
    createdByAdminId: null,
    icon: 'WalletOutlined',
    title: translate(title, 'zh_CN'),
    content: translate(content, 'zh_CN', params),
  });
}

/** pending → approved: the platform will pay it out (then marks it paid). */
export function approve(db: Db, adminId: number, id: number) {
  return decide(
    db,
    id,
    'pending',
    () => ({ to: 'approved', from: 'pending', adminId, at: new Date() }),
    (trx, locked) =>
      tell(
        trx,
        locked,
        'Your withdrawal has been approved',
        'Your withdrawal of {amount} has been approved and will be paid to your account shortly.',
        { amount: priceOf(locked.amount) },
      ).then(() => undefined),
  );
}

/**
 * pending → rejected with the reason the customer reads; the held amount returns to the account it left by a
 * `withdrawal_refund` ledger entry in the same transaction, so the balance is again the sum of its entries.
 */
export function reject(db: Db, adminId: number, input: WithdrawalRejectRequest) {
  return decide(
    db,
    input.id,
    'pending',
    () => ({ to: 'rejected', from: 'pending', adminId, at: new Date(), reason: input.reason }),
    async (trx, locked) => {
      await postEntries(trx, { agentId: locked.agent_id, customerId: locked.customer_id }, [
        {
          kind: locked.kind,
          amount: locked.amount,
          type: 'withdrawal_refund',
          reason: 'withdrawal {id} rejected: the amount is returned',
          params: { id: locked.id },
          withdrawalId: locked.id,
        },
      ]);
      await tell(
        trx,
        locked,
        'Your withdrawal was rejected',
        'Your withdrawal of {amount} was rejected: {reason}. The amount is back in your account.',
        { amount: priceOf(locked.amount), reason: input.reason },
      );
    },
  );
}

/** approved → paid with the transfer's reference, exactly once (a second call is refused, nothing written). */
export function pay(db: Db, adminId: number, input: WithdrawalPayRequest) {
  return decide(
    db,
    input.id,
    'approved',
    () => ({ to: 'paid', from: 'approved', adminId, at: new Date(), reference: input.reference }),
    (trx, locked) =>
      tell(
        trx,
        locked,
        'Your withdrawal has been paid',
        'Your withdrawal of {amount} has been paid ({actual} after the fee); transfer reference {reference}.',
        {
          amount: priceOf(locked.amount),
          actual: priceOf(locked.amount - locked.fee),
          reference: input.reference,
        },
      ).then(() => undefined),
  );
}
