import { ActivityOrderType, OrderType } from '@onsite/contracts';
import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '#server/test/harness.ts';
import { down, up } from './0071_dashboard_rollup.ts';

const ctx = useTestContext();

const ZONE = 'Asia/Shanghai';

/**
 * The rollups beside the same figures counted live from the rows, written here independently of the
 * migration's SQL: per agent (and -1 for rows without one) and for the platform (0), without zero rows.
 */
async function rollupsAndLive() {
  const db = ctx.db;
  const orderKey = sql`agent_id, to_char(day, 'YYYY-MM-DD') as day, pay_type, order_type, tool_id`;
  const rollup = await sql<Record<string, unknown>>`
    select ${orderKey}, revenue::bigint as revenue, orders from dashboard_order_days
    where revenue <> 0 or orders <> 0 order by 1, 2, 3, 4, 5`.execute(db);
  const paid = sql`
    select coalesce(o.agent_id, -1) as agent_id, (o.paid_at at time zone ${ZONE})::date as day, o.pay_type,
      o.order_type, case when o.order_type in (${sql.join(Object.values(ActivityOrderType))})
        then coalesce(a.tool_id, 0) else 0 end as tool_id, o.pay_amount
    from orders o left join activities a on a.id = o.subject_id
    where o.is_pay = 1 and o.paid_at is not null`;
  const live = await sql<Record<string, unknown>>`
    select ${orderKey}, sum(pay_amount)::bigint as revenue, count(*)::int as orders from (${paid}) p
    group by 1, 2, 3, 4, 5
    union all
    select 0, to_char(day, 'YYYY-MM-DD'), pay_type, order_type, tool_id, sum(pay_amount)::bigint, count(*)::int
    from (${paid}) p group by 2, 3, 4, 5
    order by 1, 2, 3, 4, 5`.execute(db);
  const months = await sql<Record<string, unknown>>`
    select agent_id, to_char(month, 'YYYY-MM') as month, revenue::bigint as revenue, orders
    from dashboard_agent_months where revenue <> 0 or orders <> 0 order by 1, 2`.execute(db);
  const liveMonths = await sql<Record<string, unknown>>`
    select agent_id, to_char(day, 'YYYY-MM') as month, sum(pay_amount)::bigint as revenue, count(*)::int as orders
    from (${paid}) p where agent_id > 0 group by 1, 2 order by 1, 2`.execute(db);
  const counts = async (rollup: string, source: string, where: string) => ({
    rollup: (
      await sql<Record<string, unknown>>`select agent_id, to_char(day, 'YYYY-MM-DD') as day, count
        from ${sql.table(rollup)} where count <> 0 order by 1, 2`.execute(db)
    ).rows,
    live: (
      await sql<Record<string, unknown>>`
        with rows as (select coalesce(agent_id, -1) as agent_id, (created_at at time zone ${ZONE})::date as day
          from ${sql.table(source)} where ${sql.raw(where)})
        select agent_id, to_char(day, 'YYYY-MM-DD') as day, count(*)::int as count from rows group by 1, 2
        union all select 0, to_char(day, 'YYYY-MM-DD'), count(*)::int from rows group by 2
        order by 1, 2`.execute(db)
    ).rows,
  });
  return {
    orders: { rollup: rollup.rows, live: live.rows },
    months: { rollup: months.rows, live: liveMonths.rows },
    customers: await counts('dashboard_customer_days', 'customers', 'true'),
    activities: await counts('dashboard_activity_days', 'activities', "lifecycle <> 'abolished'"),
  };
}

function expectAgree(figures: Awaited<ReturnType<typeof rollupsAndLive>>) {
  for (const [name, pair] of Object.entries(figures)) {
    expect(pair.rollup.length, name).toBeGreaterThan(0);
    expect(pair.rollup, name).toEqual(pair.live);
  }
}

let serial = 0;
const orderNo = () => `ROLLUP${String(++serial).padStart(14, '0')}`;

