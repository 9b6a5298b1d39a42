import { type Kysely, sql } from 'kysely';

// Customers' activities (issue 5): the activity with its life cycle, its groups, its VIP persons and its
// settings (access password, hashed). Status is derived from `lifecycle`, `cancelled_at` and the times
// (modules/activity/activity-state.ts); capacity and counts are checked here as well as in the service.
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;
  await db.schema
    .createTable('activity_groups')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('agent_id', 'integer', (col) => col.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (col) =>
      col.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addUniqueConstraint('activity_groups_customer_title', ['customer_id', 'title'])
    .execute();

  await db.schema
    .createTable('activities')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('agent_id', 'integer', (col) => col.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (col) =>
      col.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('tool_id', 'integer', (col) => col.notNull().references('tools.id'))
    .addColumn('programme_id', 'integer', (col) => col.references('programmes.id').onDelete('set null'))
    .addColumn('group_id', 'integer', (col) => col.references('activity_groups.id').onDelete('set null'))
    .addColumn('lifecycle', 'text', (col) =>
      col.notNull().check(sql`lifecycle in ('unpaid', 'paid', 'abolished')`),
    )
    // set while the activity is in the recycle bin
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('begin_time', 'timestamptz', (col) => col.notNull())
    .addColumn('end_time', 'timestamptz', (col) => col.notNull())
    .addColumn('capacity', 'integer', (col) => col.notNull().check(sql`capacity >= 0`))
    .addColumn('showings', 'integer', (col) => col.notNull().check(sql`showings >= 0`))
    .addColumn('vip_count', 'integer', (col) => col.notNull().defaultTo(0).check(sql`vip_count >= 0`))
    .addColumn('vip_last_time', 'timestamptz')
    // how it was paid for: 'vip' (a free activity of the membership customer_vip_id) or 'order'
    .addColumn('charge', 'text', (col) => col.notNull().check(sql`charge in ('vip', 'order')`))
    .addColumn('customer_vip_id', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('order_no', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addCheckConstraint('activities_begin_before_end', sql`begin_time < end_time`)
    .addCheckConstraint('activities_vip_within_capacity', sql`vip_count <= capacity`)
    .execute();
  await db.schema
    .createIndex('activities_customer_time')
    .on('activities')
    .columns(['customer_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('activity_vip_persons')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('activity_id', 'integer', (col) =>
      col.notNull().references('activities.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('mobile', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addUniqueConstraint('activity_vip_persons_mobile', ['activity_id', 'mobile'])
    .execute();

  await db.schema
    .createTable('activity_settings')
    .addColumn('activity_id', 'integer', (col) =>
      col.primaryKey().references('activities.id').onDelete('cascade'),
    )
    // argon2id of the big screen's access password; null = no password
    .addColumn('password_hash', 'text')
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['activity_settings', 'activity_vip_persons', 'activities', 'activity_groups']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
