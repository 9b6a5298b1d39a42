import { type Kysely, sql } from 'kysely';

// Activity plugins (issue 17, admin /addons_list and /addons; issue 15, the agent's "addon" tab).
// - plugins: the platform's catalogue. `mark` is the plugin's lowercase slug (unique); `icon` an image the
//   platform uploaded (a storage key) or an http(s) link; `price` in cents (0 = free); status 1 on sale, 0 off.
// - plugin_tools: the tools (spec §2 tool menu ids, the `tools` table) a plugin works with.
// - agent_plugins: a plugin enabled for an agent (one row per pair); `enabled_by` the admin who enabled it.
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;
  await db.schema
    .createTable('plugins')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('mark', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('icon', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('price', 'integer', (col) => col.notNull().defaultTo(0).check(sql`price >= 0`))
    .addColumn('status', 'integer', (col) => col.notNull().defaultTo(1).check(sql`status in (0, 1)`))
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('plugin_tools')
    .addColumn('plugin_id', 'integer', (col) => col.notNull().references('plugins.id').onDelete('cascade'))
    .addColumn('tool_id', 'integer', (col) => col.notNull().references('tools.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('plugin_tools_pkey', ['plugin_id', 'tool_id'])
    .execute();
  await db.schema.createIndex('plugin_tools_tool').on('plugin_tools').column('tool_id').execute();

  await db.schema
    .createTable('agent_plugins')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('agent_id', 'integer', (col) => col.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('plugin_id', 'integer', (col) => col.notNull().references('plugins.id').onDelete('cascade'))
    .addColumn('enabled_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('enabled_by', 'integer', (col) => col.references('admins.id').onDelete('set null'))
    .addUniqueConstraint('agent_plugins_pair', ['agent_id', 'plugin_id'])
    .execute();
  await db.schema.createIndex('agent_plugins_plugin').on('agent_plugins').column('plugin_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('agent_plugins').execute();
  await db.schema.dropTable('plugin_tools').execute();
  await db.schema.dropTable('plugins').execute();
}
