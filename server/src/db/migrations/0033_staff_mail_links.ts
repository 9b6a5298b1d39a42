import { type Kysely, sql } from 'kysely';

// Mails of the people screens (issue 14): a staff account created with an emailed set-password link has no
// usable password until the link is used (admins.password_pending; its hash is of a random secret nobody
// knows); the links keep only their token's hash, one live link per account (a new one voids the previous).
// Invitations restricted to an email are mailed; emailed_at is the last time.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('admins')
    .addColumn('password_pending', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();

  await db.schema
    .createTable('staff_password_links')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('admin_id', 'integer', (col) => col.notNull().references('admins.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('voided_at', 'timestamptz')
    .addColumn('created_by', 'integer', (col) => col.references('admins.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('staff_password_links_admin')
    .on('staff_password_links')
    .column('admin_id')
    .execute();

  await db.schema.alterTable('agent_invitations').addColumn('emailed_at', 'timestamptz').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('agent_invitations').dropColumn('emailed_at').execute();
  await db.schema.dropTable('staff_password_links').execute();
  await db.schema.alterTable('admins').dropColumn('password_pending').execute();
}
