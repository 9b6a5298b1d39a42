import { ActivityOrderType, ActivityPricing } from '@onsite/contracts';
import type { Db } from '#server/db/database.ts';
import { activityPriceAt } from '#server/modules/cost/index.ts';
import { notFound } from '#server/platform/http/errors.ts';
import { type CustomerScope, customerScope } from '#server/platform/tenancy/scope.ts';
import { type CustomerPrincipal, clockOf, ownActivity } from './activity-access.ts';
import * as purchases from './activity-purchase.repository.ts';
import { assertAllowed } from './activity-state.ts';

/**
 * Sizes of an activity (ours: the spec gives none; docs/decisions.md "Activities"; `ActivityPricing` in the
 * contracts, so the dialogs show the same). A VIP's free activity gets the plan's showings_num; a bought one
 * gets ACTIVITY_SHOWINGS. What it costs is set per tool in the cost settings (/cost, modules/cost), in cents:
 * the version in force when the order is made, which the order then keeps.
 */
export const ACTIVITY_CAPACITY = ActivityPricing.capacity;
export const ACTIVITY_SHOWINGS = ActivityPricing.showings;

/** A new activity of the tool, now. */
export const createPrice = async (db: Db, toolId: number, now: Date) =>
  (await activityPriceAt(db, toolId, now)).create;
/** `days` more for an activity of the tool, now. */
export const renewPrice = async (db: Db, toolId: number, days: number, now: Date) =>
  (await activityPriceAt(db, toolId, now)).renewPerDay * days;
/** `persons` more places (whole blocks) for an activity of the tool, now. */
export const expandPrice = async (db: Db, toolId: number, persons: number, now: Date) =>
  (persons / ActivityPricing.expandBlock) * (await activityPriceAt(db, toolId, now)).expandPerBlock;

/**
 * The customer's membership, when it makes an activity of this tool free: unexpired, the plan covers the
 * tool (scene marks) and fewer than free_num activities were made from it. With `lock` (creating) the
 * customer row is locked, so two concurrent creates cannot both take the last free activity.
 */
async function membershipQuota(trx: Db, scope: CustomerScope, toolMark: string, now: Date, lock: boolean) {
  const customer = await purchases.findMembership(trx, scope, { lock });
  if (customer.customer_vip_id <= 0 || !customer.vip_expires_at || customer.vip_expires_at <= now)
    return null;
  const plan = await purchases.membershipPlan(trx, scope, customer.customer_vip_id);
  if (!plan?.scene.split(',').includes(toolMark)) return null;
  return {
    customerVipId: customer.customer_vip_id,
    freeNum: plan.free_num,
    used: await purchases.countFreeActivities(trx, scope, customer.customer_vip_id),
    showings: plan.showings_num,
  };
}

/** The membership's free activity a create takes now (the customer row locked), if one is left. */
export async function freeQuota(trx: Db, scope: CustomerScope, toolMark: string, now: Date) {
  const quota = await membershipQuota(trx, scope, toolMark, now, true);
  return quota && quota.used < quota.freeNum ? quota : null;
}

/**
 * getProductInfo: what a new activity of this tool costs the customer now — free from the VIP plan (with
 * its free_num left and showings_num) or the tool's price in force — for the new dialog.
 */
export async function productInfo(db: Db, principal: CustomerPrincipal, toolId: number) {
  const tool = await purchases.findTool(db, toolId);
  if (!tool) throw notFound('tool not found');
  const now = new Date();
  const quota = await membershipQuota(db, customerScope(principal), tool.mark, now, false);
  const free = quota !== null && quota.used < quota.freeNum;
  const price = await createPrice(db, tool.id, now);
  return {
    ...tool,
    price,
    pay_amount: free ? 0 : price,
    capacity: ACTIVITY_CAPACITY,
    showings: free ? quota.showings : ACTIVITY_SHOWINGS,
    vip_covered: quota ? 1 : 0,
    free_num: quota?.freeNum ?? 0,
    free_left: quota ? Math.max(quota.freeNum - quota.used, 0) : 0,
  };
}

/**
 * getOrderInfo (Products): the order a purchase would make, priced by the same rules as create, postRenew
 * and postExpand (and refused in the same states), without writing anything.
 */
export async function quote(
  db: Db,
  principal: CustomerPrincipal,
  query: { order_type: number; id: number; days: number; persons: number },
) {
  const order = (title: string, amount: number, subjectId: number, duration = 0, durationUnit = 0) => ({
    order_type: query.order_type,
    subject_id: subjectId,
    title,
    duration,
    duration_unit: durationUnit,
    amount,
    original_amount: amount,
    pay_amount: amount,
  });
  if (query.order_type === ActivityOrderType.create) {
    const product = await productInfo(db, principal, query.id);
    return order(product.title, product.pay_amount, product.id);
  }
  const row = await ownActivity(db, principal, query.id);
  const now = new Date();
  if (query.order_type === ActivityOrderType.renew) {
    assertAllowed('renew', clockOf(row), now);
    return order(row.title, await renewPrice(db, row.tool_id, query.days, now), row.id, query.days, 2);
  }
  assertAllowed('expand', clockOf(row), now);
  return order(row.title, await expandPrice(db, row.tool_id, query.persons, now), row.id);
}
