import {
  type CollectionSetting,
  type FeeRate,
  type LedgerEntry,
  type LedgerQuery,
  type Payment,
  RESOURCE_KINDS,
  type RechargeRequest,
  type ResourceInfo,
  ResourceOrderType,
  type TransferRequest,
  type Withdrawal,
  type WithdrawalListQuery,
  type WithdrawalRequest,
} from '@onsite/contracts';
import type { Db } from '#server/db/database.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { zonedToInstant } from '#server/modules/activity/index.ts';
import { platformRateVersionsNow } from '#server/modules/cost/index.ts';
import {
  insertOrder,
  newOrderNo,
  type PaymentContext,
  paymentFor,
  payTypes,
} from '#server/modules/order/index.ts';
import type { Principal } from '#server/platform/auth/principal.ts';
import { badRequest, notFound } from '#server/platform/http/errors.ts';
import type { ServerLanguage } from '#server/platform/i18n/language.ts';
import type { MessageKey } from '#server/platform/i18n/messages.ts';
import { translate } from '#server/platform/i18n/translate.ts';
import { priceOf } from '#server/platform/money.ts';
import { type AgentScope, agentScope, customerScope } from '#server/platform/tenancy/scope.ts';
import { iso } from '#server/platform/time.ts';
import { postEntries } from './ledger.ts';
import * as repository from './resource.repository.ts';

type CustomerPrincipal = Extract<Principal, { kind: 'customer' }>;

export async function resourceInfo(db: Db, principal: CustomerPrincipal): Promise<ResourceInfo> {
  const scope = customerScope(principal);
  const [rows, withdrawing] = await Promise.all([
    repository.accounts(db, scope),
    repository.withdrawing(db, scope),
  ]);
  const balances = new Map(rows.map((row) => [row.kind, Number(row.balance)]));
  return {
    accounts: RESOURCE_KINDS.map((kind) => ({ kind, balance: balances.get(kind) ?? 0 })),
    withdrawing,
  };
}

function toEntry(row: repository.EntryRow, language: ServerLanguage): LedgerEntry {
  return {
    id: row.id,
    kind: row.kind,
    type: row.type,
    amount: Number(row.amount),
    balance_after: Number(row.balance_after),
    reason: translate(row.reason, language, row.reason_params),
    order_no: row.order_no,
    activity_id: row.activity_id,
    withdrawal_id: row.withdrawal_id,
    create_time: iso(row.created_at),
  };
}

const nextDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

export async function listEntries(
  db: Db,
  principal: CustomerPrincipal,
  query: LedgerQuery,
  language: ServerLanguage,
) {
  if (query.start_date && query.end_date && query.start_date > query.end_date) {
    throw badRequest('start_date must not be after end_date');
  }
  const { rows, total } = await repository.listEntries(db, customerScope(principal), {
    kind: query.kind,
    type: query.type,
    from: query.start_date ? zonedToInstant(`${query.start_date} 00:00:00`, query.tz) : undefined,
    until: query.end_date ? zonedToInstant(`${nextDay(query.end_date)} 00:00:00`, query.tz) : undefined,
    keyword: query.keyword || undefined,
    limit: query.limit,
    page: query.page,
  });
  return { rows: rows.map((row) => toEntry(row, language)), total };
}

export async function entryInfo(
  db: Db,
  principal: CustomerPrincipal,
  id: number,
  language: ServerLanguage,
): Promise<LedgerEntry> {
  const row = await repository.findEntry(db, customerScope(principal), id);
  if (!row) throw notFound('record not found');
  return toEntry(row, language);
}

// ---- recharge: an order of type 30 paid through the gateway; applyPayment credits the balance once ----

export async function createRecharge(
  db: Db,
  principal: CustomerPrincipal,
  input: RechargeRequest,
  context: PaymentContext,
): Promise<Payment> {
  payTypes(context.payTypes, input.pay_type);
  const order = {
    order_no: await newOrderNo(db),
    order_type: ResourceOrderType.recharge,
    subject_id: 0,
    title: `账户余额充值 ${priceOf(input.amount)}`,
    amount: input.amount,
    original_amount: input.amount,
    pay_amount: input.amount,
    pay_type: input.pay_type,
  };
  await insertOrder(db, customerScope(principal), order);
  return paymentFor(context, order, input.pay_type);
}

