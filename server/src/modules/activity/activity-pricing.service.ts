import { ActivityOrderType, ActivityPricing } from '@onsite/contracts';
import type { Db } from '#server/db/database.ts';
import { notFound } from '#server/platform/http/errors.ts';
import { type CustomerScope, customerScope } from '#server/platform/tenancy/scope.ts';
import { type CustomerPrincipal, clockOf, ownActivity } from './activity-access.ts';
import * as purchases from './activity-purchase.repository.ts';
import { assertAllowed } from './activity-state.ts';

/**
 * Prices and sizes of an activity (ours: the spec gives none; docs/decisions.md "Activities";
 * `ActivityPricing` in the contracts, so the dialogs show the same). Money in cents. A VIP's free activity
 * gets the plan's showings_num; a bought one gets ACTIVITY_SHOWINGS.
 */
export const ACTIVITY_PRICE = ActivityPricing.create;
export const ACTIVITY_CAPACITY = ActivityPricing.capacity;
export const ACTIVITY_SHOWINGS = ActivityPricing.showings;
export const RENEW_DAYS = ActivityPricing.renewDefaultDays;
export const RENEW_PRICE = ActivityPricing.renewPerDay * RENEW_DAYS;
export const renewPrice = (days: number) => ActivityPricing.renewPerDay * days;
export const expandPrice = (persons: number) =>
  (persons / ActivityPricing.expandBlock) * ActivityPricing.expandPerBlock;

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
 * its free_num left and showings_num) or ACTIVITY_PRICE — for the new dialog.
 */
export async function productInfo(db: Db, principal: CustomerPrincipal, toolId: number) {
  const tool = await purchases.findTool(db, toolId);
  if (!tool) throw notFound('tool not found');
  const quota = await membershipQuota(db, customerScope(principal), tool.mark, new Date(), false);
  const free = quota !== null && quota.used < quota.freeNum;
  return {
    ...tool,
    price: ACTIVITY_PRICE,
    pay_amount: free ? 0 : ACTIVITY_PRICE,
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
  if (query.order_type === ActivityOrderType.renew) {
    assertAllowed('renew', clockOf(row), new Date());
    return order(row.title, renewPrice(query.days), row.id, query.days, 2);
  }
  assertAllowed('expand', clockOf(row), new Date());
  return order(row.title, expandPrice(query.persons), row.id);
}
