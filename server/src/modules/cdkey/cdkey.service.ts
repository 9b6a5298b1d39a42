import { randomInt } from 'node:crypto';
import {
  CDKEY_ALPHABET,
  CDKEY_RANDOM_LENGTH,
  type CdkeyBatchItem,
  type CdkeyItem,
  type CdkeyKind,
  type CdkeyOptions,
  type CdkeyRedeemResult,
  type cdkeyBatchCreateRequest,
  type codeBatchCreateRequest,
  formatCdkey,
  kindOfGrant,
  normaliseCdkey,
} from '@onsite/contracts';
import type { z } from 'zod';
import type { Db } from '#server/db/database.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { activateWithCode } from '#server/modules/activity/index.ts';
import { grantVipDays } from '#server/modules/order/index.ts';
import { postEntries } from '#server/modules/resource/index.ts';
import { badRequest, notFound } from '#server/platform/http/errors.ts';
import type { CustomerScope } from '#server/platform/tenancy/scope.ts';
import { iso } from '#server/platform/time.ts';
import * as repository from './cdkey.repository.ts';

type Page = { page: number; limit: number };
/** A batch to generate: a redeem key's grant, or an activation code's tool (grant 'activity'). */
type CreateInput =
  | z.output<typeof cdkeyBatchCreateRequest>
  | (z.output<typeof codeBatchCreateRequest> & { grant_type: 'activity' });

const statusOf = (row: { voided_at: Date | null; expires_at: Date | null }, now = new Date()) => {
  if (row.voided_at) return 'void' as const;
  if (row.expires_at && row.expires_at <= now) return 'expired' as const;
  return 'active' as const;
};

const present = (row: repository.BatchRow): CdkeyBatchItem => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  grant_type: row.grant_type,
  vip_plan_id: row.vip_plan_id,
  vip_plan_title: row.vip_plan_title ?? '',
  vip_days: row.vip_days,
  credit_kind: row.credit_kind,
  credit_amount: row.credit_amount,
  tool_id: row.tool_id,
  tool_title: row.tool_title ?? '',
  agent_id: row.agent_id,
  agent_name: row.agent_name ?? '',
  expires_at: iso(row.expires_at),
  status: statusOf(row),
  total: row.key_count,
  used: Number(row.used ?? 0),
  created_by: row.created_by ?? '',
  create_time: iso(row.created_at),
  voided_at: iso(row.voided_at),
  voided_by: row.voided_by ?? '',
});

export async function listBatches(db: Db, filter: repository.BatchFilter, page: Page) {
  const { rows, total } = await repository.listBatches(db, filter, page);
  return { rows: rows.map(present), total };
}

/** One batch of the page's kind; the other page's batches are not found, as unknown ones. */
export async function batch(db: Db, kind: CdkeyKind, id: number): Promise<CdkeyBatchItem> {
  const row = await repository.findBatch(db, id);
  if (!row || kindOfGrant(row.grant_type) !== kind) throw notFound('cdkey batch not found');
  return present(row);
}

export async function listKeys(db: Db, kind: CdkeyKind, filter: repository.KeyFilter, page: Page) {
  await batch(db, kind, filter.batchId);
  const { rows, total } = await repository.listKeys(db, filter, page);
  return {
    rows: rows.map(
      (row): CdkeyItem => ({
        id: row.id,
        code: formatCdkey(row.code, row.prefix),
        customer_id: row.customer_id,
        used_by: row.customer_nickname ?? row.customer_mobile ?? row.customer_email ?? '',
        used_at: iso(row.used_at),
      }),
    ),
    total,
  };
}

export async function options(db: Db, keyword: string | undefined): Promise<CdkeyOptions> {
  const [plans, agents, tools] = await Promise.all([
    repository.plansOnSale(db),
    repository.agentsByName(db, keyword),
    repository.tools(db),
  ]);
  return { plans, agents, tools };
}

/** One key: the prefix and 16 characters drawn by the CSPRNG (crypto.randomInt, no modulo bias). */
const newCode = (prefix: string) =>
  prefix +
  Array.from({ length: CDKEY_RANDOM_LENGTH }, () => CDKEY_ALPHABET[randomInt(CDKEY_ALPHABET.length)]).join(
    '',
  );

const CHUNK = 1000;

/**
 * Generates a batch in one transaction: the batch row, then its keys in chunks; a key that clashes with any
 * existing one (the unique index decides) is drawn again, so the batch always has exactly `count` keys.
 * A VIP batch grants a plan of the platform's catalogue that is on sale; like any batch it may be limited to
 * one agent's customers.
 */
