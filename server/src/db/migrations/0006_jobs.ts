import { type Kysely, sql } from 'kysely';

// Durable jobs (DESIGN.md "Jobs"): spreadsheet imports and exports run in a worker that claims a row with
// FOR UPDATE SKIP LOCKED and holds it under a lease (locked_by, locked_until) it renews as it works. An
// import writes each batch of rows, its failures and its cursor in one transaction, so a worker that dies
// leaves either the whole batch or none of it; another worker resumes from the cursor once the lease ends.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('import', 'export')`))
    .addColumn('symbol', 'text', (col) => col.notNull())
    // the owner: the audience and account that asked, and its tenant (platform: no agent)
    .addColumn('audience', 'text', (col) =>
      col.notNull().check(sql`audience in ('admin', 'agent', 'customer')`),
    )
    .addColumn('user_id', 'integer', (col) => col.notNull())
    .addColumn('agent_id', 'integer', (col) => col.references('agents.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (col) => col.references('customers.id').onDelete('cascade'))
    // waiting → running → done | failed
    .addColumn('state', 'text', (col) =>
      col.notNull().defaultTo('waiting').check(sql`state in ('waiting', 'running', 'done', 'failed')`),
    )
    .addColumn('params', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('language', 'text', (col) => col.notNull().defaultTo('zh_CN'))
    .addColumn('file_name', 'text', (col) => col.notNull().defaultTo(''))
    // import: the uploaded spreadsheet; export: the written file
    .addColumn('source_key', 'text')
    .addColumn('result_key', 'text')
    .addColumn('total_num', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('processed_num', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('success_num', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('error_num', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('percentage', 'real', (col) => col.notNull().defaultTo(0))
    .addColumn('error', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('locked_by', 'text')
    .addColumn('locked_until', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .addCheckConstraint('jobs_customer_has_agent', sql`customer_id is null or agent_id is not null`)
    .execute();
  // The worker's claim: the oldest waiting job, or a running one whose lease ran out.
  await db.schema.createIndex('jobs_claim').on('jobs').columns(['state', 'id']).execute();
  await db.schema
    .createIndex('jobs_owner')
    .on('jobs')
    .columns(['audience', 'user_id', 'kind', 'id'])
    .execute();

  // The rows an import refused, with the reason, kept until the failed-data file is written.
  await db.schema
    .createTable('job_failures')
    .addColumn('job_id', 'integer', (col) => col.notNull().references('jobs.id').onDelete('cascade'))
    .addColumn('row_number', 'integer', (col) => col.notNull())
    .addColumn('cells', 'jsonb', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('job_failures_pk', ['job_id', 'row_number'])
    .execute();

  await addDownloadMenus(db);
}

/** The download-centre menus for databases seeded before this migration (a fresh seed adds them itself). */
export async function addDownloadMenus(db: Kysely<unknown>): Promise<void> {
  await sql`
    insert into menus (audience, parent_id, permission_name, permission_mark, component, route, icon, hide, menu_type, sort, create_time, update_time)
    select audience, 0, '下载中心', mark, 'shared/download', '/download', 'DownloadOutlined', 0, 0, 900, now(), now()
    from (values ('admin', 'admin.download'), ('agent', 'agent.download')) as wanted(audience, mark)
    where exists (select 1 from menus seeded where seeded.audience = wanted.audience)
      and not exists (select 1 from menus existing where existing.audience = wanted.audience and existing.permission_mark = wanted.mark)
  `.execute(db);
  await sql`
    insert into role_menus (role_id, menu_id)
    select role.id, menu.id
    from roles role
    join menus menu on menu.audience = role.audience
    where menu.permission_mark in ('admin.download', 'agent.download')
      and not exists (select 1 from role_menus where role_id = role.id and menu_id = menu.id)
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from role_menus where menu_id in (select id from menus where permission_mark in ('admin.download', 'agent.download'))`.execute(
    db,
  );
  await sql`delete from menus where permission_mark in ('admin.download', 'agent.download')`.execute(db);
  await db.schema.dropTable('job_failures').ifExists().execute();
  await db.schema.dropTable('jobs').ifExists().execute();
}
