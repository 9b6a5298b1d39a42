import { ActivityOrderType } from '@onsite/contracts';
import { type Kysely, sql } from 'kysely';

/**
 * Issue 18: the home pages' figures from daily rollups, so a year of the platform's figures reads a few
 * hundred rows instead of a million (bench/SCALE-RESULTS.md "Dashboards"). The rollups are kept exact in the
 * writing transaction by statement-level triggers with transition tables: every insert, update or delete of
 * orders, customers and activities adds what the changed rows count for now and takes away what they counted
 * for before, so no job, no staleness and no drift (a test compares them with live aggregates after mixed
 * changes). Rows of agent 0 are the platform's totals; an order, customer or activity without an agent counts
 * under agent -1 (the platform's totals only, as the live queries counted them). Days are the platform's time
 * zone's (Asia/Shanghai), as the live queries grouped them.
 *
 * - dashboard_order_days: paid orders' revenue and count per agent, day, pay channel, order type and tool
 *   (the tool of the activity an activity order paid for; 0 for others). When an activity changes tool (or is
 *   deleted: tool 0) its paid orders move with it, as the live query followed the activity's current tool.
 * - dashboard_agent_months: the same per agent and month, for the platform's top agents over long ranges.
 * - dashboard_customer_days / dashboard_activity_days: customers created, and activities created that are not
 *   abolished, per agent and day.
 *
 * Indexes: the platform's top agents read the agents' rows by day and month; the customer's /activity header
 * (Active/getSummary, counts by state) reads its activities' times from the list index alone.
 */

const ZONE = 'Asia/Shanghai';
const ACTIVITY_TYPES = Object.values(ActivityOrderType).join(', ');
const dayOf = (column: string) => `(${column} at time zone '${ZONE}')::date`;

/** Signed contributions of paid orders in `rows` (an orders-shaped relation) to dashboard_order_days. */
const paidOrders = (rows: string, sign: number) => `
  select coalesce(o.agent_id, -1) as agent_id, ${dayOf('o.paid_at')} as day, o.pay_type, o.order_type,
    coalesce(a.tool_id, 0) as tool_id, ${sign} * o.pay_amount::bigint as revenue, ${sign} as orders
  from ${rows} o
  left join activities a on o.order_type in (${ACTIVITY_TYPES}) and a.id = o.subject_id
  where o.is_pay = 1 and o.paid_at is not null`;

/**
 * The paid activity orders of activities whose tool changed between `before` and `after` (activities-shaped
 * relations; `after` null: deleted, the orders move to tool 0), taken from the old tool and given to the new.
 */
const movedOrders = (before: string, after: string | null) => `
  select coalesce(o.agent_id, -1) as agent_id, ${dayOf('o.paid_at')} as day, o.pay_type, o.order_type,
    moved.tool_id, moved.sign * o.pay_amount::bigint as revenue, moved.sign as orders
  from (
    select b.id, b.tool_id, -1 as sign from ${before} b
    ${after ? `join ${after} n on n.id = b.id where n.tool_id is distinct from b.tool_id` : ''}
    union all
    select b.id, ${after ? 'n.tool_id' : '0'}, 1 from ${before} b
    ${after ? `join ${after} n on n.id = b.id where n.tool_id is distinct from b.tool_id` : ''}
  ) moved
  join orders o on o.subject_id = moved.id and o.order_type in (${ACTIVITY_TYPES})
  where o.is_pay = 1 and o.paid_at is not null`;

/** Adds the signed `changes` (paidOrders/movedOrders rows) to the order rollups, per agent and for the platform. */
const addOrders = (changes: string) => `
  with changes as (${changes}),
  grouped as (
    select case when grouping(agent_id) = 1 then 0 else agent_id end as agent_id, day, pay_type, order_type,
      tool_id, sum(revenue)::bigint as revenue, sum(orders)::int as orders
    from changes
    group by grouping sets ((agent_id, day, pay_type, order_type, tool_id), (day, pay_type, order_type, tool_id))
    having sum(revenue) <> 0 or sum(orders) <> 0
  ),
  months as (
    insert into dashboard_agent_months as m (agent_id, month, revenue, orders)
    select agent_id, date_trunc('month', day)::date, sum(revenue), sum(orders) from grouped
    where agent_id > 0 group by 1, 2 having sum(revenue) <> 0 or sum(orders) <> 0 order by 1, 2
    on conflict (agent_id, month) do update
      set revenue = m.revenue + excluded.revenue, orders = m.orders + excluded.orders
  )
  insert into dashboard_order_days as d (agent_id, day, pay_type, order_type, tool_id, revenue, orders)
  select * from grouped order by agent_id, day, pay_type, order_type, tool_id
  on conflict (agent_id, day, pay_type, order_type, tool_id) do update
    set revenue = d.revenue + excluded.revenue, orders = d.orders + excluded.orders`;

interface Counted {
  source: 'customers' | 'activities';
  rollup: string;
  /** which rows count */
  where: string;
}
const COUNTED: Counted[] = [
  { source: 'customers', rollup: 'dashboard_customer_days', where: 'true' },
  { source: 'activities', rollup: 'dashboard_activity_days', where: "r.lifecycle <> 'abolished'" },
];

