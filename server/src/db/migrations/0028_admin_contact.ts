import type { Kysely } from 'kysely';

// Staff accounts of the admin console (issue 14): an email and a phone beside the username and name, set
// when an administrator creates or edits the account.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('admins')
    .addColumn('email', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('phone', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('admins').dropColumn('phone').dropColumn('email').execute();
}
