import {
  ACTIVITY_ALLOWED,
  type ActivityOperation,
  ActivityOrderType,
  ActivityStatus,
  type ActivityStatusValue,
} from '@onsite/contracts';
import { describe, expect, it } from 'vitest';
import { type ActivitySeed, seedActivity } from '#server/seed/activities.ts';
import { DEMO } from '#server/seed/demo.ts';
import { useTestContext } from '#server/test/harness.ts';

const ctx = useTestContext();
const BASE = '/api/ym/Active';

const post = (url: string, payload: object, token?: string) =>
  ctx.call({ method: 'POST', url, payload, token });
const get = (url: string, token?: string) => ctx.call({ method: 'GET', url, token });
const customer = () => ctx.loginCustomer(DEMO.agent1Customers.phone);
const otherCustomer = () => ctx.loginCustomer(DEMO.agent2Customers.phone);

/** An activity of the demo customer 13800000001 in a given state (hours from now). */
function seed(overrides: Partial<ActivitySeed> = {}) {
  return seedActivity(ctx.db, {
    agentId: ctx.ids.agent1Id,
    customerId: ctx.ids.customers.agent1Phone,
    title: 'Test activity',
    toolId: 1,
    beginIn: 24,
    endIn: 28,
    ...overrides,
  });
}
const inProgress = () => seed({ beginIn: -1, endIn: 2 });
const ended = () => seed({ beginIn: -5, endIn: -2 });

const row = (id: number) =>
  ctx.db.selectFrom('activities').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const activityTotal = async (customerId = ctx.ids.customers.agent1Phone) =>
  (
    await ctx.db
      .selectFrom('customers')
      .select('activity_total')
      .where('id', '=', customerId)
      .executeTakeFirstOrThrow()
  ).activity_total;
