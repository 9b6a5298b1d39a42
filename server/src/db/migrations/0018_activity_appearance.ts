import { type Kysely, sql } from 'kysely';

// An activity's appearance (issue 6, the appearance tab of the activity settings): the big screen's cover,
// background music, promo video and gallery, each a storage key of a file the customer registered (the
// music may be the shipped default track). No row = the defaults (no cover, the default music).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('activity_appearances')
    .addColumn('activity_id', 'integer', (col) =>
      col.primaryKey().references('activities.id').onDelete('cascade'),
    )
    .addColumn('cover', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('music', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('video', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('gallery_on', 'boolean', (col) => col.notNull().defaultTo(false))
    // the gallery's keys in order
    .addColumn('gallery', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('activity_appearances').ifExists().execute();
}
