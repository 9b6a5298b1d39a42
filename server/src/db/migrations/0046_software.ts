import { type Kysely, sql } from 'kysely';

// PC software licences the platform sells through agents (issue 15, the agent's "software" tab; issue 16,
// the "software" product kind).
// - software_products: the platform's catalogue. `cover` an image the platform uploaded (a storage key) or an
//   http(s) link; `seats` the computers one licence covers; `price` the platform's price of one licence in
//   cents; `installer` the storage key of the installer the platform uploaded ('' = none yet); status 1 on
//   sale, 0 off. Licence keys issued on purchase (issue 16) will be rows of their own, referring to a product.
// - agent_software_offers: a product an agent may sell (one row per pair), at the agent's price in cents,
//   never below the platform's (the service checks it against the product's price at the time of the change);
//   `offered_by` the admin who offered it.
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;
  await db.schema
    .createTable('software_products')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('version', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('cover', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('seats', 'integer', (col) => col.notNull().defaultTo(1).check(sql`seats >= 1`))
    .addColumn('price', 'integer', (col) => col.notNull().defaultTo(0).check(sql`price >= 0`))
    .addColumn('installer', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('status', 'integer', (col) => col.notNull().defaultTo(1).check(sql`status in (0, 1)`))
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createTable('agent_software_offers')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('agent_id', 'integer', (col) => col.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('software_id', 'integer', (col) =>
      col.notNull().references('software_products.id').onDelete('restrict'),
    )
    .addColumn('price', 'integer', (col) => col.notNull().check(sql`price >= 0`))
    .addColumn('offered_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('offered_by', 'integer', (col) => col.references('admins.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addUniqueConstraint('agent_software_offers_pair', ['agent_id', 'software_id'])
    .execute();
  await db.schema
    .createIndex('agent_software_offers_software')
    .on('agent_software_offers')
    .column('software_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('agent_software_offers').execute();
  await db.schema.dropTable('software_products').execute();
}
