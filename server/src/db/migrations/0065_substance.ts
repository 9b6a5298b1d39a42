import { type Kysely, sql } from 'kysely';

// Substance (issue 17, spec §2 admin "substance (project, tag, topic)"): the platform's editorial layer over
// the programme catalogue and the platform's own articles, read by every customer site's /programme page.
// - substance_projects: a project groups programmes (name, cover, intro, sort, status 1 shown / 0 hidden);
//   programmes.project_id names the project a programme belongs to (one at most; a deleted project's
//   programmes stay, without a project).
// - substance_tags: a label in three languages (zh_CN required, en and zh_TW '' = as zh_CN), a colour and a
//   sort; substance_tag_programmes / substance_tag_articles link tags to programmes and to the platform's
//   articles (agent_id null: the service refuses an agent's article). Links go with either side.
// - substance_topics: a curated page (title, banner image, intro, sort, status, an optional published window
//   starts_at … ends_at) whose items (substance_topic_items) are programmes or platform articles, ordered.
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;
  const status = sql`status in (0, 1)`;
  await db.schema
    .createTable('substance_projects')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('cover', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('intro', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('status', 'integer', (col) => col.notNull().defaultTo(1).check(status))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema
    .alterTable('programmes')
    .addColumn('project_id', 'integer', (col) => col.references('substance_projects.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('programmes_project')
    .on('programmes')
    .column('project_id')
    .where(sql.ref('project_id'), 'is not', null)
    .execute();
  await db.schema
    .createTable('substance_tags')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('name_zh_cn', 'text', (col) => col.notNull())
    .addColumn('name_en', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('name_zh_tw', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('colour', 'text', (col) => col.notNull().defaultTo('#1677ff'))
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('substance_tags_name')
    .on('substance_tags')
    .expression(sql`lower(name_zh_cn)`)
    .unique()
    .execute();
  await db.schema
    .createTable('substance_tag_programmes')
    .addColumn('tag_id', 'integer', (col) =>
      col.notNull().references('substance_tags.id').onDelete('cascade'),
    )
    .addColumn('programme_id', 'integer', (col) =>
      col.notNull().references('programmes.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('substance_tag_programmes_pk', ['tag_id', 'programme_id'])
    .execute();
  await db.schema
    .createIndex('substance_tag_programmes_programme')
    .on('substance_tag_programmes')
    .column('programme_id')
    .execute();
  await db.schema
    .createTable('substance_tag_articles')
    .addColumn('tag_id', 'integer', (col) =>
      col.notNull().references('substance_tags.id').onDelete('cascade'),
    )
    .addColumn('article_id', 'integer', (col) => col.notNull().references('articles.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('substance_tag_articles_pk', ['tag_id', 'article_id'])
    .execute();
  await db.schema
    .createIndex('substance_tag_articles_article')
    .on('substance_tag_articles')
    .column('article_id')
    .execute();
  await db.schema
    .createTable('substance_topics')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('banner', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('intro', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('status', 'integer', (col) => col.notNull().defaultTo(1).check(status))
    .addColumn('starts_at', 'timestamptz')
    .addColumn('ends_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addCheckConstraint(
      'substance_topics_window',
      sql`starts_at is null or ends_at is null or ends_at > starts_at`,
    )
    .execute();
  await db.schema
    .createTable('substance_topic_items')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('topic_id', 'integer', (col) =>
      col.notNull().references('substance_topics.id').onDelete('cascade'),
    )
    .addColumn('programme_id', 'integer', (col) => col.references('programmes.id').onDelete('cascade'))
    .addColumn('article_id', 'integer', (col) => col.references('articles.id').onDelete('cascade'))
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addCheckConstraint('substance_topic_items_one', sql`(programme_id is null) <> (article_id is null)`)
    .addUniqueConstraint('substance_topic_items_programme', ['topic_id', 'programme_id'])
    .addUniqueConstraint('substance_topic_items_article', ['topic_id', 'article_id'])
    .execute();
  await db.schema
    .createIndex('substance_topic_items_programme_ref')
    .on('substance_topic_items')
    .column('programme_id')
    .execute();
  await db.schema
    .createIndex('substance_topic_items_article_ref')
    .on('substance_topic_items')
    .column('article_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('substance_topic_items').execute();
  await db.schema.dropTable('substance_topics').execute();
  await db.schema.dropTable('substance_tag_articles').execute();
  await db.schema.dropTable('substance_tag_programmes').execute();
  await db.schema.dropTable('substance_tags').execute();
  await db.schema.dropIndex('programmes_project').execute();
  await db.schema.alterTable('programmes').dropColumn('project_id').execute();
  await db.schema.dropTable('substance_projects').execute();
}
