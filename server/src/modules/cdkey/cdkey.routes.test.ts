import { CDKEY_ALPHABET, formatCdkey, Permission } from '@onsite/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { ledgerTotals } from '#server/modules/resource/ledger.test-helpers.ts';
import { createSession } from '#server/platform/auth/sessions.ts';
import { seedActivity } from '#server/seed/activities.ts';
import { ROLE, seedCustomer } from '#server/seed/builders.ts';
import { DEMO } from '#server/seed/demo.ts';
import { countRows, TEST_PASSWORD, useTestContext, withdrawPermission } from '#server/test/harness.ts';

const ctx = useTestContext();
// the redemption's rate limits count across tests otherwise
beforeEach(() => ctx.limiter.close());

const get = (url: string, token?: string) => ctx.call({ method: 'GET', url, token });
const post = (url: string, token: string | undefined, payload: Record<string, unknown>) =>
  ctx.call({ method: 'POST', url, token, payload });

const creditBatch = (change: Record<string, unknown> = {}) => ({
  name: '年会短信礼包',
  prefix: 'sms',
  count: 5,
  grant_type: 'credit',
  credit_kind: 'sms',
  credit_amount: 200,
  ...change,
});

async function create(token: string, body: Record<string, unknown>) {
  const answer = await post('/api/admin/cdkey/create', token, body);
  expect(answer.body.code, answer.body.msg).toBe(0);
  return answer.body.data as { id: number; total: number; used: number; status: string; agent_id: number };
}

/** The batch's keys as shown (PREFIX-XXXX-…). */
async function keysOf(token: string, batchId: number, query = '') {
  const answer = await get(`/api/admin/cdkey/getKeys?batch_id=${batchId}&limit=100${query}`, token);
  expect(answer.body.code, answer.body.msg).toBe(0);
  return answer.body.data as { id: number; code: string; used_by: string; used_at: string }[];
}

/** A plan of the platform's catalogue on sale (the demo agents all offer it). */
async function agent1Plan() {
  return ctx.db
    .selectFrom('vip_plans')
    .select(['id', 'vip_id', 'title'])
    .where('status', '=', 1)
    .orderBy('id')
    .executeTakeFirstOrThrow();
}

const redeem = (token: string | undefined, code: string) =>
  post('/api/customer/cdkey/redeem', token, { code });

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const audited = async (route: string) =>
  (await ctx.db.selectFrom('audit_logs').select('id').where('route', '=', route).execute()).length;

