import { type Kysely, sql } from 'kysely';

// Reconciliation actions (issue 16, 资金 › 对账). What does not add up is found by queries over payments,
// notifies, transfers and orders (fund.repository.ts); how the platform dealt with each item is recorded here,
// one row per item (its list key: `notify-<id>`, `transfer-<id>`, `order-<id>`), never changed:
// - refund: the money of a second payment or of a notify without an order went back through the gateway
//   (reference = the gateway's refund id);
// - returned: the money was given back outside the gateway (reference = the transfer's);
// - dismiss: checked, nothing to give back (the note says why).
// The unique key makes a second resolution of the same item fail: two staff cannot refund it twice.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reconcile_resolutions')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('item_key', 'text', (col) => col.notNull().unique())
    .addColumn('kind', 'text', (col) =>
      col.notNull().check(sql`kind in ('paid_twice', 'orphan_notify', 'stale_pending')`),
    )
    .addColumn('action', 'text', (col) =>
      col.notNull().check(sql`action in ('refund', 'returned', 'dismiss')`),
    )
    .addColumn('amount', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('reference', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('note', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('resolved_by', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reconcile_resolutions').ifExists().execute();
}
