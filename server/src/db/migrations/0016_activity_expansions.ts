import { type Kysely, sql } from 'kysely';

// Activity expansions (issue 5, the expand dialog): an order of type 23 buys `persons` more places for
// one activity; the order row has no quantity column, so the quantity lives here by order_no and is added
// to activities.capacity when the order is paid (modules/activity applyActivityOrder).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('activity_expansions')
    .addColumn('order_no', 'text', (col) => col.primaryKey())
    .addColumn('activity_id', 'integer', (col) =>
      col.notNull().references('activities.id').onDelete('cascade'),
    )
    .addColumn('persons', 'integer', (col) => col.notNull().check(sql`persons > 0`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('activity_expansions').ifExists().execute();
}