// ---- fee rates ----

/**
 * The rates a site charges: its own where it has one, else the platform's — the platform default site's
 * row, or the version of it in force set on /cost (modules/cost).
 */
async function siteRates(db: Db, site: AgentScope) {
  const [rows, versions] = await Promise.all([repository.feeRates(db, site), platformRateVersionsNow(db)]);
  return rows.map((row) => {
    const version = row.is_platform_default ? versions.get(row.code) : undefined;
    return version ? { ...row, ...version } : row;
  });
}

/** The fee rates of a site (the agent's own, else the platform's), as its customers read them. */
export async function feeRates(db: Db, site: AgentScope): Promise<FeeRate[]> {
  const rows = await siteRates(db, site);
  return rows.map(({ id, code, name, mode, rate, min_fee, description }) => ({
    id,
    code,
    name,
    mode,
    rate,
    min_fee,
    description,
  }));
}

/** The customer's site: whose fee rates apply to what the customer spends or withdraws. */
const siteOf = (principal: CustomerPrincipal) => agentScope(principal.agentId);

async function rateOf(db: Db, site: AgentScope, code: string) {
  const rate = (await siteRates(db, site)).find((row) => row.code === code);
  if (!rate) throw badRequest('this service is not available on this site');
  return rate;
}

/** A fee in cents: percent rates are basis points of the amount, rounded up, at least the minimum. */
export function feeFor(rate: { mode: 'percent' | 'unit'; rate: number; min_fee: number }, amount: number) {
  const fee = rate.mode === 'percent' ? Math.ceil((amount * rate.rate) / 10_000) : amount * rate.rate;
  return Math.max(fee, rate.min_fee);
}

// ---- spending and moving ----

/** Buys SMS credits from the balance at the site's sms rate (cents per message). */
export async function buySms(db: Db, principal: CustomerPrincipal, count: number) {
  const rate = await rateOf(db, siteOf(principal), 'sms');
  const cost = feeFor(rate, count);
  const reference = await newOrderNo(db);
  const reason = 'bought {count} SMS at {price} each' as const;
  const params = { count, price: priceOf(rate.rate) };
  await postEntries(db, customerScope(principal), [
    { kind: 'balance', amount: -cost, type: 'sms_purchase', reason, params, orderNo: reference },
    { kind: 'sms', amount: count, type: 'sms_purchase', reason, params, orderNo: reference },
  ]);
  return resourceInfo(db, principal);
}

const TRANSFER_REASONS = {
  'balance>redpacket': 'moved from the balance to red-packet funds',
  'redpacket>balance': 'moved from red-packet funds to the balance',
  'profit>balance': 'moved from profit to the balance',
} as const satisfies Record<string, MessageKey>;

/** balance → red-packet funds (with the red-packet service fee), red-packet funds → balance, profit → balance. */
export async function transfer(db: Db, principal: CustomerPrincipal, input: TransferRequest) {
  const reference = await newOrderNo(db);
  const reason: MessageKey | undefined =
    TRANSFER_REASONS[`${input.from}>${input.to}` as keyof typeof TRANSFER_REASONS];
  if (!reason) throw badRequest('this transfer is not allowed');
  const entries: Parameters<typeof postEntries>[2] = [
    { kind: input.from, amount: -input.amount, type: 'transfer_out', reason, orderNo: reference },
    { kind: input.to, amount: input.amount, type: 'transfer_in', reason, orderNo: reference },
  ];
  if (input.to === 'redpacket') {
    const rate = (await siteRates(db, siteOf(principal))).find((row) => row.code === 'redpacket_service');
    const fee = rate ? feeFor(rate, input.amount) : 0;
    if (fee > 0) {
      entries.push({
        kind: input.from,
        amount: -fee,
        type: 'fee',
        reason: 'red-packet service fee ({rate})',
        params: { rate: `${((rate?.rate ?? 0) / 100).toFixed(2)}%` },
        orderNo: reference,
      });
    }
  }
  await postEntries(db, customerScope(principal), entries);
  return resourceInfo(db, principal);
}

