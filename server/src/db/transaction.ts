import type { Db } from './database.ts';

/**
 * Runs `work` in a transaction: the caller's when `db` already is one (a payment applied inside a confirmed
 * bank transfer, a ledger entry inside a withdrawal), a new one otherwise.
 */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