const activityCount = async () =>
  Number(
    (
      await ctx.db
        .selectFrom('activities')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** What the sandbox gateway sends once the customer pays `orderNo` at its cashier. */
function pay(orderNo: string, amount: number) {
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

const tomorrow = (hour: number) => {
  // a wall time tomorrow in Shanghai, as the time dialog sends it
  const day = new Date(Date.now() + 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
  return `${day} ${String(hour).padStart(2, '0')}:00:00`;
};

const ROUTES: [method: 'GET' | 'POST', url: string][] = [
  ['GET', `${BASE}/getList`],
  ['GET', `${BASE}/getActiveInfo?id=1`],
  ['GET', `${BASE}/getVipInfo?id=1`],
  ['GET', `${BASE}/getSourceInfo?id=1`],
  ['GET', `${BASE}/getNewAddons?id=1`],
  ['GET', `${BASE}/getGroupList`],
  ['GET', `${BASE}/getSummary`],
  ['GET', '/api/ym/active/getCancelList'],
  ['GET', '/api/customer/Product/getProductInfo?id=1'],
  ['GET', '/api/customer/Product/getOrderInfo?order_type=21&id=1'],
  ['POST', `${BASE}/create`],
  ['POST', `${BASE}/copy`],
  ['POST', '/api/ym/active/postRenew'],
  ['POST', `${BASE}/postExpand`],
  ['POST', `${BASE}/editActName`],
  ['POST', `${BASE}/editGroup`],
  ['POST', `${BASE}/postCancel`],
  ['POST', '/api/ym/active/postRestore'],
  ['POST', `${BASE}/postAbolish`],
  ['POST', `${BASE}/postOver`],
  ['POST', `${BASE}/updateBeginTime`],
  ['POST', `${BASE}/updateVipLastTime`],
  ['POST', `${BASE}/addVipPerson`],
  ['POST', `${BASE}/updateProduct`],
  ['POST', `${BASE}/emptyRecycle`],
  ['POST', `${BASE}/deleteRecycle`],
  ['POST', '/api/ym/ActiveSetting/editPassword'],
];

describe('access to the activity endpoints', () => {
  it.each(ROUTES)('%s %s answers -2 without a session and 403 to staff', async (method, url) => {
    const anonymous = await ctx.call({ method, url, payload: method === 'POST' ? {} : undefined });
    expect([anonymous.status, anonymous.body.code]).toEqual([401, -2]);
    for (const token of [await ctx.loginAgent(), await ctx.loginAdmin()]) {
      const staff = await ctx.call({ method, url, token, payload: method === 'POST' ? {} : undefined });
      expect(staff.status).toBe(403);
    }
  });
});

describe('GET getList and the detail calls', () => {
  it('lists the demo activities outside the recycle bin with their derived status', async () => {
    const token = await customer();
    const { body } = await get(`${BASE}/getList?limit=100&sort=begin_time&order=asc`, token);
    const byTitle = new Map(
      (body.data as { title: string; status: number }[]).map((item) => [item.title, item.status]),
    );
    expect(byTitle.get('2027 年度盛典')).toBe(ActivityStatus.notStarted);
    expect(byTitle.get('新品发布会')).toBe(ActivityStatus.inProgress);
    expect(byTitle.get('季度总结会')).toBe(ActivityStatus.ended);
    expect(byTitle.get('客户答谢晚宴')).toBe(ActivityStatus.unpaid);
    expect(byTitle.has('旧版签到墙')).toBe(false);
  });

  it('searches by title, filters by status, group and tool, sorts and pages', async () => {
    const token = await customer();
    const search = await get(`${BASE}/getList?keyword=${encodeURIComponent('发布')}`, token);
    expect((search.body.data as { title: string }[]).map((item) => item.title)).toEqual(['新品发布会']);
    const running = await get(`${BASE}/getList?status=${ActivityStatus.inProgress}&limit=100`, token);
    expect((running.body.data as { status: number }[]).every((item) => item.status === 2)).toBe(true);
    const groups = await get(`${BASE}/getGroupList`, token);
    const annual = (groups.body.data as { id: number; title: string; total: number }[]).find(
      (group) => group.title === '年会',
    );
    expect(annual?.total).toBe(2);
    const inGroup = await get(`${BASE}/getList?group_id=${annual?.id}&sort=title&order=asc`, token);
    expect((inGroup.body.data as { title: string }[]).map((item) => item.title)).toEqual([
      '2027 年度盛典',
      '季度总结会',
    ]);
    const meetings = await get(`${BASE}/getList?tool_id=8&limit=100`, token);
    expect((meetings.body.data as { tool_id: number }[]).every((item) => item.tool_id === 8)).toBe(true);
    const page = await get(`${BASE}/getList?page=2&limit=1`, token);
    expect(page.body.data).toHaveLength(1);
    expect(page.body.count).toBeGreaterThanOrEqual(4);
    const bad = await get(`${BASE}/getList?status=9`, token);
    expect(bad.status).toBe(400);
  });

  it("answers the detail, VIP, source and add-on calls for an own activity and 404 for another customer's", async () => {
    const id = await seed({ title: 'Detail me' });
    const token = await customer();
    const info = await get(`${BASE}/getActiveInfo?id=${id}`, token);
    expect(info.body.data).toMatchObject({ id, title: 'Detail me', status: 1, tool_id: 1, capacity: 500 });
    const vip = await get(`${BASE}/getVipInfo?id=${id}`, token);
    expect(vip.body.data).toEqual({ vip_last_time: '', capacity: 500, persons: [] });
    const source = await get(`${BASE}/getSourceInfo?id=${id}`, token);
    expect(source.body.data.tool).toMatchObject({ id: 1, mark: 'screen' });
    const addons = await get(`${BASE}/getNewAddons?id=${id}`, token);
    expect((addons.body.data as { id: number }[]).some((tool) => tool.id === 1)).toBe(false);
    const allTools = await get(`${BASE}/getNewAddons`, token);
    expect((allTools.body.data as { id: number }[]).map((tool) => tool.id)).toContain(1);
    const other = await otherCustomer();
    for (const call of ['getActiveInfo', 'getVipInfo', 'getSourceInfo', 'getNewAddons']) {
      const answer = await get(`${BASE}/${call}?id=${id}`, other);
      expect([answer.status, answer.body.msg]).toEqual([404, 'activity not found']);
    }
    expect((await get(`${BASE}/getActiveInfo?id=abc`, token)).status).toBe(400);
  });
});

describe('GET getSummary (the /activity header)', () => {
  type Summary = {
    counts: Record<string, number>;
    total: number;
    upcoming: { id: number; title: string; status: number; begin_time: string }[];
  };
  const summaryOf = async (token: string) => (await get(`${BASE}/getSummary`, token)).body.data as Summary;

  it('counts one more in each state for one activity of each, agrees with the list filters, and lists what runs next', async () => {
    const token = await customer();
    const other = await otherCustomer();
    const before = await summaryOf(token);
    const otherBefore = await summaryOf(other);
    const soon = await seed({ title: 'Soon', beginIn: 1, endIn: 3 });
    const running = await seed({ title: 'Running', beginIn: -1, endIn: 1 });
    await ended();
    await seed({ title: 'Unpaid', lifecycle: 'unpaid' });
    await seed({ title: 'Binned', cancelled: true });
    await seed({ title: 'Abolished', lifecycle: 'abolished' });

    const after = await summaryOf(token);
    for (const state of ['0', '1', '2', '3', '4', '5']) {
      expect(after.counts[state], `state ${state}`).toBe(before.counts[state] + 1);
    }
    // the recycle bin is not in the total, as in the list
    expect(after.total).toBe(before.total + 5);
    expect(after.total).toBe((await get(`${BASE}/getList?limit=1`, token)).body.count);
    // each state's count is what the list's status filter (and the recycle bin) finds
    for (const status of [0, 1, 2, 3, 5]) {
      const listed = await get(`${BASE}/getList?status=${status}&limit=1`, token);
      expect(listed.body.count, `status ${status}`).toBe(after.counts[String(status)]);
    }
    expect((await get('/api/ym/active/getCancelList?limit=1', token)).body.count).toBe(after.counts['4']);

    // in progress first (earliest begin), paid and not binned only, at most five
    expect(after.upcoming.length).toBeLessThanOrEqual(5);
    expect(after.upcoming.every((item) => item.status === 1 || item.status === 2)).toBe(true);
    const begins = after.upcoming.map((item) => item.begin_time);
    expect(begins).toEqual([...begins].sort());
    const ids = after.upcoming.map((item) => item.id);
    expect(ids.indexOf(running)).toBeLessThan(ids.indexOf(soon));
    expect(ids).toEqual(expect.arrayContaining([running, soon]));

    // another customer's figures do not move
    expect(await summaryOf(other)).toEqual(otherBefore);
  });
});

describe('POST create, copy and postRenew', () => {
  it('creates an unpaid activity with an order when there is no free quota; paying it starts the activity', async () => {
    const token = await customer();
    const before = await activityTotal();
    const created = await post(
      `${BASE}/create`,
      { tool_id: 1, begin_time: tomorrow(19), end_time: tomorrow(22), tz: 'Asia/Shanghai' },
      token,
    );
    expect(created.body.code).toBe(0);
    const { id, order_no, pay_amount } = created.body.data as {
      id: number;
      order_no: string;
      pay_amount: number;
    };
    expect(order_no).not.toBe('');
    expect(pay_amount).toBe(9900);
    expect(await activityTotal()).toBe(before + 1);
    const stored = await row(id);
    expect([stored.lifecycle, stored.title, stored.begin_time.toISOString().slice(11, 16)]).toEqual([
      'unpaid',
      '大屏互动',
      '11:00',
    ]);
    const order = await ctx.db
      .selectFrom('orders')
      .selectAll()
      .where('order_no', '=', order_no)
      .executeTakeFirstOrThrow();
    expect([order.order_type, order.subject_id, order.is_pay]).toEqual([ActivityOrderType.create, id, 0]);

    expect((await pay(order_no, 9900)).body.data).toEqual({ outcome: 'accepted' });
    const info = await get(`${BASE}/getActiveInfo?id=${id}`, token);
    expect([info.body.data.status, info.body.data.order_no]).toEqual([ActivityStatus.notStarted, '']);
    // a repeated notify changes nothing
    expect((await pay(order_no, 9900)).body.data).toEqual({ outcome: 'duplicate' });
  });

  it('creates from a programme on its first tool', async () => {
    const programme = await ctx.db
      .selectFrom('programmes')
      .select(['id', 'title', 'tools'])
      .executeTakeFirstOrThrow();
    const created = await post(
      `${BASE}/create`,
      {
        programme_id: programme.id,
        title: 'From a programme',
        begin_time: tomorrow(9),
        end_time: tomorrow(10),
      },
      await customer(),
    );
    const stored = await row(created.body.data.id);
    expect([stored.programme_id, stored.tool_id, stored.title]).toEqual([
      programme.id,
      Number(programme.tools.split(',')[0]),
      'From a programme',
    ]);
  });

  it("takes a VIP's free activities from the plan's free_num with its showings_num, then charges", async () => {
    const token = await ctx.loginCustomer(DEMO.agent1Customers.email);
    const plans = await get('/api/customer/customerOrder/getVipList', token);
    // the 7-day trial: free_num 1, showings_num 2, scenes screen and meeting
    const trial = (plans.body.data as { id: number; agent_price: number; free_num: number }[])[0];
    const bought = await post(
      '/api/customer/customerOrder/payVipOrder',
      { order_type: 17, vip_id: trial.id, amount: trial.agent_price, pay_amount: trial.agent_price },
      token,
    );
    await pay(bought.body.data.order_no, trial.agent_price);
    const body = { tool_id: 1, begin_time: tomorrow(9), end_time: tomorrow(10) };
    // a tool outside the plan's scenes (9 = assessment) is charged even with quota left
    const outside = await post(`${BASE}/create`, { ...body, tool_id: 9 }, token);
    expect(outside.body.data.pay_amount).toBe(9900);
    const free = await post(`${BASE}/create`, body, token);
    expect(free.body.data).toMatchObject({ order_no: '', pay_amount: 0 });
    expect(await row(free.body.data.id)).toMatchObject({ lifecycle: 'paid', charge: 'vip', showings: 2 });
    const charged = await post(`${BASE}/create`, body, token);
    expect(charged.body.data.pay_amount).toBe(9900);
    expect(await row(charged.body.data.id)).toMatchObject({
      lifecycle: 'unpaid',
      charge: 'order',
      showings: 1,
    });
  });

  it("answers getProductInfo with the price, or the VIP plan's free activities left and their showings", async () => {
    const plain = await get('/api/customer/Product/getProductInfo?id=1', await customer());
    expect(plain.body.data).toMatchObject({
      id: 1,
      price: 9900,
      pay_amount: 9900,
      capacity: 500,
      showings: 1,
      vip_covered: 0,
      free_left: 0,
    });
    const token = await ctx.loginCustomer(DEMO.agent1Customers.email);
    const trial = (
      (await get('/api/customer/customerOrder/getVipList', token)).body.data as {
        id: number;
        agent_price: number;
      }[]
    )[0];
    const bought = await post(
      '/api/customer/customerOrder/payVipOrder',
      { order_type: 17, vip_id: trial.id, amount: trial.agent_price, pay_amount: trial.agent_price },
      token,
    );
    await pay(bought.body.data.order_no, trial.agent_price);
    const covered = await get('/api/customer/Product/getProductInfo?id=1', token);
    expect(covered.body.data).toMatchObject({
      pay_amount: 0,
      showings: 2,
      vip_covered: 1,
      free_num: 1,
      free_left: 1,
    });
    // a tool outside the plan's scenes is charged
    expect((await get('/api/customer/Product/getProductInfo?id=9', token)).body.data).toMatchObject({
      pay_amount: 9900,
      vip_covered: 0,
    });
    await post(`${BASE}/create`, { tool_id: 1, begin_time: tomorrow(9), end_time: tomorrow(10) }, token);
    expect((await get('/api/customer/Product/getProductInfo?id=1', token)).body.data).toMatchObject({
      pay_amount: 9900,
      showings: 1,
      vip_covered: 1,
      free_left: 0,
    });
    const unknown = await get('/api/customer/Product/getProductInfo?id=999', token);
    expect([unknown.status, unknown.body.msg]).toEqual([404, 'tool not found']);
    const bad = await get('/api/customer/Product/getProductInfo?id=abc', token);
    expect([bad.status, bad.body.msg]).toEqual([400, 'id: id is required']);
  });

  it('answers getOrderInfo with the order a purchase would make, refused like the purchase, writing nothing', async () => {
    const token = await customer();
    const Q = '/api/customer/Product/getOrderInfo';
    const running = await inProgress();
    const orders = async () => (await ctx.db.selectFrom('orders').select('id').execute()).length;
    const before = await orders();
    expect((await get(`${Q}?order_type=21&id=1`, token)).body.data).toMatchObject({
      order_type: 21,
      subject_id: 1,
      title: '大屏互动',
      pay_amount: 9900,
    });
    expect((await get(`${Q}?order_type=22&id=${running}&days=30`, token)).body.data).toMatchObject({
      order_type: 22,
      subject_id: running,
      duration: 30,
      duration_unit: 2,
      pay_amount: 21000,
    });
    expect((await get(`${Q}?order_type=23&id=${running}&persons=300`, token)).body.data).toMatchObject({
      order_type: 23,
      pay_amount: 6000,
    });
    expect(await orders()).toBe(before);
    const bin = await seed({ cancelled: true });
    const refused = await get(`${Q}?order_type=22&id=${bin}`, token);
    expect([refused.status, refused.body.msg]).toEqual([
      400,
      'this activity is in the recycle bin, restore it first',
    ]);
    const foreign = await get(`${Q}?order_type=23&id=${running}`, await otherCustomer());
    expect([foreign.status, foreign.body.msg]).toEqual([404, 'activity not found']);
    const badType = await get(`${Q}?order_type=17&id=1`, token);
    expect([badType.status, badType.body.msg]).toEqual([400, 'order_type: order_type must be 21, 22 or 23']);
    const badPersons = await get(`${Q}?order_type=23&id=${running}&persons=150`, token);
    expect(badPersons.body.msg).toBe('persons: persons must be a multiple of 100, at most 5000');
  });

  it('refuses bad input and writes nothing', async () => {
    const token = await customer();
    const before = [await activityCount(), await activityTotal()];
    const cases: [object, string][] = [
      [
        { tool_id: 1, begin_time: tomorrow(10), end_time: tomorrow(9) },
        'the begin time must be before the end time',
      ],
      [{ tool_id: 999, begin_time: tomorrow(9), end_time: tomorrow(10) }, 'tool not found'],
      [{ begin_time: tomorrow(9), end_time: tomorrow(10) }, 'choose a tool or a programme'],
      [{ tool_id: 1, begin_time: 'soon', end_time: tomorrow(10) }, 'time must be YYYY-MM-DD HH:mm:ss'],
      // no wall-clock time: month 13, day 45, hour 25 were rolled into another date
      [
        { tool_id: 1, begin_time: '2030-13-45 25:61', end_time: '2031-01-01 10:00' },
        'begin_time: time must be YYYY-MM-DD HH:mm:ss',
      ],
      [
        { tool_id: 1, begin_time: tomorrow(9), end_time: '2030-02-30 10:00' },
        'end_time: time must be YYYY-MM-DD HH:mm:ss',
      ],
      [
        { tool_id: 1, begin_time: tomorrow(9), end_time: tomorrow(10), tz: 'Mars/Base' },
        'tz must be an IANA time zone',
      ],
    ];
    for (const [payload, message] of cases) {
      const answer = await post(`${BASE}/create`, payload, token);
      expect([answer.status, answer.body.msg]).toEqual([400, expect.stringContaining(message)]);
    }
    expect([await activityCount(), await activityTotal()]).toEqual(before);
  });

  it('copies a paid activity (charged like a new one) but not an unpaid or another customer’s', async () => {
    const token = await customer();
    const source = await ended();
    const copied = await post(`${BASE}/copy`, { id: source }, token);
    const copy = await row(copied.body.data.id);
    expect(copy.title).toBe('Test activity');
    expect(copy.begin_time.getTime()).toBeGreaterThan(Date.now());
    expect(copied.body.data.order_no).not.toBe('');
    const unpaid = await seed({ lifecycle: 'unpaid' });
    const before = await activityCount();
    const refused = await post(`${BASE}/copy`, { id: unpaid }, token);
    expect([refused.status, refused.body.msg]).toEqual([400, 'this activity is not paid yet']);
    expect((await post(`${BASE}/copy`, { id: source }, await otherCustomer())).status).toBe(404);
    expect(await activityCount()).toBe(before);
  });

  it('renews through a paid order that adds seven days once paid', async () => {
    const token = await customer();
    const id = await ended();
    const renewed = await post('/api/ym/active/postRenew', { id }, token);
    expect(renewed.body.data.pay_amount).toBe(4900);
    expect((await row(id)).end_time.getTime()).toBeLessThan(Date.now());
    await pay(renewed.body.data.order_no, 4900);
    const after = await row(id);
    expect(after.end_time.getTime()).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);
    expect((await get(`${BASE}/getActiveInfo?id=${id}`, token)).body.data.status).toBe(
      ActivityStatus.inProgress,
    );
    const abolished = await seed({ lifecycle: 'abolished' });
    const refused = await post('/api/ym/active/postRenew', { id: abolished }, token);
    expect([refused.status, refused.body.msg]).toEqual([400, 'this activity has been abolished']);
    expect((await post('/api/ym/active/postRenew', { id }, await otherCustomer())).status).toBe(404);
  });
});

describe('the copy, extend and expand dialogs', () => {
  it('copies under the title given in the copy dialog, and refuses a title over 50 characters', async () => {
    const token = await customer();
    const source = await ended();
    const copied = await post(`${BASE}/copy`, { id: source, title: '  Copy of the summit ' }, token);
    expect(copied.body.code).toBe(0);
    expect((await row(copied.body.data.id)).title).toBe('Copy of the summit');
    const before = await activityCount();
    const long = await post(`${BASE}/copy`, { id: source, title: 'x'.repeat(51) }, token);
    expect([long.status, long.body.msg]).toEqual([400, 'title: title must be at most 50 characters']);
    expect(await activityCount()).toBe(before);
  });

  it('extends by the days chosen (7.00 a day) once paid, and refuses days outside 1–365', async () => {
    const token = await customer();
    const id = await seed({ beginIn: -1, endIn: 2 });
    const endBefore = (await row(id)).end_time.getTime();
    const extended = await post('/api/ym/active/postRenew', { id, days: 30 }, token);
    expect(extended.body.data).toMatchObject({ id, pay_amount: 21000 });
    const order = await ctx.db
      .selectFrom('orders')
      .selectAll()
      .where('order_no', '=', extended.body.data.order_no)
      .executeTakeFirstOrThrow();
    expect([order.order_type, order.subject_id, order.duration, order.duration_unit]).toEqual([
      ActivityOrderType.renew,
      id,
      30,
      2,
    ]);
    // nothing moves before the money arrives
    expect((await row(id)).end_time.getTime()).toBe(endBefore);
    await pay(extended.body.data.order_no, 21000);
    expect((await row(id)).end_time.getTime()).toBe(endBefore + 30 * 86_400_000);

    const orders = async () =>
      Number(
        (
          await ctx.db
            .selectFrom('orders')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('subject_id', '=', id)
            .where('order_type', '=', ActivityOrderType.renew)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const count = await orders();
    for (const days of [0, 366, 1.5, 'a week']) {
      const refused = await post('/api/ym/active/postRenew', { id, days }, token);
      expect([refused.status, refused.body.msg]).toEqual([
        400,
        'days: days must be a whole number from 1 to 365',
      ]);
    }
    expect(await orders()).toBe(count);
  });

  it('expands by the places chosen (20.00 per 100) once paid, only before the end, not when abolished meanwhile', async () => {
    const token = await customer();
    const id = await seed();
    const expanded = await post(`${BASE}/postExpand`, { id, persons: 300 }, token);
    expect(expanded.body.data).toMatchObject({ id, pay_amount: 6000 });
    const order = await ctx.db
      .selectFrom('orders')
      .selectAll()
      .where('order_no', '=', expanded.body.data.order_no)
      .executeTakeFirstOrThrow();
    expect([order.order_type, order.subject_id, order.is_pay]).toEqual([ActivityOrderType.expand, id, 0]);
    expect((await row(id)).capacity).toBe(500);
    expect((await pay(expanded.body.data.order_no, 6000)).body.data).toEqual({ outcome: 'accepted' });
    expect((await get(`${BASE}/getActiveInfo?id=${id}`, token)).body.data.capacity).toBe(800);
    expect((await get(`${BASE}/getVipInfo?id=${id}`, token)).body.data.capacity).toBe(800);
    // a repeated notify adds nothing
    await pay(expanded.body.data.order_no, 6000);
    expect((await row(id)).capacity).toBe(800);

    for (const persons of [0, 150, 5100, -100]) {
      const refused = await post(`${BASE}/postExpand`, { id, persons }, token);
      expect([refused.status, refused.body.msg]).toEqual([
        400,
        'persons: persons must be a multiple of 100, at most 5000',
      ]);
    }
    const done = await ended();
    const late = await post(`${BASE}/postExpand`, { id: done, persons: 100 }, token);
    expect([late.status, late.body.msg]).toEqual([400, 'this activity has ended']);
    expect((await post(`${BASE}/postExpand`, { id, persons: 100 }, await otherCustomer())).status).toBe(404);

    // ordered, then abolished before paying: the order is withdrawn, a late payment finds no order and the
    // void activity does not grow
    const later = await seed();
    const pending = await post(`${BASE}/postExpand`, { id: later, persons: 100 }, token);
    await post(`${BASE}/postAbolish`, { id: later }, token);
    const withdrawn = await ctx.db
      .selectFrom('orders')
      .select('id')
      .where('order_no', '=', pending.body.data.order_no)
      .executeTakeFirst();
    expect(withdrawn).toBeUndefined();
    expect((await pay(pending.body.data.order_no, 2000)).body.msg).toBe(
      'payment notification refused: unknown order',
    );
    expect((await row(later)).capacity).toBe(500);
  });
});

/** One request per operation, as the web sends it. */
const OPERATION_CALLS: Record<ActivityOperation, (id: number) => [url: string, payload: object]> = {
  rename: (id) => [`${BASE}/editActName`, { id, title: 'Changed' }],
  group: (id) => [`${BASE}/editGroup`, { id, group_title: 'Changed' }],
  copy: (id) => [`${BASE}/copy`, { id }],
  cancel: (id) => [`${BASE}/postCancel`, { id }],
  restore: (id) => ['/api/ym/active/postRestore', { id }],
  deleteRecycle: (id) => [`${BASE}/deleteRecycle`, { ids: [id] }],
  abolish: (id) => [`${BASE}/postAbolish`, { id }],
  over: (id) => [`${BASE}/postOver`, { id }],
  renew: (id) => ['/api/ym/active/postRenew', { id, days: 3 }],
  expand: (id) => [`${BASE}/postExpand`, { id, persons: 100 }],
  updateBeginTime: (id) => [
    `${BASE}/updateBeginTime`,
    { id, begin_time: '2030-03-01 09:00', end_time: '2030-03-01 18:00' },
  ],
  updateProduct: (id) => [`${BASE}/updateProduct`, { id, tool_id: 8 }],
  addVipPerson: (id) => [`${BASE}/addVipPerson`, { id, name: 'Guest', mobile: '13900000042' }],
  updateVipLastTime: (id) => [`${BASE}/updateVipLastTime`, { id, vip_last_time: '' }],
  editPassword: (id) => ['/api/ym/ActiveSetting/editPassword', { id, password: '' }],
  editAppearance: (id) => ['/api/ym/ActiveSetting/editAppearance', { id, music: '' }],
};

const IN_STATE: Record<ActivityStatusValue, Partial<ActivitySeed>> = {
  [ActivityStatus.unpaid]: { lifecycle: 'unpaid' },
  [ActivityStatus.notStarted]: {},
  [ActivityStatus.inProgress]: { beginIn: -1, endIn: 2 },
  [ActivityStatus.ended]: { beginIn: -5, endIn: -2 },
  [ActivityStatus.cancelled]: { cancelled: true },
  [ActivityStatus.abolished]: { lifecycle: 'abolished' },
};

const REFUSED_BECAUSE: Record<ActivityStatusValue, string> = {
  [ActivityStatus.unpaid]: 'this activity is not paid yet',
  [ActivityStatus.notStarted]: 'this activity has not started yet',
  [ActivityStatus.inProgress]: 'this activity is in progress, end it first',
  [ActivityStatus.ended]: 'this activity has ended',
  [ActivityStatus.cancelled]: 'this activity is in the recycle bin, restore it first',
  [ActivityStatus.abolished]: 'this activity has been abolished',
};

/** Everything an operation could touch for one activity (and the customer's totals). */
async function footprint(id: number) {
  return {
    activity: await ctx.db.selectFrom('activities').selectAll().where('id', '=', id).executeTakeFirst(),
    settings: await ctx.db
      .selectFrom('activity_settings')
      .selectAll()
      .where('activity_id', '=', id)
      .executeTakeFirst(),
    appearance: await ctx.db
      .selectFrom('activity_appearances')
      .selectAll()
      .where('activity_id', '=', id)
      .executeTakeFirst(),
    orders: (await ctx.db.selectFrom('orders').select('id').where('subject_id', '=', id).execute()).length,
    vipPersons: (
      await ctx.db.selectFrom('activity_vip_persons').select('id').where('activity_id', '=', id).execute()
    ).length,
    expansions: (
      await ctx.db
        .selectFrom('activity_expansions')
        .select('order_no')
        .where('activity_id', '=', id)
        .execute()
    ).length,
    activities: await activityCount(),
    total: await activityTotal(),
  };
}

describe('every operation in every state', () => {
  const states = Object.values(ActivityStatus) as ActivityStatusValue[];
  it.each(Object.keys(OPERATION_CALLS) as ActivityOperation[])(
    '%s runs in exactly its allowed states; elsewhere it answers the state and writes nothing',
    async (operation) => {
      const token = await customer();
      for (const state of states) {
        const id = await seed({ title: `${operation} in ${state}`, ...IN_STATE[state] });
        expect((await get(`${BASE}/getActiveInfo?id=${id}`, token)).body.data.status).toBe(state);
        const before = await footprint(id);
        const [url, payload] = OPERATION_CALLS[operation](id);
        const answer = await post(url, payload, token);
        if (ACTIVITY_ALLOWED[operation].includes(state)) {
          expect([state, answer.status, answer.body.code]).toEqual([state, 200, 0]);
        } else {
          expect([state, answer.status, answer.body.msg]).toEqual([state, 400, REFUSED_BECAUSE[state]]);
          expect(await footprint(id)).toEqual(before);
        }
      }
    },
  );
});

describe('state changes', () => {
  it('renames and groups, refuses in the recycle bin, 404 for another customer, and rejects an empty title', async () => {
    const token = await customer();
    const id = await seed();
    expect((await post(`${BASE}/editActName`, { id, title: 'Renamed' }, token)).body.msg).toBe('saved');
    await post(`${BASE}/editGroup`, { id, group_title: 'Spring' }, token);
    expect((await get(`${BASE}/getActiveInfo?id=${id}`, token)).body.data).toMatchObject({
      title: 'Renamed',
      group_title: 'Spring',
    });
    const other = await post(`${BASE}/editActName`, { id, title: 'Hijacked' }, await otherCustomer());
    expect([other.status, other.body.msg]).toEqual([404, 'activity not found']);
    const empty = await post(`${BASE}/editActName`, { id, title: ' ' }, token);
    expect([empty.status, empty.body.msg]).toEqual([400, 'title: title is required']);
    const binned = await seed({ cancelled: true, title: 'In the bin' });
    const refused = await post(`${BASE}/editActName`, { id: binned, title: 'Changed' }, token);
    expect([refused.status, refused.body.msg]).toEqual([
      400,
      'this activity is in the recycle bin, restore it first',
    ]);
    expect((await row(id)).title).toBe('Renamed');
    expect((await row(binned)).title).toBe('In the bin');
  });

  it('cancels into the recycle bin and restores from it; a running activity must be ended first', async () => {
    const token = await customer();
    const id = await seed({ title: 'Bin and back' });
    // the "my activities" badge (activity_total) counts what the list shows: not the recycle bin
    const listed = async () => (await get(`${BASE}/getList?limit=1`, token)).body.count;
    expect(await activityTotal()).toBe(await listed());
    const total = await activityTotal();
    await post(`${BASE}/postCancel`, { id }, token);
    expect([await activityTotal(), await listed()]).toEqual([total - 1, total - 1]);
    const bin = await get('/api/ym/active/getCancelList', token);
    expect((bin.body.data as { id: number; status: number }[]).find((item) => item.id === id)?.status).toBe(
      ActivityStatus.cancelled,
    );
    const list = await get(`${BASE}/getList?limit=100`, token);
    expect((list.body.data as { id: number }[]).some((item) => item.id === id)).toBe(false);
    expect((await post('/api/ym/active/postRestore', { id }, await otherCustomer())).status).toBe(404);
    await post('/api/ym/active/postRestore', { id }, token);
    expect([await activityTotal(), await listed()]).toEqual([total, total]);
    expect((await get(`${BASE}/getActiveInfo?id=${id}`, token)).body.data.status).toBe(
      ActivityStatus.notStarted,
    );
    const again = await post('/api/ym/active/postRestore', { id }, token);
    expect([again.status, again.body.msg]).toEqual([400, 'this activity has not started yet']);

    const running = await inProgress();
    const refused = await post(`${BASE}/postCancel`, { id: running }, token);
    expect([refused.status, refused.body.msg]).toEqual([400, 'this activity is in progress, end it first']);
    expect((await row(running)).cancelled_at).toBeNull();
  });

  it('ends a running activity now, and refuses to end one that has not started', async () => {
    const token = await customer();
    const running = await inProgress();
    await post(`${BASE}/postOver`, { id: running }, token);
    expect((await get(`${BASE}/getActiveInfo?id=${running}`, token)).body.data.status).toBe(
      ActivityStatus.ended,
    );
    const later = await seed();
    const before = await row(later);
    const refused = await post(`${BASE}/postOver`, { id: later }, token);
    expect([refused.status, refused.body.msg]).toEqual([400, 'this activity has not started yet']);
    expect((await row(later)).end_time).toEqual(before.end_time);
    expect((await post(`${BASE}/postOver`, { id: running }, await otherCustomer())).status).toBe(404);
  });

  it('abolishes an activity that has not run, and refuses a running or ended one', async () => {
    const token = await customer();
    const later = await seed();
    await post(`${BASE}/postAbolish`, { id: later }, token);
    expect((await row(later)).lifecycle).toBe('abolished');
    const afterwards = await post(`${BASE}/editActName`, { id: later, title: 'x' }, token);
    expect(afterwards.body.msg).toBe('this activity has been abolished');
    for (const [id, message] of [
      [await inProgress(), 'this activity is in progress, end it first'],
      [await ended(), 'this activity has ended'],
    ] as const) {
      const refused = await post(`${BASE}/postAbolish`, { id }, token);
      expect([refused.status, refused.body.msg]).toEqual([400, message]);
      expect((await row(id)).lifecycle).toBe('paid');
    }
  });

  it("changes begin and end time in the customer's time zone; begin must be before end", async () => {
    const token = await customer();
    const id = await seed();
    const moved = await post(
      `${BASE}/updateBeginTime`,
      { id, begin_time: '2030-03-01 09:00', end_time: '2030-03-01 18:00', tz: 'Europe/Berlin' },
      token,
    );
    expect(moved.body.code).toBe(0);
    const stored = await row(id);
    expect([stored.begin_time.toISOString(), stored.end_time.toISOString()]).toEqual([
      '2030-03-01T08:00:00.000Z',
      '2030-03-01T17:00:00.000Z',
    ]);
    const backwards = await post(
      `${BASE}/updateBeginTime`,
      { id, begin_time: '2030-03-02 09:00', end_time: '2030-03-01 18:00' },
      token,
    );
    expect([backwards.status, backwards.body.msg]).toEqual([
      400,
      'the begin time must be before the end time',
    ]);
    const done = await ended();
    const refused = await post(
      `${BASE}/updateBeginTime`,
      { id: done, begin_time: '2030-03-01 09:00', end_time: '2030-03-01 18:00' },
      token,
    );
    expect(refused.body.msg).toBe('this activity has ended');
    expect((await row(id)).begin_time.toISOString()).toBe('2030-03-01T08:00:00.000Z');
  });

  it('adds VIP persons within capacity, refuses a repeated phone, and sets their deadline before the end', async () => {
    const token = await customer();
    const id = await seed({ beginIn: 1, endIn: 5 });
    await post(`${BASE}/addVipPerson`, { id, name: 'Guest', mobile: '13900000001' }, token);
    const repeated = await post(`${BASE}/addVipPerson`, { id, name: 'Again', mobile: '13900000001' }, token);
    expect(repeated.body.msg).toBe('this phone number is already a VIP of this activity');
    const badPhone = await post(`${BASE}/addVipPerson`, { id, name: 'Bad', mobile: '123' }, token);
    expect(badPhone.status).toBe(400);
    const vip = await get(`${BASE}/getVipInfo?id=${id}`, token);
    expect((vip.body.data.persons as { name: string }[]).map((person) => person.name)).toEqual(['Guest']);
    expect((await row(id)).vip_count).toBe(1);

    await ctx.db.updateTable('activities').set({ capacity: 1 }).where('id', '=', id).execute();
    const full = await post(`${BASE}/addVipPerson`, { id, name: 'Third', mobile: '13900000003' }, token);
    expect(full.body.msg).toBe('the VIP list of this activity is full');
    expect((await row(id)).vip_count).toBe(1);
    // the database refuses a count above capacity even if a service forgot to check
    await expect(
      ctx.db.updateTable('activities').set({ vip_count: 2 }).where('id', '=', id).execute(),
    ).rejects.toThrow();

    const late = await post(`${BASE}/updateVipLastTime`, { id, vip_last_time: '2099-01-01 00:00' }, token);
    expect(late.body.msg).toBe('the VIP deadline must not be after the end time');
    const end = (await row(id)).end_time;
    const local = new Date(end.getTime() + 8 * 3_600_000 - 3_600_000)
      .toISOString()
      .slice(0, 16)
      .replace('T', ' ');
    expect((await post(`${BASE}/updateVipLastTime`, { id, vip_last_time: local }, token)).body.code).toBe(0);
    expect((await get(`${BASE}/getVipInfo?id=${id}`, token)).body.data.vip_last_time).not.toBe('');
    expect(
      (await post(`${BASE}/addVipPerson`, { id, name: 'x', mobile: '13900000009' }, await otherCustomer()))
        .status,
    ).toBe(404);
  });

  it('switches the tool and sets an access password stored hashed', async () => {
    const token = await customer();
    const id = await seed();
    await post(`${BASE}/updateProduct`, { id, tool_id: 8 }, token);
    expect((await row(id)).tool_id).toBe(8);
    const unknown = await post(`${BASE}/updateProduct`, { id, tool_id: 999 }, token);
    expect(unknown.body.msg).toBe('tool not found');
    expect((await row(id)).tool_id).toBe(8);

    await post('/api/ym/ActiveSetting/editPassword', { id, password: 'open-sesame' }, token);
    const setting = await ctx.db
      .selectFrom('activity_settings')
      .selectAll()
      .where('activity_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(setting.password_hash).toMatch(/^\$argon2id\$/);
    expect((await get(`${BASE}/getActiveInfo?id=${id}`, token)).body.data.has_password).toBe(1);
    const short = await post('/api/ym/ActiveSetting/editPassword', { id, password: 'abc' }, token);
    expect(short.body.msg).toBe('password: the access password must be at least 4 characters');
    const other = await post(
      '/api/ym/ActiveSetting/editPassword',
      { id, password: '' },
      await otherCustomer(),
    );
    expect(other.status).toBe(404);
    await post('/api/ym/ActiveSetting/editPassword', { id, password: '' }, token);
    expect((await get(`${BASE}/getActiveInfo?id=${id}`, token)).body.data.has_password).toBe(0);
  });
});

describe('the recycle bin', () => {
  it('deletes chosen activities for good; all must be own and in the bin, or nothing is deleted', async () => {
    const token = await customer();
    const binned = await seed({ cancelled: true });
    const live = await seed();
    const before = [await activityCount(), await activityTotal()];
    const mixed = await post(`${BASE}/deleteRecycle`, { ids: [binned, live] }, token);
    expect([mixed.status, mixed.body.msg]).toEqual([400, 'this activity has not started yet']);
    const foreign = await post(`${BASE}/deleteRecycle`, { ids: [binned] }, await otherCustomer());
    expect(foreign.status).toBe(404);
    expect((await post(`${BASE}/deleteRecycle`, { ids: [] }, token)).status).toBe(400);
    expect([await activityCount(), await activityTotal()]).toEqual(before);

    const done = await post(`${BASE}/deleteRecycle`, { ids: [binned] }, token);
    expect(done.body.data).toEqual({ deleted: 1 });
    // it left activity_total when it went into the bin
    expect([await activityCount(), await activityTotal()]).toEqual([before[0] - 1, before[1]]);
  });

  it('withdraws the unpaid order of an activity abolished or deleted for good; paid orders stay', async () => {
    const token = await customer();
    const pendingOf = async (id: number) =>
      (
        await ctx.db
          .selectFrom('orders')
          .select(['order_no', 'is_pay'])
          .where('subject_id', '=', id)
          .where('order_type', 'in', [21, 22, 23])
          .execute()
      ).map((order) => order.is_pay);
    const unpaid = await seed({ lifecycle: 'unpaid' });
    expect(await pendingOf(unpaid)).toEqual([0]);
    await post(`${BASE}/postAbolish`, { id: unpaid }, token);
    expect(await pendingOf(unpaid)).toEqual([]);
    expect((await row(unpaid)).order_no).toBe('');

    const binned = await seed({ lifecycle: 'unpaid', cancelled: true });
    const paid = await ended();
    const extended = await post('/api/ym/active/postRenew', { id: paid }, token);
    await pay(extended.body.data.order_no, 4900);
    await post(`${BASE}/postOver`, { id: paid }, token);
    await post(`${BASE}/postCancel`, { id: paid }, token);
    await post(`${BASE}/deleteRecycle`, { ids: [binned, paid] }, token);
    expect(await pendingOf(binned)).toEqual([]);
    expect(await pendingOf(paid)).toEqual([1]);
  });

  it("empties only the customer's own recycle bin and keeps the total in step", async () => {
    const token = await customer();
    await seed({ cancelled: true });
    const theirs = await seedActivity(ctx.db, {
      agentId: ctx.ids.agent2Id,
      customerId: ctx.ids.customers.agent2Phone,
      title: 'Not yours',
      toolId: 1,
      beginIn: 1,
      endIn: 2,
      cancelled: true,
    });
    const binned = await get('/api/ym/active/getCancelList?limit=100', token);
    const before = await activityTotal();
    const theirTotal = await activityTotal(ctx.ids.customers.agent2Phone);
    const emptied = await post(`${BASE}/emptyRecycle`, {}, token);
    expect(emptied.body.data.deleted).toBe(binned.body.count);
    expect(await activityTotal()).toBe(before);
    expect((await get('/api/ym/active/getCancelList', token)).body.count).toBe(0);
    expect((await row(theirs)).cancelled_at).not.toBeNull();
    expect(await activityTotal(ctx.ids.customers.agent2Phone)).toBe(theirTotal);
  });
});
