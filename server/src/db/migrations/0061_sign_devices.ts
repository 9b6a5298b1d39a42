import { type Kysely, sql } from 'kysely';

// On-site sign-in devices (issue 16, the "device" product kind; issue 18, the pbsign tool).
// - device_products: the platform's device models (name, description, cover, on/off sale, sort).
// - device_units: one physical kiosk of a model: its serial number (unique, upper case), the SHA-256 of its
//   device key (the key itself is shown once when the unit is added), retired_at once taken out of service.
//   "In stock" and "bound" are not stored: a unit is bound while a binding of it is not over.
// - device_bindings: a unit lent to a customer's activity for the activity's period (begin/end copied when
//   bound: the rental period), owned like the activity (agent_id, customer_id). The service refuses a binding
//   whose period overlaps another of the same unit, with the unit's row locked.
// - activity_signins.device_id: the unit that recorded an attendee's sign-in (null = the h5 page), so device
//   and h5 sign-ins are one list, once per phone per activity, and both count on the big screen.
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;
  await db.schema
    .createTable('device_products')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('cover', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('status', 'integer', (col) => col.notNull().defaultTo(1).check(sql`status in (0, 1)`))
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createTable('device_units')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('product_id', 'integer', (col) =>
      col.notNull().references('device_products.id').onDelete('restrict'),
    )
    .addColumn('serial', 'text', (col) => col.notNull().unique())
    .addColumn('key_hash', 'text', (col) => col.notNull())
    .addColumn('retired_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('device_units_product').on('device_units').column('product_id').execute();
  await db.schema
    .createTable('device_bindings')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('unit_id', 'integer', (col) =>
      col.notNull().references('device_units.id').onDelete('restrict'),
    )
    .addColumn('activity_id', 'integer', (col) =>
      col.notNull().references('activities.id').onDelete('cascade'),
    )
    .addColumn('agent_id', 'integer', (col) => col.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (col) =>
      col.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('begins_at', 'timestamptz', (col) => col.notNull())
    .addColumn('ends_at', 'timestamptz', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addCheckConstraint('device_bindings_period', sql`ends_at > begins_at`)
    .execute();
  await db.schema
    .createIndex('device_bindings_unit')
    .on('device_bindings')
    .columns(['unit_id', 'ends_at'])
    .execute();
  await db.schema
    .createIndex('device_bindings_customer')
    .on('device_bindings')
    .columns(['customer_id', 'id'])
    .execute();
  await db.schema
    .alterTable('activity_signins')
    .addColumn('device_id', 'integer', (col) => col.references('device_units.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('activity_signins_device')
    .on('activity_signins')
    .columns(['customer_id', 'device_id'])
    .where(sql.ref('device_id'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('activity_signins_device').execute();
  await db.schema.alterTable('activity_signins').dropColumn('device_id').execute();
  await db.schema.dropTable('device_bindings').execute();
  await db.schema.dropTable('device_units').execute();
  await db.schema.dropTable('device_products').execute();
}
