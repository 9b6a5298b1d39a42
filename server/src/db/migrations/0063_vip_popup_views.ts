import { type Kysely, sql } from 'kysely';

// The VIP popup funnel (issue 18: "conversion from VIP popup opened to paid" on the dashboards). A signed-in
// customer opening the VIP popup is recorded once per day (its agent, the day on the platform's calendar);
// the dashboards count the customers who opened it in a range and those of them who then paid a VIP order.
// Visitors are not counted: they cannot pay before signing in, and counting them would need a tracking id.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('vip_popup_views')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('agent_id', 'integer', (col) => col.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (col) =>
      col.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('day', 'date', (col) => col.notNull())
    .addColumn('first_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('vip_popup_views_once_a_day', ['customer_id', 'day'])
    .execute();
  await db.schema
    .createIndex('vip_popup_views_agent_day')
    .on('vip_popup_views')
    .columns(['agent_id', 'day'])
    .execute();
  await db.schema.createIndex('vip_popup_views_day').on('vip_popup_views').column('day').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('vip_popup_views').ifExists().execute();
}
