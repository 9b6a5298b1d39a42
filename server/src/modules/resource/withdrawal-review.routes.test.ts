import { Permission } from '@onsite/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO } from '#server/seed/demo.ts';
import { ROLE } from '#server/seed/menu-catalogue.ts';
import { countRows, useTestContext, withdrawPermission } from '#server/test/harness.ts';
import { ledgerTotals } from './ledger.test-helpers.ts';

const ctx = useTestContext();

const ADMIN = '/api/admin/fund/withdrawal';
const AGENT_LIST = '/api/agent/customer/withdrawal/getList';
const CUSTOMER_LIST = '/api/customer/resource/getWithdrawalList';
const post = (url: string, token: string | undefined, payload: unknown) =>
  ctx.call({ method: 'POST', url, token, payload: payload as Record<string, unknown> });
const get = (url: string, token: string | undefined) => ctx.call({ method: 'GET', url, token });

/** A customer's withdrawal request through its own console (the amount is held from its balance). */
async function requested(login: string = DEMO.agent1Customers.phone, amount = 2_000) {
  const token = await ctx.loginCustomer(login);
  const { body } = await post('/api/customer/resource/postWithdrawal', token, {
    kind: 'balance',
    amount,
    channel: 'bank',
    account_name: '张经理',
    bank_name: '招商银行',
    account_no: '6225880123456789',
  });
  expect(body.msg).toBe('withdrawal requested');
  return { id: body.data.id as number, token };
}

const row = (id: number) =>
  ctx.db.selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const lettersTo = (customerId: number) =>
  ctx.db
    .selectFrom('notices')
    .select(['title', 'content'])
    .where('customer_id', '=', customerId)
    .where('type', '=', 'letter')
    .orderBy('id', 'desc')
    .execute();

