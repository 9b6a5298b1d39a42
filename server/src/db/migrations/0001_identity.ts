import { type Kysely, sql } from 'kysely';

// Identity and tenancy: admins, agents (teams) with site settings and domains, agent users and memberships,
// customers (each under one agent), roles, menus, grants, sessions, audit log.
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;
  await db.schema
    .createTable('admins')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('username', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('nickname', 'text', (col) => col.notNull())
    .addColumn('avatar', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('is_admin', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('status', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('agents')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('corporate_name', 'text', (col) => col.notNull())
    .addColumn('corporate_brief', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('corporate_avatar', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('status', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_platform_default', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('phone_on', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('on_wechat_login', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('bottom_data', 'jsonb', (col) => col.notNull())
    .addColumn('right_data', 'jsonb', (col) => col.notNull())
    .addColumn('website_data', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
  // At most one platform default agent.
  await sql`create unique index agents_one_platform_default on agents (is_platform_default) where is_platform_default`.execute(
    db,
  );

  await db.schema
    .createTable('agent_domains')
    .addColumn('domain', 'text', (col) => col.primaryKey())
    .addColumn('agent_id', 'integer', (col) => col.notNull().references('agents.id').onDelete('cascade'))
    .execute();

  await db.schema
    .createTable('roles')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('audience', 'text', (col) =>
      col.notNull().check(sql`audience in ('admin', 'agent', 'customer')`),
    )
    .addColumn('role_code', 'text', (col) => col.notNull())
    .addColumn('role_name', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addUniqueConstraint('roles_audience_code', ['audience', 'role_code'])
    .execute();

  await db.schema
    .createTable('agent_users')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('avatar', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('phone', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('last_team_id', 'integer', (col) => col.references('agents.id').onDelete('set null'))
    .addColumn('status', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('agent_memberships')
    .addColumn('agent_user_id', 'integer', (col) =>
      col.notNull().references('agent_users.id').onDelete('cascade'),
    )
    .addColumn('agent_id', 'integer', (col) => col.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('role_id', 'integer', (col) => col.notNull().references('roles.id'))
    .addColumn('is_admin', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('agent_memberships_pk', ['agent_user_id', 'agent_id'])
    .execute();

  await db.schema
    .createTable('customers')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('agent_id', 'integer', (col) => col.notNull().references('agents.id'))
    .addColumn('mobile', 'text', (col) => col.unique())
    .addColumn('email', 'text', (col) => col.unique())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('nickname', 'text', (col) => col.notNull())
    .addColumn('avatar', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('company_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('city', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('from_admin', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('from_agent', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('customer_vip_id', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('vip_id', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('vip_title', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('vip_expires_at', 'timestamptz')
    .addColumn('activity_total', 'integer', (col) =>
      col.notNull().defaultTo(0).check(sql`activity_total >= 0`),
    )
    .addColumn('status', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addCheckConstraint('customers_has_login', sql`mobile is not null or email is not null`)
    .execute();
  await db.schema.createIndex('customers_agent').on('customers').column('agent_id').execute();

  await db.schema
    .createTable('menus')
    // By default, not always: the customer tool menus keep the fixed ids of spec §2 (screen 1, software 2, …).
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('audience', 'text', (col) =>
      col.notNull().check(sql`audience in ('admin', 'agent', 'customer')`),
    )
    .addColumn('parent_id', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('permission_name', 'text', (col) => col.notNull())
    .addColumn('permission_mark', 'text', (col) => col.notNull())
    .addColumn('component', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('route', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('icon', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('hide', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('menu_type', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('badge', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('badge_color', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('keep_alive', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('requires_partner', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('create_time', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('update_time', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addUniqueConstraint('menus_audience_mark', ['audience', 'permission_mark'])
    .execute();

  await db.schema
    .createTable('role_menus')
    .addColumn('role_id', 'integer', (col) => col.notNull().references('roles.id').onDelete('cascade'))
    .addColumn('menu_id', 'integer', (col) => col.notNull().references('menus.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('role_menus_pk', ['role_id', 'menu_id'])
    .execute();

  await db.schema
    .createTable('admin_roles')
    .addColumn('admin_id', 'integer', (col) => col.notNull().references('admins.id').onDelete('cascade'))
    .addColumn('role_id', 'integer', (col) => col.notNull().references('roles.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('admin_roles_pk', ['admin_id', 'role_id'])
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('audience', 'text', (col) =>
      col.notNull().check(sql`audience in ('admin', 'agent', 'customer')`),
    )
    .addColumn('subject_id', 'integer', (col) => col.notNull())
    .addColumn('agent_id', 'integer', (col) => col.references('agents.id').onDelete('cascade'))
    .addColumn('remember', 'boolean', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('revoked_reason', 'text')
    .execute();
  await db.schema
    .createIndex('sessions_subject')
    .on('sessions')
    .columns(['audience', 'subject_id'])
    .execute();

  await db.schema
    .createTable('audit_logs')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('request_id', 'text', (col) => col.notNull())
    .addColumn('audience', 'text', (col) => col.notNull())
    .addColumn('actor_id', 'integer')
    .addColumn('agent_id', 'integer')
    .addColumn('customer_id', 'integer')
    .addColumn('method', 'text', (col) => col.notNull())
    .addColumn('route', 'text', (col) => col.notNull())
    .addColumn('status_code', 'integer', (col) => col.notNull())
    .addColumn('ip', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('audit_logs_agent_time')
    .on('audit_logs')
    .columns(['agent_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'audit_logs',
    'sessions',
    'admin_roles',
    'role_menus',
    'menus',
    'customers',
    'agent_memberships',
    'agent_users',
    'roles',
    'agent_domains',
    'agents',
    'admins',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
