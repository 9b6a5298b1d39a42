import { ActivityOrderType, type CreateActivityRequest } from '@onsite/contracts';
import type { Db } from '#server/db/database.ts';
import { insertOrder, newOrderNo } from '#server/modules/order/index.ts';
import { badRequest, notFound } from '#server/platform/http/errors.ts';
import { type CustomerScope, customerScope } from '#server/platform/tenancy/scope.ts';
import * as repository from './activity.repository.ts';
import { type CustomerPrincipal, DAY_MS, withActivity } from './activity-access.ts';
import {
  ACTIVITY_CAPACITY,
  ACTIVITY_SHOWINGS,
  createPrice,
  expandPrice,
  freeQuota,
  renewPrice,
} from './activity-pricing.service.ts';
import * as purchases from './activity-purchase.repository.ts';
import { instants } from './activity-schedule.service.ts';

/**
 * What the customer buys for activities: a new one (free from the VIP quota, or unpaid with its order),
 * more days (renew) and more places (expand) as unpaid orders, and what paying each of those orders does.
 */

/** The tool an activity runs on: the tool asked for, or the first tool of the programme. */
async function sourceOf(db: Db, input: { tool_id: number; programme_id: number }) {
  if (input.programme_id > 0) {
    const programme = await purchases.findProgramme(db, input.programme_id);
    if (!programme) throw badRequest('programme not found');
    const toolId = Number(programme.tools.split(',')[0]);
    const tool = Number.isInteger(toolId) ? await purchases.findTool(db, toolId) : undefined;
    if (!tool) throw badRequest('tool not found');
    return { tool, programmeId: programme.id, title: programme.title };
  }
  const tool = await purchases.findTool(db, input.tool_id);
  if (!tool) throw badRequest('tool not found');
  return { tool, programmeId: null, title: tool.title };
}

interface NewActivity {
  title: string;
  toolId: number;
  toolMark: string;
  programmeId: number | null;
  groupId: number | null;
  beginTime: Date;
  endTime: Date;
}

/** Creates one activity (free from the membership or unpaid with its order); also used by the spreadsheet import. */
export async function insertActivity(
  trx: Db,
  principal: Pick<CustomerPrincipal, 'agentId' | 'customerId'>,
  activity: NewActivity,
  now: Date,
) {
  const scope = customerScope(principal);
  const free = await freeQuota(trx, scope, activity.toolMark, now);
  const price = free ? 0 : await createPrice(trx, activity.toolId, now);
  const orderNo = free ? '' : await newOrderNo(trx, now);
  const id = await purchases.insertActivity(trx, scope, {
    title: activity.title,
    tool_id: activity.toolId,
    programme_id: activity.programmeId,
    group_id: activity.groupId,
    lifecycle: free ? 'paid' : 'unpaid',
    begin_time: activity.beginTime,
    end_time: activity.endTime,
    capacity: ACTIVITY_CAPACITY,
    showings: free ? free.showings : ACTIVITY_SHOWINGS,
    charge: free ? 'vip' : 'order',
    customer_vip_id: free ? free.customerVipId : 0,
    order_no: orderNo,
  });
  if (!free) {
    await insertOrder(trx, scope, {
      order_no: orderNo,
      order_type: ActivityOrderType.create,
      subject_id: id,
      title: activity.title,
      duration: 0,
      duration_unit: 0,
      amount: price,
      original_amount: price,
      pay_amount: price,
      // sold at the platform's own price: all of it is the platform's part (reseller ledger)
      wholesale_amount: price,
      pay_type: 'wechat',
    });
  }
  await purchases.adjustActivityTotal(trx, scope, 1);
  return { id, order_no: orderNo, pay_amount: price };
}

export async function create(db: Db, principal: CustomerPrincipal, input: CreateActivityRequest) {
  const { beginTime, endTime } = instants(input.begin_time, input.end_time, input.tz);
  const source = await sourceOf(db, input);
  return db.transaction().execute((trx) =>
    insertActivity(
      trx,
      principal,
      {
        title: input.title || source.title,
        toolId: source.tool.id,
        toolMark: source.tool.mark,
        programmeId: source.programmeId,
        groupId: null,
        beginTime,
        endTime,
      },
      new Date(),
    ),
  );
}

/** postRenew (the extend dialog): an unpaid order (type 22) that, once paid, adds `days` to the activity. */
export async function renew(db: Db, principal: CustomerPrincipal, input: { id: number; days: number }) {
  return withActivity(db, principal, input.id, 'renew', async (trx, row, now, scope) => {
    const orderNo = await newOrderNo(trx, now);
    const price = await renewPrice(trx, row.tool_id, input.days, now);
    await insertOrder(trx, scope, {
      order_no: orderNo,
      order_type: ActivityOrderType.renew,
      subject_id: row.id,
      title: row.title,
      duration: input.days,
      duration_unit: 2,
      amount: price,
      original_amount: price,
      pay_amount: price,
      // sold at the platform's own price: all of it is the platform's part (reseller ledger)
      wholesale_amount: price,
      pay_type: 'wechat',
    });
    return { id: row.id, order_no: orderNo, pay_amount: price };
  });
}

