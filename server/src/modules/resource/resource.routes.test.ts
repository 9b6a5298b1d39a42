import { describe, expect, it } from 'vitest';
import { DEMO } from '#server/seed/demo.ts';
import { useTestContext } from '#server/test/harness.ts';
import { ledgerTotals } from './ledger.test-helpers.ts';

const ctx = useTestContext();
const R = '/api/customer/resource';
const INFO = '/api/customer/Product/getResourceInfo';
const LIST = '/api/customer/Product/getResourceList';
const PAY = '/api/customer/customerOrder/payment';

type Method = 'GET' | 'POST';
const ENDPOINTS: [Method, string, object?][] = [
  ['GET', INFO],
  ['GET', LIST],
  ['GET', `${R}/getEntryInfo?id=1`],
  ['POST', PAY, { amount: 1000 }],
  ['GET', `${R}/getRateList`],
  ['POST', `${R}/buySms`, { count: 100 }],
  ['POST', `${R}/transfer`, { from: 'balance', to: 'redpacket', amount: 100 }],
  ['GET', `${R}/getWithdrawalList`],
  ['GET', `${R}/getWithdrawalInfo?id=1`],
  ['POST', `${R}/postWithdrawal`, {}],
  ['GET', `${R}/getPaymentSetting`],
  ['POST', `${R}/savePaymentSetting`, {}],
];

async function balanceOf(token: string, kind: string) {
  const { body } = await ctx.call({ method: 'GET', url: INFO, token });
  return (body.data.accounts as { kind: string; balance: number }[]).find((row) => row.kind === kind)
    ?.balance;
}

