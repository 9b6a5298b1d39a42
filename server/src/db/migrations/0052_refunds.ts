import { type Kysely, sql } from 'kysely';

// Refunds of paid orders by staff (issue 16, i16-refund).
// - refunds: one row per refund, never updated. agent_id the order's tenant; amount in cents; full = it took
//   back what the order delivered; channel where the money went (the gateway, or the customer's balance for
//   an order paid offline); created_by the staff account (admin or agent user) and its audience.
// - orders.refunded_amount: the order's refunded total, kept with the refunds in one transaction under the
//   order's row lock; the check keeps it within what was paid whatever a writer does.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('refunded_amount', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`alter table orders add constraint orders_refund_within_paid
    check (refunded_amount >= 0 and refunded_amount <= pay_amount)`.execute(db);
  await db.schema
    .createTable('refunds')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('agent_id', 'integer', (col) => col.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('refund_no', 'text', (col) => col.notNull().unique())
    .addColumn('amount', 'integer', (col) => col.notNull().check(sql`amount > 0`))
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('full', 'boolean', (col) => col.notNull())
    .addColumn('channel', 'text', (col) => col.notNull().check(sql`channel in ('gateway', 'balance')`))
    .addColumn('gateway_refund_id', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('succeeded'))
    .addColumn('created_by', 'integer', (col) => col.notNull())
    .addColumn('created_by_audience', 'text', (col) =>
      col.notNull().check(sql`created_by_audience in ('admin', 'agent')`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('refunds_order').on('refunds').columns(['order_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('refunds').ifExists().execute();
  await db.schema.alterTable('orders').dropConstraint('orders_refund_within_paid').ifExists().execute();
  await db.schema.alterTable('orders').dropColumn('refunded_amount').execute();
}
