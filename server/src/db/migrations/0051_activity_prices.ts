import { type Kysely, sql } from 'kysely';

// Cost settings (/cost, issue 16): activity prices as versions instead of constants in the code.
// - activity_prices: one row per version, never updated. tool_id 0 = the default every tool without versions
//   of its own follows (no foreign key: 0 is no tool; the service checks a tool id exists). The version in
//   force for a tool at time T is its latest with effective_at <= T, else the default's. created_by the
//   admin who set it (null for the built-in default below, or a removed account).
// - the built-in default: the prices the code charged until now (ActivityPricing), in force since the epoch,
//   so that every tool keeps its price until an operator sets another.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('activity_prices')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('tool_id', 'integer', (col) => col.notNull().check(sql`tool_id >= 0`))
    .addColumn('create_price', 'integer', (col) => col.notNull().check(sql`create_price >= 0`))
    .addColumn('renew_per_day', 'integer', (col) => col.notNull().check(sql`renew_per_day >= 0`))
    .addColumn('expand_per_block', 'integer', (col) => col.notNull().check(sql`expand_per_block >= 0`))
    .addColumn('effective_at', 'timestamptz', (col) => col.notNull())
    .addColumn('note', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_by', 'integer', (col) => col.references('admins.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('activity_prices_tool_effective')
    .on('activity_prices')
    .columns(['tool_id', 'effective_at desc'])
    .execute();
  await sql`insert into activity_prices (tool_id, create_price, renew_per_day, expand_per_block, effective_at)
    values (0, 9900, 700, 2000, 'epoch')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('activity_prices').execute();
}