describe('migration 0071: the dashboards’ rollups', () => {
  it('stays equal to the figures counted live through inserts, updates, moves and deletes', async () => {
    const db = ctx.db;
    const { agent1Id, agent2Id } = ctx.ids;
    expectAgree(await rollupsAndLive()); // the demo's rows, as the migration found them

    const customer = await db
      .selectFrom('customers')
      .select(['id', 'agent_id'])
      .where('agent_id', '=', agent1Id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const tools = await db.selectFrom('tools').select('id').orderBy('id').limit(2).execute();
    const [toolA, toolB] = tools.map((tool) => tool.id);
    const activity = await db
      .insertInto('activities')
      .values({
        agent_id: agent1Id,
        customer_id: customer.id,
        title: 'rollup fixture',
        tool_id: toolA,
        programme_id: null,
        group_id: null,
        lifecycle: 'paid',
        cancelled_at: null,
        capacity: 100,
        showings: 1,
        vip_last_time: null,
        charge: 'order',
        begin_time: new Date('2026-03-01T10:00:00Z'),
        end_time: new Date('2026-03-02T10:00:00Z'),
        created_at: new Date('2026-02-28T23:30:00Z'), // 1 March in Shanghai
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const order = (values: Partial<{ type: number; cents: number; paidAt: Date | null; agent: number }>) => ({
      order_no: orderNo(),
      agent_id: values.agent ?? agent1Id,
      customer_id: customer.id,
      order_type: values.type ?? OrderType.vip,
      subject_id: values.type && values.type !== OrderType.vip ? activity.id : 0,
      title: 'rollup fixture',
      amount: values.cents ?? 1_000,
      original_amount: values.cents ?? 1_000,
      pay_amount: values.cents ?? 1_000,
      is_pay: values.paidAt ? 1 : 0,
      paid_at: values.paidAt ?? null,
      pay_type: 'wechat',
    });
    // several rows in one statement, across two agents and a day edge of the time zone
    const inserted = await db
      .insertInto('orders')
      .values([
        order({ type: ActivityOrderType.create, cents: 9_900, paidAt: new Date('2026-03-01T15:59:59Z') }),
        order({ type: ActivityOrderType.renew, cents: 2_000, paidAt: new Date('2026-03-01T16:00:00Z') }),
        order({ cents: 3_000, paidAt: new Date('2026-02-14T08:00:00Z'), agent: agent2Id }),
        order({ cents: 4_000, paidAt: new Date('2026-02-14T09:00:00Z'), agent: agent2Id }),
        order({ cents: 5_000 }),
      ])
      .returning('id')
      .execute();
    expectAgree(await rollupsAndLive());

    const [created, renewed, other, another, unpaid] = inserted.map((row) => row.id);
    // paid later, at another price, by another channel
    await db
      .updateTable('orders')
      .set({ is_pay: 1, paid_at: new Date('2026-01-31T20:00:00Z'), pay_amount: 4_500, pay_type: 'alipay' })
      .where('id', '=', unpaid)
      .execute();
    // a refund takes the order out of the figures; an order moves to another agent with its customer
    await db.updateTable('orders').set({ is_pay: 0 }).where('id', '=', renewed).execute();
    await db.updateTable('orders').set({ agent_id: agent1Id }).where('id', '=', other).execute();
    // a change the figures do not see
    await db.updateTable('orders').set({ title: 'renamed' }).where('id', 'in', [created, another]).execute();
    expectAgree(await rollupsAndLive());

    // the activity changes tool: its paid orders follow; abolished, it leaves the activities counted
    await db.updateTable('activities').set({ tool_id: toolB }).where('id', '=', activity.id).execute();
    await db
      .updateTable('activities')
      .set({ lifecycle: 'abolished' })
      .where('id', '=', activity.id)
      .execute();
    expectAgree(await rollupsAndLive());
    await db.updateTable('activities').set({ lifecycle: 'paid' }).where('id', '=', activity.id).execute();
    await db.deleteFrom('orders').where('id', 'in', [another, unpaid]).execute();
    expectAgree(await rollupsAndLive());

    // a customer created, moved to another agent, deleted; the activity deleted (its orders keep no tool)
    const newcomer = await db
      .insertInto('customers')
      .values({
        agent_id: agent1Id,
        mobile: '13900071071',
        email: null,
        password_hash: 'not-a-password-hash',
        nickname: 'rollup fixture',
        vip_expires_at: null,
        created_at: new Date('2026-02-20T17:00:00Z'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.updateTable('customers').set({ agent_id: agent2Id }).where('id', '=', newcomer.id).execute();
    expectAgree(await rollupsAndLive());
    await db.deleteFrom('customers').where('id', '=', newcomer.id).execute();
    await db.deleteFrom('activities').where('id', '=', activity.id).execute();
    expectAgree(await rollupsAndLive());
  });

  it('goes down and up again, counting what is there', async () => {
    const before = await rollupsAndLive();
    const db = ctx.db as unknown as Kysely<unknown>;
    await down(db);
    await up(db);
    const after = await rollupsAndLive();
    expectAgree(after);
    expect(after).toEqual(before);
  });
});
