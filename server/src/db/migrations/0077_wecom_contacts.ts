import { type Kysely, sql } from 'kysely';

// SCRM › 企微客户 (issue 17 weWork_custom): a bound corp's external contacts and its customer-acquisition
// links with tags (docs/decisions "i17-wecomc").
// - wecom_links: a link created in the corp through WeCom's customer_acquisition API (its link_id, url),
//   with the members it adds people to, the corp tags it gives them, and the `state` (customer_channel) that
//   WeCom's add_external_contact event carries back.
// - wecom_contacts: one external contact of an agent's corp (the first member who added it), the link that
//   brought it (null = added otherwise), its tags as last known.
// - wecom_events: the callback events received, once each (WeCom retries a message it got no answer to).
// - wecom_sandbox_*: the sandbox WeCom's own state (WECOM=sandbox): its links, its corp's external contacts
//   and corp tags, as WeCom would keep them.
// Also: the jobs table takes `wecom_sync` jobs (one waiting or running per corp).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('wecom_links')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('agent_id', 'integer', (col) => col.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('corp_id', 'text', (col) => col.notNull())
    .addColumn('link_id', 'text', (col) => col.notNull())
    .addColumn('link_name', 'text', (col) => col.notNull())
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('user_list', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('tags', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index wecom_links_state on wecom_links (agent_id, state)`.execute(db);
  await sql`create unique index wecom_links_link_id on wecom_links (agent_id, link_id)`.execute(db);

  await db.schema
    .createTable('wecom_contacts')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('agent_id', 'integer', (col) => col.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('external_userid', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('corp_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('type', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('gender', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('member_userid', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('link_id', 'integer', (col) => col.references('wecom_links.id').onDelete('set null'))
    .addColumn('tags', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('added_at', 'timestamptz', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index wecom_contacts_once on wecom_contacts (agent_id, external_userid)`.execute(
    db,
  );
  await sql`create index wecom_contacts_list on wecom_contacts (agent_id, added_at desc, id desc)`.execute(
    db,
  );
  await sql`create index wecom_contacts_link on wecom_contacts (link_id)`.execute(db);

  await db.schema
    .createTable('wecom_events')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('agent_id', 'integer', (col) => col.notNull().references('agents.id').onDelete('cascade'))
    // sha-256 of the decrypted message: WeCom's retry of a message is the same message
    .addColumn('digest', 'text', (col) => col.notNull())
    .addColumn('event', 'text', (col) => col.notNull())
    .addColumn('change_type', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('received_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index wecom_events_once on wecom_events (agent_id, digest)`.execute(db);

  await db.schema
    .createTable('wecom_sandbox_links')
    .addColumn('link_id', 'text', (col) => col.primaryKey())
    .addColumn('corp_id', 'text', (col) => col.notNull())
    .addColumn('link_name', 'text', (col) => col.notNull())
    .addColumn('user_list', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('wecom_sandbox_contacts')
    .addColumn('corp_id', 'text', (col) => col.notNull())
    .addColumn('external_userid', 'text', (col) => col.notNull())
    .addColumn('userid', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('type', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('gender', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('state', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('tags', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('wecom_sandbox_contacts_pk', ['corp_id', 'external_userid', 'userid'])
    .execute();
  await db.schema
    .createTable('wecom_sandbox_tags')
    .addColumn('tag_id', 'text', (col) => col.primaryKey())
    .addColumn('corp_id', 'text', (col) => col.notNull())
    .addColumn('group_name', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index wecom_sandbox_tags_name on wecom_sandbox_tags (corp_id, group_name, name)`.execute(
    db,
  );

  await sql`alter table jobs drop constraint jobs_kind_check`.execute(db);
  await sql`alter table jobs add constraint jobs_kind_check check (kind in ('import', 'export', 'maintenance', 'wechat_sync', 'wecom_sync'))`.execute(
    db,
  );
  await sql`create unique index jobs_one_pending_wecom_sync on jobs (agent_id) where kind = 'wecom_sync' and state in ('waiting', 'running')`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists jobs_one_pending_wecom_sync`.execute(db);
  await sql`delete from jobs where kind = 'wecom_sync'`.execute(db);
  await sql`alter table jobs drop constraint jobs_kind_check`.execute(db);
  // back to 0076's kinds (its follower syncs stay)
  await sql`alter table jobs add constraint jobs_kind_check check (kind in ('import', 'export', 'maintenance', 'wechat_sync'))`.execute(
    db,
  );
  for (const table of [
    'wecom_sandbox_tags',
    'wecom_sandbox_contacts',
    'wecom_sandbox_links',
    'wecom_events',
    'wecom_contacts',
    'wecom_links',
  ])
    await db.schema.dropTable(table).ifExists().execute();
}
