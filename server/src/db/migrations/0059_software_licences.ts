import { type Kysely, sql } from 'kysely';

// Software licences bought on the customer site (issue 16, order type 18).
// - software_licences: one row per licence a paid software order issued (n = 1..quantity), owned by the
//   customer (agent_id, customer_id) so tenancy scopes it and a moved customer takes it along. The key is
//   random and unique; (order_id, n) is unique, so an order issues each of its licences at most once. The
//   seats are the product's at purchase. A full refund of the order revokes them (status 'revoked').
// - orders.quantity: how many of the subject an order bought (licences; 1 for everything else).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('quantity', 'integer', (col) => col.notNull().defaultTo(1).check(sql`quantity >= 1`))
    .execute();
  await db.schema
    .createTable('software_licences')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('agent_id', 'integer', (col) => col.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (col) =>
      col.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('software_id', 'integer', (col) => col.notNull().references('software_products.id'))
    .addColumn('n', 'integer', (col) => col.notNull().check(sql`n >= 1`))
    .addColumn('licence_key', 'text', (col) => col.notNull().unique())
    .addColumn('seats', 'integer', (col) => col.notNull().check(sql`seats >= 1`))
    .addColumn('status', 'text', (col) =>
      col.notNull().defaultTo('active').check(sql`status in ('active', 'revoked')`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('revoked_at', 'timestamptz')
    .addUniqueConstraint('software_licences_order_n', ['order_id', 'n'])
    .execute();
  await db.schema
    .createIndex('software_licences_customer')
    .on('software_licences')
    .columns(['customer_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('software_licences').execute();
  await db.schema.alterTable('orders').dropColumn('quantity').execute();
}
