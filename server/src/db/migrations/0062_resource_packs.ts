import { type Kysely, sql } from 'kysely';

// Resource packs (issue 16, the "resource" product kind): the platform's credit packs, SMS messages or
// red-packet funds, sold on every site at the platform's price (order type 31).
// - resource_packs: the catalogue (quantity: messages or cents per pack; price in cents; on/off sale).
// - resource_pack_orders: what an order bought, fixed when it is made (a pack edited later does not change
//   what an unpaid order credits when it is paid).
// - a paid pack order credits the account once: a unique index on its ledger entry's order number.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('resource_packs')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('sms', 'redpacket')`))
    .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity > 0`))
    .addColumn('price', 'integer', (col) => col.notNull().check(sql`price > 0`))
    .addColumn('status', 'integer', (col) => col.notNull().defaultTo(1).check(sql`status in (0, 1)`))
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('resource_pack_orders')
    .addColumn('order_id', 'integer', (col) => col.primaryKey().references('orders.id').onDelete('cascade'))
    .addColumn('pack_id', 'integer', (col) => col.notNull().references('resource_packs.id'))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('sms', 'redpacket')`))
    .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity > 0`))
    .execute();
  await db.schema
    .createIndex('resource_pack_orders_pack')
    .on('resource_pack_orders')
    .column('pack_id')
    .execute();
  await sql`create unique index ledger_entries_pack_once on ledger_entries (order_no)
    where type = 'pack_purchase'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists ledger_entries_pack_once`.execute(db);
  await db.schema.dropTable('resource_pack_orders').ifExists().execute();
  await db.schema.dropTable('resource_packs').ifExists().execute();
}
