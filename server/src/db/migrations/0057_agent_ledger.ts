import { type Kysely, sql } from 'kysely';

// The reseller ledger (issue 16, "reseller economics"; docs/decisions "Reseller ledger").
// - orders.wholesale_amount: the platform's part of a sale, fixed when the order is made (a VIP plan: the
//   agent's wholesale price of its offer; an activity: the whole, sold at the platform's price). Null for
//   what is not a sale of ours (a recharge is the customer's own money; imported offline orders).
// - agent_ledger: append-only, one row per money event between the platform and an agent: a paid sale
//   (gross, wholesale, margin; who collected the money), a refund's share of it, a settlement payment.
//   `amount` is what the event changes the agent's balance by (what the platform owes the agent; negative:
//   the agent owes), `balance_after` the balance after it, written under the balance row's lock.
//   One sale row per order, one refund row per refund: a repeated notify or refund cannot count twice.
// - agent_balances: one row per agent holding the running balance (the ledger's sum, checked by the tests).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('wholesale_amount', 'integer').execute();
  await sql`alter table orders add constraint orders_wholesale_within_amount
    check (wholesale_amount is null or (wholesale_amount >= 0 and wholesale_amount <= amount))`.execute(db);

  await db.schema
    .createTable('agent_balances')
    .addColumn('agent_id', 'integer', (col) => col.primaryKey().references('agents.id').onDelete('cascade'))
    .addColumn('balance', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('agent_ledger')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('agent_id', 'integer', (col) => col.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('sale', 'refund', 'payout')`))
    .addColumn('order_id', 'integer', (col) => col.references('orders.id').onDelete('cascade'))
    .addColumn('refund_id', 'integer', (col) => col.unique().references('refunds.id').onDelete('cascade'))
    .addColumn('gross', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('wholesale', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('margin', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('collected_by', 'text', (col) => col.check(sql`collected_by in ('platform', 'agent')`))
    .addColumn('amount', 'integer', (col) => col.notNull())
    .addColumn('balance_after', 'integer', (col) => col.notNull())
    .addColumn('reference', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('note', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_by_admin', 'integer')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('agent_ledger_split', sql`gross = wholesale + margin`)
    .addCheckConstraint(
      'agent_ledger_kind_fields',
      sql`(kind = 'sale' and order_id is not null and refund_id is null and collected_by is not null)
        or (kind = 'refund' and order_id is not null and refund_id is not null)
        or (kind = 'payout' and order_id is null and refund_id is null and amount <> 0)`,
    )
    .execute();
  await sql`create unique index agent_ledger_one_sale on agent_ledger (order_id) where kind = 'sale'`.execute(
    db,
  );
  await db.schema
    .createIndex('agent_ledger_agent_time')
    .on('agent_ledger')
    .columns(['agent_id', 'created_at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('agent_ledger').ifExists().execute();
  await db.schema.dropTable('agent_balances').ifExists().execute();
  await db.schema.alterTable('orders').dropConstraint('orders_wholesale_within_amount').ifExists().execute();
  await db.schema.alterTable('orders').dropColumn('wholesale_amount').execute();
}