describe('withdrawal review (platform)', () => {
  it("lists every agent's withdrawals with the whole account number, filtered by status, agent, keyword, amount and day", async () => {
    const mine = await requested(DEMO.agent1Customers.phone, 3_000);
    const theirs = await requested(DEMO.agent2Customers.phone, 4_500);
    const admin = await ctx.loginAdmin();

    const all = await get(`${ADMIN}/getList?status=pending`, admin);
    expect(all.body.code).toBe(0);
    const ids = all.body.data.map((item: { id: number }) => item.id);
    expect(ids).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    expect(all.body.data.find((item: { id: number }) => item.id === theirs.id)).toMatchObject({
      customer_nickname: '王先生',
      customer_login: DEMO.agent2Customers.phone,
      agent_id: ctx.ids.agent2Id,
      agent_name: DEMO.agent2.name,
      amount: 4_500,
      actual_amount: 4_500 - all.body.data.find((item: { id: number }) => item.id === theirs.id).fee,
      account_no: '6225880123456789',
      status: 'pending',
      review_note: '',
      paid_reference: '',
    });

    const agent2 = await get(`${ADMIN}/getList?agent_id=${ctx.ids.agent2Id}`, admin);
    expect(agent2.body.data.every((item: { agent_id: number }) => item.agent_id === ctx.ids.agent2Id)).toBe(
      true,
    );
    expect(agent2.body.data.map((item: { id: number }) => item.id)).toContain(theirs.id);

    const byKeyword = await get(`${ADMIN}/getList?keyword=${DEMO.agent2Customers.phone}`, admin);
    expect(byKeyword.body.data.map((item: { id: number }) => item.id)).toEqual([theirs.id]);

    const byAmount = await get(`${ADMIN}/getList?amount_min=40&amount_max=45`, admin);
    expect(byAmount.body.data.map((item: { id: number }) => item.id)).toEqual([theirs.id]);

    const today = new Date().toISOString().slice(0, 10);
    const byDay = await get(`${ADMIN}/getList?start_date=${today}&end_date=${today}&page=1&limit=100`, admin);
    expect(byDay.body.data.map((item: { id: number }) => item.id)).toEqual(
      expect.arrayContaining([mine.id, theirs.id]),
    );
    const before = await get(`${ADMIN}/getList?end_date=2020-01-01`, admin);
    expect(before.body).toMatchObject({ code: 0, count: 0, data: [] });
  });

  it('approve, then mark paid: the customer sees each state and the reference, and is told each time', async () => {
    const { id, token } = await requested();
    const admin = await ctx.loginAdmin();
    const customerId = ctx.ids.customers.agent1Phone;

    const approved = await post(`${ADMIN}/approve`, admin, { id });
    expect(approved.body).toMatchObject({
      code: 0,
      msg: 'the withdrawal is approved',
      data: { id, status: 'approved', reviewed_by: expect.any(String), paid_reference: '' },
    });
    expect(approved.body.data.review_time).not.toBe('');
    expect(await row(id)).toMatchObject({ status: 'approved', reviewed_by: ctx.ids.adminId });
    expect((await lettersTo(customerId))[0]).toMatchObject({ title: '您的提现申请已审核通过' });

    const paid = await post(`${ADMIN}/pay`, admin, { id, reference: 'CMB2026112600001' });
    expect(paid.body).toMatchObject({
      code: 0,
      msg: 'the withdrawal is marked paid',
      data: { id, status: 'paid', paid_reference: 'CMB2026112600001' },
    });
    expect(await row(id)).toMatchObject({ status: 'paid', paid_by: ctx.ids.adminId });
    expect((await lettersTo(customerId))[0]).toMatchObject({
      title: '您的提现已打款',
      content: expect.stringContaining('CMB2026112600001'),
    });

    const seen = await get(`${CUSTOMER_LIST}?status=paid`, token);
    expect(seen.body.data.find((item: { id: number }) => item.id === id)).toMatchObject({
      status: 'paid',
      paid_reference: 'CMB2026112600001',
    });
    // nothing held any more
    const info = await get('/api/customer/Product/getResourceInfo', token);
    const pendingHeld = await ctx.db
      .selectFrom('withdrawals')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), eb.lit(0)).as('held'))
      .where('customer_id', '=', customerId)
      .where('status', 'in', ['pending', 'approved'])
      .executeTakeFirstOrThrow();
    expect(info.body.data.withdrawing).toBe(Number(pendingHeld.held));
  });

  it('reject returns the held amount to the account in the same transaction: the ledger sums equal the balances', async () => {
    const customerId = ctx.ids.customers.agent1Phone;
    const before = await ledgerTotals(ctx.db, customerId);
    const { id, token } = await requested(DEMO.agent1Customers.phone, 5_000);
    expect((await ledgerTotals(ctx.db, customerId)).balances.balance).toBe(before.balances.balance - 5_000);
    const admin = await ctx.loginAdmin();

    const rejected = await post(`${ADMIN}/reject`, admin, { id, reason: '收款账户与实名不符' });
    expect(rejected.body).toMatchObject({
      code: 0,
      msg: 'the withdrawal is rejected',
      data: { id, status: 'rejected', review_note: '收款账户与实名不符' },
    });
    const after = await ledgerTotals(ctx.db, customerId);
    expect(after.balances.balance).toBe(before.balances.balance);
    expect(after.balances).toEqual(after.sums);
    const refund = await ctx.db
      .selectFrom('ledger_entries')
      .select(['type', 'amount', 'kind'])
      .where('withdrawal_id', '=', id)
      .orderBy('id')
      .execute();
    expect(refund).toEqual([
      { type: 'withdrawal', amount: -5_000, kind: 'balance' },
      { type: 'withdrawal_refund', amount: 5_000, kind: 'balance' },
    ]);

    const seen = await get(CUSTOMER_LIST, token);
    expect(seen.body.data.find((item: { id: number }) => item.id === id)).toMatchObject({
      status: 'rejected',
      review_note: '收款账户与实名不符',
    });
    // the customer's ledger explains the entry in its language
    const entries = await ctx.call({
      method: 'GET',
      url: '/api/customer/Product/getResourceList?type=withdrawal_refund',
      token,
      headers: { 'accept-language': 'zh_CN' },
    });
    expect(entries.body.data[0]).toMatchObject({ amount: 5_000, reason: `提现申请 ${id} 被驳回，金额退回` });
    expect((await lettersTo(customerId))[0]).toMatchObject({
      title: '您的提现申请被驳回',
      content: expect.stringContaining('收款账户与实名不符'),
    });
  });

  it('refuses what the state machine does not allow, and writes nothing', async () => {
    const admin = await ctx.loginAdmin();
    const pending = await requested();
    // pay a pending one
    const early = await post(`${ADMIN}/pay`, admin, { id: pending.id, reference: 'X1' });
    expect([early.status, early.body.msg]).toEqual([400, 'only an approved withdrawal can be marked paid']);
    expect(await row(pending.id)).toMatchObject({ status: 'pending', paid_reference: '' });

    // approve twice; reject an approved one
    await post(`${ADMIN}/approve`, admin, { id: pending.id });
    const again = await post(`${ADMIN}/approve`, admin, { id: pending.id });
    expect([again.status, again.body.msg]).toEqual([400, 'this withdrawal has already been approved']);
    const late = await post(`${ADMIN}/reject`, admin, { id: pending.id, reason: '太晚了' });
    expect([late.status, late.body.msg]).toEqual([400, 'this withdrawal has already been approved']);

    // reject a paid one; pay it twice
    await post(`${ADMIN}/pay`, admin, { id: pending.id, reference: 'REF-1' });
    const entriesBefore = await countRows(ctx.db, 'ledger_entries');
    const lettersBefore = await countRows(ctx.db, 'notices');
    const paidReject = await post(`${ADMIN}/reject`, admin, { id: pending.id, reason: '重复' });
    expect([paidReject.status, paidReject.body.msg]).toEqual([400, 'this withdrawal has already been paid']);
    const paidTwice = await post(`${ADMIN}/pay`, admin, { id: pending.id, reference: 'REF-2' });
    expect([paidTwice.status, paidTwice.body.msg]).toEqual([400, 'this withdrawal has already been paid']);
    expect(await row(pending.id)).toMatchObject({ status: 'paid', paid_reference: 'REF-1', review_note: '' });
    expect(await countRows(ctx.db, 'ledger_entries')).toBe(entriesBefore);
    expect(await countRows(ctx.db, 'notices')).toBe(lettersBefore);

    // a rejected one stays rejected
    const other = await requested();
    await post(`${ADMIN}/reject`, admin, { id: other.id, reason: '信息有误' });
    const approveRejected = await post(`${ADMIN}/approve`, admin, { id: other.id });
    expect(approveRejected.body.msg).toBe('this withdrawal has already been rejected');
    const rejectTwice = await post(`${ADMIN}/reject`, admin, { id: other.id, reason: '再次' });
    expect(rejectTwice.body.msg).toBe('this withdrawal has already been rejected');
    // the amount came back once
    const refunds = await ctx.db
      .selectFrom('ledger_entries')
      .select('id')
      .where('withdrawal_id', '=', other.id)
      .where('type', '=', 'withdrawal_refund')
      .execute();
    expect(refunds).toHaveLength(1);
  });

  it('two admins marking the same withdrawal paid at once: one succeeds, one is refused, one letter', async () => {
    const { id } = await requested();
    const admin = await ctx.loginAdmin();
    const operator = await ctx.loginAdmin(DEMO.operator);
    await post(`${ADMIN}/approve`, admin, { id });
    const lettersBefore = await countRows(ctx.db, 'notices');
    const answers = await Promise.all([
      post(`${ADMIN}/pay`, admin, { id, reference: 'A-REF' }),
      post(`${ADMIN}/pay`, operator, { id, reference: 'B-REF' }),
    ]);
    const codes = answers.map((answer) => answer.body.code).sort();
    expect(codes[0]).toBe(0);
    expect(codes[1]).not.toBe(0);
    const refused = answers.find((answer) => answer.body.code !== 0);
    expect(refused?.body.msg).toBe('this withdrawal has already been paid');
    const winner = answers.find((answer) => answer.body.code === 0);
    expect((await row(id)).paid_reference).toBe(winner?.body.data.paid_reference);
    expect(await countRows(ctx.db, 'notices')).toBe(lettersBefore + 1);

    // two concurrent rejections return the amount once
    const second = await requested();
    const customerId = ctx.ids.customers.agent1Phone;
    const rejections = await Promise.all([
      post(`${ADMIN}/reject`, admin, { id: second.id, reason: '一' }),
      post(`${ADMIN}/reject`, operator, { id: second.id, reason: '二' }),
    ]);
    expect(rejections.map((answer) => answer.body.code).filter((code) => code === 0)).toHaveLength(1);
    const ledger = await ledgerTotals(ctx.db, customerId);
    expect(ledger.balances).toEqual(ledger.sums);
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const { id } = await requested();
    const admin = await ctx.loginAdmin();
    const auditBefore = await row(id);
    const cases: [string, unknown, string][] = [
      [`${ADMIN}/reject`, { id }, 'please give the reason for the rejection'],
      [`${ADMIN}/reject`, { id, reason: '   ' }, 'please give the reason for the rejection'],
      [`${ADMIN}/reject`, { id, reason: 'x'.repeat(201) }, 'the reason is at most 200 characters'],
      [`${ADMIN}/pay`, { id }, 'please give the transfer reference'],
      [`${ADMIN}/pay`, { id, reference: 'r'.repeat(65) }, 'the transfer reference is at most 64 characters'],
      [`${ADMIN}/approve`, { id: 'one' }, 'id is required'],
      [`${ADMIN}/approve`, {}, 'id is required'],
    ];
    for (const [url, payload, message] of cases) {
      const answer = await ctx.call({
        method: 'POST',
        url,
        token: admin,
        payload: payload as Record<string, unknown>,
        headers: { 'accept-language': 'en' },
      });
      expect([url, answer.status, answer.body.msg]).toEqual([url, 400, expect.stringContaining(message)]);
    }
    // translated
    const zh = await ctx.call({
      method: 'POST',
      url: `${ADMIN}/pay`,
      token: admin,
      payload: { id },
      headers: { 'accept-language': 'zh_CN' },
    });
    expect(zh.body.msg).toContain('请填写转账流水号');
    expect(await row(id)).toEqual(auditBefore);

    const range = await get(`${ADMIN}/getList?amount_min=50&amount_max=10`, admin);
    expect([range.status, range.body.msg]).toEqual([400, 'amount_min must not be above amount_max']);
    const fraction = await get(`${ADMIN}/getList?amount_min=1.5`, admin);
    expect(fraction.status).toBe(400);
    const status = await get(`${ADMIN}/getList?status=lost`, admin);
    expect([status.status, status.body.msg]).toEqual([
      400,
      expect.stringContaining('status must be pending'),
    ]);

    // an unknown withdrawal
    const missing = await post(`${ADMIN}/approve`, admin, { id: 2_000_000_000 });
    expect([missing.status, missing.body.msg]).toEqual([404, 'withdrawal not found']);
  });

  it('needs a staff session of the admin console and the permission of each action', async () => {
    const { id } = await requested();
    expect((await get(`${ADMIN}/getList`, undefined)).status).toBe(401);
    expect((await post(`${ADMIN}/approve`, undefined, { id })).status).toBe(401);
    const agent = await ctx.loginAgent();
    expect((await get(`${ADMIN}/getList`, agent)).status).toBe(403);
    expect((await post(`${ADMIN}/approve`, agent, { id })).status).toBe(403);
    const customer = await ctx.loginCustomer();
    expect((await post(`${ADMIN}/pay`, customer, { id, reference: 'X' })).status).toBe(403);
    const admin = await ctx.loginAdmin();
    expect((await get(AGENT_LIST, admin)).status).toBe(403);

    // the operator has the page and both actions as built; each permission is needed on its own
    await withdrawPermission(ctx.db, ROLE.platformOperator, Permission.admin.fundWithdrawalReview);
    const operator = await ctx.loginAdmin(DEMO.operator);
    expect((await get(`${ADMIN}/getList`, operator)).status).toBe(200);
    expect((await post(`${ADMIN}/approve`, operator, { id })).status).toBe(403);
    expect((await post(`${ADMIN}/reject`, operator, { id, reason: '无权' })).status).toBe(403);
    await post(`${ADMIN}/approve`, admin, { id });
    await withdrawPermission(ctx.db, ROLE.platformOperator, Permission.admin.fundWithdrawalPay);
    const unpaid = await ctx.loginAdmin(DEMO.operator);
    expect((await post(`${ADMIN}/pay`, unpaid, { id, reference: 'X' })).status).toBe(403);
    await withdrawPermission(ctx.db, ROLE.platformOperator, Permission.admin.fundWithdrawal);
    expect((await get(`${ADMIN}/getList`, await ctx.loginAdmin(DEMO.operator))).status).toBe(403);
    expect((await row(id)).status).toBe('approved');
  });

  it('every decision is in the audit log', async () => {
    const { id } = await requested();
    const admin = await ctx.loginAdmin();
    await post(`${ADMIN}/approve`, admin, { id });
    await post(`${ADMIN}/pay`, admin, { id, reference: 'AUDIT-REF' });
    const audit = await ctx.db
      .selectFrom('audit_logs')
      .select(['route', 'audience', 'actor_id', 'status_code', 'summary'])
      .where('route', 'in', [`${ADMIN}/approve`, `${ADMIN}/pay`])
      .where('summary', 'like', `%"id":${id}%`)
      .orderBy('id')
      .execute();
    expect(audit).toMatchObject([
      { route: `${ADMIN}/approve`, audience: 'admin', actor_id: ctx.ids.adminId, status_code: 200 },
      { route: `${ADMIN}/pay`, audience: 'admin', actor_id: ctx.ids.adminId, status_code: 200 },
    ]);
    expect(audit[1]?.summary).toContain('AUDIT-REF');
  });
});