export async function createBatch(db: Db, adminId: number, input: CreateInput): Promise<CdkeyBatchItem> {
  const vip = input.grant_type === 'vip' ? input : null;
  const credit = input.grant_type === 'credit' ? input : null;
  const activity = input.grant_type === 'activity' ? input : null;
  const agentId = input.agent_id ?? null;
  if (vip && (await repository.findPlan(db, vip.vip_plan_id ?? 0))?.status !== 1)
    throw badRequest('the VIP plan does not exist or is not on sale');
  if (activity && !(await repository.toolExists(db, activity.tool_id))) throw badRequest('tool not found');
  if (agentId !== null && !(await repository.agentExists(db, agentId)))
    throw badRequest('the agent does not exist');
  const expiresAt = input.expires_at ? new Date(input.expires_at) : null;
  if (expiresAt && expiresAt <= new Date()) throw badRequest('the expiry must be in the future');
  const id = await inTransaction(db, async (trx) => {
    const batchId = await repository.insertBatch(trx, {
      name: input.name,
      prefix: input.prefix,
      grant_type: input.grant_type,
      vip_plan_id: vip?.vip_plan_id ?? null,
      vip_days: vip?.vip_days ?? null,
      credit_kind: credit?.credit_kind ?? null,
      credit_amount: credit?.credit_amount ?? null,
      tool_id: activity?.tool_id ?? null,
      agent_id: agentId,
      expires_at: expiresAt,
      key_count: input.count,
      created_by: adminId,
    });
    let missing = input.count;
    while (missing > 0) {
      const codes = new Set<string>();
      while (codes.size < Math.min(missing, CHUNK)) codes.add(newCode(input.prefix));
      missing -= await repository.insertKeys(trx, batchId, [...codes]);
    }
    return batchId;
  });
  return batch(db, kindOfGrant(input.grant_type), id);
}

export async function voidBatch(
  db: Db,
  adminId: number,
  kind: CdkeyKind,
  id: number,
): Promise<CdkeyBatchItem> {
  await batch(db, kind, id);
  if (!(await repository.voidBatch(db, id, adminId))) throw badRequest('this batch is already void');
  return batch(db, kind, id);
}

// ---- redemption ----

/** Why a key that could not be claimed is refused; another agent's key is not found, as an unknown one. */
async function refusal(db: Db, scope: CustomerScope, code: string, now: Date): Promise<Error> {
  const key = await repository.keyState(db, code);
  if (!key || (key.agent_id !== null && key.agent_id !== scope.agentId))
    return notFound('this key does not exist');
  if (key.used_at) return badRequest('this key has already been used');
  if (key.voided_at) return badRequest('this key has been voided');
  if (key.expires_at && key.expires_at <= now) return badRequest('this key has expired');
  // it changed between the two reads (another attempt just used it)
  return badRequest('this key has already been used');
}

export const REDEEM_REASON = 'cdkey redeemed: {code}';

/**
 * Redeems a key: in one transaction the key row is claimed by its conditional update (exactly one of any
 * number of simultaneous attempts succeeds) and what its batch grants is written — VIP days through the
 * order module's membership grant, credits through the ledger's only writer. Either both happen or neither.
 */
export async function redeem(
  db: Db,
  scope: CustomerScope,
  typed: string,
  activityId?: number,
): Promise<CdkeyRedeemResult> {
  const code = normaliseCdkey(typed);
  if (!/^[A-Z0-9]{16,24}$/.test(code)) throw notFound('this key does not exist');
  const now = new Date();
  const nothing = { activity_id: 0, activity_title: '' };
  const result = await inTransaction(db, async (trx): Promise<CdkeyRedeemResult | null> => {
    const claimed = await repository.claimKey(trx, scope, code, now);
    if (!claimed) return null;
    if (claimed.grant_type === 'activity') {
      // a throw here (no activity chosen, not the customer's, paid already, another tool) undoes the claim
      if (activityId === undefined) throw badRequest('use an activation code from the activity it pays for');
      const activity = await activateWithCode(trx, scope, activityId, claimed.tool_id ?? 0);
      await repository.setKeyActivity(trx, claimed.keyId, activity.id);
      return {
        grant_type: 'activity',
        vip_title: '',
        vip_days: 0,
        vip_expires_at: '',
        credit_kind: null,
        credit_amount: 0,
        balance_after: 0,
        activity_id: activity.id,
        activity_title: activity.title,
      };
    }
    if (claimed.grant_type === 'vip') {
      const membership = await grantVipDays(trx, scope, {
        planId: claimed.vip_plan_id ?? 0,
        days: claimed.vip_days ?? 0,
        cdkeyId: claimed.keyId,
        at: now,
      });
      return {
        grant_type: 'vip' as const,
        vip_title: membership.title,
        vip_days: claimed.vip_days ?? 0,
        vip_expires_at: iso(membership.expiresAt),
        credit_kind: null,
        credit_amount: 0,
        balance_after: 0,
        ...nothing,
      };
    }
    const kind = claimed.credit_kind ?? 'balance';
    const amount = claimed.credit_amount ?? 0;
    const [entry] = await postEntries(trx, scope, [
      // the key as the customer was given it (PREFIX-XXXX-…), in the account's history
      {
        kind,
        amount,
        type: 'grant',
        reason: REDEEM_REASON,
        params: { code: formatCdkey(code, claimed.prefix) },
      },
    ]);
    return {
      grant_type: 'credit' as const,
      vip_title: '',
      vip_days: 0,
      vip_expires_at: '',
      credit_kind: kind,
      credit_amount: amount,
      balance_after: entry?.balance_after ?? amount,
      ...nothing,
    };
  });
  if (!result) throw await refusal(db, scope, code, now);
  return result;
}
