import { Permission, ResourceOrderType } from '@onsite/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '#server/seed/demo.ts';
import { ROLE } from '#server/seed/menu-catalogue.ts';
import { seedRecharge } from '#server/seed/resource.ts';
import { useTestContext } from '#server/test/harness.ts';

const ctx = useTestContext();
const ADMIN = '/api/admin/customer/recharge/getList';
const AGENT = '/api/agent/customer/recharge/getList';
const get = (url: string, token: string | undefined) => ctx.call({ method: 'GET', url, token });

interface Row {
  order_no: string;
  agent_id: number;
  customer_id: number;
  is_pay: number;
  pay_type: string;
  amount: number;
  pay_time: string;
}
const rowsOf = async (url: string, token: string) => (await get(url, token)).body.data as Row[];

const PAID = '20261126000000990001';
const WAITING = '20261126000000990002';
beforeAll(async () => {
  const { agent2Id, customers } = ctx.ids;
  const owner = { agentId: agent2Id, customerId: customers.agent2Phone };
  await seedRecharge(ctx.db, owner, { orderNo: PAID, amount: 12_300, payType: 'alipay', at: new Date() });
  // a recharge the customer has not paid yet
  await ctx.db
    .insertInto('orders')
    .values({
      order_no: WAITING,
      agent_id: agent2Id,
      customer_id: customers.agent2Phone,
      order_type: ResourceOrderType.recharge,
      subject_id: 0,
      title: '账户余额充值 ¥50.00',
      amount: 5_000,
      original_amount: 5_000,
      pay_amount: 5_000,
      pay_type: 'wechat',
    })
    .execute();
});

describe('staff recharge lists', () => {
  it("lists every customer's recharges to the admin, with the customer, agent, channel and state", async () => {
    const admin = await ctx.loginAdmin();
    const { body } = await get(`${ADMIN}?limit=100`, admin);
    expect(body.code).toBe(0);
    const rows = body.data as Row[];
    expect(new Set(rows.map((row) => row.agent_id))).toEqual(new Set([ctx.ids.agent1Id, ctx.ids.agent2Id]));
    expect(rows.find((row) => row.order_no === PAID)).toMatchObject({
      customer_id: ctx.ids.customers.agent2Phone,
      customer_nickname: '王先生',
      customer_login: DEMO.agent2Customers.phone,
      agent_name: DEMO.agent2.name,
      amount: 12_300,
      is_pay: 1,
      pay_type: 'alipay',
      pay_time: expect.any(String),
    });
    expect(rows.find((row) => row.order_no === WAITING)).toMatchObject({ is_pay: 0, pay_time: '' });
    // only recharges: a VIP or activity order is not one
    const types = await ctx.db
      .selectFrom('orders')
      .select('order_type')
      .where(
        'order_no',
        'in',
        rows.map((row) => row.order_no),
      )
      .execute();
    expect(types.every((row) => row.order_type === ResourceOrderType.recharge)).toBe(true);
    expect(body.count).toBe(rows.length);
  });

  it("shows an agent its own customers' recharges only", async () => {
    const owner = await ctx.loginAgent(); // acting in team 1
    const rows = await rowsOf(`${AGENT}?limit=100`, owner);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.agent_id === ctx.ids.agent1Id)).toBe(true);
    expect(rows.some((row) => row.order_no === PAID)).toBe(false);
    // another team's recharge is not found by its number either
    expect(await rowsOf(`${AGENT}?keyword=${PAID}`, owner)).toEqual([]);
    // agent staff see the team's recharges too
    expect((await get(AGENT, await ctx.loginAgent(DEMO.agentStaff))).status).toBe(200);
  });

  it('filters by state, channel, day and keyword, and pages', async () => {
    const admin = await ctx.loginAdmin();
    const numbers = async (query: string) =>
      (await rowsOf(`${ADMIN}?limit=100&${query}`, admin)).map((row) => row.order_no);
    expect(await numbers('is_pay=0')).toEqual([WAITING]);
    const alipay = await numbers('pay_type=alipay');
    expect(alipay).toContain(PAID);
    expect(alipay).not.toContain(WAITING);
    expect(await numbers(`keyword=${encodeURIComponent('王先生')}&is_pay=1`)).toContain(PAID);
    expect(await numbers(`keyword=${DEMO.agent2Customers.phone}`)).toEqual(
      expect.arrayContaining([PAID, WAITING]),
    );
    const today = new Date().toISOString().slice(0, 10);
    expect(await numbers(`start_date=${today}&end_date=${today}`)).toEqual(
      expect.arrayContaining([PAID, WAITING]),
    );
    expect(await numbers('end_date=2020-01-01')).toEqual([]);
    const page = await get(`${ADMIN}?limit=2&page=2`, admin);
    expect(page.body.data).toHaveLength(2);
    expect(page.body.count).toBeGreaterThan(4);
  });

  it('refuses bad filters with a translated message naming the field', async () => {
    const admin = await ctx.loginAdmin();
    for (const [query, message] of [
      ['is_pay=2', 'is_pay must be 0 or 1'],
      ['pay_type=cash', 'pay_type must be wechat or alipay'],
      ['start_date=2026-13-01', 'must be a date written YYYY-MM-DD'],
      [`keyword=${'k'.repeat(65)}`, 'the keyword is at most 64 characters'],
    ] as const) {
      const { status, body } = await get(`${ADMIN}?${query}`, admin);
      expect(status).toBe(400);
      expect(body.msg).toContain(message);
    }
    const zh = await ctx.call({
      method: 'GET',
      url: `${ADMIN}?pay_type=cash`,
      token: admin,
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(zh.body.msg).not.toContain('pay_type must be');
  });

  it('answers 401 without a session, 403 to the wrong console and without the permission', async () => {
    for (const url of [ADMIN, AGENT]) {
      expect((await get(url, undefined)).status).toBe(401);
      expect((await get(url, await ctx.loginCustomer())).status).toBe(403);
      expect((await get(url, url === ADMIN ? await ctx.loginAgent() : await ctx.loginAdmin())).status).toBe(
        403,
      );
    }
    await ctx.db
      .deleteFrom('role_menus')
      .where(
        'role_id',
        'in',
        ctx.db.selectFrom('roles').select('id').where('role_code', '=', ROLE.platformOperator),
      )
      .where(
        'menu_id',
        'in',
        ctx.db
          .selectFrom('menus')
          .select('id')
          .where('permission_mark', '=', Permission.admin.customerRecharge),
      )
      .execute();
    expect((await get(ADMIN, await ctx.loginAdmin(DEMO.operator))).status).toBe(403);
  });
});
