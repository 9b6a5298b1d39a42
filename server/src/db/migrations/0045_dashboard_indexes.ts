import { type Kysely, sql } from 'kysely';

// Issue 18, the console home's figures: every aggregate reads a range of one time column, platform-wide or
// within one agent, through one of these (the platform's and the agent's shape of each).
const INDEXES = [
  // revenue and paid orders by the time they were paid: the payment fund's index of 0043 (paid_at, id),
  // covering what the sums read, so the platform's figures come from the index alone
  {
    name: 'orders_paid_time_cover',
    sql: sql`orders (paid_at, id) include (pay_amount, pay_type, order_type, agent_id) where is_pay = 1`,
    replaces: 'orders_paid_time',
  },
  {
    name: 'orders_agent_paid_time',
    sql: sql`orders (agent_id, paid_at) include (pay_amount, pay_type, order_type) where is_pay = 1`,
  },
  // new customers
  { name: 'customers_created', sql: sql`customers (created_at)` },
  { name: 'customers_agent_created', sql: sql`customers (agent_id, created_at)` },
  // new activities, and those in progress or upcoming right now (paid, outside the recycle bin)
  { name: 'activities_created', sql: sql`activities (created_at) include (lifecycle)` },
  { name: 'activities_agent_created', sql: sql`activities (agent_id, created_at) include (lifecycle)` },
  {
    name: 'activities_live_end',
    sql: sql`activities (end_time) include (begin_time, agent_id) where lifecycle = 'paid' and cancelled_at is null`,
  },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const index of INDEXES) {
    await sql`create index ${sql.id(index.name)} on ${index.sql}`.execute(db);
    if ('replaces' in index) await sql`drop index ${sql.id(index.replaces)}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`create index orders_paid_time on orders (paid_at, id) where is_pay = 1`.execute(db);
  for (const index of INDEXES) await sql`drop index ${sql.id(index.name)}`.execute(db);
}
