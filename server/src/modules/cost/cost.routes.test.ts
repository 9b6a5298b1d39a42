import { Permission } from '@onsite/contracts';
import { describe, expect, it } from 'vitest';
import { seedActivity } from '#server/seed/activities.ts';
import { ROLE } from '#server/seed/builders.ts';
import { DEMO } from '#server/seed/demo.ts';
import { countRows, useTestContext, withdrawPermission } from '#server/test/harness.ts';

const ctx = useTestContext();
const BASE = '/api/admin/cost/activityPrice';

type Version = { id: number; tool_id: number; create_price: number; state: string; created_by: string };
type InForce = {
  tool_id: number;
  create_price: number;
  renew_per_day: number;
  expand_per_block: number;
  follows_default: boolean;
  next: Version | null;
};

const get = (url: string, token?: string) => ctx.call({ method: 'GET', url, token });
const post = (url: string, token: string | undefined, payload: Record<string, unknown>) =>
  ctx.call({ method: 'POST', url, token, payload });

const prices = (change: Record<string, unknown> = {}) => ({
  tool_id: 1,
  create_price: 12800,
  renew_per_day: 900,
  expand_per_block: 2500,
  note: '旺季价',
  ...change,
});

async function inForce(token: string): Promise<Record<number, InForce>> {
  const answer = await get(`${BASE}/getInForce`, token);
  expect(answer.body.code, answer.body.msg).toBe(0);
  return Object.fromEntries(answer.body.data.map((row: InForce) => [row.tool_id, row]));
}

async function versions(token: string, query = ''): Promise<Version[]> {
  const answer = await get(`${BASE}/getList${query}`, token);
  expect(answer.body.code, answer.body.msg).toBe(0);
  return answer.body.data;
}

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
const audited = async (route: string) =>
  (await ctx.db.selectFrom('audit_logs').select('id').where('route', '=', route).execute()).length;

/** What the customer's new-activity dialog is told a tool costs. */
async function productPrice(toolId: number) {
  const token = await ctx.loginCustomer(DEMO.agent1Customers.phone);
  const info = await get(`/api/customer/Product/getProductInfo?id=${toolId}`, token);
  expect(info.body.code, info.body.msg).toBe(0);
  return info.body.data.price as number;
}

