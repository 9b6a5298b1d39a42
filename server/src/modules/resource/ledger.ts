import type { LedgerType, ResourceKind } from '@onsite/contracts';
import type { Db } from '#server/db/database.ts';
import { badRequest } from '#server/platform/http/errors.ts';
import type { MessageKey, MessageParams } from '#server/platform/i18n/messages.ts';

export type CustomerOwner = { agentId: number; customerId: number };

/** One movement of one account: credits positive, debits negative; every entry says why and links to what. */
export interface EntryInput {
  kind: ResourceKind;
  amount: number;
  type: LedgerType;
  /** why, as a message-catalogue key (translated for each reader) and its params */
  reason: MessageKey;
  params?: MessageParams;
  orderNo?: string | null;
  activityId?: number | null;
  withdrawalId?: number | null;
  /** when it happened; now unless a seed backdates it */
  at?: Date;
}

/**
 * Runs `work` in a transaction: the caller's when `db` already is one (applyPayment's), a new one otherwise.
 */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/**
 * The only writer of the ledger. In one transaction: each touched account's balance row is created if
 * missing and locked FOR UPDATE (in kind order, so two writers never wait on each other crosswise), the
 * entries are appended with the balance after each, and the balance rows are set to the result. A result
 * below zero refuses the whole call ("insufficient balance") and nothing is written. So a balance is always
 * the sum of its entries and never negative (the database checks `balance >= 0` too).
 */
export async function postEntries(db: Db, owner: CustomerOwner, entries: EntryInput[]) {
  if (entries.length === 0) return [];
  for (const entry of entries) {
    if (!Number.isSafeInteger(entry.amount) || entry.amount === 0) {
      throw new RangeError(`a ledger entry needs a non-zero whole amount, got ${entry.amount}`);
    }
  }
  return inTransaction(db, async (trx) => {
    const kinds = [...new Set(entries.map((entry) => entry.kind))].sort();
    const balances = new Map<ResourceKind, number>();
    for (const kind of kinds) {
      await trx
        .insertInto('resource_accounts')
        .values({ customer_id: owner.customerId, agent_id: owner.agentId, kind })
        .onConflict((conflict) => conflict.columns(['customer_id', 'kind']).doNothing())
        .execute();
      const account = await trx
        .selectFrom('resource_accounts')
        .select('balance')
        .where('customer_id', '=', owner.customerId)
        .where('kind', '=', kind)
        .forUpdate()
        .executeTakeFirstOrThrow();
      balances.set(kind, Number(account.balance));
    }
    const rows = entries.map((entry) => {
      const after = (balances.get(entry.kind) ?? 0) + entry.amount;
      if (after < 0) throw badRequest('insufficient balance');
      balances.set(entry.kind, after);
      return {
        customer_id: owner.customerId,
        agent_id: owner.agentId,
        kind: entry.kind,
        type: entry.type,
        amount: entry.amount,
        balance_after: after,
        reason: entry.reason,
        reason_params: JSON.stringify(entry.params ?? {}),
        order_no: entry.orderNo ?? null,
        activity_id: entry.activityId ?? null,
        withdrawal_id: entry.withdrawalId ?? null,
        ...(entry.at ? { created_at: entry.at } : {}),
      };
    });
    const inserted = await trx.insertInto('ledger_entries').values(rows).returningAll().execute();
    for (const kind of kinds) {
      await trx
        .updateTable('resource_accounts')
        .set({ balance: balances.get(kind) ?? 0, updated_at: new Date() })
        .where('customer_id', '=', owner.customerId)
        .where('kind', '=', kind)
        .execute();
    }
    return inserted;
  });
}
