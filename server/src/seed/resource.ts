import { ResourceOrderType } from '@onsite/contracts';
import type { Db } from '#server/db/database.ts';
import { type EntryInput, postEntries } from '#server/modules/resource/index.ts';

export interface FeeRateSeed {
  code: string;
  name: string;
  mode: 'percent' | 'unit';
  /** basis points (percent) or cents per unit */
  rate: number;
  /** cents */
  minFee: number;
  description: string;
}

/** The platform's default fee rates (the same rows migration 0011 gives a database seeded before it). */
export const DEFAULT_FEE_RATES: FeeRateSeed[] = [
  {
    code: 'withdraw_bank',
    name: '提现到银行卡',
    mode: 'percent',
    rate: 60,
    minFee: 200,
    description: '按提现金额的 0.60% 收取，最低 ¥2.00，1–3 个工作日到账',
  },
  {
    code: 'withdraw_wechat',
    name: '提现到微信零钱',
    mode: 'percent',
    rate: 100,
    minFee: 100,
    description: '按提现金额的 1.00% 收取，最低 ¥1.00，审核通过后即时到账',
  },
  {
    code: 'sms',
    name: '短信',
    mode: 'unit',
    rate: 5,
    minFee: 0,
    description: '每条短信 ¥0.05，从账户余额购买',
  },
  {
    code: 'redpacket_service',
    name: '红包服务费',
    mode: 'percent',
    rate: 200,
    minFee: 0,
    description: '从余额转入红包资金时按转入金额的 2.00% 收取',
  },
];

/** A site's own fee rates (codes it does not list fall back to the platform default site's). */
export async function seedFeeRates(db: Db, agentId: number, rates: FeeRateSeed[] = DEFAULT_FEE_RATES) {
  await db
    .insertInto('fee_rates')
    .values(
      rates.map((rate, index) => ({
        agent_id: agentId,
        code: rate.code,
        name: rate.name,
        mode: rate.mode,
        rate: rate.rate,
        min_fee: rate.minFee,
        description: rate.description,
        sort: index + 1,
      })),
    )
    .onConflict((conflict) => conflict.columns(['agent_id', 'code']).doNothing())
    .execute();
}

/** A paid recharge order and its ledger entry, as a sandbox payment would leave them. */
export async function seedRecharge(
  db: Db,
  owner: { agentId: number; customerId: number },
  input: { orderNo: string; amount: number; payType: 'wechat' | 'alipay'; at: Date },
) {
  await db
    .insertInto('orders')
    .values({
      order_no: input.orderNo,
      agent_id: owner.agentId,
      customer_id: owner.customerId,
      order_type: ResourceOrderType.recharge,
      subject_id: 0,
      title: `账户余额充值 ¥${(input.amount / 100).toFixed(2)}`,
      amount: input.amount,
      original_amount: input.amount,
      pay_amount: input.amount,
      pay_type: input.payType,
      is_pay: 1,
      paid_at: input.at,
      transaction_id: `SEED${input.orderNo}`,
      created_at: input.at,
    })
    .execute();
  await postEntries(db, owner, [
    {
      kind: 'balance',
      amount: input.amount,
      type: 'recharge',
      reason: input.payType === 'wechat' ? 'online recharge (WeChat Pay)' : 'online recharge (Alipay)',
      orderNo: input.orderNo,
      at: input.at,
    },
  ]);
}

const SMS = 'bought {count} SMS at {price} each' as const;
const smsParams = { count: 1000, price: '¥0.05' };
const TO_REDPACKET = 'moved from the balance to red-packet funds' as const;

/**
 * A little history for a demo customer, written through the ledger (so balances equal their entries):
 * two recharges, an SMS pack, red-packet funds, income from their activity, an agent grant.
 */
export async function seedDemoLedger(db: Db, owner: { agentId: number; customerId: number }) {
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
  const stamp = (days: number) => daysAgo(days).toISOString().replace(/\D/g, '').slice(0, 14);
  const activity = await db
    .selectFrom('activities')
    .select(['id', 'title'])
    .where('customer_id', '=', owner.customerId)
    .orderBy('id')
    .executeTakeFirst();
  await seedRecharge(db, owner, {
    orderNo: `${stamp(20)}${String(owner.customerId).padStart(6, '0')}`,
    amount: 100_000,
    payType: 'wechat',
    at: daysAgo(20),
  });
  const entries: [days: number, EntryInput[]][] = [
    [
      18,
      [
        { kind: 'balance', amount: -5_000, type: 'sms_purchase', reason: SMS, params: smsParams },
        { kind: 'sms', amount: 1_000, type: 'sms_purchase', reason: SMS, params: smsParams },
      ],
    ],
    [
      15,
      [
        { kind: 'balance', amount: -20_000, type: 'transfer_out', reason: TO_REDPACKET },
        { kind: 'redpacket', amount: 20_000, type: 'transfer_in', reason: TO_REDPACKET },
        {
          kind: 'balance',
          amount: -400,
          type: 'fee',
          reason: 'red-packet service fee ({rate})',
          params: { rate: '2.00%' },
        },
      ],
    ],
    [
      10,
      [
        {
          kind: 'special',
          amount: 50_000,
          type: 'grant',
          reason: 'agent subsidy for the annual-party season (for activities only, not withdrawable)',
        },
      ],
    ],
  ];
  if (activity) {
    entries.push(
      [
        7,
        [
          {
            kind: 'redpacket',
            amount: -6_600,
            type: 'spend',
            reason: 'red packets handed out at activity "{title}"',
            params: { title: activity.title },
            activityId: activity.id,
          },
          {
            kind: 'sms',
            amount: -120,
            type: 'spend',
            reason: 'sign-in SMS notices of activity "{title}"',
            params: { title: activity.title },
            activityId: activity.id,
          },
        ],
      ],
      [
        5,
        [
          {
            kind: 'profit',
            amount: 36_800,
            type: 'income',
            reason: 'sign-up fees of activity "{title}"',
            params: { title: activity.title },
            activityId: activity.id,
          },
        ],
      ],
    );
  }
  for (const [days, list] of entries) {
    const reference = `${stamp(days)}${String(owner.customerId).padStart(6, '0')}`;
    await postEntries(
      db,
      owner,
      list.map((entry) => ({ ...entry, orderNo: entry.activityId ? null : reference, at: daysAgo(days) })),
    );
  }
  await seedRecharge(db, owner, {
    orderNo: `${stamp(3)}${String(owner.customerId + 500_000).padStart(6, '0')}`,
    amount: 20_000,
    payType: 'alipay',
    at: daysAgo(3),
  });
}
