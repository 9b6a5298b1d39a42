import { type Kysely, sql } from 'kysely';

// SCRM business (issue 17, admin view scrm › business): the leads the platform's channels bring (its WeChat
// official account's followers, its WeCom contacts, the people an acquisition link brought, or typed in by
// staff), each owned by one staff member and moved through the stages new → contacted → qualified → won,
// or lost (and reopened). A lead belongs to the platform (agent_id null) or to the agent whose own channel
// produced it; each pipeline is its owner's.
// - scrm_leads: the lead; owner_admin_id (the platform's staff) or owner_agent_user_id (a team's);
//   source + source_ref (the follower's openid, the contact's external_userid, the link's id) unique per
//   owner, so a channel's person becomes one lead only.
// - scrm_lead_notes: the append-only history (created, notes, assignments, stage changes).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('scrm_leads')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('agent_id', 'integer', (col) => col.references('agents.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('company', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('need', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('source', 'text', (col) =>
      col.notNull().check(sql`source in ('manual', 'wechat_follower', 'wecom_contact', 'acquisition_link')`),
    )
    .addColumn('source_ref', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('stage', 'text', (col) =>
      col.notNull().defaultTo('new').check(sql`stage in ('new', 'contacted', 'qualified', 'won', 'lost')`),
    )
    .addColumn('owner_admin_id', 'integer', (col) => col.references('admins.id').onDelete('set null'))
    .addColumn('owner_agent_user_id', 'integer', (col) =>
      col.references('agent_users.id').onDelete('set null'),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('scrm_leads_manual_has_no_ref', sql`source <> 'manual' or source_ref = ''`)
    .addCheckConstraint('scrm_leads_one_owner', sql`owner_admin_id is null or owner_agent_user_id is null`)
    .execute();
  await sql`create unique index scrm_leads_source_once on scrm_leads
    (coalesce(agent_id, 0), source, source_ref) where source <> 'manual'`.execute(db);
  await sql`create index scrm_leads_owner_list on scrm_leads (coalesce(agent_id, 0), id desc)`.execute(db);
  await db.schema
    .createTable('scrm_lead_notes')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('lead_id', 'integer', (col) => col.notNull().references('scrm_leads.id').onDelete('cascade'))
    .addColumn('agent_id', 'integer', (col) => col.references('agents.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) =>
      col.notNull().check(sql`kind in ('created', 'note', 'assign', 'stage')`),
    )
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('author_audience', 'text', (col) =>
      col.notNull().check(sql`author_audience in ('admin', 'agent', 'system')`),
    )
    .addColumn('author_id', 'integer')
    .addColumn('author_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('scrm_lead_notes_lead')
    .on('scrm_lead_notes')
    .columns(['lead_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('scrm_lead_notes').ifExists().execute();
  await db.schema.dropTable('scrm_leads').ifExists().execute();
}