describe('cdkey batches (admin /product/cdkey)', () => {
  it('generates a batch of unique keys of the alphabet, lists it with counts and its keys, audited', async () => {
    const admin = await ctx.loginAdmin();
    const batch = await create(admin, creditBatch({ count: 1200 }));
    expect(batch).toMatchObject({ total: 1200, used: 0, status: 'active', agent_id: null });
    const stored = await ctx.db
      .selectFrom('cdkeys')
      .select('code')
      .where('batch_id', '=', batch.id)
      .execute();
    expect(stored).toHaveLength(1200);
    expect(new Set(stored.map((row) => row.code)).size).toBe(1200);
    const pattern = new RegExp(`^SMS[${CDKEY_ALPHABET}]{16}$`);
    for (const { code } of stored) expect(code).toMatch(pattern);
    const keys = await keysOf(admin, batch.id);
    expect(keys[0]?.code).toMatch(/^SMS(-[A-Z0-9]{4}){4}$/);
    const list = await get('/api/admin/cdkey/getList?keyword=短信礼包', admin);
    expect([list.body.count, list.body.data[0]]).toEqual([1, expect.objectContaining({ id: batch.id })]);
    const byKey = await get(`/api/admin/cdkey/getList?keyword=${keys[0]?.code}`, admin);
    expect(byKey.body.data.map((row: { id: number }) => row.id)).toEqual([batch.id]);
    const paged = await get(`/api/admin/cdkey/getKeys?batch_id=${batch.id}&limit=50&page=3`, admin);
    expect([paged.body.count, paged.body.data.length]).toEqual([1200, 50]);
    const info = await get(`/api/admin/cdkey/getInfo?id=${batch.id}`, admin);
    expect(info.body.data).toMatchObject({
      name: '年会短信礼包',
      prefix: 'SMS',
      grant_type: 'credit',
      credit_kind: 'sms',
      credit_amount: 200,
      created_by: '平台管理员',
    });
    expect(await audited('/api/admin/cdkey/create')).toBe(1);
  });

  it('grants a plan of the catalogue on sale, to any agent’s customers or to one agent’s', async () => {
    const admin = await ctx.loginAdmin();
    const plan = await agent1Plan();
    const vip = await create(admin, {
      name: 'VIP 体验',
      count: 2,
      grant_type: 'vip',
      vip_plan_id: plan.id,
      vip_days: 30,
    });
    expect(vip).toMatchObject({ agent_id: null, total: 2 });
    const other = await create(admin, {
      name: 'VIP 体验',
      count: 2,
      grant_type: 'vip',
      vip_plan_id: plan.id,
      vip_days: 30,
      agent_id: ctx.ids.agent2Id,
    });
    expect(other).toMatchObject({ agent_id: ctx.ids.agent2Id });
    await ctx.db.updateTable('vip_plans').set({ status: 0 }).where('id', '=', plan.id).execute();
    const offSale = await post('/api/admin/cdkey/create', admin, {
      name: 'VIP 体验',
      count: 2,
      grant_type: 'vip',
      vip_plan_id: plan.id,
      vip_days: 30,
    });
    expect([offSale.status, offSale.body.msg]).toEqual([
      400,
      'the VIP plan does not exist or is not on sale',
    ]);
    await ctx.db.updateTable('vip_plans').set({ status: 1 }).where('id', '=', plan.id).execute();
    const options = await get('/api/admin/cdkey/getOptions', admin);
    expect(options.body.data.plans).toContainEqual(expect.objectContaining({ id: plan.id }));
    expect(options.body.data.agents).toContainEqual({ id: ctx.ids.agent2Id, name: DEMO.agent2.name });
  });

  it('voids a batch once (audited); its unused keys then read as voided, a used one stays used', async () => {
    const admin = await ctx.loginAdmin();
    const batch = await create(admin, creditBatch({ count: 2 }));
    const [first, second] = await keysOf(admin, batch.id);
    const customer = await ctx.loginCustomer();
    expect((await redeem(customer, first?.code ?? '')).body.code).toBe(0);
    const voided = await post('/api/admin/cdkey/void', admin, { id: batch.id });
    expect(voided.body).toMatchObject({
      code: 0,
      msg: 'cdkey batch voided',
      data: { status: 'void', used: 1 },
    });
    const again = await post('/api/admin/cdkey/void', admin, { id: batch.id });
    expect([again.status, again.body.msg]).toEqual([400, 'this batch is already void']);
    const refused = await redeem(customer, second?.code ?? '');
    expect([refused.status, refused.body.msg]).toEqual([400, 'this key has been voided']);
    expect((await redeem(customer, first?.code ?? '')).body.msg).toBe('this key has already been used');
    expect((await get('/api/admin/cdkey/getList?status=void', admin)).body.data[0].id).toBe(batch.id);
    expect(await audited('/api/admin/cdkey/void')).toBe(2);
  });

  it('refuses without a session, from other consoles, without the grant, and bad input, writing nothing', async () => {
    const admin = await ctx.loginAdmin();
    const agent = await ctx.loginAgent();
    const customer = await ctx.loginCustomer();
    const batch = await create(admin, creditBatch({ count: 1 }));
    const before = [await countRows(ctx.db, 'cdkey_batches'), await countRows(ctx.db, 'cdkeys')];
    for (const url of ['/api/admin/cdkey/getList', '/api/admin/cdkey/getOptions']) {
      expect((await get(url)).status, url).toBe(401);
      expect((await get(url, agent)).status, url).toBe(403);
      expect((await get(url, customer)).status, url).toBe(403);
    }
    expect((await get(`/api/admin/cdkey/getInfo?id=${batch.id}`)).status).toBe(401);
    expect((await get(`/api/admin/cdkey/getKeys?batch_id=${batch.id}`, agent)).status).toBe(403);
    expect((await post('/api/admin/cdkey/create', undefined, creditBatch())).status).toBe(401);
    expect((await post('/api/admin/cdkey/create', agent, creditBatch())).status).toBe(403);
    expect((await post('/api/admin/cdkey/void', customer, { id: batch.id })).status).toBe(403);
    expect((await redeem(undefined, 'X')).body.code).toBe(-2);
    expect((await redeem(admin, 'X')).status).toBe(403);
    // the operator reads batches and keys, but generating and voiding is the super admin's
    const operator = await ctx.loginAdmin(DEMO.operator);
    expect((await get(`/api/admin/cdkey/getKeys?batch_id=${batch.id}`, operator)).body.code).toBe(0);
    expect((await post('/api/admin/cdkey/create', operator, creditBatch())).status).toBe(403);
    expect((await post('/api/admin/cdkey/void', operator, { id: batch.id })).status).toBe(403);
    expect((await get('/api/admin/cdkey/getOptions', operator)).status).toBe(403);
    await withdrawPermission(ctx.db, ROLE.platformOperator, Permission.admin.cdkey);
    const without = await ctx.loginAdmin(DEMO.operator);
    expect((await get('/api/admin/cdkey/getList', without)).status).toBe(403);
    // unknown ids
    expect((await get('/api/admin/cdkey/getInfo?id=999999', admin)).status).toBe(404);
    expect((await get('/api/admin/cdkey/getKeys?batch_id=999999', admin)).status).toBe(404);
    const missing = await post('/api/admin/cdkey/void', admin, { id: 999_999 });
    expect([missing.status, missing.body.msg]).toEqual([404, 'cdkey batch not found']);
    const plan = await agent1Plan();
    const bad: [Record<string, unknown>, string][] = [
      [{ name: ' ' }, 'the batch name is required'],
      [{ name: 'x'.repeat(61) }, 'the batch name is at most 60 characters'],
      [{ prefix: 'AB-1' }, 'the prefix is up to 8 letters or digits'],
      [{ prefix: 'ABCDEFGHJ' }, 'the prefix is up to 8 letters or digits'],
      [{ count: 0 }, 'count must be a whole number from 1 to 10000'],
      [{ count: 10_001 }, 'count must be a whole number from 1 to 10000'],
      [{ count: '5' }, 'count must be a whole number from 1 to 10000'],
      [{ grant_type: 'cash' }, 'grant_type must be vip or credit'],
      [{ credit_kind: 'profit' }, 'credit_kind must be balance or sms'],
      [{ credit_amount: undefined }, 'set the amount a key credits'],
      [{ credit_amount: 0 }, 'credit_amount must be a whole number from 1 to 100000000'],
      [{ grant_type: 'vip' }, 'choose the VIP plan a key grants'],
      [{ grant_type: 'vip', vip_plan_id: plan.id }, 'set the VIP days a key grants'],
      [
        { grant_type: 'vip', vip_plan_id: plan.id, vip_days: 0 },
        'vip_days must be a whole number of days from 1 to 3650',
      ],
      [
        { grant_type: 'vip', vip_plan_id: 999_999, vip_days: 3 },
        'the VIP plan does not exist or is not on sale',
      ],
      [{ agent_id: 999_999 }, 'the agent does not exist'],
      [{ expires_at: 'tomorrow' }, 'expires_at must be a date and time'],
      [{ expires_at: '2020-01-01T00:00:00Z' }, 'the expiry must be in the future'],
    ];
    for (const [change, msg] of bad) {
      const answer = await post('/api/admin/cdkey/create', admin, creditBatch(change));
      expect(answer.status, JSON.stringify(change)).toBe(400);
      // a field's message names the field (`count: …`), a rule of the service does not
      expect(answer.body.msg, JSON.stringify(change)).toMatch(new RegExp(`^([a-z_]+: )?${literal(msg)}$`));
    }
    const chinese = await ctx.call({
      method: 'POST',
      url: '/api/admin/cdkey/create',
      token: admin,
      payload: creditBatch({ count: 0 }),
      headers: { 'accept-language': 'zh_CN' },
    });
    expect(chinese.body.msg).toBe('count: 生成数量须为 1 到 10000 的整数');
    expect([await countRows(ctx.db, 'cdkey_batches'), await countRows(ctx.db, 'cdkeys')]).toEqual(before);
  });
});