const counted = (table: Counted, rows: string, sign: number) => `
  select coalesce(r.agent_id, -1) as agent_id, ${dayOf('r.created_at')} as day, ${sign} as count
  from ${rows} r where ${table.where}`;

/** Adds the signed `changes` (counted rows) to a count rollup, per agent and for the platform. */
const addCounts = (table: Counted, changes: string) => `
  with changes as (${changes})
  insert into ${table.rollup} as d (agent_id, day, count)
  select case when grouping(agent_id) = 1 then 0 else agent_id end, day, sum(count)::int from changes
  group by grouping sets ((agent_id, day), (day)) having sum(count) <> 0 order by 1, 2
  on conflict (agent_id, day) do update set count = d.count + excluded.count`;

/** What one statement on `source` changed, as the signed union of its transition tables. */
const both = (of: (rows: string, sign: number) => string) =>
  `${of('old_rows', -1)} union all ${of('new_rows', 1)}`;

/** The trigger function's body: per operation, the rollup statements over the transition tables. */
function triggerBody(table: 'orders' | Counted) {
  const statements = (operation: 'INSERT' | 'UPDATE' | 'DELETE') => {
    if (table === 'orders') {
      if (operation === 'INSERT') return [addOrders(paidOrders('new_rows', 1))];
      if (operation === 'DELETE') return [addOrders(paidOrders('old_rows', -1))];
      return [addOrders(both(paidOrders))];
    }
    const of = (rows: string, sign: number) => counted(table, rows, sign);
    if (operation === 'INSERT') return [addCounts(table, of('new_rows', 1))];
    if (operation === 'DELETE') {
      const moved = table.source === 'activities' ? [addOrders(movedOrders('old_rows', null))] : [];
      return [addCounts(table, of('old_rows', -1)), ...moved];
    }
    const moved = table.source === 'activities' ? [addOrders(movedOrders('old_rows', 'new_rows'))] : [];
    return [addCounts(table, both(of)), ...moved];
  };
  const branch = (operation: 'INSERT' | 'UPDATE' | 'DELETE') =>
    `tg_op = '${operation}' then\n${statements(operation)
      .map((statement) => `${statement};`)
      .join('\n')}`;
  return `begin
  if ${branch('INSERT')}
  elsif ${branch('UPDATE')}
  elsif ${branch('DELETE')}
  end if;
  return null;
end`;
}

const SOURCES = [
  { name: 'orders', body: triggerBody('orders') },
  ...COUNTED.map((table) => ({ name: table.source, body: triggerBody(table) })),
];

const TRIGGERS = [
  { suffix: 'inserted', on: 'insert', referencing: 'new table as new_rows' },
  { suffix: 'updated', on: 'update', referencing: 'old table as old_rows new table as new_rows' },
  { suffix: 'deleted', on: 'delete', referencing: 'old table as old_rows' },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table dashboard_order_days (
    agent_id integer not null, day date not null, pay_type text not null, order_type integer not null,
    tool_id integer not null, revenue bigint not null, orders integer not null,
    primary key (agent_id, day, pay_type, order_type, tool_id))`.execute(db);
  await sql`create table dashboard_agent_months (
    agent_id integer not null, month date not null, revenue bigint not null, orders integer not null,
    primary key (agent_id, month))`.execute(db);
  for (const table of COUNTED)
    await sql`create table ${sql.id(table.rollup)} (
      agent_id integer not null, day date not null, count integer not null, primary key (agent_id, day))`.execute(
      db,
    );

  await sql`create index dashboard_order_days_agents on dashboard_order_days (day)
    include (agent_id, revenue, orders) where agent_id > 0`.execute(db);
  await sql`create index dashboard_agent_months_month on dashboard_agent_months (month)
    include (agent_id, revenue, orders) where agent_id > 0`.execute(db);
  await sql`create index activities_customer_board on activities (customer_id, agent_id, created_at desc, id desc)
    include (cancelled_at, lifecycle, begin_time, end_time)`.execute(db);
  await sql`drop index activities_customer_list`.execute(db);

  // what is there already
  await sql.raw(addOrders(paidOrders('orders', 1))).execute(db);
  for (const table of COUNTED) await sql.raw(addCounts(table, counted(table, table.source, 1))).execute(db);

  for (const source of SOURCES) {
    await sql
      .raw(
        `create function dashboard_${source.name}_changed() returns trigger language plpgsql as $body$\n${source.body}\n$body$`,
      )
      .execute(db);
    for (const trigger of TRIGGERS)
      await sql
        .raw(
          `create trigger dashboard_${source.name}_${trigger.suffix} after ${trigger.on} on ${source.name}
           referencing ${trigger.referencing} for each statement execute function dashboard_${source.name}_changed()`,
        )
        .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`create index activities_customer_list on activities (customer_id, agent_id, created_at desc, id desc)
    include (cancelled_at, lifecycle)`.execute(db);
  await sql`drop index activities_customer_board`.execute(db);
  for (const source of SOURCES) {
    for (const trigger of TRIGGERS)
      await sql.raw(`drop trigger dashboard_${source.name}_${trigger.suffix} on ${source.name}`).execute(db);
    await sql.raw(`drop function dashboard_${source.name}_changed()`).execute(db);
  }
  for (const table of ['dashboard_order_days', 'dashboard_agent_months', ...COUNTED.map((t) => t.rollup)])
    await sql`drop table ${sql.id(table)}`.execute(db);
}
