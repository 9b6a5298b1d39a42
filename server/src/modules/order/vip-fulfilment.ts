import { DurationUnit, OrderType } from '@onsite/contracts';
import type { Db } from '#server/db/database.ts';
import { type CustomerScope, customerScope } from '#server/platform/tenancy/scope.ts';
import { type PaidOrder, registerFulfilment } from './fulfilment.ts';
import * as repository from './order.repository.ts';
import { vipTermEnd } from './vip-term.ts';

/**
 * A paid VIP order: the customer holds the plan's VIP level until the term's end, counted on from the
 * current expiry when the same level is renewed before it runs out (vip-term.ts).
 */
async function grantVip(trx: Db, order: PaidOrder, paidAt: Date): Promise<void> {
  const scope = customerScope({ agentId: order.agent_id, customerId: order.customer_id });
  const plan = await repository.planOfOrder(trx, order.subject_id);
  const customer = await repository.lockMembership(trx, scope);
  const term = vipTermEnd({
    paidAt,
    duration: plan.duration,
    durationUnit: plan.duration_unit,
    current:
      customer.customer_vip_id > 0 ? { vipId: customer.vip_id, expiresAt: customer.vip_expires_at } : null,
    vipId: plan.vip_id,
  });
  await repository.grantMembership(trx, scope, { orderId: order.id, plan, ...term });
}

/**
 * A redeemed key (modules/cdkey): `days` of the plan's VIP level, counted on like a renewal, recorded as a
 * membership that came from the key. Runs in the redemption's transaction; answers the membership.
 */
export async function grantVipDays(
  trx: Db,
  scope: CustomerScope,
  grant: { planId: number; days: number; cdkeyId: number; at: Date },
): Promise<{ title: string; expiresAt: Date }> {
  const plan = await repository.planOfOrder(trx, grant.planId);
  const customer = await repository.lockMembership(trx, scope);
  const term = vipTermEnd({
    paidAt: grant.at,
    duration: grant.days,
    durationUnit: DurationUnit.days,
    current:
      customer.customer_vip_id > 0 ? { vipId: customer.vip_id, expiresAt: customer.vip_expires_at } : null,
    vipId: plan.vip_id,
  });
  await repository.grantMembership(trx, scope, { orderId: null, cdkeyId: grant.cdkeyId, plan, ...term });
  return { title: plan.title, expiresAt: term.expiresAt };
}

/** Called once at start (app.ts): what paying a VIP order does. */
export function registerVipFulfilment(): void {
  registerFulfilment([OrderType.vip], grantVip);
}

/**
 * A fully refunded VIP order (modules/refund, in the refund's transaction): the term it bought is taken
 * back. Its own membership ends when it started (now at the latest); the customer's current term of the
 * same level is shortened by the bought length, never below now. Answers the customer's new end, if any.
 */
export async function takeBackVip(
  trx: Db,
  order: { id: number; agent_id: number; customer_id: number },
  now: Date,
): Promise<Date | null> {
  const scope = customerScope({ agentId: order.agent_id, customerId: order.customer_id });
  const customer = await repository.lockMembership(trx, scope);
  const membership = await repository.membershipOfOrder(trx, scope, order.id);
  if (!membership) return null;
  const bought = membership.expires_at.getTime() - membership.starts_at.getTime();
  const ownEnd = Math.min(
    membership.expires_at.getTime(),
    Math.max(now.getTime(), membership.starts_at.getTime()),
  );
  await repository.setMembershipEnd(trx, scope, membership.id, new Date(ownEnd));
  if (customer.vip_id !== membership.vip_id || !customer.vip_expires_at) return null;
  const end = new Date(Math.max(now.getTime(), customer.vip_expires_at.getTime() - bought));
  await repository.setCurrentVipEnd(trx, scope, end);
  if (customer.customer_vip_id > 0 && customer.customer_vip_id !== membership.id) {
    await repository.setMembershipEnd(trx, scope, customer.customer_vip_id, end);
  }
  return end;
}
