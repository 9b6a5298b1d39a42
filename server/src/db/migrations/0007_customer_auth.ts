import { type Kysely, sql } from 'kysely';
import { addSeededPermission, removeSeededPermission } from './seeded-permission.ts';

// Customer sign-in and registration (issue 4 part A): graphic captchas, verification codes, the record of
// every SMS and email sent (the outbox), WeChat scan logins, and the WeChat identity a customer is bound to.
// Captcha answers, codes and login tokens are stored as SHA-256 hashes only.
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;
  await db.schema
    .createTable('captchas')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('key_hash', 'text', (col) => col.notNull().unique())
    .addColumn('answer_hash', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('captchas_expires').on('captchas').column('expires_at').execute();

  await db.schema
    .createTable('verification_codes')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('channel', 'text', (col) => col.notNull().check(sql`channel in ('sms', 'email')`))
    // the phone number or the lower-cased email the code was sent to; one live code per target
    .addColumn('target', 'text', (col) => col.notNull().unique())
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('message_outbox')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('channel', 'text', (col) => col.notNull().check(sql`channel in ('sms', 'email')`))
    // the agent site the message was sent for (null = platform)
    .addColumn('agent_id', 'integer', (col) => col.references('agents.id').onDelete('cascade'))
    .addColumn('recipient', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('body', 'text', (col) => col.notNull())
    // smtp / outbox (email), outbox (sms): which driver handled it
    .addColumn('driver', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('sent', 'recorded', 'failed')`))
    .addColumn('error', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('message_outbox_time')
    .on('message_outbox')
    .columns(['created_at', 'id'])
    .execute();

  await db.schema
    .createTable('wechat_logins')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('agent_id', 'integer', (col) => col.notNull().references('agents.id').onDelete('cascade'))
    // login_token (polled by the popup) and ticket (in the QR, opened by the phone), both hashed
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('ticket_hash', 'text', (col) => col.notNull().unique())
    .addColumn('openid', 'text')
    .addColumn('status', 'text', (col) =>
      col.notNull().defaultTo('pending').check(sql`status in ('pending', 'confirmed', 'done')`),
    )
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();

  await db.schema
    .alterTable('customers')
    .addColumn('wechat_openid', 'text', (col) => col.unique())
    .execute();

  // Reading the outbox (it holds live verification codes) is a permission of its own, super admin only.
  // A database seeded before this migration gets the entry here; a fresh seed adds it itself.
  await addSeededPermission(db, {
    audience: 'admin',
    mark: 'admin.message.outbox',
    name: '消息发送记录',
    parentMark: 'admin.user.message',
    sort: 20,
    role: 'platform_super_admin',
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await removeSeededPermission(db, 'admin', 'admin.message.outbox');
  await db.schema.alterTable('customers').dropColumn('wechat_openid').execute();
  for (const table of ['wechat_logins', 'message_outbox', 'verification_codes', 'captchas'])
    await db.schema.dropTable(table).ifExists().execute();
}
