import { type Kysely, sql } from 'kysely';

// Invitations and enquiries (issue 15, admin invite and guidance; the agent console's own).
// - invite_links: a link that brings new customers to an agent (its site's sign-up with the code). `visits`
//   counts openings of the public link; a sign-up through it is an invite_signups row (one per customer).
// - enquiries: a visitor of an agent's customer site asks for guidance (name, phone, need, the page); the
//   agent whose site received it owns it. One assignee: an admin (the platform follows it up) or a member of
//   the owning team. enquiry_notes is its append-only history: notes, assignments and status changes.
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;
  await db.schema
    .createTable('invite_links')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('agent_id', 'integer', (col) => col.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('channel', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('enabled', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('visits', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_by_audience', 'text', (col) =>
      col.notNull().check(sql`created_by_audience in ('admin', 'agent')`),
    )
    .addColumn('created_by', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('invite_links_agent').on('invite_links').columns(['agent_id', 'id']).execute();

  await db.schema
    .createTable('invite_signups')
    .addColumn('customer_id', 'integer', (col) =>
      col.primaryKey().references('customers.id').onDelete('cascade'),
    )
    .addColumn('invite_link_id', 'integer', (col) =>
      col.notNull().references('invite_links.id').onDelete('cascade'),
    )
    .addColumn('agent_id', 'integer', (col) => col.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('invite_signups_link').on('invite_signups').column('invite_link_id').execute();

  await db.schema
    .createTable('enquiries')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('agent_id', 'integer', (col) => col.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('need', 'text', (col) => col.notNull())
    .addColumn('page', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('status', 'text', (col) =>
      col.notNull().defaultTo('new').check(sql`status in ('new', 'following', 'closed')`),
    )
    .addColumn('assignee_admin_id', 'integer', (col) => col.references('admins.id').onDelete('set null'))
    .addColumn('assignee_agent_user_id', 'integer', (col) =>
      col.references('agent_users.id').onDelete('set null'),
    )
    .addColumn('ip', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addCheckConstraint(
      'enquiries_one_assignee',
      sql`assignee_admin_id is null or assignee_agent_user_id is null`,
    )
    .execute();
  await db.schema.createIndex('enquiries_agent').on('enquiries').columns(['agent_id', 'id']).execute();

  await db.schema
    .createTable('enquiry_notes')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('enquiry_id', 'integer', (col) => col.notNull().references('enquiries.id').onDelete('cascade'))
    .addColumn('agent_id', 'integer', (col) => col.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('note', 'assign', 'status')`))
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('author_audience', 'text', (col) =>
      col.notNull().check(sql`author_audience in ('admin', 'agent')`),
    )
    .addColumn('author_id', 'integer', (col) => col.notNull())
    // the author's name when writing: the history stays readable when the account goes
    .addColumn('author_name', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('enquiry_notes_enquiry')
    .on('enquiry_notes')
    .columns(['enquiry_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('enquiry_notes').execute();
  await db.schema.dropTable('enquiries').execute();
  await db.schema.dropTable('invite_signups').execute();
  await db.schema.dropTable('invite_links').execute();
}
