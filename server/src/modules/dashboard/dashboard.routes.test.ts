import { ActivityOrderType, OrderType, Permission, ResourceOrderType } from '@onsite/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '#server/seed/demo.ts';
import { ROLE } from '#server/seed/menu-catalogue.ts';
import { useTestContext, withdrawPermission } from '#server/test/harness.ts';
import { exportAndRead, requestExport } from '../transfer/transfer.test-helpers.ts';

const ctx = useTestContext();
const ADMIN = '/api/admin/dashboard/overview';
const AGENT = '/api/agent/dashboard/overview';
const get = (url: string, token: string | undefined) => ctx.call({ method: 'GET', url, token });

// A week of March 2025 (Asia/Shanghai), long before the demo data's own rows.
const WEEK = 'start_date=2025-03-01&end_date=2025-03-07';
const WEEK_DAYS = ['01', '02', '03', '04', '05', '06', '07'].map((day) => `2025-03-${day}`);
const at = (local: string) => new Date(`${local}+08:00`);

let serial = 0;
async function paidOrder(
  agentId: number,
  customerId: number,
  order: { type: number; cents: number; channel: string; paidAt: string | null },
) {
  serial += 1;
  await ctx.db
    .insertInto('orders')
    .values({
      order_no: `20250301${String(serial).padStart(12, '0')}`,
      agent_id: agentId,
      customer_id: customerId,
      order_type: order.type,
      subject_id: 0,
      title: 'dashboard fixture',
      amount: order.cents,
      original_amount: order.cents,
      pay_amount: order.cents,
      pay_type: order.channel,
      is_pay: order.paidAt ? 1 : 0,
      paid_at: order.paidAt ? at(order.paidAt) : null,
      created_at: at('2025-03-02T09:00:00'),
    })
    .execute();
}

async function customerCreated(agentId: number, mobile: string, createdAt: string) {
  await ctx.db
    .insertInto('customers')
    .values({
      agent_id: agentId,
      mobile,
      email: null,
      password_hash: 'x',
      nickname: mobile,
      created_at: at(createdAt),
    })
    .execute();
}

beforeAll(async () => {
  const { agent1Id, agent2Id, customers } = ctx.ids;
  const one = (order: Parameters<typeof paidOrder>[2]) => paidOrder(agent1Id, customers.agent1Phone, order);
  // agent 1: paid half an hour into the week's first day, a minute before its end, and just after it
  await one({ type: OrderType.vip, cents: 10_000, channel: 'wechat', paidAt: '2025-03-01T00:30:00' });
  await one({
    type: ActivityOrderType.create,
    cents: 9_900,
    channel: 'alipay',
    paidAt: '2025-03-07T23:59:00',
  });
  await one({
    type: ResourceOrderType.recharge,
    cents: 5_000,
    channel: 'wechat',
    paidAt: '2025-03-08T00:00:00',
  });
  // never paid: no revenue
  await one({ type: OrderType.vip, cents: 7_700, channel: 'wechat', paidAt: null });
  // the week before
  await one({ type: OrderType.vip, cents: 20_000, channel: 'wechat', paidAt: '2025-02-25T12:00:00' });
  // agent 2
  await paidOrder(agent2Id, customers.agent2Phone, {
    type: OrderType.vip,
    cents: 30_000,
    channel: 'alipay',
    paidAt: '2025-03-03T12:00:00',
  });
  await customerCreated(agent1Id, '13900250301', '2025-03-02T10:00:00');
  await customerCreated(agent1Id, '13900250302', '2025-03-02T23:30:00');
  await customerCreated(agent2Id, '13900250303', '2025-03-02T10:00:00');
  // one agent of the week; one activity of agent 1 created in it, one abolished (not counted)
  await ctx.db
    .updateTable('agents')
    .set({ created_at: at('2025-03-04T08:00:00') })
    .where('id', '=', agent2Id)
    .execute();
  const [kept, abolished] = await ctx.db
    .selectFrom('activities')
    .select('id')
    .where('agent_id', '=', agent1Id)
    .orderBy('id')
    .limit(2)
    .execute();
  await ctx.db
    .updateTable('activities')
    .set({ created_at: at('2025-03-05T10:00:00') })
    .where('id', '=', kept?.id ?? 0)
    .execute();
  await ctx.db
    .updateTable('activities')
    .set({ created_at: at('2025-03-05T11:00:00'), lifecycle: 'abolished' })
    .where('id', '=', abolished?.id ?? 0)
    .execute();
});

