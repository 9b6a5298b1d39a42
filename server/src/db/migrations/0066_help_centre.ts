import { type Kysely, sql } from 'kysely';

// The help centre and its page builder (issue 17; spec §2 /help, §3 "Help page design", §7 "Help design").
// Every row is owned by the platform (agent_id null, the admin console's) or by one agent (its site's).
// - help_designs: a page1 JSON (setting.title + content modules) as a draft, and the version last published
//   (null until published); `is_home` marks the owner's help home, at most one per owner.
// - help_categories: the owner's categories of entries, in `sort` order.
// - help_entries: a help page of a category: help_type 1 a design (design_id), 2 an iframe link (help_link),
//   3 a rich-text detail (content). A design an entry shows cannot be deleted (restrict).
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;
  await db.schema
    .createTable('help_designs')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('agent_id', 'integer', (col) => col.references('agents.id').onDelete('cascade'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('draft', 'jsonb', (col) => col.notNull())
    .addColumn('published', 'jsonb')
    .addColumn('is_home', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('published_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('help_designs_agent').on('help_designs').columns(['agent_id', 'id']).execute();
  await sql`create unique index help_designs_home on help_designs (coalesce(agent_id, 0)) where is_home`.execute(
    db,
  );
  await db.schema
    .createTable('help_categories')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('agent_id', 'integer', (col) => col.references('agents.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('help_categories_agent').on('help_categories').column('agent_id').execute();
  await db.schema
    .createTable('help_entries')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('agent_id', 'integer', (col) => col.references('agents.id').onDelete('cascade'))
    .addColumn('category_id', 'integer', (col) =>
      col.notNull().references('help_categories.id').onDelete('restrict'),
    )
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('help_type', 'integer', (col) => col.notNull().check(sql`help_type in (1, 2, 3)`))
    .addColumn('design_id', 'integer', (col) => col.references('help_designs.id').onDelete('restrict'))
    .addColumn('help_link', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('content', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('help_entries_category').on('help_entries').column('category_id').execute();
  await db.schema.createIndex('help_entries_design').on('help_entries').column('design_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('help_entries').execute();
  await db.schema.dropTable('help_categories').execute();
  await db.schema.dropTable('help_designs').execute();
}
