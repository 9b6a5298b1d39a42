import { type Kysely, sql } from 'kysely';

// Licensed content (版权, issue 16's "copyright" product kind; docs/decisions "Copyright licences").
// - copyright_products: the platform's catalogue: a title in three languages (zh_CN required, en / zh_TW ''
//   = shown as zh_CN), the content type, the licensor, the licence terms customers accept (plain text), the
//   licence term in months (null = perpetual), whether commercial use is allowed, the licensed asset (a
//   storage key of a file the platform uploaded, '' = none), the platform's price in cents, status 1 on sale.
// - agent_copyright_offers: an item an agent may sell, at its wholesale price and its own retail price (never
//   below), with its switch: the shape of agent_software_offers.
// - copyright_licences: the licence a paid copyright order (type 19) issued, one per order (order_id unique),
//   owned by the customer (agent_id, customer_id); the terms and the commercial flag as bought; valid until
//   null = perpetual; a full refund revokes it.
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;
  await db.schema
    .createTable('copyright_products')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('title_en', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('title_zh_tw', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('content_type', 'text', (col) =>
      col.notNull().check(sql`content_type in ('music', 'template', 'font', 'image')`),
    )
    .addColumn('licensor', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('terms', 'text', (col) => col.notNull())
    .addColumn('term_months', 'integer', (col) => col.check(sql`term_months between 1 and 120`))
    .addColumn('commercial', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('asset', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('price', 'integer', (col) => col.notNull().defaultTo(0).check(sql`price >= 0`))
    .addColumn('status', 'integer', (col) => col.notNull().defaultTo(1).check(sql`status in (0, 1)`))
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createTable('agent_copyright_offers')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('agent_id', 'integer', (col) => col.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('copyright_id', 'integer', (col) =>
      col.notNull().references('copyright_products.id').onDelete('restrict'),
    )
    .addColumn('price', 'integer', (col) => col.notNull().check(sql`price >= 0`))
    .addColumn('retail_price', 'integer', (col) => col.notNull())
    .addColumn('enabled', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('offered_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('offered_by', 'integer', (col) => col.references('admins.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addUniqueConstraint('agent_copyright_offers_pair', ['agent_id', 'copyright_id'])
    .addCheckConstraint('agent_copyright_offers_retail', sql`retail_price >= price`)
    .execute();
  await db.schema
    .createIndex('agent_copyright_offers_copyright')
    .on('agent_copyright_offers')
    .column('copyright_id')
    .execute();
  await db.schema
    .createTable('copyright_licences')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('agent_id', 'integer', (col) => col.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (col) =>
      col.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('order_id', 'integer', (col) =>
      col.notNull().unique().references('orders.id').onDelete('cascade'),
    )
    .addColumn('copyright_id', 'integer', (col) => col.notNull().references('copyright_products.id'))
    .addColumn('terms', 'text', (col) => col.notNull())
    .addColumn('commercial', 'boolean', (col) => col.notNull())
    .addColumn('valid_from', 'timestamptz', (col) => col.notNull())
    .addColumn('valid_until', 'timestamptz')
    .addColumn('status', 'text', (col) =>
      col.notNull().defaultTo('active').check(sql`status in ('active', 'revoked')`),
    )
    .addColumn('revoked_at', 'timestamptz')
    .addCheckConstraint('copyright_licences_period', sql`valid_until is null or valid_until > valid_from`)
    .execute();
  await db.schema
    .createIndex('copyright_licences_customer')
    .on('copyright_licences')
    .columns(['customer_id', 'valid_from'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('copyright_licences').execute();
  await db.schema.dropTable('agent_copyright_offers').execute();
  await db.schema.dropTable('copyright_products').execute();
}
