import { type Kysely, sql } from 'kysely';

// Activity templates (skins; issue 17 admin /skin, issue 15 the agent's "skin" tab):
// - templates: the platform's catalogue, one tool each (the spec's tool ids), a cover (a storage key of an
//   admin's image or an http(s) link; '' = drawn from the theme colours), theme colours and a background
//   image, free or VIP only, on or off, sorted.
// - agent_template_scopes: which templates an agent's customers may use. No row = every template that is
//   on (new ones included); mode 'chosen' = only the agent_templates rows (docs/decisions.md, i17-skin).
// - activity_appearances.template_id: the template a customer picked for the activity (null = none).
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;
  await db.schema
    .createTable('templates')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('tool_id', 'integer', (col) => col.notNull().references('tools.id'))
    .addColumn('cover', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('primary_color', 'text', (col) => col.notNull())
    .addColumn('background_color', 'text', (col) => col.notNull())
    .addColumn('background_image', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('tier', 'text', (col) => col.notNull().defaultTo('free').check(sql`tier in ('free', 'vip')`))
    .addColumn('enabled', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('templates_tool').on('templates').columns(['tool_id', 'sort']).execute();

  await db.schema
    .createTable('agent_template_scopes')
    .addColumn('agent_id', 'integer', (col) => col.primaryKey().references('agents.id').onDelete('cascade'))
    .addColumn('mode', 'text', (col) => col.notNull().check(sql`mode in ('all', 'chosen')`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('agent_templates')
    .addColumn('agent_id', 'integer', (col) => col.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('template_id', 'integer', (col) =>
      col.notNull().references('templates.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('agent_templates_pk', ['agent_id', 'template_id'])
    .execute();

  await db.schema
    .alterTable('activity_appearances')
    .addColumn('template_id', 'integer', (col) => col.references('templates.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('activity_appearances').dropColumn('template_id').execute();
  await db.schema.dropTable('agent_templates').ifExists().execute();
  await db.schema.dropTable('agent_template_scopes').ifExists().execute();
  await db.schema.dropTable('templates').ifExists().execute();
}
