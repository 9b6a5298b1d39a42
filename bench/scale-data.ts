/**
 * The scale benchmark's data set (bench/scale.ts), generated inside PostgreSQL with generate_series so a
 * million rows take seconds, not a million round trips. Shape, for `rows` = R:
 *
 * - R / 100 generated agents (tenants; 10,000 at one million rows) plus the demo's agent 1 as the big tenant;
 * - R customers: every tenth in the big agent, the others spread evenly over the generated agents;
 * - R orders and R activities each: every tenth belongs to the big customer (the demo's phone customer of
 *   agent 1, so the big agent's orders are its orders), the others in runs of PER_CUSTOMER to one customer
 *   after another of the generated agents (the "median customer" has PER_CUSTOMER orders and activities);
 * - the big tenant's rows are interleaved with the others' (every tenth id), as a tenant's rows are over
 *   time, not one block of ids;
 * - a bank transfer on every 20th order (every other one rejected, the rest pending) and an invoice on every
 *   10th paid order;
 * - created_at spread over a year and not in id order, so a sort by time is not a sort by id.
 *
 * Ids are explicit (OVERRIDING SYSTEM VALUE) from ID_BASE up, so the statements need no lookups of what was
 * inserted; the identity sequences are moved past them at the end.
 */
export const PER_CUSTOMER = 90;
export const ID_BASE = 1_000_000;

export interface ScaleShape {
  rows: number;
  agents: number;
  /** rows of the big agent / big customer */
  big: number;
  /** generated customers that own orders and activities */
  owners: number;
}

export function shapeOf(rows: number): ScaleShape {
  const big = Math.floor(rows / 10);
  const agents = Math.max(10, Math.floor(rows / 100));
  const owners = Math.ceil((rows - big) / PER_CUSTOMER);
  return { rows, agents, big, owners };
}

/** The id of the m-th (0-based) generated customer outside the big agent (ids ≡ 0 mod 10 are the big agent's). */
const ownerId = (m: number) => ID_BASE + 10 * Math.floor(m / 9) + (m % 9) + 1;

/** Ids of what the benchmark signs in as, by their place in the generated data. */
export function scaleIds(shape: ScaleShape) {
  const medianOwner = Math.floor(shape.owners / 2);
  return {
    /** the generated agent in the middle (its customers, orders: the median tenant) */
    medianAgentId: ID_BASE + 1 + (medianOwner % shape.agents),
    /** the generated customer in the middle of those that own orders and activities */
    medianCustomerId: ownerId(medianOwner),
  };
}

/**
 * The statements, in order. `bigAgentId` and `bigCustomerId` are the demo's agent 1 and its phone customer;
 * `toolId` any tool.
 */
export function scaleDataSql(
  shape: ScaleShape,
  demo: { bigAgentId: number; bigCustomerId: number; toolId: number },
): string[] {
  const { rows: R, agents: T } = shape;
  const { bigAgentId, bigCustomerId, toolId } = demo;
  // row n with n % 10 <> 0 is the k-th (0-based) outside the big tenant: k = n - n / 10 - 1
  const k = (n: string) => `(${n} - ${n} / 10 - 1)`;
  const big = (n: string) => `${n} % 10 = 0`;
  // the generated customer owning order / activity n (ownerId in SQL), and that customer's agent
  const m = (n: string) => `(${k(n)} / ${PER_CUSTOMER})`;
  const owner = (n: string) => `(${ID_BASE} + 10 * (${m(n)} / 9) + ${m(n)} % 9 + 1)`;
  const ownerAgent = (n: string) => `(${ID_BASE + 1} + ${m(n)} % ${T})`;
  // a time in the last year, scattered (7919 is prime, so n ↦ n·7919 mod 31,536,000 does not follow n)
  const spread = (n: string) => `now() - ((${n}::bigint * 7919) % 31536000) * interval '1 second'`;
  return [
    `insert into agents (id, corporate_name, bottom_data, right_data, website_data, created_at)
     overriding system value
     select ${ID_BASE} + g, 'bench agent ' || g, a.bottom_data, a.right_data, a.website_data, ${spread('g')}
     from generate_series(1, ${T}) g, (select * from agents where id = ${bigAgentId}) a`,

    `insert into customers (id, agent_id, mobile, password_hash, nickname, company_name, city, created_at)
     overriding system value
     select ${ID_BASE} + g,
       case when ${big('g')} then ${bigAgentId} else ${ID_BASE + 1} + ${k('g')} % ${T} end,
       '19' || lpad(g::text, 9, '0'), 'not-a-password-hash', 'bench customer ' || g,
       'company ' || (g % 997), 'city ' || (g % 31), ${spread('g')}
     from generate_series(1, ${R}) g`,

    `insert into orders (id, order_no, agent_id, customer_id, order_type, subject_id, title, amount,
       original_amount, pay_amount, pay_type, is_pay, paid_at, created_at)
     overriding system value
     select ${ID_BASE} + g, 'BENCH' || lpad(g::text, 12, '0'),
       case when ${big('g')} then ${bigAgentId} else ${ownerAgent('g')} end,
       case when ${big('g')} then ${bigCustomerId} else ${owner('g')} end,
       17, 0, 'bench order ' || g, 9900, 9900, 9900, 'wechat', g % 2,
       case when g % 2 = 1 then ${spread('g')} end, ${spread('g')}
     from generate_series(1, ${R}) g`,

    `insert into bank_transfers (order_id, agent_id, customer_id, amount, payer_name, account_tail, status, created_at)
     select o.id, o.agent_id, o.customer_id, o.pay_amount, 'payer ' || o.id, '1234',
       case when o.id % 40 = 0 then 'rejected' else 'pending' end, o.created_at
     from orders o where o.id > ${ID_BASE} and o.id % 20 = 0 and o.is_pay = 0`,

    `insert into invoices (order_id, agent_id, customer_id, title, type, email)
     select o.id, o.agent_id, o.customer_id, 'invoice ' || o.id, 1, 'bench@example.com'
     from orders o where o.id > ${ID_BASE} and o.id % 10 = 1 and o.is_pay = 1`,

    `insert into activities (id, agent_id, customer_id, title, tool_id, lifecycle, cancelled_at, begin_time,
       end_time, capacity, showings, charge, created_at)
     overriding system value
     select ${ID_BASE} + g,
       case when ${big('g')} then ${bigAgentId} else ${ownerAgent('g')} end,
       case when ${big('g')} then ${bigCustomerId} else ${owner('g')} end,
       'bench activity ' || g, ${toolId},
       case when g % 97 = 0 then 'abolished' when g % 10 = 0 then 'unpaid' else 'paid' end,
       case when g % 50 = 1 then now() end,
       ${spread('g')} + interval '30 days', ${spread('g')} + interval '31 days', 100, 1, 'order', ${spread('g')}
     from generate_series(1, ${R}) g`,

    ...['agents', 'customers', 'orders', 'activities'].map(
      (table) => `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`,
    ),
    `update customers c set activity_total = counted.total
     from (select customer_id, count(*)::int as total from activities
           where cancelled_at is null group by customer_id) counted
     where c.id = counted.customer_id`,
    'vacuum analyze',
  ];
}