describe("the agent console's customer withdrawals (read only)", () => {
  it("lists its own customers' withdrawals, masked, never another agent's, whatever it asks", async () => {
    const mine = await requested(DEMO.agent1Customers.phone, 2_500);
    const theirs = await requested(DEMO.agent2Customers.phone, 2_600);
    const owner = await ctx.loginAgent();
    const list = await get(`${AGENT_LIST}?page=1&limit=100`, owner);
    expect(list.body.code).toBe(0);
    const ids = list.body.data.map((item: { id: number }) => item.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
    expect(list.body.data.every((item: { agent_id: number }) => item.agent_id === ctx.ids.agent1Id)).toBe(
      true,
    );
    expect(list.body.data.find((item: { id: number }) => item.id === mine.id)).toMatchObject({
      account_no: '********6789',
      status: 'pending',
    });
    // naming another agent or its customer finds nothing of theirs
    const other = await get(`${AGENT_LIST}?agent_id=${ctx.ids.agent2Id}`, owner);
    expect(other.body.data.map((item: { id: number }) => item.id)).not.toContain(theirs.id);
    const byKeyword = await get(`${AGENT_LIST}?keyword=${DEMO.agent2Customers.phone}`, owner);
    expect(byKeyword.body).toMatchObject({ code: 0, count: 0, data: [] });

    // the platform's decision shows on the agent's list
    const admin = await ctx.loginAdmin();
    await post(`${ADMIN}/reject`, admin, { id: mine.id, reason: '请核对开户行' });
    const after = await get(`${AGENT_LIST}?status=rejected`, owner);
    expect(after.body.data.find((item: { id: number }) => item.id === mine.id)).toMatchObject({
      status: 'rejected',
      review_note: '请核对开户行',
    });

    // agent staff read it too; no session, a customer or a missing permission do not
    expect((await get(AGENT_LIST, await ctx.loginAgent(DEMO.agentStaff))).status).toBe(200);
    expect((await get(AGENT_LIST, undefined)).status).toBe(401);
    expect((await get(AGENT_LIST, await ctx.loginCustomer())).status).toBe(403);
    await withdrawPermission(ctx.db, ROLE.agentStaff, Permission.agent.customerWithdrawal);
    expect((await get(AGENT_LIST, await ctx.loginAgent(DEMO.agentStaff))).status).toBe(403);
    // the agent console has no review action
    expect((await post(`${ADMIN}/approve`, owner, { id: theirs.id })).status).toBe(403);
  });
});
