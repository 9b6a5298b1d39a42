import type { Kysely } from 'kysely';

// The platform confirms or rejects offline transfers too (issue 16): reviewed_by names the agent user who
// decided, reviewed_by_admin the platform admin (one of the two is set once a transfer is decided).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('bank_transfers')
    .addColumn('reviewed_by_admin', 'integer', (col) => col.references('admins.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bank_transfers').dropColumn('reviewed_by_admin').execute();
}
