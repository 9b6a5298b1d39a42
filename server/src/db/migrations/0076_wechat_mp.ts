import { type Kysely, sql } from 'kysely';

// SCRM › 公众号 and 自定义菜单 (issue 17): the WeChat official accounts of the platform and the agents
// themselves (not their customers': those stay in official_accounts, customer-scoped), the admin's
// authorisation tickets, the followers synced from WeChat (a durable `wechat_sync` job), each account's custom
// menu (draft and published JSON), and the sandbox WeChat's own state (who follows which sandbox account,
// the menu it has live), which the in-process sandbox API answers from.
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;
  await db.schema
    .createTable('wechat_mp_accounts')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    // the owner: an agent row (the platform's own account = the default site's row)
    .addColumn('agent_id', 'integer', (col) => col.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('appid', 'text', (col) => col.notNull())
    .addColumn('nick_name', 'text', (col) => col.notNull())
    .addColumn('head_img', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('principal_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('service_type', 'integer', (col) =>
      col.notNull().defaultTo(0).check(sql`service_type in (0, 1, 2)`),
    )
    .addColumn('verify_type', 'integer', (col) =>
      col.notNull().defaultTo(-1).check(sql`verify_type in (-1, 0)`),
    )
    .addColumn('authorized_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('followers_synced_at', 'timestamptz')
    // the custom menu: the editor's draft and what WeChat accepted last ({button:[…]}, WeChat's shape)
    .addColumn('menu_draft', 'jsonb')
    .addColumn('menu_published', 'jsonb')
    .addColumn('menu_published_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addUniqueConstraint('wechat_mp_accounts_owner_appid', ['agent_id', 'appid'])
    .execute();

  await db.schema
    .createTable('wechat_mp_tickets')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    // whose account the authorisation is for, and the staff member who opened it
    .addColumn('agent_id', 'integer', (col) => col.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('admin_id', 'integer', (col) => col.notNull().references('admins.id').onDelete('cascade'))
    .addColumn('ticket_hash', 'text', (col) => col.notNull().unique())
    .addColumn('status', 'text', (col) =>
      col.notNull().defaultTo('pending').check(sql`status in ('pending', 'done')`),
    )
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('wechat_followers')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('account_id', 'integer', (col) =>
      col.notNull().references('wechat_mp_accounts.id').onDelete('cascade'),
    )
    .addColumn('agent_id', 'integer', (col) => col.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('openid', 'text', (col) => col.notNull())
    .addColumn('nickname', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('subscribe_time', 'timestamptz')
    .addColumn('subscribed', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('remark', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('synced_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addUniqueConstraint('wechat_followers_account_openid', ['account_id', 'openid'])
    .execute();

  // the sandbox WeChat: who follows which sandbox account (by appid), and each account's live menu
  await db.schema
    .createTable('sandbox_wechat_mp_followers')
    .addColumn('appid', 'text', (col) => col.notNull())
    .addColumn('openid', 'text', (col) => col.notNull())
    .addColumn('nickname', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('subscribed', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('subscribe_time', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('sandbox_wechat_mp_followers_pk', ['appid', 'openid'])
    .execute();
  await db.schema
    .createTable('sandbox_wechat_mp_menus')
    .addColumn('appid', 'text', (col) => col.primaryKey())
    .addColumn('menu', 'jsonb', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();

  await sql`alter table jobs drop constraint jobs_kind_check`.execute(db);
  await sql`alter table jobs add constraint jobs_kind_check check (kind in ('import', 'export', 'maintenance', 'wechat_sync'))`.execute(
    db,
  );
  // one waiting or running sync per account (symbol = the account id)
  await sql`create unique index jobs_one_pending_wechat_sync on jobs (symbol) where kind = 'wechat_sync' and state in ('waiting', 'running')`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from jobs where kind = 'wechat_sync'`.execute(db);
  await sql`drop index if exists jobs_one_pending_wechat_sync`.execute(db);
  await sql`alter table jobs drop constraint jobs_kind_check`.execute(db);
  await sql`alter table jobs add constraint jobs_kind_check check (kind in ('import', 'export', 'maintenance'))`.execute(
    db,
  );
  await db.schema.dropTable('sandbox_wechat_mp_menus').execute();
  await db.schema.dropTable('sandbox_wechat_mp_followers').execute();
  await db.schema.dropTable('wechat_followers').execute();
  await db.schema.dropTable('wechat_mp_tickets').execute();
  await db.schema.dropTable('wechat_mp_accounts').execute();
}
