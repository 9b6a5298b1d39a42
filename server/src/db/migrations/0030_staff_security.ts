import { type Kysely, sql } from 'kysely';

// Staff account security (issue 14): where each session signs in from and when it was last used (the
// session lists of the staff drawer and the profile page), TOTP two-factor sign-in with its recovery codes,
// and roles that require it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('sessions')
    .addColumn('ip', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('user_agent', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('last_seen_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('sessions_subject_idx')
    .on('sessions')
    .columns(['audience', 'subject_id'])
    .execute();

  await db.schema
    .alterTable('roles')
    .addColumn('require_totp', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();

  // One authenticator per staff account; enabled_at null = set up but not yet confirmed with a code.
  await db.schema
    .createTable('staff_totp')
    .addColumn('audience', 'text', (col) => col.notNull())
    .addColumn('subject_id', 'integer', (col) => col.notNull())
    .addColumn('secret_sealed', 'text', (col) => col.notNull())
    .addColumn('enabled_at', 'timestamptz')
    .addColumn('last_step', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('staff_totp_pkey', ['audience', 'subject_id'])
    .addCheckConstraint('staff_totp_audience', sql`audience in ('admin', 'agent')`)
    .execute();

  await db.schema
    .createTable('staff_recovery_codes')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('audience', 'text', (col) => col.notNull())
    .addColumn('subject_id', 'integer', (col) => col.notNull())
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('staff_recovery_codes_subject_idx')
    .on('staff_recovery_codes')
    .columns(['audience', 'subject_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('staff_recovery_codes').execute();
  await db.schema.dropTable('staff_totp').execute();
  await db.schema.alterTable('roles').dropColumn('require_totp').execute();
  await db.schema.dropIndex('sessions_subject_idx').execute();
  await db.schema
    .alterTable('sessions')
    .dropColumn('last_seen_at')
    .dropColumn('user_agent')
    .dropColumn('ip')
    .execute();
}
