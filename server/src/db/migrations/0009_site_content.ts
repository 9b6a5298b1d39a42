import { type Kysely, sql } from 'kysely';

// Content of the customer site: tool introductions (ids fixed by the spec's tool menu ids), programme
// categories and programmes, and articles (legal pages by mark, service pages, help). A row with no
// agent_id is the platform's and shows on every site that has no row of its own.
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;
  await db.schema
    .createTable('tools')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('mark', 'text', (col) => col.notNull().unique())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('slogan', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('intro', 'text', (col) => col.notNull().defaultTo(''))
    // [{ title, description }]
    .addColumn('features', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('scenarios', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('is_new', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('programme_categories')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('mark', 'text', (col) => col.notNull().unique())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('programmes')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('category_id', 'integer', (col) => col.notNull().references('programme_categories.id'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('summary', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('content', 'text', (col) => col.notNull().defaultTo(''))
    // the two colours of the cover gradient; the cover is drawn, not a stock photo
    .addColumn('cover_from', 'text', (col) => col.notNull().defaultTo('#1f6feb'))
    .addColumn('cover_to', 'text', (col) => col.notNull().defaultTo('#722ed1'))
    // comma-separated tool ids the programme uses
    .addColumn('tools', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('views', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('programmes_category')
    .on('programmes')
    .columns(['category_id', 'sort'])
    .execute();

  await db.schema
    .createTable('articles')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('agent_id', 'integer', (col) => col.references('agents.id').onDelete('cascade'))
    // legal and info pages: user_agreement, privacy_policy, vip_agreement, about, help_center; '' otherwise
    .addColumn('mark', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('essay', 'service', 'article')`))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('articles_mark').on('articles').columns(['mark', 'agent_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['articles', 'programmes', 'programme_categories', 'tools']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
