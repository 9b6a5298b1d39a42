import { type Kysely, sql } from 'kysely';

// Uploaded files registered after the browser stored them: one row per storage key, owned by a tenant
// (platform: no agent; agent: agent_id; customer: agent_id and customer_id), checked by type and size.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('files')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('agent_id', 'integer', (col) => col.references('agents.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (col) => col.references('customers.id').onDelete('cascade'))
    .addColumn('uploader_audience', 'text', (col) =>
      col.notNull().check(sql`uploader_audience in ('admin', 'agent', 'customer')`),
    )
    .addColumn('uploader_id', 'integer', (col) => col.notNull())
    // the activity (acid) the upload was made in; checked against its owner by the activity module
    .addColumn('activity_id', 'integer')
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('image', 'video', 'audio', 'file')`))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('storage_key', 'text', (col) => col.notNull().unique())
    .addColumn('size', 'integer', (col) => col.notNull().check(sql`size > 0`))
    .addColumn('mime', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('files_customer_has_agent', sql`customer_id is null or agent_id is not null`)
    .execute();
  await db.schema
    .createIndex('files_owner_time')
    .on('files')
    .columns(['agent_id', 'customer_id', 'created_at'])
    .execute();
  await db.schema.createIndex('files_customer').on('files').column('customer_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('files').ifExists().execute();
}