/** postExpand (the expand dialog): an unpaid order (type 23) that, once paid, adds `persons` places. */
export async function expand(db: Db, principal: CustomerPrincipal, input: { id: number; persons: number }) {
  return withActivity(db, principal, input.id, 'expand', async (trx, row, now, scope) => {
    const orderNo = await newOrderNo(trx, now);
    const price = await expandPrice(trx, row.tool_id, input.persons, now);
    await insertOrder(trx, scope, {
      order_no: orderNo,
      order_type: ActivityOrderType.expand,
      subject_id: row.id,
      title: row.title,
      duration: 0,
      duration_unit: 0,
      amount: price,
      original_amount: price,
      pay_amount: price,
      // sold at the platform's own price: all of it is the platform's part (reseller ledger)
      wholesale_amount: price,
      pay_type: 'wechat',
    });
    await purchases.insertExpansion(trx, { orderNo, activityId: row.id, persons: input.persons });
    return { id: row.id, order_no: orderNo, pay_amount: price };
  });
}

/** An activity order as its fulfilment and its refund read it. */
interface ActivityOrder {
  order_no: string;
  order_type: number;
  subject_id: number;
  agent_id: number;
  customer_id: number;
  duration: number;
}

/** The activity an order is for, locked while the order's effect is written or undone. */
async function lockedActivityOf(trx: Db, order: ActivityOrder) {
  const scope = customerScope({ agentId: order.agent_id, customerId: order.customer_id });
  return { scope, activity: await purchases.lockActivityOfOrder(trx, scope, order.subject_id) };
}

/**
 * What a paid activity order does (the fulfilment registered for order types 21–23, run by order.service
 * applyPayment inside its transaction): a paid create order makes its unpaid activity `paid` (not started /
 * in progress by its times); a paid renewal adds its days from the later of the end time and now; a paid
 * expansion adds its places to the capacity. An abolished or deleted activity is left as it is.
 */
export async function applyActivityOrder(trx: Db, order: ActivityOrder, now: Date) {
  const { scope, activity } = await lockedActivityOf(trx, order);
  if (!activity) return;
  if (order.order_type === ActivityOrderType.create && activity.lifecycle === 'unpaid') {
    await repository.updateActivity(trx, scope, activity.id, { lifecycle: 'paid', order_no: '' });
  }
  if (order.order_type === ActivityOrderType.renew && activity.lifecycle === 'paid') {
    const from = Math.max(activity.end_time.getTime(), now.getTime());
    await repository.updateActivity(trx, scope, activity.id, {
      end_time: new Date(from + order.duration * DAY_MS),
    });
  }
  if (order.order_type === ActivityOrderType.expand && activity.lifecycle === 'paid') {
    const expansion = await purchases.findExpansion(trx, order.order_no, activity.id);
    if (expansion) {
      await repository.updateActivity(trx, scope, activity.id, {
        capacity: activity.capacity + expansion.persons,
      });
    }
  }
}

/**
 * An activation code pays for one of the customer's unpaid activities of the code's tool (cdkey redeem, in
 * its transaction): the activity becomes `paid` (charge 'code') as its create order would have made it, and
 * its unpaid orders are withdrawn. Another customer's activity is not found; a throw undoes the claim too.
 */
export async function activateWithCode(trx: Db, scope: CustomerScope, activityId: number, toolId: number) {
  const activity = await purchases.lockActivityOfOrder(trx, scope, activityId);
  if (!activity) throw notFound('activity not found');
  if (activity.lifecycle !== 'unpaid') throw badRequest('this activity does not need paying');
  if (activity.tool_id !== toolId) throw badRequest('this activation code is for another tool');
  await repository.updateActivity(trx, scope, activity.id, {
    lifecycle: 'paid',
    charge: 'code',
    order_no: '',
  });
  await purchases.dropPendingOrders(trx, scope, [activity.id]);
  return { id: activity.id, title: activity.title };
}

/**
 * A fully refunded activity order (modules/refund, in the refund's transaction): what paying it did is
 * undone. A create order's activity is abolished (terminal: an activity whose purchase was refunded is not
 * held; its unpaid orders are withdrawn); a renewal's days come off the end time, never below now; an
 * expansion's places come off the capacity, never below its VIP places. An activity already abolished or deleted is
 * left as it is.
 */
export async function reverseActivityOrder(trx: Db, order: ActivityOrder, now: Date) {
  const { scope, activity } = await lockedActivityOf(trx, order);
  if (activity?.lifecycle !== 'paid') return;
  if (order.order_type === ActivityOrderType.create) {
    await repository.updateActivity(trx, scope, activity.id, { lifecycle: 'abolished', order_no: '' });
    await purchases.dropPendingOrders(trx, scope, [activity.id]);
  }
  if (order.order_type === ActivityOrderType.renew) {
    const end = Math.max(now.getTime(), activity.end_time.getTime() - order.duration * DAY_MS);
    await repository.updateActivity(trx, scope, activity.id, { end_time: new Date(end) });
  }
  if (order.order_type === ActivityOrderType.expand) {
    const expansion = await purchases.findExpansion(trx, order.order_no, activity.id);
    if (expansion) {
      await repository.updateActivity(trx, scope, activity.id, {
        capacity: Math.max(activity.vip_count, activity.capacity - expansion.persons),
      });
    }
  }
}
