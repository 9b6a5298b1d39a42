import { ActivityOrderType } from '@onsite/contracts';
import type { Db } from '#server/db/database.ts';

export interface ActivitySeed {
  agentId: number;
  customerId: number;
  title: string;
  toolId: number;
  /** hours from now */
  beginIn: number;
  endIn: number;
  lifecycle?: 'unpaid' | 'paid' | 'abolished';
  /** in the recycle bin */
  cancelled?: boolean;
  groupTitle?: string;
}

/**
 * One activity as the service would leave it: its settings row, its group, customers.activity_total, and
 * for an unpaid one the unpaid create order (type 21, 99.00) that pays for it.
 */
export async function seedActivity(db: Db, input: ActivitySeed): Promise<number> {
  const now = Date.now();
  const lifecycle = input.lifecycle ?? 'paid';
  let groupId: number | null = null;
  if (input.groupTitle) {
    await db
      .insertInto('activity_groups')
      .values({ agent_id: input.agentId, customer_id: input.customerId, title: input.groupTitle })
      .onConflict((conflict) => conflict.columns(['customer_id', 'title']).doNothing())
      .execute();
    const group = await db
      .selectFrom('activity_groups')
      .select('id')
      .where('customer_id', '=', input.customerId)
      .where('title', '=', input.groupTitle)
      .executeTakeFirstOrThrow();
    groupId = group.id;
  }
  const orderNo =
    lifecycle === 'unpaid' ? `seed${now}${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}` : '';
  const row = await db
    .insertInto('activities')
    .values({
      agent_id: input.agentId,
      customer_id: input.customerId,
      title: input.title,
      tool_id: input.toolId,
      group_id: groupId,
      lifecycle,
      cancelled_at: input.cancelled ? new Date(now - 3_600_000) : null,
      begin_time: new Date(now + input.beginIn * 3_600_000),
      end_time: new Date(now + input.endIn * 3_600_000),
      capacity: 500,
      showings: 1,
      charge: 'order',
      order_no: orderNo,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('activity_settings').values({ activity_id: row.id, password_hash: null }).execute();
  if (orderNo) {
    await db
      .insertInto('orders')
      .values({
        order_no: orderNo,
        agent_id: input.agentId,
        customer_id: input.customerId,
        order_type: ActivityOrderType.create,
        subject_id: row.id,
        title: input.title,
        amount: 9900,
        original_amount: 9900,
        pay_amount: 9900,
      })
      .execute();
  }
  // activity_total counts the activities outside the recycle bin
  if (!input.cancelled) {
    await db
      .updateTable('customers')
      .set((eb) => ({ activity_total: eb('activity_total', '+', 1) }))
      .where('id', '=', input.customerId)
      .execute();
  }
  return row.id;
}

/** The demo customer's activities, one per state, so /activity shows every tag and action. */
export async function seedDemoActivities(db: Db, owner: { agentId: number; customerId: number }) {
  const base = { agentId: owner.agentId, customerId: owner.customerId };
  return {
    notStarted: await seedActivity(db, {
      ...base,
      title: '2027 年度盛典',
      toolId: 1,
      beginIn: 24 * 7,
      endIn: 24 * 7 + 4,
      groupTitle: '年会',
    }),
    inProgress: await seedActivity(db, { ...base, title: '新品发布会', toolId: 8, beginIn: -1, endIn: 3 }),
    ended: await seedActivity(db, {
      ...base,
      title: '季度总结会',
      toolId: 8,
      beginIn: -24 * 10,
      endIn: -24 * 10 + 3,
      groupTitle: '年会',
    }),
    unpaid: await seedActivity(db, {
      ...base,
      title: '客户答谢晚宴',
      toolId: 1,
      beginIn: 24 * 14,
      endIn: 24 * 14 + 3,
      lifecycle: 'unpaid',
    }),
    cancelled: await seedActivity(db, {
      ...base,
      title: '旧版签到墙',
      toolId: 1,
      beginIn: 24 * 3,
      endIn: 24 * 3 + 2,
      cancelled: true,
    }),
  };
}