/** 20 new customers of agent 1, each with a session. */
function twentyCustomers(mobilePrefix: string) {
  return Promise.all(
    Array.from({ length: 20 }, async (_, n) => {
      const customerId = await seedCustomer(ctx.db, {
        agentId: ctx.ids.agent1Id,
        password: TEST_PASSWORD,
        mobile: `${mobilePrefix}${String(n).padStart(4, '0')}`,
      });
      const session = await createSession(ctx.db, {
        audience: 'customer',
        subjectId: customerId,
        agentId: ctx.ids.agent1Id,
        remember: false,
      });
      return { customerId, token: session.token };
    }),
  );
}

describe('redeeming a key (customer /resource)', () => {
  it('credits SMS through the ledger once, and says used, unknown, expired and other-agent keys clearly', async () => {
    const admin = await ctx.loginAdmin();
    const batch = await create(admin, creditBatch({ count: 1 }));
    const [key] = await keysOf(admin, batch.id);
    const customer = await ctx.loginCustomer();
    const customerId = ctx.ids.customers.agent1Phone;
    const before = await ledgerTotals(ctx.db, customerId);
    // typed in lower case with spaces instead of dashes
    const typed = (key?.code ?? '').toLowerCase().replaceAll('-', ' ');
    const answer = await redeem(customer, typed);
    expect(answer.body).toMatchObject({
      code: 0,
      msg: 'cdkey redeemed',
      data: { grant_type: 'credit', credit_kind: 'sms', credit_amount: 200 },
    });
    const after = await ledgerTotals(ctx.db, customerId);
    expect(after.balances.sms).toBe((before.balances.sms ?? 0) + 200);
    expect(after.balances).toEqual(after.sums);
    const entry = await ctx.db
      .selectFrom('ledger_entries')
      .select(['type', 'reason', 'amount', 'reason_params'])
      .where('customer_id', '=', customerId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry).toEqual({
      type: 'grant',
      reason: 'cdkey redeemed: {code}',
      amount: 200,
      reason_params: { code: key?.code },
    });
    const [used] = await keysOf(admin, batch.id);
    expect(used?.used_by).not.toBe('');
    expect(used?.used_at).not.toBe('');

    const twice = await redeem(customer, key?.code ?? '');
    expect([twice.status, twice.body.msg]).toEqual([400, 'this key has already been used']);
    const unknown = await redeem(customer, 'SMS-2345-6789-ABCD-EFGH');
    expect([unknown.status, unknown.body.msg]).toEqual([404, 'this key does not exist']);
    const inChinese = await ctx.call({
      method: 'POST',
      url: '/api/customer/cdkey/redeem',
      token: customer,
      payload: { code: key?.code },
      headers: { 'accept-language': 'zh_TW' },
    });
    expect(inChinese.body.msg).toBe('該兌換碼已被使用');
    expect((await redeem(customer, ' ')).body.msg).toBe('code: enter the key');

    const expiring = await create(
      admin,
      creditBatch({ count: 1, expires_at: new Date(Date.now() + 60_000).toISOString() }),
    );
    await ctx.db
      .updateTable('cdkey_batches')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', expiring.id)
      .execute();
    const [late] = await keysOf(admin, expiring.id);
    expect((await redeem(customer, late?.code ?? '')).body.msg).toBe('this key has expired');

    const agent2Only = await create(admin, creditBatch({ count: 1, agent_id: ctx.ids.agent2Id }));
    const [theirs] = await keysOf(admin, agent2Only.id);
    // limited to another agent's customers: not found, as another tenant's object
    const notTheirs = await redeem(customer, theirs?.code ?? '');
    expect([notTheirs.status, notTheirs.body.msg]).toEqual([404, 'this key does not exist']);
    const agent2Customer = await ctx.loginCustomer(DEMO.agent2Customers.phone);
    expect((await redeem(agent2Customer, theirs?.code ?? '')).body.code).toBe(0);
    expect(await audited('/api/customer/cdkey/redeem')).toBeGreaterThan(0);
  });

  it('adds a VIP plan’s days to the customer’s membership, recorded as from the key', async () => {
    const admin = await ctx.loginAdmin();
    const plan = await agent1Plan();
    const batch = await create(admin, {
      name: 'VIP 7 天',
      count: 1,
      grant_type: 'vip',
      vip_plan_id: plan.id,
      vip_days: 7,
    });
    const [key] = await keysOf(admin, batch.id);
    const customer = await ctx.loginCustomer(DEMO.agent1Customers.email);
    const answer = await redeem(customer, key?.code ?? '');
    expect(answer.body, answer.body.msg).toMatchObject({
      code: 0,
      data: { grant_type: 'vip', vip_title: plan.title, vip_days: 7 },
    });
    const membership = await ctx.db
      .selectFrom('customer_vips')
      .select(['order_id', 'cdkey_id', 'plan_id', 'starts_at', 'expires_at'])
      .where('customer_id', '=', ctx.ids.customers.agent1Email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(membership).toMatchObject({ order_id: null, cdkey_id: key?.id, plan_id: plan.id });
    expect(membership.expires_at.getTime() - membership.starts_at.getTime()).toBe(7 * 86_400_000);
    const info = await get('/api/customer/customer/getInfo', customer);
    expect(info.body.data.customer_vip_id).toBeGreaterThan(0);
  });

  it('is redeemed once when 20 customers redeem the same key at the same moment', async () => {
    const admin = await ctx.loginAdmin();
    const batch = await create(admin, creditBatch({ count: 1, credit_kind: 'balance', credit_amount: 5000 }));
    const [key] = await keysOf(admin, batch.id);
    const tokens = await twentyCustomers('1390000');
    const answers = await Promise.all(tokens.map(({ token }) => redeem(token, key?.code ?? '')));
    const codes = answers.map((answer) => answer.body.code);
    expect(codes.filter((code) => code === 0)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.msg === 'this key has already been used')).toHaveLength(19);
    const grants = await ctx.db
      .selectFrom('ledger_entries')
      .select(['customer_id', 'amount'])
      .where('reason', '=', 'cdkey redeemed: {code}')
      .where(
        'customer_id',
        'in',
        tokens.map((row) => row.customerId),
      )
      .execute();
    const winner = tokens[codes.indexOf(0)]?.customerId;
    expect(grants).toEqual([{ customer_id: winner, amount: 5000 }]);
    const stored = await ctx.db
      .selectFrom('cdkeys')
      .select('customer_id')
      .where('id', '=', key?.id ?? 0)
      .executeTakeFirstOrThrow();
    expect(stored.customer_id).toBe(winner);
    const totals = await ledgerTotals(ctx.db, winner ?? 0);
    expect(totals.balances).toEqual(totals.sums);
  });

  it('grants one membership when 20 customers redeem the same VIP key at the same moment', async () => {
    const admin = await ctx.loginAdmin();
    const plan = await agent1Plan();
    const batch = await create(admin, {
      name: 'VIP 并发',
      count: 1,
      grant_type: 'vip',
      vip_plan_id: plan.id,
      vip_days: 10,
    });
    const [key] = await keysOf(admin, batch.id);
    const customers = await twentyCustomers('1390001');
    const answers = await Promise.all(customers.map(({ token }) => redeem(token, key?.code ?? '')));
    const winners = answers.flatMap((answer, index) =>
      answer.body.code === 0 ? [customers[index]?.customerId] : [],
    );
    expect(winners).toHaveLength(1);
    const memberships = await ctx.db
      .selectFrom('customer_vips')
      .select('customer_id')
      .where('cdkey_id', '=', key?.id ?? 0)
      .execute();
    expect(memberships).toEqual([{ customer_id: winners[0] }]);
    const members = await ctx.db
      .selectFrom('customers')
      .select('id')
      .where(
        'id',
        'in',
        customers.map((row) => row.customerId),
      )
      .where('customer_vip_id', '>', 0)
      .execute();
    expect(members.map((row) => row.id)).toEqual(winners);
  });

  it('limits a customer’s attempts', async () => {
    const customer = await ctx.loginCustomer();
    for (let attempt = 0; attempt < 10; attempt += 1)
      expect((await redeem(customer, 'NOPE-2345-6789-ABCD-EFGH')).status).toBe(404);
    const limited = await redeem(customer, 'NOPE-2345-6789-ABCD-EFGH');
    expect(limited.status).toBe(429);
  });
});

