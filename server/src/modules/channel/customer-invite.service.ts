import { randomInt } from 'node:crypto';
import type { InviteReward, MyInvitee, MyInviteInfo } from '@onsite/contracts';
import type { Db } from '#server/db/database.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { type EntryInput, postEntries } from '#server/modules/resource/index.ts';
import type { CustomerScope } from '#server/platform/tenancy/scope.ts';
import * as repository from './customer-invite.repository.ts';
import { OPEN_PATH } from './invite.service.ts';

/** As the agent links' alphabet, but 12 long: a customer's code is never an agent link's (10). */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
const CODE_LENGTH = 12;
export const CUSTOMER_CODE_LENGTH = CODE_LENGTH;

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

export async function myInvite(db: Db, scope: CustomerScope, origin: string): Promise<MyInviteInfo> {
  const [code, totals, reward] = await Promise.all([
    ensureCode(db, scope),
    repository.totals(db, scope),
    repository.reward(db),
  ]);
  return {
    url: `${origin}${OPEN_PATH}?code=${code.code}`,
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
  if (code.length !== CODE_LENGTH || !(await repository.inviterByCode(db, code))) return undefined;
  await repository.countVisit(db, code);
  return `/my/login?invite=${encodeURIComponent(code)}`;
}

/**
 * A sign-up through a customer's code: attributed when the inviter is a customer of the site the new
 * customer signed up on (the same agent; another agent's customer is ignored), and rewarded with the
 * platform's reward in force, in one transaction and once (the invitee's row is the key: a retry or a race
 * inserts nothing and credits nothing).
 */
export async function recordReferral(
  db: Db,
  code: string | undefined,
  invitee: { id: number; agent_id: number },
) {
  if (!code || code.length !== CODE_LENGTH) return false;
  const inviter = await repository.inviterByCode(db, code);
  if (!inviter || inviter.agent_id !== invitee.agent_id || inviter.customer_id === invitee.id) return false;
  return inTransaction(db, async (trx) => {
    const reward = await repository.reward(trx);
    const inserted = await repository.insertReferral(trx, {
      invitee_id: invitee.id,
      inviter_id: inviter.customer_id,
      agent_id: invitee.agent_id,
      reward_sms: reward.sms,
      reward_balance: reward.balance,
    });
    if (!inserted) return false;
    const entries: EntryInput[] = [];
    if (reward.sms > 0)
      entries.push({
        kind: 'sms',
        amount: reward.sms,
        type: 'grant',
        reason: 'invitation reward: a friend signed up',
      });
    if (reward.balance > 0)
      entries.push({
        kind: 'balance',
        amount: reward.balance,
        type: 'grant',
        reason: 'invitation reward: a friend signed up',
      });
    await postEntries(trx, { agentId: inviter.agent_id, customerId: inviter.customer_id }, entries);
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
