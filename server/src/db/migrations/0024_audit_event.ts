import type { Kysely } from 'kysely';

// Audit events (issue 13): what happened beyond the call itself, for the rows that need it — a login lockout
// starting (which account, from which source, after how many failures, for how long). Null for ordinary calls.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('audit_logs').addColumn('event', 'jsonb').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('audit_logs').dropColumn('event').execute();
}
