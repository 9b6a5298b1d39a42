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
