import { type Kysely, sql } from 'kysely';

// Notices (notice, letter, todo) created by the platform for one audience, optionally narrowed to one agent
// or one customer, and who has read them.
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;
  await db.schema
    .createTable('notices')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('type', 'text', (col) => col.notNull().check(sql`type in ('notice', 'letter', 'todo')`))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('icon', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('avatar', 'text', (col) => col.notNull().defaultTo(''))
    // todo state: 0 not started, 1 due soon, 2 in progress
    .addColumn('status', 'integer', (col) => col.notNull().defaultTo(0).check(sql`status between 0 and 2`))
    .addColumn('audience', 'text', (col) =>
      col.notNull().check(sql`audience in ('admin', 'agent', 'customer')`),
    )
    // null = every tenant of the audience
    .addColumn('agent_id', 'integer', (col) => col.references('agents.id').onDelete('cascade'))
    // a letter to one customer
    .addColumn('customer_id', 'integer', (col) => col.references('customers.id').onDelete('cascade'))
    .addColumn('created_by_admin_id', 'integer', (col) => col.references('admins.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addCheckConstraint('notices_customer_audience', sql`customer_id is null or audience = 'customer'`)
    .addCheckConstraint('notices_admin_untargeted', sql`audience <> 'admin' or agent_id is null`)
    .execute();
  await db.schema
    .createIndex('notices_audience_type_time')
    .on('notices')
    .columns(['audience', 'type', 'created_at'])
    .execute();
  await db.schema.createIndex('notices_agent').on('notices').column('agent_id').execute();
  await db.schema.createIndex('notices_customer').on('notices').column('customer_id').execute();

  await db.schema
    .createTable('notice_reads')
    .addColumn('notice_id', 'integer', (col) => col.notNull().references('notices.id').onDelete('cascade'))
    .addColumn('audience', 'text', (col) =>
      col.notNull().check(sql`audience in ('admin', 'agent', 'customer')`),
    )
    .addColumn('reader_id', 'integer', (col) => col.notNull())
    .addColumn('read_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('notice_reads_pk', ['notice_id', 'audience', 'reader_id'])
    .execute();
  // "What has this reader read": the anti-join of the unread query.
  await db.schema
    .createIndex('notice_reads_reader')
    .on('notice_reads')
    .columns(['audience', 'reader_id', 'notice_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notice_reads').ifExists().execute();
  await db.schema.dropTable('notices').ifExists().execute();
}
