import type { Db } from '#server/db/database.ts';

/** The balance rows and the sums of their entries, per kind, of one customer (the tests' ledger invariant). */
export async function ledgerTotals(db: Db, customerId: number) {
  const accounts = await db
    .selectFrom('resource_accounts')
    .select(['kind', 'balance'])
    .where('customer_id', '=', customerId)
    .execute();
  const sums = await db
    .selectFrom('ledger_entries')
    .select(['kind', (eb) => eb.fn.sum<string>('amount').as('total')])
    .where('customer_id', '=', customerId)
    .groupBy('kind')
    .execute();
  return {
    balances: Object.fromEntries(accounts.map((row) => [row.kind, Number(row.balance)])),
    sums: Object.fromEntries(sums.map((row) => [row.kind, Number(row.total)])),
  };
}