describe('dashboard overview', () => {
  it('counts the platform week by hand: totals, the week before, days, channels, kinds and top agents', async () => {
    const { body } = await get(`${ADMIN}?${WEEK}`, await ctx.loginAdmin());
    expect(body.code).toBe(0);
    const data = body.data;
    expect(data).toMatchObject({ start_date: '2025-03-01', end_date: '2025-03-07' });
    expect(data.totals).toEqual({
      revenue: 49_900,
      paid_orders: 3,
      new_customers: 3,
      new_agents: 1,
      new_activities: 1,
    });
    expect(data.previous).toEqual({
      revenue: 20_000,
      paid_orders: 1,
      new_customers: 0,
      new_agents: 0,
      new_activities: 0,
    });
    expect(data.daily.map((day: { day: string }) => day.day)).toEqual(WEEK_DAYS);
    expect(data.daily[0]).toEqual({ day: '2025-03-01', revenue: 10_000, paid_orders: 1, new_customers: 0 });
    // 23:30 in Shanghai is still the 2nd, though it is the 2nd's afternoon in UTC
    expect(data.daily[1]).toEqual({ day: '2025-03-02', revenue: 0, paid_orders: 0, new_customers: 3 });
    expect(data.daily[2]).toMatchObject({ revenue: 30_000, paid_orders: 1 });
    expect(data.daily[6]).toMatchObject({ revenue: 9_900, paid_orders: 1 });
    expect(data.by_channel).toEqual([
      { key: 'alipay', name: '', revenue: 39_900, orders: 2 },
      { key: 'wechat', name: '', revenue: 10_000, orders: 1 },
    ]);
    expect(data.by_kind).toEqual([
      { key: 'vip', name: '', revenue: 40_000, orders: 2 },
      { key: 'activity', name: '', revenue: 9_900, orders: 1 },
    ]);
    expect(data.top_agents).toEqual([
      { key: String(ctx.ids.agent2Id), name: DEMO.agent2.name, revenue: 30_000, orders: 1 },
      { key: String(ctx.ids.agent1Id), name: DEMO.agent1.name, revenue: 19_900, orders: 2 },
    ]);
  });

  it("shows an agent only its own team's figures, never another agent's", async () => {
    const { body } = await get(`${AGENT}?${WEEK}`, await ctx.loginAgent());
    expect(body.code).toBe(0);
    expect(body.data.totals).toEqual({
      revenue: 19_900,
      paid_orders: 2,
      new_customers: 2,
      new_agents: 0,
      new_activities: 1,
    });
    expect(body.data.by_channel).toEqual([
      { key: 'wechat', name: '', revenue: 10_000, orders: 1 },
      { key: 'alipay', name: '', revenue: 9_900, orders: 1 },
    ]);
    expect(body.data.top_agents).toEqual([]);
    expect(body.data.daily[2]).toMatchObject({ revenue: 0, paid_orders: 0 });
  });

  it('counts the activities in progress and upcoming right now as their state machine says', async () => {
    const now = new Date();
    const rows = await ctx.db
      .selectFrom('activities')
      .select(['begin_time', 'end_time', 'lifecycle', 'cancelled_at', 'agent_id'])
      .execute();
    const live = rows.filter((row) => row.lifecycle === 'paid' && !row.cancelled_at);
    const admin = (await get(ADMIN, await ctx.loginAdmin())).body.data;
    expect(admin.activities_now).toEqual({
      in_progress: live.filter((row) => row.begin_time <= now && row.end_time > now).length,
      upcoming: live.filter((row) => row.begin_time > now).length,
    });
    const agent = (await get(AGENT, await ctx.loginAgent())).body.data;
    const mine = live.filter((row) => row.agent_id === ctx.ids.agent1Id);
    expect(agent.activities_now.upcoming + agent.activities_now.in_progress).toBe(
      mine.filter((row) => row.end_time > now).length,
    );
  });

  it('defaults to the last seven days, today included, and takes a start alone up to today', async () => {
    const admin = await ctx.loginAdmin();
    const week = (await get(ADMIN, admin)).body.data;
    expect(week.daily).toHaveLength(7);
    expect(week.end_date).toBe(
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date()),
    );
    const fromStart = (await get(`${ADMIN}?start_date=${week.daily[3].day}`, admin)).body.data;
    expect(fromStart.daily).toHaveLength(4);
  });

  it('refuses a bad range with a clear message', async () => {
    const admin = await ctx.loginAdmin();
    const cases = [
      ['start_date=2025-03-08&end_date=2025-03-01', 'start_date must not be after end_date'],
      ['start_date=2024-01-01&end_date=2025-03-01', 'the range is at most 366 days'],
      ['start_date=2000-01-01', 'the range is at most 366 days'],
      ['start_date=2025-02-30', 'must be a date written YYYY-MM-DD'],
    ];
    for (const [query, message] of cases) {
      const { status, body } = await get(`${ADMIN}?${query}`, admin);
      expect(status, query).toBe(400);
      expect(body.msg).toContain(message);
    }
    const zh = await ctx.call({
      method: 'GET',
      url: `${ADMIN}?start_date=2024-01-01&end_date=2025-03-01`,
      token: admin,
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(zh.body.msg).toContain('时间范围最多 366 天');
  });

  it('answers 401 without a session, 403 to the wrong console, to agent staff and without the permission', async () => {
    for (const url of [ADMIN, AGENT]) {
      expect((await get(url, undefined)).status).toBe(401);
      expect((await get(url, await ctx.loginCustomer())).status).toBe(403);
      expect((await get(url, url === ADMIN ? await ctx.loginAgent() : await ctx.loginAdmin())).status).toBe(
        403,
      );
    }
    // the team's revenue is its owners'
    expect((await get(AGENT, await ctx.loginAgent(DEMO.agentStaff))).status).toBe(403);
    expect((await get(ADMIN, await ctx.loginAdmin(DEMO.operator))).status).toBe(200);
    await withdrawPermission(ctx.db, ROLE.platformOperator, Permission.admin.dashboard);
    expect((await get(ADMIN, await ctx.loginAdmin(DEMO.operator))).status).toBe(403);
  });
});

describe("exporting a chart's data through the job centre (symbol dashboard)", () => {
  const chart = (name: string) => `symbol=dashboard&chart=${name}&${WEEK}`;

  it('writes the rows each chart draws, counted by hand, in the reader’s language', async () => {
    const admin = await ctx.loginAdmin();
    const daily = await exportAndRead(ctx, 'admin', admin, chart('daily'));
    expect(daily[0]).toEqual(['Day or item', 'Agent', 'Revenue (yuan)', 'Paid orders', 'New customers']);
    expect(daily.slice(1).map((row) => row[0])).toEqual(WEEK_DAYS);
    expect(daily[1]).toEqual(['2025-03-01', '', '100.00', '1', '0']);
    expect(daily[2]).toEqual(['2025-03-02', '', '0.00', '0', '3']);
    expect(daily[7]).toEqual(['2025-03-07', '', '99.00', '1', '0']);
    // (a slice has no new customers: its last cell is empty, which the sheet reader leaves out)
    const channels = await exportAndRead(ctx, 'admin', admin, chart('channel'));
    expect(channels.slice(1)).toEqual([
      ['alipay', '', '399.00', '2'],
      ['wechat', '', '100.00', '1'],
    ]);
    const kinds = await exportAndRead(ctx, 'admin', admin, chart('kind'));
    expect(kinds.slice(1).map((row) => row.slice(0, 4))).toEqual([
      ['vip', '', '400.00', '2'],
      ['activity', '', '99.00', '1'],
    ]);
    const agents = await exportAndRead(ctx, 'admin', admin, chart('agent'));
    expect(agents.slice(1).map((row) => row.slice(0, 3))).toEqual([
      [String(ctx.ids.agent2Id), DEMO.agent2.name, '300.00'],
      [String(ctx.ids.agent1Id), DEMO.agent1.name, '199.00'],
    ]);
  });

  it("gives an agent owner its own team's rows only, and no agents' ranking", async () => {
    const owner = await ctx.loginAgent();
    const channels = await exportAndRead(ctx, 'agent', owner, chart('channel'));
    expect(channels.slice(1)).toEqual([
      ['wechat', '', '100.00', '1'],
      ['alipay', '', '99.00', '1'],
    ]);
    const daily = await exportAndRead(ctx, 'agent', owner, chart('daily'));
    // agent 2's order of the 3rd is not the team's
    expect(daily[3]).toEqual(['2025-03-03', '', '0.00', '0', '0']);
    expect((await requestExport(ctx, 'agent', owner, chart('agent'))).body.msg).toBe(
      'export: select data first',
    );
  });

  it('refuses without a chart, a bad chart or range (no job queued), staff without the permission, customers', async () => {
    const admin = await ctx.loginAdmin();
    const jobs = async () =>
      Number(
        (
          await ctx.db
            .selectFrom('jobs')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await jobs();
    expect((await requestExport(ctx, 'admin', admin, 'symbol=dashboard')).body.msg).toBe(
      'export: select data first',
    );
    const badChart = await requestExport(ctx, 'admin', admin, 'symbol=dashboard&chart=pie');
    expect([badChart.status, badChart.body.msg]).toEqual([
      400,
      expect.stringContaining('chart must be daily, channel, kind, agent or tool'),
    ]);
    const tooLong = await requestExport(
      ctx,
      'admin',
      admin,
      'symbol=dashboard&chart=daily&start_date=2024-01-01&end_date=2025-03-01',
    );
    expect([tooLong.status, tooLong.body.msg]).toEqual([400, 'the range is at most 366 days']);
    expect(await jobs()).toBe(before);
    expect(
      (await requestExport(ctx, 'agent', await ctx.loginAgent(DEMO.agentStaff), chart('daily'))).status,
    ).toBe(403);
    expect(
      (await requestExport(ctx, 'customer', await ctx.loginCustomer(), chart('daily'))).body.code,
    ).not.toBe(0);
  });
});
