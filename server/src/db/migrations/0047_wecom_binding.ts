import { type Kysely, sql } from 'kysely';

// An agent's WeCom (企业微信) binding (issue 15, the agent detail's "wework" tab; issue 17 SCRM wework): one
// per agent. `corp_id` and `app_agent_id` name the corp and its self-built app; `secret_sealed` is the app's
// secret sealed with WECOM_SECRET_KEY (AES-256-GCM, never sent to a browser) and `secret_tail` its last four
// characters to show; `callback_token` and `encoding_aes_key` (43 characters) are the app's callback
// settings. `status` is the last check of corp id and secret against gettoken: unverified (saved, not
// checked since), verified, failed (with `last_error`, a message key, and WeCom's `last_errcode`).
// `callback_verified_at` is when WeCom last verified the callback URL.
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;
  await db.schema
    .createTable('wecom_bindings')
    .addColumn('agent_id', 'integer', (col) => col.primaryKey().references('agents.id').onDelete('cascade'))
    .addColumn('corp_id', 'text', (col) => col.notNull())
    .addColumn('app_agent_id', 'integer', (col) => col.notNull().check(sql`app_agent_id > 0`))
    .addColumn('secret_sealed', 'text', (col) => col.notNull())
    .addColumn('secret_tail', 'text', (col) => col.notNull())
    .addColumn('callback_token', 'text', (col) => col.notNull())
    .addColumn('encoding_aes_key', 'text', (col) =>
      col.notNull().check(sql`encoding_aes_key ~ '^[A-Za-z0-9]{43}$'`),
    )
    .addColumn('status', 'text', (col) =>
      col.notNull().defaultTo('unverified').check(sql`status in ('unverified', 'verified', 'failed')`),
    )
    .addColumn('verified_at', 'timestamptz')
    .addColumn('last_error', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('last_errcode', 'integer')
    .addColumn('callback_verified_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('wecom_bindings').execute();
}
