import { randomInt } from 'node:crypto';
import type { InviteReward, MyInvitee, MyInviteInfo, ResourceKind } from '@onsite/contracts';
import type { Db } from '#server/db/database.ts';
import type { Agent } from '#server/db/schema.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { postEntries } from '#server/modules/resource/index.ts';
import type { CustomerScope } from '#server/platform/tenancy/scope.ts';
import * as repository from './customer-invite.repository.ts';
import { firstDomains } from './invite.repository.ts';
import { CODE_ALPHABET, OPEN_PATH, type SiteOrigin, signupCountsOn } from './invite.service.ts';

/** The agent links' alphabet, but 12 long: a customer's code is never an agent link's (10). */
const CODE_LENGTH = 12;

const REWARD_REASON = 'invitation reward: a friend signed up';

const newCode = () =>
  Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/** The customer's code, made on first read (a collision of random codes is retried). */
async function ensureCode(db: Db, scope: CustomerScope) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const found = await repository.codeOf(db, scope);
    if (found) return found;
    try {
      await repository.insertCode(db, scope, newCode());
    } catch (error) {
      // the code's unique index: another customer holds it; try another
      if (attempt === 4) throw error;
    }
  }
  return (await repository.codeOf(db, scope)) as { code: string; visits: number };
}

const rewardOf = (row: { sms: number; balance: number }): InviteReward => ({
  sms: row.sms,
  balance: row.balance,
});

/** The customer's invitation; its link is on its agent's site (the agent's first domain), as the agent links. */
export async function myInvite(db: Db, scope: CustomerScope, origin: SiteOrigin): Promise<MyInviteInfo> {
  const [code, totals, reward, domains] = await Promise.all([
    ensureCode(db, scope),
    repository.totals(db, scope),
    repository.reward(db),
    firstDomains(db, [scope.agentId]),
  ]);
  return {
    url: `${origin(domains.get(scope.agentId) ?? null)}${OPEN_PATH}?code=${code.code}`,
    code: code.code,
    visits: code.visits,
    signups: Number(totals.signups),
    reward: rewardOf(reward),
    earned: { sms: Number(totals.sms), balance: Number(totals.balance) },
  };
}

const maskedAccount = (mobile: string | null, email: string | null) => {
  if (mobile) return `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
  if (!email) return '';
  const [name, domain] = email.split('@');
  return `${name.slice(0, 1)}***@${domain}`;
};

export async function myInvitees(db: Db, scope: CustomerScope, page: { page: number; limit: number }) {
  const { rows, total } = await repository.listInvitees(db, scope, page);
  const items: MyInvitee[] = rows.map((row) => ({
    account: maskedAccount(row.mobile, row.email),
    signup_time: row.created_at.toISOString(),
    reward: { sms: row.reward_sms, balance: row.reward_balance },
  }));
  return { items, total };
}

/**
 * Opening a customer's public link: counts the visit and answers the sign-up with the code; undefined when
 * the code is no customer's (the agent links' turn).
 */
export async function openCustomerLink(db: Db, code: string): Promise<string | undefined> {
  if (code.length !== CODE_LENGTH) return undefined;
  const inviter = await repository.inviterByCode(db, code);
  if (!inviter) return undefined;
  // a closed site's customer's link still leads to the sign-up, uncounted (as a disabled agent link)
  if (inviter.disabled_at) return '/my/login?register=1';
  await repository.countVisit(db, code);
  return `/my/login?invite=${encodeURIComponent(code)}`;
}

/**
 * The invitation a sign-up came through, when it counts: the code's customer is of the site the sign-up is
 * on, or of an open agent when the sign-up is on the platform's site (which serves the agents without a
 * domain), as with the agent links; its agent is the new customer's. A code of another agent's customer is
 * ignored: the new customer belongs to the site it signed up on, and nobody is credited.
 */
export async function referralForSignup(
  db: Db,
  code: string | undefined,
  hostAgent: Agent,
): Promise<{ inviterId: number; agent: Agent } | null> {
  if (!code || code.length !== CODE_LENGTH) return null;
  const found = await repository.inviterByCode(db, code);
  if (!found || found.disabled_at) return null;
  if (!signupCountsOn(hostAgent, found.id)) return null;
  const { inviter_id: inviterId, ...agent } = found;
  return { inviterId, agent };
}

/**
 * Records the sign-up for its inviter and credits the platform's reward in force, in one transaction and
 * once: the invitee's row is the key, so a retry or a race inserts nothing and credits nothing.
 */
export function recordReferral(db: Db, referral: { inviterId: number; agent: Agent }, inviteeId: number) {
  const agentId = referral.agent.id;
  return inTransaction(db, async (trx) => {
    const reward = await repository.reward(trx);
    const inserted = await repository.insertReferral(trx, {
      invitee_id: inviteeId,
      inviter_id: referral.inviterId,
      agent_id: agentId,
      reward_sms: reward.sms,
      reward_balance: reward.balance,
    });
    if (!inserted) return false;
    const grants: [ResourceKind, number][] = [
      ['sms', reward.sms],
      ['balance', reward.balance],
    ];
    await postEntries(
      trx,
      { agentId, customerId: referral.inviterId },
      grants
        .filter(([, amount]) => amount > 0)
        .map(([kind, amount]) => ({ kind, amount, type: 'grant' as const, reason: REWARD_REASON })),
    );
    return true;
  });
}

export async function rewardSetting(db: Db) {
  const row = await repository.reward(db);
  return { ...rewardOf(row), update_time: row.updated_at.toISOString() };
}

export async function setRewardSetting(db: Db, adminId: number, values: InviteReward) {
  await repository.setReward(db, { ...values, updated_by: adminId });
  return rewardSetting(db);
}
