import { type Kysely, sql } from 'kysely';

// The activity's big screen and its attendees' h5 page (issue 18).
// - activities.h5_code: the unguessable code of the activity's h5 link and QR (32 hex characters of a random
//   UUID; every existing activity gets its own). Attendees are not signed in: the code is what they hold.
// - activity_signins: one row per attendee and activity (the phone is the key: signing in twice keeps the
//   first), owned like the activity (agent_id, customer_id = its organiser) so tenancy scopes it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('activities')
    .addColumn('h5_code', 'text', (col) =>
      col.notNull().defaultTo(sql`replace(gen_random_uuid()::text, '-', '')`),
    )
    .execute();
  await db.schema.createIndex('activities_h5_code').on('activities').column('h5_code').unique().execute();
  await db.schema
    .createTable('activity_signins')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('activity_id', 'integer', (col) =>
      col.notNull().references('activities.id').onDelete('cascade'),
    )
    .addColumn('agent_id', 'integer', (col) => col.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (col) =>
      col.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('activity_signins_activity_phone', ['activity_id', 'phone'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('activity_signins').execute();
  await db.schema.dropIndex('activities_h5_code').execute();
  await db.schema.alterTable('activities').dropColumn('h5_code').execute();
}