const entryCount = async () =>
  Number(
    (
      await ctx.db
        .selectFrom('ledger_entries')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Pays a recharge order as the gateway would: a signed notify to our endpoint. */
async function payByNotify(orderNo: string, amount: number) {
  const ticket = {
    orderNo,
    amount,
    title: 't',
    payType: 'wechat' as const,
    merchant: 'm',
    expires: Date.now() + 60_000,
  };
  return ctx.call({ method: 'POST', url: '/api/pay/notify/sandbox', payload: ctx.payment.notifyFor(ticket) });
}

async function recharge(token: string, amount: number) {
  const created = await ctx.call({
    method: 'POST',
    url: PAY,
    token,
    payload: { amount, pay_type: 'wechat' },
  });
  expect(created.body.code).toBe(0);
  return created.body.data as { order_no: string; pay_amount: number; qrcode_url: string };
}

describe('resource account access', () => {
  it('answers -2 without a session and 403 to a staff session on every endpoint', async () => {
    const staff = await ctx.loginAgent();
    for (const [method, url, payload] of ENDPOINTS) {
      const anonymous = await ctx.call({ method, url, payload });
      expect([url, anonymous.status, anonymous.body.code]).toEqual([url, 401, -2]);
      const wrong = await ctx.call({ method, url, payload, token: staff });
      expect([url, wrong.status]).toEqual([url, 403]);
    }
  });
});

describe('balances and the ledger', () => {
  it('shows the seeded accounts, each equal to the sum of its entries', async () => {
    const token = await ctx.loginCustomer();
    const { body } = await ctx.call({ method: 'GET', url: INFO, token });
    expect(body.code).toBe(0);
    expect(body.data.accounts).toEqual([
      { kind: 'balance', balance: 100_000 - 5_000 - 20_000 - 400 + 20_000 },
      { kind: 'profit', balance: 36_800 },
      { kind: 'redpacket', balance: 20_000 - 6_600 },
      { kind: 'special', balance: 50_000 },
      { kind: 'sms', balance: 1_000 - 120 },
    ]);
    const totals = await ledgerTotals(ctx.db, ctx.ids.customers.agent1Phone);
    expect(totals.balances).toEqual(totals.sums);
  });

  it('lists entries newest first, paged, filtered by kind, type, days and order number', async () => {
    const token = await ctx.loginCustomer();
    const all = await ctx.call({ method: 'GET', url: `${LIST}?limit=3`, token });
    expect(all.body.count).toBe(11);
    expect(all.body.data).toHaveLength(3);
    const times = (all.body.data as { create_time: string }[]).map((row) => row.create_time);
    expect([...times].sort().reverse()).toEqual(times);
    const page4 = await ctx.call({ method: 'GET', url: `${LIST}?limit=3&page=4`, token });
    expect(page4.body.data).toHaveLength(2);

    const sms = await ctx.call({ method: 'GET', url: `${LIST}?kind=sms`, token });
    expect((sms.body.data as { amount: number }[]).map((row) => row.amount)).toEqual([-120, 1000]);
    // reasons are answered in the reader's language
    expect((sms.body.data as { reason: string }[])[1].reason).toBe('bought 1000 SMS at ¥0.05 each');
    const zh = await ctx.call({
      method: 'GET',
      url: `${LIST}?kind=sms`,
      token,
      headers: { 'accept-language': 'zh-CN' },
    });
    expect((zh.body.data as { reason: string }[]).map((row) => row.reason)).toEqual([
      '活动「2027 年度盛典」签到通知短信',
      '购买短信 1000 条（¥0.05/条）',
    ]);
    const recharges = await ctx.call({ method: 'GET', url: `${LIST}?type=recharge`, token });
    expect(recharges.body.count).toBe(2);
    const orderNo = (recharges.body.data as { order_no: string }[])[0].order_no;
    const byOrder = await ctx.call({ method: 'GET', url: `${LIST}?keyword=${orderNo}`, token });
    expect(byOrder.body.count).toBe(1);

    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const recent = await ctx.call({
      method: 'GET',
      url: `${LIST}?start_date=${day(6)}&end_date=${day(0)}&tz=UTC`,
      token,
    });
    // income (5 days ago) and the second recharge (3 days ago)
    expect((recent.body.data as { type: string }[]).map((row) => row.type).sort()).toEqual([
      'income',
      'recharge',
    ]);

    const entry = (all.body.data as { id: number }[])[0];
    const one = await ctx.call({ method: 'GET', url: `${R}/getEntryInfo?id=${entry.id}`, token });
    expect(one.body.data).toEqual(entry);
  });

  it('refuses bad filters naming the field', async () => {
    const token = await ctx.loginCustomer();
    const cases: [string, string][] = [
      ['kind=cash', 'kind: kind must be balance, profit, redpacket, special or sms'],
      ['type=gift', 'type: type is not a ledger entry type'],
      ['start_date=2026/01/01', 'start_date: dates must be YYYY-MM-DD'],
      // no calendar day (the bad-input suite: 0000-90-00 was a 500)
      ['end_date=0000-90-00', 'end_date: dates must be YYYY-MM-DD'],
      ['start_date=2026-02-30', 'start_date: dates must be YYYY-MM-DD'],
      ['start_date=0999-12-31', 'start_date: dates must be YYYY-MM-DD'],
      ['tz=Mars/Base', 'tz: tz must be an IANA time zone'],
      ['start_date=2026-02-01&end_date=2026-01-01', 'start_date must not be after end_date'],
    ];
    for (const [query, msg] of cases) {
      const { status, body } = await ctx.call({ method: 'GET', url: `${LIST}?${query}`, token });
      expect([query, status, body.msg]).toEqual([query, 400, msg]);
    }
    const tooMany = await ctx.call({ method: 'GET', url: `${LIST}?limit=101`, token });
    expect(tooMany.status).toBe(400);
  });
});

describe('recharge through the payment sandbox', () => {
  it('credits the balance exactly once when the notify arrives, however often it is repeated', async () => {
    const token = await ctx.loginCustomer(DEMO.agent1Customers.email);
    expect(await balanceOf(token, 'balance')).toBe(0);
    const payment = await recharge(token, 12_345);
    expect(payment.pay_amount).toBe(12_345);
    expect(payment.qrcode_url).toMatch(/\/api\/sandbox\/pay\/cashier\?t=/);
    const status = await ctx.call({
      method: 'GET',
      url: `/api/customer/customerOrder/getPayStatus?order_no=${payment.order_no}`,
      token,
    });
    expect(status.body.data.is_pay).toBe(0);
    expect(await balanceOf(token, 'balance')).toBe(0);

    const first = await payByNotify(payment.order_no, 12_345);
    expect(first.body.data).toEqual({ outcome: 'accepted' });
    const before = await entryCount();
    for (let i = 0; i < 3; i++) {
      const again = await payByNotify(payment.order_no, 12_345);
      expect(again.body.data).toEqual({ outcome: 'duplicate' });
    }
    expect(await entryCount()).toBe(before);
    expect(await balanceOf(token, 'balance')).toBe(12_345);
    const list = await ctx.call({ method: 'GET', url: `${LIST}?type=recharge`, token });
    expect(list.body.data).toEqual([
      expect.objectContaining({
        kind: 'balance',
        amount: 12_345,
        balance_after: 12_345,
        order_no: payment.order_no,
        reason: 'online recharge (WeChat Pay)',
      }),
    ]);
  });

  it('refuses bad amounts and pay types, writing no order', async () => {
    const token = await ctx.loginCustomer();
    const orders = async () =>
      (
        await ctx.db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = await orders();
    const cases: [object, string][] = [
      [{}, 'amount: amount is required'],
      [{ amount: 99 }, 'amount: amount must be between 1.00 and 50000.00'],
      [{ amount: 5_000_001 }, 'amount: amount must be between 1.00 and 50000.00'],
      [{ amount: 100.5 }, 'amount: amount must be whole cents'],
      [{ amount: 1000, pay_type: 'cash' }, 'pay_type: pay_type must be wechat or alipay'],
    ];
    for (const [payload, msg] of cases) {
      const { status, body } = await ctx.call({ method: 'POST', url: PAY, token, payload });
      expect([status, body.msg]).toEqual([400, msg]);
    }
    expect(await orders()).toBe(before);
  });
});

describe('ledger invariants under concurrency', () => {
  it('keeps every balance equal to the sum of its entries and never negative with concurrent recharges and spends', async () => {
    const token = await ctx.loginCustomer(DEMO.agent2Customers.email);
    const customerId = ctx.ids.customers.agent2Email;
    const payments = await Promise.all([1, 2, 3, 4].map(() => recharge(token, 1_000)));
    // 4 × 10.00 paid while 12 SMS packs of 100 (5.00 each) are bought and money moves to red packets:
    // some spends must fail for lack of balance, none may overdraw.
    const results = await Promise.all([
      ...payments.map((payment) => payByNotify(payment.order_no, 1_000)),
      ...payments.map((payment) => payByNotify(payment.order_no, 1_000)),
      ...Array.from({ length: 12 }, () =>
        ctx.call({ method: 'POST', url: `${R}/buySms`, token, payload: { count: 100 } }),
      ),
      ...Array.from({ length: 4 }, () =>
        ctx.call({
          method: 'POST',
          url: `${R}/transfer`,
          token,
          payload: { from: 'balance', to: 'redpacket', amount: 500 },
        }),
      ),
    ]);
    const outcomes = results.slice(0, 8).map((result) => result.body.data.outcome);
    expect(outcomes.filter((outcome) => outcome === 'accepted')).toHaveLength(4);
    expect(outcomes.filter((outcome) => outcome === 'duplicate')).toHaveLength(4);
    const spends = results.slice(8);
    for (const spend of spends) expect([200, 400]).toContain(spend.status);
    const refused = spends.filter((spend) => spend.status === 400);
    for (const spend of refused) expect(spend.body.msg).toBe('insufficient balance');

    const totals = await ledgerTotals(ctx.db, customerId);
    expect(totals.balances).toEqual(totals.sums);
    expect(Object.values(totals.balances).every((balance) => balance >= 0)).toBe(true);
    const smsBought = spends.slice(0, 12).filter((spend) => spend.status === 200).length;
    const moved = spends.slice(12).filter((spend) => spend.status === 200).length;
    expect(totals.balances.balance).toBe(4_000 - smsBought * 500 - moved * (500 + 10));
    expect(totals.balances.sms ?? 0).toBe(smsBought * 100);
    // each entry's balance_after chains from the previous one of its kind
    const entries = await ctx.db
      .selectFrom('ledger_entries')
      .select(['kind', 'amount', 'balance_after'])
      .where('customer_id', '=', customerId)
      .orderBy('id')
      .execute();
    const running = new Map<string, number>();
    for (const entry of entries) {
      const after = (running.get(entry.kind) ?? 0) + Number(entry.amount);
      expect(Number(entry.balance_after)).toBe(after);
      running.set(entry.kind, after);
    }
  });
});

describe('spending and moving money', () => {
  it('buys SMS at the site rate and moves money between accounts with the red-packet fee', async () => {
    const token = await ctx.loginCustomer();
    const balance = (await balanceOf(token, 'balance')) ?? 0;
    const bought = await ctx.call({ method: 'POST', url: `${R}/buySms`, token, payload: { count: 200 } });
    expect(bought.body.code).toBe(0);
    const accounts = Object.fromEntries(
      (bought.body.data.accounts as { kind: string; balance: number }[]).map((row) => [
        row.kind,
        row.balance,
      ]),
    );
    expect(accounts.balance).toBe(balance - 1000);
    expect(accounts.sms).toBe(880 + 200);

    const out = await ctx.call({
      method: 'POST',
      url: `${R}/transfer`,
      token,
      payload: { from: 'balance', to: 'redpacket', amount: 10_000 },
    });
    expect(out.body.code).toBe(0);
    expect(await balanceOf(token, 'balance')).toBe(balance - 1000 - 10_000 - 200);
    const back = await ctx.call({
      method: 'POST',
      url: `${R}/transfer`,
      token,
      payload: { from: 'profit', to: 'balance', amount: 800 },
    });
    expect(back.body.code).toBe(0);
    expect(await balanceOf(token, 'profit')).toBe(36_000);
    const totals = await ledgerTotals(ctx.db, ctx.ids.customers.agent1Phone);
    expect(totals.balances).toEqual(totals.sums);
  });

  it('refuses overdrafts and bad input, writing nothing', async () => {
    const token = await ctx.loginCustomer();
    const before = await entryCount();
    const cases: [string, object, string][] = [
      [`${R}/buySms`, { count: 100_000 }, 'insufficient balance'],
      [`${R}/buySms`, { count: 50 }, 'count: count must be between 100 and 100000'],
      [`${R}/buySms`, {}, 'count: count is required'],
      [`${R}/transfer`, { from: 'special', to: 'balance', amount: 100 }, 'to: this transfer is not allowed'],
      [`${R}/transfer`, { from: 'redpacket', to: 'balance', amount: 10_000_000 }, 'insufficient balance'],
      [
        `${R}/transfer`,
        { from: 'balance', to: 'redpacket', amount: 0 },
        'amount: amount must be greater than 0',
      ],
    ];
    for (const [url, payload, msg] of cases) {
      const { status, body } = await ctx.call({ method: 'POST', url, token, payload });
      expect([url, status, body.msg]).toEqual([url, 400, msg]);
    }
    expect(await entryCount()).toBe(before);
  });
});

describe('fee rates', () => {
  it("lists the site's rates, its own overriding the platform's", async () => {
    const agent1 = await ctx.call({
      method: 'GET',
      url: `${R}/getRateList`,
      token: await ctx.loginCustomer(),
    });
    expect(agent1.body.count).toBe(4);
    expect((agent1.body.data as { code: string }[]).map((rate) => rate.code)).toEqual([
      'withdraw_bank',
      'withdraw_wechat',
      'sms',
      'redpacket_service',
    ]);
    const agent2 = await ctx.call({
      method: 'GET',
      url: `${R}/getRateList`,
      token: await ctx.loginCustomer(DEMO.agent2Customers.phone),
    });
    const bank = (agent2.body.data as { code: string; rate: number }[]).find(
      (rate) => rate.code === 'withdraw_bank',
    );
    expect(bank?.rate).toBe(80);
  });
});

describe('withdrawals', () => {
  const bank = {
    kind: 'profit',
    amount: 10_000,
    channel: 'bank',
    account_name: '张经理',
    bank_name: '招商银行',
    account_no: '6225880123456789',
    remark: '活动收入提现',
  };

  it('holds the amount at once, charges the channel fee, and lists the request as pending', async () => {
    const token = await ctx.loginCustomer();
    const profit = (await balanceOf(token, 'profit')) ?? 0;
    const created = await ctx.call({ method: 'POST', url: `${R}/postWithdrawal`, token, payload: bank });
    expect([created.body.code, created.body.msg]).toEqual([0, 'withdrawal requested']);
    expect(created.body.data).toMatchObject({
      kind: 'profit',
      amount: 10_000,
      fee: 200,
      actual_amount: 9_800,
      channel: 'bank',
      account_no: '********6789',
      status: 'pending',
    });
    expect(await balanceOf(token, 'profit')).toBe(profit - 10_000);
    const info = await ctx.call({ method: 'GET', url: INFO, token });
    expect(info.body.data.withdrawing).toBe(10_000);
    const entry = await ctx.call({ method: 'GET', url: `${LIST}?type=withdrawal`, token });
    expect(entry.body.data[0]).toMatchObject({ amount: -10_000, withdrawal_id: created.body.data.id });

    const wechat = await ctx.call({
      method: 'POST',
      url: `${R}/postWithdrawal`,
      token,
      payload: {
        kind: 'balance',
        amount: 20_000,
        channel: 'wechat',
        account_name: '张经理',
        account_no: 'zhang_wx',
      },
    });
    expect(wechat.body.data).toMatchObject({ fee: 200, bank_name: '' });

    const list = await ctx.call({
      method: 'GET',
      url: `${R}/getWithdrawalList?status=pending&limit=1`,
      token,
    });
    expect(list.body.count).toBe(2);
    expect(list.body.data).toHaveLength(1);
    const none = await ctx.call({ method: 'GET', url: `${R}/getWithdrawalList?status=paid`, token });
    expect(none.body.count).toBe(0);
    const one = await ctx.call({
      method: 'GET',
      url: `${R}/getWithdrawalInfo?id=${created.body.data.id}`,
      token,
    });
    expect(one.body.data.id).toBe(created.body.data.id);
  });

  it('refuses overdrafts and bad details naming the field, writing nothing', async () => {
    const token = await ctx.loginCustomer();
    const count = async () =>
      (
        await ctx.db
          .selectFrom('withdrawals')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = [await count(), await entryCount()];
    const cases: [object, string][] = [
      [{ ...bank, amount: 4_000_000 }, 'insufficient balance'],
      [{ ...bank, amount: 999 }, 'amount: amount must be between 10.00 and 50000.00'],
      [{ ...bank, kind: 'special' }, 'kind: kind must be balance or profit'],
      [{ ...bank, channel: 'paypal' }, 'channel: channel must be bank or wechat'],
      [{ ...bank, account_name: ' ' }, 'account_name: account_name is required'],
      [{ ...bank, bank_name: '' }, 'bank_name: bank_name is required for a bank withdrawal'],
      [{ ...bank, account_no: '12ab' }, 'account_no: a bank card number has 12 to 30 digits'],
    ];
    for (const [payload, msg] of cases) {
      const { status, body } = await ctx.call({ method: 'POST', url: `${R}/postWithdrawal`, token, payload });
      expect([status, body.msg]).toEqual([400, msg]);
    }
    const bad = await ctx.call({ method: 'GET', url: `${R}/getWithdrawalList?status=done`, token });
    expect(bad.status).toBe(400);
    expect([await count(), await entryCount()]).toEqual(before);
  });
});

describe('collection settings (/resource/payment)', () => {
  it('starts empty, saves, and refuses an incomplete default channel', async () => {
    const token = await ctx.loginCustomer(DEMO.agent2Customers.phone);
    const empty = await ctx.call({ method: 'GET', url: `${R}/getPaymentSetting`, token });
    expect(empty.body.data).toMatchObject({ default_channel: 'bank', bank_account_no: '' });
    const setting = {
      default_channel: 'wechat',
      bank_account_name: '王先生',
      bank_name: '中国银行',
      bank_branch: '上海分行',
      bank_account_no: '6216600000000001',
      wechat_name: '王先生',
      wechat_account: 'wang_wx',
    };
    const saved = await ctx.call({ method: 'POST', url: `${R}/savePaymentSetting`, token, payload: setting });
    expect([saved.body.code, saved.body.msg]).toEqual([0, 'saved']);
    expect(saved.body.data).toEqual(setting);
    const bad = await ctx.call({
      method: 'POST',
      url: `${R}/savePaymentSetting`,
      token,
      payload: { ...setting, wechat_account: '' },
    });
    expect([bad.status, bad.body.msg]).toEqual([
      400,
      'wechat_account: the default WeChat channel needs the real name and WeChat account',
    ]);
    const card = await ctx.call({
      method: 'POST',
      url: `${R}/savePaymentSetting`,
      token,
      payload: { ...setting, bank_account_no: '12' },
    });
    expect([card.status, card.body.msg]).toEqual([
      400,
      'bank_account_no: a bank card number has 12 to 30 digits',
    ]);
    const again = await ctx.call({ method: 'GET', url: `${R}/getPaymentSetting`, token });
    expect(again.body.data).toEqual(setting);
    // another customer sees only their own
    const other = await ctx.call({
      method: 'GET',
      url: `${R}/getPaymentSetting`,
      token: await ctx.loginCustomer(),
    });
    expect(other.body.data.wechat_account).toBe('');
  });
});

describe("another customer's ledger", () => {
  it('is a 404 for entries and withdrawals, and never appears in lists', async () => {
    const owner = await ctx.loginCustomer(DEMO.agent2Customers.phone);
    const entry = (await ctx.call({ method: 'GET', url: `${LIST}?limit=1`, token: owner })).body.data[0];
    const created = await ctx.call({
      method: 'POST',
      url: `${R}/postWithdrawal`,
      token: owner,
      payload: {
        kind: 'balance',
        amount: 1_000,
        channel: 'wechat',
        account_name: '王先生',
        account_no: 'wang_wx',
      },
    });
    expect(created.body.code).toBe(0);
    for (const token of [await ctx.loginCustomer(), await ctx.loginCustomer(DEMO.agent2Customers.email)]) {
      const one = await ctx.call({ method: 'GET', url: `${R}/getEntryInfo?id=${entry.id}`, token });
      expect([one.status, one.body.msg]).toEqual([404, 'record not found']);
      const w = await ctx.call({
        method: 'GET',
        url: `${R}/getWithdrawalInfo?id=${created.body.data.id}`,
        token,
      });
      expect([w.status, w.body.msg]).toEqual([404, 'withdrawal not found']);
      const list = await ctx.call({ method: 'GET', url: `${LIST}?limit=100`, token });
      expect((list.body.data as { id: number }[]).some((row) => row.id === entry.id)).toBe(false);
      const withdrawals = await ctx.call({ method: 'GET', url: `${R}/getWithdrawalList?limit=100`, token });
      expect((withdrawals.body.data as { id: number }[]).some((row) => row.id === created.body.data.id)).toBe(
        false,
      );
    }
  });
});
