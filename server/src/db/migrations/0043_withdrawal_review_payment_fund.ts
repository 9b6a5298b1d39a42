import { type Kysely, sql } from 'kysely';

// Withdrawals reviewed by the platform (issue 16, admin fund › withdrawal review): who approved or rejected one
// (an admin) and when (reviewed_at, 0011), and for a paid one the transfer's reference, when and by whom. The
// staff list pages newest first across tenants, per agent, and by status.
// The payment fund (admin fund › payments, reconciliation) reads the paid orders by payment time and the
// stored notifies by outcome: an index each, so its lists and SQL totals do not scan every order.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('withdrawals')
    // the admin who approved or rejected it
    .addColumn('reviewed_by', 'integer')
    // the bank or WeChat transfer's reference, typed by the admin who marked it paid
    .addColumn('paid_reference', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('paid_by', 'integer')
    .addColumn('paid_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('withdrawals_agent_list')
    .on('withdrawals')
    .columns(['agent_id', 'id'])
    .execute();
  await db.schema
    .createIndex('withdrawals_status_list')
    .on('withdrawals')
    .columns(['status', 'id'])
    .execute();
  await db.schema
    .createIndex('orders_paid_time')
    .on('orders')
    .columns(['paid_at', 'id'])
    .where(sql.ref('is_pay'), '=', 1)
    .execute();
  await db.schema
    .createIndex('payment_notifies_outcome_time')
    .on('payment_notifies')
    .columns(['outcome', 'received_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('payment_notifies_outcome_time').ifExists().execute();
  await db.schema.dropIndex('orders_paid_time').ifExists().execute();
  await db.schema.dropIndex('withdrawals_status_list').ifExists().execute();
  await db.schema.dropIndex('withdrawals_agent_list').ifExists().execute();
  await db.schema
    .alterTable('withdrawals')
    .dropColumn('reviewed_by')
    .dropColumn('paid_reference')
    .dropColumn('paid_by')
    .dropColumn('paid_at')
    .execute();
}
