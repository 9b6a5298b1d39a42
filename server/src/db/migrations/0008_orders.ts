import { type Kysely, sql } from 'kysely';

// VIP plans per agent site, the customers' VIP memberships, orders with their payment state, the payment
// notifications received (accepted or not, for the record) and invoice requests. Money is in cents.
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;
  await db.schema
    .createTable('vip_plans')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('agent_id', 'integer', (col) => col.notNull().references('agents.id').onDelete('cascade'))
    // the VIP level the plan grants (plans of one level differ in duration and price)
    .addColumn('vip_id', 'integer', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('agent_price', 'integer', (col) => col.notNull().check(sql`agent_price >= 0`))
    .addColumn('duration', 'integer', (col) => col.notNull().check(sql`duration > 0`))
    .addColumn('duration_unit', 'integer', (col) => col.notNull())
    .addColumn('scene', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('scene_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('showings_num', 'integer', (col) => col.notNull().defaultTo(0).check(sql`showings_num >= 0`))
    .addColumn('free_num', 'integer', (col) => col.notNull().defaultTo(0).check(sql`free_num >= 0`))
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('vip_plans_agent').on('vip_plans').columns(['agent_id', 'sort']).execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('order_no', 'text', (col) => col.notNull().unique())
    .addColumn('agent_id', 'integer', (col) => col.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (col) =>
      col.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('order_type', 'integer', (col) => col.notNull())
    // what was bought: a VIP plan id for order type 17
    .addColumn('subject_id', 'integer', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('duration', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('duration_unit', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('amount', 'integer', (col) => col.notNull().check(sql`amount >= 0`))
    .addColumn('original_amount', 'integer', (col) => col.notNull().check(sql`original_amount >= 0`))
    .addColumn('pay_amount', 'integer', (col) => col.notNull().check(sql`pay_amount >= 0`))
    .addColumn('pay_type', 'text', (col) => col.notNull().defaultTo('wechat'))
    .addColumn('is_pay', 'integer', (col) => col.notNull().defaultTo(0).check(sql`is_pay in (0, 1)`))
    .addColumn('paid_at', 'timestamptz')
    .addColumn('transaction_id', 'text', (col) => col.unique())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addCheckConstraint('orders_paid_has_time', sql`is_pay = 0 or paid_at is not null`)
    .execute();
  await db.schema
    .createIndex('orders_customer_time')
    .on('orders')
    .columns(['customer_id', 'created_at'])
    .execute();
  await db.schema.createIndex('orders_agent_time').on('orders').columns(['agent_id', 'created_at']).execute();

  await db.schema
    .createTable('customer_vips')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('customer_id', 'integer', (col) =>
      col.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('order_id', 'integer', (col) => col.notNull().unique().references('orders.id'))
    .addColumn('plan_id', 'integer', (col) => col.notNull())
    .addColumn('vip_id', 'integer', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('starts_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('payment_notifies')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('order_no', 'text', (col) => col.notNull())
    .addColumn('transaction_id', 'text', (col) => col.notNull())
    .addColumn('amount', 'integer', (col) => col.notNull())
    // accepted (order paid now), duplicate (already paid: nothing changed), or why it was refused
    .addColumn('outcome', 'text', (col) => col.notNull())
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('received_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('invoices')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('order_id', 'integer', (col) =>
      col.notNull().unique().references('orders.id').onDelete('cascade'),
    )
    .addColumn('agent_id', 'integer', (col) => col.notNull())
    .addColumn('customer_id', 'integer', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('tax_number', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('type', 'integer', (col) => col.notNull().check(sql`type in (1, 2)`))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('status', 'integer', (col) => col.notNull().defaultTo(0).check(sql`status in (0, 1, 2)`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['invoices', 'payment_notifies', 'customer_vips', 'orders', 'vip_plans']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