describe('activation codes (admin /product/code, the customer’s unpaid activity)', () => {
  /** An unpaid activity (with its unpaid create order) of agent 1's demo customer, or of another owner. */
  const unpaid = (
    toolId = 1,
    owner = { agentId: ctx.ids.agent1Id, customerId: ctx.ids.customers.agent1Phone },
  ) =>
    seedActivity(ctx.db, {
      ...owner,
      title: '激活码活动',
      toolId,
      beginIn: 24,
      endIn: 28,
      lifecycle: 'unpaid',
    });
  const activityRow = (id: number) =>
    ctx.db
      .selectFrom('activities')
      .select(['lifecycle', 'charge', 'order_no'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const codeBatch = (change: Record<string, unknown> = {}) => ({
    name: '大屏激活码',
    prefix: 'ACT',
    count: 3,
    tool_id: 1,
    ...change,
  });
  async function createCodes(token: string, body: Record<string, unknown>) {
    const answer = await post('/api/admin/code/create', token, body);
    expect(answer.body.code, answer.body.msg).toBe(0);
    return answer.body.data as { id: number; total: number };
  }
  async function codesOf(token: string, batchId: number) {
    const answer = await get(`/api/admin/code/getKeys?batch_id=${batchId}&limit=100`, token);
    expect(answer.body.code, answer.body.msg).toBe(0);
    return answer.body.data as { id: number; code: string; used_at: string }[];
  }

  it('keeps activation codes on their own page, bound to their tool, audited', async () => {
    const admin = await ctx.loginAdmin();
    const codes = await createCodes(admin, codeBatch());
    const credits = await create(admin, creditBatch({ count: 1 }));
    const codeList = await get('/api/admin/code/getList?limit=100', admin);
    const ids = codeList.body.data.map((row: { id: number }) => row.id);
    expect(ids).toContain(codes.id);
    expect(ids).not.toContain(credits.id);
    const keyList = await get('/api/admin/cdkey/getList?limit=100', admin);
    expect(keyList.body.data.map((row: { id: number }) => row.id)).not.toContain(codes.id);
    // each page's batch is not found on the other page
    expect((await get(`/api/admin/cdkey/getInfo?id=${codes.id}`, admin)).status).toBe(404);
    expect((await get(`/api/admin/code/getKeys?batch_id=${credits.id}`, admin)).status).toBe(404);
    expect((await post('/api/admin/cdkey/void', admin, { id: codes.id })).status).toBe(404);
    expect(await audited('/api/admin/code/create')).toBeGreaterThan(0);
    const tool = await ctx.db
      .selectFrom('tools')
      .select('title')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(codeList.body.data.find((row: { id: number }) => row.id === codes.id)).toMatchObject({
      grant_type: 'activity',
      tool_id: 1,
      tool_title: tool.title,
    });
    const options = await get('/api/admin/code/getOptions', admin);
    expect(options.body.data.tools).toContainEqual({ id: 1, title: tool.title });
  });

  it('refuses a code batch without a tool or with an unknown one, and an activity grant on the key page, writing nothing', async () => {
    const admin = await ctx.loginAdmin();
    const before = await countRows(ctx.db, 'cdkey_batches');
    const noTool = await post('/api/admin/code/create', admin, codeBatch({ tool_id: undefined }));
    expect([noTool.status, noTool.body.msg]).toEqual([
      400,
      'tool_id: choose the tool an activation code is for',
    ]);
    const unknown = await post('/api/admin/code/create', admin, codeBatch({ tool_id: 99_999 }));
    expect([unknown.status, unknown.body.msg]).toEqual([400, 'tool not found']);
    const onKeyPage = await post('/api/admin/cdkey/create', admin, {
      ...codeBatch(),
      grant_type: 'activity',
    });
    expect([onKeyPage.status, onKeyPage.body.msg]).toEqual([
      400,
      'grant_type: grant_type must be vip or credit',
    ]);
    // no session, another console; the operator reads codes, but generating them is the super admin's
    expect((await get('/api/admin/code/getList')).status).toBe(401);
    expect((await get('/api/admin/code/getList', await ctx.loginAgent())).status).toBe(403);
    expect((await post('/api/admin/code/create', await ctx.loginCustomer(), codeBatch())).status).toBe(403);
    const operator = await ctx.loginAdmin(DEMO.operator);
    expect((await get('/api/admin/code/getList', operator)).body.code).toBe(0);
    expect((await post('/api/admin/code/create', operator, codeBatch())).status).toBe(403);
    expect(await countRows(ctx.db, 'cdkey_batches')).toBe(before);
  });

  it('pays for the customer’s unpaid activity of its tool once, withdrawing the activity’s unpaid order', async () => {
    const admin = await ctx.loginAdmin();
    const batch = await createCodes(admin, codeBatch());
    const [key, second] = await codesOf(admin, batch.id);
    const customer = await ctx.loginCustomer();
    const id = await unpaid();
    const { order_no: orderNo } = await activityRow(id);

    const answer = await post('/api/customer/cdkey/redeem', customer, { code: key?.code, activity_id: id });
    expect(answer.body).toMatchObject({
      code: 0,
      data: { grant_type: 'activity', activity_id: id, activity_title: '激活码活动' },
    });
    expect(await activityRow(id)).toEqual({ lifecycle: 'paid', charge: 'code', order_no: '' });
    const order = await ctx.db
      .selectFrom('orders')
      .select('id')
      .where('order_no', '=', orderNo)
      .executeTakeFirst();
    expect(order).toBeUndefined();
    const stored = await ctx.db
      .selectFrom('cdkeys')
      .select(['activity_id', 'customer_id'])
      .where('id', '=', key?.id ?? 0)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ activity_id: id, customer_id: ctx.ids.customers.agent1Phone });

    // the same activity again, with the batch's second key: nothing to pay, and the key stays unused
    const again = await post('/api/customer/cdkey/redeem', customer, { code: second?.code, activity_id: id });
    expect([again.status, again.body.msg]).toEqual([400, 'this activity does not need paying']);
    const [, unusedSecond] = await codesOf(admin, batch.id);
    expect(unusedSecond?.used_at).toBe('');
  });

  it('keeps the code unused when the activity is another tool’s, another customer’s, or not named', async () => {
    const admin = await ctx.loginAdmin();
    const batch = await createCodes(admin, codeBatch({ count: 1 }));
    const [key] = await codesOf(admin, batch.id);
    const customer = await ctx.loginCustomer();
    const otherTool = await unpaid(2);
    const wrongTool = await post('/api/customer/cdkey/redeem', customer, {
      code: key?.code,
      activity_id: otherTool,
    });
    expect([wrongTool.status, wrongTool.body.msg]).toEqual([400, 'this activation code is for another tool']);
    const theirs = await unpaid(1, { agentId: ctx.ids.agent2Id, customerId: ctx.ids.customers.agent2Phone });
    const notTheirs = await post('/api/customer/cdkey/redeem', customer, {
      code: key?.code,
      activity_id: theirs,
    });
    expect([notTheirs.status, notTheirs.body.msg]).toEqual([404, 'activity not found']);
    expect((await activityRow(theirs)).lifecycle).toBe('unpaid');
    const unnamed = await redeem(customer, key?.code ?? '');
    expect([unnamed.status, unnamed.body.msg]).toEqual([
      400,
      'use an activation code from the activity it pays for',
    ]);
    const [unused] = await codesOf(admin, batch.id);
    expect(unused?.used_at).toBe('');
    expect((await activityRow(otherTool)).lifecycle).toBe('unpaid');
  });

  it('pays for one activity when the same code is redeemed on five activities at the same moment', async () => {
    const admin = await ctx.loginAdmin();
    const batch = await createCodes(admin, codeBatch({ count: 1 }));
    const [key] = await codesOf(admin, batch.id);
    const customer = await ctx.loginCustomer();
    const ids = await Promise.all([1, 2, 3, 4, 5].map(() => unpaid()));
    const answers = await Promise.all(
      ids.map((id) => post('/api/customer/cdkey/redeem', customer, { code: key?.code, activity_id: id })),
    );
    expect(answers.filter((answer) => answer.body.code === 0)).toHaveLength(1);
    const lifecycles = await Promise.all(ids.map(async (id) => (await activityRow(id)).lifecycle));
    expect(lifecycles.filter((lifecycle) => lifecycle === 'paid')).toHaveLength(1);
  });
});

describe('formatCdkey', () => {
  it('groups the random part by four after the prefix', () => {
    expect(formatCdkey('VIPABCDEFGHJKMNPQRS', 'VIP')).toBe('VIP-ABCD-EFGH-JKMN-PQRS');
    expect(formatCdkey('ABCDEFGHJKMNPQRS', '')).toBe('ABCD-EFGH-JKMN-PQRS');
  });
});
