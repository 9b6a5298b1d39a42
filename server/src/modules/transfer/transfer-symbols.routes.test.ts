import { IMPORTED_ORDER_TYPE } from '@onsite/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '#server/seed/demo.ts';
import { useTestContext } from '#server/test/harness.ts';
import {
  exportAndRead,
  importAndRun,
  killMidJobAndResume,
  requestExport,
  sheetRows,
  storedFile,
  uploadImport,
  xlsxOf,
} from './transfer.test-helpers.ts';

/** The order, activity and VIP-person datasets (the customer one is in transfer.routes.test.ts). */
const ctx = useTestContext();

let agent: string;
let admin: string;
let customer: string;
let otherCustomer: string;
beforeAll(async () => {
  agent = await ctx.loginAgent();
  admin = await ctx.loginAdmin();
  customer = await ctx.loginCustomer();
  otherCustomer = await ctx.loginCustomer(DEMO.agent2Customers.phone);
});

const templateOf = async (platform: string, token: string, symbol: string) => {
  const answer = await ctx.app.inject({
    method: 'GET',
    url: `/api/${platform}/import/getTemplate?symbol=${symbol}`,
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
  });
  expect(answer.statusCode).toBe(200);
  return sheetRows(answer.rawPayload);
};

const jobsCount = async () =>
  Number(
    (
      await ctx.db
        .selectFrom('jobs')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );

const failedRowsOf = async (excelUrl: string) =>
  (await sheetRows(storedFile(ctx.storage, excelUrl))).slice(1);

/** A paid activity of a customer, starting tomorrow, with room for `capacity` VIP persons. */
async function activityOf(customerId: number, agentId: number, capacity: number, title: string) {
  const begin = new Date(Date.now() + 86_400_000);
  const row = await ctx.db
    .insertInto('activities')
    .values({
      agent_id: agentId,
      customer_id: customerId,
      title,
      tool_id: 1,
      lifecycle: 'paid',
      begin_time: begin,
      end_time: new Date(begin.getTime() + 3_600_000),
      capacity,
      showings: 1,
      charge: 'order',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('VIP persons of an activity (customer)', () => {
  let activityId: number;
  let foreignActivityId: number;
  const ROWS = [
    ['Name', 'Mobile'],
    ['张三', '13911112001'],
    ['李四', '139 1111 2002'],
    ['', '13911112003'],
    ['王五', ''],
    ['赵六', '123'],
    ['孙七', '13911112004'],
    ['周八', '13911112005'],
    ['张三改', '13911112001'],
  ];

  beforeAll(async () => {
    activityId = await activityOf(ctx.ids.customers.agent1Phone, ctx.ids.agent1Id, 3, 'VIP 导入测试');
    foreignActivityId = await activityOf(ctx.ids.customers.agent2Phone, ctx.ids.agent2Id, 3, '别人的活动');
  });

  const persons = () =>
    ctx.db
      .selectFrom('activity_vip_persons')
      .select(['name', 'mobile'])
      .where('activity_id', '=', activityId)
      .orderBy('mobile')
      .execute();

  /** The customer imports ROWS into its activity, and the job runs. */
  const importRows = () =>
    importAndRun(ctx, 'customer', customer, { symbol: 'vip_person', activity_id: String(activityId) }, ROWS);

  it('answers the template with its headers', async () => {
    expect((await templateOf('customer', customer, 'vip_person'))[0]).toEqual(['Name', 'Mobile']);
  });

  it('writes good rows up to the cap, refuses the others with their reasons', async () => {
    const log = await importRows();
    expect(log).toMatchObject({ status: 1, total_num: 8, success_num: 4, error_num: 4 });
    expect(await failedRowsOf(log.excel_url)).toEqual([
      ['', '13911112003', 'name is required'],
      ['王五', '', 'mobile is required'],
      ['赵六', '123', 'mobile is not a valid phone number'],
      ['周八', '13911112005', 'the VIP list of this activity is full'],
    ]);
    expect(await persons()).toEqual([
      { name: '张三改', mobile: '13911112001' },
      { name: '李四', mobile: '13911112002' },
      { name: '孙七', mobile: '13911112004' },
    ]);
    const activity = await ctx.db
      .selectFrom('activities')
      .select('vip_count')
      .where('id', '=', activityId)
      .executeTakeFirstOrThrow();
    expect(activity.vip_count).toBe(3);
  });

  it('changes nothing when the same file is imported again', async () => {
    const log = await importRows();
    expect(log).toMatchObject({ status: 1, total_num: 8, success_num: 4, error_num: 4 });
    expect(await persons()).toHaveLength(3);
  });

  it("refuses a missing activity and another customer's activity, queueing nothing", async () => {
    const before = await jobsCount();
    const file = [{ name: 'v.xlsx', content: await xlsxOf(ROWS) }];
    const missing = await uploadImport(ctx, 'customer', customer, { symbol: 'vip_person' }, file);
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('activity_id must be an activity id');
    const foreign = await uploadImport(
      ctx,
      'customer',
      customer,
      { symbol: 'vip_person', activity_id: String(foreignActivityId) },
      file,
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body.msg).toBe('activity not found');
    expect(await jobsCount()).toBe(before);
  });

  it("exports the activity's VIP persons; another customer's activity is not found", async () => {
    const rows = await exportAndRead(
      ctx,
      'customer',
      customer,
      `symbol=vip_person&activity_id=${activityId}`,
    );
    expect(rows[0]).toEqual(['ID', 'Name', 'Mobile', 'Created']);
    expect(rows.slice(1).map((row) => row[2])).toEqual(['13911112001', '13911112002', '13911112004']);
    const none = await requestExport(ctx, 'customer', customer, 'symbol=vip_person');
    expect(none.body.msg).toBe('export: select data first');
    const foreign = await requestExport(
      ctx,
      'customer',
      otherCustomer,
      `symbol=vip_person&activity_id=${activityId}`,
    );
    expect(foreign.status).toBe(404);
    const agentTries = await requestExport(
      ctx,
      'agent',
      agent,
      `symbol=vip_person&activity_id=${activityId}`,
    );
    expect(agentTries.body.msg).toBe('this dataset cannot be exported here');
  });
});

describe('orders', () => {
  const phone = DEMO.agent1Customers.phone;
  const ROWS = [
    ['Order no', 'Customer mobile or email', 'Title', 'Amount (yuan)', 'Paid at'],
    ['BANK-001', phone, '年度服务', '1999.5', '2026-01-02 10:00'],
    ['BANK-002', DEMO.agent1Customers.email.toUpperCase(), '季度服务', '300', ''],
    ['', phone, '无单号', '1', ''],
    ['BANK 003', phone, '空格单号', '1', ''],
    ['BANK-004', DEMO.agent2Customers.phone, '别家客户', '1', ''],
    ['BANK-005', phone, '三位小数', '1.234', ''],
    ['BANK-006', phone, '坏时间', '1', 'yesterday'],
    ['BANK-007', 'abc', '坏客户', '1', ''],
    ['SITE-001', phone, '占用单号', '1', ''],
  ];

  beforeAll(async () => {
    await ctx.db
      .insertInto('orders')
      .values({
        order_no: 'SITE-001',
        agent_id: ctx.ids.agent1Id,
        customer_id: ctx.ids.customers.agent1Phone,
        order_type: 17,
        subject_id: 1,
        title: '站内订单',
        amount: 100,
        original_amount: 100,
        pay_amount: 100,
      })
      .execute();
  });

  const imported = () =>
    ctx.db
      .selectFrom('orders')
      .select([
        'order_no',
        'agent_id',
        'customer_id',
        'order_type',
        'pay_amount',
        'is_pay',
        'paid_at',
        'pay_type',
      ])
      .where('order_no', 'like', 'BANK-%')
      .orderBy('order_no')
      .execute();

  it('answers the template with its headers', async () => {
    expect((await templateOf('admin', admin, 'order'))[0]).toEqual(ROWS[0]);
  });

  it('records good rows as bank-transfer orders and refuses the bad ones with their reasons', async () => {
    const log = await importAndRun(ctx, 'agent', agent, { symbol: 'order' }, ROWS);
    expect(log).toMatchObject({ status: 1, total_num: 9, success_num: 2, error_num: 7 });
    expect((await failedRowsOf(log.excel_url)).map((row) => [row[0], row[5]])).toEqual([
      ['', 'order number is required'],
      ['BANK 003', 'order number is at most 64 letters, digits, - or _'],
      ['BANK-004', 'no customer of yours has this mobile number or email'],
      ['BANK-005', 'amount must be a number of yuan with at most 2 decimals'],
      ['BANK-006', 'paid at must be a time like 2026-01-01 10:00'],
      ['BANK-007', 'the customer must be a mobile number or an email'],
      ['SITE-001', 'the order number belongs to another order'],
    ]);
    expect(await imported()).toEqual([
      {
        order_no: 'BANK-001',
        agent_id: ctx.ids.agent1Id,
        customer_id: ctx.ids.customers.agent1Phone,
        order_type: IMPORTED_ORDER_TYPE,
        pay_amount: 199950,
        is_pay: 1,
        paid_at: new Date('2026-01-02T02:00:00Z'),
        pay_type: 'bank',
      },
      {
        order_no: 'BANK-002',
        agent_id: ctx.ids.agent1Id,
        customer_id: ctx.ids.customers.agent1Email,
        order_type: IMPORTED_ORDER_TYPE,
        pay_amount: 30000,
        is_pay: 0,
        paid_at: null,
        pay_type: 'bank',
      },
    ]);
    const site = await ctx.db
      .selectFrom('orders')
      .select('title')
      .where('order_no', '=', 'SITE-001')
      .executeTakeFirstOrThrow();
    expect(site.title).toBe('站内订单');
  });

  it('changes nothing when the same file is imported again', async () => {
    const before = await imported();
    const log = await importAndRun(ctx, 'agent', agent, { symbol: 'order' }, ROWS);
    expect(log).toMatchObject({ status: 1, total_num: 9, success_num: 2, error_num: 7 });
    expect(await imported()).toEqual(before);
  });

  it('updates an imported order the sheet names again, the last of its rows winning, even within one batch', async () => {
    const log = await importAndRun(ctx, 'agent', agent, { symbol: 'order' }, [
      ROWS[0] as string[],
      ['BANK-002', DEMO.agent1Customers.email, '季度服务（已付）', '320', '2026-02-01 09:00'],
      ['BANK-010', phone, '新单', '5', ''],
      ['BANK-010', phone, '新单（改）', '6', '2026-02-02 09:00'],
      ['BANK-010', DEMO.agent1Customers.email, '别的客户', '7', ''],
    ]);
    expect(log).toMatchObject({ status: 1, total_num: 4, success_num: 3, error_num: 1 });
    expect((await failedRowsOf(log.excel_url)).map((row) => [row[0], row[5]])).toEqual([
      ['BANK-010', 'the order number belongs to another order'],
    ]);
    const changed = await ctx.db
      .selectFrom('orders')
      .select(['order_no', 'title', 'pay_amount', 'is_pay', 'paid_at'])
      .where('order_no', 'in', ['BANK-002', 'BANK-010'])
      .orderBy('order_no')
      .execute();
    expect(changed).toEqual([
      {
        order_no: 'BANK-002',
        title: '季度服务（已付）',
        pay_amount: 32000,
        is_pay: 1,
        paid_at: new Date('2026-02-01T01:00:00Z'),
      },
      {
        order_no: 'BANK-010',
        title: '新单（改）',
        pay_amount: 600,
        is_pay: 1,
        paid_at: new Date('2026-02-02T01:00:00Z'),
      },
    ]);
    // as the later tests expect: BANK-002 as the first import left it, no BANK-010
    await importAndRun(ctx, 'agent', agent, { symbol: 'order' }, [ROWS[0] as string[], ROWS[2] as string[]]);
    await ctx.db.deleteFrom('orders').where('order_no', '=', 'BANK-010').execute();
  });

  it("lets the admin record an order for any agent's customer, and no customer import orders", async () => {
    const log = await importAndRun(ctx, 'admin', admin, { symbol: 'order' }, [
      ROWS[0] as string[],
      ['BANK-100', DEMO.agent2Customers.phone, '平台录入', '10', ''],
    ]);
    expect(log).toMatchObject({ success_num: 1, error_num: 0 });
    const row = await ctx.db
      .selectFrom('orders')
      .select('agent_id')
      .where('order_no', '=', 'BANK-100')
      .executeTakeFirstOrThrow();
    expect(row.agent_id).toBe(ctx.ids.agent2Id);
    const refused = await uploadImport(ctx, 'customer', customer, { symbol: 'order' }, [
      { name: 'o.xlsx', content: await xlsxOf(ROWS) },
    ]);
    expect(refused.body.msg).toBe('this dataset cannot be imported here');
  });

  it('exports by filter and by ids within the tenant only', async () => {
    const byAgent = await exportAndRead(ctx, 'agent', agent, 'symbol=order&keyword=BANK-');
    expect(byAgent[0]?.slice(0, 3)).toEqual(['ID', 'Order no', 'Customer']);
    expect(byAgent.slice(1).map((row) => [row[1], row[5], row[6]])).toEqual([
      ['BANK-001', '1999.50', '1'],
      ['BANK-002', '300.00', '0'],
    ]);
    const byAdmin = await exportAndRead(ctx, 'admin', admin, 'symbol=order&keyword=BANK-&is_pay=0');
    expect(byAdmin.slice(1).map((row) => row[1])).toEqual(['BANK-002', 'BANK-100']);
    const ids = (
      await ctx.db.selectFrom('orders').select('id').where('order_no', 'like', 'BANK-%').execute()
    ).map((row) => row.id);
    const own = await exportAndRead(ctx, 'customer', customer, `symbol=order&ids=${ids.join(',')}`);
    expect(own.slice(1).map((row) => row[1])).toEqual(['BANK-001']);
    const foreign = await exportAndRead(ctx, 'customer', otherCustomer, `symbol=order&ids=${ids.join(',')}`);
    expect(foreign.slice(1).map((row) => row[1])).toEqual(['BANK-100']);
    const agentForeign = await exportAndRead(ctx, 'agent', agent, 'symbol=order&keyword=BANK-100');
    expect(agentForeign).toHaveLength(1);
    const bad = await requestExport(ctx, 'agent', agent, 'symbol=order&is_pay=3');
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('is_pay must be 0 or 1');
  });
});

describe('activities', () => {
  const ROWS = [
    ['Title', 'Tool', 'Begin time', 'End time', 'Group'],
    ['导入活动一', 'screen', '2026-12-01 19:00', '2026-12-01 22:00', '导入分组'],
    ['导入活动二', '大屏互动', '2026/12/02 9:30', '2026-12-02 12:00', ''],
    ['', 'screen', '2026-12-01 19:00', '2026-12-01 22:00', ''],
    ['坏工具', 'nope', '2026-12-01 19:00', '2026-12-01 22:00', ''],
    ['坏时间', 'screen', 'tomorrow', '2026-12-01 22:00', ''],
    ['颠倒', 'screen', '2026-12-02 19:00', '2026-12-01 22:00', ''],
  ];
  const mine = () =>
    ctx.db
      .selectFrom('activities')
      .select(['title', 'begin_time', 'lifecycle', 'agent_id'])
      .where('customer_id', '=', ctx.ids.customers.agent1Phone)
      .where('title', 'like', '导入活动%')
      .orderBy('title')
      .execute();

  it('answers the template with its headers; agents cannot import activities', async () => {
    expect((await templateOf('customer', customer, 'activity'))[0]).toEqual(ROWS[0]);
    const refused = await uploadImport(ctx, 'agent', agent, { symbol: 'activity' }, [
      { name: 'a.xlsx', content: await xlsxOf(ROWS) },
    ]);
    expect(refused.body.msg).toBe('this dataset cannot be imported here');
  });

  it('refuses an unknown time zone', async () => {
    const answer = await uploadImport(ctx, 'customer', customer, { symbol: 'activity', tz: 'Mars/Base' }, [
      { name: 'a.xlsx', content: await xlsxOf(ROWS) },
    ]);
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe('tz must be an IANA time zone');
  });

  it('creates activities from good rows as "create" does, refusing the others with their reasons', async () => {
    const log = await importAndRun(ctx, 'customer', customer, { symbol: 'activity' }, ROWS);
    expect(log).toMatchObject({ status: 1, total_num: 6, success_num: 2, error_num: 4 });
    expect((await failedRowsOf(log.excel_url)).map((row) => [row[0], row[5]])).toEqual([
      ['', 'title is required'],
      ['坏工具', 'tool not found'],
      ['坏时间', 'begin time must be a time like 2026-12-01 19:00'],
      ['颠倒', 'the begin time must be before the end time'],
    ]);
    const rows = await mine();
    expect(rows.map((row) => [row.title, row.begin_time.toISOString(), row.agent_id])).toEqual([
      ['导入活动一', '2026-12-01T11:00:00.000Z', ctx.ids.agent1Id],
      ['导入活动二', '2026-12-02T01:30:00.000Z', ctx.ids.agent1Id],
    ]);
    // not free for this customer: unpaid with its order, as a created activity
    expect(rows.every((row) => row.lifecycle === 'unpaid')).toBe(true);
  });

  it('changes nothing when the same file is imported again', async () => {
    const log = await importAndRun(ctx, 'customer', customer, { symbol: 'activity' }, ROWS);
    expect(log).toMatchObject({ success_num: 2, error_num: 4 });
    expect(await mine()).toHaveLength(2);
  });

  it("exports by filter for the customer, the admin and the customer's agent, never to another customer", async () => {
    const own = await exportAndRead(
      ctx,
      'customer',
      customer,
      `symbol=activity&keyword=${encodeURIComponent('导入活动')}`,
    );
    expect(own[0]).toEqual([
      'ID',
      'Title',
      'Tool',
      'Begin time',
      'End time',
      'Group',
      'VIP persons',
      'Customer',
      'Created',
    ]);
    expect(own.slice(1).map((row) => [row[1], row[2], row[3], row[5]])).toEqual([
      ['导入活动一', 'screen', '2026-12-01 19:00', '导入分组'],
      ['导入活动二', 'screen', '2026-12-02 09:30', ''],
    ]);
    const ids = own
      .slice(1)
      .map((row) => row[0])
      .join(',');
    expect((await exportAndRead(ctx, 'admin', admin, `symbol=activity&ids=${ids}`)).slice(1)).toHaveLength(2);
    expect(await exportAndRead(ctx, 'customer', otherCustomer, `symbol=activity&ids=${ids}`)).toHaveLength(1);
    // the customer's agent exports its customers' activities (the agent console's activity list)
    expect((await exportAndRead(ctx, 'agent', agent, `symbol=activity&ids=${ids}`)).slice(1)).toHaveLength(2);
    // the console list's filters narrow the export as they narrow the list
    const keyword = `keyword=${encodeURIComponent('导入活动')}`;
    const filtered = async (filters: string) =>
      (await exportAndRead(ctx, 'admin', admin, `symbol=activity&${keyword}&${filters}`)).slice(1).length;
    expect(await filtered(`customer=${DEMO.agent1Customers.phone}`)).toBe(2);
    expect(await filtered(`customer=${DEMO.agent2Customers.phone}`)).toBe(0);
    expect(await filtered('tool_id=8')).toBe(0);
    expect(await filtered('start_date=2026-12-02&end_date=2026-12-02')).toBe(1);
  });
});

describe('console lists (admin customers, admin and agent orders)', () => {
  it("lists every agent's customers to the admin, paged and searchable", async () => {
    const page = await ctx.call({ method: 'GET', url: '/api/admin/customer/getList?limit=2', token: admin });
    expect(page.body.data).toHaveLength(2);
    expect(page.body.count).toBeGreaterThanOrEqual(4);
    const found = await ctx.call({
      method: 'GET',
      url: `/api/admin/customer/getList?keyword=${DEMO.agent2Customers.phone}`,
      token: admin,
    });
    expect(found.body.data.map((row: { id: number }) => row.id)).toEqual([ctx.ids.customers.agent2Phone]);
    expect((await ctx.call({ method: 'GET', url: '/api/admin/customer/getList' })).status).toBe(401);
    expect((await ctx.call({ method: 'GET', url: '/api/admin/customer/getList', token: agent })).status).toBe(
      403,
    );
    expect(
      (await ctx.call({ method: 'GET', url: '/api/admin/customer/getList?limit=101', token: admin })).status,
    ).toBe(400);
  });

  it('lists orders: the admin all, an agent its own team', async () => {
    const all = await ctx.call({
      method: 'GET',
      url: '/api/admin/order/getList?keyword=BANK-&limit=100',
      token: admin,
    });
    expect(all.body.data.map((row: { order_no: string }) => row.order_no)).toEqual([
      'BANK-100',
      'BANK-002',
      'BANK-001',
    ]);
    expect(all.body.data[2]).toMatchObject({
      pay_amount: 199950,
      is_pay: 1,
      pay_type: 'bank',
      customer_login: DEMO.agent1Customers.phone,
    });
    const team = await ctx.call({
      method: 'GET',
      url: '/api/agent/order/getList?keyword=BANK-&is_pay=1',
      token: agent,
    });
    expect(team.body).toMatchObject({ count: 1, data: [{ order_no: 'BANK-001' }] });
    const foreign = await ctx.call({
      method: 'GET',
      url: '/api/agent/order/getList?keyword=BANK-100',
      token: agent,
    });
    expect(foreign.body).toMatchObject({ count: 0, data: [] });
    expect((await ctx.call({ method: 'GET', url: '/api/agent/order/getList' })).status).toBe(401);
    expect((await ctx.call({ method: 'GET', url: '/api/agent/order/getList', token: customer })).status).toBe(
      403,
    );
    expect((await ctx.call({ method: 'GET', url: '/api/admin/order/getList', token: agent })).status).toBe(
      403,
    );
    const bad = await ctx.call({ method: 'GET', url: '/api/admin/order/getList?is_pay=2', token: admin });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('is_pay must be 0 or 1');
  });
});

describe('every dataset: refused uploads and a worker killed mid-job', () => {
  let killActivity: number;
  beforeAll(async () => {
    killActivity = await activityOf(ctx.ids.customers.agent1Phone, ctx.ids.agent1Id, 500, '中断测试');
  });
  const ROWS = 250;
  const cases = () =>
    [
      {
        symbol: 'vip_person',
        platform: 'customer',
        token: customer,
        fields: { activity_id: String(killActivity) },
        header: ['Name', 'Mobile'],
        row: (index: number) => [`中断${index}`, `1350001${String(index).padStart(4, '0')}`],
        count: () =>
          ctx.db
            .selectFrom('activity_vip_persons')
            .select((eb) => eb.fn.countAll<string>().as('count'))
            .where('activity_id', '=', killActivity)
            .executeTakeFirstOrThrow(),
      },
      {
        symbol: 'order',
        platform: 'agent',
        token: agent,
        fields: {},
        header: ['Order no', 'Customer mobile or email', 'Title', 'Amount (yuan)', 'Paid at'],
        row: (index: number) => [`KILL-${index}`, DEMO.agent1Customers.phone, '中断订单', '1', ''],
        count: () =>
          ctx.db
            .selectFrom('orders')
            .select((eb) => eb.fn.countAll<string>().as('count'))
            .where('order_no', 'like', 'KILL-%')
            .executeTakeFirstOrThrow(),
      },
      {
        symbol: 'activity',
        platform: 'customer',
        token: customer,
        fields: {},
        header: ['Title', 'Tool', 'Begin time', 'End time', 'Group'],
        row: (index: number) => [`中断活动${index}`, 'screen', '2027-01-01 10:00', '2027-01-01 12:00', ''],
        count: () =>
          ctx.db
            .selectFrom('activities')
            .select((eb) => eb.fn.countAll<string>().as('count'))
            .where('title', 'like', '中断活动%')
            .executeTakeFirstOrThrow(),
      },
    ] as const;

  it('refuses a wrong extension, two files and a corrupt xlsx for each dataset, queueing nothing', async () => {
    const before = await jobsCount();
    for (const { symbol, platform, token, fields, header } of cases()) {
      const good = await xlsxOf([[...header]]);
      const form = { symbol, ...fields };
      const refusals: [{ name: string; content: Buffer }[], string][] = [
        [[{ name: 'a.csv', content: Buffer.from('a,b') }], 'only .xls or .xlsx files can be imported'],
        [
          [
            { name: 'a.xlsx', content: good },
            { name: 'b.xlsx', content: good },
          ],
          'import one file at a time',
        ],
        [
          [
            {
              name: 'broken.xlsx',
              content: Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(100, 1)]),
            },
          ],
          'the file is not a readable spreadsheet',
        ],
      ];
      for (const [files, message] of refusals) {
        const answer = await uploadImport(ctx, platform, token, form, files);
        expect(answer.status, `${symbol}: ${message}`).toBe(400);
        expect(answer.body.msg).toBe(message);
      }
    }
    expect(await jobsCount()).toBe(before);
  });

  it('leaves whole batches and no duplicates when a worker dies mid-job and another resumes it', async () => {
    for (const { symbol, platform, token, fields, header, row, count } of cases()) {
      const rows = [[...header], ...Array.from({ length: ROWS }, (_, index) => [...row(index)])];
      const queued = await uploadImport(ctx, platform, token, { symbol, ...fields }, [
        { name: 'many.xlsx', content: await xlsxOf(rows) },
      ]);
      expect(queued.body.code, symbol).toBe(0);
      const { midway, done } = await killMidJobAndResume(ctx.db, ctx.storage, queued.body.data.log_id);
      expect(midway, symbol).toMatchObject({ state: 'running', processed_num: 200 });
      expect(done, symbol).toMatchObject({
        state: 'done',
        attempts: 2,
        processed_num: ROWS,
        success_num: ROWS,
        error_num: 0,
      });
      expect(Number((await count()).count), symbol).toBe(ROWS);
    }
    const activity = await ctx.db
      .selectFrom('activities')
      .select('vip_count')
      .where('id', '=', killActivity)
      .executeTakeFirstOrThrow();
    expect(activity.vip_count).toBe(ROWS);
  });
});
