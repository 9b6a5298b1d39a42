import { type Kysely, sql } from 'kysely';

// Issue 19 "lists at any size": every console list reads through an index that matches its tenant filter and
// its order, so a page costs the same for a tenant of ninety rows and one of a hundred thousand
// (docs/decisions.md "i19-scale"; plans in bench/plans/*.txt). Each replaces a narrower index it covers.
const INDEXES = [
  // customerOrder/getList: a customer's orders (the tenant scope names agent and customer), newest first;
  // the page's ids and the capped count come from the index alone (was orders_customer_time: no id tie-break)
  {
    name: 'orders_customer_list',
    sql: sql`orders (customer_id, agent_id, created_at desc, id desc)`,
    replaces: 'orders_customer_time',
  },
  // the agent's console order list: its orders by id, newest first
  { name: 'orders_agent_list', sql: sql`orders (agent_id, id desc)`, replaces: undefined },
  // the latest bank transfer of an order (the order lists' transfer column, payBankOrder's checks)
  { name: 'bank_transfers_order', sql: sql`bank_transfers (order_id, id desc)`, replaces: undefined },
  // the agent's console customer list: its customers by id, newest first (was customers_agent: agent_id only)
  { name: 'customers_agent_list', sql: sql`customers (agent_id, id desc)`, replaces: 'customers_agent' },
  // ym/Active/getList: a customer's activities, newest first, with what the default status filter (outside
  // the recycle bin) reads, so page ids and count come from the index alone (was activities_customer_time)
  {
    name: 'activities_customer_list',
    sql: sql`activities (customer_id, agent_id, created_at desc, id desc) include (cancelled_at, lifecycle)`,
    replaces: 'activities_customer_time',
  },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const index of INDEXES) {
    await sql`create index ${sql.id(index.name)} on ${index.sql}`.execute(db);
    if (index.replaces) await sql`drop index ${sql.id(index.replaces)}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`create index orders_customer_time on orders (customer_id, created_at)`.execute(db);
  await sql`create index customers_agent on customers (agent_id)`.execute(db);
  await sql`create index activities_customer_time on activities (customer_id, created_at)`.execute(db);
  for (const index of INDEXES) await sql`drop index ${sql.id(index.name)}`.execute(db);
}
