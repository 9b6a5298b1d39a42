import { type Kysely, sql } from 'kysely';

// Device rentals (issue 16's "device" kind priced; docs/decisions "i16-device").
// - device_products.day_price: the platform's rental price per day in cents (0 = free: bound at once, as
//   before).
// - agent_device_offers: a model an agent may rent out, at its wholesale day price and its own retail day
//   price (never below), with its switch: the shape of agent_copyright_offers.
// - device_bindings: a rental of a priced model is bound `pending` with its order (type 20) and reserves the
//   unit until `expires_at`; paying makes it `active`, a full refund `ended` (`ended_at`). Bindings made
//   before are free and active.
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;
  await db.schema
    .alterTable('device_products')
    .addColumn('day_price', 'integer', (col) => col.notNull().defaultTo(0).check(sql`day_price >= 0`))
    .execute();
  await db.schema
    .createTable('agent_device_offers')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('agent_id', 'integer', (col) => col.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('device_id', 'integer', (col) =>
      col.notNull().references('device_products.id').onDelete('restrict'),
    )
    .addColumn('price', 'integer', (col) => col.notNull().check(sql`price >= 0`))
    .addColumn('retail_price', 'integer', (col) => col.notNull())
    .addColumn('enabled', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('offered_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('offered_by', 'integer', (col) => col.references('admins.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addUniqueConstraint('agent_device_offers_pair', ['agent_id', 'device_id'])
    .addCheckConstraint('agent_device_offers_retail', sql`retail_price >= price`)
    .execute();
  await db.schema
    .createIndex('agent_device_offers_device')
    .on('agent_device_offers')
    .column('device_id')
    .execute();
  await db.schema
    .alterTable('device_bindings')
    .addColumn('state', 'text', (col) =>
      col.notNull().defaultTo('active').check(sql`state in ('pending', 'active', 'ended')`),
    )
    .addColumn('order_id', 'integer', (col) => col.unique().references('orders.id').onDelete('restrict'))
    .addColumn('expires_at', 'timestamptz')
    .addColumn('ended_at', 'timestamptz')
    .execute();
  await db.schema
    .alterTable('device_bindings')
    .addCheckConstraint(
      'device_bindings_pending',
      sql`state <> 'pending' or (order_id is not null and expires_at is not null)`,
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('device_bindings').dropConstraint('device_bindings_pending').execute();
  await db.schema
    .alterTable('device_bindings')
    .dropColumn('ended_at')
    .dropColumn('expires_at')
    .dropColumn('order_id')
    .dropColumn('state')
    .execute();
  await db.schema.dropTable('agent_device_offers').execute();
  await db.schema.alterTable('device_products').dropColumn('day_price').execute();
}
