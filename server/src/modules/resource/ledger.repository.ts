import type { ResourceKind } from '@onsite/contracts';
import type { Insertable } from 'kysely';
import type { Db } from '#server/db/database.ts';
import type { LedgerEntryTable } from '#server/db/schema.ts';
import type { CustomerScope } from '#server/platform/tenancy/scope.ts';
import { whereTenant } from '#server/platform/tenancy/where-tenant.ts';

/** The ledger's own writes (ledger.ts postEntries is their only caller, inside its transaction). */

/** The balance of one of the customer's accounts, the account made first when missing, then locked. */
export async function lockAccount(trx: Db, scope: CustomerScope, kind: ResourceKind): Promise<number> {
  await trx
    .insertInto('resource_accounts')
    .values({ customer_id: scope.customerId, agent_id: scope.agentId, kind })
    .onConflict((conflict) => conflict.columns(['customer_id', 'kind']).doNothing())
    .execute();
  const account = await trx
    .selectFrom('resource_accounts')
    .select('balance')
    .where(whereTenant(scope))
    .where('kind', '=', kind)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return Number(account.balance);
}

export type NewEntry = Omit<Insertable<LedgerEntryTable>, 'agent_id' | 'customer_id'>;

export function appendEntries(trx: Db, scope: CustomerScope, entries: NewEntry[]) {
  return trx
    .insertInto('ledger_entries')
    .values(entries.map((entry) => ({ ...entry, customer_id: scope.customerId, agent_id: scope.agentId })))
    .returningAll()
    .execute();
}

export function setBalance(trx: Db, scope: CustomerScope, kind: ResourceKind, balance: number) {
  return trx
    .updateTable('resource_accounts')
    .set({ balance, updated_at: new Date() })
    .where(whereTenant(scope))
    .where('kind', '=', kind)
    .execute();
}