describe('cost settings: activity prices', () => {
  it('starts from the built-in default, which every tool follows', async () => {
    const admin = await ctx.loginAdmin();
    const now = await inForce(admin);
    expect(now[0]).toMatchObject({
      create_price: 9900,
      renew_per_day: 700,
      expand_per_block: 2000,
      next: null,
    });
    expect(Object.keys(now).length).toBeGreaterThan(2);
    for (const row of Object.values(now)) expect(row.follows_default).toBe(row.tool_id !== 0);
    expect(await versions(admin)).toMatchObject([{ tool_id: 0, state: 'current', created_by: '' }]);
  });

  it("sets a tool's prices now: the customer is charged them for that tool only, and an earlier order keeps its price", async () => {
    const admin = await ctx.loginAdmin();
    const customer = await ctx.loginCustomer(DEMO.agent1Customers.phone);
    const day = new Date(Date.now() + 2 * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
    const before = await post('/api/ym/Active/create', customer, {
      tool_id: 1,
      begin_time: `${day} 19:00:00`,
      end_time: `${day} 22:00:00`,
      tz: 'Asia/Shanghai',
    });
    expect(before.body.data.pay_amount).toBe(9900);

    const set = await post(`${BASE}/create`, admin, prices());
    expect([set.body.code, set.body.msg, set.body.data.state]).toEqual([0, 'price in force', 'current']);
    expect(await audited(`${BASE}/create`)).toBe(1);
    const now = await inForce(admin);
    expect(now[1]).toMatchObject({ create_price: 12800, renew_per_day: 900, follows_default: false });
    expect(now[2]).toMatchObject({ create_price: 9900, follows_default: true });
    expect(await productPrice(1)).toBe(12800);
    expect(await productPrice(2)).toBe(9900);

    // the order made before the change keeps its amount; renew and expand quotes use the tool's new prices
    const order = await ctx.db
      .selectFrom('orders')
      .select('pay_amount')
      .where('order_no', '=', before.body.data.order_no)
      .executeTakeFirstOrThrow();
    expect(order.pay_amount).toBe(9900);
    const id = await seedActivity(ctx.db, {
      agentId: ctx.ids.agent1Id,
      customerId: ctx.ids.customers.agent1Phone,
      title: 'Priced activity',
      toolId: 1,
      beginIn: 24,
      endIn: 28,
    });
    const renew = await get(`/api/customer/Product/getOrderInfo?order_type=22&id=${id}&days=3`, customer);
    expect(renew.body.data.pay_amount).toBe(2700);
    const expand = await get(
      `/api/customer/Product/getOrderInfo?order_type=23&id=${id}&persons=200`,
      customer,
    );
    expect(expand.body.data.pay_amount).toBe(5000);

    // the default's versions: the old one is past now only for the tool's own list, not for the default
    expect((await versions(admin, '?tool_id=1')).map((row) => row.state)).toEqual(['current']);
    expect((await versions(admin, '?state=current')).map((row) => row.tool_id).sort()).toEqual([0, 1]);
    await post(`${BASE}/create`, admin, prices({ create_price: 15000 }));
    expect((await versions(admin, '?tool_id=1')).map((row) => [row.create_price, row.state])).toEqual([
      [15000, 'current'],
      [12800, 'past'],
    ]);
  });

  it('schedules prices for later: nothing changes until then, and a scheduled version can be withdrawn', async () => {
    const admin = await ctx.loginAdmin();
    const scheduled = await post(
      `${BASE}/create`,
      admin,
      prices({ tool_id: 0, create_price: 8800, effective_time: inAnHour() }),
    );
    expect([scheduled.body.msg, scheduled.body.data.state]).toEqual(['price scheduled', 'scheduled']);
    const now = await inForce(admin);
    expect(now[0]).toMatchObject({ create_price: 9900, next: { create_price: 8800, state: 'scheduled' } });
    expect(await productPrice(2)).toBe(9900);

    // in force once its time has come (moved into the past here rather than waiting an hour)
    await ctx.db
      .updateTable('activity_prices')
      .set({ effective_at: new Date(Date.now() - 1000) })
      .where('id', '=', scheduled.body.data.id)
      .execute();
    expect(await productPrice(2)).toBe(8800);

    const later = await post(`${BASE}/create`, admin, prices({ effective_time: inAnHour() }));
    const withdrawn = await post(`${BASE}/delete`, admin, { id: later.body.data.id });
    expect([withdrawn.body.code, withdrawn.body.msg]).toEqual([0, 'scheduled price withdrawn']);
    expect((await inForce(admin))[1]?.next).toBeNull();
    // in force or past: history stays
    const current = await post(`${BASE}/delete`, admin, { id: scheduled.body.data.id });
    expect([current.status, current.body.msg]).toEqual([
      400,
      'a price in force or past cannot be withdrawn: set a new one instead',
    ]);
    const missing = await post(`${BASE}/delete`, admin, { id: 999_999 });
    expect([missing.status, missing.body.msg]).toEqual([404, 'price version not found']);
  });

  it('refuses without a session, from another console, without the grant, and bad input, writing nothing', async () => {
    const admin = await ctx.loginAdmin();
    const agent = await ctx.loginAgent();
    const customer = await ctx.loginCustomer(DEMO.agent1Customers.phone);
    const before = await countRows(ctx.db, 'activity_prices');
    expect((await get(`${BASE}/getInForce`)).status).toBe(401);
    expect((await get(`${BASE}/getList`)).status).toBe(401);
    expect((await post(`${BASE}/create`, undefined, prices())).status).toBe(401);
    expect((await get(`${BASE}/getInForce`, agent)).status).toBe(403);
    expect((await get(`${BASE}/getList`, customer)).status).toBe(403);
    expect((await post(`${BASE}/create`, agent, prices())).status).toBe(403);
    await withdrawPermission(ctx.db, ROLE.platformOperator, Permission.admin.costManage);
    const viewer = await ctx.loginAdmin(DEMO.operator);
    expect((await get(`${BASE}/getInForce`, viewer)).body.code).toBe(0);
    expect((await post(`${BASE}/create`, viewer, prices())).status).toBe(403);
    expect((await post(`${BASE}/delete`, viewer, { id: 1 })).status).toBe(403);

    const bad: [Record<string, unknown>, string][] = [
      [{ create_price: -1 }, 'the new activity price must be a whole number of cents, 0 or more'],
      [{ renew_per_day: 1.5 }, 'the price of a day must be a whole number of cents, 0 or more'],
      [
        { expand_per_block: '2000' },
        'the price of a block of places must be a whole number of cents, 0 or more',
      ],
      [{ create_price: 100_000_001 }, 'the new activity price is at most 1000000 yuan'],
      [{ tool_id: -1 }, 'tool_id must be a tool id or 0 (the default)'],
      [{ tool_id: 999 }, 'tool not found'],
      [{ effective_time: 'tomorrow' }, 'effective_time must be a date and time'],
      [
        { effective_time: new Date(Date.now() - 3_600_000).toISOString() },
        'a price cannot take effect in the past',
      ],
      [
        { effective_time: new Date(Date.now() + 400 * 86_400_000).toISOString() },
        'a price takes effect within a year',
      ],
      [{ note: 'x'.repeat(201) }, 'the note is at most 200 characters'],
    ];
    for (const [change, message] of bad) {
      const refused = await post(`${BASE}/create`, admin, prices(change));
      expect(refused.status, JSON.stringify(change)).toBe(400);
      expect(refused.body.msg, JSON.stringify(change)).toContain(message);
    }
    expect((await post(`${BASE}/delete`, admin, { id: 'x' })).status).toBe(400);
    expect((await get(`${BASE}/getList?state=later`, admin)).status).toBe(400);
    expect(await countRows(ctx.db, 'activity_prices')).toBe(before);
    // in the caller's language
    const translated = await ctx.call({
      method: 'POST',
      url: `${BASE}/create`,
      token: admin,
      payload: prices({ tool_id: 999 }),
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(translated.body.msg).toBe('工具不存在');
  });
});

describe('cost settings: fee rates', () => {
  const FEES = '/api/admin/cost/feeRate';
  type FeeInForce = { code: string; rate: number; min_fee: number; version_id: number; next: unknown };
  const feesInForce = async (token: string): Promise<Record<string, FeeInForce>> => {
    const answer = await get(`${FEES}/getInForce`, token);
    expect(answer.body.code, answer.body.msg).toBe(0);
    return Object.fromEntries(answer.body.data.map((row: FeeInForce) => [row.code, row]));
  };
  /** The rates a customer's site shows, by code. */
  const customerRates = async (login: string) => {
    const answer = await get('/api/customer/resource/getRateList', await ctx.loginCustomer(login));
    return Object.fromEntries(
      (answer.body.data as { code: string; rate: number; description: string }[]).map((row) => [
        row.code,
        row,
      ]),
    );
  };
  const balances = (data: { accounts: { kind: string; balance: number }[] }) =>
    Object.fromEntries(data.accounts.map((row) => [row.kind, row.balance]));

  it('starts from the built-in rates; a new version applies to every site without a rate of its own, and a scheduled one can be withdrawn', async () => {
    const admin = await ctx.loginAdmin();
    const start = await feesInForce(admin);
    expect(start.sms).toMatchObject({ rate: 5, min_fee: 0, version_id: 0, next: null });
    expect(start.withdraw_bank).toMatchObject({ rate: 60, min_fee: 200, version_id: 0 });

    const set = await post(`${FEES}/create`, admin, {
      code: 'sms',
      rate: 8,
      min_fee: 0,
      description: '每条短信 ¥0.08',
      note: '运营商调价',
    });
    expect(set.body).toMatchObject({
      code: 0,
      msg: 'price in force',
      data: { code: 'sms', name: '短信', mode: 'unit', rate: 8, state: 'current' },
    });
    expect((await feesInForce(admin)).sms).toMatchObject({ rate: 8, version_id: set.body.data.id });
    expect((await customerRates(DEMO.agent1Customers.phone)).sms).toMatchObject({
      rate: 8,
      description: '每条短信 ¥0.08',
    });
    expect((await customerRates(DEMO.agent2Customers.phone)).sms).toMatchObject({ rate: 8 });
    // what is charged follows: 100 messages at 8 cents
    const token = await ctx.loginCustomer(DEMO.agent1Customers.phone);
    const before = balances((await get('/api/customer/Product/getResourceInfo', token)).body.data);
    const bought = await post('/api/customer/resource/buySms', token, { count: 100 });
    expect(bought.body.code, bought.body.msg).toBe(0);
    expect(balances(bought.body.data).balance).toBe(before.balance - 800);
    expect(await audited(`${FEES}/create`)).toBe(1);

    // agent 2's site has a bank withdrawal rate of its own (0.80 %): it keeps it
    const bank = await post(`${FEES}/create`, admin, { code: 'withdraw_bank', rate: 70, min_fee: 200 });
    expect(bank.body.code, bank.body.msg).toBe(0);
    expect((await customerRates(DEMO.agent1Customers.phone)).withdraw_bank).toMatchObject({ rate: 70 });
    expect((await customerRates(DEMO.agent2Customers.phone)).withdraw_bank).toMatchObject({ rate: 80 });

    const later = await post(`${FEES}/create`, admin, {
      code: 'withdraw_wechat',
      rate: 150,
      min_fee: 300,
      effective_time: inAnHour(),
    });
    expect(later.body).toMatchObject({ msg: 'price scheduled', data: { state: 'scheduled' } });
    const scheduled = (await feesInForce(admin)).withdraw_wechat;
    expect(scheduled).toMatchObject({
      rate: 100,
      version_id: 0,
      next: { id: later.body.data.id, rate: 150 },
    });
    expect((await customerRates(DEMO.agent1Customers.phone)).withdraw_wechat).toMatchObject({ rate: 100 });
    const listed = await get(`${FEES}/getList?code=withdraw_wechat&state=scheduled`, admin);
    expect(listed.body.data.map((row: { id: number }) => row.id)).toEqual([later.body.data.id]);
    expect((await post(`${FEES}/delete`, admin, { id: later.body.data.id })).body.code).toBe(0);
    expect((await feesInForce(admin)).withdraw_wechat.next).toBeNull();
    const inForceOne = await post(`${FEES}/delete`, admin, { id: set.body.data.id });
    expect([inForceOne.status, inForceOne.body.msg]).toEqual([
      400,
      'a price in force or past cannot be withdrawn: set a new one instead',
    ]);
  });

  it('refuses without a session, from another console, without the grant, and bad input, writing nothing', async () => {
    const admin = await ctx.loginAdmin();
    const fee = (change: Record<string, unknown> = {}) => ({
      code: 'withdraw_wechat',
      rate: 120,
      min_fee: 100,
      ...change,
    });
    const before = await countRows(ctx.db, 'fee_rate_versions');
    expect((await get(`${FEES}/getInForce`)).status).toBe(401);
    expect((await post(`${FEES}/create`, undefined, fee())).status).toBe(401);
    expect((await get(`${FEES}/getList`, await ctx.loginAgent())).status).toBe(403);
    expect((await post(`${FEES}/create`, await ctx.loginAgent(), fee())).status).toBe(403);
    await withdrawPermission(ctx.db, ROLE.platformOperator, Permission.admin.costManage);
    const viewer = await ctx.loginAdmin(DEMO.operator);
    expect((await get(`${FEES}/getInForce`, viewer)).body.code).toBe(0);
    expect((await post(`${FEES}/create`, viewer, fee())).status).toBe(403);
    const bad: [Record<string, unknown>, string][] = [
      [{ code: 'nope' }, 'fee rate not found'],
      [{ code: '' }, 'code is required'],
      [{ rate: 10_001 }, 'a percent rate is at most 100%'],
      [{ rate: -1 }, 'the rate must be a whole number, 0 or more'],
      [{ rate: 0.5 }, 'the rate must be a whole number, 0 or more'],
      [{ min_fee: -5 }, 'the minimum fee must be a whole number of cents, 0 or more'],
      [{ description: 'x'.repeat(201) }, 'the description is at most 200 characters'],
      [
        { effective_time: new Date(Date.now() - 3_600_000).toISOString() },
        'a price cannot take effect in the past',
      ],
    ];
    for (const [change, message] of bad) {
      const refused = await post(`${FEES}/create`, admin, fee(change));
      expect(refused.status, JSON.stringify(change)).toBe(400);
      expect(refused.body.msg, JSON.stringify(change)).toContain(message);
    }
    expect((await get(`${FEES}/getList?state=later`, admin)).status).toBe(400);
    expect((await post(`${FEES}/delete`, admin, { id: 2_000_000_000 })).status).toBe(404);
    expect(await countRows(ctx.db, 'fee_rate_versions')).toBe(before);
  });
});
