import type { Kysely } from 'kysely';

// Agent management (issue 15, admin /partner): the platform disables an agent (its customer site answers
// "site closed", its staff cannot sign in, its sessions end) and enables it again. null = enabled.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('agents').addColumn('disabled_at', 'timestamptz').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('agents').dropColumn('disabled_at').execute();
}
