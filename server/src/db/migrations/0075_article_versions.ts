import { type Kysely, sql } from 'kysely';

// Articles in three languages and as versions (issue 17: "legal pages and articles carry zh_CN, en and zh_TW
// values … versioned, the current version shown"; docs/decisions "Articles: three languages and versions").
// The row keeps the current text in each language ('' = the zh_CN one) and its version number; every save
// appends a version (never rewritten: a restore appends one more). Existing articles become version 1.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('articles')
    .addColumn('title_en', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('title_zh_tw', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('content_en', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('content_zh_tw', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1).check(sql`version >= 1`))
    .execute();
  await db.schema
    .createTable('article_versions')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('article_id', 'integer', (col) => col.notNull().references('articles.id').onDelete('cascade'))
    .addColumn('number', 'integer', (col) => col.notNull().check(sql`number >= 1`))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('title_en', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('title_zh_tw', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('content_en', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('content_zh_tw', 'text', (col) => col.notNull().defaultTo(''))
    // who saved it: a staff member (admins.id) or an agent user (agent_users.id); null = before versions
    .addColumn('saved_by_audience', 'text', (col) => col.check(sql`saved_by_audience in ('admin', 'agent')`))
    .addColumn('saved_by', 'integer')
    // the version it restored, when it is a restore
    .addColumn('restored_from', 'integer')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('article_versions_number', ['article_id', 'number'])
    .addCheckConstraint('article_versions_saved_by', sql`(saved_by_audience is null) = (saved_by is null)`)
    .execute();
  await sql`insert into article_versions (article_id, number, title, content, created_at)
    select id, 1, title, content, updated_at from articles`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('article_versions').execute();
  await db.schema
    .alterTable('articles')
    .dropColumn('title_en')
    .dropColumn('title_zh_tw')
    .dropColumn('content_en')
    .dropColumn('content_zh_tw')
    .dropColumn('version')
    .execute();
}
