import { type Kysely, sql } from 'kysely';

// Fee rates editable from /cost (issue 16): the platform's rates (those of the platform default site's
// fee_rates rows, which every site without a rate of its own follows) as versions with an effective time,
// never updated, like activity_prices (0051). A code without a version in force keeps its fee_rates row's
// values: that row is the built-in rate. The mode of a code (percent / unit) is its row's and never changes;
// a version carries the rate, the minimum fee and the text customers read beside it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('fee_rate_versions')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('code', 'text', (col) => col.notNull())
    .addColumn('rate', 'integer', (col) => col.notNull().check(sql`rate >= 0`))
    .addColumn('min_fee', 'integer', (col) => col.notNull().check(sql`min_fee >= 0`))
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('effective_at', 'timestamptz', (col) => col.notNull())
    .addColumn('note', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_by', 'integer', (col) => col.references('admins.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('fee_rate_versions_code_effective')
    .on('fee_rate_versions')
    .columns(['code', 'effective_at desc'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('fee_rate_versions').execute();
}
