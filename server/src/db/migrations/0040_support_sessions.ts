import type { Kysely } from 'kysely';

// "Log in as" a customer for support (issue 15, modules/support): a customer session opened by a platform
// admin or an agent owner names who opened it; null in the customer's own sessions.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('sessions')
    .addColumn('support_audience', 'text')
    .addColumn('support_subject_id', 'integer')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('sessions')
    .dropColumn('support_audience')
    .dropColumn('support_subject_id')
    .execute();
}
