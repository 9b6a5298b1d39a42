import { type Kysely, sql } from 'kysely';

// The agent user's self-service (issue 14, spec §7 BasicInfo): gender, the WeChat and WeCom identities bound
// by a sandbox scan (one account per identity), and the bind tickets those scans go through; and the teams'
// attestation submissions (admin team › attestation).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('agent_users')
    .addColumn('gender', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('wx_openid', 'text', (col) => col.unique())
    .addColumn('qy_openid', 'text', (col) => col.unique())
    .execute();

  // A bind QR of a signed-in agent user: pending → confirmed (the phone scanned, its identity known) → done
  // (updateWxOpenid / updateQyOpenid bound it). The ticket (in the QR) and its hash never leave the row.
  await db.schema
    .createTable('agent_user_binds')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('agent_user_id', 'integer', (col) =>
      col.notNull().references('agent_users.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('wechat', 'wework')`))
    .addColumn('ticket_hash', 'text', (col) => col.notNull().unique())
    .addColumn('openid', 'text')
    .addColumn('status', 'text', (col) =>
      col.notNull().defaultTo('pending').check(sql`status in ('pending', 'confirmed', 'done')`),
    )
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('agent_user_binds_user')
    .on('agent_user_binds')
    .column('agent_user_id')
    .execute();

  // The team's (organisation's) contact, edited by its owners with its name, brief and avatar.
  await db.schema
    .alterTable('agents')
    .addColumn('contact_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('contact_phone', 'text', (col) => col.notNull().defaultTo(''))
    .execute();

  // Team attestation: every submission of a team (its history), 0 waiting → 1 approved | 2 rejected (reason).
  // At most one waits at a time; an approval makes the team verified (agents.status 1), a rejection not.
  await db.schema
    .createTable('agent_attestations')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('agent_id', 'integer', (col) => col.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('licence_image', 'text', (col) => col.notNull())
    .addColumn('contact_name', 'text', (col) => col.notNull())
    .addColumn('contact_phone', 'text', (col) => col.notNull())
    .addColumn('status', 'integer', (col) => col.notNull().defaultTo(0).check(sql`status in (0, 1, 2)`))
    .addColumn('reason', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('submitted_by', 'integer', (col) => col.references('agent_users.id').onDelete('set null'))
    .addColumn('reviewed_by', 'integer', (col) => col.references('admins.id').onDelete('set null'))
    .addColumn('reviewed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('agent_attestations_agent')
    .on('agent_attestations')
    .column('agent_id')
    .execute();
  await sql`create unique index agent_attestations_one_waiting on agent_attestations (agent_id) where status = 0`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('agent_attestations').execute();
  await db.schema.alterTable('agents').dropColumn('contact_phone').dropColumn('contact_name').execute();
  await db.schema.dropTable('agent_user_binds').execute();
  await db.schema
    .alterTable('agent_users')
    .dropColumn('qy_openid')
    .dropColumn('wx_openid')
    .dropColumn('gender')
    .execute();
}
