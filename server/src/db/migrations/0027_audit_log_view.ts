import { type Kysely, sql } from 'kysely';

// The audit log as operators read it (issue 14): what the call asked for (its query and JSON body with
// secrets removed, at most 2,000 characters) and the caller's user agent, beside the who / tenant / what /
// result / IP the log already kept; newest first across the platform needs an index on the time.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('audit_logs')
    .addColumn('user_agent', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('summary', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('audit_logs_time').on('audit_logs').column('created_at').execute();
  await sql`create index audit_logs_actor_time on audit_logs (audience, actor_id, created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('audit_logs_actor_time').execute();
  await db.schema.dropIndex('audit_logs_time').execute();
  await db.schema.alterTable('audit_logs').dropColumn('summary').dropColumn('user_agent').execute();
}
