import { ActivityOrderType } from '@onsite/contracts';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '#server/test/harness.ts';
import { exportAndRead } from '../transfer/transfer.test-helpers.ts';

const ctx = useTestContext();
// a week long before the demo data's own rows (Asia/Shanghai)
const WEEK = 'start_date=2024-05-01&end_date=2024-05-07';

/** A paid order of `type` for the activity, paid on 3 May 2024. */
async function paidActivityOrder(
  activity: { id: number; agent_id: number; customer_id: number },
  type: number,
  cents: number,
) {
  await ctx.db
    .insertInto('orders')
    .values({
      order_no: `20240503${String(Math.floor(Math.random() * 1e12)).padStart(12, '0')}`,
      agent_id: activity.agent_id,
      customer_id: activity.customer_id,
      order_type: type,
      subject_id: activity.id,
      title: 'top tools fixture',
      amount: cents,
      original_amount: cents,
      pay_amount: cents,
      is_pay: 1,
      paid_at: new Date('2024-05-03T10:00:00+08:00'),
    })
    .execute();
}

describe("the dashboards' top tools", () => {
  it('sums the paid activity orders per tool, within the viewer’s tenant, and exports them', async () => {
    const activities = await ctx.db
      .selectFrom('activities')
      .innerJoin('tools', 'tools.id', 'activities.tool_id')
      .select(['activities.id', 'activities.agent_id', 'activities.customer_id', 'tools.mark', 'tools.title'])
      .where('activities.agent_id', '=', ctx.ids.agent1Id)
      .orderBy('activities.id')
      .execute();
    const first = activities[0];
    const other = activities.find((row) => row.mark !== first.mark);
    if (!first || !other) throw new Error('the demo has activities of two tools');
    await paidActivityOrder(first, ActivityOrderType.create, 9_900);
    await paidActivityOrder(first, ActivityOrderType.renew, 2_000);
    await paidActivityOrder(other, ActivityOrderType.expand, 5_000);

    const admin = await ctx.loginAdmin();
    const answer = await ctx.call({
      method: 'GET',
      url: `/api/admin/dashboard/overview?${WEEK}`,
      token: admin,
    });
    expect(answer.body.data.top_tools).toEqual([
      { key: first.mark, name: first.title, revenue: 11_900, orders: 2 },
      { key: other.mark, name: other.title, revenue: 5_000, orders: 1 },
    ]);
    const agent = await ctx.loginAgent();
    const own = await ctx.call({ method: 'GET', url: `/api/agent/dashboard/overview?${WEEK}`, token: agent });
    expect(own.body.data.top_tools).toHaveLength(2);

    const rows = await exportAndRead(ctx, 'admin', admin, `symbol=dashboard&chart=tool&${WEEK}`);
    expect(rows.slice(1).map((row) => row.slice(0, 4))).toEqual([
      [first.title, '', '119.00', '2'],
      [other.title, '', '50.00', '1'],
    ]);
  });
});
