import type { Db } from '#server/db/database.ts';
import { pageWithin } from '#server/db/paging.ts';
import type { Agent } from '#server/db/schema.ts';
import type { CustomerScope } from '#server/platform/tenancy/scope.ts';
import { whereTenant } from '#server/platform/tenancy/where-tenant.ts';

/** A customer's own invitation (customer_invite_codes, customer_referrals) and the platform's reward. */

export const codeOf = (db: Db, scope: CustomerScope) =>
  db
    .selectFrom('customer_invite_codes')
    .select(['code', 'visits'])
    .where(whereTenant(scope))
    .executeTakeFirst();

/** The customer's code, made once: a second maker (a race) keeps the first one's. */
export const insertCode = (db: Db, scope: CustomerScope, code: string) =>
  db
    .insertInto('customer_invite_codes')
    .values({ customer_id: scope.customerId, agent_id: scope.agentId, code })
    .onConflict((oc) => oc.column('customer_id').doNothing())
    .execute();

/** The inviter behind a public code, with its agent (the public link and the sign-up read it). */
// tenancy: the code is the public link itself; it names its customer and agent
export const inviterByCode = (db: Db, code: string) =>
  db
    .selectFrom('customer_invite_codes')
    .innerJoin('customers', 'customers.id', 'customer_invite_codes.customer_id')
    .innerJoin('agents', 'agents.id', 'customers.agent_id')
    .selectAll('agents')
    .select('customer_invite_codes.customer_id as inviter_id')
    .where('customer_invite_codes.code', '=', code)
    .executeTakeFirst() as Promise<(Agent & { inviter_id: number }) | undefined>;

/** One more opening of the customer's public link. */
// tenancy: the public link's own counter (found by its code)
export const countVisit = (db: Db, code: string) =>
  db
    .updateTable('customer_invite_codes')
    .set((eb) => ({ visits: eb('visits', '+', 1) }))
    .where('code', '=', code)
    .execute();

/** The invited customer's row, once: false when it already was (a retry or a race). */
// tenancy: the new customer's own row, of its agent (the inviter is checked to be of the same agent)
export async function insertReferral(
  db: Db,
  values: {
    invitee_id: number;
    inviter_id: number;
    agent_id: number;
    reward_sms: number;
    reward_balance: number;
  },
) {
  const rows = await db
    .insertInto('customer_referrals')
    .values(values)
    .onConflict((oc) => oc.column('invitee_id').doNothing())
    .returning('invitee_id')
    .execute();
  return rows.length > 0;
}

/** The customer's invitees (the inviter is the scope's customer, on its agent). */
const invitees = (db: Db, scope: CustomerScope) =>
  db
    .selectFrom('customer_referrals')
    .where('customer_referrals.agent_id', '=', scope.agentId)
    .where('customer_referrals.inviter_id', '=', scope.customerId);

// tenancy: the referrals whose inviter is the scope's customer, on its agent
export const totals = (db: Db, scope: CustomerScope) =>
  invitees(db, scope)
    .select((eb) => [
      eb.fn.countAll<string>().as('signups'),
      eb.fn.coalesce(eb.fn.sum<string>('reward_sms'), eb.lit(0)).as('sms'),
      eb.fn.coalesce(eb.fn.sum<string>('reward_balance'), eb.lit(0)).as('balance'),
    ])
    .executeTakeFirstOrThrow();

// tenancy: the referrals whose inviter is the scope's customer, on its agent
export function listInvitees(db: Db, scope: CustomerScope, page: { page: number; limit: number }) {
  const filtered = invitees(db, scope);
  return pageWithin(db, filtered, page, (window) =>
    filtered
      .innerJoin('customers', 'customers.id', 'customer_referrals.invitee_id')
      .select([
        'customers.mobile',
        'customers.email',
        'customer_referrals.reward_sms',
        'customer_referrals.reward_balance',
        'customer_referrals.created_at',
      ])
      .orderBy('customer_referrals.created_at', 'desc')
      .orderBy('customer_referrals.invitee_id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  );
}

/** The platform's reward per sign-up (the one row). */
// tenancy: a platform setting every site shares
export const reward = (db: Db) =>
  db
    .selectFrom('invite_rewards')
    .select(['sms', 'balance', 'updated_by', 'updated_at'])
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();

// tenancy: a platform setting (the admin's)
export const setReward = (db: Db, values: { sms: number; balance: number; updated_by: number }) =>
  db
    .updateTable('invite_rewards')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', 1)
    .execute();
