import { type Kysely, sql } from 'kysely';

// Upload grants (issue 13): one row per upload token the server issued, until the file is registered (the
// row goes) or the cleanup job removes the unregistered object after its grace period.
// - One token, one write: the local store's POST /storage claims the row (written_at) in one conditional
//   update before it writes a byte, so a second write with the same token finds it claimed and is refused.
// - Quotas: an unregistered grant counts against its tenant with its size once known (the local store
//   records it), else its maximum while it can still be written.
// - No foreign keys: a grant outlives a deleted tenant until the cleanup job has removed its object.
// Also: the jobs table takes `maintenance` jobs (periodic platform work such as the upload cleanup, one
// pending run per task).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('upload_grants')
    .addColumn('storage_key', 'text', (col) => col.primaryKey())
    // the owner, as in `files`: platform (no agent), agent (agent_id), customer (agent_id and customer_id)
    .addColumn('agent_id', 'integer')
    .addColumn('customer_id', 'integer')
    .addColumn('audience', 'text', (col) =>
      col.notNull().check(sql`audience in ('admin', 'agent', 'customer')`),
    )
    .addColumn('user_id', 'integer', (col) => col.notNull())
    // local: writes go through our POST /storage and are recorded; s3: the store writes, we learn the size later
    .addColumn('driver', 'text', (col) => col.notNull().check(sql`driver in ('local', 's3')`))
    .addColumn('max_bytes', 'integer', (col) => col.notNull().check(sql`max_bytes > 0`))
    // bytes stored under the key once known (0 = nothing stored), null = not known yet
    .addColumn('size', 'integer', (col) => col.check(sql`size >= 0`))
    .addColumn('written_at', 'timestamptz')
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    // set by the cleanup job when it takes the row to delete its object; registration then refuses the key
    .addColumn('cleaning_at', 'timestamptz')
    .addCheckConstraint('upload_grants_customer_has_agent', sql`customer_id is null or agent_id is not null`)
    .execute();
  await db.schema
    .createIndex('upload_grants_owner')
    .on('upload_grants')
    .columns(['agent_id', 'customer_id'])
    .execute();
  await db.schema.createIndex('upload_grants_expiry').on('upload_grants').column('expires_at').execute();

  await sql`alter table jobs drop constraint jobs_kind_check`.execute(db);
  await sql`alter table jobs add constraint jobs_kind_check check (kind in ('import', 'export', 'maintenance'))`.execute(
    db,
  );
  await sql`create unique index jobs_one_pending_maintenance on jobs (symbol) where kind = 'maintenance' and state in ('waiting', 'running')`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists jobs_one_pending_maintenance`.execute(db);
  await sql`delete from jobs where kind = 'maintenance'`.execute(db);
  await sql`alter table jobs drop constraint jobs_kind_check`.execute(db);
  await sql`alter table jobs add constraint jobs_kind_check check (kind in ('import', 'export'))`.execute(db);
  await db.schema.dropTable('upload_grants').ifExists().execute();
}
