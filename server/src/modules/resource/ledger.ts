import type { LedgerType, ResourceKind } from '@onsite/contracts';
import type { Db } from '#server/db/database.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { badRequest } from '#server/platform/http/errors.ts';
import type { MessageKey, MessageParams } from '#server/platform/i18n/messages.ts';
import { customerScope } from '#server/platform/tenancy/scope.ts';
import * as repository from './ledger.repository.ts';

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
 * The only writer of the ledger. In one transaction: each touched account's balance row is created if
 * missing and locked FOR UPDATE (in kind order, so two writers never wait on each other crosswise), the
 * entries are appended with the balance after each, and the balance rows are set to the result. A result
 * below zero refuses the whole call ("insufficient balance") and nothing is written. So a balance is always
 * the sum of its entries and never negative (the database checks `balance >= 0` too). `owner` is the bare
 * ids rather than a CustomerScope because the seed's ledger builders (seed/resource.ts) hold those.
 */
export async function postEntries(
  db: Db,
  owner: { agentId: number; customerId: number },
  entries: EntryInput[],
) {
  if (entries.length === 0) return [];
  for (const entry of entries) {
    if (!Number.isSafeInteger(entry.amount) || entry.amount === 0) {
      throw new RangeError(`a ledger entry needs a non-zero whole amount, got ${entry.amount}`);
    }
  }
  const scope = customerScope(owner);
  return inTransaction(db, async (trx) => {
    const kinds = [...new Set(entries.map((entry) => entry.kind))].sort();
    const balances = new Map<ResourceKind, number>();
    for (const kind of kinds) balances.set(kind, await repository.lockAccount(trx, scope, kind));
    const rows = entries.map((entry) => {
      const after = (balances.get(entry.kind) ?? 0) + entry.amount;
      if (after < 0) throw badRequest('insufficient balance');
      balances.set(entry.kind, after);
      return {
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
    const inserted = await repository.appendEntries(trx, scope, rows);
    for (const kind of kinds) await repository.setBalance(trx, scope, kind, balances.get(kind) ?? 0);
    return inserted;
  });
}