// ---- withdrawals ----

export const mask = (accountNo: string) =>
  accountNo.length <= 4
    ? accountNo
    : `${'*'.repeat(Math.min(accountNo.length - 4, 8))}${accountNo.slice(-4)}`;

function toWithdrawal(row: repository.WithdrawalRow): Withdrawal {
  return {
    id: row.id,
    kind: row.kind,
    amount: row.amount,
    fee: row.fee,
    actual_amount: row.amount - row.fee,
    channel: row.channel,
    account_name: row.account_name,
    bank_name: row.bank_name,
    account_no: mask(row.account_no),
    status: row.status,
    remark: row.remark,
    review_note: row.review_note,
    review_time: row.reviewed_at ? iso(row.reviewed_at) : null,
    paid_reference: row.paid_reference,
    paid_time: row.paid_at ? iso(row.paid_at) : null,
    create_time: iso(row.created_at),
  };
}

/**
 * A withdrawal request: the amount leaves the account now (held while the request is pending, so it cannot
 * be spent twice); the fee of the channel's rate comes off what is paid out. The platform reviews it
 * (withdrawal-review.service.ts: approve, reject → the amount returns, paid with a reference).
 */
export async function requestWithdrawal(
  db: Db,
  principal: CustomerPrincipal,
  input: WithdrawalRequest,
): Promise<Withdrawal> {
  const rate = await rateOf(db, siteOf(principal), `withdraw_${input.channel}`);
  const fee = feeFor(rate, input.amount);
  if (fee >= input.amount) throw badRequest('the amount does not cover the withdrawal fee');
  const scope = customerScope(principal);
  const id = await inTransaction(db, async (trx) => {
    const withdrawalId = await repository.insertWithdrawal(trx, scope, {
      kind: input.kind,
      amount: input.amount,
      fee,
      channel: input.channel,
      account_name: input.account_name,
      bank_name: input.channel === 'bank' ? input.bank_name : '',
      account_no: input.account_no,
      remark: input.remark,
    });
    await postEntries(trx, scope, [
      {
        kind: input.kind,
        amount: -input.amount,
        type: 'withdrawal',
        ...(input.channel === 'bank'
          ? {
              reason: 'withdrawal to the bank card ending {last4}',
              params: { last4: input.account_no.slice(-4) },
            }
          : { reason: 'withdrawal to the WeChat balance' }),
        withdrawalId,
      },
    ]);
    return withdrawalId;
  });
  return withdrawalInfo(db, principal, id);
}

export async function withdrawalInfo(db: Db, principal: CustomerPrincipal, id: number): Promise<Withdrawal> {
  const row = await repository.findWithdrawal(db, customerScope(principal), id);
  if (!row) throw notFound('withdrawal not found');
  return toWithdrawal(row);
}

export async function listWithdrawals(db: Db, principal: CustomerPrincipal, query: WithdrawalListQuery) {
  const { rows, total } = await repository.listWithdrawals(db, customerScope(principal), {
    status: query.status,
    limit: query.limit,
    page: query.page,
  });
  return { rows: rows.map(toWithdrawal), total };
}

// ---- collection settings (/resource/payment) ----

const EMPTY_SETTING: CollectionSetting = {
  default_channel: 'bank',
  bank_account_name: '',
  bank_name: '',
  bank_branch: '',
  bank_account_no: '',
  wechat_name: '',
  wechat_account: '',
};

export async function collectionSetting(db: Db, principal: CustomerPrincipal): Promise<CollectionSetting> {
  const row = await repository.collectionSetting(db, customerScope(principal));
  if (!row) return EMPTY_SETTING;
  const { customer_id: _c, agent_id: _a, updated_at: _u, ...setting } = row;
  return setting;
}

export async function saveCollectionSetting(
  db: Db,
  principal: CustomerPrincipal,
  input: CollectionSetting,
): Promise<CollectionSetting> {
  await repository.saveCollectionSetting(db, customerScope(principal), input);
  return collectionSetting(db, principal);
}
