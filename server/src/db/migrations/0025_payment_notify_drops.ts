import { type Kysely, sql } from 'kysely';

// Refused payment notifies are kept as a bounded sample (issue 13): at most PAY_NOTIFY_SAMPLE rows per
// provider and outcome per minute go to payment_notifies; the others are counted here, one row per
// provider, outcome and minute, so an operator sees how many came without the table growing with them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_notify_drops')
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('outcome', 'text', (col) => col.notNull())
    // the start of the minute the notifies came in (UTC)
    .addColumn('window_start', 'timestamptz', (col) => col.notNull())
    .addColumn('dropped', 'integer', (col) => col.notNull().check(sql`dropped > 0`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('payment_notify_drops_pkey', ['provider', 'outcome', 'window_start'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payment_notify_drops').ifExists().execute();
}
