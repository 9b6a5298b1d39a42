import { type Kysely, sql } from 'kysely';

// Customer account settings (issue 5 part B): the sandbox WeChat tickets of "bind WeChat" (/user) and of the
// official-account authorisation (/account), the authorised official accounts, the customer's API
// credentials (secrets stored as SHA-256 hashes only) and the third-party service settings (/api).
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;
  await db.schema
    .createTable('customer_wechat_tickets')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('purpose', 'text', (col) => col.notNull().check(sql`purpose in ('bind', 'official_account')`))
    .addColumn('agent_id', 'integer', (col) => col.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (col) =>
      col.notNull().references('customers.id').onDelete('cascade'),
    )
    // the QR / authorisation page carries the ticket; only its hash is kept
    .addColumn('ticket_hash', 'text', (col) => col.notNull().unique())
    // pending → done (the bind or the authorisation happened) | failed (refused, result says why)
    .addColumn('status', 'text', (col) =>
      col.notNull().defaultTo('pending').check(sql`status in ('pending', 'done', 'failed')`),
    )
    .addColumn('result', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('customer_wechat_tickets_owner')
    .on('customer_wechat_tickets')
    .columns(['customer_id', 'id'])
    .execute();

  await db.schema
    .createTable('official_accounts')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('agent_id', 'integer', (col) => col.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (col) =>
      col.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('appid', 'text', (col) => col.notNull())
    .addColumn('nick_name', 'text', (col) => col.notNull())
    .addColumn('head_img', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('principal_name', 'text', (col) => col.notNull().defaultTo(''))
    // WeChat's service_type_info: 0/1 subscription account, 2 service account
    .addColumn('service_type', 'integer', (col) =>
      col.notNull().defaultTo(0).check(sql`service_type in (0, 1, 2)`),
    )
    // WeChat's verify_type_info: -1 not verified, 0 verified
    .addColumn('verify_type', 'integer', (col) =>
      col.notNull().defaultTo(-1).check(sql`verify_type in (-1, 0)`),
    )
    .addColumn('authorized_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('refreshed_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    // when the authoriser access token (kept by the provider adapter) must be refreshed
    .addColumn('token_expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addUniqueConstraint('official_accounts_customer_appid', ['customer_id', 'appid'])
    .execute();

  await db.schema
    .createTable('customer_api_credentials')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('agent_id', 'integer', (col) => col.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (col) =>
      col.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('app_key', 'text', (col) => col.notNull().unique())
    .addColumn('secret_hash', 'text', (col) => col.notNull())
    // comma-joined scopes (API_SCOPES in contracts)
    .addColumn('scopes', 'text', (col) => col.notNull())
    .addColumn('last_used_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('customer_api_credentials_owner')
    .on('customer_api_credentials')
    .columns(['customer_id', 'id'])
    .execute();

  await db.schema
    .createTable('customer_service_settings')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('agent_id', 'integer', (col) => col.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (col) =>
      col.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('service', 'text', (col) => col.notNull())
    .addColumn('enabled', 'integer', (col) => col.notNull().defaultTo(0).check(sql`enabled in (0, 1)`))
    .addColumn('config', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addUniqueConstraint('customer_service_settings_customer_service', ['customer_id', 'service'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('customer_service_settings').ifExists().execute();
  await db.schema.dropTable('customer_api_credentials').ifExists().execute();
  await db.schema.dropTable('official_accounts').ifExists().execute();
  await db.schema.dropTable('customer_wechat_tickets').ifExists().execute();
}
